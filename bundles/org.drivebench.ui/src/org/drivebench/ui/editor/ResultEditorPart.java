package org.drivebench.ui.editor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

import org.drivebench.ui.library.BackgroundWork;
import org.drivebench.library.LibraryChange;
import org.drivebench.library.LibraryService;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.Run;
import org.drivebench.ui.charts.ChartViewer;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.ui.library.LibraryAddon;
import org.drivebench.ui.library.LibrarySwitch;
import org.drivebench.ui.library.SlicedWork;
import org.drivebench.ui.library.UiLibraryListener;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.core.di.extensions.EventTopic;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.di.UISynchronize;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;

/**
 * The result editor part: shows the run or test result named in its persisted state (see
 * {@link EditorInput}). A result is shown from its whole run, which the library reads off the UI thread
 * ({@link ResultLibrary#fullRun(String)}: the library keeps only summaries in memory); a run's summary
 * needs no more than the library holds. It follows the display preferences, shows the run again when
 * the library has a new version of it (the launcher saving it after each test, another process), and
 * closes when the run is deleted or the workbench switches to another library.
 */
// its widgets are made in createControls (@PostConstruct), after construction: no null default for fields
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public class ResultEditorPart {
	private static final Executor LOADER = BackgroundWork.jobs("DriveBench: read a run", false);

	@Inject
	private LibraryService libraries;

	@Inject
	private MPart part;

	@Inject
	private EPartService parts;

	@Inject
	private UISynchronize sync;

	@Inject
	private ResultEditors editors;

	private Composite parent;
	private ResultLibrary library;
	private EditorInput input;
	private Run shownRun;
	private TestResultView resultView;
	private RunSummaryView runView;
	private int loads;
	/** What is left of showing a result or a run: charts, tables, fields (see {@link TestResultView}, {@link RunSummaryView}). */
	private SlicedWork opening;
	/** Whether the latest load has not come back yet. */
	private boolean reading;
	private DisplaySettings settings = DisplaySettings.DEFAULT;
	private UiLibraryListener libraryListener;

	@PostConstruct
	public void createControls(Composite composite) {
		this.parent = composite;
		parent.setLayout(new FillLayout());
		opening = new SlicedWork(parent);
		library = libraries.library();
		libraryListener = new UiLibraryListener(sync::asyncExec, this::libraryChanged);
		library.addChangeListener(libraryListener);
		try {
			input = EditorInput.parse(part.getPersistedState().get(ResultEditors.INPUT_KEY));
		} catch (IllegalArgumentException e) {
			message(NLS.bind(Messages.editor_bad_input, e.getMessage()));
			return;
		}
		// laid out with the part when e4 shows it: a layout here would measure it twice in the click's turn
		new Label(parent, SWT.WRAP).setText(Messages.editor_loading);
		load();
	}

	/** Reads what the editor shows off the UI thread, then shows it (unless a newer load started meanwhile). */
	private void load() {
		int ticket = ++loads;
		reading = true;
		String id = input.runId();
		CompletableFuture.<@Nullable Run> supplyAsync(() -> {
			try {
				if (input.isRun()) {
					java.util.Optional<Run> summary = library.run(id);
					return summary.isPresent() ? summary.get() : null;
				}
				return library.fullRun(id);
			} catch (NoSuchFileException e) {
				return null;
			} catch (IOException e) {
				throw new UncheckedIOException(e);
			}
		}, LOADER).whenComplete((run, failure) -> sync.asyncExec(() -> {
			if (parent.isDisposed() || ticket != loads) {
				return;
			}
			reading = false;
			if (failure != null) {
				Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
				message(NLS.bind(Messages.editor_load_failed, id, cause.getMessage()));
			} else if (run == null) {
				message(NLS.bind(Messages.editor_missing, id));
			} else if (run != shownRun) {
				show(run);
			}
		}));
	}

	private void show(Run run) {
		clear();
		shownRun = run;
		if (input.isRun()) {
			// the page, then its layout, each at a turn of its own (the session's first was up to 45 ms in one);
			// the page's fields come at the turns after (the steps the page queues as it is made)
			opening.add(() -> runView = new RunSummaryView(parent, run, settings, editors::open, opening));
			opening.add(() -> parent.layout(true, true));
			return;
		}
		if (input.resultIndex() < run.getResults().size()) {
			resultView = new TestResultView(parent, run.getResults().get(input.resultIndex()), settings, opening);
		} else {
			message(NLS.bind(Messages.editor_no_result, input.runId(), input.resultIndex() + 1));
		}
		parent.layout(true, true);
	}

	private void clear() {
		opening.cancel();
		for (Control child : parent.getChildren()) {
			child.dispose();
		}
		resultView = null;
		runView = null;
		shownRun = null;
	}

	private void message(String text) {
		clear();
		Label label = new Label(parent, SWT.WRAP);
		label.setText(text);
		parent.layout(true, true);
	}

	private void libraryChanged(LibraryChange change) {
		if (parent.isDisposed() || input == null || !change.runs().contains(input.runId())) {
			return;
		}
		if (library.run(input.runId()).isEmpty()) {
			parts.hidePart(part, true);
		} else {
			load();
		}
	}

	@Inject
	@Optional
	void librarySwitched(@EventTopic(LibraryAddon.TOPIC_LIBRARY_SWITCHED) LibrarySwitch change) {
		sync.asyncExec(() -> {
			if (change.library() != null && change.library() != library && parent != null && !parent.isDisposed()) {
				parts.hidePart(part, true);
			}
		});
	}

	/** The user's display settings, injected now and again whenever a preference changes ({@code DisplaySettingsAddon}). */
	@Inject
	@Optional
	void settingsChanged(DisplaySettings changed) {
		if (changed.equals(settings)) {
			return;
		}
		settings = changed;
		sync.asyncExec(() -> {
			if (parent == null || parent.isDisposed()) {
				return;
			}
			if (resultView != null) {
				resultView.setSettings(settings);
			} else if (runView != null) {
				show(shownRun);
			}
		});
	}

	/** The charts shown, in order: a result's, a run summary's tiles; none while the run is read. */
	public List<ChartViewer> charts() {
		if (resultView != null) {
			return resultView.charts();
		}
		return runView == null ? List.of() : runView.tiles();
	}

	/** The scrolling area of a result's charts, or null for a run summary and while the run is read. */
	public org.eclipse.swt.custom.@Nullable ScrolledComposite chartArea() {
		return resultView == null ? null : resultView.chartArea();
	}

	/** The part's composite. */
	public Composite control() {
		return parent;
	}

	/** Whether the part shows a run's summary. */
	public boolean showsRunSummary() {
		return runView != null;
	}

	/**
	 * Whether the part is still reading its run or making what shows it (a result's charts and tables
	 * come a slice at a time); false once it shows it whole, or a message instead.
	 */
	public boolean isOpening() {
		return reading || !opening.isDone();
	}

	@Focus
	public void setFocus() {
		if (parent != null && !parent.isDisposed()) {
			parent.setFocus();
		}
	}

	@PreDestroy
	public void dispose() {
		if (library != null) {
			library.removeChangeListener(libraryListener);
		}
	}
}
