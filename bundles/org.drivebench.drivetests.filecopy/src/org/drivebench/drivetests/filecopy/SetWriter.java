package org.drivebench.drivetests.filecopy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.drivebench.engine.nativeio.PageCache;
import org.drivebench.drivetests.filecopy.files.FileContent;
import org.drivebench.drivetests.filecopy.files.FileEntry;
import org.drivebench.drivetests.filecopy.files.FileSet;

/**
 * Writes a generated file set into a folder (untimed: it is the copy's source) and syncs it, so its data
 * is on the drive before a copy reads it; keeps each file's SHA-256 so copies can be checked byte for
 * byte.
 */
final class SetWriter {
	private SetWriter() {
	}

	/**
	 * Writes {@code set} under {@code root} (which must not exist), then syncs the file system.
	 *
	 * @return the SHA-256 of every file by its relative path
	 */
	static Map<String, byte[]> write(FileSet set, Path root, CopyProgress progress) throws IOException {
		FileContent content = new FileContent(set.seed());
		Files.createDirectory(root);
		List<Path> folders = new ArrayList<>();
		folders.add(root);
		for (String folder : set.directories()) {
			folders.add(Files.createDirectory(root.resolve(folder)));
		}
		Map<String, byte[]> digests = new HashMap<>();
		byte[] chunk = new byte[FileContent.CHUNK];
		ByteBuffer buffer = ByteBuffer.wrap(chunk);
		MessageDigest sha = sha256();
		for (FileEntry file : set.files()) {
			progress.checkCancelled();
			try (FileChannel out = FileChannel.open(root.resolve(file.path()), StandardOpenOption.CREATE_NEW,
					StandardOpenOption.WRITE)) {
				long left = file.size();
				for (long c = 0; left > 0; c++) {
					int n = (int) Math.min(FileContent.CHUNK, left);
					content.fill(file, set.kind().compressible(), c, chunk, 0, n);
					sha.update(chunk, 0, n);
					buffer.clear().limit(n);
					while (buffer.hasRemaining()) {
						out.write(buffer);
					}
					left -= n;
					progress.add(n);
				}
			}
			digests.put(file.path(), sha.digest());
		}
		PageCache.syncFileSystem(root);
		for (int i = folders.size() - 1; i >= 0; i--) {
			PageCache.fsync(folders.get(i), true);
		}
		PageCache.fsync(root.getParent(), true);
		return digests;
	}

	/** SHA-256 of a file as it is on disk now. */
	static byte[] digestOf(Path file, byte[] buffer) throws IOException {
		MessageDigest sha = sha256();
		ByteBuffer b = ByteBuffer.wrap(buffer);
		try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ)) {
			while (true) {
				b.clear();
				int n = in.read(b);
				if (n < 0) {
					return sha.digest();
				}
				sha.update(buffer, 0, n);
			}
		}
	}

	static MessageDigest sha256() {
		try {
			return MessageDigest.getInstance("SHA-256");
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException("the JDK has no SHA-256", e);
		}
	}
}
