package org.drivebench.drivetests.filecopy.sim;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.drivebench.drivetests.filecopy.files.FileEntry;
import org.drivebench.drivetests.filecopy.files.FileSet;

/**
 * A file set as it lies on a simulated partition: every folder and file with its inode and blocks,
 * placed in the order the set is written (folders first, then files folder by folder, as the set's
 * generator writes them).
 */
final class PlacedTree {
	/** Bytes a folder entry takes in its folder's blocks (ext4: 8 bytes plus the name, rounded to 4). */
	static final int ENTRY_BYTES = 32;

	/** A folder or a file. */
	static final class Node {
		final String name;
		final boolean folder;
		final long inode;
		final long size;
		/** Extents as drive offset and length pairs (a folder: its entry blocks). */
		final List<long[]> extents = new ArrayList<>();
		final List<Node> children = new ArrayList<>();

		Node(String name, boolean folder, long inode, long size) {
			this.name = name;
			this.folder = folder;
			this.inode = inode;
			this.size = size;
		}

		/**
		 * Children in the order readdir lists them: ext4's hashed folders list entries by the hash of
		 * their names, not in the order they were written.
		 */
		List<Node> listed() {
			List<Node> l = new ArrayList<>(children);
			l.sort(Comparator.comparingInt(n -> nameHash(n.name)));
			return l;
		}
	}

	final Node root;

	private PlacedTree(Node root) {
		this.root = root;
	}

	/** Places {@code set} on {@code partition} as the generator writes it. */
	static PlacedTree place(FileSet set, SimulatedPartition partition) {
		Map<String, Integer> entries = new HashMap<>();
		for (String d : set.directories()) {
			entries.merge(parentOf(d), 1, Integer::sum);
		}
		for (FileEntry f : set.files()) {
			entries.merge(parentOf(f.path()), 1, Integer::sum);
		}
		Map<String, Node> folders = new HashMap<>();
		Node root = folder("", partition, entries.getOrDefault("", 0));
		folders.put("", root);
		for (String d : set.directories()) {
			Node n = folder(d, partition, entries.getOrDefault(d, 0));
			folder(folders, parentOf(d)).children.add(n);
			folders.put(d, n);
		}
		for (FileEntry f : set.files()) {
			Node n = new Node(nameOf(f.path()), false, partition.newInode(), f.size());
			allocate(n, f.size(), partition);
			folder(folders, parentOf(f.path())).children.add(n);
		}
		return new PlacedTree(root);
	}

	/** A folder placed already: the set lists parents before what they hold. */
	private static Node folder(Map<String, Node> folders, String path) {
		Node folder = folders.get(path);
		if (folder == null) {
			throw new IllegalArgumentException("the file set lists what folder '" + path + "' holds before the folder");
		}
		return folder;
	}

	private static Node folder(String path, SimulatedPartition partition, int entries) {
		Node n = new Node(nameOf(path), true, partition.newInode(), 0);
		allocate(n, Math.max(1, entries) * (long) ENTRY_BYTES, partition);
		return n;
	}

	static void allocate(Node n, long bytes, SimulatedPartition partition) {
		long left = Math.max(1, bytes);
		while (left > 0) {
			long at = partition.allocate(left);
			long length = partition.extentLength();
			n.extents.add(new long[] { at, length });
			left -= length;
		}
	}

	static String parentOf(String path) {
		int slash = path.lastIndexOf('/');
		return slash < 0 ? "" : path.substring(0, slash);
	}

	static String nameOf(String path) {
		return path.substring(path.lastIndexOf('/') + 1);
	}

	/** A stand-in for ext4's name hash (half-MD4): any hash that scatters names gives the same effect. */
	static int nameHash(String name) {
		int h = name.hashCode() * 0x9E3779B9;
		return h ^ (h >>> 15);
	}
}
