package org.drivebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

/**
 * The rounding policy readers are told (docs/exports.md) is the one the exports apply: every unit the
 * document lists has the decimals it says, and every unit the policy knows is listed.
 */
class RoundingPolicyDocumentTest {
	private static final Path DOCUMENT = Path.of("../../docs/exports.md");

	private static Map<String, Integer> documented() throws IOException {
		List<String> lines = Files.readAllLines(DOCUMENT);
		int start = lines.indexOf(lines.stream().filter(l -> l.startsWith("<!-- rounding-policy")).findFirst().orElseThrow());
		Map<String, Integer> units = new TreeMap<>();
		for (String line : lines.subList(start + 1, lines.size())) {
			if (line.startsWith("<!-- end of rounding-policy")) {
				break;
			}
			String[] cells = line.split("\\|");
			if (cells.length < 3 || !cells[2].strip().matches("\\d+")) {
				continue; // the header and its rule
			}
			for (String unit : cells[1].split(",")) {
				units.put(unit.strip(), Integer.parseInt(cells[2].strip()));
			}
		}
		return units;
	}

	@Test
	void theDocumentedTableIsThePolicy() throws IOException {
		NumberPolicy policy = NumberPolicy.standard();
		Map<String, Integer> documented = documented();
		assertTrue(documented.size() > 10, documented.toString());
		assertEquals(policy.decimalsByUnit(), documented, "docs/exports.md lists exactly the policy's units and decimals");
		for (Map.Entry<String, Integer> e : documented.entrySet()) {
			assertEquals(e.getValue(), policy.decimalsFor(e.getKey(), 1000.0, 2000.0), e.getKey());
		}
	}

	/** The two documented rules beside the table: small figures keep two significant digits; unknown units get three. */
	@Test
	void theDocumentedExceptionsHold() {
		NumberPolicy policy = NumberPolicy.standard();
		assertEquals("0.084", policy.format(0.084, policy.decimalsFor("ms", 12.5, 0.084)));
		assertEquals(3, policy.decimalsFor("ms", 12.5, 0.084));
		assertEquals(1, policy.decimalsFor("furlongs", 42.0), "three significant digits of 42: 42.0");
		assertEquals("12.35", policy.format(12.345, 2), "half up");
	}
}
