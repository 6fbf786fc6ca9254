package org.drivebench.engine.device;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

import org.drivebench.engine.DeviceIdentity;

/**
 * A block device with its identity and every safety finding, as {@code list-targets} shows it and
 * as the {@link WriteGuard} judges it.
 *
 * @param node     the device in sysfs; {@code node.devicePath()} is its canonical path
 * @param identity vendor, model, serial, capacity, sector sizes
 * @param findings why writing to it is dangerous; empty for a blank, unused device
 */
public record DeviceReport(BlockDeviceNode node, DeviceIdentity identity, List<SafetyFinding> findings) {

	public DeviceReport {
		findings = List.copyOf(findings);
	}

	/** The device's canonical node path, e.g. {@code /dev/sdb}. */
	public String path() {
		return node.devicePath().toString();
	}

	public boolean has(FindingKind kind) {
		return findings.stream().anyMatch(f -> f.kind() == kind);
	}

	/** The findings no confirmation overrides (mounted, running system, read-only, no capacity). */
	public List<SafetyFinding> neverAllowed() {
		return findings.stream().filter(f -> f.kind().neverAllowed()).toList();
	}

	/**
	 * What a caller must pass to confirm a write: the device's serial (for a partition, its disk's);
	 * for a loop or zram device that reports no serial, its canonical path. Empty when the device has
	 * no serial and is not one of those: such a device cannot be confirmed, since a path like
	 * {@code /dev/sdb} may name another drive after the next boot or hot-plug.
	 */
	public Optional<String> confirmationToken() {
		String serial = identity.serial().strip();
		if (!serial.isEmpty()) {
			return Optional.of(serial);
		}
		if (node.isLoop() || node.isZram()) {
			return Optional.of(path());
		}
		return Optional.empty();
	}

	/** One line: path, identity, size and the findings' labels, e.g. for {@code list-targets}. */
	public String summary() {
		String safety = findings.isEmpty() ? "no findings"
				: findings.stream().map(f -> f.kind().label()).distinct().collect(Collectors.joining(", "));
		return path() + "  " + identity.key() + "  " + decimalCapacity(identity.capacityBytes()) + "  "
				+ identity.interfaceName() + "  [" + safety + "]";
	}

	/** Capacity the way drives are sold: decimal units, three significant digits, e.g. "2.00 TB", "512 MB". */
	static String decimalCapacity(long bytes) {
		return org.drivebench.engine.Sizes.decimal(bytes);
	}

}
