package org.drivebench.engine.open;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleConsumer;

import org.drivebench.engine.Target;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.device.DeviceReport;
import org.drivebench.engine.device.WriteGuard;
import org.drivebench.engine.sim.SimulatedDrives;
import org.drivebench.engine.target.BlockDeviceTarget;
import org.drivebench.engine.target.DirectTarget;
import org.drivebench.engine.target.FileTarget;
import org.drivebench.engine.target.StripedTarget;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Opens a target by the name a user types, with the access a run needs, through the safety checks:
 *
 * <ul>
 * <li>{@code sim:<model>} (or {@code sim:raid0:<model>x<n>:<strip>}): a simulated drive;
 * <li>a block device path ({@code /dev/sdb}, {@code /dev/disk/by-id/...}): opened read-only, or for
 * writing only when the write guard allows it (its serial confirmed, never when mounted or holding
 * the running system);
 * <li>{@code raid0:<strip>:<member>,<member>[,...]}: a RAID-0 set striped over devices or test files,
 * each member opened as above;
 * <li>anything else ({@code file:<path>} or a path): a test file, created at the requested size and
 * filled with incompressible data, removed afterwards unless kept (an existing file is reused and
 * never removed).
 * </ul>
 */
public final class Targets {
	/** Size of a new test file when the request gives none. */
	public static final long DEFAULT_FILE_SIZE = 1L << 30;
	private static final String FILE_PREFIX = "file:";
	private static final String RAID_PREFIX = "raid0:";

	private Targets() {
	}

	/**
	 * How to open a target.
	 *
	 * @param name          what the user typed
	 * @param write         whether the run writes
	 * @param confirmation  the device's serial, confirming a write to a device (may be empty)
	 * @param fileSizeBytes size of a new test file (0: an existing file's size, else {@link #DEFAULT_FILE_SIZE})
	 * @param keepFile      leave a new test file in place afterwards
	 * @param fillProgress  told the filled fraction while a new test file is prepared (may be null)
	 */
	public record Request(String name, boolean write, String confirmation, long fileSizeBytes, boolean keepFile,
			@Nullable DoubleConsumer fillProgress) {
		public Request {
			confirmation = confirmation == null ? "" : confirmation;
		}

		/** Read-only access to {@code name}. */
		public static Request read(String name) {
			return new Request(name, false, "", 0, false, null);
		}
	}

	/** What {@code name} designates, without opening it. */
	public enum Kind {
		SIMULATED, BLOCK_DEVICE, STRIPED, FILE
	}

	/** Classifies a target name. */
	public static Kind kindOf(String name) {
		String n = name.strip();
		if (SimulatedDrives.isSimulated(n)) {
			return Kind.SIMULATED;
		}
		if (n.toLowerCase(Locale.ROOT).startsWith(RAID_PREFIX)) {
			return Kind.STRIPED;
		}
		if (!n.startsWith(FILE_PREFIX) && isBlockDevice(Path.of(n))) {
			return Kind.BLOCK_DEVICE;
		}
		return Kind.FILE;
	}

	/**
	 * Opens the target the request names.
	 *
	 * @throws org.drivebench.engine.device.WriteRefusedException when a device may not be written
	 * @throws IllegalArgumentException naming what is wrong with the name (unknown model, bad strip size, ...)
	 * @throws IOException              when the target cannot be opened
	 */
	public static Target open(Request request) throws IOException {
		String name = request.name().strip();
		if (name.isEmpty()) {
			throw new IllegalArgumentException("no target given: name a simulated drive (sim:hdd-7200), a block device or a test file");
		}
		return switch (kindOf(name)) {
		case SIMULATED -> SimulatedDrives.open(name);
		case BLOCK_DEVICE -> openDevice(name, request);
		case STRIPED -> openStriped(name, request);
		case FILE -> openFile(name.startsWith(FILE_PREFIX) ? name.substring(FILE_PREFIX.length()) : name, request);
		};
	}

	private static DirectTarget openDevice(String path, Request request) throws IOException {
		DeviceReport report = new WriteGuard().authorize(path, request.write(), request.confirmation());
		return BlockDeviceTarget.open(Path.of(path), request.write(), report.identity());
	}

	private static DirectTarget openFile(String path, Request request) throws IOException {
		Path file = Path.of(path).toAbsolutePath();
		long size = request.fileSizeBytes();
		if (size == 0) {
			size = Files.isRegularFile(file) ? Files.size(file) : DEFAULT_FILE_SIZE;
		}
		if (!Files.exists(file) && !Files.isDirectory(file.getParent())) {
			throw new IOException("test file " + file + ": its folder does not exist");
		}
		return FileTarget.create(file, size, request.write(), request.keepFile(), request.fillProgress());
	}

	/** {@code raid0:<strip>:<member>,<member>...} */
	private static Target openStriped(String name, Request request) throws IOException {
		String spec = name.substring(RAID_PREFIX.length());
		int colon = spec.indexOf(':');
		if (colon <= 0) {
			throw new IllegalArgumentException("striped target '" + name
					+ "': write raid0:<strip>:<member>,<member>, e.g. raid0:64k:/dev/sdb,/dev/sdc");
		}
		int strip = (int) Sizes.parse(spec.substring(0, colon));
		String[] names = spec.substring(colon + 1).split(",");
		if (names.length < 2) {
			throw new IllegalArgumentException("striped target '" + name + "' names " + names.length
					+ " member: a RAID-0 set needs 2 or more");
		}
		List<DirectTarget> members = new ArrayList<>();
		try {
			for (String member : names) {
				Request memberRequest = new Request(member.strip(), request.write(), request.confirmation(),
						request.fileSizeBytes(), request.keepFile(), null);
				Kind kind = kindOf(member);
				if (kind == Kind.SIMULATED || kind == Kind.STRIPED) {
					throw new IllegalArgumentException("striped target '" + name + "': member '" + member
							+ "' must be a block device or a test file (for simulated sets write sim:raid0:hdd-7200x2:64k)");
				}
				members.add(kind == Kind.BLOCK_DEVICE ? openDevice(member.strip(), memberRequest)
						: openFile(member.strip().startsWith(FILE_PREFIX) ? member.strip().substring(FILE_PREFIX.length())
								: member.strip(), memberRequest));
			}
			return StripedTarget.of(name, members, strip);
		} catch (IOException | RuntimeException e) {
			for (DirectTarget m : members) {
				m.close();
			}
			throw e;
		}
	}

	private static boolean isBlockDevice(Path path) {
		try {
			return Files.exists(path) && !Files.isRegularFile(path) && !Files.isDirectory(path)
					&& "b".equals(typeOf(path.toRealPath()));
		} catch (IOException e) {
			return false;
		}
	}

	private static String typeOf(Path path) throws IOException {
		Object mode = Files.getAttribute(path, "unix:mode", LinkOption.NOFOLLOW_LINKS);
		return ((Integer) mode & 0170000) == 0060000 ? "b" : "";
	}
}
