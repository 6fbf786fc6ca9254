package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.drivebench.ui.run.ParameterRow;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The run launcher opens no wider than the default window, however long its parameters' help: the help
 * column takes the table's width beyond the other columns, and the selected row's whole help shows
 * under the table.
 */
class LauncherLayoutUiTest {
	@TempDir
	static Path libraryFolder;
	private static WorkbenchFixture workbench;

	@BeforeAll
	static void start() throws Exception {
		UiTestSupport.openLibrary(libraryFolder);
		SimulatedRuns.registry(); // the standard tests are registered before the launcher lists them
		workbench = WorkbenchFixture.start();
	}

	@AfterAll
	static void stop() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
	}

	@Test
	void theLauncherFitsTheWindowAndShowsTheSelectedRowsWholeHelp() throws Exception {
		UiTestSupport.chooseMenu(workbench, "Run", "New Run");
		Shell dialog = workbench.waitForShell("New Run", 10_000);
		try {
			workbench.waitUntil(() -> false, 500);
			workbench.ui(() -> {
				int width = dialog.getSize().x;
				assertTrue(width <= 1180, "the launcher opens " + width + " px wide");
				Table table = Widgets.withData(dialog, Table.class, "run.parameters");
				int used = 0;
				int longest = 0;
				for (TableColumn column : table.getColumns()) {
					used += column.getWidth();
				}
				assertTrue(used <= table.getClientArea().width, "the columns run " + used + " px in a table " + table.getClientArea().width
						+ " px wide: the help is cut at the edge");
				assertTrue(table.getItemCount() > 0, "no parameters listed");
				for (int i = 1; i < table.getItemCount(); i++) {
					if (((ParameterRow) table.getItem(i).getData()).help().length() > ((ParameterRow) table.getItem(longest).getData()).help()
							.length()) {
						longest = i;
					}
				}
				table.setSelection(longest);
				Event select = new Event();
				select.item = table.getItem(longest);
				table.notifyListeners(SWT.Selection, select);
				Label help = Widgets.withData(dialog, Label.class, "run.plan.help");
				ParameterRow row = (ParameterRow) table.getItem(longest).getData();
				assertEquals(row.problem() != null ? row.problem() : row.help(), help.getText(), "the selected row's whole help under the table");
				assertTrue(help.getSize().x <= dialog.getSize().x, "the help wraps within the launcher");
				return null;
			});
			Screenshots.take("run-launcher-help");
		} finally {
			workbench.ui(() -> {
				dialog.close();
				return null;
			});
		}
	}
}
