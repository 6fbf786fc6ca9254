package org.drivebench.drivetests.filecopy.sim;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.drivebench.engine.IoTrace;

/**
 * The I/Os a copy of a placed tree makes on an ext4-like file system (docs/tests.md):
 * <ul>
 * <li>reads, one file at a time in readdir order: a folder's entry blocks when it is opened; the inode
 * table's 128 KiB around a file's inode unless already read (ext4 reads inode tables ahead by 32 blocks);
 * the file's data in reads of up to {@value #READ_BYTES} bytes (the kernel's read-ahead window);
 * <li>the copy's files get blocks next-fit on the destination in the order they are copied; their data
 * is written back in batches of {@code writebackBytes} of copied data (the page cache's dirty data),
 * in offset order with writes of up to {@value #WRITE_BYTES} bytes;
 * <li>after each batch the journal commits: the batch's changed metadata blocks (inode table blocks,
 * folder entry blocks, bitmaps, the group descriptors) written to the journal in one sequential
 * write, a cache flush, the commit block, and another flush (ext4's data=ordered commit with barriers);
 * <li>the last batch and its commit are the copy's sync; the metadata reaches its place later, when the
 * journal is checkpointed, outside the timed copy (a sync is complete once the journal holds it).
 * </ul>
 */
final class CopyTraceBuilder {
	static final int READ_BYTES = 128 * 1024;
	static final int WRITE_BYTES = 1 << 20;
	static final long INODE_READAHEAD = 128 * 1024;

	private final SimulatedPartition source;
	private final SimulatedPartition destination;
	private final long writebackBytes;
	private final IoTrace.Builder trace = IoTrace.builder();
	private final Set<Long> inodeChunksRead = new HashSet<>();
	private final List<long[]> pendingData = new ArrayList<>();
	private final Set<Long> dirtyMetadata = new TreeSet<>();
	private long pendingBytes;
	private long readBytes;
	private long files;

	/**
	 * @param writebackBytes copied data held in memory before it is written back (a batch)
	 */
	CopyTraceBuilder(SimulatedPartition source, SimulatedPartition destination, long writebackBytes) {
		this.source = source;
		this.destination = destination;
		this.writebackBytes = writebackBytes;
	}

	/** The copy of {@code tree} into a new folder on the destination, synced at the end. */
	IoTrace copy(PlacedTree tree) {
		copyFolder(tree.root);
		writeBack();
		return trace.build();
	}

	/** Bytes of file data the copy read. */
	long dataBytes() {
		return readBytes;
	}

	long files() {
		return files;
	}

	private void copyFolder(PlacedTree.Node folder) {
		PlacedTree.Node copy = new PlacedTree.Node(folder.name, true, destination.newInode(), 0);
		PlacedTree.allocate(copy, Math.max(1, folder.children.size()) * (long) PlacedTree.ENTRY_BYTES, destination);
		created(copy);
		readInode(folder.inode);
		for (long[] e : folder.extents) {
			read(e[0], e[1], READ_BYTES);
		}
		for (PlacedTree.Node child : folder.listed()) {
			if (child.folder) {
				copyFolder(child);
			} else {
				copyFile(child);
			}
		}
	}

	private void copyFile(PlacedTree.Node file) {
		readInode(file.inode);
		for (long[] e : file.extents) {
			read(e[0], Math.min(e[1], roundUp(file.size)), READ_BYTES);
		}
		readBytes += file.size;
		files++;
		PlacedTree.Node copy = new PlacedTree.Node(file.name, false, destination.newInode(), file.size);
		PlacedTree.allocate(copy, file.size, destination);
		created(copy);
		pendingData.addAll(copy.extents);
		pendingBytes += file.size;
		if (pendingBytes >= writebackBytes) {
			writeBack();
		}
	}

	/** The metadata a new file or folder changes: its inode's block, an entry block of its folder, bitmaps, descriptors. */
	private void created(PlacedTree.Node node) {
		dirtyMetadata.add(destination.inodeBlock(node.inode));
		dirtyMetadata.add(destination.bitmapBlock(node.extents.get(0)[0]));
		dirtyMetadata.add(destination.descriptorBlock());
		if (node.folder) {
			dirtyMetadata.add(node.extents.get(0)[0]);
		}
	}

	private void readInode(long inode) {
		long block = source.inodeBlock(inode);
		long chunk = block / INODE_READAHEAD * INODE_READAHEAD;
		if (inodeChunksRead.add(chunk)) {
			trace.read(chunk, (int) INODE_READAHEAD);
		}
	}

	private void read(long offset, long length, int piece) {
		for (long at = offset; at < offset + length; at += piece) {
			trace.read(at, (int) Math.min(piece, offset + length - at));
		}
	}

	private void writeBack() {
		if (pendingData.isEmpty() && dirtyMetadata.isEmpty()) {
			return;
		}
		pendingData.sort((a, b) -> Long.compare(a[0], b[0]));
		for (long[] e : pendingData) {
			for (long at = e[0]; at < e[0] + e[1]; at += WRITE_BYTES) {
				trace.write(at, (int) Math.min(WRITE_BYTES, e[0] + e[1] - at));
			}
		}
		// descriptor block + the changed metadata blocks, then the commit block, with barriers
		long journalBytes = (dirtyMetadata.size() + 1L) * SimulatedPartition.BLOCK;
		long at = destination.journal(journalBytes + SimulatedPartition.BLOCK);
		for (long j = 0; j < journalBytes; j += WRITE_BYTES) {
			trace.write(at + j, (int) Math.min(WRITE_BYTES, journalBytes - j));
		}
		trace.flush();
		trace.write(at + journalBytes, SimulatedPartition.BLOCK);
		trace.flush();
		pendingData.clear();
		dirtyMetadata.clear();
		pendingBytes = 0;
	}

	private static long roundUp(long bytes) {
		return Math.max(SimulatedPartition.BLOCK, (bytes + SimulatedPartition.BLOCK - 1) / SimulatedPartition.BLOCK
				* SimulatedPartition.BLOCK);
	}
}
