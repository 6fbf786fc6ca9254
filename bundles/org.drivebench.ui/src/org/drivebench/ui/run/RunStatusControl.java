package org.drivebench.ui.run;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

import org.drivebench.ui.parts.PartOpener;
import org.drivebench.ui.library.LibraryAddon;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.core.di.extensions.EventTopic;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.ProgressBar;

/**
 * The window's status line: the run under way (its test, and how far the run has got) with a progress
 * bar; a click shows the run monitor. Idle, it says so. Looks at the run a few times a second.
 */
// its widgets are made in createControls (@PostConstruct), after construction: no null default for fields
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public class RunStatusControl {
	/** Widget data key of the text, for tests. */
	public static final String TEXT_KEY = "status.text";
	private static final int REFRESH_MS = 300;
	/** How long a message about the library stays in the line while no run is under way. */
	private static final long MESSAGE_MS = 8_000;

	@Inject
	private RunSessions sessions;

	@Inject
	private PartOpener parts;

	private Composite root;
	private Label text;
	private ProgressBar bar;
	private final Runnable tick = this::tick;
	private String message = "";
	private long messageUntil;

	/** A message about the library (a refresh, F5): shown while no run is under way, for a few seconds. */
	@Inject
	@Optional
	void libraryStatus(@EventTopic(LibraryAddon.TOPIC_STATUS) String status) {
		// posted from the thread that read the library
		Composite line = root;
		if (line == null || line.isDisposed()) {
			return;
		}
		line.getDisplay().asyncExec(() -> {
			if (!line.isDisposed()) {
				message = status;
				messageUntil = System.currentTimeMillis() + MESSAGE_MS;
				tick();
			}
		});
	}

	@PostConstruct
	public void createControls(Composite parent) {
		root = new Composite(parent, SWT.NONE);
		GridLayout layout = new GridLayout(2, false);
		layout.marginHeight = 1;
		layout.marginWidth = 4;
		root.setLayout(layout);
		text = new Label(root, SWT.NONE);
		text.setData(TEXT_KEY, Boolean.TRUE);
		text.setText(Messages.status_idle); // before the window's first layout, which sizes the status line
		GridData textData = new GridData(SWT.BEGINNING, SWT.CENTER, false, false);
		textData.widthHint = 720;
		text.setLayoutData(textData);
		bar = new ProgressBar(root, SWT.HORIZONTAL | SWT.SMOOTH);
		bar.setMaximum(1000);
		GridData barData = new GridData(SWT.BEGINNING, SWT.CENTER, false, false);
		barData.widthHint = 160;
		bar.setLayoutData(barData);
		text.addListener(SWT.MouseUp, e -> {
			parts.show(RunHandler.MONITOR_ID, PartState.ACTIVATE);
		});
		tick();
		// the window lays its trim out before this control exists: once more, so the line gets its height
		parent.getDisplay().asyncExec(() -> {
			if (!root.isDisposed()) {
				root.getShell().layout(true, true);
			}
		});
	}

	private void tick() {
		if (root == null || root.isDisposed()) {
			return;
		}
		RunProgress active = sessions.active();
		if (active == null) {
			text.setText(System.currentTimeMillis() < messageUntil ? message : Messages.status_idle);
			bar.setVisible(false);
		} else {
			RunView view = active.view();
			String test = view.current() < 0 ? Messages.monitor_queued
					: NLS.bind(Messages.status_test, new Object[] { view.current() + 1, view.tests().size(), view.tests().get(view.current()) });
			text.setText(NLS.bind(Messages.status_running, new Object[] { view.planName(), view.targetName(), test }));
			bar.setVisible(true);
			bar.setSelection((int) Math.round(view.runFraction() * 1000));
		}
		root.getDisplay().timerExec(-1, tick);
		root.getDisplay().timerExec(REFRESH_MS, tick);
	}

	/** The status text, for tests. */
	public String text() {
		return text.getText();
	}

	@PreDestroy
	public void dispose() {
		if (root != null && !root.isDisposed()) {
			root.getDisplay().timerExec(-1, tick);
		}
	}
}
