package org.drivebench.ui.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Supplier;

import org.drivebench.report.export.ExportRequest;
import org.drivebench.ui.report.export.ReportExportDialog;
import org.eclipse.e4.ui.di.UISynchronize;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;

/**
 * An editor's exports (the comparison's, a strip-size study's), the one owner of what File > Export…, the
 * toolbar's Export and the editor's own Export… button do: whether there is anything to export (the button
 * is enabled once the figures are worked out), the export dialog, then the writing, off the UI thread,
 * after which the editor's status line says how it went, with an error dialog when it failed; and the files
 * the last export wrote.
 */
public final class EditorExports {
	/** What one export writes; runs off the UI thread. */
	interface Writer {
		List<Path> write() throws IOException;
	}

	/** What an editor exports: the writer of {@code request} from the figures it shows now (on the UI thread), or null while it shows none. */
	interface Source {
		@Nullable
		Writer writer(ExportRequest request);
	}

	private final Executor exporter;
	private final UISynchronize sync;
	private final Button button;
	private final Label status;
	private final Supplier<String> title;
	private final Source source;
	private List<Path> lastExport = List.of();

	/**
	 * @param button the editor's Export… button, which opens the dialog; enabled while there is something to export
	 * @param status the editor's status line
	 * @param title  what the dialog calls the export (the comparison's title, the study's heading)
	 */
	EditorExports(Executor exporter, UISynchronize sync, Button button, Label status, Supplier<String> title, Source source) {
		this.exporter = exporter;
		this.sync = sync;
		this.button = button;
		this.status = status;
		this.title = title;
		this.source = source;
		button.addListener(SWT.Selection, e -> openExport());
	}

	/** Whether there are figures to export now (they are worked out off the UI thread first). */
	public boolean canExport() {
		return !button.isDisposed() && button.isEnabled();
	}

	/** Asks what to export and where (the export dialog), then writes it. */
	public void openExport() {
		if (!canExport()) {
			return;
		}
		ReportExportDialog dialog = new ReportExportDialog(button.getShell(), title.get());
		if (dialog.open() == Window.OK && dialog.request() instanceof ExportRequest request) {
			export(request);
		}
	}

	/** Writes {@code request} from the figures shown, off the UI thread; says in the status line how it went. */
	public void export(ExportRequest request) {
		Writer writer = source.writer(request);
		if (writer == null) {
			return;
		}
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
	public List<Path> lastExport() {
		return lastExport;
	}
}
