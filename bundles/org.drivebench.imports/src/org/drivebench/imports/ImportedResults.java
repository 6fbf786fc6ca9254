package org.drivebench.imports;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;

import org.drivebench.library.drives.Drives;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Message;
import org.drivebench.model.Metric;
import org.drivebench.model.Parameter;
import org.drivebench.model.Severity;
import org.drivebench.model.TestResult;

/** What every importer of another tool's file writes alike: run ids, figures and the "measured by" message. */
final class ImportedResults {
	private ImportedResults() {
	}

	/** {@code prefix-<hash>} of the file's text and the drive: the same file for the same drive is the same run. */
	static String runId(String prefix, String text, Drive drive) {
		try {
			MessageDigest sha = MessageDigest.getInstance("SHA-256");
			sha.update(text.getBytes(StandardCharsets.UTF_8));
			sha.update((byte) 0);
			sha.update(Drives.keyOf(drive).getBytes(StandardCharsets.UTF_8));
			return prefix + "-" + HexFormat.of().formatHex(sha.digest(), 0, 8);
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException("SHA-256 is missing from this Java runtime", e);
		}
	}

	/** An informational message, first among the result's messages. */
	static void message(TestResult r, String text) {
		Message m = DriveBenchFactory.eINSTANCE.createMessage();
		m.setSeverity(Severity.INFO);
		m.setText(text);
		r.getMessages().add(0, m);
	}

	static void metric(TestResult r, String key, String label, double value, String unit, BetterDirection better) {
		Metric m = DriveBenchFactory.eINSTANCE.createMetric();
		m.setKey(key);
		m.setLabel(label);
		m.setValue(value);
		m.setUnit(unit);
		m.setDirection(better);
		r.getMetrics().add(m);
	}

	/** The parameters of a test of the tool's own, by key: {value, unit}. */
	static void parameters(TestResult r, Map<String, String[]> parameters) {
		for (Map.Entry<String, String[]> e : parameters.entrySet()) {
			Parameter p = DriveBenchFactory.eINSTANCE.createParameter();
			p.setKey(e.getKey());
			p.setLabel(e.getKey());
			p.setValue(e.getValue()[0]);
			p.setUnit(e.getValue()[1]);
			r.getParameters().add(p);
		}
	}
}
