package org.drivebench.engine.device;

import java.io.Closeable;
import java.io.IOException;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

import org.drivebench.engine.CreationLog;

/**
 * A run's {@link CreationLog} on disk: one file per run in a folder of the library
 * ({@code leftovers/<id>.log}), each line appended and synced before the caller goes on, so it survives
 * a kill. Its first lines name the process ({@link ProcessStamp}); then, per path,
 * {@code creating}, {@code created} with its device, inode and birth time, {@code using}, {@code kept} or
 * {@code removed}. Closed with nothing left behind, the file is deleted; otherwise it stays for
 * {@link Leftovers} to find once the process has ended.
 */
public final class CreationJournal implements CreationLog, Closeable {
	static final String HEADER = "drivebench-creation-journal 1";
	static final String EXTENSION = ".log";

	private final Path file;
	private final FileChannel channel;
	private final Set<Path> outstanding = new LinkedHashSet<>();
	private boolean closed;

	private CreationJournal(Path file, FileChannel channel) {
		this.file = file;
		this.channel = channel;
	}

	/**
	 * Starts the journal of this process in {@code folder} (created when missing).
	 *
	 * @throws IOException when it cannot be written: a run must then not create anything
	 */
	public static CreationJournal start(Path folder) throws IOException {
		Files.createDirectories(folder);
		Path file = folder.resolve(UUID.randomUUID() + EXTENSION);
		FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
		CreationJournal journal = new CreationJournal(file, channel);
		try {
			journal.append(HEADER + "\nprocess " + ProcessStamp.current().text());
		} catch (IOException e) {
			journal.close();
			throw e;
		}
		return journal;
	}

	/** The journal's file. */
	public Path file() {
		return file;
	}

	@Override
	public synchronized void creating(Path path) throws IOException {
		Path p = absolute(path);
		append("creating " + encode(p));
		outstanding.add(p);
	}

	@Override
	public synchronized void created(Path path) throws IOException {
		Path p = absolute(path);
		append("created " + encode(p) + " " + FileId.of(p).text() + (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS) ? " folder" : " file"));
	}

	@Override
	public synchronized void using(Path path) throws IOException {
		Path p = absolute(path);
		append("using " + encode(p) + " " + FileId.of(p).text());
	}

	@Override
	public synchronized void kept(Path path) throws IOException {
		Path p = absolute(path);
		append("kept " + encode(p));
		outstanding.remove(p);
	}

	@Override
	public synchronized void removed(Path path) throws IOException {
		Path p = absolute(path);
		append("removed " + encode(p));
		outstanding.remove(p);
	}

	/** Ends the journal: deleted when the run left nothing, else kept for {@code drivebench status}. */
	@Override
	public synchronized void close() throws IOException {
		if (closed) {
			return;
		}
		closed = true;
		channel.close();
		if (outstanding.isEmpty()) {
			Files.deleteIfExists(file);
		}
	}

	private void append(String lines) throws IOException {
		if (closed) {
			throw new IOException("the creation journal " + file + " is closed");
		}
		ByteBuffer bytes = StandardCharsets.UTF_8.encode(lines + "\n");
		while (bytes.hasRemaining()) {
			channel.write(bytes);
		}
		channel.force(true);
	}

	static Path absolute(Path path) {
		return path.toAbsolutePath().normalize();
	}

	/** A path on one line, whatever characters it holds. */
	static String encode(Path path) {
		return URLEncoder.encode(path.toString(), StandardCharsets.UTF_8);
	}

	static Path decode(String text) {
		return Path.of(URLDecoder.decode(text, StandardCharsets.UTF_8));
	}

	/**
	 * A file's identity: its file system's device number, its inode, and when it was born (statx's birth
	 * time, in nanoseconds): a file system may give a new file the inode of one removed a moment before.
	 */
	public record FileId(long device, long inode, long born) {
		static FileId of(Path path) throws IOException {
			BasicFileAttributes attributes = Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
			return new FileId(((Number) Files.getAttribute(path, "unix:dev", LinkOption.NOFOLLOW_LINKS)).longValue(),
					((Number) Files.getAttribute(path, "unix:ino", LinkOption.NOFOLLOW_LINKS)).longValue(),
					attributes.creationTime().to(TimeUnit.NANOSECONDS));
		}

		String text() {
			return "dev=" + device + " ino=" + inode + " born=" + born;
		}

		/** The identity in {@code fields[from]} to {@code fields[from + 2]}, as {@link #text()} wrote it. */
		static FileId parse(String[] fields, int from) {
			return new FileId(Long.parseLong(value(fields[from], "dev=")), Long.parseLong(value(fields[from + 1], "ino=")),
					Long.parseLong(value(fields[from + 2], "born=")));
		}

		private static String value(String field, String name) {
			if (!field.startsWith(name)) {
				throw new NumberFormatException("expected " + name + ", got " + field);
			}
			return field.substring(name.length());
		}
	}
}
