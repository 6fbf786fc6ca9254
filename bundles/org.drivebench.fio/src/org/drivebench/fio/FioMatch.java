package org.drivebench.fio;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.suite.WorkloadMatcher;
import org.drivebench.core.suite.WorkloadMatcher.Workload;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Message;
import org.drivebench.model.Parameter;
import org.drivebench.model.Severity;
import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A fio job as the workload of a DriveBench test: plain read, write, randread or randwrite with one
 * block size, from offset 0 over {@code size}. A job that is one becomes a result of that test (its
 * id, version, case and parameters); fio's own options stay in a message, so nothing fio said is lost.
 */
final class FioMatch {
	private FioMatch() {
	}

	/** The job's workload, or empty when it is not one the matching rule can compare (mixed, ranges, offsets). */
	static Optional<Workload> workload(FioOptions options) {
		String rw = options.get("rw") != null ? options.get("rw") : options.get("readwrite");
		rw = rw == null ? "read" : rw.strip().toLowerCase(Locale.ROOT);
		String direction = switch (rw) {
			case "read", "randread" -> StandardParameters.READ;
			case "write", "randwrite" -> StandardParameters.WRITE;
			default -> null;
		};
		if (direction == null || options.get("bsrange") != null || options.get("bssplit") != null) {
			return Optional.empty();
		}
		long kbBase = "1000".equals(options.get("kb_base")) ? 1000 : 1024;
		Long block = bytes(options.getOrDefault("bs"), kbBase);
		Long region = bytes(options.get("size"), kbBase);
		String offset = options.get("offset");
		Long start = offset == null ? Long.valueOf(0) : bytes(offset, kbBase);
		Integer depth = integer(options.getOrDefault("iodepth"));
		Integer jobs = integer(options.getOrDefault("numjobs"));
		if (block == null || region == null || start == null || start != 0 || depth == null || jobs == null) {
			return Optional.empty();
		}
		return Optional.of(new Workload(direction, rw.startsWith("rand"), block, depth, jobs, region));
	}

	/** Makes {@code result} a result of the DriveBench test with the job's workload, if one is installed. */
	static void apply(WorkloadMatcher matcher, FioOptions options, TestResult result, @Nullable String fioVersion) {
		Optional<TestResult> matched = workload(options).flatMap(matcher::newResult);
		if (matched.isEmpty()) {
			return;
		}
		TestResult test = matched.get();
		List<String> fioOptions = result.getParameters().stream()
				.map(p -> p.getKey() + "=" + p.getValue() + (p.getUnit() == null || p.getUnit().isBlank() ? "" : " " + p.getUnit()))
				.toList();
		Message m = DriveBenchFactory.eINSTANCE.createMessage();
		m.setSeverity(Severity.INFO);
		m.setText("Measured by fio" + (fioVersion == null || fioVersion.isBlank() ? "" : " " + fioVersion) + " as job '"
				+ result.getCaseName() + "', the workload of DriveBench's test '" + test.getCaseName() + "' (run time aside); fio's options: "
				+ String.join(", ", fioOptions));
		result.getMessages().add(0, m);
		result.setTestId(test.getTestId());
		result.setTestVersion(test.getTestVersion());
		result.setTestName(test.getTestName());
		result.setCaseName(test.getCaseName());
		result.setCategory(test.getCategory());
		result.getParameters().clear();
		for (Parameter p : List.copyOf(test.getParameters())) {
			result.getParameters().add(p);
		}
	}

	private static @Nullable Long bytes(@Nullable String text, long kbBase) {
		if (text == null || text.contains(",") || text.contains("-") || text.contains("%")) {
			return null;
		}
		String b = FioOptions.sizeBytes(text.strip(), kbBase);
		try {
			return b == null ? null : Long.valueOf(b);
		} catch (NumberFormatException e) {
			return null;
		}
	}

	private static @Nullable Integer integer(@Nullable String text) {
		try {
			return text == null ? null : Integer.valueOf(text.strip());
		} catch (NumberFormatException e) {
			return null;
		}
	}
}
