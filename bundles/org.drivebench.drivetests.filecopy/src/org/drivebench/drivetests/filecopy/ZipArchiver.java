package org.drivebench.drivetests.filecopy;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.zip.Deflater;

import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.drivebench.engine.nativeio.PageCache;

/**
 * Seed 000's WinRAR test with Apache Commons Compress: the system set packed into a zip archive with
 * deflate at its default level (6) and unpacked into a new folder, on the same file system. Zip, because
 * like RAR it keeps every file as an entry of its own (so unpacking writes the same tree), its
 * compressor (the JDK's zlib) needs no further library, and every reviewer's tools open it; deflate at
 * level 6 costs about as much CPU per byte as WinRAR's default, so the pack figure is as CPU-bound as the
 * seed found WinRAR's to be, which the CPU time beside the wall time shows. Each step is timed until its
 * output is synced; the CPU time is the working thread's (user and system).
 */
final class ZipArchiver {
	private static final int BUFFER = 1 << 20;
	private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
	private final byte[] buffer = new byte[BUFFER];

	/** Wall and CPU nanoseconds of one step. */
	record Timing(long nanos, long cpuNanos) {
	}

	/** Packs the tree {@code source} into {@code archive} (new), entries in readdir order. */
	Timing pack(Path source, Path archive, CopyProgress progress) throws IOException {
		long cpu = threads.getCurrentThreadCpuTime();
		long start = System.nanoTime();
		try (ZipArchiveOutputStream zip = new ZipArchiveOutputStream(archive)) {
			zip.setMethod(ZipArchiveOutputStream.DEFLATED);
			zip.setLevel(Deflater.DEFAULT_COMPRESSION);
			addFolder(zip, source, "", progress);
		}
		PageCache.fsync(archive, false);
		PageCache.fsync(archive.getParent(), true);
		return new Timing(System.nanoTime() - start, threads.getCurrentThreadCpuTime() - cpu);
	}

	private void addFolder(ZipArchiveOutputStream zip, Path folder, String prefix, CopyProgress progress) throws IOException {
		try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder)) {
			for (Path entry : entries) {
				progress.checkCancelled();
				String name = prefix + entry.getFileName();
				if (Files.isDirectory(entry)) {
					zip.putArchiveEntry(new ZipArchiveEntry(name + "/"));
					zip.closeArchiveEntry();
					addFolder(zip, entry, name + "/", progress);
				} else {
					zip.putArchiveEntry(new ZipArchiveEntry(entry, name));
					try (InputStream in = Files.newInputStream(entry)) {
						transfer(in, zip, progress);
					}
					zip.closeArchiveEntry();
				}
			}
		}
	}

	/** Unpacks {@code archive} into {@code target} (new) and syncs what it wrote. */
	Timing unpack(Path archive, Path target, CopyProgress progress) throws IOException {
		long cpu = threads.getCurrentThreadCpuTime();
		long start = System.nanoTime();
		List<Path> files = new ArrayList<>();
		List<Path> folders = new ArrayList<>();
		Files.createDirectory(target);
		folders.add(target);
		try (ZipFile zip = ZipFile.builder().setPath(archive).get()) {
			for (Enumeration<ZipArchiveEntry> e = zip.getEntriesInPhysicalOrder(); e.hasMoreElements();) {
				progress.checkCancelled();
				ZipArchiveEntry entry = e.nextElement();
				Path out = target.resolve(entry.getName()).normalize();
				if (!out.startsWith(target)) {
					throw new IOException("archive entry " + entry.getName() + " points outside " + target);
				}
				if (entry.isDirectory()) {
					folders.add(Files.createDirectories(out));
					continue;
				}
				try (InputStream in = zip.getInputStream(entry);
						OutputStream o = Files.newOutputStream(out, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
					transfer(in, o, progress);
				}
				files.add(out);
			}
		}
		PageCache.syncFileSystem(target);
		for (Path f : files) {
			PageCache.fsync(f, false);
		}
		for (int i = folders.size() - 1; i >= 0; i--) {
			PageCache.fsync(folders.get(i), true);
		}
		PageCache.fsync(target.getParent(), true);
		return new Timing(System.nanoTime() - start, threads.getCurrentThreadCpuTime() - cpu);
	}

	private void transfer(InputStream in, OutputStream out, CopyProgress progress) throws IOException {
		while (true) {
			int n = in.read(buffer);
			if (n < 0) {
				return;
			}
			out.write(buffer, 0, n);
			progress.add(n);
			progress.checkCancelled();
		}
	}
}
