package org.drivebench.cli;

import java.nio.file.Path;

import org.drivebench.core.results.TestDurations;
import org.drivebench.core.runner.RunProcess;
import org.drivebench.model.DriveHealth;
import org.drivebench.model.KernelCounters;
import org.drivebench.model.MeasuredStep;
import org.drivebench.model.Message;
import org.drivebench.model.Metric;
import org.drivebench.model.Parameter;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.model.WorkerResult;
import org.eclipse.jdt.annotation.Nullable;

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
		TestDurations.of(run).ifPresent(d -> root.addProperty("durationSeconds", d.toNanos() / 1e9));
		String state = RunProcess.stateText(run);
		if (!state.isEmpty()) {
			root.addProperty("state", state); // a cancelled run says so of itself, not only on its tests
		}
		JsonObject drive = new JsonObject();
		drive.addProperty("key", run.getDrive().getKey());
		drive.addProperty("label", run.getDrive().getLabel());
		drive.addProperty("model", run.getDrive().getModel());
		drive.addProperty("serial", run.getDrive().getSerial());
		drive.addProperty("capacityBytes", run.getDrive().getCapacityBytes());
		drive.addProperty("firmware", run.getDrive().getFirmware());
		drive.addProperty("interface", run.getDrive().getInterfaceName());
		drive.addProperty("rotationRpm", run.getDrive().getRotationalSpeedRpm());
		drive.addProperty("identitySource", run.getDrive().getIdentitySource());
		if (!run.getDrive().getMembers().isEmpty()) {
			JsonArray members = new JsonArray(); // an array's identity is its members'
			for (org.drivebench.model.Drive m : run.getDrive().getMembers()) {
				JsonObject member = new JsonObject();
				member.addProperty("key", m.getKey());
				member.addProperty("model", m.getModel());
				member.addProperty("serial", m.getSerial());
				member.addProperty("capacityBytes", m.getCapacityBytes());
				members.add(member);
			}
			drive.add("members", members);
		}
		health(drive, "healthBefore", run.getHealthBefore());
		health(drive, "healthAfter", run.getHealthAfter());
		root.add("drive", drive);
		if (run.getBench() != null && run.getBench().getRig() != null && !run.getBench().getRig().isEmpty()) {
			JsonObject rig = new JsonObject();
			rig.addProperty("name", run.getBench().getRig());
			rig.addProperty("address", run.getBench().getRigAddress());
			rig.addProperty("host", run.getBench().getHost());
			rig.addProperty("engine", run.getBench().getRemoteEngine());
			root.add("rig", rig);
		}
		if (run.getBench() != null && run.getBench().getIoBuffers() != null && !run.getBench().getIoBuffers().isEmpty()) {
			root.addProperty("ioBuffers", run.getBench().getIoBuffers()); // what large I/O buffers lay on
		}
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
			// on a simulated drive the time on its clock (a ten-minute test is 600 s), else on the wall
			TestDurations.of(r).ifPresent(d -> result.addProperty("durationSeconds", d.toNanos() / 1e9));
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
			result.add("steps", steps(r));
			results.add(result);
		}
		root.add("results", results);
		return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(root);
	}

	/** A health reading; a figure the drive did not report is left out. */
	private static void health(JsonObject drive, String key, @Nullable DriveHealth h) {
		if (h == null) {
			return;
		}
		JsonObject o = new JsonObject();
		o.addProperty("source", h.getSource());
		o.addProperty("readAt", h.getReadAt() == null ? null : h.getReadAt().toInstant().toString());
		if (h.isSetTemperatureCelsius()) {
			o.addProperty("temperatureCelsius", h.getTemperatureCelsius());
		}
		if (h.isSetPowerOnHours()) {
			o.addProperty("powerOnHours", h.getPowerOnHours());
		}
		drive.add(key, o);
	}

	/** Each engine run of a result on a real target, with what the kernel counted meanwhile (left out when none). */
	private static JsonArray steps(TestResult r) {
		JsonArray steps = new JsonArray();
		for (MeasuredStep s : r.getSteps()) {
			JsonObject step = new JsonObject();
			step.addProperty("name", s.getName());
			step.addProperty("backend", s.getBackend());
			step.addProperty("completed", s.isCompleted());
			step.addProperty("elapsedNanos", s.getElapsedNanos());
			step.addProperty("readIos", s.getReadIos());
			step.addProperty("readBytes", s.getReadBytes());
			step.addProperty("writeIos", s.getWriteIos());
			step.addProperty("writeBytes", s.getWriteBytes());
			KernelCounters k = s.getKernel();
			if (k != null) { // left out when the kernel keeps no counters for the target
				JsonObject kernel = new JsonObject();
				JsonArray devices = new JsonArray();
				k.getDevices().forEach(devices::add);
				kernel.add("devices", devices);
				kernel.addProperty("readIos", k.getReadIos());
				kernel.addProperty("readBytes", k.getReadBytes());
				kernel.addProperty("writeIos", k.getWriteIos());
				kernel.addProperty("writeBytes", k.getWriteBytes());
				kernel.addProperty("processReadBytes", k.getProcessReadBytes());
				kernel.addProperty("processWriteBytes", k.getProcessWriteBytes());
				step.add("kernel", kernel);
			}
			steps.add(step);
		}
		return steps;
	}
}
