package org.drivebench.drivetests.filecopy;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.ResultWriter;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.core.units.Dimension;
import org.drivebench.core.units.Unit;
import org.drivebench.core.units.Units;
import org.drivebench.drivetests.filecopy.api.FileCopyTests;
import org.drivebench.drivetests.filecopy.files.FileSet;
import org.drivebench.drivetests.filecopy.files.FileSetKind;
import org.drivebench.drivetests.filecopy.sim.SimulatedCopy;
import org.drivebench.engine.TargetType;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.Severity;
import org.osgi.service.component.annotations.Component;

/**
 * {@code filecopy.copy}: seed 000's file copy test. Each set (archive, music, system) is written, then
 * copied within its partition and across to the next one; seconds, MB/s and (system) files per second
 * per set and direction, a bar chart per set.
 */
@Component(service = DriveTest.class)
public class FileCopyTest implements DriveTest {
	static final String ID = FileCopyTests.COPY;
	/** Files copied per second: a rate of operations. */
	static final Unit FILES_PER_S = Unit.of("files/s", Dimension.OPERATION_RATE, 1);

	static final TestDescriptor DESCRIPTOR = new TestDescriptor(ID, "1.0", "File copy", "File copy", description(),
			WriteAccess.WRITES);

	@Override
	public TestDescriptor descriptor() {
		return DESCRIPTOR;
	}

	private static String description() {
		return "Seed 000's file copy: three file sets made from a seed (archive: one large incompressible file; music: "
				+ "files of 10-20 MB; system: thousands of small files in a folder tree, data that compresses like "
				+ "program files), each copied within its partition and across to the next one, timed from the first read "
				+ "until the copy is synced, with the source dropped from memory first; every copied file is checked "
				+ "against its source. On a simulated drive through a model of ext4 on two partitions. On a device: "
				+ "DESTROYS everything on it: a new partition table with two partitions of 'partitionSize' and a file "
				+ "system on each (available here: " + FileSystemKind.availableList() + "). On a test file: in its folder, "
				+ "and across to 'otherFolder'; only folders DriveBench creates are touched, and removed afterwards.";
	}

	@Override
	public List<ParameterSpec> parameters() {
		List<ParameterSpec> list = new ArrayList<>();
		list.add(FileCopyParameters.setSize(FileSetKind.ARCHIVE, "3G"));
		list.add(FileCopyParameters.setSize(FileSetKind.MUSIC, "3G"));
		list.add(FileCopyParameters.setSize(FileSetKind.SYSTEM, "2G"));
		list.addAll(FileCopyParameters.common(true));
		return list;
	}

	@Override
	public String targetNote(TargetType type, boolean remote, String name) {
		return FileCopyParameters.note(type, remote, name);
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		List<FileSet> sets = new ArrayList<>();
		for (FileSetKind kind : FileSetKind.values()) {
			long size = v.size(FileCopyParameters.setSizeKey(kind));
			if (size > 0) {
				sets.add(FileSets.generate(kind, size, v.integer(FileCopyParameters.SEED)));
			}
		}
		if (sets.isEmpty()) {
			throw new IllegalArgumentException("every set size is 0: give archiveSize, musicSize or systemSize");
		}
		CopyReport report = new CopyReport(context.results());
		if (context.rehearsal() && context.target().kind() != TargetType.SIMULATED) {
			// the plan is being checked: nothing may be created, partitioned or written
			FileCopyParameters.check(context.target(), v, true, SpaceCheck.needed(sets, 2), SpaceCheck.needed(sets, 1));
			return;
		}
		if (context.target().kind() == TargetType.SIMULATED) {
			runSimulated(context, sets, report);
		} else {
			runReal(context, v, sets, report);
		}
		report.finish();
	}

	private static void runSimulated(TestContext context, List<FileSet> sets, CopyReport report) throws IOException {
		SimulatedCopy sim = new SimulatedCopy(context, context.parameters().size(FileCopyParameters.PARTITION_SIZE),
				sets.size() * 3);
		for (FileSet set : sets) {
			if (!sim.writeSource("Writing the " + set.kind().key() + " set (untimed)", set)) {
				return;
			}
			for (CopyDirection direction : CopyDirection.values()) {
				Optional<SimulatedCopy.Step> step = sim.copy(set.kind().label() + ": copy " + direction.key(), set,
						direction == CopyDirection.ACROSS);
				if (step.isEmpty() || !step.get().complete()) {
					return; // cancelled: a copy's part is not the copy's figure
				}
				report.measured(new CopyFigures(set.kind(), direction, step.get().dataBytes(), (int) step.get().files(),
						step.get().nanos()));
			}
		}
		context.results().message(Severity.INFO, "simulated: " + context.target().name() + " with two partitions of "
				+ context.parameters().format(FileCopyParameters.PARTITION_SIZE) + " holding an ext4-like file system; "
				+ "the copies' I/Os come from the model in docs/tests.md (readdir order, next-fit allocation, write-back in "
				+ (SimulatedCopy.WRITEBACK_BYTES >> 20) + " MiB batches, a journal commit with cache flushes after each)");
	}

	private static void runReal(TestContext context, ParameterValues v, List<FileSet> sets, CopyReport report)
			throws IOException {
		List<String> commands = new ArrayList<>();
		context.results().backend(FileCopyParameters.FILE_SYSTEM_BACKEND);
		try (CopyPlaces places = FileCopyParameters.places(context.target(), v, true, commands::add,
				SpaceCheck.needed(sets, 2), SpaceCheck.needed(sets, 1), context.creations())) {
			context.results().message(Severity.INFO, "working in " + places.describe());
			int count = RealCopyRun.steps(sets.size(), places.second().isPresent());
			int[] step = { 0 };
			RealCopyRun run = new RealCopyRun(places, new RealCopyRun.Listener() {
				@Override
				public void step(String name) {
					context.progress().step(name, Math.min(step[0]++, count - 1), count);
				}

				@Override
				public void measured(CopyFigures figures) {
					report.measured(figures);
				}

				@Override
				public void note(String text) {
					context.results().message(Severity.INFO, text);
				}
			});
			try {
				run.run(sets, bytes -> new CopyProgress(context.progress().observer(), bytes));
			} catch (CopyProgress.Cancelled e) {
				context.results().message(Severity.WARNING, "cancelled during a copy: what the test had created was removed; "
						+ "the figures above are the copies that finished");
			}
			if (places.second().isEmpty()) {
				context.results().message(Severity.WARNING, "no otherFolder: copied within " + places.first().getParent()
						+ " only; the copy across another partition was not measured");
			}
		} finally {
			if (!commands.isEmpty()) {
				context.results().message(Severity.INFO, "commands run: " + String.join("; ", commands));
			}
		}
	}

	/** Reports the figures of each copy as it is measured, and a bar chart per set when done. */
	static final class CopyReport {
		private final ResultWriter results;
		private final List<CopyFigures> figures = new ArrayList<>();

		CopyReport(ResultWriter results) {
			this.results = results;
		}

		void measured(CopyFigures f) {
			figures.add(f);
			String key = f.set().key() + "." + f.direction().key();
			String label = f.set().label() + ", " + f.direction().key();
			results.metric(key + ".mbps", label, f.megabytesPerSecond(), Units.MB_PER_S, BetterDirection.HIGHER);
			// "time": a label ending in the unit's letter would read as carrying its unit ("across" and "s")
			results.metric(key + ".seconds", label + ", time", f.seconds(), Units.SECONDS, BetterDirection.LOWER);
			if (f.set() == FileSetKind.SYSTEM) {
				results.metric(key + ".files-per-second", label, f.filesPerSecond(), FILES_PER_S, BetterDirection.HIGHER);
			}
		}

		void finish() {
			// one bar chart per set: its copy within and its copy across, by name (a PER_CASE series)
			for (FileSetKind kind : FileSetKind.values()) {
				List<CopyFigures> of = figures.stream().filter(f -> f.set() == kind).toList();
				if (of.isEmpty()) {
					continue;
				}
				results.cases(kind.key() + ".mbps", kind.label() + " set", kind.label() + " set",
						ResultWriter.Axis.linear("Copy rate", Units.MB_PER_S), of.stream().map(f -> f.direction().key()).toList(),
						of.stream().mapToDouble(CopyFigures::megabytesPerSecond).toArray());
			}
			if (figures.isEmpty()) {
				results.message(Severity.WARNING, "no copy finished");
			}
		}
	}
}
