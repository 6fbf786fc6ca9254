package org.drivebench.core.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class ParameterSpecTest {
	private static final List<ParameterSpec> SWEEP = List.of(
			ParameterSpec.sizes("blockSizes", "Block sizes").defaultValue("512, 4k, 64k, 2M").range(512, 64 << 20).build(),
			ParameterSpec.integer("queueDepth", "Queue depth").defaultValue("4").range(1, 1024).build(),
			ParameterSpec.duration("timePerSize", "Time per size").defaultValue("1m").build(),
			ParameterSpec.percent("readShare", "Read share").defaultValue("100").build(),
			ParameterSpec.choice("direction", "Direction", "read", "write").defaultValue("read").build());

	@Test
	void defaultsResolveToTypedValues() {
		ParameterValues v = ParameterValues.resolve("linear.bs-sweep", SWEEP, Map.of());
		assertEquals(List.of(512L, 4096L, 65536L, 2L << 20), v.list("blockSizes"));
		assertEquals(4, v.intValue("queueDepth"));
		assertEquals(Duration.ofMinutes(1), v.duration("timePerSize"));
		assertEquals("read", v.text("direction"));
		assertEquals("512B, 4KiB, 64KiB, 2MiB", v.format("blockSizes"));
	}

	@Test
	void givenTextOverridesDefaultsAndRoundTrips() {
		ParameterValues v = ParameterValues.resolve("t", SWEEP, Map.of("queueDepth", "256", "timePerSize", "90", "direction", "WRITE"));
		assertEquals(256, v.intValue("queueDepth"));
		assertEquals(Duration.ofSeconds(90), v.duration("timePerSize"));
		assertEquals("write", v.text("direction"));
		assertEquals(v.asText(), ParameterValues.resolve("t", SWEEP, v.asText()).asText());
	}

	@Test
	void aDurationOrNumberWithAStrayLetterIsNotTakenForJavasDoubleSuffix() {
		InvalidParameterException e = assertThrows(InvalidParameterException.class,
				() -> ParameterValues.resolve("t", SWEEP, Map.of("timePerSize", "2d")));
		assertEquals("t: timePerSize = \"2d\": is not a duration in seconds (60, 1.5, 10m, 2h)", e.getMessage());
		assertThrows(InvalidParameterException.class, () -> ParameterValues.resolve("t", SWEEP, Map.of("timePerSize", "NaN")));
		assertEquals(Duration.ofMillis(1500), ParameterValues.resolve("t", SWEEP, Map.of("timePerSize", "1.5")).duration("timePerSize"));
	}

	@Test
	void outOfRangeValueNamesTestParameterValueAndRange() {
		InvalidParameterException e = assertThrows(InvalidParameterException.class,
				() -> ParameterValues.resolve("linear.bs-sweep", SWEEP, Map.of("queueDepth", "0")));
		assertEquals("queueDepth", e.key());
		assertEquals("linear.bs-sweep: queueDepth = \"0\": must be a whole number from 1 to 1024", e.getMessage());
	}

	@Test
	void listElementOutOfRangeIsRejected() {
		InvalidParameterException e = assertThrows(InvalidParameterException.class,
				() -> ParameterValues.resolve("t", SWEEP, Map.of("blockSizes", "4k, 256")));
		assertEquals("t: blockSizes = \"256\": must be a list of sizes (512, 4k, 1M) from 512 B to 64 MiB", e.getMessage());
	}

	@Test
	void unknownParameterListsTheKnownOnes() {
		InvalidParameterException e = assertThrows(InvalidParameterException.class,
				() -> ParameterValues.resolve("t", SWEEP, Map.of("qd", "4")));
		assertEquals("t: no parameter \"qd\"; it takes blockSizes, queueDepth, timePerSize, readShare, direction", e.getMessage());
	}

	@Test
	void notANumberSaysWhatIsExpected() {
		InvalidParameterException e = assertThrows(InvalidParameterException.class,
				() -> ParameterValues.resolve("t", SWEEP, Map.of("timePerSize", "soon")));
		assertEquals("t: timePerSize = \"soon\": is not a duration in seconds (60, 1.5, 10m, 2h)", e.getMessage());
	}

	@Test
	void aDefaultThatDoesNotParseFailsAtDefinition() {
		assertThrows(InvalidParameterException.class,
				() -> ParameterSpec.integer("n", "N").defaultValue("0").range(1, 4).build());
	}
}
