package org.drivebench.report.study;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.report.ReportBuilder;
import org.drivebench.report.ReviewTable;
import org.drivebench.engine.Sizes;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.DriveSelection;
import org.drivebench.model.Run;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * A strip-size study as a comparison report whose "drives" are its strip sizes: a column per strip
 * (labelled "64 KiB strip"), the mean of each strip's runs with n and interval, the best strip of each
 * row marked, and the chart overlays with a line per strip (ATTO's curves, as seed 003 draws them).
 * The study's runs are compared as copies whose drive is their strip size, so runs of one array made
 * again with another strip (the same device, the same drive key) never mix, and the review table, the
 * overlays and every export come from the report machinery all comparisons use.
 */
public final class StudyReports {
	private static final String KEY_PREFIX = "strip:";

	private StudyReports() {
	}

	/** The drive key that stands for strip size {@code bytes} in a study's report. */
	public static String stripKey(int bytes) {
		return KEY_PREFIX + bytes;
	}

	/** Whether {@code driveKey} stands for a strip size of a study's report, not for a drive. */
	public static boolean isStripKey(String driveKey) {
		return driveKey.startsWith(KEY_PREFIX);
	}

	/** How a strip size heads its column: "64 KiB strip". */
	public static String stripLabel(int bytes) {
		return Sizes.format(bytes) + " strip";
	}

	/** The comparison of {@code study}'s strip sizes, smallest first, titled after the study. */
	public static ComparisonReport report(StripStudy study) {
		ComparisonReport report = DriveBenchFactory.eINSTANCE.createComparisonReport();
		report.setTitle("Strip-size study: " + study.name());
		for (StripStudy.Point point : study.points()) {
			DriveSelection s = DriveBenchFactory.eINSTANCE.createDriveSelection();
			s.setDriveKey(stripKey(point.stripSizeBytes()));
			s.setLabel(stripLabel(point.stripSizeBytes()));
			report.getDrives().add(s);
		}
		return report;
	}

	/**
	 * The study's runs as the report compares them: copies whose drive is their strip size (the array's
	 * own identity stays in each run, and in the library).
	 */
	public static List<Run> runsByStrip(StripStudy study) {
		List<Run> copies = new ArrayList<>();
		for (StripStudy.Point point : study.points()) {
			for (Run run : point.runs()) {
				Run copy = EcoreUtil.copy(run);
				Drive strip = DriveBenchFactory.eINSTANCE.createDrive();
				strip.setKey(stripKey(point.stripSizeBytes()));
				strip.setLabel(stripLabel(point.stripSizeBytes()));
				copy.setDrive(strip);
				copies.add(copy);
			}
		}
		return copies;
	}

	/** The review table of {@code study}: a column per strip size, the best of each row marked. */
	public static ReviewTable table(StripStudy study, ReportBuilder builder) {
		return builder.build(report(study), runsByStrip(study));
	}
}
