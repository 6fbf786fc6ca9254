package org.drivebench.ui.run;

import java.util.function.Consumer;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.library.LibraryService;
import org.drivebench.model.Run;
import org.drivebench.ui.editor.ResultEditors;
import org.drivebench.ui.library.BackgroundWork;
import org.drivebench.ui.report.StudyEditors;
import org.eclipse.e4.core.contexts.ContextInjectionFactory;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.core.di.extensions.EventTopic;
import org.eclipse.e4.core.di.extensions.Service;
import org.eclipse.e4.ui.di.UISynchronize;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.UIEvents;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;
import org.eclipse.jdt.annotation.Nullable;
import org.osgi.framework.FrameworkUtil;
import org.osgi.service.event.Event;

/**
 * Sets up running tests in the workbench: puts the {@link TargetOpener} and the session's
 * {@link RunSessions} into the application context, opens a run's summary in the editor area when the
 * run ends (a strip-size study's view when the run is one of its arrays), and cancels what still runs when the workbench closes.
 * Once the window is up it gets the installed tests off the UI thread (their classes load then, not
 * before the window: {@link TestRegistry}), so the first New Run… does not wait for them.
 */
// sessions are made in start (@PostConstruct), after construction: no null default for fields
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public class RunAddon {
	private static final long CLOSE_WAIT_MILLIS = 5_000;
	private static final long WARM_UP_DELAY_MILLIS = 1_000;

	@Inject
	private IEclipseContext context;

	@Inject
	private UISynchronize sync;

	@Inject
	private LibraryService libraries;

	private RunSessions sessions;
	private final Consumer<RunProgress> openResults = progress -> sync.asyncExec(() -> openResults(progress));

	@PostConstruct
	void start() {
		TargetOpener opener = context.get(TargetOpener.class);
		if (opener == null) {
			opener = new EngineTargets();
			context.set(TargetOpener.class, opener);
		}
		sessions = new RunSessions(opener, FrameworkUtil.getBundle(RunAddon.class).getVersion().toString());
		sessions.addEndListener(openResults);
		context.set(RunSessions.class, sessions);
	}

	@Inject
	@Optional
	void started(@EventTopic(UIEvents.UILifeCycle.APP_STARTUP_COMPLETE) Event event, @Service TestRegistry registry) {
		// a second later: not while the window is mapped and first painted (and the welcome page opened)
		BackgroundWork.runLater("DriveBench: load the installed tests", WARM_UP_DELAY_MILLIS, () -> {
			registry.tests();
			registry.studies();
		});
	}

	/** The run's summary from the library, in an editor; the monitor says why when there is none. */
	private void openResults(RunProgress progress) {
		Run run = progress.view().run();
		if (run == null || progress.view().saves() == 0) {
			return;
		}
		MApplication application = context.get(MApplication.class);
		MWindow window = application == null ? null : application.getSelectedElement();
		if (window == null || window.getContext() == null) {
			return; // the workbench is closing
		}
		// made in the window's context: the application's part service needs an active window context,
		// which a dialog (the launcher, still open) or a test driving the workbench may have taken away
		IEclipseContext windowContext = window.getContext();
		String study = run.getStudy();
		if (study != null && !study.isBlank()) {
			// a point of a strip-size study: its view, which grows with every array measured, not six summaries
			ContextInjectionFactory.make(StudyEditors.class, windowContext).open(study);
			return;
		}
		libraries.library().run(run.getId())
				.ifPresent(saved -> ContextInjectionFactory.make(ResultEditors.class, windowContext).open(saved));
	}

	@PreDestroy
	void stop() {
		if (sessions != null) {
			sessions.removeEndListener(openResults);
			sessions.cancelAll();
			try {
				// a cancelled test stops within a second; give it a little more before the workbench goes
				sessions.awaitAll(CLOSE_WAIT_MILLIS);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		}
	}
}
