package org.drivebench.engine.device;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.eclipse.jdt.annotation.Nullable;

import org.drivebench.engine.DeviceIdentity;

/**
 * Decides whether a workload may open a block device for writing. The policy:
 * <ol>
 * <li>Read-only access never needs a confirmation.</li>
 * <li>Writing to a mounted device, a device that holds the running system (/, /boot, /usr, /var,
 * active swap, directly or through a partition, device-mapper or md device on it), a read-only
 * device or a device of capacity 0 is refused, always: no confirmation overrides it.</li>
 * <li>Any other write is refused unless the caller confirms with the device's serial number (for a
 * partition, its disk's), compared exactly after trimming white space. This holds for a blank
 * device too: the serial proves the user means this drive, not whatever {@code /dev/sdb} is
 * today.</li>
 * <li>A device without a serial can be confirmed with its canonical path only if it is a loop or
 * zram device (created by the user, with no data of its own); any other device without a serial
 * cannot be written.</li>
 * </ol>
 * The refusal message lists every finding. The check and the later open are not atomic; the native
 * open for writing should add O_EXCL, which makes the kernel refuse a device that is mounted or held
 * and keeps it from being mounted while the benchmark runs.
 */
public final class WriteGuard {
	private final DeviceInspector inspector;

	/** A guard of the running system's devices. */
	public WriteGuard() {
		this(new DeviceInspector());
	}

	public WriteGuard(DeviceInspector inspector) {
		this.inspector = inspector;
	}

	/**
	 * Inspects a device for the access a workload needs.
	 *
	 * @param path         the device, e.g. {@code /dev/sdb} or a {@code /dev/disk/by-id} link
	 * @param write        whether the workload writes
	 * @param confirmation the user's confirmation (the device's serial); ignored for reading, may be null
	 * @return the device's report (identity and findings) when the access is allowed
	 * @throws WriteRefusedException   when writing is not allowed, saying why and how to confirm
	 * @throws NotABlockDeviceException when the path is not a block device
	 */
	public DeviceReport authorize(String path, boolean write, String confirmation)
			throws WriteRefusedException, NotABlockDeviceException {
		DeviceReport report = inspector.inspect(path);
		return write ? judgeWrite(report, confirmation) : report;
	}

	/**
	 * {@link #authorize} with the serials the user confirmed (a striped set's members each have their
	 * own): writing is allowed when the device's confirmation is among them.
	 */
	public DeviceReport authorizeAmong(String path, boolean write, List<String> confirmations)
			throws WriteRefusedException, NotABlockDeviceException {
		DeviceReport report = inspector.inspect(path);
		return write ? judgeWriteAmong(report, confirmations) : report;
	}

	/** {@link #authorize} for a write. */
	public DeviceReport authorizeWrite(String path, String confirmation)
			throws WriteRefusedException, NotABlockDeviceException {
		return authorize(path, true, confirmation);
	}

	/** The policy alone, applied to an inspected device: returns the report when writing is allowed. */
	public static DeviceReport judgeWrite(DeviceReport report, @Nullable String confirmation) throws WriteRefusedException {
		return judgeWriteAmong(report, confirmation == null ? List.of() : List.of(confirmation));
	}

	/** The device's confirmation among {@code confirmations}, when it is there. */
	public static Optional<String> confirmationOf(DeviceReport report, List<String> confirmations) {
		return report.confirmationToken().filter(token -> confirmations.stream().anyMatch(c -> c.strip().equals(token)));
	}

	/**
	 * The policy applied to an inspected device with every serial the user confirmed (one per device
	 * of a striped set): the device is judged on its own, and its confirmation must be among them.
	 */
	public static DeviceReport judgeWriteAmong(DeviceReport report, List<String> confirmations) throws WriteRefusedException {
		List<String> givens = confirmations.stream().filter(c -> !c.isBlank()).map(String::strip).toList();
		List<SafetyFinding> never = report.neverAllowed();
		if (!never.isEmpty()) {
			throw refusal(report, WriteRefusedException.Reason.NEVER_ALLOWED, "Writing to " + report.path() + " is never allowed, with or without a confirmation, "
					+ "because of the findings marked (!): " + advice(never));
		}
		Optional<String> token = report.confirmationToken();
		if (token.isEmpty()) {
			throw refusal(report, WriteRefusedException.Reason.CANNOT_BE_CONFIRMED, report.path() + " reports no serial number, so a write to it cannot be confirmed: "
					+ "a path such as " + report.path() + " may name another drive after a reboot or hot-plug. "
					+ "Only loop and zram devices, which you create yourself, are confirmed with their path; "
					+ "use one of those, or a test file, instead.");
		}
		if (givens.contains(token.get())) {
			return report;
		}
		String how = "look " + report.path() + " up with drivebench list-targets (or in the launcher's device list), check "
				+ "that it is the drive you mean, and confirm with what it shows as its confirmation"
				+ (report.node().isPartition() ? " (a partition is confirmed like its disk)" : "") + ": --confirm-serial on the"
				+ " command line, the confirmation box in the launcher";
		String problem = givens.isEmpty() ? "Writing destroys the data on it. To write anyway, "
				: givens.size() == 1 ? "The confirmation \"" + givens.get(0) + "\" is not the one of " + report.path() + ". To write anyway, "
						: "None of the " + givens.size() + " confirmations given (\"" + String.join("\", \"", givens) + "\") is the one of "
								+ report.path() + ": each device of a RAID-0 set is confirmed with its own. To write anyway, ";
		throw refusal(report, WriteRefusedException.Reason.NOT_CONFIRMED, problem + how + ".");
	}

	/**
	 * What a write to an allowed device destroys, each a sentence for the run's output and the launcher
	 * before the first write: its signatures, partitions and what is built on it; or, when nothing was
	 * found, the data on it all the same.
	 */
	public static List<String> destroys(DeviceReport report) {
		List<String> lost = new ArrayList<>();
		for (SafetyFinding f : report.findings()) {
			if (f.kind() == FindingKind.SIGNATURE || f.kind() == FindingKind.HAS_PARTITIONS
					|| f.kind() == FindingKind.HAS_HOLDERS || f.kind() == FindingKind.UNRECOGNISED_DATA) {
				lost.add(f.reason());
			}
		}
		if (lost.isEmpty()) {
			lost.add("whatever data is on " + report.path() + " (" + DeviceReport.decimalCapacity(report.identity().capacityBytes())
					+ "; no filesystem, partition table or other signature was found, and the data read across it is zeros or "
					+ "DriveBench's own test data)");
		}
		return List.copyOf(lost);
	}

	private static String advice(List<SafetyFinding> never) {
		StringBuilder advice = new StringBuilder();
		for (FindingKind kind : never.stream().map(SafetyFinding::kind).distinct().toList()) {
			advice.append(switch (kind) {
			case MOUNTED -> " unmount it (and whatever is stacked on it) first;";
			case RUNNING_SYSTEM -> " the running system lives on it;";
			case READ_ONLY -> " the kernel marks it read-only;";
			case NO_CAPACITY -> " it has no capacity to write to;";
			default -> "";
			});
		}
		return advice.toString().strip().replaceAll(";$", ".");
	}

	/**
	 * Whether a write to {@code report}'s device could be confirmed at all: nothing rules it out for
	 * good and it has something to confirm with (its serial; a loop or zram device's path).
	 */
	public static boolean canBeConfirmed(DeviceReport report) {
		return report.neverAllowed().isEmpty() && report.confirmationToken().isPresent();
	}

	private static WriteRefusedException refusal(DeviceReport report, WriteRefusedException.Reason reason, String conclusion) {
		StringBuilder message = new StringBuilder();
		// the drive's name without its serial: the refusal must not hand out the confirmation
		DeviceIdentity id = report.identity();
		String name = ((id.vendor().isBlank() ? "" : id.vendor().strip() + " ") + id.model().strip()).strip();
		message.append("Refusing to open ").append(report.path()).append(" (").append(name.isEmpty() ? "unnamed device" : name)
				.append(", ").append(DeviceReport.decimalCapacity(report.identity().capacityBytes()))
				.append(") for writing.");
		if (report.findings().isEmpty()) {
			message.append(" No findings: no signature, partition or holder, and the data read across it is zeros or DriveBench's "
					+ "own test data.");
		} else {
			message.append(" Findings:");
			for (SafetyFinding finding : report.findings()) {
				message.append("\n  ").append(finding.kind().neverAllowed() ? "(!) " : "- ").append(finding.describe());
			}
		}
		message.append('\n').append(conclusion);
		return new WriteRefusedException(report.path(), report.findings(), reason, message.toString());
	}
}
