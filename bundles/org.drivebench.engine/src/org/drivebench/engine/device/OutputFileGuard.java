package org.drivebench.engine.device;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

import org.drivebench.engine.Sizes;
import org.drivebench.engine.device.OutputRefusedException.Reason;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The one rule for every file DriveBench writes besides test data: reports, charts, exports, the
 * library's files, the rigs file. Such a file is written whole into a temporary file and renamed over
 * the path, which would replace whatever is there: a device node, an image a loop device reads, a
 * file another program writes. So a path is written only when:
 * <ul>
 * <li>its folder exists (DriveBench creates no folders for what it writes) and is not among the
 * kernel's files: under {@code /dev}, {@code /proc} or {@code /sys}, or on such a file system;</li>
 * <li>nothing is there yet, or a regular file is (not a folder, a device node, a pipe, a socket or a
 * symbolic link);</li>
 * <li>and that file does not back a loop device (mounted or not), is not an active swap file, is not
 * open for writing in another process and carries no on-disk signature (the test-file inspector's
 * findings).</li>
 * </ul>
 * A refusal is an {@link OutputRefusedException} naming the path and the reason. Nothing is written.
 */
public final class OutputFileGuard {
	private static final List<Path> KERNEL_FOLDERS = List.of(Path.of("/dev"), Path.of("/proc"), Path.of("/sys"));
	private static final Set<String> KERNEL_FILE_SYSTEMS = Set.of("devtmpfs", "proc", "sysfs", "cgroup", "cgroup2", "debugfs",
			"tracefs", "securityfs", "configfs", "pstore", "bpf", "efivarfs", "binfmt_misc", "hugetlbfs", "mqueue", "fusectl");
	private static volatile @Nullable OutputFileGuard system;

	/** The inspector of files to be replaced; asked for only when a file is (a folder's check needs none). */
	private final Supplier<TestFileInspector> files;

	/** The running system's inspector, made when first needed: it loads libblkid and every signature detector. */
	private static final class SystemFiles {
		static final TestFileInspector INSPECTOR = new TestFileInspector();
	}

	/** The guard of the running system, shared (it keeps no state between checks). */
	public static OutputFileGuard system() {
		OutputFileGuard guard = system;
		if (guard == null) {
			guard = new OutputFileGuard(() -> SystemFiles.INSPECTOR);
			system = guard;
		}
		return guard;
	}

	public OutputFileGuard(TestFileInspector files) {
		this(() -> files);
	}

	/** A guard that asks {@code files} for the inspector only when a file that exists is to be replaced. */
	OutputFileGuard(Supplier<TestFileInspector> files) {
		this.files = files;
	}

	/**
	 * Checks that {@code file} may be written (created, or replaced whole).
	 *
	 * @throws OutputRefusedException naming the path and why not
	 * @throws IOException            when the path cannot be examined
	 */
	public void checkFile(Path file) throws IOException {
		Path path = file.toAbsolutePath().normalize();
		Path folder = path.getParent();
		if (folder == null) {
			throw refused(path, Reason.NOT_A_FILE_PLACE, path + " is the root folder, not a file");
		}
		checkFolder(folder, path);
		BasicFileAttributes attributes;
		try {
			attributes = Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
		} catch (NoSuchFileException e) {
			return; // a new file in a folder that may hold one
		}
		if (!attributes.isRegularFile()) {
			throw refused(path, Reason.NOT_A_FILE_PLACE, path + " is " + whatIs(path, attributes)
					+ ": DriveBench replaces only a regular file with what it writes; choose another name");
		}
		// a file exactly as DriveBench wrote it can only have become a loop device's image since; anything else is inspected whole
		List<SafetyFinding> findings = OutputMark.intact(path) ? files.get().loopFindings(path) : files.get().inspect(path).findings();
		if (!findings.isEmpty()) {
			StringBuilder message = new StringBuilder("Refusing to replace ").append(path).append(" (").append(Sizes.format(attributes.size()))
					.append("): it must never be written over:");
			for (SafetyFinding finding : findings) {
				message.append("\n  (!) ").append(finding.describe());
			}
			message.append("\nChoose another name; if you mean to discard the file, detach, unmount or close whatever uses it first.");
			throw refused(path, Reason.IN_USE, message.toString());
		}
	}

	/**
	 * Checks that files may be written into {@code folder} (a folder of charts, a library): it exists, is
	 * a folder (or a link to one) and is not among the kernel's files.
	 *
	 * @throws OutputRefusedException naming the folder and why not
	 */
	public void checkFolder(Path folder) throws IOException {
		Path path = folder.toAbsolutePath().normalize();
		checkFolder(path, path);
	}

	/**
	 * Checks that a folder of DriveBench's own may be made at {@code folder} or used there (a library):
	 * where it exists it is a folder; it does not lie among the kernel's files. It need not exist.
	 *
	 * @throws OutputRefusedException naming the folder and why not
	 */
	public void checkFolderToMake(Path folder) throws IOException {
		Path path = folder.toAbsolutePath().normalize();
		refuseKernelPlace(path, path);
		if (Files.exists(path, LinkOption.NOFOLLOW_LINKS) && !Files.isDirectory(path)) {
			throw refused(path, Reason.NOT_A_FILE_PLACE, path + " is " + whatIs(path, Files.readAttributes(path,
					BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS)) + ", not a folder");
		}
	}

	/**
	 * Marks a file DriveBench just wrote (before it is renamed into place) as its own, so that replacing
	 * it again, unchanged, needs no search of every process's open files ({@link OutputMark}).
	 */
	public static void markWritten(Path file) {
		OutputMark.mark(file);
	}

	/** {@link #checkFile}'s verdict as a message for a dialog, or null when the file may be written. */
	public @Nullable String problem(Path file) {
		try {
			checkFile(file);
			return null;
		} catch (IOException e) {
			return e.getMessage() == null ? file + ": " + e.getClass().getSimpleName() : e.getMessage();
		}
	}

	private static void checkFolder(Path folder, Path written) throws IOException {
		refuseKernelPlace(folder, written);
		if (!Files.exists(folder)) {
			Path missing = folder;
			while (missing.getParent() != null && !Files.exists(missing.getParent())) {
				missing = missing.getParent();
			}
			throw refused(written, Reason.NOT_A_FILE_PLACE, (written.equals(folder) ? "" : "cannot write " + written + ": ") + "the folder "
					+ folder + " does not exist" + (missing.equals(folder) ? "" : " (nor does " + missing + ")")
					+ "; DriveBench makes no folders for what it writes: make it first, or choose another");
		}
		if (!Files.isDirectory(folder)) {
			throw refused(written, Reason.NOT_A_FILE_PLACE, (written.equals(folder) ? "" : "cannot write " + written + ": ") + folder
					+ " is not a folder");
		}
	}

	/** Refuses a path among the kernel's files, by its name or, through links, by where it really is. */
	private static void refuseKernelPlace(Path path, Path written) throws IOException {
		Path existing = path;
		while (existing != null && !Files.exists(existing)) {
			existing = existing.getParent();
		}
		Path real = existing == null ? path : existing.toRealPath();
		String type = existing == null ? "" : fileSystem(existing);
		for (Path kernel : KERNEL_FOLDERS) {
			if (path.startsWith(kernel) || real.startsWith(kernel)) {
				throw refused(written, Reason.NOT_A_FILE_PLACE, written + " is under " + kernel + kernelFolderMeaning(kernel)
						+ ": DriveBench writes its files only where regular files are kept; choose a folder of your own");
			}
		}
		if (KERNEL_FILE_SYSTEMS.contains(type)) {
			throw refused(written, Reason.NOT_A_FILE_PLACE, written + " is on a " + type + " file system, the kernel's, not a place "
					+ "for files: choose a folder of your own");
		}
	}

	private static String kernelFolderMeaning(Path kernel) {
		return switch (kernel.toString()) {
		case "/dev" -> " (device nodes)";
		case "/proc" -> " (the kernel's process information)";
		default -> " (the kernel's view of devices and drivers)";
		};
	}

	private static String fileSystem(Path existing) {
		try {
			return Files.getFileStore(existing).type();
		} catch (IOException | RuntimeException e) {
			return "";
		}
	}

	/** What is at {@code path} when it is no regular file: "a block device", "a symbolic link to /x, which does not exist", ... */
	public static String whatIs(Path path) throws IOException {
		return whatIs(path, Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS));
	}

	/** "a block device", "a named pipe (FIFO)", "a symbolic link to /x", ... */
	static String whatIs(Path path, BasicFileAttributes attributes) {
		if (attributes.isDirectory()) {
			return "a folder";
		}
		if (attributes.isSymbolicLink()) {
			try {
				Path target = Files.readSymbolicLink(path);
				return "a symbolic link to " + target + (Files.exists(path) ? "" : ", which does not exist");
			} catch (IOException e) {
				return "a symbolic link";
			}
		}
		int mode;
		try {
			mode = (Integer) Files.getAttribute(path, "unix:mode", LinkOption.NOFOLLOW_LINKS);
		} catch (IOException | RuntimeException e) {
			return "not a regular file";
		}
		return switch (mode & 0170000) {
		case 0060000 -> "a block device";
		case 0020000 -> "a character device";
		case 0010000 -> "a named pipe (FIFO)";
		case 0140000 -> "a socket";
		default -> "not a regular file";
		};
	}

	private static OutputRefusedException refused(Path path, Reason reason, String message) {
		return new OutputRefusedException(path, reason, message);
	}
}
