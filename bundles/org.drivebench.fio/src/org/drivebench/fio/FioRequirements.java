package org.drivebench.fio;

import java.util.LinkedHashMap;
import java.util.Map;

import org.drivebench.engine.InvalidWorkloadException;
import org.drivebench.fio.FioJob;

/**
 * Which fio a job needs. DriveBench reads a step's latency from json+ histogram bins of fio's total
 * latency ({@code lat_ns} bins), which fio has kept apart from the completion latency since 3.18: both
 * the rig's fio (which measures) and this machine's (whose client writes the json+) must be that new.
 * Some options need newer fio still; a job that uses one is refused before it runs, naming the option,
 * the part of the workload it does and the version it needs.
 */
public final class FioRequirements {
	/** The oldest fio that writes total-latency bins in json+. */
	public static final FioVersion MINIMUM = FioVersion.of(3, 18);

	/** An option a job may use that needs a newer fio than {@link #MINIMUM}. */
	private record Need(FioVersion version, String field, String what) {
	}

	private static final Map<String, Need> OPTIONS = new LinkedHashMap<>();
	static {
		// fio 3.28 added thinktime_iotime (I/O for a time, then think): the engine's bursts and rests
		OPTIONS.put("thinktime_iotime", new Need(FioVersion.of(3, 28), "burstTime", "bursts and rests"));
	}

	private FioRequirements() {
	}

	/**
	 * Checks that the rig's fio and this machine's can run {@code job}.
	 *
	 * @param rig   the rig's fio, as its probe answer said
	 * @param local this machine's fio
	 * @param where how to name the rig in a message, e.g. "rig 'lab1' (10.0.0.5:8765)"
	 * @throws InvalidWorkloadException naming the part of the workload, the option and the version it needs
	 */
	public static void check(FioJob job, FioVersion rig, FioVersion local, String where) {
		checkMinimum(rig, local, where);
		for (String option : job.optionNames()) {
			Need need = OPTIONS.get(option);
			if (need != null && !rig.atLeast(need.version())) {
				throw new InvalidWorkloadException(need.field(), "needs fio's " + option + " (" + need.what() + "), which "
						+ need.version().plain() + " brought; " + where + " runs " + rig + ": update fio there");
			}
		}
	}

	/**
	 * Checks both fios against {@link #MINIMUM}.
	 *
	 * @throws InvalidWorkloadException naming the machine whose fio is too old
	 */
	public static void checkMinimum(FioVersion rig, FioVersion local, String where) {
		if (!rig.atLeast(MINIMUM)) {
			throw new InvalidWorkloadException("backend", "= fio: " + where + " runs " + rig + "; DriveBench reads fio's "
					+ "total-latency histogram (json+ lat_ns bins), which needs " + MINIMUM.plain() + " or newer: update fio there");
		}
		if (!local.atLeast(MINIMUM)) {
			throw new InvalidWorkloadException("backend", "= fio: this machine's fio is " + local + "; its client writes the "
					+ "json+ DriveBench reads, which needs " + MINIMUM.plain() + " or newer: update fio here");
		}
	}
}
