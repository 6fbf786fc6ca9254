package org.drivebench.drivetests.filecopy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where a copy test on a real drive works: the first folder (the sets' source, and the copy within its
 * partition) and the second (the copy across), both created by DriveBench for this test and removed
 * afterwards, whatever happens.
 */
interface CopyPlaces extends AutoCloseable {
	/** The test's folder on the first partition. */
	Path first();

	/** The test's folder on the second partition, when there is one. */
	Optional<Path> second();

	/** How the places were made, for the result's messages, e.g. "ext4 on two 50 GB partitions of /dev/sdb". */
	String describe();

	/**
	 * Makes the kernel forget what it holds in memory of {@code source} (written and synced), so the next
	 * copy reads it from the drive.
	 *
	 * @return what was done, and what could not be, for the result's messages
	 */
	String forgetSource(Path source) throws IOException;

	/** Removes what the test created (and, for a prepared drive, unmounts). */
	@Override
	void close() throws IOException;
}
