package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupEntryState;
import org.drivebench.model.GroupTest;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.ui.group.GroupTestEditorPart;
import org.drivebench.ui.run.RunMonitorPart;
import org.drivebench.ui.run.RunSessionState;
import org.drivebench.ui.run.RunView;
import org.drivebench.ui.run.TestState;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Event;
import org.junit.jupiter.api.Test;

/**
 * A group test started from its editor shows each entry's run in the run monitor, live, as a run from
 * New Run is shown: named with the group test and the entry, its tests with their states, the live chart
 * of the test under way; Cancel there stops that entry's run (kept, its entry stopped for resume) and the
 * group test goes on with the next entry, which is watched to its end.
 */
class GroupRunMonitorUiTest extends LibraryWorkbench {
	private static GroupEntry entry(String target, String label, String duration) {
		GroupEntry e = DriveBenchFactory.eINSTANCE.createGroupEntry();
		e.setTarget(target);
		e.setLabel(label);
		e.setSuiteId("quick");
		e.getParameters().add("duration=" + duration);
		e.setState(GroupEntryState.PENDING);
		return e;
	}

	private static RunView waitForShown(Predicate<RunView> condition, String what) throws Exception {
		assertTrue(workbench.waitUntil(() -> monitor.shown() != null && condition.test(monitor.shown().view()), 120_000),
				() -> what + "; shown: " + describe());
		return workbench.ui(() -> monitor.shown().view());
	}

	private static String describe() {
		try {
			return workbench.ui(() -> monitor.shown() == null ? "nothing" : monitor.shown().view().group() + " "
					+ monitor.shown().view().state() + " " + monitor.shown().view().states());
		} catch (Exception e) {
			return e.toString();
		}
	}

	private static List<String> runItems() throws Exception {
		return workbench.ui(() -> Arrays.asList(Widgets.withData(monitor.control(), Combo.class, RunMonitorPart.RUNS_KEY).getItems()));
	}

	@Test
	void eachEntrysRunIsWatchedLiveInTheRunMonitorNamedWithItsGroupTestAndEntry() throws Exception {
		GroupTest group = DriveBenchFactory.eINSTANCE.createGroupTest();
		group.setId("watched");
		// long enough to be watched, then cancelled: a simulated hour ran out within five seconds once the
		// classes before had warmed the JIT, and Cancel found the first test completed
		group.getEntries().add(entry("sim:ssd-slc", "Long SSD", "12h"));
		group.getEntries().add(entry("sim:hdd-7200", "Desktop HDD", "1s"));
		library.groupTests().save(group);
		GroupTestEditorPart editor = GroupEditorWidgets.open(workbench, group);
		GroupEditorWidgets.press(workbench, GroupEditorWidgets.control(workbench, editor), "Start");

		// the first entry's run, live: its tests, its state, the intervals of the test under way
		RunView live = waitForShown(v -> "Group test watched, Long SSD".equals(v.group()) && v.state() == RunSessionState.RUNNING
				&& v.times().length > 3, "the first entry's run is not shown live");
		assertEquals("quick", live.planName());
		assertEquals("sim:ssd-slc", live.targetName());
		assertEquals(8, live.tests().size(), "every test of the quick suite is listed");
		assertEquals(TestState.RUNNING, live.states().get(0));
		assertTrue(live.megabytesPerSecond()[0] > 0, "live transfer rates");
		assertEquals(List.of("Group test watched, Long SSD: quick on sim:ssd-slc"), runItems());
		assertTrue(workbench.waitUntil(() -> monitor.liveChart().shown() != null && monitor.liveChart().shown().series().size() == 1
				&& monitor.liveChart().shown().series().get(0).size() > 3, 10_000), "the live chart draws the intervals");
		workbench.ui(() -> {
			MPart part = workbench.part(MONITOR);
			workbench.application().getChildren().get(0).getContext().get(EPartService.class).activate(part);
			return null;
		});
		Screenshots.take("group-test-run-monitor");
		// the entry's whole name shows in the run choice at 1280 wide (it was cut to "...quick on sim")
		String nameCut = workbench.ui(() -> {
			Combo runs = Widgets.withData(monitor.control(), Combo.class, RunMonitorPart.RUNS_KEY);
			org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(runs);
			try {
				int text = gc.textExtent(runs.getItem(0)).x;
				int width = runs.getSize().x;
				return width >= runs.computeSize(SWT.DEFAULT, SWT.DEFAULT).x && width >= text + 20 ? ""
						: "the run choice is " + width + " px wide for a " + text + " px name";
			} finally {
				gc.dispose();
			}
		});
		assertEquals("", nameCut);

		// Cancel in the monitor stops that entry's run; the group test goes on with the next entry
		workbench.ui(() -> {
			Widgets.withData(monitor.control(), Button.class, RunMonitorPart.CANCEL_KEY).notifyListeners(SWT.Selection, new Event());
			return null;
		});
		RunView next = waitForShown(v -> "Group test watched, Desktop HDD".equals(v.group()) && v.state().isOver(),
				"the second entry's run was not watched to its end");
		assertEquals(RunSessionState.FINISHED, next.state(), String.valueOf(next.failure()));
		assertTrue(next.states().stream().allMatch(s -> s == TestState.COMPLETED), next.states().toString());
		assertEquals(17, next.saves(), "saved before the first test, and when each of the 8 tests starts and ends");
		assertEquals(List.of("Group test watched, Desktop HDD: quick on sim:hdd-7200", "Group test watched, Long SSD: quick on sim:ssd-slc"),
				runItems(), "newest first");
		assertTrue(workbench.waitUntil(() -> editor.session() != null && editor.session().over(), 60_000));

		GroupTest ended = library.groupTests().find("watched").orElseThrow();
		GroupEntry cancelled = ended.getEntries().get(0);
		assertEquals(GroupEntryState.CANCELLED, cancelled.getState(), "stopped, for resume");
		Run cut = library.fullRun(cancelled.getRunIds().get(0));
		assertEquals(ResultStatus.CANCELLED, cut.getResults().get(0).getStatus());
		assertTrue(cut.getResults().get(0).getMetrics().stream().anyMatch(m -> m.getValue() > 0), "the partial figures are kept");
		assertEquals(GroupEntryState.DONE, ended.getEntries().get(1).getState());
		Run done = library.fullRun(ended.getEntries().get(1).getRunIds().get(0));
		assertEquals(next.run().getId(), done.getId(), "the run the monitor showed is the entry's");
		assertTrue(done.getResults().stream().map(TestResult::getStatus).allMatch(s -> s == ResultStatus.COMPLETED));
	}
}
