package org.drivebench.ui.charts.export;

import java.io.IOException;
import java.util.function.Supplier;

import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.image.ChartImages;
import org.drivebench.report.chart.image.ImageFormat;
import org.drivebench.core.io.Failures;
import org.drivebench.ui.library.BackgroundWork;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;

/**
 * The context menu every chart has: "Export as PNG…" and "Export as SVG…". It exports the chart's full
 * model (not what the screen happens to show) at the size the user chooses.
 */
public final class ChartExportMenu {
	private ChartExportMenu() {
	}

	/**
	 * Gives {@code chart} the export menu.
	 *
	 * @param model the chart's current model, or null while it is still being prepared
	 */
	public static Menu install(Control chart, Supplier<@Nullable ChartModel> model) {
		Menu menu = new Menu(chart);
		for (ImageFormat format : ImageFormat.values()) {
			MenuItem item = new MenuItem(menu, SWT.PUSH);
			item.setText(format == ImageFormat.PNG ? Messages.menu_export_png : Messages.menu_export_svg);
			item.setData(format);
			item.addListener(SWT.Selection, e -> export(chart, format, model.get()));
		}
		menu.addListener(SWT.Show, e -> {
			for (MenuItem item : menu.getItems()) {
				item.setEnabled(model.get() != null);
			}
		});
		chart.setMenu(menu);
		return menu;
	}

	private static void export(Control chart, ImageFormat format, @Nullable ChartModel model) {
		if (model == null || chart.isDisposed()) {
			return;
		}
		ChartExportDialog dialog = new ChartExportDialog(chart.getShell(), format, ChartImages.fileName(model));
		if (dialog.open() != Window.OK) {
			return;
		}
		int width = dialog.chosenWidth();
		int height = dialog.chosenHeight();
		java.nio.file.Path file = dialog.chosenFile();
		Display display = chart.getDisplay();
		// a 10,000-pixel PNG takes a while to draw: off the UI thread
		BackgroundWork.run("DriveBench: export " + file.getFileName(), () -> {
			try {
				ChartImages.write(format, model, width, height, file);
			} catch (IOException | RuntimeException e) {
				ILog.of(ChartExportMenu.class).error("The chart could not be written to " + file, e);
				display.asyncExec(() -> {
					if (!chart.isDisposed()) {
						MessageDialog.openError(chart.getShell(), Messages.export_failed_title,
								NLS.bind(Messages.export_failed, file, Failures.describe(e)));
					}
				});
			}
		});
	}
}
