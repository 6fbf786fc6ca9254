package org.drivebench.ui.library;

import org.drivebench.core.io.Failures;
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
 * library changes; a folder that cannot be read is said in the explorer.
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
		libraries.current().ifPresent(library -> BackgroundWork.run(JOB_NAME, () -> refresh(library, events)));
	}

	private static void refresh(ResultLibrary library, IEventBroker events) {
		try {
			library.refresh();
		} catch (java.io.IOException | RuntimeException e) {
			events.post(LibraryAddon.TOPIC_WATCH_FAILED, NLS.bind(Messages.watch_refresh_failed, library.folder(), Failures.describe(e)));
		}
	}
}
