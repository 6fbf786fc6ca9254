package org.drivebench.library.drives;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

import org.drivebench.engine.Sizes;
import org.drivebench.model.Drive;
import org.drivebench.model.Run;

/** How a drive is told apart from others (its key) and named for readers (its label). */
public final class Drives {
	private Drives() {
	}

	/**
	 * The key that groups a drive's runs: {@link Drive#getKey()}, or, for a drive recorded without
	 * one, its label; {@code ""} for a run without a drive.
	 */
	public static String keyOf(Run run) {
		return run.getDrive() == null ? "" : keyOf(run.getDrive());
	}

	public static String keyOf(Drive drive) {
		if (drive.getKey() != null && !drive.getKey().isBlank()) {
			return drive.getKey();
		}
		return label(drive);
	}

	/**
	 * The name readers see, in the workbench, the command line and every export: the label the
	 * reviewer gave it, else a short name ({@link #shortName(Drive)}: model and capacity), else the
	 * serial, else the key. The full identity (vendor, model, serial, firmware) is in the drive's
	 * identity panel and the run summary.
	 */
	public static String label(Drive drive) {
		if (drive.getLabel() != null && !drive.getLabel().isBlank()) {
			return drive.getLabel().strip();
		}
		String shortName = shortName(drive);
		if (!shortName.isEmpty()) {
			return shortName;
		}
		if (drive.getSerial() != null && !drive.getSerial().isBlank()) {
			return drive.getSerial().strip();
		}
		return drive.getKey() == null ? "" : drive.getKey();
	}

	/**
	 * The name of the drive whose runs are {@code runsOfOneDrive} (oldest first): the labels given to its runs,
	 * each once, in the order first given, joined as {@link #together(List)} joins them; with none given, the
	 * name of its newest run's drive ({@link #label(Drive)}). Two test files on one disk are one drive: runs
	 * labelled "File A" and "File B" (two entries of a group test) name it "File A + File B", not by the last
	 * alone, which would put File A's figures under "File B". A drive renamed in the library has one label in
	 * every run, so one name. "" when no run has a drive.
	 */
	public static String labelOf(List<Run> runsOfOneDrive) {
		List<String> given = new ArrayList<>();
		Drive newest = null;
		for (Run run : runsOfOneDrive) {
			Drive drive = run.getDrive();
			if (drive != null) {
				newest = drive;
				if (drive.getLabel() != null && !drive.getLabel().isBlank()) {
					given.add(drive.getLabel());
				}
			}
		}
		String joined = together(given);
		if (!joined.isEmpty()) {
			return joined;
		}
		return newest == null ? "" : label(newest);
	}

	/**
	 * The one name of a drive that holds several named things (two entries' test files on one disk): each
	 * name once (regardless of case and surrounding blanks), in the order given, joined by " + ": "File A + File
	 * B". Blank names are left out; "" when none is left.
	 */
	public static String together(List<String> names) {
		Map<String, String> once = new LinkedHashMap<>();
		for (String name : names) {
			if (!name.isBlank()) {
				once.putIfAbsent(name.strip().toLowerCase(Locale.ROOT), name.strip());
			}
		}
		return String.join(" + ", once.values());
	}

	/**
	 * The short name a drive goes by until the reviewer names it, so a legend or a column header has
	 * room for it: the model (without the vendor: a model such as "WDC WD20EARS" or "Samsung SSD 980 PRO
	 * 1TB" names it already) and the capacity as drives are sold ("ST2000DM001 2 TB"), the capacity left
	 * out when the model names it already; a simulated drive by its profile, as its target is named
	 * ("hdd-7200 2 TB (sim)"), since the simulator's model is a description ("Simulated 7200 rpm 2 TB
	 * desktop HDD"). "" when the drive reports no model.
	 */
	public static String shortName(Drive drive) {
		String capacity = drive.getCapacityBytes() > 0 ? soldAs(drive.getCapacityBytes()) : "";
		String profile = simulatedProfile(drive);
		if (!profile.isEmpty()) {
			return (capacity.isEmpty() ? profile : profile + " " + capacity) + " (sim)";
		}
		String vendor = drive.getVendor() == null ? "" : drive.getVendor().strip();
		String model = drive.getModel() == null ? "" : drive.getModel().strip();
		if (model.isEmpty()) {
			return vendor;
		}
		return capacity.isEmpty() || NAMES_CAPACITY.matcher(model).find() ? model : model + " " + capacity;
	}

	/** A model that names its capacity: "2 TB", "1TB", "500G", "1.5 TB". */
	private static final Pattern NAMES_CAPACITY = Pattern.compile("(?i)\\b\\d+(\\.\\d+)?\\s?(TB|GB|T|G)\\b");

	/** "2 TB", "600 GB", "1.5 TB": decimal units, as drives are sold, without trailing zeros. */
	static String soldAs(long bytes) {
		return Sizes.decimal(bytes).replaceAll("\\.0+ ", " ").replaceAll("(\\.\\d*?)0+ ", "$1 ");
	}

	/** The simulator profile a simulated drive's run measured ("hdd-7200" of target sim:hdd-7200), or "". */
	private static String simulatedProfile(Drive drive) {
		if (!drive.isSimulated() || !(drive.eContainer() instanceof Run run) || run.getTarget() == null) {
			return "";
		}
		String path = run.getTarget().getPath();
		return path != null && path.startsWith(SIMULATED_PREFIX) ? path.substring(SIMULATED_PREFIX.length()) : "";
	}

	private static final String SIMULATED_PREFIX = "sim:";

	/**
	 * A key for a drive known only by a name a user typed (an imported run): the name in lower case
	 * with runs of anything but letters and digits turned into one '-'; letters of every script are
	 * kept, so "Samsung 980 PRO" gives "samsung-980-pro" and "Диск №2" gives "диск-2".
	 */
	public static String keyForName(String name) {
		String key = name.strip().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", "-").replaceAll("^-|-$", "");
		if (key.isEmpty()) {
			throw new IllegalArgumentException("drive name '" + name + "' holds no letter or digit to make a key of");
		}
		return key;
	}
}
