package org.drivebench.ui.library;

import org.drivebench.core.io.Failures;
import org.drivebench.library.LibraryChange;
import org.drivebench.library.LibraryService;
import org.drivebench.library.ResultLibrary;
import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.osgi.util.NLS;

/**
 * File > Refresh Library (F5): reads the library's folder again, off the UI thread, for the runs,
 * reports and suites other programs wrote. The folder's watcher does this by itself; a folder it cannot
 * watch (some network shares) needs the key. What changed reaches the explorer and the editors as
 * library changes; the status line says that the folder is being read and then what it holds; a folder
 * that cannot be read is said in the explorer too.
 */
public class RefreshHandler {
	/** The name of the refresh's background job. */
	public static final String JOB_NAME = "DriveBench: read the library folder again";

	@CanExecute
	public boolean canExecute(LibraryService libraries) {
		return libraries.current().isPresent();
	}

	@Execute
	public void execute(LibraryService libraries, IEventBroker events) {
		libraries.current().ifPresent(library -> {
			// the key says it was heard at once, and the status line what the folder held
			events.post(LibraryAddon.TOPIC_STATUS, NLS.bind(Messages.refresh_started, library.folder()));
			BackgroundWork.run(JOB_NAME, () -> refresh(library, events));
		});
	}

	private static void refresh(ResultLibrary library, IEventBroker events) {
		try {
			LibraryChange change = library.refresh();
			String changed = change.isEmpty() ? Messages.refresh_unchanged
					: NLS.bind(Messages.refresh_changed, change.runs().size(), change.reports().size());
			events.post(LibraryAddon.TOPIC_STATUS, NLS.bind(Messages.refresh_done,
					new Object[] { library.folder(), library.runs().size(), library.reports().size(), changed }));
		} catch (java.io.IOException | RuntimeException e) {
			String message = NLS.bind(Messages.watch_refresh_failed, library.folder(), Failures.describe(e));
			events.post(LibraryAddon.TOPIC_WATCH_FAILED, message);
			events.post(LibraryAddon.TOPIC_STATUS, message);
		}
	}
}
