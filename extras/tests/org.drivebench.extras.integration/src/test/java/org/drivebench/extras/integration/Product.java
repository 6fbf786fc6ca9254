package org.drivebench.extras.integration;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** A copy of the built product in a folder of its own, run through its own launcher as a user runs it. */
final class Product {
	/** What a command did. */
	record Outcome(int exit, String out, String err) {
		@Override
		public String toString() {
			return "exit " + exit + "\n--- stdout\n" + out + "\n--- stderr\n" + err;
		}
	}

	private final Path home;
	private final Path state;

	private Product(Path home, Path state) {
		this.home = home;
		this.state = state;
	}

	static Path built() {
		Path built = Path.of(System.getProperty("drivebench.product"));
		if (!Files.isExecutable(built.resolve("drivebench"))) {
			throw new IllegalStateException("no built product at " + built + ": build DriveBench first (./mvnw verify)");
		}
		return built;
	}

	/** A fresh copy of the built product under {@code dir}, with a per-user state folder of its own. */
	static Product copy(Path dir) throws IOException, InterruptedException {
		Path home = dir.resolve("drivebench");
		run(List.of("cp", "-a", built().toString(), home.toString()), Map.of(), 120);
		return new Product(home, Files.createDirectories(dir.resolve("state")));
	}

	Path home() {
		return home;
	}

	Path state() {
		return state;
	}

	/** {@code drivebench <args>}. */
	Outcome cli(String... args) throws IOException, InterruptedException {
		List<String> command = new ArrayList<>();
		command.add(home.resolve("drivebench").toString());
		command.addAll(List.of(args));
		return run(command, Map.of("DRIVEBENCH_HOME", state.toString(), "DRIVEBENCH_QUIET", "1"), 600);
	}

	static Outcome run(List<String> command, Map<String, String> env, long timeoutSeconds) throws IOException, InterruptedException {
		return run(command, env, timeoutSeconds, null);
	}

	/** {@code command} in folder {@code dir} (the current one when null). */
	static Outcome run(List<String> command, Map<String, String> env, long timeoutSeconds, Path dir)
			throws IOException, InterruptedException {
		ProcessBuilder pb = new ProcessBuilder(command);
		if (dir != null) {
			pb.directory(dir.toFile());
		}
		pb.environment().putAll(env);
		pb.environment().remove("DISPLAY"); // the command line, never the workbench
		Path out = Files.createTempFile("drivebench-out", ".txt");
		Path err = Files.createTempFile("drivebench-err", ".txt");
		try {
			pb.redirectOutput(out.toFile()).redirectError(err.toFile());
			Process p = pb.start();
			if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
				p.destroyForcibly();
				throw new IllegalStateException(String.join(" ", command) + " did not end within " + timeoutSeconds + " s");
			}
			return new Outcome(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
		} finally {
			Files.deleteIfExists(out);
			Files.deleteIfExists(err);
		}
	}

	/** The value of metric {@code key} of the first result of {@code drivebench run --json} output. */
	static double metric(String json, String key) {
		for (JsonElement m : firstResult(json).getAsJsonArray("metrics")) {
			if (m.getAsJsonObject().get("key").getAsString().equals(key)) {
				return m.getAsJsonObject().get("value").getAsDouble();
			}
		}
		throw new AssertionError("no metric " + key + " in " + json);
	}

	static JsonObject firstResult(String json) {
		JsonArray results = JsonParser.parseString(json).getAsJsonObject().getAsJsonArray("results");
		return results.get(0).getAsJsonObject();
	}
}
