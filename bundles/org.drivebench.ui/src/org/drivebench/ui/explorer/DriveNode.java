package org.drivebench.ui.explorer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.drivebench.library.drives.DriveLabels;
import org.drivebench.library.drives.Drives;
import org.drivebench.model.Drive;
import org.drivebench.model.Run;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A drive in the explorer: the runs of the library that share one drive key (as the core's
 * {@link Drives#keyOf(Run)} groups them, so the explorer's drives are the library's), newest drive
 * identity first.
 *
 * @param key   the drive key shared by its runs
 * @param drive the identity recorded by its latest run
 * @param runs  its runs (summaries), oldest first
 * @param name  its name in the explorer, told apart from every other drive's ({@link DriveLabels})
 */
public record DriveNode(String key, @Nullable Drive drive, List<Run> runs, String name) {

	/** A drive shown on its own: its own label. */
	public DriveNode(String key, @Nullable Drive drive, List<Run> runs) {
		this(key, drive, runs, drive != null ? Drives.label(drive) : key.isBlank() ? Messages.explorer_unknown_drive : key);
	}

	/** Groups runs by drive key, keeping the library's order; no two drives share a name. */
	public static List<DriveNode> group(List<Run> runs) {
		Map<String, List<Run>> byKey = new LinkedHashMap<>();
		for (Run run : runs) {
			byKey.computeIfAbsent(keyOf(run), k -> new ArrayList<>()).add(run);
		}
		Map<String, String> names = DriveLabels.ofRuns(runs);
		List<DriveNode> nodes = new ArrayList<>();
		byKey.forEach((key, list) -> {
			DriveNode alone = new DriveNode(key, list.get(list.size() - 1).getDrive(), List.copyOf(list));
			nodes.add(new DriveNode(key, alone.drive(), alone.runs(), names.getOrDefault(key, alone.name())));
		});
		nodes.sort((a, b) -> a.displayName().compareToIgnoreCase(b.displayName()));
		return nodes;
	}

	static String keyOf(Run run) {
		return Drives.keyOf(run);
	}

	/** The drive's label, else vendor and model, else its key; with what tells it apart from a drive of the same label. */
	public String displayName() {
		return name;
	}
}
