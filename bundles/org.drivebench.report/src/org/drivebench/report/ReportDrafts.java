package org.drivebench.report;

import org.drivebench.library.drives.DriveColors;
import org.drivebench.library.drives.DrivePalette;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.drivebench.library.drives.DriveLabels;
import org.drivebench.library.drives.Drives;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.DriveSelection;
import org.drivebench.model.Normalisation;
import org.drivebench.model.Run;
import org.drivebench.model.TableLayout;

/**
 * New comparison reports and the drives added to them, for the workbench's editor and the command
 * line alike. A drive joins a report with its colour in the library ({@link DriveColors}: the one stored
 * with it, else the library's order decides), so it has the same colour in every comparison; a drive the
 * library does not hold takes the first colour of the palette that no other drive of the report has.
 */
public final class ReportDrafts {
	private static final DriveBenchFactory MODEL = DriveBenchFactory.eINSTANCE;

	private ReportDrafts() {
	}

	/**
	 * A new report of the drives with {@code driveKeys} (of every drive of the library when empty), all
	 * their runs and tests, drives as columns, absolute figures, no baseline.
	 */
	public static ComparisonReport of(ResultLibrary library, List<String> driveKeys, List<String> palette) {
		List<String> keys = new ArrayList<>(driveKeys);
		if (keys.isEmpty()) {
			library.drives().forEach(d -> keys.add(Drives.keyOf(d)));
		}
		ComparisonReport report = MODEL.createComparisonReport();
		report.setLayout(TableLayout.DRIVES_AS_COLUMNS);
		report.setNormalisation(Normalisation.ABSOLUTE);
		Map<String, String> colors = DriveColors.of(library.runs(), palette);
		for (String key : keys) {
			DriveSelection s = selection(key);
			s.setColor(colors.get(key));
			report.getDrives().add(s);
		}
		assignColors(report.getDrives(), palette);
		report.setTitle(defaultTitle(DriveLabels.unique(keys.stream().map(k -> named(library, k)).toList()))); // as its table names them
		return report;
	}

	/**
	 * The report of just-made runs (the command line's table after {@code run} and {@code demo}): each
	 * run's drive as a column, limited to those runs.
	 */
	public static ComparisonReport ofRuns(List<Run> runs, String title) {
		ComparisonReport report = MODEL.createComparisonReport();
		report.setTitle(title);
		Map<String, DriveSelection> byDrive = new LinkedHashMap<>();
		for (Run run : runs) {
			byDrive.computeIfAbsent(Drives.keyOf(run), ReportDrafts::selection).getRunIds().add(run.getId());
		}
		report.getDrives().addAll(byDrive.values());
		Map<String, String> colors = DriveColors.of(runs, DrivePalette.DEFAULT);
		byDrive.forEach((key, s) -> s.setColor(colors.get(key)));
		assignColors(report.getDrives(), DrivePalette.DEFAULT);
		return report;
	}

	/** A selection of every run of the drive {@code key}, without a colour yet. */
	public static DriveSelection selection(String key) {
		DriveSelection s = MODEL.createDriveSelection();
		s.setDriveKey(key);
		return s;
	}

	/**
	 * Gives every selection without a colour the first colour of {@code palette} that no other selection
	 * has; past the palette, colours round the hue circle (see {@link DrivePalette#assign(List, List)}).
	 */
	public static void assignColors(List<DriveSelection> selections, List<String> palette) {
		List<String> all = DrivePalette.assign(selections.stream().map(DriveSelection::getColor).toList(), palette);
		for (int i = 0; i < selections.size(); i++) {
			selections.get(i).setColor(all.get(i));
		}
	}

	/** "A vs B", "A, B and C", or "Comparison of 12 drives". */
	static String defaultTitle(List<String> names) {
		return switch (names.size()) {
		case 0 -> "Comparison";
		case 1 -> names.get(0);
		case 2 -> names.get(0) + " vs " + names.get(1);
		case 3 -> names.get(0) + ", " + names.get(1) + " and " + names.get(2);
		default -> "Comparison of " + names.size() + " drives";
		};
	}

	/** The drive {@code key} with the name its runs give it ({@link Drives#labelOf(List)}), told apart by its newest run. */
	private static DriveLabels.Named named(ResultLibrary library, String key) {
		List<Run> runs = library.runsOf(key);
		Run newest = runs.isEmpty() ? null : runs.get(runs.size() - 1);
		String label = Drives.labelOf(runs);
		return new DriveLabels.Named(key, label.isEmpty() ? key : label, newest);
	}

	/**
	 * The name each drive of {@code report} has in it (key to label), as its table, charts and exports
	 * show it: the report's own label or the drive's, with what tells it apart from another drive of the
	 * report that goes by the same name.
	 */
	public static Map<String, String> driveLabels(ComparisonReport report, List<Run> runs) {
		Map<String, String> labels = new LinkedHashMap<>();
		ComparisonReport copy = org.eclipse.emf.ecore.util.EcoreUtil.copy(report);
		copy.setBaselineDriveKey(null); // the baseline does not change a name
		ReportScope.of(copy, runs).drives.forEach(d -> labels.put(d.key(), d.label()));
		return labels;
	}

	/** How a report is named in an editor's tab and a dialog's title. */
	public static String title(ComparisonReport report) {
		return report.getTitle() == null || report.getTitle().isBlank() ? "Untitled comparison" : report.getTitle();
	}
}
