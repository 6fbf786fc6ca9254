package org.drivebench.core.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.UUID;

import org.drivebench.engine.device.OutputFileGuard;

/**
 * The one way DriveBench writes a file: into a temporary file of its own beside the target, synced,
 * then renamed over the target, then the folder synced, so a crash or a failed write leaves the old
 * file or the new one, never half of one. The library's runs, reports and index, exported tables,
 * charts, review pages and the rigs file all go through here, and so through the one rule of where
 * DriveBench may write ({@link OutputFileGuard}): never over a device node, an image a loop device
 * reads, a file another program writes, nor into a folder that does not exist or under /dev, /proc or
 * /sys.
 */
public final class AtomicFiles {
	private static final String TEMPORARY_SUFFIX = ".tmp";

	/** What is written: the whole content, to the stream given. */
	@FunctionalInterface
	public interface Content {
		void writeTo(OutputStream out) throws IOException;
	}

	private AtomicFiles() {
	}

	/**
	 * Writes {@code content} into {@code file}, replacing it whole or not at all.
	 *
	 * @throws org.drivebench.engine.device.OutputRefusedException naming the file and why, when the rule
	 *                                                             refuses it (its folder is missing, ...)
	 * @throws IOException naming the file when it cannot be written; the file is then as it was
	 */
	public static void write(Path file, Content content) throws IOException {
		Path absolute = file.toAbsolutePath();
		OutputFileGuard.system().checkFile(absolute);
		Path folder = absolute.getParent();
		if (folder == null) {
			throw new IOException("cannot write " + absolute + ": it has no folder");
		}
		// a name of our own rather than createTempFile, whose owner-only permissions the file would keep
		Path temporary = folder.resolve("." + absolute.getFileName() + "." + UUID.randomUUID() + TEMPORARY_SUFFIX);
		try {
			try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
					OutputStream out = Channels.newOutputStream(channel)) {
				content.writeTo(out);
				out.flush();
				channel.force(true);
			}
			OutputFileGuard.markWritten(temporary); // DriveBench's own, as written: replaced again without a search of open files
			try {
				Files.move(temporary, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
			} catch (AtomicMoveNotSupportedException e) {
				Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING);
			}
			syncFolder(folder);
		} finally {
			Files.deleteIfExists(temporary);
		}
	}

	/** Writes {@code bytes} into {@code file} (see {@link #write(Path, Content)}). */
	public static void write(Path file, byte[] bytes) throws IOException {
		write(file, out -> out.write(bytes));
	}

	/** Writes {@code text} as UTF-8 into {@code file} (see {@link #write(Path, Content)}). */
	public static void writeString(Path file, String text) throws IOException {
		write(file, text.getBytes(StandardCharsets.UTF_8));
	}

	/** Whether {@code file} is a temporary file of {@link #write} (in progress, or left by a crash). */
	public static boolean isTemporary(Path file) {
		Path name = file.getFileName();
		return name != null && name.toString().startsWith(".") && name.toString().endsWith(TEMPORARY_SUFFIX);
	}

	private static void syncFolder(Path folder) {
		try (FileChannel channel = FileChannel.open(folder, StandardOpenOption.READ)) {
			channel.force(true);
		} catch (IOException | RuntimeException e) {
			// not every file system can sync a folder; the rename is atomic all the same
			System.getLogger(AtomicFiles.class.getName()).log(System.Logger.Level.DEBUG, "the folder " + folder + " cannot be synced", e);
		}
	}
}
