package org.drivebench.drivetests.filecopy;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;

import org.eclipse.jdt.annotation.Nullable;

/** Removing a folder tree DriveBench made (symbolic links are removed, never followed). */
final class Trees {
	private Trees() {
	}

	static void delete(Path root) throws IOException {
		if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
			return;
		}
		Files.walkFileTree(root, new SimpleFileVisitor<>() {
			@Override
			public FileVisitResult visitFile(@Nullable Path file, @Nullable BasicFileAttributes attrs) throws IOException {
				Files.deleteIfExists(file);
				return FileVisitResult.CONTINUE;
			}

			@Override
			public FileVisitResult postVisitDirectory(@Nullable Path dir, @Nullable IOException e) throws IOException {
				if (e != null && !(e instanceof NoSuchFileException)) {
					throw e;
				}
				Files.deleteIfExists(dir);
				return FileVisitResult.CONTINUE;
			}
		});
	}

	/** Bytes a tree's files hold. */
	static long size(Path root) throws IOException {
		try (var walk = Files.walk(root)) {
			return walk.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
		}
	}
}
