package org.drivebench.report;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import org.drivebench.core.io.ProductVersion;
import org.drivebench.library.drives.Drives;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.report.chart.BidiText;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Where a table's figures come from, for the footer of every export: the DriveBench that wrote it, each
 * run whose results it holds (id, start, drive, the program that measured, the seed of a simulated
 * run, which repeats it) and the version of each test, so a published table can be traced and made
 * again.
 *
 * @param software the program and version that wrote the export ("DriveBench 0.1.0.2026...")
 * @param runs     the runs, oldest first
 * @param tests    each test id with the versions its results were measured with
 */
public record Provenance(String software, List<Source> runs, Map<String, Set<String>> tests) {

	/**
	 * One run of the table.
	 *
	 * @param id       the run's id in the library
	 * @param started  when it started ("2026-12-04 16:20 UTC"), or empty
	 * @param drive    the drive's name
	 * @param measured the program that measured it and its version
	 * @param seed     the seed of a simulated run, which repeats it; null for a real drive
	 */
	public record Source(String id, String started, String drive, String measured, @Nullable Long seed) {
		/** "5a2f… of hdd-7200 2 TB (sim), started 2026-12-04 16:20 UTC, DriveBench 0.1.0, seed 7". */
		public String text() {
			// a drive's name from outside closed where it ends: an open override would reverse the rest of the line
			StringBuilder sb = new StringBuilder(id).append(" of ").append(BidiText.closed(drive));
			if (!started.isEmpty()) {
				sb.append(", started ").append(started);
			}
			if (!measured.isBlank()) {
				sb.append(", ").append(BidiText.closed(measured));
			}
			Long s = seed;
			if (s != null) {
				sb.append(", seed ").append(Long.toUnsignedString(s.longValue()));
			}
			return sb.toString();
		}
	}

	public Provenance {
		runs = List.copyOf(runs);
		Map<String, Set<String>> copy = new TreeMap<>();
		for (Map.Entry<String, Set<String>> e : tests.entrySet()) {
			copy.put(e.getKey(), java.util.Collections.unmodifiableSet(new TreeSet<>(e.getValue())));
		}
		tests = java.util.Collections.unmodifiableMap(copy);
	}

	/** No source known (a table built from nothing). */
	public static final Provenance NONE = new Provenance("DriveBench " + ProductVersion.current(), List.of(), Map.of());

	/** The provenance of {@code results}: their runs and their tests' versions. */
	static Provenance of(Collection<TestResult> results) {
		Set<Run> runs = new LinkedHashSet<>();
		Map<String, Set<String>> tests = new TreeMap<>();
		for (TestResult r : results) {
			if (r.getRun() != null) {
				runs.add(r.getRun());
			}
			Set<String> versions = tests.get(r.getTestId());
			if (versions == null) {
				versions = new TreeSet<>(TestVersions.COMPARATOR);
				tests.put(r.getTestId(), versions);
			}
			versions.add(r.getTestVersion() == null || r.getTestVersion().isBlank() ? "unknown" : r.getTestVersion());
		}
		List<Run> ordered = new ArrayList<>(runs);
		ordered.sort(ReportScope.RUN_ORDER);
		List<Source> sources = new ArrayList<>();
		for (Run run : ordered) {
			String software = (Objects.toString(run.getSoftwareName(), "").isBlank() ? "DriveBench" : run.getSoftwareName())
					+ (Objects.toString(run.getSoftwareVersion(), "").isBlank() ? "" : " " + run.getSoftwareVersion());
			boolean simulated = run.getDrive() != null && run.getDrive().isSimulated();
			sources.add(new Source(Objects.toString(run.getId(), ""), run.getStartedAt() == null ? "" : utcMinute(run.getStartedAt().getTime()),
					run.getDrive() == null ? Drives.keyOf(run) : Drives.label(run.getDrive()), software,
					simulated && run.isSetRandomSeed() ? run.getRandomSeed() : null));
		}
		return new Provenance("DriveBench " + ProductVersion.current(), sources, tests);
	}

	/**
	 * When a run started, to the minute, in UTC: "2026-12-04 16:20 UTC". Written by hand for the years of
	 * four digits (a footer lists every run of a table, and in a fresh process a DateTimeFormatter's pattern
	 * and printers took longer than the rest of it); other years as the pattern writes them.
	 */
	static String utcMinute(long epochMillis) {
		LocalDateTime t = LocalDateTime.ofEpochSecond(Math.floorDiv(epochMillis, 1000L), 0, ZoneOffset.UTC);
		if (t.getYear() < 1000 || t.getYear() > 9999) {
			return DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'").withZone(ZoneOffset.UTC).format(Instant.ofEpochMilli(epochMillis));
		}
		StringBuilder sb = new StringBuilder(20).append(t.getYear()).append('-');
		twoDigits(sb, t.getMonthValue()).append('-');
		twoDigits(sb, t.getDayOfMonth()).append(' ');
		twoDigits(sb, t.getHour()).append(':');
		return twoDigits(sb, t.getMinute()).append(" UTC").toString();
	}

	private static StringBuilder twoDigits(StringBuilder sb, int value) {
		return sb.append((char) ('0' + value / 10)).append((char) ('0' + value % 10));
	}

	/** The footer's lines: who wrote it, then each run, then the tests' versions. */
	public List<String> lines() {
		List<String> lines = new ArrayList<>();
		lines.add("Made with " + software + ".");
		for (Source s : runs) {
			lines.add("Run " + s.text() + ".");
		}
		if (!tests.isEmpty()) {
			List<String> versions = new ArrayList<>();
			for (Map.Entry<String, Set<String>> e : tests.entrySet()) {
				versions.add(e.getKey() + " " + String.join(", ", e.getValue()));
			}
			lines.add("Test versions: " + String.join("; ", versions) + ".");
		}
		return lines;
	}
}
