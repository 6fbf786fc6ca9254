package org.drivebench.ui.report;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.drivebench.core.library.Drives;
import org.drivebench.core.library.ResultLibrary;
import org.drivebench.core.report.DrivePalette;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.DriveSelection;
import org.drivebench.model.Normalisation;
import org.drivebench.model.TableLayout;
import org.drivebench.ui.format.DriveNames;
import org.eclipse.osgi.util.NLS;

/**
 * New comparison reports and the drives added to them. A drive gets its colour when it joins a report
 * (the first colour of the user's palette that no other drive of the report has), and keeps it in every
 * chart and export of the report, also after the report is saved and reopened.
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
		for (String key : keys) {
			report.getDrives().add(selection(key));
		}
		assignColors(report.getDrives(), palette);
		report.setTitle(defaultTitle(library, keys));
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
	 * has; past the palette, the core's palette's colours (see {@link DrivePalette#assign(List)}).
	 */
	public static void assignColors(List<DriveSelection> selections, List<String> palette) {
		Set<String> taken = new HashSet<>();
		for (DriveSelection s : selections) {
			if (DrivePalette.isColor(s.getColor())) {
				taken.add(s.getColor().toLowerCase(Locale.ROOT));
			}
		}
		int next = 0;
		for (DriveSelection s : selections) {
			if (DrivePalette.isColor(s.getColor())) {
				continue;
			}
			while (next < palette.size() && taken.contains(palette.get(next).toLowerCase(Locale.ROOT))) {
				next++;
			}
			if (next < palette.size()) {
				s.setColor(palette.get(next).toLowerCase(Locale.ROOT));
				taken.add(s.getColor());
				next++;
			}
		}
		List<String> all = DrivePalette.assign(selections.stream().map(DriveSelection::getColor).toList());
		for (int i = 0; i < selections.size(); i++) {
			selections.get(i).setColor(all.get(i));
		}
	}

	/** "A vs B", "A, B and C", or "Comparison of 12 drives". */
	static String defaultTitle(ResultLibrary library, List<String> keys) {
		List<String> names = keys.stream().map(k -> name(library, k)).toList();
		return switch (names.size()) {
		case 0 -> Messages.title_empty;
		case 1 -> NLS.bind(Messages.title_one, names.get(0));
		case 2 -> NLS.bind(Messages.title_two, names.get(0), names.get(1));
		case 3 -> NLS.bind(Messages.title_three, new Object[] { names.get(0), names.get(1), names.get(2) });
		default -> NLS.bind(Messages.title_many, names.size());
		};
	}

	/** The name the drive {@code key} goes by, from its newest run. */
	static String name(ResultLibrary library, String key) {
		List<org.drivebench.model.Run> runs = library.runsOf(key);
		Drive drive = runs.isEmpty() ? null : runs.get(runs.size() - 1).getDrive();
		return drive == null ? key : DriveNames.of(drive);
	}

	/** The editor label of a report. */
	static String title(ComparisonReport report) {
		return report.getTitle() == null || report.getTitle().isBlank() ? Messages.title_untitled : report.getTitle();
	}
}
