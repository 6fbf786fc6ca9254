package org.drivebench.ui.library;

import java.util.ArrayList;
import java.util.List;

import jakarta.inject.Named;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.suite.WorkloadMatcher;
import org.drivebench.imports.ImportBatch;
import org.drivebench.imports.Imports;
import org.drivebench.library.LibraryService;
import org.drivebench.library.ResultLibrary;
import org.drivebench.library.drives.Drives;
import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.extensions.Service;
import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.jface.window.Window;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Shell;

/**
 * File > Import Results…: results of CrystalDiskMark, KDiskMark, DiskSpd and fio into the library, each
 * figure in the row of the DriveBench test with its workload, as {@code drivebench import} does. The
 * explorer shows the runs once they are saved; the status line says what was imported.
 */
public class ImportResultsHandler {
	@CanExecute
	public boolean canExecute(LibraryService libraries) {
		return libraries.current().isPresent();
	}

	@Execute
	public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, LibraryService libraries, @Service TestRegistry registry,
			IEventBroker events) {
		if (libraries.current().isEmpty()) {
			return;
		}
		ResultLibrary library = libraries.current().get();
		ImportResultsDialog dialog = new ImportResultsDialog(shell, library, new Imports(WorkloadMatcher.of(registry)));
		if (dialog.open() != Window.OK) {
			return;
		}
		List<String> said = new ArrayList<>();
		for (ImportBatch.Imported i : dialog.imported()) {
			said.add(NLS.bind(Messages.import_results_done, new Object[] { i.file().getFileName(), Drives.label(i.run().getDrive()),
					i.matched().size(), i.run().getResults().size() }));
		}
		events.post(LibraryAddon.TOPIC_STATUS, String.join(" ", said));
	}
}
