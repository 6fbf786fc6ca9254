package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.drivebench.ui.run.ParameterRow;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TabFolder;
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
		inLauncher("run-launcher-help", dialog -> {
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
		});
	}

	/**
	 * The target's folder is as tall as the page shown, not as its tallest (the block device's list): each
	 * page gets the height it asks for, no more and no less; at 1000x640 the simulated drive's page leaves
	 * the plan's parameters in view, where the device page's height pushed them under the fold.
	 */
	@Test
	void theTargetFolderIsAsTallAsThePageShown() throws Exception {
		inLauncher("run-launcher-short", dialog -> {
			int[] heights = workbench.ui(() -> {
				TabFolder tabs = Widgets.withData(dialog, TabFolder.class, "run.target.tabs");
				int[] shown = new int[tabs.getItemCount()];
				for (int i = 0; i < tabs.getItemCount(); i++) {
					show(tabs, i);
					Control page = ((Composite) tabs.getItem(i).getControl()).getChildren()[0]; // in its holder
					int asked = page.computeSize(page.getSize().x, SWT.DEFAULT, true).y;
					shown[i] = page.getSize().y;
					assertTrue(Math.abs(shown[i] - asked) <= 1, "the page '" + tabs.getItem(i).getText() + "' is " + shown[i]
							+ " px high and asks for " + asked);
				}
				return shown;
			});
			assertTrue(Arrays.stream(heights).distinct().count() > 1, "every page equally high: " + Arrays.toString(heights));
			// what a page says changes its height (a drive's description, none for a name that is no drive): the folder follows
			workbench.ui(() -> {
				TabFolder tabs = Widgets.withData(dialog, TabFolder.class, "run.target.tabs");
				show(tabs, 0);
				dialog.setSize(560, dialog.getSize().y); // narrow: the drives' descriptions wrap to two, three or four lines
				dialog.layout(true, true);
				Control page = ((Composite) tabs.getItem(0).getControl()).getChildren()[0];
				Combo drive = Widgets.withData(dialog, Combo.class, "run.target.simulated");
				List<String> names = new ArrayList<>(List.of(drive.getItems()));
				names.add("sim:no-such-drive");
				Set<Integer> seen = new HashSet<>();
				for (String name : names) {
					drive.setText(name);
					int asked = page.computeSize(page.getSize().x, SWT.DEFAULT, true).y;
					seen.add(page.getSize().y);
					assertTrue(Math.abs(page.getSize().y - asked) <= 1, "with " + name + " the page is " + page.getSize().y
							+ " px high and asks for " + asked);
				}
				assertTrue(seen.size() > 1, "the page kept one height: " + seen);
				drive.setText(names.get(0));
				return null;
			});
			workbench.ui(() -> {
				show(Widgets.withData(dialog, TabFolder.class, "run.target.tabs"), 0);
				dialog.setSize(1000, 640); // after: a page shown grows the window as far as this (1280x1024) screen allows
				dialog.layout(true, true);
				return null;
			});
			workbench.waitUntil(() -> false, 300);
			workbench.ui(() -> {
				Table parameters = Widgets.withData(dialog, Table.class, "run.parameters");
				ScrolledComposite scroller = (ScrolledComposite) Widgets.one(dialog, ScrolledComposite.class, c -> true);
				int top = dialog.getDisplay().map(parameters, scroller, 0, 0).y;
				assertTrue(top < scroller.getClientArea().height, "the parameters start " + top + " px down a "
						+ scroller.getClientArea().height + " px high view: under the fold");
				return null;
			});
		});
	}

	/** What a test checks on the open launcher. */
	private interface LauncherChecks {
		void check(Shell dialog) throws Exception;
	}

	/** Opens the launcher as Run > New Run does, runs {@code checks} on it, takes {@code screenshot} and closes it. */
	private static void inLauncher(String screenshot, LauncherChecks checks) throws Exception {
		UiTestSupport.chooseMenu(workbench, "Run", "New Run");
		Shell dialog = workbench.waitForShell("New Run", 10_000);
		try {
			workbench.waitUntil(() -> false, 500);
			checks.check(dialog);
			Screenshots.take(screenshot);
		} finally {
			workbench.ui(() -> {
				dialog.close();
				return null;
			});
		}
	}

	/** Shows the folder's page {@code index} as a click on its tab does. */
	private static void show(TabFolder tabs, int index) {
		tabs.setSelection(index);
		tabs.notifyListeners(SWT.Selection, new Event());
	}
}
