package org.drivebench.drivetests.standard.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.drivebench.core.api.ArrayStudy;
import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.testing.OsgiServices;
import org.eclipse.jdt.annotation.Nullable;
import org.junit.jupiter.api.Test;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceReference;

/**
 * No bundle outside a test family names that family's test ids or parameter keys: the ids and keys
 * are read from the installed families at run time (every registered test and study, with the
 * bundle that registered it), and every production bundle's sources are searched for them as string
 * literals. Core's standard parameters ({@link StandardParameters}) are everyone's.
 */
class FamilyKnowledgeTest {
	/**
	 * Literals that spell a family's key by coincidence, in another meaning: path under the project's
	 * root and the literal, with why it is not the family's key.
	 */
	private static final Map<String, String> COINCIDENCES = Map.ofEntries(
			Map.entry("bundles/org.drivebench.core.testing/src/org/drivebench/core/testing/TestMethodFingerprints.java|ios=",
					"a workload's I/O limit, in a fingerprint's description of it"),
			Map.entry("bundles/org.drivebench.core.testing/src/org/drivebench/core/testing/TestMethodFingerprints.java|seed=",
					"a workload's seed, in a fingerprint's description of it"),
			Map.entry("bundles/org.drivebench.cli/src/org/drivebench/cli/RunCommand.java|seed", "the command line's --seed option (the run's seed)"),
			Map.entry("bundles/org.drivebench.cli/src/org/drivebench/cli/StripStudyCommand.java|seed", "the command line's --seed option"),
			Map.entry("bundles/org.drivebench.cli/src/org/drivebench/cli/RunJson.java|seed", "the run's seed in the JSON summary"),
			Map.entry("bundles/org.drivebench.report/src/org/drivebench/report/export/JsonExporter.java|seed",
					"a run's seed in a JSON export's provenance"),
			Map.entry("bundles/org.drivebench.cli/src/org/drivebench/cli/RunJson.java|ios", "a worker's I/O count in the JSON summary"),
			Map.entry("bundles/org.drivebench.engine.bench/src/org/drivebench/engine/bench/EngineBench.java|seed",
					"the bench's own --seed"),
			Map.entry("bundles/org.drivebench.cli/src/org/drivebench/cli/RunJson.java|members",
					"an array drive's members (their identities) in the JSON summary"),
			Map.entry("bundles/org.drivebench.engine/src/org/drivebench/engine/sim/Raid0Parameters.java|members",
					"the simulated RAID controller's own members, named in its messages"));

	private final BundleContext context = FrameworkUtil.getBundle(getClass()).getBundleContext();

	/** What a family knows: its test and study ids, and the keys of their parameters that are not standard. */
	private record Knowledge(Set<String> ids, Set<String> keys) {
	}

	@Test
	void noBundleOutsideAFamilyNamesItsTestIdsOrParameterKeys() throws Exception {
		Map<String, Knowledge> families = families();
		assertTrue(families.keySet().containsAll(Set.of("org.drivebench.drivetests.linear", "org.drivebench.drivetests.random",
				"org.drivebench.drivetests.multistream", "org.drivebench.drivetests.filecopy", "org.drivebench.drivetests.raid")),
				"the families found: " + families.keySet());
		Path root = projectRoot();
		List<String> found = new ArrayList<>();
		int scanned = 0;
		for (Path source : productionSources(root)) {
			String relative = root.relativize(source).toString().replace('\\', '/');
			String bundle = relative.split("/")[1];
			scanned++;
			for (Literal literal : JavaLiterals.of(Files.readString(source))) {
				Knowledge own = families.get(bundle);
				families.forEach((family, knowledge) -> {
					if (!family.equals(bundle)) {
						String named = names(literal.text(), knowledge);
						// two families may share a key (timePerSize): each spells its own
						boolean shared = named != null && own != null && own.keys().stream().anyMatch(k -> named.endsWith(" " + k));
						if (named != null && !shared && !COINCIDENCES.containsKey(relative + "|" + literal.text().strip())) {
							found.add(relative + ":" + literal.line() + ": \"" + abbreviated(literal.text()) + "\" names " + named
									+ " of " + family);
						}
					}
				});
			}
		}
		assertTrue(scanned > 100, "only " + scanned + " source files found under " + root);
		assertTrue(found.isEmpty(), found.size() + " literals outside a family name its knowledge:\n" + String.join("\n", found));
	}

	/** A literal in one line, at most 60 characters. */
	private static String abbreviated(String text) {
		String line = text.strip().replaceAll("\\s+", " ");
		return line.length() <= 60 ? line : line.substring(0, 57) + "...";
	}

	@Test
	void theSearchFindsAnIdAKeyAndAKeyWithItsValue() throws Exception {
		Knowledge knowledge = new Knowledge(Set.of("vendor.cache"), Set.of("cacheFill"));
		assertEquals("test id vendor.cache", names("vendor.cache", knowledge));
		assertEquals("test id vendor.cache", names("run vendor.cache first", knowledge));
		assertEquals("parameter key cacheFill", names("cacheFill", knowledge));
		assertEquals("parameter key cacheFill", names("cacheFill=1G", knowledge));
		assertEquals(null, names("vendor.caches", knowledge));
		assertEquals(null, names("the cache fills", knowledge));
		assertEquals(null, names("rw=read\nnumber_cacheFill=1", knowledge), "part of another word");
		List<Literal> literals = JavaLiterals.of("""
				// "vendor.cache" in a comment
				/* "cacheFill" */ String a = "x\\"y"; char c = '"'; String b = \"""
				  text "block"
				  \""";
				""");
		assertEquals(List.of("x\\\"y", "  text \"block\"\n  "), literals.stream().map(Literal::text).toList());
	}

	/** What of the family {@code text} names, or null. */
	private static @Nullable String names(String text, Knowledge knowledge) {
		for (String id : knowledge.ids()) {
			if (Pattern.compile("(?<![A-Za-z0-9._-])" + Pattern.quote(id) + "(?![A-Za-z0-9_-]|\\.[A-Za-z0-9])").matcher(text).find()) {
				return "test id " + id;
			}
		}
		for (String key : knowledge.keys()) {
			if (text.equals(key) || Pattern.compile("(?<![A-Za-z0-9_])" + Pattern.quote(key) + "=").matcher(text).find()) {
				return "parameter key " + key;
			}
		}
		return null;
	}

	/** Every family's ids and own keys, by the symbolic name of the bundle that registered its tests and studies. */
	private Map<String, Knowledge> families() throws Exception {
		OsgiServices.await(getClass(), TestRegistry.class);
		Set<String> standard = standardKeys();
		Map<String, Knowledge> families = new TreeMap<>();
		long deadline = System.nanoTime() + 10_000_000_000L;
		// the tests join as their bundles start
		while (context.getServiceReferences(DriveTest.class, null).size() < 18 && System.nanoTime() < deadline) {
			Thread.sleep(20);
		}
		for (ServiceReference<DriveTest> ref : context.getServiceReferences(DriveTest.class, null)) {
			DriveTest test = context.getService(ref);
			try {
				add(families, ref, test.descriptor().id(), test.parameters(), standard);
			} finally {
				context.ungetService(ref);
			}
		}
		for (ServiceReference<ArrayStudy> ref : context.getServiceReferences(ArrayStudy.class, null)) {
			ArrayStudy study = context.getService(ref);
			try {
				add(families, ref, study.id(), study.parameters(), standard);
			} finally {
				context.ungetService(ref);
			}
		}
		return families;
	}

	private static void add(Map<String, Knowledge> families, ServiceReference<?> ref, String id, List<ParameterSpec> parameters,
			Set<String> standard) {
		Knowledge knowledge = families.computeIfAbsent(ref.getBundle().getSymbolicName(),
				b -> new Knowledge(new TreeSet<>(), new TreeSet<>()));
		knowledge.ids().add(id);
		parameters.stream().map(ParameterSpec::key).filter(k -> !standard.contains(k)).forEach(knowledge.keys()::add);
	}

	/** The keys of core's standard parameters, which every family shares. */
	private static Set<String> standardKeys() {
		return new TreeSet<>(StandardParameters.keys());
	}

	/** The folder holding bundles/ and pom.xml, above the folder the tests run in. */
	private static Path projectRoot() {
		for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
			if (Files.isDirectory(dir.resolve("bundles")) && Files.isRegularFile(dir.resolve("pom.xml"))) {
				return dir;
			}
		}
		throw new AssertionError("no project root (bundles/ and pom.xml) above " + Path.of("").toAbsolutePath());
	}

	/** The Java sources of every production bundle (not <bundle>.tests), the extra plugins' included. */
	private static List<Path> productionSources(Path root) throws IOException {
		List<Path> sources = new ArrayList<>();
		for (Path bundles : List.of(root.resolve("bundles"), root.resolve("extras/bundles"))) {
			if (!Files.isDirectory(bundles)) {
				continue;
			}
			try (Stream<Path> dirs = Files.list(bundles)) {
				for (Path bundle : dirs.filter(d -> !d.getFileName().toString().endsWith(".tests")).sorted().toList()) {
					Path src = bundle.resolve("src");
					if (Files.isDirectory(src)) {
						try (Stream<Path> files = Files.walk(src)) {
							files.filter(f -> f.toString().endsWith(".java")).forEach(sources::add);
						}
					}
				}
			}
		}
		assertFalse(sources.isEmpty(), "no sources under " + root);
		return sources;
	}

	/** A string literal of a source file and its line. */
	record Literal(int line, String text) {
	}

	/** The string literals of Java source (text blocks too), comments and character literals skipped. */
	static final class JavaLiterals {
		private JavaLiterals() {
		}

		static List<Literal> of(String source) {
			List<Literal> literals = new ArrayList<>();
			int line = 1;
			int i = 0;
			int n = source.length();
			while (i < n) {
				char c = source.charAt(i);
				if (c == '\n') {
					line++;
					i++;
				} else if (source.startsWith("//", i)) {
					while (i < n && source.charAt(i) != '\n') {
						i++;
					}
				} else if (source.startsWith("/*", i)) {
					int end = source.indexOf("*/", i + 2);
					end = end < 0 ? n : end + 2;
					line += count(source, i, end);
					i = end;
				} else if (source.startsWith("\"\"\"", i)) {
					int start = source.indexOf('\n', i) + 1;
					int end = start;
					while (end < n && !(source.startsWith("\"\"\"", end) && source.charAt(end - 1) != '\\')) {
						end++;
					}
					literals.add(new Literal(line, source.substring(start, end)));
					line += count(source, i, end);
					i = Math.min(n, end + 3);
				} else if (c == '"' || c == '\'') {
					int end = i + 1;
					while (end < n && source.charAt(end) != c) {
						end += source.charAt(end) == '\\' ? 2 : 1;
					}
					if (c == '"') {
						literals.add(new Literal(line, source.substring(i + 1, Math.min(end, n))));
					}
					i = end + 1;
				} else {
					i++;
				}
			}
			return literals;
		}

		private static int count(String s, int from, int to) {
			int lines = 0;
			for (int i = from; i < to && i < s.length(); i++) {
				if (s.charAt(i) == '\n') {
					lines++;
				}
			}
			return lines;
		}
	}
}
