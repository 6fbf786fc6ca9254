package org.drivebench.ui.workbench;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;

import org.drivebench.library.LibraryService;
import org.drivebench.ui.run.FirstRun;
import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;

/**
 * The welcome page: what DriveBench is in two lines and the three first steps, each a button that does
 * it with the workbench's own commands: measure a simulated drive (the launcher, set to the quick suite
 * on a simulated SSD), look at the result library (the Results view; another folder through the
 * preferences) and compare drives (a new comparison). Shown on a first start and from Help > Welcome.
 */
public class WelcomePart {
	/** Widget data keys of the three steps' buttons and the library link, for tests. */
	public static final String RUN_KEY = "welcome.run", LIBRARY_KEY = "welcome.library", COMPARE_KEY = "welcome.compare",
			FOLDER_KEY = "welcome.folder";
	static final String EXPLORER_ID = "org.drivebench.ui.part.explorer";
	static final String NEW_RUN = "org.drivebench.ui.command.newrun", NEW_COMPARISON = "org.drivebench.ui.command.newcomparison",
			PREFERENCES = "org.drivebench.ui.command.preferences";
	private static final int TEXT_WIDTH = 520;

	@Inject
	private ECommandService commands;

	@Inject
	private EHandlerService handlers;

	@Inject
	private EPartService parts;

	@Inject
	private LibraryService libraries;

	private @Nullable Composite root;

	@PostConstruct
	public void createControls(Composite parent) {
		parent.setLayout(new org.eclipse.swt.layout.FillLayout());
		ScrolledComposite scroller = new ScrolledComposite(parent, SWT.V_SCROLL | SWT.H_SCROLL);
		scroller.setExpandHorizontal(true);
		scroller.setExpandVertical(true);
		Composite page = new Composite(scroller, SWT.NONE);
		root = page;
		GridLayout layout = new GridLayout(2, false);
		layout.marginWidth = 24;
		layout.marginHeight = 20;
		layout.horizontalSpacing = 16;
		layout.verticalSpacing = 10;
		page.setLayout(layout);
		Label title = new Label(page, SWT.NONE);
		title.setText(Messages.welcome_title);
		title.setFont(JFaceResources.getHeaderFont());
		title.setLayoutData(new GridData(SWT.BEGINNING, SWT.CENTER, false, false, 2, 1));
		text(page, Messages.welcome_intro, 2);

		step(page, Messages.welcome_run, RUN_KEY, NLS.bind(Messages.welcome_run_text, FirstRun.DRIVE), () -> {
			FirstRun.prepareLauncher();
			execute(NEW_RUN);
		});
		Composite library = step(page, Messages.welcome_library, LIBRARY_KEY, Messages.welcome_library_text, this::showLibrary);
		Link folder = new Link(library, SWT.WRAP);
		folder.setData(FOLDER_KEY, Boolean.TRUE);
		folder.setText(NLS.bind(Messages.welcome_library_folder, libraries.current().map(l -> l.folder().toString()).orElse("")));
		folder.setLayoutData(wrapping());
		folder.addListener(SWT.Selection, e -> execute(PREFERENCES));
		step(page, Messages.welcome_compare, COMPARE_KEY, Messages.welcome_compare_text, () -> execute(NEW_COMPARISON));
		Label rule = new Label(page, SWT.SEPARATOR | SWT.HORIZONTAL);
		rule.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
		text(page, Messages.welcome_more, 2);
		scroller.setContent(page);
		scroller.addListener(SWT.Resize, e -> scroller.setMinSize(page.computeSize(SWT.DEFAULT, SWT.DEFAULT)));
	}

	/** A step: its button on the left, what it does beside it; returns the column of the text for more. */
	private static Composite step(Composite page, String label, String key, String description, Runnable action) {
		Button button = new Button(page, SWT.PUSH);
		button.setText(label);
		button.setData(key, Boolean.TRUE);
		button.setLayoutData(new GridData(SWT.FILL, SWT.BEGINNING, false, false));
		button.addListener(SWT.Selection, e -> action.run());
		Composite column = new Composite(page, SWT.NONE);
		GridLayout layout = new GridLayout(1, false);
		layout.marginWidth = 0;
		layout.marginHeight = 0;
		column.setLayout(layout);
		column.setLayoutData(new GridData(SWT.FILL, SWT.BEGINNING, true, false));
		text(column, description, 1);
		return column;
	}

	private static void text(Composite parent, String text, int span) {
		Label label = new Label(parent, SWT.WRAP);
		label.setText(text);
		GridData data = wrapping();
		data.horizontalSpan = span;
		label.setLayoutData(data);
	}

	private static GridData wrapping() {
		GridData data = new GridData(SWT.FILL, SWT.BEGINNING, true, false);
		data.widthHint = TEXT_WIDTH;
		return data;
	}

	/** The Results view, in front and with the focus: the library's drives, their runs and results. */
	private void showLibrary() {
		var explorer = parts.findPart(EXPLORER_ID);
		if (explorer != null) {
			parts.showPart(explorer, PartState.ACTIVATE);
		}
	}

	private void execute(String commandId) {
		ParameterizedCommand command = commands.createCommand(commandId, null);
		if (command != null) {
			handlers.executeHandler(command);
		}
	}

	@Focus
	public void setFocus() {
		Composite page = root;
		if (page != null && !page.isDisposed()) {
			page.setFocus();
		}
	}
}
