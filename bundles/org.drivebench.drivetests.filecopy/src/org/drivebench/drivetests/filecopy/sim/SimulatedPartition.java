package org.drivebench.drivetests.filecopy.sim;

/**
 * One ext4-like file system on a partition of a simulated drive: where its blocks are and how it hands
 * them out. Assumptions (docs/tests.md):
 * <ul>
 * <li>4 KiB blocks; flex groups of {@value #FLEX_GROUP_BYTES} bytes (16 block groups of 128 MiB), each
 * starting with its bitmaps and inode tables ({@value #GROUP_METADATA_BYTES} bytes: 16 x 8192 inodes of
 * 256 bytes) followed by data;
 * <li>a journal of 256 MiB (what mkfs.ext4 gives a 50 GB file system; smaller file systems get 1/64 of
 * their size) at the start of the data of the flex group in the middle, as mkfs.ext4 places it;
 * <li>a folder tree a copy creates lives where its top folder starts: files get blocks next-fit in the
 * order they are written (delayed allocation keeps each file contiguous), inodes the next free ones of
 * the inode table there.
 * </ul>
 */
public final class SimulatedPartition {
	public static final int BLOCK = 4096;
	public static final long FLEX_GROUP_BYTES = 2L << 30;
	public static final long GROUP_METADATA_BYTES = 32L << 20;
	public static final int INODE_BYTES = 256;
	private static final long DEFAULT_JOURNAL = 256L << 20;

	private final long offset;
	private final long size;
	private final long journalStart;
	private final long journalBytes;
	private long nextData;
	private long nextInode;
	private long journalHead;

	/** A fresh file system over bytes {@code [offset, offset + size)} of the drive. */
	public SimulatedPartition(long offset, long size) {
		this.offset = offset;
		this.size = size;
		long groups = Math.max(1, size / FLEX_GROUP_BYTES);
		journalBytes = Math.min(DEFAULT_JOURNAL, Math.max(4L << 20, size / 64 / BLOCK * BLOCK));
		journalStart = groupStart(groups / 2) + metadataBytes();
		nextData = groupStart(0) + metadataBytes() + (groups / 2 == 0 ? journalBytes : 0) + (1 << 20);
		nextInode = 16; // the first inodes are the file system's own
	}

	public long offset() {
		return offset;
	}

	public long size() {
		return size;
	}

	private long groupStart(long group) {
		return offset + group * FLEX_GROUP_BYTES;
	}

	private long metadataBytes() {
		return Math.min(GROUP_METADATA_BYTES, size / 8 / BLOCK * BLOCK);
	}

	/**
	 * Blocks for {@code bytes} of file data, next-fit, skipping each flex group's metadata and the journal.
	 *
	 * @return the drive offset of the first byte; the extent continues over {@link #extentLength} bytes,
	 *         further extents follow by calling again for the rest
	 */
	long allocate(long bytes) {
		long rounded = Math.max(BLOCK, (bytes + BLOCK - 1) / BLOCK * BLOCK);
		skipReserved();
		long groupEnd = offset + ((nextData - offset) / FLEX_GROUP_BYTES + 1) * FLEX_GROUP_BYTES;
		long limit = Math.min(groupEnd, offset + size);
		if (nextData < journalStart && nextData + rounded > journalStart) {
			limit = journalStart;
		}
		long start = nextData;
		lastExtent = Math.min(rounded, limit - start);
		nextData += lastExtent;
		if (nextData > offset + size) {
			throw new IllegalStateException("the simulated partition at " + offset + " is full");
		}
		return start;
	}

	private long lastExtent;

	/** Length of the extent the last {@link #allocate} returned (it may be shorter than asked for). */
	long extentLength() {
		return lastExtent;
	}

	private void skipReserved() {
		long inGroup = (nextData - offset) % FLEX_GROUP_BYTES;
		if (inGroup < metadataBytes()) {
			nextData += metadataBytes() - inGroup;
		}
		if (nextData >= journalStart && nextData < journalStart + journalBytes) {
			nextData = journalStart + journalBytes;
		}
		if (nextData >= offset + size) {
			throw new IllegalStateException("the simulated partition at " + offset + " is full");
		}
	}

	/** A new inode's number. */
	long newInode() {
		return nextInode++;
	}

	/** The drive offset of the 4 KiB inode-table block holding {@code inode} (16 inodes a block). */
	long inodeBlock(long inode) {
		long perFlexGroup = GROUP_METADATA_BYTES / INODE_BYTES;
		long group = inode / perFlexGroup;
		long within = inode % perFlexGroup;
		return groupStart(group) + within * INODE_BYTES / BLOCK * BLOCK;
	}

	/** Where the next journal write of {@code bytes} goes (the journal is a ring). */
	long journal(long bytes) {
		if (journalHead + bytes > journalBytes) {
			journalHead = 0;
		}
		long at = journalStart + journalHead;
		journalHead += bytes;
		return at;
	}

	/** The block of the flex group's bitmaps that covers {@code dataOffset} (block and inode bitmaps share the first 128 KiB). */
	long bitmapBlock(long dataOffset) {
		long group = (dataOffset - offset) / FLEX_GROUP_BYTES;
		long blockGroup = (dataOffset - offset) % FLEX_GROUP_BYTES / (128L << 20);
		return groupStart(group) + blockGroup * BLOCK;
	}

	/** The group descriptor block (one for the whole file system at the size modelled). */
	long descriptorBlock() {
		return offset + BLOCK;
	}
}
