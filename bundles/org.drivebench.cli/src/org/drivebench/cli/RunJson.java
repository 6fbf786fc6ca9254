package org.drivebench.cli;

import java.nio.file.Path;

import org.drivebench.model.Message;
import org.drivebench.model.Metric;
import org.drivebench.model.Parameter;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.model.WorkerResult;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/**
 * A run as JSON for scripts: where it is saved, its seed, the drive, the target, and each result's
 * figures, per-worker ones included.
 */
final class RunJson {
	private RunJson() {
	}

	static String of(Run run, Path library) {
		JsonObject root = new JsonObject();
		root.addProperty("run", run.getId());
		root.addProperty("library", library.toString());
		root.addProperty("suite", run.getSuiteName());
		root.addProperty("softwareVersion", run.getSoftwareVersion());
		if (run.isSetRandomSeed()) {
			// a string: JSON readers keep only 53 bits of a number
			root.addProperty("seed", Long.toUnsignedString(run.getRandomSeed()));
		}
		root.addProperty("freshDrivePerTest", run.isFreshDrivePerTest());
		JsonObject drive = new JsonObject();
		drive.addProperty("key", run.getDrive().getKey());
		drive.addProperty("label", run.getDrive().getLabel());
		drive.addProperty("model", run.getDrive().getModel());
		drive.addProperty("serial", run.getDrive().getSerial());
		drive.addProperty("capacityBytes", run.getDrive().getCapacityBytes());
		root.add("drive", drive);
		JsonObject target = new JsonObject();
		target.addProperty("kind", run.getTarget().getKind().getLiteral());
		target.addProperty("path", run.getTarget().getPath());
		target.addProperty("sizeBytes", run.getTarget().getSizeBytes());
		root.add("target", target);
		JsonArray results = new JsonArray();
		for (TestResult r : run.getResults()) {
			JsonObject result = new JsonObject();
			result.addProperty("testId", r.getTestId());
			result.addProperty("name", r.getTestName());
			result.addProperty("status", r.getStatus().getLiteral());
			result.addProperty("backend", r.getEngineBackend());
			JsonObject parameters = new JsonObject();
			for (Parameter p : r.getParameters()) {
				parameters.addProperty(p.getKey(), p.getValue());
			}
			result.add("parameters", parameters);
			JsonArray metrics = new JsonArray();
			for (Metric m : r.getMetrics()) {
				JsonObject metric = new JsonObject();
				metric.addProperty("key", m.getKey());
				metric.addProperty("label", m.getLabel());
				metric.addProperty("value", m.getValue());
				metric.addProperty("unit", m.getUnit());
				metric.addProperty("better", m.getDirection().getLiteral().toLowerCase(java.util.Locale.ROOT));
				metrics.add(metric);
			}
			result.add("metrics", metrics);
			JsonArray workers = new JsonArray();
			for (WorkerResult w : r.getWorkers()) {
				JsonObject worker = new JsonObject();
				worker.addProperty("index", w.getIndex());
				worker.addProperty("regionOffset", w.getRegionOffset());
				worker.addProperty("regionLength", w.getRegionLength());
				worker.addProperty("ios", w.getIos());
				worker.addProperty("bytes", w.getBytes());
				worker.addProperty("iops", w.getIops());
				worker.addProperty("megabytesPerSecond", w.getMegabytesPerSecond());
				worker.addProperty("meanLatencyMillis", w.getMeanLatencyNanos() / 1e6);
				worker.addProperty("maxLatencyMillis", w.getMaxLatencyNanos() / 1e6);
				workers.add(worker);
			}
			result.add("workers", workers);
			JsonArray messages = new JsonArray();
			for (Message m : r.getMessages()) {
				messages.add(m.getSeverity().getLiteral() + ": " + m.getText());
			}
			result.add("messages", messages);
			results.add(result);
		}
		root.add("results", results);
		return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(root);
	}
}
