package org.drivebench.library;

import java.text.DateFormat;
import java.util.Collection;
import java.util.Date;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import org.drivebench.model.Run;

/**
 * When a run started, as lists of runs show it: to the minute ("1 Dec 2026, 10:04"), and to the second
 * where another run of the list started in the same minute, so no two runs read alike (a simulated
 * suite takes a second, and a reviewer often runs a few in a row).
 */
public final class RunStartTimes {
	private static final long MINUTE_MS = 60_000;

	private RunStartTimes() {
	}

	/** The minutes (counted from the epoch) in which more than one of {@code runs} started. */
	public static Set<Long> sharedMinutes(Collection<Run> runs) {
		Map<Long, Integer> starts = new HashMap<>();
		for (Run run : runs) {
			Date started = run.getStartedAt();
			if (started != null) {
				starts.merge(Math.floorDiv(started.getTime(), MINUTE_MS), 1, Integer::sum);
			}
		}
		Set<Long> shared = new HashSet<>();
		starts.forEach((minute, count) -> {
			if (count > 1) {
				shared.add(minute);
			}
		});
		return shared;
	}

	/**
	 * When {@code run} started in the default locale's medium date, with the seconds when its minute is
	 * one of {@code sharedMinutes}; {@code undated} when the run has no start.
	 */
	public static String started(Run run, Set<Long> sharedMinutes, String undated) {
		Date started = run.getStartedAt();
		if (started == null) {
			return undated;
		}
		boolean seconds = sharedMinutes.contains(Math.floorDiv(started.getTime(), MINUTE_MS));
		return DateFormat.getDateTimeInstance(DateFormat.MEDIUM, seconds ? DateFormat.MEDIUM : DateFormat.SHORT).format(started);
	}
}
