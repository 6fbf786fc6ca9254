package org.drivebench.ui.preferences;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.library.drives.DrivePalette;
import org.drivebench.core.units.Unit;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jdt.annotation.Nullable;
import org.osgi.service.prefs.BackingStoreException;

/**
 * Names and reads the workbench preferences. Values a user could have broken by hand (an unknown unit,
 * a bad colour) fall back to the defaults instead of breaking the charts.
 */
public final class UiPreferences {
	/** The preference node, for {@code @Preference(nodePath = NODE, value = ...)}. */
	public static final String NODE = "org.drivebench.ui";
	/** The library folder; empty means the default folder. */
	public static final String LIBRARY_FOLDER = "libraryFolder";
	/** {@code MB/s} or {@code MiB/s}. */
	public static final String RATE_UNIT = "rateUnit";
	/** Comma-separated {@code #rrggbb} colours. */
	public static final String PALETTE = "palette";

	private UiPreferences() {
	}

	public static IEclipsePreferences node() {
		return InstanceScope.INSTANCE.getNode(NODE);
	}

	/** The display settings stored now. */
	public static DisplaySettings displaySettings() {
		IEclipsePreferences node = node();
		return displaySettings(node.get(RATE_UNIT, null), node.get(PALETTE, null));
	}

	/** Display settings from preference values as injected (null when unset). */
	public static DisplaySettings displaySettings(@Nullable String rateUnit, @Nullable String palette) {
		Unit unit = DisplaySettings.RATE_UNITS.stream().filter(u -> rateUnit != null && u.symbol().equalsIgnoreCase(rateUnit.strip()))
				.findFirst().orElse(DisplaySettings.DEFAULT.rateUnit());
		List<String> colors = parsePalette(palette);
		return new DisplaySettings(unit, colors.isEmpty() ? DrivePalette.DEFAULT : colors);
	}

	/** The valid colours of a comma-separated palette, in order. */
	public static List<String> parsePalette(@Nullable String palette) {
		List<String> colors = new ArrayList<>();
		if (palette != null) {
			for (String part : palette.split("[,\\s]+")) {
				if (DrivePalette.isColor(part)) {
					colors.add(part.toLowerCase());
				}
			}
		}
		return colors;
	}

	/** The library folder the user chose, or empty for the default one. */
	public static String libraryFolder() {
		return node().get(LIBRARY_FOLDER, "");
	}

	/** Stores {@code settings} and the library folder (empty for the default) and writes them to disk. */
	public static void store(DisplaySettings settings, @Nullable String libraryFolder) throws BackingStoreException {
		IEclipsePreferences node = node();
		node.put(RATE_UNIT, settings.rateUnit().symbol());
		node.remove("decimals"); // a preference of earlier versions: figures follow the one rounding policy now
		node.put(PALETTE, String.join(",", settings.palette()));
		if (libraryFolder == null || libraryFolder.isBlank()) {
			node.remove(LIBRARY_FOLDER);
		} else {
			node.put(LIBRARY_FOLDER, libraryFolder.strip());
		}
		node.flush();
	}
}
