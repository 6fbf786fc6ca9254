package org.drivebench.drivetests.linear;

import java.io.IOException;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.InvalidParameterException;
import org.drivebench.core.api.MeasurementFigures;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WorkloadSteps;
import org.drivebench.core.api.WorkloadSweep;
import org.drivebench.core.api.WorkloadSweep.Figure;
import org.drivebench.core.api.WorkloadSweep.Measured;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.core.units.Units;
import org.drivebench.drivetests.linear.api.LinearTests;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.Target;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.model.BetterDirection;
import org.osgi.service.component.annotations.Component;

/** {@code linear.start-end}: sequential rate at the start and at the end of the disk, DevTest's table. */
@Component(service = DriveTest.class)
public class StartEndRates implements DriveTest {
	static final String ID = LinearTests.START_END;
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(ID, "1.1", "Sequential rate at start and end", "Linear",
			"Sequential read (or write) with each block size, 'timePerMeasurement' each at 'queueDepth', first in "
				+ "the 'span' at the start of the target (a hard disk's outer, fastest tracks), then in the 'span' at "
				+ "its end (the inner, slowest), as DevTest does. Reports MB/s per size at the start, at the end and "
				+ "their average, and the start and end rates against block size. A stream that reaches the end of "
				+ "its span wraps to the span's start. direction=write overwrites both spans.", WriteAccess.BY_DIRECTION);

	@Override
	public TestDescriptor descriptor() {
		return DESCRIPTOR;
	}

	@Override
	public List<ParameterSpec> parameters() {
		return List.of(StandardParameters.direction().build(),
				StandardParameters.blockSizes().defaultValue("512, 16k, 64k").build(),
				ParameterSpec.size(LinearTests.SPAN, "Span at each end").defaultValue("1G").range(4096, 1L << 40)
						.help("bytes at the start and at the end of the target the streams stay in, 4 KiB to 1 TiB").build(),
				StandardParameters.duration(LinearTests.TIME_PER_MEASUREMENT, "Time per measurement").defaultValue("10s")
						.help("how long each block size runs at each end").build(),
				StandardParameters.queueDepth().defaultValue("1").build(), StandardParameters.rampTime().build());
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		Target target = context.target();
		List<Long> sizes = StandardParameters.blockSizesFor(v, StandardParameters.BLOCK_SIZES, target, context.results());
		long span = StandardParameters.sizeWithin(v, LinearTests.SPAN, target);
		if (!sizes.isEmpty() && span < Collections.max(sizes)) {
			throw new InvalidParameterException(LinearTests.SPAN, "span = " + v.format(LinearTests.SPAN) + ": smaller than the largest block size "
					+ Sizes.format(Collections.max(sizes)));
		}
		long grain = Math.max(4096, target.logicalBlockSize());
		long endOffset = (target.sizeBytes() - span) / grain * grain;
		String label = StandardParameters.directionLabel(v);
		String key = label.toLowerCase(Locale.ROOT);
		WorkloadSweep start = sweep(v, key + ".start", label + " start", sizes, 0, span);
		WorkloadSweep end = sweep(v, key + ".end", label + " end", sizes, endOffset, span);
		WorkloadSteps steps = new WorkloadSteps(context, 2 * sizes.size());
		List<Measured> atStart = start.run(context, steps);
		List<Measured> atEnd = end.run(context, steps);
		for (int i = 0; i < atEnd.size(); i++) {
			double mean = (atStart.get(i).measurement().megabytesPerSecond() + atEnd.get(i).measurement().megabytesPerSecond()) / 2;
			context.results().metric(key + ".average.mbps." + sizes.get(i), label + " average " + Sizes.format(sizes.get(i)), mean,
					Units.MB_PER_S, BetterDirection.HIGHER);
		}
	}

	private static WorkloadSweep sweep(ParameterValues v, String key, String label, List<Long> sizes, long offset, long span) {
		return WorkloadSweep.overBlockSizes(key, label, sizes,
				size -> WorkloadSpec.builder().blockSize(size).sequential().readPercent(StandardParameters.readPercent(v))
						.queueDepth(v.intValue(StandardParameters.QUEUE_DEPTH)).region(offset, span).duration(v.duration(LinearTests.TIME_PER_MEASUREMENT))
						.build(),
				Figure.MBPS);
	}
}
