package org.drivebench.drivetests.filecopy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

import org.drivebench.engine.nativeio.PageCache;

/**
 * Copies a folder tree as a file manager or {@code cp -r} does, and times it honestly: folders are
 * walked in the order the file system lists them (readdir order, which on ext4 is the order of the
 * names' hashes, not of the files on disk), each file is read and written through a 1 MiB buffer (plain
 * reads and writes: never copy_file_range or a reflink, which would let a file system share the blocks
 * instead of copying them), and the clock stops only when the copy is on the drive: syncfs of the
 * destination's file system, then fsync of every new file and folder, deepest first.
 */
final class TreeCopier {
	static final int BUFFER_BYTES = 1 << 20;

	private final ByteBuffer buffer = ByteBuffer.allocateDirect(BUFFER_BYTES);
	private final List<Path> newFiles = new ArrayList<>();
	private final List<Path> newFolders = new ArrayList<>();
	private long bytes;

	/**
	 * Copies {@code from} to {@code to} (which must not exist) and syncs it.
	 *
	 * @return nanoseconds from the first read until the copy was synced
	 * @throws CopyProgress.Cancelled when the user cancelled (what was copied stays for the caller to remove)
	 */
	long copy(Path from, Path to, CopyProgress progress) throws IOException {
		long start = System.nanoTime();
		copyFolder(from, to, progress);
		Thread heartbeat = Thread.ofPlatform().daemon().start(() -> {
			// a sync of gigabytes takes a while: tell the runner the test is alive
			try {
				while (true) {
					Thread.sleep(5000);
					progress.alive();
				}
			} catch (InterruptedException e) {
				// the sync ended
			}
		});
		try {
			PageCache.syncFileSystem(to);
			for (Path file : newFiles) {
				PageCache.fsync(file, false);
			}
			for (int i = newFolders.size() - 1; i >= 0; i--) {
				PageCache.fsync(newFolders.get(i), true);
			}
			PageCache.fsync(to.getParent(), true);
		} finally {
			heartbeat.interrupt();
		}
		return System.nanoTime() - start;
	}

	long bytesCopied() {
		return bytes;
	}

	int filesCopied() {
		return newFiles.size();
	}

	private void copyFolder(Path from, Path to, CopyProgress progress) throws IOException {
		Files.createDirectory(to);
		newFolders.add(to);
		try (DirectoryStream<Path> entries = Files.newDirectoryStream(from)) {
			for (Path entry : entries) {
				progress.checkCancelled();
				Path target = to.resolve(entry.getFileName().toString());
				if (Files.isDirectory(entry)) {
					copyFolder(entry, target, progress);
				} else {
					copyFile(entry, target, progress);
				}
			}
		}
	}

	private void copyFile(Path from, Path to, CopyProgress progress) throws IOException {
		try (FileChannel in = FileChannel.open(from, StandardOpenOption.READ);
				FileChannel out = FileChannel.open(to, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
			newFiles.add(to);
			while (true) {
				buffer.clear();
				int n = in.read(buffer);
				if (n < 0) {
					return;
				}
				buffer.flip();
				while (buffer.hasRemaining()) {
					out.write(buffer);
				}
				bytes += n;
				progress.add(n);
				progress.checkCancelled();
			}
		}
	}
}
