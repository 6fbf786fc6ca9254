package org.drivebench.ui.report;

import org.drivebench.ui.library.SlicedWork;
import org.drivebench.report.chart.kinds.ComparisonCharts;
import org.drivebench.report.ReportDrafts;
import org.drivebench.report.ReportPins;
import org.drivebench.report.ComparisonBuilder;
import org.drivebench.report.ComparisonData;
import org.drivebench.report.ReviewTable;
import org.drivebench.report.TableGrid;
import org.drivebench.core.units.Unit;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Date;
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
import org.drivebench.report.NumberPolicy;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Run;
import org.drivebench.ui.charts.ChartViewer;
import org.drivebench.ui.editor.SavePrompt;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.ui.library.LibraryAddon;
import org.drivebench.ui.library.LibrarySwitch;
import org.drivebench.ui.library.UiLibraryListener;
import org.drivebench.core.io.Failures;
import org.drivebench.report.export.ExportRequest;
import org.drivebench.report.export.ReportExport;
import org.eclipse.core.runtime.ILog;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.di.Persist;
import org.eclipse.e4.core.di.extensions.EventTopic;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.e4.ui.di.UISynchronize;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;

/**
 * The comparison report editor: on the left what the report covers (drives and runs, tests, baseline,
 * figures, layout), on the right the review table and the charts, test by test: its figures as bar charts
 * (a bar per drive in the drive's colour, best first) and its series as line charts (a line per drive). Every change works the figures out again off the UI thread with the
 * core's report and overlay builders. Save keeps the report in the library (it is listed in the
 * explorer and reopened from there); Export writes the table, the charts or one review page.
 */
// its widgets are made in createControls (@PostConstruct), after construction: no null default for fields
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public class ComparisonEditorPart implements ReportExporting {
	/** Widget data keys, for tests. */
	public static final String SAVE_KEY = "report.save", EXPORT_KEY = "report.export", STATUS_KEY = "report.status",
			UPDATE_KEY = "report.update", NEWER_KEY = "report.newer", HEADING_KEY = "report.heading";
	private static final int REBUILD_DELAY_MS = 120;
	private static final Executor BUILDER = BackgroundWork.jobs("DriveBench: work out a comparison", true);
	private static final Executor EXPORTER = BackgroundWork.jobs("DriveBench: export a comparison", true);

	@Inject
	private LibraryService libraries;

	@Inject
	private MPart part;

	@Inject
	private MWindow window;

	@Inject
	private EPartService parts;

	@Inject
	private UISynchronize sync;

	@Inject
	private IEventBroker events;

	private final NumberPolicy numbers = NumberPolicy.standard();
	private DisplaySettings settings = DisplaySettings.DEFAULT;
	private ResultLibrary library;
	private ComparisonReport report;
	private String savedId;
	/** How a comparison saved before comparisons kept their runs was pinned when opened, or null. */
	private String pinNote;
	private UiLibraryListener libraryListener;

	private Composite parent;
	private Label heading;
	private Label status;
	private Button save;
	private Button export;
	private Composite newerBar;
	private Label newer;
	/** The setup column, made at the turn after the part's (null before). */
	private ReportSetupPanel setup;
	private Composite setupHolder;
	/** The table's and charts' sash. */
	private SashForm results;
	private SlicedWork opening;
	/** The review table and the charts, made at the turn after the part's (null before). */
	private ReviewTableView table;
	private ReportCharts charts;
	private EditorRebuild<Built> rebuilds;
	private boolean rebuildScheduled;
	private ComparisonData data;
	private List<ComparisonCharts.Section> sections = List.of();
	private EditorExports exports;

	@PostConstruct
	public void createControls(Composite composite) {
		parent = composite;
		SavePrompt.install(window);
		library = libraries.library();
		ComparisonReport draft = (ComparisonReport) part.getTransientData().get(ReportEditors.DRAFT_KEY);
		savedId = part.getPersistedState().get(ReportEditors.REPORT_ID_KEY);
		if (draft != null) {
			report = draft;
			part.setDirty(true);
		} else if (savedId != null && library.report(savedId).isPresent()) {
			report = EcoreUtil.copy(library.report(savedId).get());
			pinSavedBefore();
		} else {
			parent.setLayout(new FillLayout());
			new Label(parent, SWT.WRAP).setText(NLS.bind(Messages.editor_missing, savedId));
			return;
		}
		libraryListener = new UiLibraryListener(sync::asyncExec, this::libraryChanged);
		library.addChangeListener(libraryListener);
		updateLabel(false); // the tab's title and tooltip
		// the editor's frame is made at the next turn, then the table's and charts' widgets, then the figures'
		// work starts, then the setup column is made: e4's creation of the part and its first layout and paint
		// come first, alone. The session's first comparison runs much of this code the first time: its frame
		// alone was 16 ms of the UI thread, on top of e4's 20 and the part's own (on two cores)
		opening = new SlicedWork(parent);
		opening.start(() -> {
			results = createLayout();
			updateLabel(false);
			parent.layout(true, true);
		});
		opening.add(() -> {
			table = new ReviewTableView(results);
			charts = new ReportCharts(results);
			results.setWeights(38, 62);
			results.layout(true);
		});
		opening.add(this::rebuild);
		opening.add(() -> {
			setup = new ReportSetupPanel(setupHolder, this::setupChanged, this::recolorDrive);
			opening.add(() -> setupHolder.layout(true)); // GTK measures the new fields: a slice of its own
			opening.add(() -> setup.setInput(report, library.runs(), settings.palette()));
			opening.add(this::showNewer);
		});
	}

	/**
	 * A comparison saved before comparisons kept their runs is pinned now, to what it showed when it was
	 * saved where its file says when that was, and saved so; its status says how.
	 */
	private void pinSavedBefore() {
		ReportPins.migrate(report, library.runs(), new Date()).ifPresent(note -> {
			pinNote = NLS.bind(Messages.editor_pinned_note, note);
			try {
				ComparisonReport copy = EcoreUtil.copy(report);
				library.saveReport(copy);
				report.setModifiedAt(copy.getModifiedAt());
			} catch (IOException | RuntimeException e) {
				ILog.of(ComparisonEditorPart.class).error("The comparison '" + ReportDrafts.title(report) + "' could not be saved pinned", e);
				pinNote = note;
				part.setDirty(true); // pinned in the editor: a save keeps it
			}
		});
	}

	/** The offer to take in runs of the comparison's drives made after it was saved, when there are any. */
	private void showNewer() {
		List<Run> runs = ReportPins.newer(report, library.runs());
		boolean show = !runs.isEmpty();
		if (show) {
			newer.setText(NLS.bind(Messages.editor_newer, ReportPins.describe(runs)));
		}
		if (newerBar.getVisible() != show || show) {
			newerBar.setVisible(show);
			((GridData) newerBar.getLayoutData()).exclude = !show;
			parent.layout(true, true);
		}
	}

	/** Takes the newer runs in: the comparison changes (and is saved as such when the user saves it). */
	private void update() {
		ReportPins.update(report, library.runs(), new Date());
		part.setDirty(true);
		setup.setInput(report, library.runs(), settings.palette());
		updateLabel();
		showNewer();
		scheduleRebuild();
	}

	/** Makes the editor's frame; returns the sash the table and the charts go into (made at the next turn). */
	private SashForm createLayout() {
		GridLayout layout = new GridLayout(4, false);
		layout.marginWidth = 8;
		layout.marginHeight = 6;
		parent.setLayout(layout);
		// the title has its row with the buttons; the summary line goes under it, so it never squeezes the title away
		heading = new Label(parent, SWT.NONE);
		heading.setData(HEADING_KEY, Boolean.TRUE);
		heading.setFont(JFaceResources.getHeaderFont());
		heading.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		save = new Button(parent, SWT.PUSH);
		save.setData(SAVE_KEY, Boolean.TRUE);
		save.setText(Messages.editor_save);
		save.addListener(SWT.Selection, e -> parts.savePart(part, false));
		export = new Button(parent, SWT.PUSH);
		export.setData(EXPORT_KEY, Boolean.TRUE);
		export.setText(Messages.editor_export);
		export.setEnabled(false);
		Button setupShown = new Button(parent, SWT.TOGGLE);
		setupShown.setText(Messages.editor_setup);
		setupShown.setToolTipText(Messages.editor_setup_tooltip);
		setupShown.setSelection(true);
		status = new Label(parent, SWT.NONE);
		status.setData(STATUS_KEY, Boolean.TRUE);
		status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 4, 1));
		exports = new EditorExports(EXPORTER, sync, export, status, () -> ReportDrafts.title(report), this::writer);
		rebuilds = new EditorRebuild<>(BUILDER, sync, events, status, export, Messages.editor_failed);

		newerBar = new Composite(parent, SWT.NONE);
		GridLayout bar = new GridLayout(2, false);
		bar.marginWidth = 0;
		bar.marginHeight = 0;
		newerBar.setLayout(bar);
		GridData barData = new GridData(SWT.FILL, SWT.CENTER, true, false, 4, 1);
		barData.exclude = true;
		newerBar.setLayoutData(barData);
		newerBar.setVisible(false);
		newer = new Label(newerBar, SWT.WRAP);
		newer.setData(NEWER_KEY, Boolean.TRUE);
		newer.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		Button update = new Button(newerBar, SWT.PUSH);
		update.setData(UPDATE_KEY, Boolean.TRUE);
		update.setText(Messages.editor_update);
		update.setToolTipText(Messages.editor_update_tooltip);
		update.addListener(SWT.Selection, e -> update());

		SashForm sash = new SashForm(parent, SWT.HORIZONTAL);
		GridData sashData = new GridData(SWT.FILL, SWT.FILL, true, true, 4, 1);
		// the sash takes the room left, whatever it holds: a new title or status is laid out without measuring the table, charts and tree
		sashData.widthHint = 0;
		sashData.heightHint = 0;
		sash.setLayoutData(sashData);
		setupHolder = new Composite(sash, SWT.NONE);
		setupHolder.setLayout(new FillLayout());
		SashForm results = new SashForm(sash, SWT.VERTICAL);
		sash.setWeights(27, 73);
		// in a narrow window (1024 px) the setup keeps the width its fields need; the table and charts give it up
		sash.addListener(SWT.Resize, e -> {
			int width = sash.getClientArea().width - sash.getSashWidth();
			int[] weights = sash.getWeights();
			int setupWidth = (int) ((long) width * weights[0] / Math.max(1, weights[0] + weights[1]));
			if (sash.getMaximizedControl() == null && setupWidth < ReportSetupPanel.MIN_WIDTH && width >= 2 * ReportSetupPanel.MIN_WIDTH) {
				sash.setWeights(ReportSetupPanel.MIN_WIDTH, width - ReportSetupPanel.MIN_WIDTH);
			}
		});
		// the table and charts take the whole width while the setup is hidden
		setupShown.addListener(SWT.Selection, e -> sash.setMaximizedControl(setupShown.getSelection() ? null : results));
		return results;
	}

	/**
	 * Stores {@code color} with the drive {@code key} in the library (every run of it, off the UI thread),
	 * so the drive has that colour in every comparison; says so when the library cannot be written.
	 */
	private void recolorDrive(String key, String color) {
		ResultLibrary target = library;
		CompletableFuture.runAsync(() -> {
			try {
				target.recolorDrive(key, color);
			} catch (IOException e) {
				throw new UncheckedIOException(e);
			}
		}, EXPORTER).whenComplete((done, failure) -> {
			if (failure != null) {
				Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
				ILog.of(ComparisonEditorPart.class).error("The colour of drive " + key + " could not be stored", cause);
				sync.asyncExec(() -> {
					if (!parent.isDisposed()) {
						MessageDialog.openError(parent.getShell(), Messages.recolor_failed_title,
								NLS.bind(Messages.recolor_failed, color, Failures.describe(cause)));
					}
				});
			}
		});
	}

	private void setupChanged(boolean figuresChanged) {
		part.setDirty(true);
		updateLabel();
		if (figuresChanged) {
			scheduleRebuild();
		}
	}

	private void updateLabel() {
		updateLabel(true);
	}

	private void updateLabel(boolean layout) {
		String title = ReportDrafts.title(report);
		part.setLabel(title);
		// the tooltip adds the count, unless the title ("Comparison of 4 drives") says it already
		String count = NLS.bind(Messages.editor_count, report.getDrives().size());
		part.setTooltip(title.startsWith(count) ? title : NLS.bind(Messages.editor_tooltip, count, title));
		if (heading == null) {
			return; // the frame is made at the part's first turn, and shows the title then
		}
		heading.setText(title);
		save.setEnabled(part.isDirty());
		if (layout) {
			heading.getParent().layout(new Control[] { heading });
		}
	}

	private void scheduleRebuild() {
		if (rebuildScheduled) {
			return;
		}
		rebuildScheduled = true;
		parent.getDisplay().timerExec(REBUILD_DELAY_MS, () -> {
			rebuildScheduled = false;
			if (!parent.isDisposed()) {
				rebuild();
			}
		});
	}

	/**
	 * The figures worked out, the charts chosen from them and the table laid out in {@code unit}, off the UI
	 * thread.
	 */
	private record Built(ComparisonData data, List<ComparisonCharts.Section> sections, ReviewTable table, TableGrid grid, Unit unit) {
	}

	/** Works the figures out again off the UI thread and shows them, unless a newer build started meanwhile. */
	private void rebuild() {
		ComparisonReport snapshot = EcoreUtil.copy(report);
		ComparisonBuilder builder = new ComparisonBuilder(library, numbers);
		Unit unit = settings.rateUnit();
		rebuilds.start(() -> {
			ComparisonData built = builder.build(snapshot);
			ReviewTable table = built.table().inRateUnit(unit, numbers);
			return new Built(built, ComparisonCharts.of(built, numbers), table, TableGrid.of(table, numbers, TableGrid.Style.TEXT), unit);
		}, this::show);
	}

	/**
	 * Shows the table and the charts, each a slice per turn of the event loop ({@link SlicedWork}): with a
	 * large comparison (fifty drives' columns; seventy chart widgets) each is several hundred milliseconds
	 * of UI work, and the window paints and answers input meanwhile.
	 */
	private void show(Built shown) {
		ComparisonData built = shown.data();
		data = built;
		if (shown.unit().equals(settings.rateUnit())) {
			table.show(shown.table(), shown.grid());
		} else { // the unit changed while the figures were worked out
			table.show(built.table().inRateUnit(settings.rateUnit(), numbers), numbers);
		}
		sections = shown.sections();
		charts.show(sections, settings, Messages.editor_no_charts);
		status.setText(NLS.bind(Messages.editor_status, new Object[] { built.table().drives().size(),
				built.table().rows().stream().map(r -> r.test()).distinct().count(), ComparisonCharts.all(sections).size() }));
		if (pinNote != null) {
			status.setText(status.getText() + " \u00b7 " + pinNote);
		}
		status.setToolTipText(String.join("\n", shown.grid().footnotes()));
		export.setEnabled(!built.table().rows().isEmpty());
	}

	/**
	 * Saves the report in the library; the explorer lists it from then on. The one way a comparison is
	 * saved: its Save button, Ctrl+S and the prompt when a changed comparison is closed all end here
	 * ({@link EPartService#savePart}). A report file is a few kilobytes, written before the part closes.
	 */
	@Persist
	public void save() {
		// a comparison is saved with its runs and tests: reopened, it shows this table, whatever runs come later
		ReportPins.pin(report, library.runs(), new Date());
		ComparisonReport copy = EcoreUtil.copy(report);
		try {
			library.saveReport(copy);
		} catch (IOException | RuntimeException e) {
			ILog.of(ComparisonEditorPart.class).error("The comparison '" + ReportDrafts.title(report) + "' could not be saved", e);
			MessageDialog.openError(parent.getShell(), Messages.save_failed_title, NLS.bind(Messages.save_failed, Failures.describe(e)));
			return; // still dirty: a close waiting for the save does not happen
		}
		savedId = copy.getId();
		report.setId(copy.getId());
		report.setCreatedAt(copy.getCreatedAt());
		report.setModifiedAt(copy.getModifiedAt());
		part.getPersistedState().put(ReportEditors.REPORT_ID_KEY, savedId);
		part.getTransientData().remove(ReportEditors.DRAFT_KEY);
		part.setDirty(false);
		updateLabel();
	}

	/**
	 * The user's display settings, now and after every change: the table and the charts follow the rate
	 * unit (MB/s or MiB/s) at once, as do the exports made from here; new drives take their colours from
	 * the palette.
	 */
	@Inject
	@Optional
	void settingsChanged(DisplaySettings changed) {
		settings = changed;
		if (charts != null && parent != null && !parent.isDisposed()) {
			charts.setSettings(changed);
			if (data != null) {
				table.show(data.table().inRateUnit(changed.rateUnit(), numbers), numbers);
			}
		}
	}

	/** The writer of {@code request} from the figures shown and the display settings now; null before the first build. */
	private EditorExports.@Nullable Writer writer(ExportRequest request) {
		ComparisonData shown = data;
		DisplaySettings chosen = settings;
		return shown == null ? null : () -> ReportExport.write(request, shown, numbers, chosen);
	}

	@Override
	public @Nullable EditorExports exports() {
		return exports;
	}

	private void libraryChanged(LibraryChange change) {
		if (parent.isDisposed() || setup == null) {
			return;
		}
		if (savedId != null && change.reports().contains(savedId) && library.report(savedId).isEmpty()) {
			parts.hidePart(part, true);
			return;
		}
		if (!change.runs().isEmpty()) {
			setup.setInput(report, library.runs(), settings.palette());
			showNewer();
			scheduleRebuild();
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

	/** The offer of newer runs as shown (empty when there is none), for tests. */
	public String newerRuns() {
		return newerBar.getVisible() ? newer.getText() : "";
	}

	/** Takes the newer runs in, as the Update button does. */
	public void takeNewerRuns() {
		update();
	}

	/** The report as edited now (not a copy). */
	public ComparisonReport report() {
		return report;
	}

	/** The figures shown, or null before the first build ends. */
	public ComparisonData data() {
		return data;
	}

	/** Whether the latest state of the report is shown with every chart drawn. */
	public boolean isShowingLatest() {
		return rebuilds != null && rebuilds.isCurrent() && !rebuildScheduled && data != null && table != null && table.isFilled() && charts.allShown()
				&& opening.isDone() && setup != null && setup.isFilled();
	}

	/** Whether the report has changes that are not saved. */
	public boolean isModified() {
		return part.isDirty();
	}

	/** The review table widget. */
	public Table reviewTable() {
		return table.control();
	}

	/** The charts shown, test by test, as the core chose them (each chart's viewer is in {@link #charts()}, in the same order). */
	public List<ComparisonCharts.Section> sections() {
		return sections;
	}

	/** Scrolls the charts so that {@code chart} is in view. */
	public void reveal(ChartViewer chart) {
		charts.reveal(chart.chart());
	}

	/** The charts shown: per test its bar charts, then its overlays. */
	public List<ChartViewer> charts() {
		return charts.charts();
	}

	/** The setup column, for tests. */
	public Composite setupArea() {
		return setup.control();
	}

	/** The drive and run chooser's tree, for tests. */
	public org.eclipse.jface.viewers.CheckboxTreeViewer driveTree() {
		return setup.drives().viewer();
	}

	/** The test chooser, for tests. */
	public org.eclipse.jface.viewers.CheckboxTableViewer testList() {
		return setup.tests().viewer();
	}

	/** The part's composite. */
	public Composite control() {
		return parent;
	}

	@Focus
	public void setFocus() {
		if (parent != null && !parent.isDisposed()) {
			parent.setFocus();
		}
	}

	@PreDestroy
	public void dispose() {
		if (library != null && libraryListener != null) {
			library.removeChangeListener(libraryListener);
		}
	}
}
