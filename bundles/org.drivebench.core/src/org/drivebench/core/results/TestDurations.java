package org.drivebench.core.results;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;

import org.drivebench.model.MeasuredStep;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;

/**
 * How long a test took, as a reviewer means it: on a simulated drive the time its steps took on the
 * drive's virtual clock (a ten-minute test is ten minutes, though it ran in a second), its rests included
 * (a cool-down, an idle time: {@link org.drivebench.core.api.ResultWriter#rest}), elsewhere the time on
 * the wall from its start to its end (which includes preparing a test file). The one owner of "done in"
 * and of every Duration shown.
 */
public final class TestDurations {
	/** The backend label of the simulated drive's steps. */
	static final String VIRTUAL_CLOCK = "virtual-clock";

	private TestDurations() {
	}

	/** How long {@code result} took; empty when neither its steps nor both its start and end are known. */
	public static Optional<Duration> of(TestResult result) {
		if (!result.getSteps().isEmpty() && result.getSteps().stream().allMatch(s -> VIRTUAL_CLOCK.equals(s.getBackend()))) {
			return Optional.of(Duration.ofNanos(result.getSteps().stream().mapToLong(MeasuredStep::getElapsedNanos).sum()));
		}
		if (result.getStartedAt() == null || result.getFinishedAt() == null) {
			return Optional.empty();
		}
		return Optional.of(Duration.ofMillis(result.getFinishedAt().getTime() - result.getStartedAt().getTime()));
	}

	/** How long {@code run} took: its results' times added up on a simulated drive, else its start to its end. */
	public static Optional<Duration> of(Run run) {
		if (run.getDrive() != null && run.getDrive().isSimulated() && !run.getResults().isEmpty()) {
			Duration sum = Duration.ZERO;
			for (TestResult r : run.getResults()) {
				Optional<Duration> d = of(r);
				if (d.isPresent()) {
					sum = sum.plus(d.get());
				}
			}
			return Optional.of(sum);
		}
		if (run.getStartedAt() == null || run.getFinishedAt() == null) {
			return Optional.empty();
		}
		return Optional.of(Duration.ofMillis(run.getFinishedAt().getTime() - run.getStartedAt().getTime()));
	}

	/** "1 h 2 min", "10 min 0 s", "12.4 s". */
	public static String format(Duration d) {
		if (d.toHours() > 0) {
			return d.toHours() + " h " + d.toMinutesPart() + " min";
		}
		if (d.toMinutes() > 0) {
			return d.toMinutes() + " min " + d.toSecondsPart() + " s";
		}
		return String.format(Locale.ROOT, "%.1f s", d.toMillis() / 1000.0);
	}
}
