package org.drivebench.imports;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParserFactory;

import org.eclipse.jdt.annotation.Nullable;
import org.xml.sax.Attributes;
import org.xml.sax.InputSource;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Reads DiskSpd's XML output ({@code -Rxml}, versions 2.0.17 to 2.2, as XmlResultParser.cpp writes
 * it): the tool's version, computer and run time ({@code <System>}), each timespan's targets from the
 * profile ({@code <Profile><TimeSpans>}: block size, {@code <Random>} or {@code <StrideSize>}, write
 * ratio, requests and threads per file, caching), and from each result {@code <TimeSpan>} the test time,
 * each thread's bytes, I/Os and latency per target, and the latency percentiles of the timespan
 * ({@code <Latency><Bucket>}, over all its targets, so kept only when it has one). XML holds no
 * command line: the run keeps the profile's settings in words instead.
 */
public final class DiskSpdXml {
	/** An element with its text and where it starts. */
	private record Node(String name, int line, List<Node> children, StringBuilder text) {
		Optional<Node> child(String n) {
			return children.stream().filter(c -> c.name.equals(n)).findFirst();
		}

		List<Node> all(String n) {
			return children.stream().filter(c -> c.name.equals(n)).toList();
		}

		String value(String n) {
			return child(n).map(c -> c.text.toString().strip()).orElse("");
		}
	}

	private final String source;

	private DiskSpdXml(String source) {
		this.source = source;
	}

	/** Whether {@code text} looks like DiskSpd's XML: a {@code <Results>} root with {@code <System>} and {@code <Profile>}. */
	public static boolean recognises(String text) {
		String start = text.stripLeading();
		if (start.startsWith("<?xml")) {
			start = start.substring(Math.max(0, start.indexOf("?>") + 2)).stripLeading();
		}
		return start.startsWith("<Results>") && text.contains("<Profile>");
	}

	/** @param source the file's name, for messages */
	public static DiskSpdReport parse(String text, String source) throws ImportFormatException {
		return new DiskSpdXml(source).read(tree(text, source));
	}

	private static Node tree(String text, String source) throws ImportFormatException {
		Node root = new Node("", 0, new ArrayList<>(), new StringBuilder());
		Deque<Node> open = new ArrayDeque<>();
		open.push(root);
		try {
			SAXParserFactory factory = SAXParserFactory.newInstance();
			factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true); // no entities from elsewhere
			factory.newSAXParser().parse(new InputSource(new StringReader(text)), new DefaultHandler() {
				private @Nullable Locator locator;

				@Override
				public void setDocumentLocator(@Nullable Locator l) {
					locator = l;
				}

				@Override
				public void startElement(@Nullable String uri, @Nullable String localName, @Nullable String qName,
						@Nullable Attributes attributes) {
					Locator l = locator;
					Node n = new Node(qName == null ? "" : qName, l == null ? 0 : l.getLineNumber(), new ArrayList<>(), new StringBuilder());
					open.element().children.add(n);
					open.push(n);
				}

				@Override
				public void endElement(@Nullable String uri, @Nullable String localName, @Nullable String qName) {
					open.pop();
				}

				@Override
				public void characters(char @Nullable [] ch, int start, int length) {
					if (ch == null) {
						return;
					}
					open.element().text.append(ch, start, length);
				}
			});
		} catch (SAXParseException e) {
			throw new ImportFormatException(source + " line " + e.getLineNumber() + ": not well-formed XML: " + e.getMessage());
		} catch (SAXException | ParserConfigurationException | IOException e) {
			throw new ImportFormatException(source + ": cannot read it as XML: " + e.getMessage());
		}
		return root.child("Results").orElseThrow(() -> new ImportFormatException(source + " line 1: the root is not DiskSpd's <Results>"));
	}

	private Node need(Node parent, String name) throws ImportFormatException {
		return parent.child(name).orElseThrow(() -> new ImportFormatException(source + " line " + parent.line + ": <" + parent.name
				+ "> has no <" + name + ">"));
	}

	private long number(Node parent, String name) throws ImportFormatException {
		String text = need(parent, name).text.toString().strip();
		try {
			return Long.parseLong(text);
		} catch (NumberFormatException e) {
			throw new ImportFormatException(source + " line " + need(parent, name).line + ": <" + name + "> '" + text + "' is no whole number");
		}
	}

	private double decimal(Node n) throws ImportFormatException {
		String text = n.text.toString().strip();
		try {
			return Double.parseDouble(text);
		} catch (NumberFormatException e) {
			throw new ImportFormatException(source + " line " + n.line + ": <" + n.name + "> '" + text + "' is no number");
		}
	}

	private DiskSpdReport read(Node results) throws ImportFormatException {
		Node system = need(results, "System");
		String version = system.child("Tool").map(t -> t.value("Version")).orElse("");
		Node profile = need(results, "Profile");
		List<Node> specs = need(profile, "TimeSpans").all("TimeSpan");
		List<Node> measured = results.all("TimeSpan");
		if (measured.isEmpty()) {
			throw new ImportFormatException(source + " line " + results.line + ": <Results> holds no <TimeSpan> results");
		}
		if (measured.size() > specs.size()) {
			throw new ImportFormatException(source + " line " + measured.get(specs.size()).line + ": a result <TimeSpan> the profile does not list");
		}
		List<String> words = new ArrayList<>();
		List<DiskSpdReport.Target> targets = new ArrayList<>();
		for (int s = 0; s < measured.size(); s++) {
			Node result = measured.get(s);
			if (result.child("TestTimeSeconds").isEmpty()) {
				continue; // "interrupted before the measurements began"
			}
			Map<String, DiskSpdTarget> byPath = targets(specs.get(s), s + 1, words);
			double seconds = decimal(need(result, "TestTimeSeconds"));
			for (Node thread : result.all("Thread")) {
				for (Node t : thread.all("Target")) {
					String path = need(t, "Path").text.toString().strip();
					DiskSpdTarget target = byPath.get(path);
					if (target == null) {
						throw new ImportFormatException(source + " line " + t.line + ": results of target '" + path
								+ "', which the profile's timespan " + (s + 1) + " does not list");
					}
					target.read.add(number(t, "ReadBytes"), number(t, "ReadCount"));
					target.write.add(number(t, "WriteBytes"), number(t, "WriteCount"));
					target.read.latency(number(t, "ReadCount"), optional(t, "AverageReadLatencyMilliseconds"), optional(t, "ReadLatencyStdev"));
					target.write.latency(number(t, "WriteCount"), optional(t, "AverageWriteLatencyMilliseconds"),
							optional(t, "WriteLatencyStdev"));
					target.fileSize = number(t, "FileSize");
				}
			}
			Optional<Node> latency = result.child("Latency");
			if (latency.isPresent() && byPath.size() == 1) {
				DiskSpdTarget only = byPath.values().iterator().next();
				for (Node bucket : latency.get().all("Bucket")) {
					double percent = decimal(need(bucket, "Percentile"));
					if (bucket.child("ReadMilliseconds").isPresent()) {
						only.read.percentiles.put(percent, decimal(need(bucket, "ReadMilliseconds")));
					}
					if (bucket.child("WriteMilliseconds").isPresent()) {
						only.write.percentiles.put(percent, decimal(need(bucket, "WriteMilliseconds")));
					}
				}
			}
			for (DiskSpdTarget t : byPath.values()) {
				targets.add(t.build(seconds));
			}
		}
		if (targets.isEmpty()) {
			throw new ImportFormatException(source + " line " + results.line + ": no <TimeSpan> has a <TestTimeSeconds>: DiskSpd measured nothing");
		}
		String runTime = system.value("RunTime");
		return new DiskSpdReport(version, String.join("; ", words), system.value("ComputerName"),
				DiskSpdSizes.time(runTime, source, system.child("RunTime").map(Node::line).orElse(system.line)), "XML", List.copyOf(targets));
	}

	private double optional(Node parent, String name) throws ImportFormatException {
		Optional<Node> n = parent.child(name);
		return n.isEmpty() ? Double.NaN : decimal(n.get());
	}

	/** The profile's targets of one timespan, by path; their settings in words go to {@code words}. */
	private Map<String, DiskSpdTarget> targets(Node spec, int timespan, List<String> words) throws ImportFormatException {
		long pool = number(spec, "ThreadCount");
		long poolRequests = number(spec, "RequestCount");
		words.add("timespan " + timespan + ": duration " + spec.value("Duration") + " s, warm-up " + spec.value("Warmup") + " s, cool-down "
				+ spec.value("Cooldown") + " s, latency measured " + spec.value("MeasureLatency")
				+ (pool > 0 ? ", a pool of " + pool + " threads with " + poolRequests + " I/Os each" : ""));
		Map<String, DiskSpdTarget> byPath = new LinkedHashMap<>();
		for (Node n : need(spec, "Targets").all("Target")) {
			DiskSpdTarget t = new DiskSpdTarget(timespan, need(n, "Path").text.toString().strip(), n.line);
			t.blockSize = number(n, "BlockSize");
			t.writePercent = (int) number(n, "WriteRatio");
			t.threads = pool > 0 ? (int) pool : (int) number(n, "ThreadsPerFile");
			t.outstanding = pool > 0 && poolRequests > 0 ? (int) poolRequests : (int) number(n, "RequestCount");
			t.baseOffset = number(n, "BaseFileOffset");
			t.maxFileSize = n.child("MaxFileSize").isPresent() ? number(n, "MaxFileSize") : 0;
			t.directIo = n.value("DisableOSCache").equals("true");
			t.writeThrough = n.value("WriteThrough").equals("true");
			if (n.child("Random").isPresent()) {
				t.randomPercent = n.child("RandomRatio").isPresent() ? (int) number(n, "RandomRatio") : 100;
				same(t, number(n, "Random"), "alignment");
				if (t.randomPercent != 100) {
					t.differences.add("a mix of random and sequential I/O (" + t.randomPercent + "% random)");
				}
				if (n.child("Distribution").isPresent()) {
					t.differences.add("a non-uniform distribution of I/O over the target (-rd)");
				}
			} else {
				t.randomPercent = 0;
				same(t, number(n, "StrideSize"), "stride");
				if (n.value("InterlockedSequential").equals("true")) {
					t.differences.add("one sequential stream shared by the threads (-si)");
				}
			}
			if (n.child("ThreadStride").isPresent() && number(n, "ThreadStride") != 0) {
				t.differences.add("threads offset from each other by " + number(n, "ThreadStride") + " bytes (-T)");
			}
			if (n.value("MemoryMappedIo").equals("true")) {
				t.differences.add("memory-mapped I/O (-Sm)");
			}
			for (String limit : List.of("Throughput", "ThinkTime", "BurstSize")) {
				if (n.child(limit).isPresent() && number(n, limit) != 0) {
					t.differences.add(limit + " " + n.value(limit) + " (a rate limit or pause)");
				}
			}
			if (!n.value("IOPriority").isEmpty() && !n.value("IOPriority").equals("3")) {
				t.differences.add("I/O priority " + n.value("IOPriority") + " (not normal)");
			}
			for (Node setting : n.children()) {
				if (setting.children().isEmpty()) {
					t.settings.add(setting.name() + "=" + setting.text().toString().strip());
				}
			}
			words.add("target '" + t.path + "': " + String.join(", ", t.settings));
			byPath.put(t.path, t);
		}
		return byPath;
	}

	private static void same(DiskSpdTarget t, long bytes, String what) {
		if (bytes != t.blockSize) {
			t.differences.add(what + " of " + bytes + " bytes, not the block size");
		}
	}
}
