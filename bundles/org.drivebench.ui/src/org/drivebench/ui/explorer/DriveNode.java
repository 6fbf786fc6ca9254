package org.drivebench.ui.explorer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.drivebench.library.drives.Drives;
import org.drivebench.model.Drive;
import org.drivebench.model.Run;
import org.drivebench.library.drives.Drives;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A drive in the explorer: the runs of the library that share one drive key (as the core's
 * {@link Drives#keyOf(Run)} groups them, so the explorer's drives are the library's), newest drive
 * identity first.
 *
 * @param key   the drive key shared by its runs
 * @param drive the identity recorded by its latest run
 * @param runs  its runs (summaries), oldest first
 */
public record DriveNode(String key, @Nullable Drive drive, List<Run> runs) {

	/** Groups runs by drive key, keeping the library's order. */
	public static List<DriveNode> group(List<Run> runs) {
		Map<String, List<Run>> byKey = new LinkedHashMap<>();
		for (Run run : runs) {
			byKey.computeIfAbsent(keyOf(run), k -> new ArrayList<>()).add(run);
		}
		List<DriveNode> nodes = new ArrayList<>();
		byKey.forEach((key, list) -> nodes.add(new DriveNode(key, list.get(list.size() - 1).getDrive(), List.copyOf(list))));
		nodes.sort((a, b) -> a.displayName().compareToIgnoreCase(b.displayName()));
		return nodes;
	}

	static String keyOf(Run run) {
		return Drives.keyOf(run);
	}

	/** The drive's label, else vendor and model, else its key. */
	public String displayName() {
		if (drive != null) {
			return Drives.label(drive);
		}
		return key.isBlank() ? Messages.explorer_unknown_drive : key;
	}
}
