package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.drivebench.engine.testing.FioServer;
import org.drivebench.rig.Rig;
import org.drivebench.rig.RigBook;
import org.drivebench.rig.FioClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code drivebench rigs}: adding a rig the ways users write it, and what {@code check} says it looked at. */
class RigsCommandTest {
	@TempDir
	Path folder;
	private final CliFixture cli = new CliFixture();

	private RigBook book() {
		return new RigBook(folder.resolve("rigs.json"));
	}

	private RigsCommand rigs() {
		return new RigsCommand(new RigAccess(book(), () -> new FioClient(FioServer.fio(), Duration.ofSeconds(3), Duration.ofSeconds(20))));
	}

	@Test
	void aPortIsTakenAfterTheHostOrAsPortAndAnyOtherFormIsNamed() throws Exception {
		assertEquals(ExitCode.OK, cli.run(rigs(), "rigs", "add", "lab1", "10.0.0.5", "--port", "8766"), cli.err());
		assertEquals(ExitCode.OK, cli.run(rigs(), "rigs", "add", "lab2", "10.0.0.6:8767"), cli.err());
		assertEquals(ExitCode.OK, cli.run(rigs(), "rigs", "add", "lab3", "fe80::1", "--port=8768"), cli.err());
		assertEquals(List.of(new Rig("lab1", "10.0.0.5", 8766), new Rig("lab2", "10.0.0.6", 8767), new Rig("lab3", "fe80::1", 8768)),
				book().list());

		assertEquals(ExitCode.USAGE, cli.run(rigs(), "rigs", "add", "lab4", "10.0.0.7:8765", "--port", "8766"));
		assertTrue(cli.err().contains("the port is given twice: in '10.0.0.7:8765' and as --port 8766; give one"), cli.err());
		cli.err.reset();
		assertEquals(ExitCode.USAGE, cli.run(rigs(), "rigs", "add", "lab4", "--host", "10.0.0.7"));
		assertTrue(cli.err().contains("rigs add has no option --host; write: rigs add <name> <host>[:<port>] (or add <name> <host> "
				+ "--port <port>)"), cli.err());
		cli.err.reset();
		assertEquals(ExitCode.USAGE, cli.run(rigs(), "rigs", "add", "lab4", "10.0.0.7", "--port", "http"));
		assertTrue(cli.err().contains("--port 'http' is no port number"), cli.err());
		assertEquals(3, book().list().size(), "nothing added by a refused command");
	}

	@Test
	void checkNamesEveryDiskFamilyItProbes() throws Exception {
		String missing = FioServer.unavailableReason();
		assumeTrue(missing == null, missing);
		try (FioServer server = FioServer.start(folder)) {
			book().add(Rig.parse("local", server.host() + ":" + server.port()));
			assertEquals(ExitCode.OK, cli.run(rigs(), "rigs", "check", "local"), cli.err());
			String said = cli.err() + cli.out();
			for (String family : List.of("/dev/sd[a-p]", "/dev/vd[a-h]", "/dev/xvd[a-h]", "/dev/nvme[0-7]n1", "/dev/hd[a-d]",
					"/dev/mmcblk[01]")) {
				assertTrue(said.contains(family), family + " is not named: " + said);
			}
		}
	}
}
