package org.drivebench.engine.device;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Finds the processes that hold device nodes open, from the links in {@code /proc/<pid>/fd}: what
 * the kernel would refuse an exclusive open for (a virtual machine on a raw disk, another benchmark,
 * a backup). This process is left out; processes whose descriptors cannot be read (not root) are
 * skipped.
 */
public final class OpenDescriptorScanner {
	private final Path proc;

	public OpenDescriptorScanner(Path proc) {
		this.proc = proc;
	}

	/**
	 * Every open file under a folder of device nodes, with the processes that hold it, each as
	 * {@code process 1234 (qemu-system-x86)}.
	 *
	 * @param devicesFolder e.g. {@code /dev}: fd links are kept when they point into it
	 */
	public Map<String, List<String>> openNodes(Path devicesFolder) {
		String prefix = devicesFolder.toString() + "/";
		Map<String, Set<String>> open = new TreeMap<>();
		eachDescriptor((process, fd, target) -> {
			if (target.startsWith(prefix)) {
				open.computeIfAbsent(target, t -> new LinkedHashSet<>()).add(name(process));
			}
		});
		Map<String, List<String>> result = new TreeMap<>();
		open.forEach((path, processes) -> result.put(path, new ArrayList<>(processes)));
		return result;
	}

	/**
	 * The processes (other than this one) that hold {@code file} open for writing, each as
	 * {@code process 1234 (qemu-system-x86)}: a descriptor whose link names the file and whose flags in
	 * {@code fdinfo} say write-only or read-write.
	 */
	public List<String> writersOf(Path file) {
		String real;
		try {
			real = file.toRealPath().toString();
		} catch (IOException e) {
			return List.of();
		}
		Set<String> writers = new LinkedHashSet<>();
		eachDescriptor((process, fd, target) -> {
			if (real.equals(target) && writable(process.resolve("fdinfo").resolve(fd))) {
				writers.add(name(process));
			}
		});
		return new ArrayList<>(writers);
	}

	/**
	 * The processes (other than this one) that hold {@code path} open in any way, or, with
	 * {@code orInside}, anything inside the folder {@code path}, including as their working folder: what
	 * must not be removed under them.
	 */
	public List<String> holdersOf(Path path, boolean orInside) {
		String real;
		try {
			real = path.toRealPath().toString();
		} catch (IOException e) {
			return List.of();
		}
		String inside = real + "/";
		Set<String> holders = new LinkedHashSet<>();
		String self = Long.toString(ProcessHandle.current().pid());
		for (String pid : ProcessFolders.pids(proc)) {
			if (pid.equals(self)) {
				continue;
			}
			Path process = proc.resolve(pid);
			List<String> targets = new ArrayList<>();
			targets.add(linkTarget(process.resolve("cwd")));
			Path fds = process.resolve("fd");
			for (String fd : BlockDeviceTree.names(fds)) {
				targets.add(linkTarget(fds.resolve(fd)));
			}
			for (String target : targets) {
				if (real.equals(target) || orInside && target.startsWith(inside)) {
					holders.add(name(process));
				}
			}
		}
		return new ArrayList<>(holders);
	}

	/** One open descriptor of another process: its {@code /proc/<pid>} folder, the descriptor's number, what it links to. */
	@FunctionalInterface
	private interface DescriptorVisitor {
		void visit(Path process, String fd, String target);
	}

	/** Every descriptor of every other process whose links can be read. */
	private void eachDescriptor(DescriptorVisitor visitor) {
		String self = Long.toString(ProcessHandle.current().pid());
		for (String pid : ProcessFolders.pids(proc)) {
			if (pid.equals(self)) {
				continue;
			}
			Path process = proc.resolve(pid);
			Path fds = process.resolve("fd");
			for (String fd : BlockDeviceTree.names(fds)) {
				visitor.visit(process, fd, linkTarget(fds.resolve(fd)));
			}
		}
	}

	private static String name(Path process) {
		return "process " + process.getFileName() + " (" + ProcessFolders.command(process) + ")";
	}

	/** Whether an fdinfo file's {@code flags:} (octal) open the file for writing (O_WRONLY or O_RDWR). */
	static boolean writable(Path fdinfo) {
		for (String line : KernelFiles.text(fdinfo).split("\n")) {
			if (line.startsWith("flags:")) {
				try {
					return (Long.parseLong(line.substring(6).strip(), 8) & 3) != 0;
				} catch (NumberFormatException e) {
					return true; // unreadable flags: assume the worst
				}
			}
		}
		return false;
	}

	private static String linkTarget(Path link) {
		try {
			return Files.readSymbolicLink(link).toString();
		} catch (IOException | UnsupportedOperationException | SecurityException e) {
			return "";
		}
	}
}
