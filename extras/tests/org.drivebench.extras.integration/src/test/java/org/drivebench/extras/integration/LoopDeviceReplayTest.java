package org.drivebench.extras.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.drivebench.extras.integration.Product.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

/**
 * A block trace recorded here on a loop device, while fio does random reads and writes of 4 to 64 KiB
 * on it, replayed by the installed plugin on the same device: exactly as many I/Os and bytes as the
 * recording holds (counted by blkparse, the blktrace package's reader), and as the kernel counted
 * meanwhile.
 */
class LoopDeviceReplayTest {
	private static final Path SCRIPTS = Path.of(System.getProperty("drivebench.tracereplay.scripts"));

	@TempDir
	Path dir;

	@Test
	void aTraceRecordedOnALoopDeviceReplaysThereWithTheSameIosAndBytes() throws Exception {
		assumeTrue("root".equals(System.getProperty("user.name")), "loop devices and tracing need root");
		for (String tool : List.of("losetup", "fio", "blkparse")) {
			assumeTrue(Product.run(List.of("sh", "-c", "command -v " + tool), Map.of(), 10).exit() == 0, "needs " + tool);
		}
		Path image = dir.resolve("disk.img");
		Product.run(List.of("truncate", "-s", "64M", image.toString()), Map.of(), 10);
		Outcome attached = Product.run(List.of("losetup", "-f", "--show", "--direct-io=on", image.toString()), Map.of(), 30);
		assumeTrue(attached.exit() == 0, "no loop device: " + attached);
		String device = attached.out().strip();
		try {
			Path recording = dir.resolve("fio-randrw");
			Outcome traced = Product.run(List.of(SCRIPTS.resolve("trace-io.sh").toString(), device, recording.toString(), "fio",
					"--name=record", "--filename=" + device, "--direct=1", "--rw=randrw", "--bsrange=4k-64k", "--iodepth=4",
					"--ioengine=io_uring", "--size=64M", "--io_size=4M", "--randrepeat=1", "--norandommap"), Map.of(), 300);
			assertEquals(0, traced.exit(), traced.toString());
			long[] counted = blkparse(recording);
			assertTrue(counted[0] > 50, "fio's I/Os were recorded: " + counted[0]);

			Product product = Product.copy(dir);
			Outcome installed = product.cli("plugins", "install", PluginInstallTest.REPOSITORY.toString(),
					PluginInstallTest.FEATURE, "--accept-unsigned");
			assertEquals(0, installed.exit(), installed.toString());
			String confirm = image.toRealPath() + ",inode=" + Files.getAttribute(image, "unix:ino");
			Outcome run = product.cli("run", "--target", device, "--test", "trace.replay", "--param", "trace=" + recording,
					"--param", "mode=fastest", "--param", "queueDepth=4", "--confirm-serial", confirm, "--json", "--library",
					dir.resolve("library").toString());
			assertEquals(0, run.exit(), run.toString());
			String json = run.out();
			assertEquals(counted[0], Product.metric(json, "replay.ios"), "I/Os");
			assertEquals(counted[1], Math.round(Product.metric(json, "replay.megabytes") * 1e6), "bytes");
			assertEquals(counted[2], Product.metric(json, "replay.writes"), "writes");
			JsonObject kernel = Product.firstResult(json).getAsJsonArray("steps").get(0).getAsJsonObject().getAsJsonObject("kernel");
			assertEquals(counted[0], kernel.get("readIos").getAsLong() + kernel.get("writeIos").getAsLong(),
					"the kernel counted as many requests on " + device + ": " + kernel);
			assertEquals(counted[1], kernel.get("readBytes").getAsLong() + kernel.get("writeBytes").getAsLong(), "and bytes");
		} finally {
			Product.run(List.of("losetup", "-d", device), Map.of(), 30);
		}
	}

	/** I/Os, bytes and writes of the recording's issue events that carry data, as blkparse reads them. */
	private static long[] blkparse(Path recording) throws Exception {
		// -D before -i: blkparse reads its options in order
		Outcome parsed = Product.run(List.of("blkparse", "-D", recording.getParent().toString(), "-i",
				recording.getFileName().toString(), "-q", "-a", "issue", "-f", "%a %d %n\n"), Map.of(), 60);
		assertEquals(0, parsed.exit(), parsed.toString());
		long ios = 0;
		long bytes = 0;
		long writes = 0;
		for (String line : parsed.out().lines().toList()) {
			String[] f = line.strip().split("\\s+");
			if (f.length == 3 && f[0].equals("D") && !f[1].contains("D") && Long.parseLong(f[2]) > 0) {
				ios++;
				bytes += Long.parseLong(f[2]) * 512;
				writes += f[1].contains("W") ? 1 : 0;
			}
		}
		return new long[] { ios, bytes, writes };
	}
}
