package org.drivebench.core.library;

import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;

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
	 * reviewer gave it, else vendor and model (the vendor left out when the model already starts with
	 * it, as "WDC WD20EARS" does), else the serial, else the key.
	 */
	public static String label(Drive drive) {
		if (drive.getLabel() != null && !drive.getLabel().isBlank()) {
			return drive.getLabel().strip();
		}
		String vendor = drive.getVendor() == null ? "" : drive.getVendor().strip();
		String model = drive.getModel() == null ? "" : drive.getModel().strip();
		boolean vendorInModel = !vendor.isEmpty() && model.toLowerCase(Locale.ROOT).startsWith(vendor.toLowerCase(Locale.ROOT));
		String vendorModel = Stream.of(vendorInModel ? "" : vendor, model).filter(s -> !s.isEmpty()).collect(Collectors.joining(" "));
		if (!vendorModel.isEmpty()) {
			return vendorModel;
		}
		if (drive.getSerial() != null && !drive.getSerial().isBlank()) {
			return drive.getSerial().strip();
		}
		return drive.getKey() == null ? "" : drive.getKey();
	}

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
