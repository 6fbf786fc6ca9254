package org.drivebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * A stored unit symbol is read into a typed unit in one place, {@link StoredUnits}: no chart, table,
 * exporter, view or command parses a symbol again (where each did, the same unit was compared and
 * written beside a figure in as many ways, and labels showed it twice).
 */
class StoredUnitsReadOnceTest {
	private static final List<String> READERS = List.of("org.drivebench.report", "org.drivebench.ui", "org.drivebench.cli");

	@Test
	void noSourceOutsideStoredUnitsParsesAUnitSymbol() throws IOException {
		Path bundles = bundles();
		List<String> parsers = new ArrayList<>();
		for (String bundle : READERS) {
			Path src = bundles.resolve(bundle).resolve("src");
			assertTrue(Files.isDirectory(src), src.toString());
			try (Stream<Path> files = Files.walk(src)) {
				for (Path file : files.filter(p -> p.toString().endsWith(".java")).toList()) {
					if (!file.getFileName().toString().equals("StoredUnits.java") && Files.readString(file).contains("Units.parse(")) {
						parsers.add(bundles.relativize(file).toString());
					}
				}
			}
		}
		assertEquals(List.of(), parsers, "sources that parse a unit symbol themselves instead of taking it from StoredUnits");
	}

	private static Path bundles() {
		for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
			if (Files.isDirectory(p.resolve("bundles").resolve("org.drivebench.report"))) {
				return p.resolve("bundles");
			}
		}
		throw new AssertionError("no bundles/ above " + Path.of("").toAbsolutePath());
	}
}
