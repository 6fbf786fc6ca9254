package org.drivebench.tracereplay;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.eclipse.jdt.annotation.Nullable;

/**
 * Finds and reads the trace a replay names: a blktrace recording (its base name, or any of its
 * per-CPU files), a fio iolog, or one of the examples shipped in this bundle ({@code example:sqlite}).
 * The format is told by the content (blktrace's magic number, fio's first line), not the name.
 */
final class TraceSources {
	static final String EXAMPLE_PREFIX = "example:";
	/** The examples in {@code examples/}, recorded as docs/trace-replay.md describes. */
	static final List<String> EXAMPLES = List.of("git-clone", "sqlite", "javac");
	private static final Pattern PER_CPU = Pattern.compile("(.*)\\.blktrace\\.(\\d+)");

	/** The last trace read, kept for the plan-time calls that ask the same (whether it writes). */
	private static @Nullable Cached last;

	private record Cached(String key, RecordedTrace trace) {
	}

	private record FilePart(Path path) implements BlktraceReader.Part {
		@Override
		public String name() {
			return path.toString();
		}

		@Override
		public InputStream open() throws IOException {
			return Files.newInputStream(path);
		}
	}

	private record ExamplePart(String name, String resource) implements BlktraceReader.Part {
		@Override
		public InputStream open() throws IOException {
			InputStream in = TraceSources.class.getResourceAsStream(resource);
			if (in == null) {
				throw new IOException("example trace " + resource + " is missing from the plugin");
			}
			return in;
		}
	}

	private TraceSources() {
	}

	/**
	 * @throws TraceFormatException when nothing is there, or what is there is not a trace (naming file and
	 *                              line or byte offset)
	 */
	static synchronized RecordedTrace load(String given) throws IOException {
		String text = given.strip();
		String key = text + stamp(text);
		Cached cached = last;
		if (cached != null && cached.key().equals(key)) {
			return cached.trace();
		}
		RecordedTrace trace = text.startsWith(EXAMPLE_PREFIX) ? example(text.substring(EXAMPLE_PREFIX.length())) : file(text);
		last = new Cached(key, trace);
		return trace;
	}

	private static RecordedTrace example(String name) throws IOException {
		if (!EXAMPLES.contains(name)) {
			throw new TraceFormatException("No example trace \"" + name + "\": the examples are "
					+ String.join(", ", EXAMPLES.stream().map(e -> EXAMPLE_PREFIX + e).toList()));
		}
		List<ExamplePart> parts = new ArrayList<>();
		for (int cpu = 0; TraceSources.class.getResource(resource(name, cpu)) != null; cpu++) {
			parts.add(new ExamplePart(EXAMPLE_PREFIX + name + " (" + name + ".blktrace." + cpu + ")", resource(name, cpu)));
		}
		return BlktraceReader.read(EXAMPLE_PREFIX + name, parts);
	}

	private static String resource(String name, int cpu) {
		return "examples/" + name + ".blktrace." + cpu;
	}

	private static RecordedTrace file(String text) throws IOException {
		if (text.isEmpty()) {
			throw new TraceFormatException("No trace given: name a blktrace recording, a fio iolog or one of "
					+ String.join(", ", EXAMPLES.stream().map(e -> EXAMPLE_PREFIX + e).toList()));
		}
		Path path = Path.of(text).toAbsolutePath().normalize();
		if (!Files.isRegularFile(path)) {
			List<Path> cpus = perCpuFiles(path);
			if (cpus.isEmpty()) {
				throw new TraceFormatException("No trace at " + path + ": give a blktrace recording (its base name, e.g. "
						+ path.getFileName() + " for " + path.getFileName() + ".blktrace.0, or one of those files), a fio iolog, or "
						+ String.join(", ", EXAMPLES.stream().map(e -> EXAMPLE_PREFIX + e).toList()));
			}
			return BlktraceReader.read(path.toString(), cpus.stream().map(FilePart::new).toList());
		}
		byte[] first = new byte[4];
		try (InputStream in = Files.newInputStream(path)) {
			first = in.readNBytes(4);
		}
		if (BlktraceReader.isBlktrace(first)) {
			Matcher m = PER_CPU.matcher(path.toString());
			List<Path> parts = m.matches() ? perCpuFiles(Path.of(m.group(1))) : List.of(path);
			return BlktraceReader.read(m.matches() ? m.group(1) : path.toString(), parts.stream().map(FilePart::new).toList());
		}
		try (BufferedReader in = new BufferedReader(new InputStreamReader(Files.newInputStream(path), StandardCharsets.UTF_8))) {
			return FioIologReader.read(path.toString(), in);
		}
	}

	/** {@code base.blktrace.0}, {@code base.blktrace.1}, ... in CPU order. */
	private static List<Path> perCpuFiles(Path base) throws IOException {
		Path dir = base.getParent();
		if (dir == null || !Files.isDirectory(dir)) {
			return List.of();
		}
		String prefix = base.getFileName() + ".blktrace.";
		try (Stream<Path> files = Files.list(dir)) {
			return files.filter(p -> PER_CPU.matcher(p.getFileName().toString()).matches()
					&& p.getFileName().toString().startsWith(prefix)
					&& p.getFileName().toString().substring(prefix.length()).chars().allMatch(Character::isDigit))
					.sorted(Comparator.comparingInt(p -> Integer.parseInt(p.getFileName().toString().substring(prefix.length()))))
					.toList();
		}
	}

	/** Size and modification time of what {@code text} names, so a changed file is read again. */
	private static String stamp(String text) {
		if (text.startsWith(EXAMPLE_PREFIX)) {
			return "";
		}
		try {
			Path p = Path.of(text);
			if (!Files.exists(p)) {
				p = Path.of(text + ".blktrace.0"); // a recording named by its base name
			}
			return Files.exists(p) ? "@" + Files.size(p) + "@" + Files.getLastModifiedTime(p) : "";
		} catch (IOException | RuntimeException e) {
			return "";
		}
	}
}
