package org.drivebench.library.drives;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.drivebench.library.drives.Drives;
import org.drivebench.model.Drive;
import org.drivebench.model.Run;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Each drive's colour across the library, so a drive has one colour in every comparison, export and
 * command-line chart: the colour stored with the drive (its newest run that has one: see
 * {@link Drive#getColor()}), else, for a drive measured before colours were stored, the next colour of
 * the palette that no drive has, handed out in the order the drives first appear in the library (a
 * drive measured later never takes an earlier drive's colour away).
 */
public final class DriveColors {
	private DriveColors() {
	}

	/** The colours stored with the drives of {@code runs}, by drive key (drives without one left out). */
	public static Map<String, String> stored(List<Run> runs) {
		Map<String, String> stored = new LinkedHashMap<>();
		of(runs, List.of(), stored);
		return stored;
	}

	/** The colour of every drive of {@code runs} (any order), by drive key, in the order drives first appear. */
	public static Map<String, String> of(List<Run> runs, List<String> palette) {
		return of(runs, palette, new LinkedHashMap<>());
	}

	private static Map<String, String> of(List<Run> runs, List<String> palette, Map<String, String> storedOnly) {
		List<Run> byTime = new ArrayList<>(runs);
		byTime.sort(Comparator.comparingLong((Run r) -> r.getStartedAt() == null ? 0 : r.getStartedAt().getTime())
				.thenComparing(r -> Objects.toString(r.getId(), "")));
		Map<String, @Nullable String> stored = new LinkedHashMap<>();
		for (Run run : byTime) {
			Drive drive = run.getDrive();
			if (drive == null) {
				continue;
			}
			String key = Drives.keyOf(drive);
			String color = DrivePalette.isColor(drive.getColor()) ? drive.getColor() : null;
			if (color != null || !stored.containsKey(key)) {
				stored.put(key, color); // the newest run with a colour decides
			}
		}
		stored.forEach((key, color) -> {
			if (color != null) {
				storedOnly.put(key, color);
			}
		});
		List<String> keys = List.copyOf(stored.keySet());
		List<String> chosen = keys.stream().map(k -> Objects.toString(stored.get(k), "")).toList();
		List<String> assigned = DrivePalette.assign(chosen, palette);
		Map<String, String> colors = new LinkedHashMap<>();
		for (int i = 0; i < keys.size(); i++) {
			colors.put(keys.get(i), assigned.get(i));
		}
		return colors;
	}

	/** The colour a drive new to the library gets: the palette's first that none of {@code runs}' drives has. */
	public static String forNewDrive(List<Run> runs, List<String> palette) {
		List<String> taken = new ArrayList<>(of(runs, palette).values());
		taken.add("");
		List<String> assigned = DrivePalette.assign(taken, palette);
		return assigned.get(assigned.size() - 1);
	}
}
