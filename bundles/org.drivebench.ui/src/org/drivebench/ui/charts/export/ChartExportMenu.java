package org.drivebench.ui.charts.export;

import java.io.IOException;
import java.util.function.Supplier;

import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.image.ChartImages;
import org.drivebench.report.export.ChartCsv;
import org.drivebench.ui.charts.render.ChartControl;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.drivebench.report.chart.image.ImageFormat;
import org.drivebench.core.io.Failures;
import org.drivebench.ui.library.BackgroundWork;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;

/**
 * The context menu every chart has: "Export as PNG…", "Export as SVG…" and "Copy Data as CSV" (what
 * the chart shows: a zoomed chart exports its window, at full resolution, at the size the user
 * chooses), then how the chart is viewed: "Logarithmic Value Axis" and "Show Whole Chart".
 */
public final class ChartExportMenu {
	/** Item data of the menu's view items, for tests. */
	public static final String LOG_ITEM = "chart.menu.log", RESET_ITEM = "chart.menu.reset", CSV_ITEM = "chart.menu.csv";

	private ChartExportMenu() {
	}

	/**
	 * Gives {@code chart} the menu, made when it is first asked for (a right-click, the menu key): a
	 * comparison opens with seventy charts, and a menu each made before any is wanted held its opening up.
	 * It exports and copies the chart as viewed ({@link ChartControl#viewed()}).
	 */
	public static void install(ChartControl chart) {
		// SWT shows the control's menu after its MenuDetect listeners ran
		chart.addListener(SWT.MenuDetect, e -> menuOf(chart));
	}

	/** The menu of {@code chart} ({@link #install}), made now when it has none yet. */
	public static Menu menuOf(ChartControl chart) {
		Menu made = chart.getMenu();
		if (made != null && !made.isDisposed()) {
			return made;
		}
		Supplier<@Nullable ChartModel> model = chart::viewed;
		Menu menu = new Menu(chart);
		for (ImageFormat format : ImageFormat.values()) {
			MenuItem item = new MenuItem(menu, SWT.PUSH);
			item.setText(format == ImageFormat.PNG ? Messages.menu_export_png : Messages.menu_export_svg);
			item.setData(format);
			item.addListener(SWT.Selection, e -> export(chart, format, model.get()));
		}
		MenuItem csv = new MenuItem(menu, SWT.PUSH);
		csv.setText(Messages.menu_copy_csv);
		csv.setData(CSV_ITEM);
		csv.addListener(SWT.Selection, e -> copyData(chart));
		new MenuItem(menu, SWT.SEPARATOR);
		MenuItem log = new MenuItem(menu, SWT.CHECK);
		log.setText(Messages.menu_log);
		log.setData(LOG_ITEM);
		log.addListener(SWT.Selection, e -> chart.setView(chart.view().withLogValues(log.getSelection())));
		MenuItem reset = new MenuItem(menu, SWT.PUSH);
		reset.setText(Messages.menu_reset);
		reset.setData(RESET_ITEM);
		reset.addListener(SWT.Selection, e -> chart.setView(chart.view().unzoomed()));
		menu.addListener(SWT.Show, e -> {
			ChartModel source = chart.source();
			for (MenuItem item : menu.getItems()) {
				item.setEnabled(source != null);
			}
			log.setSelection(source != null && chart.view().logValues(source));
			reset.setEnabled(source != null && !chart.view().isWhole());
		});
		chart.setMenu(menu);
		return menu;
	}

	/** Puts the figures of the chart as viewed on the clipboard as CSV text. */
	public static void copyData(ChartControl chart) {
		ChartModel viewed = chart.viewed();
		if (viewed == null) {
			return;
		}
		Clipboard clipboard = new Clipboard(chart.getDisplay());
		try {
			clipboard.setContents(new Object[] { ChartCsv.of(viewed) }, new Transfer[] { TextTransfer.getInstance() });
		} finally {
			clipboard.dispose();
		}
	}

	private static void export(ChartControl chart, ImageFormat format, @Nullable ChartModel model) {
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
