package org.drivebench.engine.open;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import java.util.function.DoubleConsumer;

import org.drivebench.engine.CreationLog;
import org.drivebench.engine.Target;
import org.drivebench.engine.TargetShape;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.device.DeviceReport;
import org.drivebench.engine.device.OutputFileGuard;
import org.drivebench.engine.device.TestFileGuard;
import org.drivebench.engine.device.TestFileInspector;
import org.drivebench.engine.device.TestFileReport;
import org.drivebench.engine.device.WriteGuard;
import org.drivebench.engine.nativeio.FileStat;
import org.drivebench.engine.sim.SimulatedDrives;
import org.drivebench.engine.targets.BlockDeviceTarget;
import org.drivebench.engine.targets.DirectTarget;
import org.drivebench.engine.targets.FileTarget;
import org.drivebench.engine.targets.StripedTarget;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Opens a target by the name a user types, with the access a run needs, through the safety checks:
 *
 * <ul>
 * <li>{@code sim:<model>} (or {@code sim:raid0:<model>x<n>:<strip>}): a simulated drive;
 * <li>a block device path ({@code /dev/sdb}, {@code /dev/disk/by-id/...}): opened read-only, or for
 * writing only when the write guard allows it (its serial confirmed, never when mounted or holding
 * the running system); any other name under {@code /dev} is an error, not a test file;
 * <li>{@code raid0:<strip>:<member>,<member>[,...]}: a RAID-0 set striped over devices or test files,
 * each member checked as above, no member twice;
 * <li>anything else ({@code file:<path>} or a path): a test file, written whole with incompressible
 * data before it is measured, removed afterwards unless kept. An existing file is used only when the
 * test-file guard allows it (DriveBench's own test file, or the user's named for overwriting; never an
 * image, a swap file, a file in use or one with an on-disk signature) and is never removed.
 * </ul>
 *
 * {@link #check} judges all of it without creating or writing anything; {@link TargetCheck#open}
 * then opens what was checked.
 */
public final class Targets {
	/** Size of a new test file when the request gives none. */
	public static final long DEFAULT_FILE_SIZE = 1L << 30;
	/** The smallest test file. */
	public static final long MIN_FILE_SIZE = 1L << 20;
	private static final String FILE_PREFIX = "file:";
	private static final String RAID_PREFIX = "raid0:";
	/** The spelling of a group test's entry that waits for the next drive plugged in: never a run's target. */
	private static final String PLUGGED_PREFIX = "plugged:";

	private Targets() {
	}

	/**
	 * How to open a target.
	 *
	 * @param name           what the user typed
	 * @param write          whether the run writes
	 * @param confirmations  the serials the user confirmed a write with: a device's, or every device
	 *                       member's of a striped set (each member is judged with its own); may be empty
	 * @param fileSizeBytes  size of a new test file (0: an existing file's size, else {@link #DEFAULT_FILE_SIZE})
	 * @param keepFile       leave a new test file in place afterwards
	 * @param fillProgress   told the filled fraction while a test file is prepared (may be null)
	 * @param overwriteFiles existing files the user named for overwriting (the test file or members of a set)
	 */
	public record Request(String name, boolean write, List<String> confirmations, long fileSizeBytes, boolean keepFile,
			@Nullable DoubleConsumer fillProgress, List<String> overwriteFiles) {
		public Request {
			confirmations = confirmations == null ? List.of()
					: confirmations.stream().filter(c -> !c.isBlank()).map(String::strip).toList();
			overwriteFiles = overwriteFiles == null ? List.of() : List.copyOf(overwriteFiles);
		}

		/** A request confirmed with one serial (or none: empty or null), overwriting the files named. */
		public Request(String name, boolean write, @Nullable String confirmation, long fileSizeBytes, boolean keepFile,
				@Nullable DoubleConsumer fillProgress, List<String> overwriteFiles) {
			this(name, write, confirmation == null ? List.of() : List.of(confirmation), fileSizeBytes, keepFile, fillProgress,
					overwriteFiles);
		}

		/** A request that overwrites no existing file. */
		public Request(String name, boolean write, String confirmation, long fileSizeBytes, boolean keepFile,
				@Nullable DoubleConsumer fillProgress) {
			this(name, write, confirmation, fileSizeBytes, keepFile, fillProgress, List.of());
		}

		/** Read-only access to {@code name}. */
		public static Request read(String name) {
			return new Request(name, false, "", 0, false, null);
		}

		/** This request, telling {@code progress} how far a test file is prepared. */
		public Request withProgress(@Nullable DoubleConsumer progress) {
			return new Request(name, write, confirmations, fileSizeBytes, keepFile, progress, overwriteFiles);
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

	/** Opens the target the request names: {@link #check} it, then {@link TargetCheck#open} it. */
	public static Target open(Request request) throws IOException {
		return check(request).open();
	}

	/**
	 * Judges the target the request names, creating and writing nothing: its name, the options that
	 * apply to it, the write guard (device) or test-file guard (file), and what it will be.
	 *
	 * @throws org.drivebench.engine.device.WriteRefusedException when a device or file may not be written
	 * @throws IllegalArgumentException naming what is wrong with the request (unknown model, bad strip
	 *                                  size, a device name that is no device, a file size for a target
	 *                                  that is no file, a member twice, ...)
	 * @throws IOException              when the target cannot be examined
	 */
	public static TargetCheck check(Request request) throws IOException {
		String name = request.name().strip();
		if (name.isEmpty()) {
			throw new IllegalArgumentException("no target given: name a simulated drive (sim:hdd-7200), a block device or a test file");
		}
		if (name.toLowerCase(Locale.ROOT).startsWith(PLUGGED_PREFIX)) {
			// a group test's entry spelling; taken as a test file's name it would make a file called so here
			throw new IllegalArgumentException(name + " names the next drive plugged in, for a group test's entry only"
					+ " (drivebench group-test add <group> --next-drive); a run names its drive: a block device, a test file"
					+ " (file:" + name + " for a file called so) or a simulated drive (sim:hdd-7200)");
		}
		if (request.fileSizeBytes() < 0) {
			throw new IllegalArgumentException("test file size = " + request.fileSizeBytes() + " bytes: must be positive");
		}
		Kind kind = kindOf(name);
		List<String> fileNames = kind == Kind.FILE ? List.of(fileName(name))
				: kind == Kind.STRIPED ? stripedMembers(name).stream().filter(m -> kindOf(m) == Kind.FILE).map(Targets::fileName).toList()
						: List.of();
		if (fileNames.isEmpty() && (request.fileSizeBytes() > 0 || request.keepFile() || !request.overwriteFiles().isEmpty())) {
			String what = request.fileSizeBytes() > 0 ? "a test-file size" : request.keepFile() ? "keeping the test file"
					: "overwriting a file";
			throw new IllegalArgumentException(what + " applies to test files only: " + name + " is "
					+ (kind == Kind.SIMULATED ? "a simulated drive" : kind == Kind.BLOCK_DEVICE ? "a block device"
							: "a RAID-0 set without test files"));
		}
		for (String overwrite : request.overwriteFiles()) {
			if (fileNames.stream().noneMatch(f -> samePath(f, overwrite))) {
				throw new IllegalArgumentException("the file named for overwriting, " + overwrite + ", is not the test file of "
						+ name + (fileNames.size() == 1 ? " (" + absolute(fileNames.get(0)) + ")" : ""));
			}
		}
		return switch (kind) {
		case SIMULATED -> checkSimulated(name, request);
		case BLOCK_DEVICE -> checkDevice(name, request);
		case STRIPED -> checkStriped(name, request);
		case FILE -> checkFile(fileName(name), request);
		};
	}

	private static TargetCheck checkSimulated(String name, Request request) {
		org.drivebench.engine.sim.SimulatedTarget look = SimulatedDrives.open(name);
		return new TargetCheck(TargetShape.of(look, request.write()), List.of(), List.of(), (cancelled, log) -> SimulatedDrives.open(name),
				look.stripSizeBytes());
	}

	private static TargetCheck checkDevice(String path, Request request) throws IOException {
		DeviceReport report = new WriteGuard().authorizeAmong(path, request.write(), request.confirmations());
		if (request.write()) {
			// the kernel's exclusive open is asked now, so a busy device is refused before anything is made
			BlockDeviceTarget.checkExclusive(Path.of(path), report);
		}
		String confirmation = WriteGuard.confirmationOf(report, request.confirmations()).orElse("");
		TargetShape shape;
		try (BlockDeviceTarget look = BlockDeviceTarget.openReadOnly(Path.of(path), report.identity())) {
			shape = TargetShape.of(look, request.write());
		}
		List<String> destroys = request.write() ? WriteGuard.destroys(report) : List.of();
		return new TargetCheck(shape, destroys, List.of(), (cancelled, log) -> request.write()
				? BlockDeviceTarget.openForWriting(Path.of(path), confirmation)
				: BlockDeviceTarget.openReadOnly(Path.of(path), report.identity()));
	}

	private static TargetCheck checkFile(String path, Request request) throws IOException {
		Path file = absolute(path);
		FileTarget.refuseDeviceFolder(file);
		if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS) && !Files.isDirectory(file.getParent())) {
			throw new IllegalArgumentException("test file " + file + ": its folder " + file.getParent() + " does not exist");
		}
		if (Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS)) {
			throw new IllegalArgumentException(file + " is a folder: name a test file in it, e.g. " + file.resolve("bench.dat")
					+ " (the file copy tests work in the test file's folder; --file-size 1M keeps the file small)");
		}
		if (Files.exists(file, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
			throw new IllegalArgumentException("test file " + file + " is " + OutputFileGuard.whatIs(file)
					+ ": a test file must be a regular file (DriveBench writes it whole); choose another path");
		}
		String unwritable = unwritable(file);
		if (!unwritable.isEmpty()) {
			throw new IllegalArgumentException(unwritable);
		}
		boolean overwrite = request.overwriteFiles().stream().anyMatch(o -> samePath(path, o));
		TestFileReport report = TestFileGuard.judge(new TestFileInspector().inspect(file), overwrite);
		long size = request.fileSizeBytes() > 0 ? request.fileSizeBytes() : report.exists() ? report.sizeBytes() : DEFAULT_FILE_SIZE;
		if (size < MIN_FILE_SIZE || size % 4096 != 0) {
			throw new IllegalArgumentException("test file size = " + Sizes.format(size) + " (" + size + " bytes): must be "
					+ Sizes.format(MIN_FILE_SIZE) + " or more and a multiple of 4 KiB");
		}
		if (report.exists() && report.sizeBytes() != size) {
			throw new IllegalArgumentException("test file " + file + " exists with " + Sizes.format(report.sizeBytes()) + " ("
					+ report.sizeBytes() + " bytes), not the " + Sizes.format(size) + " asked for: ask for its size, or choose "
					+ "another path");
		}
		if (!report.exists()) {
			long free = Files.getFileStore(file.getParent()).getUsableSpace();
			if (size > free) {
				throw new IllegalArgumentException("test file " + file + " of " + Sizes.format(size) + " does not fit: its folder has "
						+ Sizes.format(free) + " free");
			}
		}
		String inMemory = report.inMemory() ? report.fileSystem() : "";
		TargetShape shape = FileTarget.shape(file, size, FileStat.of(report.exists() ? file : file.getParent()), inMemory,
				request.write());
		List<String> notes = inMemory.isEmpty() ? List.of()
				: List.of(file + " is on " + inMemory + ", in memory: this measures RAM, not a drive");
		return new TargetCheck(shape, TestFileGuard.overwrites(report).stream().toList(), notes,
				(cancelled, log) -> FileTarget.create(file, size, request.write(), request.keepFile(), overwrite, request.fillProgress(),
						cancelled, log));
	}

	/**
	 * Why the test file (or, for a new one, its folder) cannot be written, in a sentence; empty when it
	 * can. A test file is written whole whatever the run's tests do, so a file that cannot be written
	 * cannot be used: said now, before anything is created.
	 */
	private static String unwritable(Path file) throws IOException {
		boolean exists = Files.exists(file, LinkOption.NOFOLLOW_LINKS);
		Path checked = exists ? file : file.getParent();
		if (checked == null || Files.isWritable(checked)) {
			return "";
		}
		String what = exists ? "test file " + file : "test file " + file + ": its folder " + checked;
		if (Files.getFileStore(checked).isReadOnly()) {
			return what + " is on a file system mounted read-only: DriveBench writes a test file whole before it measures; "
					+ "choose a path on a writable file system";
		}
		return what + " cannot be written (its permissions, or an attribute such as immutable: lsattr shows it): DriveBench "
				+ "writes a test file whole before it measures; choose another path";
	}

	/** {@code raid0:<strip>:<member>,<member>...} */
	private static TargetCheck checkStriped(String name, Request request) throws IOException {
		String spec = name.substring(RAID_PREFIX.length());
		int strip = (int) Sizes.parse(spec.substring(0, spec.indexOf(':')));
		List<String> names = stripedMembers(name);
		if (names.size() < 2) {
			throw new IllegalArgumentException("striped target '" + name + "' names " + names.size()
					+ " member: a RAID-0 set needs 2 or more");
		}
		List<TargetCheck> members = new ArrayList<>();
		Map<String, String> seen = new HashMap<>();
		for (String member : names) {
			Kind kind = kindOf(member);
			if (kind == Kind.SIMULATED || kind == Kind.STRIPED) {
				throw new IllegalArgumentException("striped target '" + name + "': member '" + member
						+ "' must be a block device or a test file (for simulated sets write sim:raid0:hdd-7200x2:64k)");
			}
			String identity = kind == Kind.BLOCK_DEVICE ? "device " + Files.getAttribute(Path.of(member), "unix:rdev")
					: "file " + realOrAbsolute(fileName(member));
			String earlier = seen.putIfAbsent(identity, member);
			if (earlier != null) {
				throw new IllegalArgumentException("striped target '" + name + "' names the same " + identity.substring(0,
						identity.indexOf(' ')) + " twice (" + earlier + " and " + member + "): each member of a RAID-0 set must be"
						+ " a drive or file of its own");
			}
			// each device member is judged with the serial of its own among those given
			Request memberRequest = new Request(member, request.write(), request.confirmations(), request.fileSizeBytes(),
					request.keepFile(), null, request.overwriteFiles());
			members.add(kind == Kind.BLOCK_DEVICE ? checkDevice(member, memberRequest) : checkFile(fileName(member), memberRequest));
		}
		TargetShape shape = StripedTarget.shape(name, members.stream().map(TargetCheck::shape).toList(), strip, request.write());
		return new TargetCheck(shape, members.stream().flatMap(m -> m.overwrites().stream()).toList(),
				members.stream().flatMap(m -> m.notes().stream()).toList(), (cancelled, log) -> openStriped(name, members, strip, cancelled,
						log), strip);
	}

	private static Target openStriped(String name, List<TargetCheck> checks, int strip, BooleanSupplier cancelled, CreationLog log)
			throws IOException {
		List<DirectTarget> members = new ArrayList<>();
		try {
			for (TargetCheck check : checks) {
				members.add((DirectTarget) check.open(cancelled, log));
			}
			return StripedTarget.of(name, members, strip);
		} catch (IOException | RuntimeException e) {
			for (DirectTarget m : members) {
				m.close();
			}
			throw e;
		}
	}

	private static List<String> stripedMembers(String name) {
		String spec = name.strip().substring(RAID_PREFIX.length());
		int colon = spec.indexOf(':');
		if (colon <= 0) {
			throw new IllegalArgumentException("striped target '" + name
					+ "': write raid0:<strip>:<member>,<member>, e.g. raid0:64k:/dev/sdb,/dev/sdc");
		}
		return java.util.Arrays.stream(spec.substring(colon + 1).split(",")).map(String::strip).filter(m -> !m.isEmpty())
				.toList();
	}

	private static String fileName(String name) {
		String n = name.strip();
		return n.startsWith(FILE_PREFIX) ? n.substring(FILE_PREFIX.length()) : n;
	}

	private static Path absolute(String path) {
		return Path.of(path).toAbsolutePath().normalize();
	}

	private static Path realOrAbsolute(String path) {
		try {
			return Path.of(path).toRealPath();
		} catch (IOException e) {
			return absolute(path);
		}
	}

	/** Whether two names mean one file: the same absolute path, or the same file on disk. */
	private static boolean samePath(String a, String b) {
		return realOrAbsolute(fileName(a)).equals(realOrAbsolute(fileName(b)));
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
