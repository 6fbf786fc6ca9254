package org.drivebench.core.runner;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.drivebench.engine.EngineInfo;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.TestBench;

/** Describes the machine a run measures on, from /proc and /etc (Linux), as results record it. */
public final class TestBenchProbe {
	private final Path root;

	/** Reads the real /proc and /etc. */
	public TestBenchProbe() {
		this(Path.of("/"));
	}

	/** Reads a tree laid out like / (for tests). */
	TestBenchProbe(Path root) {
		this.root = root;
	}

	public TestBench probe() {
		TestBench bench = DriveBenchFactory.eINSTANCE.createTestBench();
		bench.setHost(firstLine("proc/sys/kernel/hostname").orElse("unknown"));
		bench.setOs(osName());
		bench.setKernel(firstLine("proc/sys/kernel/osrelease").orElse(System.getProperty("os.version")));
		bench.setCpu(field("proc/cpuinfo", "model name").orElse(System.getProperty("os.arch")));
		bench.setCpuCount(Runtime.getRuntime().availableProcessors());
		bench.setMemoryBytes(field("proc/meminfo", "MemTotal").map(TestBenchProbe::kilobytes).orElse(0L));
		bench.setJavaRuntime(EngineInfo.runtime());
		return bench;
	}

	private String osName() {
		for (String line : lines("etc/os-release")) {
			if (line.startsWith("PRETTY_NAME=")) {
				return line.substring("PRETTY_NAME=".length()).replace("\"", "");
			}
		}
		return System.getProperty("os.name") + " " + System.getProperty("os.version");
	}

	private Optional<String> firstLine(String file) {
		List<String> lines = lines(file);
		return lines.isEmpty() ? Optional.empty() : Optional.of(lines.get(0).strip());
	}

	private Optional<String> field(String file, String name) {
		for (String line : lines(file)) {
			int colon = line.indexOf(':');
			if (colon > 0 && line.substring(0, colon).strip().equals(name)) {
				return Optional.of(line.substring(colon + 1).strip());
			}
		}
		return Optional.empty();
	}

	private List<String> lines(String file) {
		try {
			return Files.readAllLines(root.resolve(file));
		} catch (IOException e) {
			return List.of();
		}
	}

	/** "24576000 kB" as bytes. */
	static long kilobytes(String text) {
		String digits = text.replaceAll("[^0-9]", "");
		return digits.isEmpty() ? 0 : Long.parseLong(digits) * 1024;
	}
}
