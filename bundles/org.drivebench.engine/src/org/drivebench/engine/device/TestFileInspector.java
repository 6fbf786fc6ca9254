package org.drivebench.engine.device;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

import org.drivebench.engine.nativeio.NativeFile;

/**
 * Finds every reason why writing a test file would destroy something, with the device inspector's
 * means: the file backs a loop device (and is then a mounted image when that device is mounted), it
 * is an active swap file, another process has it open for writing, or it carries a filesystem,
 * RAID or partition-table signature ({@link SignatureScanner}, libblkid where available). It also
 * reads whether DriveBench created the file ({@link TestFileMark}). Nothing is written.
 */
public final class TestFileInspector {
	private final DeviceInspector devices;
	private final SignatureScanner scanner;

	/** An inspector of the running system. */
	public TestFileInspector() {
		this(new DeviceInspector());
	}

	public TestFileInspector(DeviceInspector devices) {
		this.devices = devices;
		this.scanner = devices.scanner();
	}

	/**
	 * Inspects the file at {@code given} (which need not exist).
	 *
	 * @throws IOException when it exists and is not a regular file, or cannot be examined
	 */
	public TestFileReport inspect(Path given) throws IOException {
		Path path = given.toAbsolutePath().normalize();
		if (!Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
			Path parent = path.getParent();
			String type = parent != null && Files.isDirectory(parent) ? Files.getFileStore(parent).type() : "";
			return new TestFileReport(path, false, 0, null, false, type, List.of());
		}
		if (!Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS)) {
			throw new IOException("test file " + path + " exists and is not a regular file"
					+ (Files.isSymbolicLink(path) ? " (a symbolic link)" : "") + ": choose another path");
		}
		long size = Files.size(path);
		List<SafetyFinding> findings = new ArrayList<>();
		loopFindings(path, findings);
		swapFindings(path, findings);
		for (String writer : new OpenDescriptorScanner(devices.tree().roots().proc()).writersOf(path)) {
			findings.add(new SafetyFinding(FindingKind.OPEN_ELSEWHERE, writer + " has " + path + " open for writing"));
		}
		if (size > 0) {
			try {
				for (DiskSignature signature : scanner.scan(path, size)) {
					findings.add(new SafetyFinding(FindingKind.SIGNATURE, path + " carries an on-disk signature: "
							+ signature.describe()));
				}
			} catch (IOException e) {
				findings.add(new SafetyFinding(FindingKind.NOT_CHECKED, path
						+ " could not be read to look for filesystem and partition-table signatures: " + e.getMessage()));
			}
		}
		return new TestFileReport(path, true, size, Files.getLastModifiedTime(path), TestFileMark.isMarked(path),
				Files.getFileStore(path).type(), List.copyOf(new LinkedHashSet<>(findings)));
	}

	/** Only whether a loop device reads {@code file} (an existing regular file), mounted or not. */
	public List<SafetyFinding> loopFindings(Path file) throws IOException {
		List<SafetyFinding> findings = new ArrayList<>();
		loopFindings(file.toAbsolutePath().normalize(), findings);
		return List.copyOf(findings);
	}

	/** Loop devices over the file: by the kernel's device and inode numbers, else by the path sysfs shows. */
	private void loopFindings(Path file, List<SafetyFinding> findings) throws IOException {
		long[] id = fileId(file);
		for (BlockDeviceNode node : devices.tree().all()) {
			if (!node.isLoop()) {
				continue;
			}
			String backing = devices.tree().attribute(node, "loop/backing_file");
			if (backing.isEmpty() || !backs(node, backing, file, id)) {
				continue;
			}
			String loop = node.devicePath().toString();
			DeviceReport report;
			try {
				report = devices.inspect(loop);
			} catch (NotABlockDeviceException e) {
				findings.add(new SafetyFinding(FindingKind.HAS_HOLDERS, file + " backs the loop device " + loop));
				continue;
			}
			boolean inUse = false;
			for (SafetyFinding f : report.findings()) {
				if (f.kind() == FindingKind.MOUNTED || f.kind() == FindingKind.RUNNING_SYSTEM) {
					inUse = true;
					findings.add(new SafetyFinding(f.kind(), file + " is the image behind " + loop + ": " + f.reason()));
				}
			}
			if (!inUse) {
				findings.add(new SafetyFinding(FindingKind.HAS_HOLDERS, file + " backs the loop device " + loop
						+ " (losetup -d " + loop + " detaches it)"));
			}
		}
	}

	private static boolean backs(BlockDeviceNode loop, String backing, Path file, long[] id) {
		try (NativeFile device = NativeFile.open(loop.devicePath(), false, false)) {
			long[] b = device.loopBackingFile();
			return b[0] == id[0] && b[1] == id[1] && b[2] == id[2];
		} catch (IOException | RuntimeException e) {
			// not root, or no native I/O: compare the path sysfs shows (as it was when the loop was set up)
			try {
				Path shown = Path.of(backing.endsWith(" (deleted)") ? backing.substring(0, backing.length() - 10) : backing);
				return Files.exists(shown) && Files.isSameFile(shown, file);
			} catch (IOException | RuntimeException ignored) {
				return false;
			}
		}
	}

	/** The file system's device number as major and minor, and the inode, as the kernel reports them. */
	private static long[] fileId(Path file) throws IOException {
		long dev = ((Number) Files.getAttribute(file, "unix:dev")).longValue();
		long ino = ((Number) Files.getAttribute(file, "unix:ino")).longValue();
		// glibc's dev_t: major in bits 8-19 and 32-43, minor in bits 0-7 and 20-31
		long major = ((dev >>> 8) & 0xfff) | ((dev >>> 32) & 0xfffff000L);
		long minor = (dev & 0xff) | ((dev >>> 12) & 0xffffff00L);
		return new long[] { major, minor, ino };
	}

	private void swapFindings(Path file, List<SafetyFinding> findings) {
		Path proc = devices.tree().roots().proc();
		try {
			for (SwapTable.SwapArea swap : SwapTable.read(proc)) {
				Path area = Path.of(swap.path());
				if (Files.exists(area) && Files.isSameFile(area, file)) {
					findings.add(new SafetyFinding(FindingKind.RUNNING_SYSTEM, file + " is an active swap file ("
							+ proc.resolve("swaps") + ")"));
				}
			}
		} catch (IOException e) {
			findings.add(new SafetyFinding(FindingKind.NOT_CHECKED, "the swap table " + proc.resolve("swaps")
					+ " could not be read: " + e.getMessage()));
		}
	}

	/** The device inspector this one uses. */
	public DeviceInspector devices() {
		return devices;
	}
}
