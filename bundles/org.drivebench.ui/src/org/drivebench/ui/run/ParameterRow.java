package org.drivebench.ui.run;

import java.util.Objects;

import org.drivebench.core.api.InvalidParameterException;
import org.drivebench.core.api.ParameterSpec;
import org.eclipse.jdt.annotation.Nullable;

/**
 * One row of the launcher's parameter table: a parameter, the text typed for it and what is wrong with
 * that text. For a single test every row holds a value (the default to start with); for a suite a row
 * holds an override for every test of the suite that takes the parameter, and an empty row leaves the
 * suite's own values.
 */
public final class ParameterRow {
	private final ParameterSpec spec;
	private final boolean override;
	private String text;
	private @Nullable String problem;

	ParameterRow(ParameterSpec spec, boolean override) {
		this.spec = spec;
		this.override = override;
		this.text = override ? "" : spec.defaultText();
	}

	public ParameterSpec spec() {
		return spec;
	}

	/** Whether the row overrides a suite's values (empty: keep them) rather than set a test's value. */
	public boolean isOverride() {
		return override;
	}

	public String text() {
		return text;
	}

	/** Sets the text and checks it on its own (the plan checks the values together). */
	public void setText(@Nullable String newText) {
		text = newText == null ? "" : newText.strip();
		problem = null;
		if (!(override && text.isEmpty())) {
			try {
				spec.parse(text);
			} catch (InvalidParameterException e) {
				problem = e.getMessage();
			}
		}
	}

	/** What is wrong with the text, naming the parameter and what is allowed; null when it is fine. */
	public @Nullable String problem() {
		return problem;
	}

	void setProblem(String message) {
		problem = message;
	}

	/** Whether the row sets a value (a suite's empty override row does not). */
	boolean isSet() {
		return !(override && text.isEmpty());
	}

	/** "B", "s", "%" or empty. */
	public String unit() {
		return Objects.requireNonNullElse(spec.unit(), ""); // a plugin without null analysis may give none
	}

	/** The help text and what is allowed, for the table's last column and tooltips. */
	public String help() {
		String help = Objects.requireNonNullElse(spec.help(), "").strip();
		String allowed = spec.allowed();
		return help.isEmpty() ? allowed : help + " (" + allowed + ")";
	}
}
