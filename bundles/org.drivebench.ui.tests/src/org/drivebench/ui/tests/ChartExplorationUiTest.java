package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;

import org.drivebench.library.ResultLibrary;
import org.drivebench.library.drives.Drives;
import org.drivebench.model.Metric;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.AxisText;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.chart.image.ChartImages;
import org.drivebench.report.chart.image.RecordedDrawing;
import org.drivebench.report.chart.kinds.ChartKind;
import org.drivebench.ui.charts.ChartViewer;
import org.drivebench.ui.charts.export.ChartExportMenu;
import org.drivebench.ui.charts.render.ChartControl;
import org.drivebench.ui.editor.ResultEditorPart;
import org.drivebench.ui.report.ComparisonEditorPart;
import org.drivebench.ui.report.ReportEditors;
import org.eclipse.e4.core.contexts.ContextInjectionFactory;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A reader explores the charts with the mouse, as a user would: the figures of the point under the
 * pointer and the axes' values at it, Ctrl+wheel zoom about the pointer, a drag that pans, a
 * double-click back to the whole chart, a logarithmic value axis from the chart's menu (on ranked bars
 * whose figures lie three decades apart), and the chart's figures copied as CSV.
 */
class ChartExplorationUiTest {
	@TempDir
	static Path libraryFolder;
	private static WorkbenchFixture workbench;
	private static Run hdd;
	private static Run slow;

	@BeforeAll
	static void start() throws Exception {
		ResultLibrary library = UiTestSupport.openLibrary(libraryFolder);
		library.save(SyntheticRuns.desktopHdd("hdd-run", 20_000));
		hdd = library.fullRun("hdd-run");
		// a second drive whose every figure is a thousand times the first's: 0.85 ms beside 850 ms
		slow = EcoreUtil.copy(hdd);
		slow.setId(UUID.randomUUID().toString());
		slow.getDrive().setKey(hdd.getDrive().getKey() + "-slow");
		slow.getDrive().setSerial(hdd.getDrive().getSerial() + "-SLOW");
		slow.getDrive().setLabel("slow twin");
		slow.getDrive().setColor(null);
		for (TestResult result : slow.getResults()) {
			for (Metric m : result.getMetrics()) {
				m.setValue(m.getValue() * 1000);
			}
		}
		library.save(slow);
		workbench = WorkbenchFixture.start();
	}

	@AfterAll
	static void stop() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
	}

	/** The chart of {@code kind} in the editor of {@code testId}'s result, once drawn. */
	private static ChartViewer chartOf(String testId, ChartKind kind) throws Exception {
		TestResult result = hdd.getResults().stream().filter(r -> testId.equals(r.getTestId())).findFirst().orElseThrow();
		workbench.doubleClick(UiTestSupport.explorer(workbench).viewer(), result);
		ResultEditorPart editor = UiTestSupport.activeEditor(workbench);
		assertTrue(workbench.waitUntil(() -> !editor.charts().isEmpty() && editor.charts().stream().allMatch(c -> c.shown() != null), 20_000));
		return workbench.ui(() -> editor.charts().stream().filter(c -> c.input().kind() == kind).findFirst()
				.orElseThrow(() -> new AssertionError("no " + kind + " chart of " + testId)));
	}

	/** Where the painter draws point {@code i} of series {@code s} of the chart as shown (vertical charts). */
	private static int[] pixelOf(ChartControl chart, int series, int i) throws Exception {
		return workbench.ui(() -> {
			ChartModel shown = chart.shown();
			SeriesSpec s = shown.series().get(series);
			double[] plot = ChartImages.plotArea(shown, chart.getSize().x, chart.getSize().y);
			AxisSpec y = shown.y().get(s.yAxis());
			return new int[] { (int) Math.round(plot[0] + shown.x().fraction(s.x()[i]) * plot[2]),
					(int) Math.round(plot[1] + plot[3] - y.fraction(s.y()[i]) * plot[3]) };
		});
	}

	private static void mouse(ChartControl chart, int type, int x, int y, int button, int stateMask, int count) throws Exception {
		workbench.ui(() -> {
			Event e = new Event();
			e.x = x;
			e.y = y;
			e.button = button;
			e.stateMask = stateMask;
			e.count = count;
			e.doit = true;
			chart.notifyListeners(type, e);
			return null;
		});
	}

	private static MenuItem menuItem(ChartControl chart, String data) throws Exception {
		return workbench.ui(() -> {
			chart.notifyListeners(SWT.MenuDetect, new Event()); // a right-click
			Menu menu = chart.getMenu();
			menu.notifyListeners(SWT.Show, new Event());
			return Arrays.stream(menu.getItems()).filter(i -> data.equals(i.getData())).findFirst().orElseThrow();
		});
	}

	/** A chart drawn ahead of its paint is copied by the paint as drawn: the picture drawn at the paint. */
	@Test
	void aChartDrawnAheadPaintsTheSamePixelsAsOneDrawnAtThePaint() throws Exception {
		ChartControl chart = chartOf("linear.surface", ChartKind.SURFACE).chart();
		ImageData[] pictures = workbench.ui(() -> {
			chart.prepareDrawing();
			assertTrue(chart.drawnAhead(), "the chart in view was not drawn ahead");
			ImageData copied = printed(chart);
			assertFalse(chart.drawnAhead(), "the paint did not take the chart drawn ahead");
			return new ImageData[] { copied, printed(chart) };
		});
		assertSamePicture(pictures[1], pictures[0]);
	}

	/**
	 * {@code copied} (a chart drawn ahead, copied by its paint) is the picture {@code drawn} (drawn at the
	 * paint), to within the antialiasing of a few edge pixels, which an image blends apart from a window (a
	 * rounded box's corners: a grey of 0x55 for 0x60). A copy moved by a pixel, scaled or cut would differ by
	 * a full shade along every line and letter.
	 */
	private static void assertSamePicture(ImageData drawn, ImageData copied) {
		assertEquals(drawn.width, copied.width);
		assertEquals(drawn.height, copied.height);
		List<String> differing = new ArrayList<>();
		int same = 0;
		for (int y = 0; y < drawn.height; y++) {
			for (int x = 0; x < drawn.width; x++) {
				RGB a = drawn.palette.getRGB(drawn.getPixel(x, y));
				RGB b = copied.palette.getRGB(copied.getPixel(x, y));
				int apart = Math.max(Math.abs(a.red - b.red), Math.max(Math.abs(a.green - b.green), Math.abs(a.blue - b.blue)));
				if (apart > 16) {
					differing.add(x + "," + y + ": " + b + " for " + a);
				}
				same += apart == 0 ? 1 : 0;
			}
		}
		assertEquals(List.of(), differing.subList(0, Math.min(20, differing.size())),
				differing.size() + " pixels of the copied chart differ from the chart drawn at its paint (" + drawn.width + " x " + drawn.height + ")");
		assertTrue(same >= drawn.width * drawn.height - 16, (drawn.width * drawn.height - same) + " pixels differ at all");
	}

	/**
	 * A chart laid out off the UI thread ({@link RecordedDrawing}) is drawn into an image at turns of the
	 * event loop: the widget shows what it showed until the drawing is whole, then the chart, and its paint
	 * copies the image. Something else shown meanwhile drops the drawing.
	 */
	@Test
	void aRecordedDrawingIsShownWhenItIsWholeAndDroppedForWhatComesFirst() throws Exception {
		ChartControl chart = chartOf("linear.surface", ChartKind.SURFACE).chart();
		ChartModel model = workbench.ui(chart::shown);
		List<String> shown = new CopyOnWriteArrayList<>();
		RecordedDrawing drawing = workbench.ui(() -> RecordedDrawing.of(model, chart.getSize().x, chart.getSize().y));
		workbench.ui(() -> {
			chart.showMessage("Preparing");
			chart.show(model, model, drawing, () -> shown.add("dropped"));
			assertNull(chart.shown(), "shown before it is drawn");
			assertEquals("Preparing", chart.message(), "the widget keeps what it showed while the chart is drawn");
			chart.showMessage("Something else");
			return null;
		});
		assertFalse(workbench.waitUntil(() -> !shown.isEmpty() || chart.shown() != null, 500), "a drawing shown over what came after it");
		assertEquals("Something else", workbench.ui(chart::message));
		List<ImageData> pictures = new CopyOnWriteArrayList<>();
		workbench.ui(() -> {
			chart.show(model, model, drawing, () -> {
				// at once, before a paint of the window can take the drawing
				shown.add(chart.drawnAhead() ? "shown, drawn" : "shown, not drawn");
				pictures.add(printed(chart));
				shown.add(chart.drawnAhead() ? "kept by the paint" : "taken by the paint");
				pictures.add(printed(chart));
			});
			return null;
		});
		assertTrue(workbench.waitUntil(() -> pictures.size() == 2, 5_000), "the chart was not shown when drawn");
		assertEquals(List.of("shown, drawn", "taken by the paint"), shown);
		assertEquals("", workbench.ui(chart::message));
		assertSame(model, workbench.ui(chart::shown));
		assertSamePicture(pictures.get(1), pictures.get(0));
	}

	/** What {@code chart}'s paint draws, through its paint listener (on the UI thread). */
	private static ImageData printed(ChartControl chart) {
		Point size = chart.getSize();
		Image image = new Image(chart.getDisplay(), size.x, size.y);
		GC gc = new GC(image);
		try {
			assertTrue(chart.print(gc), "the chart cannot be printed here");
		} finally {
			gc.dispose();
		}
		ImageData data = image.getImageData();
		image.dispose();
		return data;
	}

	@Test
	void hoveringShowsThePointsFiguresWithUnitsAndTheReadoutTheAxesValues() throws Exception {
		ChartControl chart = chartOf("random.sustained", ChartKind.INTERVALS).chart();
		ChartModel shown = workbench.ui(chart::shown);
		SeriesSpec series = shown.series().get(0);
		int index = series.size() / 2;
		int[] at = pixelOf(chart, 0, index);
		mouse(chart, SWT.MouseMove, at[0] + 2, at[1] - 1, 0, 0, 0);
		String hover = workbench.ui(chart::hoverText);
		List<String> lines = List.of(hover.split("\n"));
		assertEquals(3, lines.size(), hover);
		AxisSpec y = shown.y().get(series.yAxis());
		assertTrue(lines.get(0).equals(series.label()) || shown.series().stream().anyMatch(s -> s.label().equals(lines.get(0))), hover);
		assertTrue(lines.get(1).startsWith(AxisText.label(shown.x()) + ": ") && lines.get(1).endsWith(" s"), "x with its unit: " + hover);
		String unit = AxisText.unit(y);
		assertFalse(unit.isEmpty(), "the value axis names a unit: " + y.title());
		assertTrue(shown.series().stream().anyMatch(s -> lines.get(2).endsWith(" " + AxisText.unit(shown.y().get(s.yAxis())))),
				"the value with its unit: " + hover);
		String readout = workbench.ui(chart::readoutText);
		assertTrue(readout.startsWith(AxisText.label(shown.x()) + ": ") && readout.contains(" s  \u00b7  "), readout);
		assertTrue(readout.contains(AxisText.label(y).isEmpty() ? " " + unit : AxisText.label(y) + ": ") && readout.contains(" " + unit), readout);
		Screenshots.take("chart-hover");
		mouse(chart, SWT.MouseExit, 0, 0, 0, 0, 0);
		assertEquals("", workbench.ui(chart::hoverText));
		assertEquals("", workbench.ui(chart::readoutText));
	}

	@Test
	void ctrlWheelZoomsAboutThePointerADragPansAndADoubleClickShowsTheWholeChart() throws Exception {
		ChartControl chart = chartOf("linear.surface", ChartKind.SURFACE).chart();
		AxisSpec whole = workbench.ui(() -> chart.shown().x());
		int[] at = pixelOf(chart, 0, workbench.ui(() -> chart.shown().series().get(0).size() / 3));
		double under = workbench.ui(() -> {
			ChartModel shown = chart.shown();
			double[] plot = ChartImages.plotArea(shown, chart.getSize().x, chart.getSize().y);
			return shown.x().valueAt((at[0] - plot[0]) / plot[2]);
		});
		mouse(chart, SWT.MouseVerticalWheel, at[0], at[1], 0, 0, 3);
		assertEquals(whole, workbench.ui(() -> chart.shown().x()), "a plain wheel scrolls the page, it does not zoom");
		for (int i = 0; i < 4; i++) {
			mouse(chart, SWT.MouseVerticalWheel, at[0], at[1], 0, SWT.MOD1, 1);
		}
		AxisSpec zoomed = workbench.ui(() -> chart.shown().x());
		double span = zoomed.upper() - zoomed.lower();
		assertEquals(Math.pow(0.8, 4), span / (whole.upper() - whole.lower()), 1e-6, "four notches in");
		assertTrue(zoomed.lower() < under && under < zoomed.upper(), under + " GB stays in view: " + zoomed.lower() + ".." + zoomed.upper());
		ChartModel shown = workbench.ui(chart::shown);
		assertTrue(shown.series().get(0).sourcePoints() > 0 && Arrays.stream(shown.series().get(0).x())
				.filter(x -> x >= zoomed.lower() && x <= zoomed.upper()).count() > 100, "the window is drawn from every point, thinned afresh");
		Screenshots.take("chart-zoomed");

		// a drag a quarter of the plot to the right shows what lay left of the window
		double[] plot = workbench.ui(() -> ChartImages.plotArea(chart.shown(), chart.getSize().x, chart.getSize().y));
		int dx = (int) (plot[2] / 4);
		mouse(chart, SWT.MouseDown, at[0], at[1], 1, 0, 1);
		mouse(chart, SWT.MouseMove, at[0] + dx, at[1], 0, SWT.BUTTON1, 0);
		mouse(chart, SWT.MouseUp, at[0] + dx, at[1], 1, SWT.BUTTON1, 1);
		AxisSpec panned = workbench.ui(() -> chart.shown().x());
		assertEquals(zoomed.lower() - span * dx / plot[2], panned.lower(), span * 0.03, "the window moved with the pointer");
		assertEquals(span, panned.upper() - panned.lower(), span * 1e-6, "a drag does not zoom");

		mouse(chart, SWT.MouseDoubleClick, at[0], at[1], 1, 0, 2);
		assertEquals(whole, workbench.ui(() -> chart.shown().x()), "a double-click shows the whole chart");
		assertTrue(workbench.ui(() -> chart.view().isWhole()));
	}

	@Test
	void aLogarithmicValueAxisShowsABarThreeDecadesShorterAndItsFigureOnHover() throws Exception {
		UiTestSupport.closeParts(workbench, ReportEditors.DESCRIPTOR_ID);
		workbench.ui(() -> ContextInjectionFactory.make(ReportEditors.class, workbench.application().getChildren().get(0).getContext())
				.openNew(List.of(Drives.keyOf(hdd), Drives.keyOf(slow))));
		ComparisonEditorPart editor = UiTestSupport.activePart(workbench, ComparisonEditorPart.class);
		assertTrue(workbench.waitUntil(editor::isShowingLatest, 60_000), "the comparison was not shown");
		ChartViewer ranked = workbench.ui(() -> editor.charts().stream()
				.filter(c -> c.input().kind() == ChartKind.RANKED_BARS && c.model().y().get(0).title().endsWith("(ms)")).findFirst()
				.orElseThrow(() -> new AssertionError("no ranked bars of a latency")));
		workbench.ui(() -> {
			editor.reveal(ranked);
			return null;
		});
		ChartControl chart = ranked.chart();
		double smallShare = workbench.ui(() -> {
			ChartModel shown = chart.shown();
			SeriesSpec bars = shown.series().get(0);
			double small = Arrays.stream(bars.y()).filter(v -> !Double.isNaN(v)).min().orElseThrow();
			return shown.y().get(0).fraction(small);
		});
		assertTrue(smallShare < 0.01, "on the linear axis the short bar is " + smallShare + " of it");

		MenuItem log = menuItem(chart, ChartExportMenu.LOG_ITEM);
		assertFalse(workbench.ui(log::getSelection));
		workbench.ui(() -> {
			log.setSelection(true);
			log.notifyListeners(SWT.Selection, new Event());
			return null;
		});
		assertTrue(workbench.ui(() -> chart.shown().y().get(0).isLog()));
		assertTrue(workbench.ui(() -> chart.viewed().y().get(0).isLog()), "what an export writes is the chart as shown");
		assertTrue(workbench.ui(() -> menuItem(chart, ChartExportMenu.LOG_ITEM).getSelection()), "the menu says the axis is logarithmic");
		double[] small = workbench.ui(() -> {
			ChartModel shown = chart.shown();
			SeriesSpec bars = shown.series().get(0);
			int i = 0;
			for (int k = 1; k < bars.size(); k++) {
				i = bars.y()[k] < bars.y()[i] ? k : i;
			}
			double[] plot = ChartImages.plotArea(shown, chart.getSize().x, chart.getSize().y);
			double length = shown.y().get(0).fraction(bars.y()[i]) * plot[2];
			// the bar's band: categories run down the left, the first at the top
			double middle = plot[1] + (i + 0.5) * plot[3] / bars.size();
			return new double[] { length, plot[0] + length / 2, middle, bars.y()[i] };
		});
		assertTrue(small[0] > 40, "on the logarithmic axis the short bar is " + small[0] + " px long");
		mouse(chart, SWT.MouseMove, (int) small[1], (int) small[2], 0, 0, 0);
		String hover = workbench.ui(chart::hoverText);
		assertTrue(hover.startsWith(ReportNames.of(hdd)), hover);
		assertTrue(hover.contains(" ms"), "the figure with its unit: " + hover);
		Screenshots.take("chart-log-bars");

		String csv = workbench.ui(() -> {
			ChartExportMenu.copyData(chart);
			Clipboard clipboard = new Clipboard(chart.getDisplay());
			try {
				return (String) clipboard.getContents(TextTransfer.getInstance());
			} finally {
				clipboard.dispose();
			}
		});
		List<String> rows = List.of(csv.split("\r\n"));
		assertTrue(rows.get(0).startsWith("Series,"), rows.get(0));
		assertEquals(3, rows.size(), "a header and a line per drive: " + csv);
		assertTrue(rows.stream().anyMatch(r -> r.contains(ReportNames.of(slow))), csv);

		MenuItem again = menuItem(chart, ChartExportMenu.LOG_ITEM);
		workbench.ui(() -> {
			again.setSelection(false);
			again.notifyListeners(SWT.Selection, new Event());
			return null;
		});
		assertFalse(workbench.ui(() -> chart.shown().y().get(0).isLog()), "back to linear");
	}
}
