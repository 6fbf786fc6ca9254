package org.drivebench.drivetests.filecopy;

import static org.drivebench.core.testing.SimulatedTestRuns.messages;
import static org.drivebench.core.testing.SimulatedTestRuns.series;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.runner.PlanRehearsal;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.engine.Target;
import org.drivebench.engine.open.Targets;
import org.drivebench.engine.testing.LoopDevice;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.drivebench.drivetests.filecopy.files.FileSetKind;

/**
 * The copy and archive tests on real file systems on loop devices the test creates: a prepared device
 * (partitioned, formatted, mounted privately) and two folders on two file systems. Small sets keep it
 * to seconds.
 */
class FileCopyOnLoopDevicesTest {
	private static final String[] SMALL_SETS = { "archiveSize=24M", "musicSize=24M", "systemSize=8M" };

	@TempDir
	Path dir;

	@BeforeEach
	void needsRootAndTools() {
		assumeTrue(LoopDevice.unavailableReason() == null, () -> "skipped: " + LoopDevice.unavailableReason());
		assumeTrue(FileSystemKind.EXT4.available(), "skipped: mkfs.ext4 or ext4 support missing");
		assumeTrue(Commands.find("sfdisk").isPresent(), "skipped: sfdisk missing");
	}

	@Test
	void preparedDeviceCopiesEverySetWithinAndAcrossAndLeavesEmptyFileSystems() throws IOException {
		try (LoopDevice loop = LoopDevice.create(dir, 224L << 20, 512, null)) {
			TestResult r = run(new FileCopyTest(), device(loop), RunListener.NONE, concat(SMALL_SETS, "partitionSize=100M"));
			assertEquals(ResultStatus.COMPLETED, r.getStatus(), () -> String.join("\n", messages(r)));
			for (FileSetKind kind : FileSetKind.values()) {
				for (String direction : new String[] { "within", "across" }) {
					assertTrue(value(r, kind.key() + "." + direction + ".mbps") > 0);
					assertTrue(value(r, kind.key() + "." + direction + ".seconds") > 0);
				}
			}
			String all = String.join("\n", messages(r));
			assertTrue(all.contains("sfdisk --quiet --no-reread --no-tell-kernel --wipe always"), all);
			assertTrue(all.contains("mkfs.ext4 -F -q -L drivebench-1 -E lazy_itable_init=0,lazy_journal_init=0"), all);
			assertTrue(all.contains("identical to its source (SHA-256)"), all);
			assertTrue(all.contains("unmounted and mounted again"), all);
			// nothing mounted or attached is left, and both file systems hold nothing but lost+found
			assertTrue(Files.readString(Path.of("/proc/self/mounts")).lines().noneMatch(l -> l.contains("drivebench-partition")));
			assertEquals(List.of(), attachedOver(loop));
			for (long offset : new long[] { 1 << 20, (1 << 20) + (100L << 20) }) {
				assertEquals(List.of("lost+found"), listing(loop.device(), offset));
			}
		}
	}

	@Test
	void twoFoldersOnTwoFileSystemsAndNothingLeftInThem() throws IOException {
		try (Mounted a = Mounted.ext4(dir, "a", 128L << 20); Mounted b = Mounted.ext4(dir, "b", 96L << 20)) {
			TestResult r = run(new FileCopyTest(), testFile(a.folder), RunListener.NONE,
					concat(SMALL_SETS, "otherFolder=" + b.folder, "dropSystemCaches=false"));
			assertEquals(ResultStatus.COMPLETED, r.getStatus(), () -> String.join("\n", messages(r)));
			assertTrue(value(r, "system.across.files-per-second") > 0);
			String all = String.join("\n", messages(r));
			assertTrue(all.contains("posix_fadvise DONTNEED"), all);
			assertTrue(all.contains("dropSystemCaches=false"), all);
			assertEquals(List.of("lost+found"), names(a.folder));
			assertEquals(List.of("lost+found"), names(b.folder));
		}
	}

	@Test
	void aFolderWithoutRoomFailsBeforeWritingNamingIt() throws IOException {
		try (Mounted a = Mounted.ext4(dir, "a", 128L << 20); Mounted small = Mounted.ext4(dir, "small", 16L << 20)) {
			TestResult r = run(new FileCopyTest(), testFile(a.folder), RunListener.NONE, "archiveSize=32M", "musicSize=0",
					"systemSize=0", "otherFolder=" + small.folder);
			assertEquals(ResultStatus.FAILED, r.getStatus());
			String message = r.getMessages().get(0).getText();
			assertTrue(message.contains("not enough free space in " + small.folder) && message.contains("nothing was written"),
					message);
			assertEquals(List.of("lost+found"), names(small.folder));
			assertEquals(List.of("lost+found"), names(a.folder));
		}
	}

	@Test
	void cancellingDuringACopyRemovesWhatItCreatedAndKeepsTheFiguresSoFar() throws IOException {
		try (Mounted a = Mounted.ext4(dir, "a", 160L << 20); Mounted b = Mounted.ext4(dir, "b", 96L << 20)) {
			AtomicInteger steps = new AtomicInteger();
			RunListener cancelAtThirdStep = new RunListener() {
				@Override
				public void step(String name, int index, int count) {
					steps.incrementAndGet();
				}

				@Override
				public boolean cancelRequested() {
					return steps.get() >= 3;
				}
			};
			// step 1 writes the archive set, 2 copies it within, 3 across: cancelled during the third
			TestResult r = run(new FileCopyTest(), testFile(a.folder), cancelAtThirdStep, "archiveSize=48M", "musicSize=24M",
					"systemSize=0", "otherFolder=" + b.folder, "dropSystemCaches=false");
			assertEquals(ResultStatus.CANCELLED, r.getStatus(), () -> String.join("\n", messages(r)));
			assertTrue(value(r, "archive.within.mbps") > 0);
			assertTrue(r.getMetrics().stream().noneMatch(m -> m.getKey().startsWith("music")));
			assertEquals(List.of("lost+found"), names(a.folder));
			assertEquals(List.of("lost+found"), names(b.folder));
		}
	}

	@Test
	void theArchiveTestPacksAndUnpacksOnAPreparedDevice() throws IOException {
		try (LoopDevice loop = LoopDevice.create(dir, 224L << 20, 512, null)) {
			TestResult r = run(new ArchiveTest(), device(loop), RunListener.NONE, "systemSize=16M", "partitionSize=100M");
			assertEquals(ResultStatus.COMPLETED, r.getStatus(), () -> String.join("\n", messages(r)));
			// the generator's data deflates to 37 % (FileContentTest); zip adds its headers per entry
			assertEquals(38, value(r, "archive.ratio"), 3);
			assertTrue(value(r, "pack.cpu-seconds") > 0 && value(r, "pack.cpu-seconds") <= value(r, "pack.seconds") * 1.05);
			assertTrue(value(r, "unpack.mbps") > 0);
			assertTrue(String.join("\n", messages(r)).contains("unpacked files are identical"));
			assertEquals("file-system", r.getEngineBackend());
			assertEquals(value(r, "pack.cpu-seconds"), series(r, "cpu.seconds").getYValues().toArray()[0], 1e-9);
		}
	}

	@Test
	void checkingThePlanOnADeviceWritesNothing() throws IOException {
		try (LoopDevice loop = LoopDevice.create(dir, 224L << 20, 512, null)) {
			Target shape = Targets.check(new Targets.Request(loop.device().toString(), true, loop.confirmation(), 0, false, null))
					.shape();
			assertEquals(List.of(), PlanRehearsal.problems(plan(new FileCopyTest(), concat(SMALL_SETS, "partitionSize=100M")),
					shape));
			List<String> tooSmall = PlanRehearsal.problems(plan(new FileCopyTest(), concat(SMALL_SETS, "partitionSize=200M")),
					shape);
			assertTrue(tooSmall.size() == 1 && tooSmall.get(0).contains("partitionSize = 200 MiB"), tooSmall.toString());
			// no partition table was written
			assertTrue(Files.readAllBytes(loop.backingFile()).length > 0);
			byte[] start = Files.readAllBytes(loop.backingFile());
			for (int i = 0; i < 2 << 20; i++) {
				assertEquals(0, start[i], "byte " + i);
			}
		}
	}

	@Test
	void checkingThePlanFindsAFolderWithoutRoom() throws IOException {
		try (Mounted a = Mounted.ext4(dir, "a", 128L << 20); Mounted small = Mounted.ext4(dir, "small", 16L << 20)) {
			Target shape = Targets.check(new Targets.Request(a.folder.resolve("bench.dat").toString(), true, "", 1 << 20, false,
					null)).shape();
			List<String> problems = PlanRehearsal.problems(plan(new FileCopyTest(), "archiveSize=32M", "musicSize=0",
					"systemSize=0", "otherFolder=" + small.folder), shape);
			assertTrue(problems.size() == 1 && problems.get(0).contains("not enough free space in " + small.folder),
					problems.toString());
			assertEquals(List.of("lost+found"), names(small.folder));
			assertEquals(List.of("lost+found"), names(a.folder));
		}
	}

	// --- helpers

	private static RunPlan plan(DriveTest test, String... parameters) {
		Map<String, String> given = new LinkedHashMap<>();
		for (String p : parameters) {
			given.put(p.substring(0, p.indexOf('=')), p.substring(p.indexOf('=') + 1));
		}
		return new RunPlan(test.descriptor().id(), List.of(new PlannedTest(test, ParameterValues.resolve(test.descriptor().id(), test.parameters(), given),
				test.descriptor().name())));
	}

	private static Target device(LoopDevice loop) throws IOException {
		return Targets.open(new Targets.Request(loop.device().toString(), true, loop.confirmation(), 0, false, null));
	}

	private static Target testFile(Path folder) throws IOException {
		return Targets.open(new Targets.Request(folder.resolve("bench.dat").toString(), true, "", 1 << 20, false, null));
	}

	private static TestResult run(DriveTest test, Target target, RunListener listener, String... parameters) throws IOException {
		try (target) {
			return new SuiteRunner(SimulatedTestRuns.ENGINE, "test").run(plan(test, parameters), target, listener, run -> {
			}).getResults().get(0);
		}
	}

	private static String[] concat(String[] a, String... b) {
		return Stream.concat(Stream.of(a), Stream.of(b)).toArray(String[]::new);
	}

	private static List<String> names(Path folder) throws IOException {
		try (Stream<Path> s = Files.list(folder)) {
			return s.map(p -> p.getFileName().toString()).sorted().toList();
		}
	}

	private static List<String> attachedOver(LoopDevice loop) throws IOException {
		String out = new Commands(x -> {
		}).run("losetup", "--list", "--noheadings", "--output", "NAME,BACK-FILE");
		// loop devices whose backing file is the device: the partitions' loops
		return out.lines().filter(l -> l.strip().endsWith(" " + loop.device())).toList();
	}

	/** What the file system at {@code offset} of {@code device} holds at its top, mounted read-only. */
	private List<String> listing(Path device, long offset) throws IOException {
		Path mountPoint = Files.createTempDirectory(dir, "check");
		Commands c = new Commands(x -> {
		});
		c.run("mount", "-o", "ro,loop,offset=" + offset, device.toString(), mountPoint.toString());
		try {
			return names(mountPoint);
		} finally {
			c.run("umount", mountPoint.toString());
		}
	}

	/** An ext4 file system on a loop device of its own, mounted by the test (not privately). */
	private record Mounted(LoopDevice loop, Path folder) implements AutoCloseable {
		static Mounted ext4(Path dir, String name, long size) throws IOException {
			LoopDevice loop = LoopDevice.create(dir, size, 512, null);
			Path folder = Files.createDirectory(dir.resolve(name));
			Commands c = new Commands(x -> {
			});
			try {
				c.run("mkfs.ext4", "-F", "-q", "-E", "lazy_itable_init=0,lazy_journal_init=0", loop.device().toString());
				c.run("mount", loop.device().toString(), folder.toString());
			} catch (IOException e) {
				loop.close();
				throw e;
			}
			return new Mounted(loop, folder);
		}

		@Override
		public void close() throws IOException {
			try {
				new Commands(x -> {
				}).run("umount", folder.toString());
			} finally {
				loop.close();
			}
		}
	}
}
