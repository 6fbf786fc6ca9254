package org.drivebench.drivetests.filecopy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.ResultWriter;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.core.units.Units;
import org.drivebench.drivetests.filecopy.api.FileCopyTests;
import org.drivebench.drivetests.filecopy.files.FileEntry;
import org.drivebench.drivetests.filecopy.files.FileSet;
import org.drivebench.drivetests.filecopy.files.FileSetKind;
import org.drivebench.drivetests.filecopy.sim.SimulatedCopy;
import org.drivebench.engine.TargetType;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.Severity;
import org.osgi.service.component.annotations.Component;

/**
 * {@code filecopy.archive}: seed 000's WinRAR test. The system set, written on the first partition, is
 * packed into a zip archive beside it and unpacked into a new folder there ({@link ZipArchiver});
 * seconds, MB/s and CPU time of each step, and the archive's size as a share of the data.
 */
@Component(service = DriveTest.class)
public class ArchiveTest implements DriveTest {
	static final String ID = FileCopyTests.ARCHIVE;
	/** Deflate level 6 shrinks the system set's data to this share (FileContentTest holds the generator to it). */
	static final double SYSTEM_SET_RATIO = 0.373;

	static final TestDescriptor DESCRIPTOR = new TestDescriptor(ID, "1.0", "Archive pack and unpack", "File copy",
			description(), WriteAccess.WRITES);

	@Override
	public TestDescriptor descriptor() {
		return DESCRIPTOR;
	}

	private static String description() {
		return "Seed 000's WinRAR test: the system set (thousands of small files, data that compresses like program files) "
				+ "packed into a zip archive (deflate, level 6, Apache Commons Compress) on the same file system and unpacked "
				+ "into a new folder there, each step timed until synced; reports seconds, MB/s, the CPU time beside the wall "
				+ "time (a CPU-bound figure says little about the drive) and the archive's size. Where it runs as "
				+ "filecopy.copy does (a device is partitioned and formatted: DESTROYS its data; a simulated drive through "
				+ "the model, which times the drive's part only).";
	}

	@Override
	public List<ParameterSpec> parameters() {
		List<ParameterSpec> list = new ArrayList<>();
		list.add(FileCopyParameters.setSize(FileSetKind.SYSTEM, "2G"));
		list.addAll(FileCopyParameters.common(false));
		return list;
	}

	@Override
	public String targetNote(TargetType type, boolean remote, String name) {
		return FileCopyParameters.note(type, remote, name);
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		long size = v.size(FileCopyTests.SYSTEM_SIZE);
		if (size <= 0) {
			throw new IllegalArgumentException("systemSize = 0: the archive test packs the system set; give its size");
		}
		FileSet set = FileSets.generate(FileSetKind.SYSTEM, size, v.integer(FileCopyParameters.SEED));
		if (context.rehearsal() && context.target().kind() != TargetType.SIMULATED) {
			// the plan is being checked: nothing may be created, partitioned or written
			FileCopyParameters.check(context.target(), v, false, SpaceCheck.needed(List.of(set), 3), 0);
			return;
		}
		if (context.target().kind() == TargetType.SIMULATED) {
			runSimulated(context, set);
		} else {
			runReal(context, v, set);
		}
	}

	private static void runSimulated(TestContext context, FileSet set) throws IOException {
		SimulatedCopy sim = new SimulatedCopy(context, context.parameters().size(FileCopyParameters.PARTITION_SIZE), 3);
		if (!sim.writeSource("Writing the system set (untimed)", set)) {
			return;
		}
		long archiveBytes = Math.round(set.totalBytes() * SYSTEM_SET_RATIO / 4096) * 4096;
		Optional<SimulatedCopy.Step> pack = sim.archive("Pack the system set", set, archiveBytes, true);
		if (pack.isEmpty() || !pack.get().complete()) {
			return;
		}
		Optional<SimulatedCopy.Step> unpack = sim.archive("Unpack the archive", set, archiveBytes, false);
		long unpackNanos = unpack.filter(SimulatedCopy.Step::complete).map(SimulatedCopy.Step::nanos).orElse(0L);
		report(context.results(), new ArchiveFigures(set.totalBytes(), set.fileCount(), archiveBytes, pack.get().nanos(), 0,
				unpackNanos, 0), unpackNanos > 0);
		context.results().message(Severity.INFO, "simulated: the drive's part only (the set read and the archive written, "
				+ "the archive read and the set written, as the model in docs/tests.md makes them); the CPU's deflate time is "
				+ "not simulated, and the archive is taken to be " + Math.round(SYSTEM_SET_RATIO * 100) + " % of the data");
	}

	private static void runReal(TestContext context, ParameterValues v, FileSet set) throws IOException {
		List<String> commands = new ArrayList<>();
		context.results().backend(FileCopyParameters.FILE_SYSTEM_BACKEND);
		try (CopyPlaces places = FileCopyParameters.places(context.target(), v, false, commands::add,
				SpaceCheck.needed(List.of(set), 3), 0, context.creations())) {
			context.results().message(Severity.INFO, "working in " + places.describe());
			Path folder = places.first();
			Path source = folder.resolve("system");
			Path archive = folder.resolve("system.zip");
			Path unpacked = folder.resolve("unpacked");
			ZipArchiver zip = new ZipArchiver();
			context.progress().step("Writing the system set (" + set.fileCount() + " files, untimed)", 0, 3);
			Map<String, byte[]> digests = SetWriter.write(set, source, progress(context, set.totalBytes()));
			try {
				context.progress().step("Pack the system set", 1, 3);
				String forgotten = places.forgetSource(source);
				ZipArchiver.Timing pack = zip.pack(source, archive, progress(context, set.totalBytes()));
				long archiveBytes = Files.size(archive);
				context.progress().step("Unpack the archive", 2, 3);
				places.forgetSource(archive.getParent());
				ZipArchiver.Timing unpack = zip.unpack(archive, unpacked, progress(context, set.totalBytes()));
				verify(set, unpacked, digests);
				report(context.results(), new ArchiveFigures(set.totalBytes(), set.fileCount(), archiveBytes, pack.nanos(),
						pack.cpuNanos(), unpack.nanos(), unpack.cpuNanos()), true);
				context.results().message(Severity.INFO, "before each step " + forgotten + "; all " + set.fileCount()
						+ " unpacked files are identical to their sources (SHA-256)");
			} catch (CopyProgress.Cancelled e) {
				context.results().message(Severity.WARNING, "cancelled: what the test had created was removed");
			}
		} finally {
			if (!commands.isEmpty()) {
				context.results().message(Severity.INFO, "commands run: " + String.join("; ", commands));
			}
		}
	}

	private static CopyProgress progress(TestContext context, long bytes) {
		return new CopyProgress(context.progress().observer(), bytes);
	}

	private static void verify(FileSet set, Path unpacked, Map<String, byte[]> digests) throws IOException {
		byte[] buffer = new byte[1 << 20];
		for (FileEntry f : set.files()) {
			Path file = unpacked.resolve(f.path());
			if (!Files.isRegularFile(file) || !Arrays.equals(digests.get(f.path()), SetWriter.digestOf(file, buffer))) {
				throw new IOException("the unpacked " + f.path() + " is missing or differs from its source (SHA-256)");
			}
		}
	}

	private static void report(ResultWriter results, ArchiveFigures f, boolean unpacked) {
		results.metric("pack.seconds", "Pack", f.packNanos() / 1e9, Units.SECONDS, BetterDirection.LOWER);
		results.metric("pack.mbps", "Pack", f.packMegabytesPerSecond(), Units.MB_PER_S, BetterDirection.HIGHER);
		if (f.packCpuNanos() > 0) {
			results.metric("pack.cpu-seconds", "Pack, CPU time", f.packCpuNanos() / 1e9, Units.SECONDS, BetterDirection.NONE);
		}
		results.metric("archive.ratio", "Archive size", f.ratioPercent(), Units.PERCENT, BetterDirection.NONE);
		if (f.packCpuNanos() > 0) {
			// wall time and CPU time side by side for each step: bars of equal height mean it measured the CPU
			List<String> steps = unpacked ? List.of("pack", "unpack") : List.of("pack");
			double[] wall = unpacked ? new double[] { f.packNanos() / 1e9, f.unpackNanos() / 1e9 } : new double[] { f.packNanos() / 1e9 };
			double[] cpu = unpacked ? new double[] { f.packCpuNanos() / 1e9, f.unpackCpuNanos() / 1e9 }
					: new double[] { f.packCpuNanos() / 1e9 };
			ResultWriter.Axis time = ResultWriter.Axis.linear("Time", Units.SECONDS);
			results.cases("wall.seconds", "Wall time", "Step", time, steps, wall);
			results.cases("cpu.seconds", "CPU time", "Step", time, steps, cpu);
		}
		if (unpacked) {
			results.metric("unpack.seconds", "Unpack", f.unpackNanos() / 1e9, Units.SECONDS, BetterDirection.LOWER);
			results.metric("unpack.mbps", "Unpack", f.unpackMegabytesPerSecond(), Units.MB_PER_S, BetterDirection.HIGHER);
			if (f.unpackCpuNanos() > 0) {
				results.metric("unpack.cpu-seconds", "Unpack, CPU time", f.unpackCpuNanos() / 1e9, Units.SECONDS, BetterDirection.NONE);
			}
		}
	}
}
