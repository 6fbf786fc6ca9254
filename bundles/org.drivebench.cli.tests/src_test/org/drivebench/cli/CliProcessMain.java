package org.drivebench.cli;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.drivetests.filecopy.FileCopyTest;
import org.drivebench.engine.run.DefaultIoEngine;

/**
 * The command line as a process of its own, for tests that signal or kill it: {@code run},
 * {@code group-test} and {@code status} with the two workloads of the quick check and the file copy test; the library is the
 * one {@code --library} names.
 */
public final class CliProcessMain {
	private CliProcessMain() {
	}

	public static void main(String[] args) {
		TestRegistry registry = CliWorkload.registry();
		registry.addTest(new FileCopyTest()); // folders of its own beside the test file
		Libraries libraries = new Libraries(() -> Path.of(System.getProperty("user.dir"), "library"));
		RunExecutor executor = new RunExecutor(new DefaultIoEngine(), "test");
		DriveBenchCli cli = new DriveBenchCli("test", List.of(
				new RunCommand(registry, libraries, executor),
				new GroupTestCommand(registry, libraries, executor, RigAccess.user()),
				new StatusCommand("DriveBench test", libraries, registry)));
		int code = cli.run(Arrays.asList(args), Console.system());
		System.out.flush();
		System.exit(code);
	}
}
