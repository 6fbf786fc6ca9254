package org.drivebench.ui.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

import org.drivebench.report.export.ExportRequest;
import org.eclipse.e4.ui.di.UISynchronize;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;

/**
 * An editor's exports (the comparison's, a strip-size study's): writes off the UI thread, then says in the
 * editor's status line how it went, with an error dialog when it failed, and remembers the files written.
 */
final class EditorExports {
	/** What one export writes; runs off the UI thread. */
	interface Writer {
		List<Path> write() throws IOException;
	}

	private final Executor exporter;
	private final UISynchronize sync;
	private final Label status;
	private List<Path> lastExport = List.of();

	EditorExports(Executor exporter, UISynchronize sync, Label status) {
		this.exporter = exporter;
		this.sync = sync;
		this.status = status;
	}

	void export(ExportRequest request, Writer writer) {
		status.setText(Messages.editor_exporting);
		CompletableFuture.supplyAsync(() -> {
			try {
				return writer.write();
			} catch (IOException e) {
				throw new UncheckedIOException(e);
			}
		}, exporter).whenComplete((files, failure) -> sync.asyncExec(() -> exported(request, files, failure)));
	}

	private void exported(ExportRequest request, @Nullable List<Path> files, @Nullable Throwable failure) {
		if (status.isDisposed()) {
			return;
		}
		if (failure != null) {
			Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
			status.setText(Messages.editor_export_failed_short);
			MessageDialog.openError(status.getShell(), Messages.export_failed_title,
					NLS.bind(Messages.export_failed, request.target(), cause.getMessage()));
		} else if (files != null) {
			lastExport = List.copyOf(files);
			status.setText(files.size() == 1 ? NLS.bind(Messages.editor_exported_one, files.get(0))
					: NLS.bind(Messages.editor_exported, files.size(), request.target()));
		}
		status.getParent().layout(new Control[] { status });
	}

	/** The files the last export wrote. */
	List<Path> lastExport() {
		return lastExport;
	}
}
