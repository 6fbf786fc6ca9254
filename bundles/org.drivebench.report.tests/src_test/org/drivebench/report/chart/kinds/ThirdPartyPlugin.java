package org.drivebench.report.chart.kinds;

import java.util.List;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ResultWriter;
import org.drivebench.core.api.ResultWriter.Axis;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.core.units.Units;
import org.drivebench.model.SeriesRole;

/**
 * A test plugin nobody here wrote: an id, labels and units the standard tests never use ("Offset" in
 * GiB, "Throughput" in MiB/s, "Outstanding commands"), so the only thing that can tell a view which
 * charts fit its series is the role each declares.
 */
final class ThirdPartyPlugin implements DriveTest {
	static final TestDescriptor DESCRIPTOR = new TestDescriptor("acme.zone-probe", "7", "Zone probe", "Acme",
			"Probes zones, queues and streams, for the chart tests.", WriteAccess.READ_ONLY);
	/** The role its "shares" series declares; the test that a wrong axis is refused changes it. */
	private final SeriesRole sharesRole;

	ThirdPartyPlugin(SeriesRole sharesRole) {
		this.sharesRole = sharesRole;
	}

	@Override
	public TestDescriptor descriptor() {
		return DESCRIPTOR;
	}

	@Override
	public List<ParameterSpec> parameters() {
		return List.of();
	}

	@Override
	public void run(TestContext context) {
		ResultWriter results = context.results();
		double capacityGib = context.target().sizeBytes() / (double) (1L << 30);
		double[] offsets = { 0, capacityGib / 3, 2 * capacityGib / 3, capacityGib };
		results.series("zones", "Throughput by zone", SeriesRole.SURFACE, Axis.linear("Offset", Units.GIB),
				Axis.linear("Throughput", Units.MIB_PER_S), offsets, new double[] { 180, 160, 130, 95 });
		results.series("service", "Service time of each probe", SeriesRole.SCATTER, Axis.linear("Offset", Units.GIB),
				Axis.linear("Service time", Units.MICROSECONDS), offsets, new double[] { 8_000, 12_500, 9_700, 15_100 });
		double[] depths = { 1, 2, 4, 8, 16 };
		results.series("ops", "Operations by outstanding commands", SeriesRole.QUEUE_DEPTH_SWEEP,
				Axis.log2("Outstanding commands", Units.NUMBER), Axis.linear("Operations", Units.IOPS), depths,
				new double[] { 80, 95, 120, 150, 170 });
		results.series("wait", "Wait by outstanding commands", SeriesRole.QUEUE_DEPTH_SWEEP,
				Axis.log2("Outstanding commands", Units.NUMBER), Axis.linear("Wait", Units.MILLISECONDS), depths,
				new double[] { 12.5, 21, 33, 53, 94 });
		results.series("streams", "Throughput per stream", SeriesRole.PER_WORKER, Axis.linear("Stream", Units.NUMBER),
				Axis.linear("Throughput", Units.MB_PER_S), new double[] { 1, 2, 3 }, new double[] { 41, 39, 12 });
		results.series("shares", "Share of probes by wait", sharesRole, Axis.linear("Wait", Units.MILLISECONDS),
				Axis.linear("Share", Units.PERCENT), new double[] { 0, 5, 10, 15 }, new double[] { 10, 55, 30, 5 });
	}
}
