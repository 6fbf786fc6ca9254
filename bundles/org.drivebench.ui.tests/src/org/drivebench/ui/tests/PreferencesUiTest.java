package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;

import org.drivebench.library.LibraryService;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.report.chart.kinds.ChartKind;
import org.drivebench.ui.charts.ChartViewer;
import org.drivebench.ui.editor.ResultEditorPart;
import org.drivebench.ui.explorer.ResultsExplorerPart;
import org.drivebench.ui.preferences.PreferencesDialog;
import org.drivebench.ui.preferences.UiPreferences;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.TreeItem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/** Changes the preferences through File > Preferences… and watches the editor and the explorer follow. */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class PreferencesUiTest {
	@TempDir
	static Path firstLibrary;
	@TempDir
	static Path secondLibrary;
	private static WorkbenchFixture workbench;
	private static Run hdd;

	@BeforeAll
	static void start() throws Exception {
		// "the default library" of this test is its first library, not the user's
		System.setProperty(LibraryService.LOCATION_PROPERTY, firstLibrary.toString());
		clearPreferences();
		ResultLibrary.open(secondLibrary).save(SyntheticRuns.greenHdd("green-run"));
		ResultLibrary library = UiTestSupport.openLibrary(firstLibrary);
		library.save(SyntheticRuns.desktopHdd("hdd-run", 2_000));
		hdd = library.runs().get(0);
		workbench = WorkbenchFixture.start();
	}

	@AfterAll
	static void stop() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
		clearPreferences();
		System.clearProperty(LibraryService.LOCATION_PROPERTY);
	}

	private static void clearPreferences() throws Exception {
		IEclipsePreferences node = UiPreferences.node();
		node.clear();
		node.flush();
	}

	private static Shell openPreferences() throws Exception {
		MenuItem item = workbench.ui(() -> {
			Shell window = (Shell) workbench.application().getChildren().get(0).getWidget();
			Menu file = Arrays.stream(window.getMenuBar().getItems()).filter(i -> i.getText().replace("&", "").equals("File")).findFirst()
					.orElseThrow().getMenu();
			file.notifyListeners(SWT.Show, new Event());
			return Arrays.stream(file.getItems()).filter(i -> i.getText().replace("&", "").startsWith("Preferences")).findFirst().orElseThrow();
		});
		workbench.async(() -> item.notifyListeners(SWT.Selection, new Event()));
		return workbench.waitForShell("Preferences", 10_000);
	}

	@Test
	@Order(1)
	void ratesFollowTheChosenUnitInTablesAndChartsRoundedAsTheExportsRoundThem() throws Exception {
		TestResult sequential = hdd.getResults().stream().filter(r -> "linear.sequential".equals(r.getTestId())).findFirst().orElseThrow();
		workbench.doubleClick(UiTestSupport.explorer(workbench).viewer(), sequential);
		ResultEditorPart editor = UiTestSupport.activeEditor(workbench);
		double rate = sequential.getMetrics().get(0).getValue();
		// MB/s with one decimal, the review tables' and exports' rounding (docs/exports.md)
		assertArrayEquals(new String[] { "Read", String.format(java.util.Locale.ROOT, "%.1f", rate), "MB/s", "higher \u2191" },
				workbench.ui(() -> Widgets.row(Widgets.table(editor.control(), "metrics"), 0)));

		Shell dialog = openPreferences();
		workbench.ui(() -> {
			Widgets.withData(dialog, Combo.class, PreferencesDialog.UNIT_KEY).select(1);
			Widgets.press(dialog, "OK");
			return null;
		});
		String expected = String.format(java.util.Locale.ROOT, "%.1f", rate * 1e6 / (1 << 20)); // MiB/s, one decimal too
		assertTrue(workbench.waitUntil(() -> {
			String[] row = Widgets.row(Widgets.table(editor.control(), "metrics"), 0);
			return row[1].equals(expected) && row[2].equals("MiB/s");
		}, 10_000), "the metrics table did not switch to MiB/s");
		assertTrue(workbench.waitUntil(() -> {
			ChartViewer intervals = editor.charts().stream().filter(c -> c.input().kind() == ChartKind.INTERVALS).findFirst().orElseThrow();
			return intervals.shown() != null && "Rate (MiB/s)".equals(intervals.chart().shown().y().get(0).title());
		}, 10_000), "the interval chart did not switch to MiB/s");
		assertEquals("MiB/s", UiPreferences.node().get(UiPreferences.RATE_UNIT, ""));
	}

	@Test
	@Order(2)
	void choosingAnotherLibraryFolderReopensTheLibraryInTheExplorer() throws Exception {
		Shell dialog = openPreferences();
		workbench.ui(() -> {
			Widgets.withData(dialog, Text.class, PreferencesDialog.FOLDER_KEY).setText(secondLibrary.toString());
			Widgets.press(dialog, "OK");
			return null;
		});
		ResultsExplorerPart explorer = UiTestSupport.explorer(workbench);
		assertTrue(workbench.waitUntil(() -> {
			TreeItem[] drives = explorer.viewer().getTree().getItems();
			return drives.length == 1 && drives[0].getText().startsWith("hdd-5400 4 TB (sim)");
		}, 10_000), "the explorer did not show the second library");
		assertEquals(secondLibrary.toAbsolutePath().normalize(), workbench.ui(() -> explorer.library().folder()));
		assertTrue(workbench.waitUntil(() -> UiTestSupport.editors(workbench).stream().noneMatch(p -> p.getObject() != null), 10_000),
				"editors of the old library stay open");
	}
}
