package org.drivebench.ui.report;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

import org.drivebench.report.TableGrid;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.chart.kinds.ChartPlan;
import org.drivebench.report.chart.kinds.OverlayChart;
import org.drivebench.report.export.ExportRequest;
import org.drivebench.report.export.ReportExport;
import org.drivebench.library.LibraryChange;
import org.drivebench.library.LibraryService;
import org.drivebench.library.ResultLibrary;
import org.drivebench.report.NumberPolicy;
import org.drivebench.report.study.StudyBuilder;
import org.drivebench.report.study.StudyData;
import org.drivebench.engine.Sizes;
import org.drivebench.ui.charts.ChartViewer;
import org.drivebench.ui.library.BackgroundWork;
import org.drivebench.ui.library.UiLibraryListener;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.e4.ui.di.UISynchronize;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;

/**
 * A strip-size study's view: the review table with a column per strip size and the best strip of each
 * row marked, then every figure against the strip size and the overlays with a line per strip (ATTO's
 * curves). The core works it all out off the UI thread ({@link StudyBuilder}), the same way
 * {@code drivebench report --study} does; Export writes the table, the charts or one review page. A
 * study still being measured grows as its runs are saved.
 */
// its widgets are made in createControls (@PostConstruct), after construction: no null default for fields
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public class StudyEditorPart implements ReportExporting {
	/** Widget data keys, for tests. */
	public static final String EXPORT_KEY = "study.export", STATUS_KEY = "study.status", HEADING_KEY = "study.heading";
	private static final Executor BUILDER = BackgroundWork.jobs("DriveBench: work out a strip-size study", true);
	private static final Executor EXPORTER = BackgroundWork.jobs("DriveBench: export a strip-size study", true);

	@Inject
	private LibraryService libraries;

	@Inject
	private MPart part;

	@Inject
	private UISynchronize sync;

	@Inject
	private IEventBroker events;

	private final NumberPolicy numbers = NumberPolicy.standard();
	private DisplaySettings settings = DisplaySettings.DEFAULT;
	private ResultLibrary library;
	private String name;
	private UiLibraryListener libraryListener;
	private Composite parent;
	private Label heading;
	private Label status;
	private Button export;
	private ReviewTableView table;
	private ReportCharts charts;
	private EditorRebuild<StudyData> rebuilds;
	private StudyData data;
	private EditorExports exports;

	@PostConstruct
	public void createControls(Composite composite) {
		parent = composite;
		library = libraries.library();
		name = part.getPersistedState().get(StudyEditors.STUDY_KEY);
		GridLayout layout = new GridLayout(2, false);
		layout.marginWidth = 8;
		layout.marginHeight = 6;
		parent.setLayout(layout);
		// the title has its row with Export; the summary line goes under it, so it never squeezes the title away
		heading = new Label(parent, SWT.NONE);
		heading.setData(HEADING_KEY, Boolean.TRUE);
		heading.setFont(JFaceResources.getHeaderFont());
		heading.setText(NLS.bind(Messages.study_heading, name));
		heading.setToolTipText(heading.getText());
		heading.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		export = new Button(parent, SWT.PUSH);
		export.setData(EXPORT_KEY, Boolean.TRUE);
		export.setText(Messages.editor_export);
		export.setEnabled(false);
		status = new Label(parent, SWT.NONE);
		status.setData(STATUS_KEY, Boolean.TRUE);
		status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
		exports = new EditorExports(EXPORTER, sync, export, status, () -> NLS.bind(Messages.study_heading, name), this::writer);
		rebuilds = new EditorRebuild<>(BUILDER, sync, events, status, export, Messages.study_failed);
		SashForm results = new SashForm(parent, SWT.VERTICAL);
		results.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
		table = new ReviewTableView(results);
		charts = new ReportCharts(results);
		results.setWeights(40, 60);
		part.setLabel(name);
		part.setTooltip(NLS.bind(Messages.study_tooltip, name));
		libraryListener = new UiLibraryListener(sync::asyncExec, this::libraryChanged);
		library.addChangeListener(libraryListener);
		rebuild();
	}

	/** Works the study out again off the UI thread and shows it, unless a newer build started meanwhile. */
	private void rebuild() {
		StudyBuilder builder = new StudyBuilder(library, numbers);
		String study = name;
		rebuilds.start(() -> builder.build(study, true), this::show);
	}

	private void show(StudyData built) {
		data = built;
		TableGrid grid = TableGrid.of(built.comparison().table(), numbers, TableGrid.Style.TEXT);
		table.show(built.comparison().table(), grid);
		charts.showCharts(plans(built), settings, Messages.editor_no_charts);
		int points = built.study().points().size();
		status.setText(NLS.bind(Messages.study_status, new Object[] { points,
				Sizes.format(built.study().points().get(0).stripSizeBytes()),
				Sizes.format(built.study().points().get(points - 1).stripSizeBytes()), built.study().runs().size() }));
		status.setToolTipText(String.join("\n", grid.footnotes()));
		export.setEnabled(!built.comparison().table().rows().isEmpty());
	}

	/** The study's charts in the order the exports write them: its figures, then the overlays. */
	private static List<ChartPlan> plans(StudyData study) {
		List<ChartPlan> plans = new ArrayList<>(study.figures());
		study.comparison().charts().forEach(c -> plans.add(OverlayChart.plan(c)));
		return plans;
	}

	/** The writer of {@code request} from the study shown; null before the first build. */
	private EditorExports.@Nullable Writer writer(ExportRequest request) {
		StudyData shown = data;
		return shown == null ? null : () -> ReportExport.write(request, shown.comparison(), shown.figures(), numbers);
	}

	private void libraryChanged(LibraryChange change) {
		if (!parent.isDisposed() && !change.runs().isEmpty()) {
			rebuild();
		}
	}

	/** The user's display settings, now and after every change. */
	@Inject
	@Optional
	void settingsChanged(DisplaySettings changed) {
		settings = changed;
	}

	/** The study shown, or null before the first build ends. */
	public StudyData data() {
		return data;
	}

	@Override
	public @Nullable EditorExports exports() {
		return exports;
	}

	/** Whether the latest state is shown with every chart drawn. */
	public boolean isShowingLatest() {
		return rebuilds != null && rebuilds.isCurrent() && data != null && table.isFilled() && charts.allShown();
	}

	/** The review table widget. */
	public Table reviewTable() {
		return table.control();
	}

	/** The charts shown: the figures against the strip size, then the overlays. */
	public List<ChartViewer> charts() {
		return charts.charts();
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
