package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.drivebench.library.ResultLibrary;
import org.drivebench.ui.library.RefreshHandler;
import org.drivebench.ui.report.ComparisonEditorPart;
import org.drivebench.ui.report.ReportEditors;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.IJobChangeListener;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.e4.core.contexts.ContextInjectionFactory;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.bindings.EBindingService;
import org.eclipse.e4.ui.services.EContextService;
import org.eclipse.jface.bindings.Binding;
import org.eclipse.jface.bindings.keys.KeySequence;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The workbench's keys work wherever the focus is in its window, not only in the explorer's tree, and
 * its menus show them: Ctrl+R opens the launcher from a comparison, Ctrl+Q with an unsaved comparison asks
 * before quitting, F5 reads the library again. The keys are pressed as a user presses them.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class WorkbenchKeysUiTest {
	@TempDir
	static Path libraryFolder;
	private static WorkbenchFixture workbench;
	private static ComparisonEditorPart comparison;

	@BeforeAll
	static void startOnTwoDrives() throws Exception {
		ResultLibrary library = UiTestSupport.openLibrary(libraryFolder);
		library.save(SyntheticRuns.desktopHdd("hdd-run", 2_000));
		library.save(SyntheticRuns.quickSsd("ssd-run"));
		workbench = WorkbenchFixture.start();
	}

	@AfterAll
	static void stop() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
	}

	/** The texts of the items of the main menu {@code name}, as the menu shows them when it opens. */
	private static List<String> menuItems(String name) throws Exception {
		return workbench.ui(() -> {
			Shell shell = comparisonShell();
			MenuItem top = Arrays.stream(shell.getMenuBar().getItems()).filter(i -> i.getText().replace("&", "").equals(name)).findFirst()
					.orElseThrow();
			Menu menu = top.getMenu();
			menu.notifyListeners(SWT.Show, new Event());
			List<String> texts = Arrays.stream(menu.getItems()).map(MenuItem::getText).toList();
			menu.notifyListeners(SWT.Hide, new Event());
			return texts;
		});
	}

	/** The shell titled {@code title} the keys just pressed opened; failing, says which keys the workbench saw. */
	private static Shell shellAfterKeys(String title, String keys) throws Exception {
		try {
			return workbench.waitForShell(title, 10_000);
		} catch (AssertionError e) {
			throw new AssertionError(e.getMessage() + "; " + Keys.seen() + "; " + bindingState(keys), e);
		}
	}

	/** What the active context binds {@code keys} to, and whether its handler may run: for a failure's message. */
	private static String bindingState(String keys) {
		try {
			return workbench.ui(() -> {
				IEclipseContext leaf = workbench.application().getContext().getActiveLeaf();
				Binding binding = leaf.get(EBindingService.class).getPerfectMatch(KeySequence.getInstance(keys));
				return "active context " + leaf + " (" + leaf.get(EContextService.class).getActiveContextIds() + "): " + keys + " -> "
						+ (binding == null ? "nothing"
								: binding.getParameterizedCommand().getId() + ", enabled "
										+ leaf.get(EHandlerService.class).canExecute(binding.getParameterizedCommand()));
			});
		} catch (Exception e) {
			return e.toString();
		}
	}

	private static Shell comparisonShell() {
		return (Shell) workbench.application().getChildren().get(0).getWidget();
	}

	@Test
	@Order(1)
	void theMenusShowTheirKeys() throws Exception {
		List<String> file = menuItems("File");
		assertTrue(file.stream().anyMatch(t -> t.startsWith("&Save") && t.endsWith("Ctrl+S")), file.toString());
		assertTrue(file.stream().anyMatch(t -> t.startsWith("Re&fresh Library") && t.endsWith("F5")), file.toString());
		assertTrue(file.stream().anyMatch(t -> t.startsWith("&Quit") && t.endsWith("Ctrl+Q")), file.toString());
		List<String> run = menuItems("Run");
		assertTrue(run.stream().anyMatch(t -> t.startsWith("&New Run") && t.endsWith("Ctrl+R")), run.toString());
	}

	@Test
	@Order(2)
	void ctrlROpensTheLauncherWithTheFocusInAComparison() throws Exception {
		workbench.ui(() -> ContextInjectionFactory.make(ReportEditors.class, workbench.application().getChildren().get(0).getContext())
				.openNew(List.of()));
		comparison = UiTestSupport.activePart(workbench, ComparisonEditorPart.class);
		assertTrue(workbench.waitUntil(() -> comparison.isShowingLatest(), 30_000));
		Keys.press(workbench, workbench.ui(comparison::reviewTable), SWT.CTRL, 'r');
		Shell launcher = shellAfterKeys("New Run", "CTRL+R");
		workbench.ui(() -> {
			Widgets.press(launcher, "Cancel");
			return null;
		});
	}

	@Test
	@Order(3)
	void ctrlQWithAnUnsavedComparisonAsksBeforeQuitting() throws Exception {
		assertTrue(workbench.ui(comparison::isModified), "a new comparison is not saved yet");
		Keys.press(workbench, workbench.ui(comparison::reviewTable), SWT.CTRL, 'q');
		Shell question = shellAfterKeys("Save Changes", "CTRL+Q");
		workbench.ui(() -> {
			Widgets.press(question, "Cancel");
			return null;
		});
		Thread.sleep(300);
		MPart part = workbench.ui(() -> UiTestSupport.partOf(workbench, comparison));
		assertTrue(workbench.ui(() -> part.isToBeRendered() && part.isDirty() && !comparisonShell().isDisposed()),
				"Cancel keeps the workbench and the unsaved comparison open");
	}

	@Test
	@Order(4)
	void f5ReadsTheLibraryAgain() throws Exception {
		AtomicBoolean refreshed = new AtomicBoolean();
		IJobChangeListener listener = new JobChangeAdapter() {
			@Override
			public void done(IJobChangeEvent event) {
				if (event.getJob().getName().equals(RefreshHandler.JOB_NAME)) {
					refreshed.set(true);
				}
			}
		};
		Job.getJobManager().addJobChangeListener(listener);
		try {
			Keys.press(workbench, workbench.ui(comparison::reviewTable), 0, SWT.F5);
			assertTrue(workbench.waitUntil(refreshed::get, 10_000), () -> "F5 did not read the library again; " + Keys.seen() + "; " + bindingState("F5"));
		} finally {
			Job.getJobManager().removeJobChangeListener(listener);
		}
	}
}
