package org.drivebench.library.drives;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.drivebench.model.Drive;
import org.drivebench.model.Run;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The one place that names the drives shown together (a comparison's columns, legends, exports, the
 * explorer): each its label ({@link Drives#label(Drive)} or the one a report gives it), and where two
 * different drives would share a label, what tells them apart added to each: the serial (a loop device's
 * backing file), an array's members, the host it was measured on, the exact capacity, else the key. A
 * reader never sees two drives under one name, so never takes one's figure for the other's.
 */
public final class DriveLabels {
	/**
	 * A drive to be named.
	 *
	 * @param key   its key (different drives have different keys)
	 * @param label the name wanted for it
	 * @param run   a run of it (its newest), whose drive and test bench tell it apart; null when unknown
	 */
	public record Named(String key, String label, @Nullable Run run) {
	}

	/** What may tell drives of one label apart, in the order tried: the first that does is added. */
	private static final List<Function<Named, String>> FACTS = List.of(DriveLabels::serial, DriveLabels::members,
			DriveLabels::host, DriveLabels::capacity, DriveLabels::fullSerial, Named::key);

	private DriveLabels() {
	}

	/** The drives' labels, in the order given, no two alike (compared regardless of case). */
	public static List<String> unique(List<Named> drives) {
		List<String> labels = new ArrayList<>(drives.stream().map(d -> d.label().strip()).toList());
		for (Map.Entry<String, List<Integer>> same : clashes(labels).entrySet()) {
			List<Integer> group = same.getValue();
			List<Named> named = group.stream().map(drives::get).toList();
			java.util.Optional<Function<Named, String>> fact = FACTS.stream().filter(f -> tellsApart(named, f)).findFirst();
			for (int i : group) {
				String detail = fact.map(f -> f.apply(drives.get(i))).orElse("");
				labels.set(i, labels.get(i) + (detail.isEmpty() ? "" : " (" + detail + ")"));
			}
		}
		// what is still alike (the same drive twice, or a name that met another's added detail) is numbered
		for (List<Integer> group : clashes(labels).values()) {
			for (int n = 1; n < group.size(); n++) {
				labels.set(group.get(n), labels.get(group.get(n)) + " #" + (n + 1));
			}
		}
		return labels;
	}

	/**
	 * The label of each key of {@code runs}' drives (each drive named by its runs, {@link Drives#labelOf(List)};
	 * told apart by its newest run), no two alike.
	 */
	public static Map<String, String> ofRuns(List<Run> runs) {
		Map<String, List<Run>> runsByKey = new java.util.LinkedHashMap<>();
		for (Run run : runs) {
			if (run.getDrive() != null) {
				runsByKey.computeIfAbsent(Drives.keyOf(run), k -> new ArrayList<>()).add(run);
			}
		}
		List<Named> named = runsByKey.entrySet().stream()
				.map(e -> new Named(e.getKey(), Drives.labelOf(e.getValue()), e.getValue().get(e.getValue().size() - 1))).toList();
		List<String> labels = unique(named);
		Map<String, String> byKey = new HashMap<>();
		for (int i = 0; i < named.size(); i++) {
			byKey.put(named.get(i).key(), labels.get(i));
		}
		return byKey;
	}

	/** Indexes of labels shared by more than one drive, by label. */
	private static Map<String, List<Integer>> clashes(List<String> labels) {
		Map<String, List<Integer>> byLabel = new java.util.LinkedHashMap<>();
		for (int i = 0; i < labels.size(); i++) {
			byLabel.computeIfAbsent(labels.get(i).toLowerCase(Locale.ROOT), l -> new ArrayList<>()).add(i);
		}
		byLabel.values().removeIf(group -> group.size() < 2);
		return byLabel;
	}

	/** Whether {@code fact} is known for every drive and no two share it. */
	private static boolean tellsApart(List<Named> drives, Function<Named, String> fact) {
		Set<String> seen = new HashSet<>();
		for (Named d : drives) {
			String value = fact.apply(d);
			if (value.isEmpty() || !seen.add(value.toLowerCase(Locale.ROOT))) {
				return false;
			}
		}
		return true;
	}

	private static @Nullable Drive drive(Named d) {
		Run run = d.run();
		return run == null ? null : run.getDrive();
	}

	/** The serial as a reader knows it: a loop device's backing file without its inode number. */
	private static String serial(Named d) {
		Drive drive = drive(d);
		return drive == null ? "" : shortSerial(drive);
	}

	private static String shortSerial(Drive drive) {
		String serial = text(drive.getSerial());
		int inode = serial.lastIndexOf(",inode=");
		return inode > 0 ? serial.substring(0, inode) : serial;
	}

	private static String fullSerial(Named d) {
		Drive drive = drive(d);
		return drive == null ? "" : text(drive.getSerial());
	}

	/** An array's members by their serials (or their names), in stripe order. */
	private static String members(Named d) {
		Drive drive = drive(d);
		if (drive == null || drive.getMembers().isEmpty()) {
			return "";
		}
		return drive.getMembers().stream().map(m -> shortSerial(m).isEmpty() ? Drives.label(m) : shortSerial(m))
				.collect(Collectors.joining(" + "));
	}

	private static String host(Named d) {
		Run run = d.run();
		String host = run == null || run.getBench() == null ? "" : text(run.getBench().getHost());
		return host.isEmpty() ? "" : "on " + host;
	}

	private static String capacity(Named d) {
		Drive drive = drive(d);
		return drive == null || drive.getCapacityBytes() <= 0 ? "" : String.format(Locale.ROOT, "%,d bytes", drive.getCapacityBytes());
	}

	private static String text(@Nullable String s) {
		return s == null ? "" : s.strip();
	}
}
