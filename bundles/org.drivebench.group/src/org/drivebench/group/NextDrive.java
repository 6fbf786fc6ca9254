package org.drivebench.group;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.drivebench.engine.Sizes;
import org.drivebench.engine.device.DeviceInspector;
import org.drivebench.engine.device.DeviceReport;
import org.drivebench.engine.device.NotABlockDeviceException;
import org.drivebench.engine.device.SystemRoots;
import org.drivebench.model.GroupEntry;
import org.eclipse.jdt.annotation.Nullable;

/**
 * An entry whose target is "the next drive plugged in" ({@code plugged:next}, or
 * {@code plugged:next:<wait>} such as {@code plugged:next:10m}): one bench, drives swapped by hand.
 * When the entry runs, the whole block devices present are noted, then DriveBench waits (at most the
 * entry's wait, {@value #DEFAULT_WAIT_TEXT} when it names none) for a new one; its identity and safety
 * findings are shown and its serial asked for, and the write is then judged exactly as a device
 * target's is, with the serial typed as its confirmation. The entry keeps its spelling, so a resume
 * after a kill continues on the drive its earlier run measured when that drive is still plugged in.
 */
public final class NextDrive {
	/** The target spelling of the next drive plugged in. */
	public static final String TARGET = "plugged:next";
	/** How long an entry that names no wait waits for its drive, as the command line spells it. */
	public static final String DEFAULT_WAIT_TEXT = "30m";
	/** How long an entry that names no wait waits for its drive. */
	public static final Duration DEFAULT_WAIT = Duration.ofMinutes(30);
	private static final Pattern WAIT = Pattern.compile("(\\d{1,6})\\s*(s|m|h)");

	/** Who shows the drive that appeared and asks for its serial: the command line's console, the workbench's dialog. */
	public interface Confirmer {
		/** Waiting for the entry's drive starts: {@code present} are the whole block devices that do not count. */
		default void waiting(GroupEntry entry, Set<String> present, Duration timeout) {
		}

		/**
		 * Shows the drive that appeared ({@code report}: its identity and safety findings) and asks for the
		 * serial that confirms writing to it ({@link DeviceReport#confirmationToken()}: a zram device's path, as it reports no serial).
		 * Called from the entry's thread; may block until the user answers.
		 *
		 * @return what the user typed; empty when they declined or nobody can be asked (the write is then refused)
		 */
		Optional<String> askSerial(GroupEntry entry, DeviceReport report) throws InterruptedException;

		/** Asks nobody: only a serial given with the entry confirms its drive. */
		Confirmer NOBODY = (entry, report) -> Optional.empty();
	}

	/**
	 * The drive an entry is to run on, and the serials that confirm writing to it.
	 *
	 * @param report        the drive's identity and safety findings
	 * @param confirmations what the user typed, or the entry's own confirmations
	 */
	public record Drive(DeviceReport report, List<String> confirmations) {
		public Drive {
			confirmations = List.copyOf(confirmations);
		}
	}

	private final SysBlockWatcher watcher;
	private final DeviceInspector inspector;
	private final Path devices;

	/**
	 * @param watcher   sees drives appear
	 * @param inspector reads a drive's identity and safety findings
	 * @param devices   the folder of device nodes named as in {@code /sys/block}
	 */
	public NextDrive(SysBlockWatcher watcher, DeviceInspector inspector, Path devices) {
		this.watcher = watcher;
		this.inspector = inspector;
		this.devices = devices;
	}

	/** The running system's drives. */
	public static NextDrive system() {
		return new NextDrive(SysBlockWatcher.system(), new DeviceInspector(), SystemRoots.system().devices());
	}

	/** Whether a target names the next drive plugged in. */
	public static boolean is(@Nullable String target) {
		if (target == null) {
			return false;
		}
		String t = target.strip().toLowerCase(Locale.ROOT);
		return t.equals(TARGET) || t.startsWith(TARGET + ":");
	}

	/** The target spelling of the next drive plugged in, waited for at most {@code wait} (null: the default wait). */
	public static String target(@Nullable String wait) {
		if (wait == null) {
			return TARGET;
		}
		waitOf(TARGET + ":" + wait.strip()); // judged here, so a bad one is refused when the entry is added
		return TARGET + ":" + wait.strip();
	}

	/**
	 * How long the entry of {@code target} waits for its drive.
	 *
	 * @throws IllegalArgumentException naming the wait when it is no whole number of s, m or h
	 */
	public static Duration waitOf(String target) {
		String rest = target.strip().substring(TARGET.length());
		if (rest.isEmpty()) {
			return DEFAULT_WAIT;
		}
		String wait = rest.substring(1).strip();
		Matcher m = WAIT.matcher(wait.toLowerCase(Locale.ROOT));
		if (!m.matches() || Long.parseLong(m.group(1)) == 0) {
			throw new IllegalArgumentException("the wait for the next drive, '" + wait + "', is no duration: say how long, e.g. "
					+ TARGET + ":90s, " + TARGET + ":10m or " + TARGET + ":2h");
		}
		long n = Long.parseLong(m.group(1));
		return switch (m.group(2)) {
		case "s" -> Duration.ofSeconds(n);
		case "m" -> Duration.ofMinutes(n);
		default -> Duration.ofHours(n);
		};
	}

	/** A wait as the user reads it: "90 s", "10 min", "2 h". */
	public static String describe(Duration wait) {
		long s = wait.toSeconds();
		return s % 3600 == 0 ? s / 3600 + " h" : s % 60 == 0 ? s / 60 + " min" : s + " s";
	}

	/** The identity lines a front end shows of a drive that appeared: where, who, how big, what was found on it. */
	public static List<String> describe(DeviceReport report) {
		var id = report.identity();
		String who = (id.vendor().isBlank() ? "" : id.vendor().strip() + " ") + id.model().strip();
		return List.of("Device:   " + report.path(), "Model:    " + (who.isBlank() ? "(not reported)" : who),
				"Serial:   " + (id.serial().isBlank() ? "(not reported)" : id.serial().strip()),
				"Size:     " + Sizes.decimal(id.capacityBytes()) + " (" + id.capacityBytes() + " bytes)",
				"Findings: " + (report.findings().isEmpty() ? "none (blank and unused)"
						: String.join("; ", report.findings().stream().map(f -> f.describe()).toList())));
	}

	/**
	 * Finds the entry's drive: with {@code continuing} (the drive key of the entry's earlier run, on a resume)
	 * that drive when it is plugged in; else waits for a new whole block device. Then asks the serial of
	 * it, unless the entry carries confirmations of its own.
	 *
	 * @throws CancellationException    when {@code cancelled} turned true, or no drive appeared within the entry's wait
	 * @throws IllegalArgumentException when the entry's wait is badly spelled or the entry names a rig
	 */
	public Drive find(GroupEntry entry, @Nullable String continuing, Confirmer confirmer, BooleanSupplier cancelled)
			throws IOException, InterruptedException {
		if (!GroupRunner.rigOf(entry).isEmpty()) {
			throw new IllegalArgumentException("the next drive plugged in is a drive of this machine; it cannot be on the rig "
					+ GroupRunner.rigOf(entry));
		}
		Duration wait = waitOf(entry.getTarget());
		Set<String> present = watcher.present();
		DeviceReport report = continuing == null ? null : pluggedIn(present, continuing);
		if (report == null) {
			confirmer.waiting(entry, present, wait);
			Optional<String> plugged;
			try {
				plugged = watcher.awaitNew(present, wait, cancelled);
			} catch (CancellationException e) {
				throw new CancellationException(e.getMessage() + "; resume waits again");
			}
			String name = plugged.orElseThrow(() -> new CancellationException(
					"no new drive was plugged in within " + describe(wait) + "; resume waits again"));
			report = inspector.inspect(devices.resolve(name).toString());
		}
		List<String> given = List.copyOf(entry.getConfirmations());
		if (!given.isEmpty()) {
			return new Drive(report, given);
		}
		return new Drive(report, confirmer.askSerial(entry, report).map(String::strip).stream().toList());
	}

	/** The present drive whose identity is {@code key}, or null. */
	private @Nullable DeviceReport pluggedIn(Set<String> present, String key) throws NotABlockDeviceException {
		for (String name : present) {
			String path = devices.resolve(name).toString();
			var identity = inspector.identity(path);
			if (!identity.serial().isBlank() && key.equals(identity.key())) { // a drive without a serial is never taken for another
				return inspector.inspect(path);
			}
		}
		return null;
	}
}
