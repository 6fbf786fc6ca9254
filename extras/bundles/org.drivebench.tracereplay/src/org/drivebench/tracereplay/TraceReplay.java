package org.drivebench.tracereplay;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WorkloadSteps;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.core.units.Units;
import org.drivebench.engine.IoTrace;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.Target;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.model.Severity;
import org.osgi.service.component.annotations.Component;

/**
 * {@code trace.replay}: replays a recorded trace on the target, as PCMark 7 and 8 replay recorded
 * application I/O on each drive, and reports how long the drive took and how busy it was.
 */
@Component(service = DriveTest.class)
public class TraceReplay implements DriveTest {
	static final String ID = "trace.replay";
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(ID, "1.0", "Trace replay", "Application traces",
			"Replays recorded application I/O (a blktrace recording or a fio iolog; 'trace', by default an SQLite "
					+ "workload recorded with DriveBench) on the target: at the recorded times ('mode' recorded), with idle "
					+ "periods longer than 'idleLimit' cut to it (compressed, PCMark 8's way), or as fast as 'queueDepth' "
					+ "allows (fastest). Reports completion time, busy time, MB/s and IOPS over the busy time, latency "
					+ "percentiles and histogram, and the slowdown against the recorded service times when the trace has "
					+ "them. A trace with writes overwrites the blocks it names.",
			WriteAccess.BY_PARAMETERS);

	static final String TRACE = "trace";
	static final String MODE = "mode";
	static final String IDLE_LIMIT = "idleLimit";
	static final String QUEUE_DEPTH = "queueDepth";
	static final String BEYOND_TARGET = "beyondTarget";

	@Override
	public TestDescriptor descriptor() {
		return DESCRIPTOR;
	}

	@Override
	public List<ParameterSpec> parameters() {
		return List.of(
				ParameterSpec.builder(TRACE, "Trace", org.drivebench.core.api.ParameterType.TEXT).defaultValue("example:sqlite")
						.help("a blktrace recording (its base name, or one of its name.blktrace.N files), a fio iolog (v2 or "
								+ "v3), or example:git-clone, example:sqlite, example:javac")
						.build(),
				ParameterSpec.choice(MODE, "Timing", "recorded", "compressed", "fastest").defaultValue("compressed")
						.help("recorded: every I/O at its recorded time; compressed: idle periods longer than the idle "
								+ "limit cut to it; fastest: every I/O as soon as a slot of the queue depth is free")
						.build(),
				ParameterSpec.builder(IDLE_LIMIT, "Idle limit", org.drivebench.core.api.ParameterType.NUMBER).unit(Units.MILLISECONDS)
						.defaultValue("10").range(0, 3_600_000)
						.help("compressed mode: longer idle periods (nothing outstanding) are cut to this").build(),
				ParameterSpec.integer(QUEUE_DEPTH, "Queue depth").defaultValue("32").range(1, WorkloadSpec.MAX_QUEUE_DEPTH)
						.help("I/Os outstanding at most; an I/O due when all are busy goes when one frees").build(),
				ParameterSpec.choice(BEYOND_TARGET, "Beyond the target", "fail", "wrap").defaultValue("fail")
						.help("an I/O recorded beyond the end of the target: fail the replay, or wrap its offset into the target")
						.build());
	}

	/** Whether the trace writes: read from the trace itself (a trace that cannot be read is taken to write). */
	@Override
	public boolean writes(ParameterValues values) {
		try {
			return trace(values).writeCount() > 0;
		} catch (IOException | RuntimeException e) {
			return true;
		}
	}

	/**
	 * The trace the parameters name. One that is not there or is not a trace is a bad parameter value
	 * (IllegalArgumentException): the run's check of its plan refuses it before anything runs or is saved,
	 * as it refuses any other bad input.
	 */
	private static RecordedTrace trace(ParameterValues values) throws IOException {
		try {
			return TraceSources.load(values.text(TRACE));
		} catch (TraceFormatException e) {
			throw new IllegalArgumentException(e.getMessage(), e);
		}
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues values = context.parameters();
		RecordedTrace recorded = trace(values);
		ReplaySchedule.Mode mode = ReplaySchedule.Mode.of(values.text(MODE));
		Target target = context.target();
		long idleLimitNanos = Math.round(values.number(IDLE_LIMIT) * 1e6);
		IoTrace trace = ReplaySchedule.build(recorded, mode, idleLimitNanos, ReplaySchedule.Beyond.of(values.text(BEYOND_TARGET)),
				target.sizeBytes(), target.logicalBlockSize(), target.name());
		for (String note : recorded.notes()) {
			context.results().message(Severity.INFO, note);
		}
		WorkloadSpec spec = WorkloadSpec.builder().trace(trace).queueDepth(values.intValue(QUEUE_DEPTH)).build();
		Optional<Measurement> measured = new WorkloadSteps(context, 1)
				.run("Replay " + recorded.source() + " (" + mode.word() + ")", spec);
		if (measured.isPresent()) {
			ReplayFigures.report(context.results(), recorded, trace, measured.get());
		}
	}
}
