package org.drivebench.core.io;

import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * Says what went wrong in one line a user can act on, the same in a test's result, the command line's
 * error and the workbench's dialogs: the exception's message (its type when it has none, and its type
 * too for a programming error, so a bug is not mistaken for a bad input), with its cause's message
 * when that adds something.
 */
public final class Failures {
	private Failures() {
	}

	public static String describe(Throwable t) {
		String message = t instanceof FileSystemException f ? fileProblem(f) : t.getMessage();
		String text = message == null || message.isBlank() ? t.getClass().getSimpleName() : message;
		if (t instanceof RuntimeException && !(t instanceof IllegalArgumentException) && !(t instanceof IllegalStateException)
				&& !text.equals(t.getClass().getSimpleName())) {
			text = t.getClass().getSimpleName() + ": " + text;
		}
		Throwable cause = t.getCause();
		if (cause != null && cause.getMessage() != null && !cause.getMessage().isBlank() && !text.contains(cause.getMessage())) {
			text += " (caused by " + cause.getClass().getSimpleName() + ": " + cause.getMessage() + ")";
		}
		return text;
	}

	/**
	 * A file system exception says the path and, often, nothing else (Java's message of a missing file is
	 * its path alone): the path with the reason, in words.
	 */
	private static String fileProblem(FileSystemException e) {
		if (e.getReason() != null && !e.getReason().isBlank()) {
			return e.getMessage();
		}
		String reason = e instanceof NoSuchFileException ? "there is no such file or folder"
				: e instanceof AccessDeniedException ? "permission denied"
						: e instanceof FileAlreadyExistsException ? "it exists already"
								: e instanceof NotDirectoryException ? "it is not a folder"
										: e instanceof DirectoryNotEmptyException ? "the folder is not empty"
												: e instanceof FileSystemLoopException ? "its symbolic links form a loop"
														: e.getClass().getSimpleName();
		String where = e.getFile() == null ? "" : e.getFile() + (e.getOtherFile() == null ? "" : " -> " + e.getOtherFile()) + ": ";
		return where + reason;
	}
}
