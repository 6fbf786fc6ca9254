package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.ui.run.RunSessionState;
import org.drivebench.ui.run.RunView;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.Test;

/**
 * The launcher's empty and full, the command line's {@code --empty-and-full}: a share that is no whole
 * percent is refused naming it, a fresh drive per test disables the choice saying why, and a run on a
 * simulated SSD lands in the library with the test on the empty drive, the fill and the test on the
 * full drive.
 */
class EmptyAndFullUiTest extends LibraryWorkbench {
	/** The dialog's error line (a read-only text in the title area). */
	private static List<String> messages(Shell dialog) throws Exception {
		return workbench.ui(() -> Widgets.all(dialog, Text.class, t -> (t.getStyle() & SWT.READ_ONLY) != 0).stream()
				.map(t -> t.getText().strip()).toList());
	}

	private static void click(Button box, boolean selected) {
		box.setSelection(selected);
		box.notifyListeners(SWT.Selection, new Event());
	}

	/** Whether {@code control} is shown whole inside the dialog's client area. */
	private static boolean wholeIn(Shell dialog, Control control) {
		Rectangle bounds = control.getDisplay().map(control.getParent(), dialog, control.getBounds());
		Rectangle area = dialog.getClientArea();
		return control.isVisible() && area.contains(bounds.x, bounds.y)
				&& area.contains(bounds.x + bounds.width - 1, bounds.y + bounds.height - 1);
	}

	@Test
	void aRunOnTheEmptyAndTheFullSimulatedSsdLandsInTheLibraryWithBothHalves() throws Exception {
		Shell dialog = openLauncher();
		chooseSimulated(dialog, "sim:ssd-slc");
		workbench.ui(() -> {
			Combo tests = Widgets.withData(dialog, Combo.class, "run.plan.tests");
			Widgets.select(tests, Arrays.asList(tests.getItems()).indexOf(Arrays.stream(tests.getItems())
					.filter(i -> i.contains("(random.random)")).findFirst().orElseThrow()));
			return null;
		});
		UiTestSupport.typeParameter(workbench, dialog, "duration", "1s");
		Button fill = workbench.ui(() -> Widgets.withData(dialog, Button.class, "run.fill.check"));
		Text share = workbench.ui(() -> Widgets.withData(dialog, Text.class, "run.fill.percent"));
		Label reason = workbench.ui(() -> Widgets.withData(dialog, Label.class, "run.fill.reason"));
		assertTrue(startEnabled(dialog), "the test alone may run");
		assertEquals("80", workbench.ui(share::getText), "reviews fill 80 %");
		assertFalse(workbench.ui(share::getEnabled), "the share is typed once the box is ticked");

		workbench.ui(() -> {
			click(fill, true);
			share.setText("most");
			return null;
		});
		assertFalse(startEnabled(dialog), "a share that is no whole percent is refused");
		assertTrue(messages(dialog).contains("Fill to 'most': give the share to fill, a whole number of percent from 1 to 100"),
				messages(dialog).toString());
		workbench.ui(() -> {
			share.setText("101 %");
			return null;
		});
		assertFalse(startEnabled(dialog), "more than the whole drive is refused");

		// each test on a fresh drive would empty it again: the choice is disabled, saying why, as the CLI refuses it
		workbench.ui(() -> {
			share.setText("5 %");
			click(Widgets.withData(dialog, Button.class, "run.target.fresh"), true);
			return null;
		});
		assertFalse(workbench.ui(fill::getEnabled), "no empty and full with a fresh drive for each test");
		assertTrue(workbench.ui(() -> reason.getVisible() && reason.getText().contains("each test on a fresh drive")),
				workbench.ui(reason::getText));
		assertTrue(startEnabled(dialog), "the run may still start, on a fresh drive per test without the fill");
		workbench.ui(() -> {
			click(Widgets.withData(dialog, Button.class, "run.target.fresh"), false);
			return null;
		});
		assertTrue(workbench.ui(() -> fill.getEnabled() && fill.getSelection() && share.getEnabled() && !reason.getVisible()),
				"the tick is kept and applies again");
		assertTrue(startEnabled(dialog), "5 % of the simulated SSD may be filled");

		workbench.ui(() -> {
			assertTrue(wholeIn(dialog, fill) && wholeIn(dialog, share), "the choice shows whole at the launcher's size");
			return null;
		});
		Screenshots.take("run-launcher-empty-and-full");
		Rectangle before = workbench.ui(dialog::getBounds);
		workbench.ui(() -> {
			dialog.setBounds(0, 0, 1024, 700);
			dialog.layout(true, true);
			return null;
		});
		workbench.waitUntil(() -> false, 300);
		workbench.ui(() -> {
			assertTrue(wholeIn(dialog, fill) && wholeIn(dialog, share), "the choice shows whole at 1024x700");
			// the target and the plan scroll rather than being cut short
			ScrolledComposite scroller = Widgets.one(dialog, ScrolledComposite.class, c -> true);
			Control sections = scroller.getContent();
			int needed = sections.computeSize(scroller.getClientArea().width, SWT.DEFAULT).y;
			assertTrue(sections.getSize().y >= needed, "the launcher's sections squeezed to " + sections.getSize().y + " of " + needed + " px");
			assertTrue(scroller.getVerticalBar().getVisible(), "they scroll at 1024x700");
			return null;
		});
		Screenshots.take("run-launcher-empty-and-full-1024x700");
		workbench.ui(() -> {
			dialog.setBounds(before);
			Widgets.press(dialog, "Start");
			return null;
		});

		assertTrue(workbench.waitUntil(() -> monitor.shown() != null && monitor.shown().view().planName().equals("random.random")
				&& monitor.shown().view().state().isOver(), 120_000), "the run on the empty and the full drive did not end");
		RunView finished = workbench.ui(() -> monitor.shown().view());
		assertEquals(RunSessionState.FINISHED, finished.state(), String.valueOf(finished.failure()));
		Run saved = library.fullRun(finished.run().getId());
		List<TestResult> results = saved.getResults();
		assertEquals(List.of("Random workload, empty", "Fill to 5 %", "Random workload, 5 % full"),
				results.stream().map(TestResult::getCaseName).toList());
		assertTrue(results.stream().allMatch(r -> r.getStatus() == ResultStatus.COMPLETED),
				results.stream().map(r -> r.getCaseName() + " " + r.getStatus()).toList().toString());
		for (TestResult half : List.of(results.get(0), results.get(2))) {
			assertTrue(half.getMetrics().stream().anyMatch(m -> m.getKey().equals("read.iops") && m.getValue() > 0),
					half.getCaseName() + " has its figures");
		}
		long written = Math.round(results.get(1).getMetrics().stream().filter(m -> m.getKey().equals("fill.written")).findFirst()
				.orElseThrow().getValue());
		assertEquals(Math.round(saved.getDrive().getCapacityBytes() * 0.05 / 1e9), written, 1, "5 % of the drive written, in GB");
	}
}
