package org.drivebench.ui.editor;

import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;

/**
 * What a result editor shows, as it is kept in the part's persisted state: a run id, and the index of
 * one of its results (or -1 for the run's summary).
 *
 * @param runId       the run's id in the library
 * @param resultIndex the result's position in the run, or -1
 */
public record EditorInput(String runId, int resultIndex) {
	private static final char SEPARATOR = '#';

	public static EditorInput of(Run run) {
		return new EditorInput(run.getId(), -1);
	}

	public static EditorInput of(TestResult result) {
		Run run = result.getRun();
		if (run == null) {
			throw new IllegalArgumentException("test result '" + result.getTestId() + "' belongs to no run");
		}
		return new EditorInput(run.getId(), run.getResults().indexOf(result));
	}

	/** The text kept in the part's persisted state. */
	public String key() {
		return resultIndex < 0 ? runId : runId + SEPARATOR + resultIndex;
	}

	/**
	 * Reads what {@link #key()} wrote.
	 *
	 * @throws IllegalArgumentException naming the text when it is not an editor input
	 */
	public static EditorInput parse(@Nullable String key) {
		if (key == null || key.isBlank()) {
			throw new IllegalArgumentException("the editor was opened without a run");
		}
		int at = key.lastIndexOf(SEPARATOR);
		if (at < 0) {
			return new EditorInput(key, -1);
		}
		try {
			return new EditorInput(key.substring(0, at), Integer.parseInt(key.substring(at + 1)));
		} catch (NumberFormatException e) {
			throw new IllegalArgumentException("editor input '" + key + "' does not end in a result number", e);
		}
	}

	public boolean isRun() {
		return resultIndex < 0;
	}
}
