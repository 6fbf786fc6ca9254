package org.drivebench.ui.editor;

import java.util.List;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

import org.drivebench.core.library.LibraryService;
import org.drivebench.core.library.ResultLibrary;
import org.drivebench.model.Run;
import org.drivebench.ui.charts.ResultChart;
import org.drivebench.ui.format.DisplaySettings;
import org.drivebench.ui.preferences.LibraryAddon;
import org.drivebench.ui.preferences.LibrarySwitch;
import org.drivebench.ui.preferences.UiPreferences;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.core.di.extensions.EventTopic;
import org.eclipse.e4.core.di.extensions.Preference;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.di.UISynchronize;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;

/**
 * The result editor part: shows the run or test result named in its persisted state (see
 * {@link EditorInput}), read from the library. It follows the display preferences, shows the run
 * again when the library saves a new version of it, and closes when the run is deleted or the
 * workbench switches to another library.
 */
public class ResultEditorPart {
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
	private Run shownRun;
	private TestResultView resultView;
	private RunSummaryView runView;
	private DisplaySettings settings = UiPreferences.displaySettings();
	private final Runnable libraryListener = () -> sync.asyncExec(this::libraryChanged);

	@PostConstruct
	public void createControls(Composite composite) {
		this.parent = composite;
		parent.setLayout(new FillLayout());
		library = libraries.library();
		library.addListener(libraryListener);
		show();
	}

	private void show() {
		for (Control child : parent.getChildren()) {
			child.dispose();
		}
		resultView = null;
		runView = null;
		shownRun = null;
		EditorInput input;
		try {
			input = EditorInput.parse(part.getPersistedState().get(ResultEditors.INPUT_KEY));
		} catch (IllegalArgumentException e) {
			message(NLS.bind(Messages.editor_bad_input, e.getMessage()));
			return;
		}
		Run run = findRun(input.runId());
		if (run == null) {
			message(NLS.bind(Messages.editor_missing, input.runId()));
			return;
		}
		shownRun = run;
		if (input.isRun()) {
			runView = new RunSummaryView(parent, run, settings, editors::open);
		} else if (input.resultIndex() < run.getResults().size()) {
			resultView = new TestResultView(parent, run.getResults().get(input.resultIndex()), settings);
		} else {
			message(NLS.bind(Messages.editor_no_result, input.runId(), input.resultIndex() + 1));
		}
		parent.layout(true, true);
	}

	private Run findRun(String id) {
		return library.runs().stream().filter(r -> id.equals(r.getId())).findFirst().orElse(null);
	}

	private void message(String text) {
		Label label = new Label(parent, SWT.WRAP);
		label.setText(text);
		parent.layout(true, true);
	}

	private void libraryChanged() {
		if (parent.isDisposed() || shownRun == null) {
			return;
		}
		Run now = findRun(shownRun.getId());
		if (now == null) {
			parts.hidePart(part, true);
		} else if (now != shownRun) {
			show();
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

	@Inject
	@Optional
	void settingsChanged(@Preference(nodePath = UiPreferences.NODE, value = UiPreferences.RATE_UNIT) String rateUnit,
			@Preference(nodePath = UiPreferences.NODE, value = UiPreferences.DECIMALS) String decimals,
			@Preference(nodePath = UiPreferences.NODE, value = UiPreferences.PALETTE) String palette) {
		DisplaySettings changed = UiPreferences.displaySettings(rateUnit, decimals, palette);
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
				show();
			}
		});
	}

	/** The charts shown, in order (empty for a run summary). */
	public List<ResultChart<?>> charts() {
		return resultView == null ? List.of() : resultView.charts();
	}

	/** The part's composite. */
	public Composite control() {
		return parent;
	}

	/** Whether the part shows a run's summary. */
	public boolean showsRunSummary() {
		return runView != null;
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
			library.removeListener(libraryListener);
		}
	}
}
