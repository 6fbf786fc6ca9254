package org.drivebench.engine.device;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The mounts of the system: this process's mount namespace ({@code /proc/self/mountinfo}) and every
 * other namespace a process lives in (containers, services with private mounts), each read once.
 */
public final class MountTable {
	private final List<MountEntry> entries;

	public MountTable(List<MountEntry> entries) {
		this.entries = List.copyOf(entries);
	}

	public List<MountEntry> entries() {
		return entries;
	}

	/** The mounts of this process's namespace only. */
	public List<MountEntry> ownNamespace() {
		return entries.stream().filter(e -> e.namespace().isEmpty()).toList();
	}

	/**
	 * Reads {@code <proc>/self/mountinfo} and the mountinfo of one process per other mount namespace
	 * ({@code <proc>/<pid>/ns/mnt} tells which); namespaces that cannot be read (not root) are skipped.
	 */
	public static MountTable read(Path proc) throws IOException {
		List<MountEntry> entries = new ArrayList<>(parse(Files.readString(proc.resolve("self/mountinfo")), ""));
		Set<String> namespaces = new HashSet<>();
		namespaces.add(namespaceOf(proc.resolve("self")));
		for (String pid : ProcessFolders.pids(proc)) {
			Path process = proc.resolve(pid);
			String namespace = namespaceOf(process);
			if (namespace.isEmpty() || !namespaces.add(namespace)) {
				continue;
			}
			KernelFiles.read(process.resolve("mountinfo")).ifPresent(text -> entries.addAll(
					parse(text, "the mount namespace of process " + pid + " (" + ProcessFolders.command(process) + ")")));
		}
		return new MountTable(entries);
	}

	private static String namespaceOf(Path process) {
		try {
			return Files.readSymbolicLink(process.resolve("ns/mnt")).toString();
		} catch (IOException | UnsupportedOperationException | SecurityException e) {
			return "";
		}
	}

	/**
	 * Parses mountinfo text: {@code id parent major:minor root mountpoint options [optional...] - type source superoptions}.
	 * Lines that do not have this shape are skipped.
	 */
	public static List<MountEntry> parse(String mountinfo, String namespace) {
		List<MountEntry> entries = new ArrayList<>();
		for (String line : mountinfo.split("\n")) {
			String[] fields = line.strip().split(" +");
			int separator = List.of(fields).indexOf("-");
			if (fields.length < 6 || separator < 6 || separator + 2 >= fields.length) {
				continue;
			}
			int @Nullable [] number = BlockDeviceTree.parseDeviceNumber(fields[2]);
			if (number == null) {
				continue;
			}
			entries.add(new MountEntry(number[0], number[1], KernelFiles.unescapeOctal(fields[4]), fields[separator + 1],
					KernelFiles.unescapeOctal(fields[separator + 2]), namespace));
		}
		return entries;
	}
}
