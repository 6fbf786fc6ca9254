package org.drivebench.ui.explorer;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

import org.drivebench.library.LibraryEdits;
import org.drivebench.library.LibraryProblem;
import org.drivebench.library.LibraryService;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.ui.library.LibraryAddon;
import org.drivebench.ui.library.LibrarySwitch;
import org.drivebench.ui.library.UiLibraryListener;
import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.core.contexts.EclipseContextFactory;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.services.EContextService;
import org.eclipse.e4.ui.services.EMenuService;
import org.eclipse.e4.ui.workbench.modeling.ESelectionService;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.core.di.extensions.EventTopic;
import org.eclipse.e4.ui.di.UISynchronize;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/**
 * The results explorer: drives, their runs and each run's test results, as the library holds them,
 * then the saved comparison reports, with a filter box above and the selected drive's identity below.
 * It follows the library's change events (its own edits, runs the launcher saves, files another process
 * writes that the library's watcher finds). An empty library shows where it is and how to make a first
 * run instead of a blank tree.
 */
// its widgets are made in createControls (@PostConstruct), after construction: no null default for fields
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public class ResultsExplorerPart {
	/** Widget data key of the empty-state page, for tests. */
	public static final String EMPTY_STATE_ID = "org-drivebench-ui-empty-state";
	/** The explorer's context menu in Application.e4xmi. */
	public static final String POPUP_MENU_ID = "org.drivebench.ui.popupmenu.explorer";
	/** The binding context of F2 and Delete, active while the tree has the focus. */
	public static final String CONTEXT_ID = "org.drivebench.ui.context.explorer";

	@Inject
	private LibraryService libraryService;

	@Inject
	private UISynchronize sync;

	@Inject
	private ExplorerEdits edits;

	@Inject
	private ESelectionService selectionService;

	@Inject
	private IEclipseContext partContext;

	@Inject
	private EMenuService menuService;

	@Inject
	private EContextService contexts;

	@Inject
	private ECommandService commands;

	@Inject
	private EHandlerService handlers;

	private Text filterText;
	private Composite pages;
	private StackLayout stack;
	private TreeViewer viewer;
	private ExplorerFilter filter;
	private Composite emptyPage;
	private Label emptyTitle;
	private Label emptyBody;
	private Label problemsLabel;
	private DrivePropertiesPanel properties;
	private Font titleFont;
	private @Nullable ResultLibrary library;
	private ExplorerLabelProvider labels;
	private @Nullable String switchFailure;
	private @Nullable String watchFailure;
	private final Map<String, DriveNode> driveOfRun = new HashMap<>();
	private UiLibraryListener libraryListener;

	@PostConstruct
	public void createControls(Composite parent) {
		parent.setLayout(new GridLayout(1, false));
		filterText = new Text(parent, SWT.SEARCH | SWT.ICON_SEARCH | SWT.ICON_CANCEL);
		filterText.setMessage(Messages.explorer_filter);
		filterText.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		SashForm sash = new SashForm(parent, SWT.VERTICAL);
		sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		pages = new Composite(sash, SWT.NONE);
		stack = new StackLayout();
		pages.setLayout(stack);

		viewer = new TreeViewer(pages, SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL);
		viewer.setUseHashlookup(true);
		viewer.setComparer(new ExplorerComparer());
		viewer.setContentProvider(new ExplorerContentProvider());
		labels = new ExplorerLabelProvider();
		viewer.setLabelProvider(labels);
		viewer.setAutoExpandLevel(2);
		filter = new ExplorerFilter(labels);
		viewer.addFilter(filter);
		filterText.addModifyListener(e -> applyFilter());
		libraryListener = new UiLibraryListener(sync::asyncExec, change -> refresh());
		createEmptyPage();
		properties = new DrivePropertiesPanel(sash, (drive, notes) -> edits.apply("save the notes of drive " + drive.key(),
				parent.getShell(), () -> LibraryEdits.setNotes(Objects.requireNonNull(library, "a drive is shown from an open library"), drive.key(),
						notes)));
		viewer.addSelectionChangedListener(e -> {
			// the workbench's active selection, and this part's own: the explorer's handlers and its context
			// menu are evaluated in this part's context, so they see the rows at once (the window's active
			// selection follows the active part after the part is activated, a click later)
			selectionService.setSelection(viewer.getStructuredSelection());
			partContext.set(IServiceConstants.ACTIVE_SELECTION, viewer.getStructuredSelection());
			properties.show(driveOf(viewer.getStructuredSelection().getFirstElement()));
		});
		viewer.addDoubleClickListener(e -> open());
		// the explorer's commands (Application.e4xmi): its context menu, and F2 and Delete while the tree has the focus
		menuService.registerContextMenu(viewer.getTree(), POPUP_MENU_ID);
		viewer.getTree().addListener(SWT.FocusIn, e -> contexts.activateContext(CONTEXT_ID));
		viewer.getTree().addListener(SWT.FocusOut, e -> contexts.deactivateContext(CONTEXT_ID));
		sash.setWeights(60, 40);

		problemsLabel = new Label(parent, SWT.WRAP);
		problemsLabel.setLayoutData(new GridData(SWT.FILL, SWT.END, true, false));

		// the library is read off the UI thread (the library addon opens it and says when); until then the
		// explorer says it is opening
		libraryService.current().ifPresent(this::bind);
		refresh();
	}

	/** Opens the selected result, run or report in its editor; a drive or the reports row expands or collapses. */
	private void open() {
		Object element = viewer.getStructuredSelection().getFirstElement();
		if (element instanceof DriveNode || element instanceof ReportsNode || element instanceof StudiesNode
				|| element instanceof GroupTestsNode) {
			viewer.setExpandedState(element, !viewer.getExpandedState(element));
			return;
		}
		// the rows double-clicked, whichever part the workbench thinks active at this moment
		IEclipseContext rows = EclipseContextFactory.create("explorer rows");
		rows.set(IServiceConstants.ACTIVE_SELECTION, viewer.getStructuredSelection());
		ParameterizedCommand command = commands.createCommand(OpenHandler.COMMAND_ID, null);
		if (handlers.canExecute(command, rows)) {
			handlers.executeHandler(command, rows);
		}
		rows.dispose();
	}

	private void createEmptyPage() {
		emptyPage = new Composite(pages, SWT.NONE);
		emptyPage.setData(EMPTY_STATE_ID, Boolean.TRUE);
		// a light page that sets the first steps apart from the tree (no CSS engine: set here)
		emptyPage.setBackground(new Color(0xfa, 0xfa, 0xfa));
		GridLayout layout = new GridLayout(1, false);
		layout.marginWidth = 16;
		layout.marginHeight = 16;
		layout.verticalSpacing = 12;
		emptyPage.setLayout(layout);
		Label title = new Label(emptyPage, SWT.WRAP);
		emptyTitle = title;
		FontData[] data = title.getFont().getFontData();
		for (FontData d : data) {
			d.setHeight(d.getHeight() + 3);
			d.setStyle(SWT.BOLD);
		}
		titleFont = new Font(title.getDisplay(), data);
		title.setFont(titleFont);
		title.setText(Messages.explorer_empty_title);
		title.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		emptyBody = new Label(emptyPage, SWT.WRAP);
		GridData bodyData = new GridData(SWT.FILL, SWT.TOP, true, false);
		bodyData.widthHint = 300;
		emptyBody.setLayoutData(bodyData);
	}

	private void bind(ResultLibrary newLibrary) {
		if (library != null) {
			library.removeChangeListener(libraryListener);
		}
		library = newLibrary;
		library.addChangeListener(libraryListener);
	}

	/** Delivered on the event thread; the switch is shown on this part's UI thread. */
	@Inject
	@Optional
	void librarySwitched(@EventTopic(LibraryAddon.TOPIC_LIBRARY_SWITCHED) LibrarySwitch change) {
		sync.asyncExec(() -> showSwitch(change));
	}

	/** The library's folder cannot be watched or read again: said below the tree until the next switch. */
	@Inject
	@Optional
	void watchFailed(@EventTopic(LibraryAddon.TOPIC_WATCH_FAILED) String message) {
		sync.asyncExec(() -> {
			watchFailure = message;
			refresh();
		});
	}

	private void showSwitch(LibrarySwitch change) {
		if (pages == null || pages.isDisposed()) {
			return;
		}
		watchFailure = null;
		ResultLibrary opened = change.library();
		switchFailure = opened == null ? NLS.bind(Messages.library_switched_failed, change.folder(), change.failure()) : null;
		if (opened != null) {
			bind(opened);
		}
		refresh();
	}

	/** Shows the library's current content, or the empty state. */
	public void refresh() {
		if (pages == null || pages.isDisposed()) {
			return;
		}
		ResultLibrary library = this.library;
		if (library == null) {
			emptyTitle.setText(switchFailure != null ? switchFailure : Messages.explorer_opening);
			emptyBody.setText("");
			stack.topControl = emptyPage;
			pages.layout();
			return;
		}
		emptyTitle.setText(Messages.explorer_empty_title);
		List<org.drivebench.model.Run> runs = library.runs();
		labels.runsChanged(runs);
		List<DriveNode> drives = DriveNode.group(runs);
		driveOfRun.clear();
		drives.forEach(d -> d.runs().forEach(r -> driveOfRun.put(r.getId(), d)));
		List<Object> roots = new ArrayList<>(drives);
		List<org.drivebench.report.study.StripStudy> studies = org.drivebench.report.study.StripStudy.of(library.runs());
		if (!studies.isEmpty()) {
			roots.add(new StudiesNode(studies));
		}
		List<org.drivebench.model.GroupTest> groups = library.groupTests().all();
		if (!groups.isEmpty()) {
			roots.add(new GroupTestsNode(groups));
		}
		List<org.drivebench.model.ComparisonReport> saved = library.reports();
		if (!saved.isEmpty()) {
			roots.add(new ReportsNode(saved));
		}
		boolean first = viewer.getInput() == null || viewer.getTree().getItemCount() == 0;
		Object[] expanded = viewer.getExpandedElements();
		ISelection selection = viewer.getSelection();
		viewer.getTree().setRedraw(false);
		try {
			viewer.setInput(roots);
			if (!first) {
				// keep what the reviewer opened; the first time, the auto-expand level decides
				viewer.setExpandedElements(expanded);
				viewer.setSelection(selection);
			}
		} finally {
			viewer.getTree().setRedraw(true);
		}
		properties.show(driveOf(viewer.getStructuredSelection().getFirstElement()));
		emptyBody.setText(NLS.bind(Messages.explorer_empty_body, library.folder()));
		stack.topControl = roots.isEmpty() ? emptyPage : viewer.getControl();
		List<LibraryProblem> problems = library.problems();
		String text = problems.isEmpty() ? ""
				: NLS.bind(Messages.explorer_problems, problems.size(),
						problems.stream().map(LibraryProblem::toString).collect(Collectors.joining("\n")));
		for (String failure : new String[] { watchFailure, switchFailure }) {
			if (failure != null) {
				text = text.isEmpty() ? failure : failure + "\n" + text;
			}
		}
		problemsLabel.setText(text);
		((GridData) problemsLabel.getLayoutData()).exclude = text.isEmpty();
		problemsLabel.setVisible(!text.isEmpty());
		pages.getParent().getParent().layout(true, true);
	}

	private void applyFilter() {
		filter.setText(filterText.getText());
		viewer.getTree().setRedraw(false);
		try {
			viewer.refresh();
			if (filter.isActive()) {
				viewer.expandAll();
			}
		} finally {
			viewer.getTree().setRedraw(true);
		}
	}

	/** The drive a row belongs to. */
	private @Nullable DriveNode driveOf(Object element) {
		if (element instanceof DriveNode drive) {
			return drive;
		}
		if (element instanceof Run run) {
			return driveOfRun.get(run.getId());
		}
		if (element instanceof TestResult result && result.getRun() != null) {
			return driveOfRun.get(result.getRun().getId());
		}
		return null;
	}

	/** The tree, for the workbench's selection and for tests. */
	public TreeViewer viewer() {
		return viewer;
	}

	/** The filter box. */
	public Text filterText() {
		return filterText;
	}

	/** The properties area of the selected drive. */
	public Composite propertiesArea() {
		return properties.control();
	}

	/** Whether the empty state is showing. */
	public boolean showsEmptyState() {
		return stack.topControl == emptyPage;
	}

	/** The library shown. */
	public @Nullable ResultLibrary library() {
		return library;
	}

	@Focus
	public void setFocus() {
		if (stack.topControl != null && !stack.topControl.isDisposed()) {
			stack.topControl.setFocus();
		}
	}

	@PreDestroy
	public void dispose() {
		if (library != null) {
			library.removeChangeListener(libraryListener);
		}
		if (titleFont != null) {
			titleFont.dispose();
		}
	}
}
