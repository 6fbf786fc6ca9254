package org.drivebench.ui.explorer;

import java.util.List;
import java.util.stream.Collectors;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

import org.drivebench.core.library.LibraryProblem;
import org.drivebench.core.library.LibraryService;
import org.drivebench.core.library.ResultLibrary;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.di.UISynchronize;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

/**
 * The results explorer: drives, their runs and each run's test results, as the library holds them.
 * An empty library shows where it is and how to make a first run instead of a blank tree.
 */
public class ResultsExplorerPart {
	/** Widget data key of the empty-state page, for tests and CSS. */
	public static final String EMPTY_STATE_ID = "org-drivebench-ui-empty-state";

	@Inject
	private LibraryService libraryService;

	@Inject
	private UISynchronize sync;

	private Composite pages;
	private StackLayout stack;
	private TreeViewer viewer;
	private Composite emptyPage;
	private Label emptyBody;
	private Label problemsLabel;
	private Font titleFont;
	private ResultLibrary library;
	private final Runnable libraryListener = () -> sync.asyncExec(this::refresh);

	@PostConstruct
	public void createControls(Composite parent) {
		parent.setLayout(new GridLayout(1, false));
		pages = new Composite(parent, SWT.NONE);
		pages.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		stack = new StackLayout();
		pages.setLayout(stack);

		viewer = new TreeViewer(pages, SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL);
		viewer.setContentProvider(new ExplorerContentProvider());
		viewer.setLabelProvider(new ExplorerLabelProvider());
		viewer.setAutoExpandLevel(2);

		createEmptyPage();
		problemsLabel = new Label(parent, SWT.WRAP);
		problemsLabel.setLayoutData(new GridData(SWT.FILL, SWT.END, true, false));

		try {
			library = libraryService.library();
			library.addListener(libraryListener);
		} catch (RuntimeException e) {
			emptyBody.setText(NLS.bind(Messages.explorer_open_failed, e.getMessage()));
		}
		refresh();
	}

	private void createEmptyPage() {
		emptyPage = new Composite(pages, SWT.NONE);
		emptyPage.setData("org.eclipse.e4.ui.css.id", EMPTY_STATE_ID);
		emptyPage.setData(EMPTY_STATE_ID, Boolean.TRUE);
		GridLayout layout = new GridLayout(1, false);
		layout.marginWidth = 16;
		layout.marginHeight = 16;
		layout.verticalSpacing = 12;
		emptyPage.setLayout(layout);
		Label title = new Label(emptyPage, SWT.WRAP);
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

	/** Shows the library's current content, or the empty state. */
	public void refresh() {
		if (pages == null || pages.isDisposed()) {
			return;
		}
		if (library == null) {
			stack.topControl = emptyPage;
			pages.layout();
			return;
		}
		List<DriveNode> drives = DriveNode.group(library.runs());
		viewer.setInput(drives);
		emptyBody.setText(NLS.bind(Messages.explorer_empty_body, library.folder()));
		stack.topControl = drives.isEmpty() ? emptyPage : viewer.getControl();
		List<LibraryProblem> problems = library.problems();
		problemsLabel.setText(problems.isEmpty() ? ""
				: NLS.bind(Messages.explorer_problems, problems.size(),
						problems.stream().map(LibraryProblem::toString).collect(Collectors.joining("\n"))));
		((GridData) problemsLabel.getLayoutData()).exclude = problems.isEmpty();
		problemsLabel.setVisible(!problems.isEmpty());
		pages.getParent().layout(true, true);
	}

	/** The tree, for the workbench's selection and for tests. */
	public TreeViewer viewer() {
		return viewer;
	}

	/** Whether the empty state is showing. */
	public boolean showsEmptyState() {
		return stack.topControl == emptyPage;
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
			library.removeListener(libraryListener);
		}
		if (titleFont != null) {
			titleFont.dispose();
		}
	}
}
