package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;

import org.drivebench.report.chart.ChartColors;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.chart.image.ChartImages;
import org.drivebench.ui.run.RunMonitorPart;
import org.drivebench.ui.run.RunSessionState;
import org.drivebench.ui.run.RunView;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.Test;

/**
 * The live monitor while the quick suite measures a simulated NVMe SSD: every test, the sixteen-thread
 * RND4K Q32T16 included, draws its figures from its first interval on (a five-second test has five,
 * and one alone used to leave an empty 0 to 0.001 s axis), and when the run has ended the chart's title
 * no longer says "Now:".
 */
class LiveMonitorUiTest extends LibraryWorkbench {
	/** How many pixels of the live line's colour the chart draws inside its plot. */
	private static int linePixels() throws Exception {
		return workbench.ui(() -> {
			ChartModel shown = monitor.liveChart().shown();
			ImageData image = monitor.liveChart().snapshot();
			double[] plot = ChartImages.plotArea(shown, image.width, image.height);
			int[] line = ChartColors.rgb(DisplaySettings.DEFAULT.color(0));
			int count = 0;
			for (int y = (int) plot[1] + 1; y < plot[1] + plot[3] - 1; y++) {
				for (int x = (int) plot[0] + 1; x < plot[0] + plot[2] - 1; x++) {
					RGB rgb = image.palette.getRGB(image.getPixel(x, y));
					count += Math.abs(rgb.red - line[0]) <= 8 && Math.abs(rgb.green - line[1]) <= 8 && Math.abs(rgb.blue - line[2]) <= 8 ? 1 : 0;
				}
			}
			return count;
		});
	}

	@Test
	void everyTestOfTheQuickSuiteDrawsItsFiguresFromTheFirstIntervalOn() throws Exception {
		Shell dialog = openLauncher();
		chooseSimulated(dialog, "sim:ssd-nvme");
		workbench.ui(() -> {
			Widgets.select(Widgets.withData(dialog, Combo.class, "run.plan.suites"), "Quick check");
			return null;
		});
		// 20 s a test on the simulated clock instead of 5: on a quiet machine the whole suite ran in under 3 s,
		// each test shorter than the monitor's refresh, and the monitor was seen drawing none of them
		UiTestSupport.typeParameter(workbench, dialog, "duration", "20s");
		workbench.ui(() -> {
			Widgets.press(dialog, "Start");
			return null;
		});
		// per test: the most line pixels seen once it had two intervals or more; tests seen with their first interval alone
		Map<String, Integer> any = new LinkedHashMap<>();
		Map<String, String> firstInterval = new LinkedHashMap<>();
		boolean screenshot = false;
		long end = System.currentTimeMillis() + 180_000;
		RunView view = null;
		while (System.currentTimeMillis() < end) {
			view = workbench.ui(() -> monitor.shown() == null ? null : monitor.shown().view());
			if (view != null && view.state().isOver()) {
				break;
			}
			if (view == null || view.current() < 0 || view.times().length == 0) {
				Thread.sleep(50);
				continue;
			}
			String test = view.tests().get(view.current());
			int points = view.times().length;
			// the chart follows the run a few times a second: wait until it draws these intervals, but not past
			// the test's end (a fast machine runs a simulated test in a fraction of a second: waiting on for
			// one gone would miss the next ones)
			java.util.function.BooleanSupplier drawsThem = () -> {
				ChartModel shown = monitor.liveChart().shown();
				return shown != null && !shown.series().isEmpty() && shown.series().get(0).sourcePoints() >= points
						&& shown.title().contains(test);
			};
			int current = view.current();
			workbench.waitUntil(() -> {
				RunView now = monitor.shown() == null ? null : monitor.shown().view();
				return drawsThem.getAsBoolean() || now == null || now.state().isOver() || now.current() != current;
			}, 2_000);
			boolean drawn = workbench.ui(drawsThem::getAsBoolean);
			if (drawn && points == 1) {
				// one interval, at 0 s: a dot on a time axis of a second, its value inside the value axis
				firstInterval.put(test, workbench.ui(() -> {
					ChartModel shown = monitor.liveChart().shown();
					var s = shown.series().get(0);
					double fy = shown.y().get(0).fraction(s.y()[0]);
					return shown.x().upper() >= 1 && s.size() >= 1 && s.style().name().contains("POINTS") && fy > 0 && fy < 1 ? "dot"
							: "no dot: " + shown.x().lower() + ".." + shown.x().upper() + " " + s.style() + " at " + fy;
				}));
			} else if (drawn) {
				any.merge(test, linePixels(), Math::max);
				if (!screenshot && test.startsWith("RND4K Q32T16") && points >= 3) {
					Screenshots.take("run-monitor"); // the manual's picture of the monitor during a run
					screenshot = true;
				}
			}
			Thread.sleep(30);
		}
		assertNotNull(view);
		assertEquals(RunSessionState.FINISHED, view.state(), String.valueOf(view.failure()));
		// the simulated drive measures some tests faster than the monitor is looked at; the sixteen-thread ones,
		// whose simulation is the slowest, are always seen
		assertTrue(any.keySet().stream().filter(t -> t.startsWith("RND4K Q32T16")).count() == 2, "both multi-worker tests drew: " + any);
		any.forEach((test, pixels) -> assertTrue(pixels > 20, test + " drew " + pixels + " pixels of its line"));
		firstInterval.forEach((test, dot) -> assertEquals("dot", dot, test + " with one interval"));
		ChartModel shown = workbench.ui(() -> monitor.liveChart().shown());
		assertTrue(workbench.waitUntil(() -> monitor.liveChart().shown().title().startsWith("Last test: "), 5_000),
				"the title after the run: " + workbench.ui(() -> monitor.liveChart().shown().title()));
		assertFalse(workbench.ui(() -> monitor.liveChart().shown().title()).contains("Now:"));
		assertTrue(shown.x().upper() >= 1, "a time axis of a second at least");
		Screenshots.take("live-monitor-finished");
		// at 1024x700 the value axis keeps its unit whole and the tests' states stay in view
		try {
			UiTestSupport.resizeWindow(workbench, 1024, 700);
			workbench.ui(() -> {
				var chart = monitor.liveChart();
				String svg = org.drivebench.report.chart.image.ChartImages.svg(chart.shown(), chart.getSize().x, chart.getSize().y);
				java.util.regex.Matcher title = java.util.regex.Pattern.compile("class=\"axis-title-y\"[^>]*>([^<]*)<").matcher(svg);
				assertTrue(title.find(), svg);
				assertFalse(title.group(1).contains("\u2026"), "the value axis's title cut at " + chart.getSize() + ": " + title.group(1));
				org.eclipse.swt.widgets.Table table = Widgets.withData(chart.getShell(), org.eclipse.swt.widgets.Table.class, "monitor.tests");
				int used = 0;
				for (org.eclipse.swt.widgets.TableColumn c : table.getColumns()) {
					used += c.getWidth();
				}
				assertTrue(used <= table.getClientArea().width, "the columns run " + used + " px in a table " + table.getClientArea().width + " wide");
				// the chart's choice wholly in view: as wide as its text asks, inside the monitor
				org.eclipse.swt.widgets.Combo unit = Widgets.withData(monitor.control(), org.eclipse.swt.widgets.Combo.class, RunMonitorPart.UNIT_KEY);
				org.eclipse.swt.graphics.Rectangle shownAt = unit.getDisplay().map(unit.getParent(), monitor.control(), unit.getBounds());
				org.eclipse.swt.graphics.Rectangle area = monitor.control().getClientArea();
				assertTrue(unit.getSize().x >= unit.computeSize(SWT.DEFAULT, SWT.DEFAULT).x, "the Chart: choice cut to " + unit.getSize().x
						+ " px of " + unit.computeSize(SWT.DEFAULT, SWT.DEFAULT).x);
				assertTrue(area.contains(shownAt.x, shownAt.y) && area.contains(shownAt.x + shownAt.width - 1, shownAt.y + shownAt.height - 1),
						"the Chart: choice at " + shownAt + " outside the monitor's " + area);
				for (org.eclipse.swt.widgets.Button button : Widgets.all(monitor.control(), org.eclipse.swt.widgets.Button.class,
						b -> b.getData(RunMonitorPart.CANCEL_KEY) != null || b.getData(RunMonitorPart.OPEN_KEY) != null)) {
					org.eclipse.swt.graphics.Rectangle at = button.getDisplay().map(button.getParent(), monitor.control(), button.getBounds());
					assertTrue(button.getSize().x >= button.computeSize(SWT.DEFAULT, SWT.DEFAULT).x && area.contains(at.x + at.width - 1,
							at.y + at.height - 1), "'" + button.getText() + "' cut at " + at);
				}
				// the library's line under the tests: the part scrolls to it, whole, instead of cutting it at its edge
				org.eclipse.swt.widgets.Label saves = Widgets.withData(monitor.control(), org.eclipse.swt.widgets.Label.class, RunMonitorPart.SAVES_KEY);
				org.eclipse.swt.custom.ScrolledComposite scroller = (org.eclipse.swt.custom.ScrolledComposite) Widgets.one(monitor.control(),
						org.eclipse.swt.custom.ScrolledComposite.class, c -> true);
				org.eclipse.swt.graphics.Rectangle line = saves.getDisplay().map(saves.getParent(), scroller.getContent(), saves.getBounds());
				assertTrue(saves.getText().startsWith("Saved") && saves.getToolTipText().startsWith("The library: /"), saves.getText()
						+ " / " + saves.getToolTipText());
				assertTrue(line.y + line.height <= scroller.getContent().getSize().y && saves.getSize().y >= saves.computeSize(saves.getSize().x,
						SWT.DEFAULT).y, "the library's line at " + line + " in a monitor of " + scroller.getContent().getSize());
				assertTrue(table.getSize().y >= org.drivebench.ui.widgets.LeastSize.height(table), "the tests' table " + table.getSize().y + " px high");
				org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(table);
				try {
					for (org.eclipse.swt.widgets.TableItem item : table.getItems()) {
						assertTrue(table.getColumn(2).getWidth() >= gc.textExtent(item.getText(2)).x, "the state '" + item.getText(2) + "' is cut");
					}
				} finally {
					gc.dispose();
				}
				return null;
			});
			Screenshots.take("live-monitor-finished-1024x700");
		} finally {
			UiTestSupport.resizeWindow(workbench, 1280, 860);
		}
	}
}
