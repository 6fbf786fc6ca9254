package org.drivebench.fio;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What a fio server tells its client about itself when it connects, the line fio's client prints first:
 * {@code hostname=lab1, be=0, 64-bit, os=Linux, arch=x86-64, fio=fio-3.33, flags=1}.
 *
 * @param hostName the server's host name
 * @param os       its operating system as fio names it
 * @param arch     its architecture
 * @param version  the fio the server runs
 */
public record FioProbe(String hostName, String os, String arch, FioVersion version) {
	/** The start of the line fio's client prints for a server's probe answer. */
	public static final String PREFIX = "hostname=";

	/** The probe answer in {@code line}, when it is one. */
	public static Optional<FioProbe> parse(String line) {
		if (!line.startsWith(PREFIX)) {
			return Optional.empty();
		}
		Map<String, String> fields = new LinkedHashMap<>();
		for (String part : line.strip().split(",\\s*")) {
			int eq = part.indexOf('=');
			if (eq > 0) {
				fields.put(part.substring(0, eq), part.substring(eq + 1));
			}
		}
		String fio = fields.get("fio");
		if (fio == null) {
			return Optional.empty();
		}
		try {
			return Optional.of(new FioProbe(fields.getOrDefault("hostname", ""), fields.getOrDefault("os", ""),
					fields.getOrDefault("arch", ""), FioVersion.parse(fio)));
		} catch (IllegalArgumentException e) {
			return Optional.empty();
		}
	}
}
