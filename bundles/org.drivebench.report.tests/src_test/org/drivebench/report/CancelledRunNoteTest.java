package org.drivebench.report;

import static org.drivebench.core.testing.Fixtures.mbps;
import static org.drivebench.core.testing.Fixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.drivebench.core.runner.RunProcess;
import org.drivebench.core.testing.Fixtures;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.RunState;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

/** A cancelled run says so of itself, in the report's notes, not only on its test rows. */
class CancelledRunNoteTest {
	private static TestResult status(TestResult r, ResultStatus status) {
		r.setStatus(status);
		return r;
	}

	@Test
	void aCancelledRunIsNamedInTheNotes() {
		Fixtures f = new Fixtures();
		Run run = f.run("a", "A", 1, result("t1", "Sequential read", mbps(100)),
				status(result("t2", "Random 4K", mbps(1)), ResultStatus.CANCELLED),
				status(result("t3", "Random 512 B", mbps(1)), ResultStatus.SKIPPED));
		run.setState(RunState.FINISHED);
		assertEquals("cancelled during Random 4K (test 2 of 3); 1 test not run", RunProcess.stateText(run));
		ReviewTable table = new ReportBuilder().build(Fixtures.report("t", "a"), f.runs());
		assertTrue(table.notes().contains("Run " + run.getId() + " of 'A' was cancelled during Random 4K (test 2 of 3); 1 test not "
				+ "run: only its completed tests are included."), table.notes().toString());
	}
}
