package org.drivebench.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.text.DateFormat;
import java.util.Date;
import java.util.List;
import java.util.Set;

import org.drivebench.model.Run;
import org.junit.jupiter.api.Test;

/** Two runs of the same minute read apart: their times show the seconds. */
class RunStartTimesTest {
	private static Run at(String id, long millis) {
		Run run = Runs.run(id, "a", "A");
		run.setStartedAt(new Date(millis));
		return run;
	}

	@Test
	void runsOfOneMinuteShowTheirSecondsAndOthersDoNot() {
		long minute = 28_333_333L * 60_000L;
		Run first = at("1", minute + 5_000);
		Run second = at("2", minute + 47_000);
		Run later = at("3", minute + 3 * 60_000);
		Set<Long> shared = RunStartTimes.sharedMinutes(List.of(first, second, later));
		assertEquals(Set.of(minute / 60_000L), shared);
		String a = RunStartTimes.started(first, shared, "?");
		String b = RunStartTimes.started(second, shared, "?");
		assertNotEquals(a, b, "two runs of one minute read apart");
		assertEquals(DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.MEDIUM).format(first.getStartedAt()), a);
		assertEquals(DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.SHORT).format(later.getStartedAt()),
				RunStartTimes.started(later, shared, "?"), "a run alone in its minute: to the minute");
	}
}
