package org.drivebench.fio;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What one run of fio's client printed: the rig's probe answer, the rig's own messages (fio's client
 * prefixes each with {@code <host>}), the normal and json+ output, and what the client itself said on
 * standard error.
 *
 * @param probe     the rig's answer to the client's probe
 * @param stdout    everything on standard output: probe line, the rig's messages, normal output, json+
 * @param stderr    the client's own complaints
 * @param exitCode  the client's exit status
 * @param cancelled whether DriveBench stopped the client before the job ended (its figures are partial)
 */
public record FioAnswer(FioProbe probe, String stdout, String stderr, int exitCode, boolean cancelled) {
	/** The rig's messages, without fio's {@code <host> } prefix, empty lines left out. */
	public List<String> rigMessages() {
		List<String> messages = new ArrayList<>();
		for (String line : stdout.split("\n")) {
			if (line.startsWith("<")) {
				int close = line.indexOf("> ");
				String text = close > 0 ? line.substring(close + 2).strip() : "";
				if (!text.isEmpty()) {
					messages.add(text);
				}
			}
		}
		return messages;
	}

	/**
	 * What tells of a failure: the rig's messages about errors (a bad option, a file it could not open,
	 * an I/O error), the client's "exited with error" and its own complaints.
	 */
	public List<String> problems() {
		List<String> problems = new ArrayList<>();
		for (String m : rigMessages()) {
			String lower = m.toLowerCase(Locale.ROOT);
			if (lower.contains("fio:") || lower.contains("error") || lower.contains("bad option") || lower.contains("did you mean")
					|| lower.contains("you need") || lower.contains("dropped") || lower.contains("failed")) {
				problems.add(m);
			}
		}
		for (String line : stdout.split("\n")) {
			if (line.startsWith("client <") && line.contains("exited with error")) {
				problems.add(line.strip());
			}
		}
		for (String line : stderr.split("\n")) {
			if (!line.isBlank()) {
				problems.add(line.strip());
			}
		}
		return problems;
	}
}
