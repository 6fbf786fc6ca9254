package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Consumer;

import org.drivebench.ui.widgets.LeastSize;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * GTK draws a table's vertical scrollbar below its header at a least length: laid out shorter, it logs a
 * critical, which {@link GtkCriticals} turns into a failure naming the call. {@link LeastSize} is the
 * height at which it does not, and its first sizing of a table made in a shown window logs none.
 */
class LeastSizeUiTest {
	private static WorkbenchFixture workbench;

	@BeforeAll
	static void start() throws Exception {
		workbench = WorkbenchFixture.start();
	}

	@AfterAll
	static void stop() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
	}

	/** A shown window, its events run: a table made in it later is made in a shown window, as an editor's are. */
	private static Shell shownWindow() throws Exception {
		Shell shell = workbench.ui(() -> {
			Shell opened = new Shell(workbench.display());
			opened.setSize(600, 400);
			opened.open();
			return opened;
		});
		drain();
		return shell;
	}

	/** A table as the editors make theirs (a header, three columns, many rows), then {@code sizing} in the same turn. */
	private static Table table(Shell shell, Consumer<Table> sizing) throws Exception {
		Table made = workbench.ui(() -> {
			Table table = new Table(shell, SWT.VIRTUAL | SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
			table.setHeaderVisible(true);
			for (String title : List.of("Metric", "Value", "Unit")) {
				TableColumn column = new TableColumn(table, SWT.LEFT);
				column.setText(title);
				column.setWidth(120);
			}
			table.setItemCount(200);
			sizing.accept(table);
			return table;
		});
		drain();
		return made;
	}

	/** Sizes the table and lets GTK lay it out; the criticals it logged. */
	private static List<String> sized(Table table, int width, int height) throws Exception {
		workbench.ui(() -> {
			table.setSize(width, height);
			return null;
		});
		drain();
		return workbench.takeCriticals();
	}

	/** Runs the events queued: GTK allocates as they run. */
	private static void drain() throws Exception {
		workbench.ui(() -> {
			while (workbench.display().readAndDispatch()) {
				// the next event
			}
			return null;
		});
	}

	/** Closes the window; what GTK logged while it went is not this test's to judge. */
	private static void close(Shell shell) throws Exception {
		workbench.ui(() -> {
			shell.dispose();
			return null;
		});
		drain();
		workbench.takeCriticals();
		GtkCriticals.expected(false);
	}

	@Test
	void aTableShorterThanItsLeastHeightMakesGtkLogACriticalThatNamesTheCall() throws Exception {
		Shell shell = shownWindow();
		try {
			Table table = table(shell, LeastSize::untilLaidOut);
			assertEquals(List.of(), workbench.takeCriticals(), "made at its least size");
			int least = workbench.ui(() -> LeastSize.height(table));
			GtkCriticals.expected(true);
			List<String> criticals = sized(table, 400, least - 10);
			assertFalse(criticals.isEmpty(), "GTK drew a scrollbar in " + (least - 10) + " px of a table whose least height is " + least);
			assertTrue(criticals.get(0).contains("GtkScrollbar") && criticals.get(0).contains(LeastSizeUiTest.class.getName()),
					"the critical names the scrollbar and the call that sized the table: " + criticals.get(0));
		} finally {
			close(shell);
		}
	}

	@Test
	void atItsLeastHeightAndAboveATableLogsNothing() throws Exception {
		Shell shell = shownWindow();
		try {
			Table table = table(shell, LeastSize::untilLaidOut);
			assertEquals(List.of(), workbench.takeCriticals(), "made at its least size");
			int least = workbench.ui(() -> LeastSize.height(table));
			assertTrue(least > workbench.ui(table::getHeaderHeight), "the least height holds the header and the scrollbar: " + least);
			assertEquals(List.of(), sized(table, 400, least));
			assertEquals(List.of(), sized(table, 400, 3 * least));
		} finally {
			close(shell);
		}
	}

	@Test
	void aTableSizedInTheTurnItIsMadeLogsACriticalUnlessSizedWhileHidden() throws Exception {
		Shell shell = shownWindow();
		try {
			// SWT sizes its frame, then its scrolled window, which GTK allocates at 0 x 0 in between
			GtkCriticals.expected(true);
			table(shell, t -> t.setSize(400, 300));
			assertFalse(workbench.takeCriticals().isEmpty(), "sized at once from 0 x 0 in a shown window");
			GtkCriticals.expected(false);
			table(shell, t -> {
				LeastSize.untilLaidOut(t);
				t.setSize(400, 300);
			});
			assertEquals(List.of(), workbench.takeCriticals(), "sized first while hidden");
		} finally {
			close(shell);
		}
	}
}
