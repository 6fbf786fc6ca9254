package org.drivebench.core.io;

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
		String message = t.getMessage();
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
}
