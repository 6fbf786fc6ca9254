package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;

import org.drivebench.library.ResultLibrary;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.chart.kinds.ResultCharts;
import org.drivebench.ui.charts.ChartViewer;
import org.drivebench.ui.charts.export.ChartExportDialog;
import org.drivebench.report.chart.image.ChartImages;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.ui.editor.ResultEditorPart;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** Exports charts through their context menu and the export dialog, and reads the files back. */
class ChartExportUiTest {
	@TempDir
	static Path libraryFolder;
	@TempDir
	static Path exports;
	private static WorkbenchFixture workbench;
	private static Run hdd;

	@BeforeAll
	static void start() throws Exception {
		ResultLibrary library = UiTestSupport.openLibrary(libraryFolder);
		library.save(SyntheticRuns.desktopHdd("hdd-run", 100_000));
		hdd = library.fullRun("hdd-run"); // whole: the tests read its series
		workbench = WorkbenchFixture.start();
	}

	@AfterAll
	static void stop() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
	}

	private static ChartViewer firstChartOf(String testId) throws Exception {
		TestResult result = hdd.getResults().stream().filter(r -> testId.equals(r.getTestId())).findFirst().orElseThrow();
		workbench.doubleClick(UiTestSupport.explorer(workbench).viewer(), result);
		ResultEditorPart editor = UiTestSupport.activeEditor(workbench);
		assertTrue(workbench.waitUntil(() -> !editor.charts().isEmpty() && editor.charts().get(0).model() != null, 20_000));
		return workbench.ui(() -> editor.charts().get(0));
	}

	/** Chooses the menu item, fills the dialog it opens and presses OK. */
	private static void exportThroughMenu(ChartViewer chart, String item, String dialogTitle, int width, int height, Path file)
			throws Exception {
		MenuItem menuItem = workbench.ui(() -> {
			chart.chart().notifyListeners(SWT.MenuDetect, new Event()); // a right-click: the menu is made when first asked for
			Menu menu = chart.chart().getMenu();
			assertNotNull(menu, "the chart has no context menu");
			return Arrays.stream(menu.getItems()).filter(i -> i.getText().equals(item)).findFirst().orElseThrow(
					() -> new AssertionError("no menu item " + item + " in " + Arrays.stream(menu.getItems()).map(MenuItem::getText).toList()));
		});
		workbench.async(() -> menuItem.notifyListeners(SWT.Selection, new Event()));
		Shell dialog = workbench.waitForShell(dialogTitle, 10_000);
		workbench.ui(() -> {
			Widgets.withData(dialog, Spinner.class, ChartExportDialog.WIDTH_KEY).setSelection(width);
			Widgets.withData(dialog, Spinner.class, ChartExportDialog.HEIGHT_KEY).setSelection(height);
			Text path = Widgets.withData(dialog, Text.class, ChartExportDialog.FILE_KEY);
			path.setText(exports.resolve("missing-folder").resolve(file.getFileName()).toString());
			assertFalse(Widgets.one(dialog, Button.class, b -> b.getText().replace("&", "").equals("OK")).getEnabled(),
					"OK must be disabled while the folder does not exist");
			path.setText(file.toString());
			Widgets.press(dialog, "OK");
			return null;
		});
		assertTrue(workbench.waitUntil(() -> Files.exists(file), 20_000), "no file " + file);
	}

	@Test
	void aChartExportsAsAPngOfTheChosenSize() throws Exception {
		ChartViewer chart = firstChartOf("linear.surface");
		Path png = exports.resolve("surface.png");
		exportThroughMenu(chart, "Export as PNG\u2026", "Export as PNG", 900, 500, png);
		ImageData image = new ImageLoader().load(png.toString())[0];
		assertEquals(900, image.width);
		assertEquals(500, image.height);
		int[] line = org.drivebench.report.chart.ChartColors.rgb(DisplaySettings.DEFAULT.color(0));
		int[] min = org.drivebench.report.chart.ChartColors.rgb(org.drivebench.report.chart.ChartColors.MIN_MARKER);
		int seriesPixels = 0;
		int markerPixels = 0;
		for (int y = 0; y < image.height; y++) {
			for (int x = 0; x < image.width; x++) {
				var rgb = image.palette.getRGB(image.getPixel(x, y));
				seriesPixels += near(rgb.red, line[0]) && near(rgb.green, line[1]) && near(rgb.blue, line[2]) ? 1 : 0;
				markerPixels += near(rgb.red, min[0]) && near(rgb.green, min[1]) && near(rgb.blue, min[2]) ? 1 : 0;
			}
		}
		assertTrue(seriesPixels > 900, "the rate line is drawn (" + seriesPixels + " pixels of its colour)");
		assertTrue(markerPixels > 100, "the minimum marker is drawn (" + markerPixels + " pixels of its colour)");
	}

	private static boolean near(int actual, int expected) {
		return Math.abs(actual - expected) <= 6;
	}

	@Test
	void aChartExportsAsAnSvgOfVectorsWithItsAxesSeriesAndMarkers() throws Exception {
		ChartViewer chart = firstChartOf("linear.surface");
		Path svg = exports.resolve("surface.svg");
		exportThroughMenu(chart, "Export as SVG\u2026", "Export as SVG", 1000, 600, svg);
		Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
		Element root = doc.getDocumentElement();
		assertEquals("svg", root.getNodeName());
		assertEquals("1000", root.getAttribute("width"));
		assertEquals("600", root.getAttribute("height"));
		assertEquals(0, doc.getElementsByTagName("image").getLength(), "no embedded bitmap");
		Element series = elements(doc, "g").stream().filter(g -> "read.mbps".equals(g.getAttribute("data-series"))).findFirst().orElseThrow();
		String path = ((Element) series.getElementsByTagName("path").item(0)).getAttribute("d");
		long segments = path.chars().filter(c -> c == 'L').count();
		assertEquals(Integer.parseInt(series.getAttribute("data-points")) - 1, segments, "one segment between consecutive points");
		assertTrue(segments > 1000 && segments < 4 * 1000, segments + " segments: the 100,000 points thinned to the image width");
		List<String> texts = elements(doc, "text").stream().map(Element::getTextContent).toList();
		assertTrue(texts.containsAll(List.of("Position (GB)", "Rate (MB/s)", "0", "1000")), texts.toString());
		assertTrue(texts.stream().anyMatch(t -> t.startsWith("min ") && t.endsWith(" MB/s")), "the minimum marker's label");
		assertTrue(texts.contains("Read rate against position"), "the title");
	}

	@Test
	void theExportApiWritesSweepsWithByteTicksWithoutAnyWidget() throws Exception {
		TestResult sweep = hdd.getResults().stream().filter(r -> "linear.bs-sweep".equals(r.getTestId())).findFirst().orElseThrow();
		ChartModel model = ResultCharts.choose(sweep).get(0).model(DisplaySettings.DEFAULT);
		String svg = ChartImages.svg(model, 800, 450);
		Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
				.parse(new java.io.ByteArrayInputStream(svg.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
		List<String> texts = elements(doc, "text").stream().map(Element::getTextContent).toList();
		// 13 sizes, 512 B to 2 MiB, do not all fit under an 800 px chart: every second label, evenly, ends included
		assertTrue(texts.containsAll(List.of("512 B", "2 KiB", "8 KiB", "32 KiB", "128 KiB", "512 KiB", "2 MiB", "Block size", "Rate (MB/s)",
				"IOPS")), texts.toString());
		assertFalse(texts.contains("1 MiB"), "no label beside its neighbour: " + texts);
		assertEquals(2, elements(doc, "g").stream().filter(g -> g.hasAttribute("data-series")).count(), "rate and IOPS");
		// the legend, which names the drive, draws a dot per series too: count the plot's own
		long dots = elements(doc, "g").stream().filter(g -> "points".equals(g.getAttribute("class")))
				.mapToLong(g -> g.getElementsByTagName("circle").getLength()).sum();
		assertEquals(2 * 13, dots, "a dot on every measured block size of both series");
		byte[] png = ChartImages.png(model, 640, 360);
		ImageData image = new ImageLoader().load(new java.io.ByteArrayInputStream(png))[0];
		assertEquals(640, image.width);
		assertEquals(360, image.height);
	}

	private static List<Element> elements(Document doc, String tag) {
		NodeList list = doc.getElementsByTagName(tag);
		List<Element> elements = new ArrayList<>();
		for (int i = 0; i < list.getLength(); i++) {
			elements.add((Element) list.item(i));
		}
		return elements;
	}
}
