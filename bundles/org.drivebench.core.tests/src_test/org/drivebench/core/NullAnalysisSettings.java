package org.drivebench.core;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Whether a bundle compiles with null analysis as errors, the way the parent pom reads it: the bundle's
 * build.properties sets the compiler's errors and warnings (pom.model.property.compiler.errors /
 * .warnings; the pom's defaults turn null analysis off), and every package of its source folders has a
 * package-info.java with {@code @NonNullByDefault}. A source folder named src-gen holds generated code
 * (EMF), which carries no annotations and is exempt.
 */
final class NullAnalysisSettings {
	static final String ERRORS = "pom.model.property.compiler.errors";
	static final String WARNINGS = "pom.model.property.compiler.warnings";
	/** The error options null analysis needs; nullAnnot may name the annotation types in parentheses. */
	private static final List<String> NEEDED_ERRORS = List.of("+nullAnnot", "+null", "+nullDereference");
	/** Warning options that would turn off, after the errors, what the errors turned on. */
	private static final Set<String> NULL_OPTIONS = Set.of("nullAnnot", "null", "nullDereference");
	private static final Pattern NON_NULL_PACKAGE = Pattern
			.compile("@(?:org\\.eclipse\\.jdt\\.annotation\\.)?NonNullByDefault\\s+(?:@\\S+\\s+)*package\\s");

	private NullAnalysisSettings() {
	}

	/** The production bundles (not *.tests) under bundles/ and extras/bundles/ of a repository. */
	static List<Path> productionBundles(Path repository) throws IOException {
		List<Path> bundles = new ArrayList<>();
		for (Path folder : List.of(repository.resolve("bundles"), repository.resolve("extras/bundles"))) {
			if (!Files.isDirectory(folder)) {
				continue;
			}
			try (Stream<Path> children = Files.list(folder)) {
				children.filter(b -> Files.isRegularFile(b.resolve("META-INF/MANIFEST.MF")))
						.filter(b -> !b.getFileName().toString().endsWith(".tests")).sorted().forEach(bundles::add);
			}
		}
		return bundles;
	}

	/** What keeps a bundle from null analysis as errors, one line each naming the bundle; empty when nothing. */
	static List<String> problems(Path bundle) throws IOException {
		String name = bundle.getFileName().toString();
		Path buildProperties = bundle.resolve("build.properties");
		if (!Files.isRegularFile(buildProperties)) {
			return List.of(name + ": no build.properties");
		}
		Properties build = new Properties();
		try (Reader in = Files.newBufferedReader(buildProperties, StandardCharsets.ISO_8859_1)) {
			build.load(in);
		}
		List<String> problems = new ArrayList<>();
		List<String> errors = options(build.getProperty(ERRORS), "-err:");
		for (String needed : NEEDED_ERRORS) {
			if (errors.stream().noneMatch(o -> o.equals(needed) || needed.equals("+nullAnnot") && o.startsWith("+nullAnnot("))) {
				problems.add(name + ": build.properties' " + ERRORS + " lacks " + needed);
			}
		}
		String warnings = build.getProperty(WARNINGS);
		if (warnings == null) {
			problems.add(name + ": build.properties sets no " + WARNINGS + " (the parent pom's default turns null analysis off)");
		} else {
			for (String option : options(warnings, "-warn:")) {
				if (!option.startsWith("+") && !option.startsWith("-")) {
					problems.add(name + ": " + WARNINGS + " '" + option + "' replaces every warning and error option set before it");
				} else if (option.startsWith("-") && NULL_OPTIONS.contains(option.substring(1).replaceFirst("\\(.*", ""))) {
					problems.add(name + ": " + WARNINGS + " '" + option + "' turns null analysis off");
				}
			}
		}
		for (Path source : sourceFolders(bundle, build)) {
			problems.addAll(packagesWithoutDefault(bundle, source));
		}
		return problems;
	}

	/** The options of a compiler argument such as {@code -err:+null,+nullDereference}; none for an absent one. */
	private static List<String> options(String argument, String prefix) {
		if (argument == null || !argument.strip().startsWith(prefix)) {
			return List.of();
		}
		return Arrays.stream(argument.strip().substring(prefix.length()).split(",")).map(String::strip).toList();
	}

	private static List<Path> sourceFolders(Path bundle, Properties build) {
		List<Path> folders = new ArrayList<>();
		for (String key : build.stringPropertyNames()) {
			if (key.startsWith("source.")) {
				for (String folder : build.getProperty(key).split(",")) {
					String f = folder.strip();
					if (!f.isEmpty() && !f.replaceAll("/+$", "").equals("src-gen")) {
						folders.add(bundle.resolve(f));
					}
				}
			}
		}
		return folders;
	}

	private static List<String> packagesWithoutDefault(Path bundle, Path source) throws IOException {
		if (!Files.isDirectory(source)) {
			return List.of();
		}
		List<String> problems = new ArrayList<>();
		try (Stream<Path> files = Files.walk(source)) {
			List<Path> packages = files.filter(f -> f.toString().endsWith(".java")).map(Path::getParent).distinct().sorted().toList();
			for (Path pkg : packages) {
				Path info = pkg.resolve("package-info.java");
				String where = bundle.getFileName() + "/" + bundle.relativize(pkg);
				if (!Files.isRegularFile(info)) {
					problems.add(where + ": no package-info.java");
				} else if (!NON_NULL_PACKAGE.matcher(Files.readString(info)).find()) {
					problems.add(where + ": package-info.java lacks @NonNullByDefault on the package");
				}
			}
		}
		return problems;
	}
}
