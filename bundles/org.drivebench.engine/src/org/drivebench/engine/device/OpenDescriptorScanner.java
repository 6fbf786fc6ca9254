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
		String self = Long.toString(ProcessHandle.current().pid());
		String prefix = devicesFolder.toString() + "/";
		Map<String, Set<String>> open = new TreeMap<>();
		for (String pid : ProcessFolders.pids(proc)) {
			if (pid.equals(self)) {
				continue;
			}
			Path process = proc.resolve(pid);
			Path fds = process.resolve("fd");
			for (String fd : BlockDeviceTree.names(fds)) {
				String target = linkTarget(fds.resolve(fd));
				if (target.startsWith(prefix)) {
					open.computeIfAbsent(target, t -> new LinkedHashSet<>())
							.add("process " + pid + " (" + ProcessFolders.command(process) + ")");
				}
			}
		}
		Map<String, List<String>> result = new TreeMap<>();
		open.forEach((path, processes) -> result.put(path, new ArrayList<>(processes)));
		return result;
	}

	private static String linkTarget(Path link) {
		try {
			return Files.readSymbolicLink(link).toString();
		} catch (IOException | UnsupportedOperationException | SecurityException e) {
			return "";
		}
	}
}
