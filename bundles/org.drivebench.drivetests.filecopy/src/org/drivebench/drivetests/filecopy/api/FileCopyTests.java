package org.drivebench.drivetests.filecopy.api;

/**
 * What the file copy family publishes for suites of other bundles: its test ids, the keys of its
 * parameters, and the id of the suite it ships.
 */
public final class FileCopyTests {
	/** The file sets copied within a partition and across to the next one. */
	public static final String COPY = "filecopy.copy";
	/** The system set packed into an archive and unpacked. */
	public static final String ARCHIVE = "filecopy.archive";

	/** Data in the archive set (one large file). */
	public static final String ARCHIVE_SIZE = "archiveSize";
	/** Data in the music set (files of 10-20 MB). */
	public static final String MUSIC_SIZE = "musicSize";
	/** Data in the system set (thousands of small files). */
	public static final String SYSTEM_SIZE = "systemSize";
	/** The file sets' seed. */
	public static final String SEED = "seed";
	/** On a test file: a folder on another partition to copy across to. */
	public static final String OTHER_FOLDER = "otherFolder";
	/** On a device or a simulated drive: the size of each of the two partitions made. */
	public static final String PARTITION_SIZE = "partitionSize";
	/** On a device: the file system made on each partition. */
	public static final String FILE_SYSTEM = "fileSystem";
	/** In folders: whether the kernel's caches are dropped before each copy. */
	public static final String DROP_SYSTEM_CACHES = "dropSystemCaches";

	/** How a suite labels an entry of {@link #COPY}. */
	public static final String COPY_LABEL = "File copy: archive, music, system; within and across";
	/** How a suite labels an entry of {@link #ARCHIVE}. */
	public static final String ARCHIVE_LABEL = "Archive: pack and unpack the system set";

	/** The family's suite: the file sets copied, the system set packed and unpacked. */
	public static final String FILE_COPY_SUITE = "file-copy";

	private FileCopyTests() {
	}
}
