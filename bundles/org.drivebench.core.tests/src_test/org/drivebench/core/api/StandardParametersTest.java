package org.drivebench.core.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.drivebench.core.testing.FakeTarget;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Severity;
import org.drivebench.model.TestResult;
import org.drivebench.engine.Target;
import org.junit.jupiter.api.Test;

class StandardParametersTest {
	private static final List<ParameterSpec> SPECS = List.of(StandardParameters.direction().build(),
			StandardParameters.blockSizes().defaultValue("512, 2k, 4k, 64k").build(),
			StandardParameters.regionLength().defaultValue("0").build());

	private static ParameterValues values(Map<String, String> given) {
		return ParameterValues.resolve("t", SPECS, given);
	}

	@Test
	void sizesTheTargetCannotTransferAreSkippedWithAWarningNamingThem() {
		ServiceTimeEngine engine = new ServiceTimeEngine(spec -> 1000);
		ScriptedPlugin plugin = new ScriptedPlugin(SPECS, context -> assertEquals(List.of(4096L, 65536L),
				StandardParameters.blockSizesFor(context.parameters(), "blockSizes", context.target(), context.results())));
		TestResult result = PluginHelperRuns.run(plugin, Map.of(), engine, FakeTarget.sized(1L << 30, 4096));
		assertEquals(ResultStatus.COMPLETED, result.getStatus(), () -> result.getMessages().toString());
		assertEquals(Severity.WARNING, result.getMessages().get(0).getSeverity());
		assertEquals("blockSizes: 512 B, 2 KiB skipped: plain:disk transfers multiples of its 4096-byte logical block only",
				result.getMessages().get(0).getText());
	}

	@Test
	void aRegionLongerThanTheTargetIsRejectedNamingTheParameter() {
		Target target = FakeTarget.sized(1L << 30, 512);
		assertEquals(1L << 30, StandardParameters.regionLengthFor(values(Map.of()), target), "0 is the whole target");
		assertEquals(1L << 20, StandardParameters.regionLengthFor(values(Map.of("regionLength", "1M")), target));
		InvalidParameterException e = assertThrows(InvalidParameterException.class,
				() -> StandardParameters.regionLengthFor(values(Map.of("regionLength", "2G")), target));
		assertEquals("regionLength", e.key());
		assertEquals("regionLength = 2GiB: larger than plain:disk (1 GiB); give 0 for the whole target or less", e.getMessage());
	}

	@Test
	void aBlockSizeTheTargetCannotTransferIsRejectedNamingTheParameter() {
		List<ParameterSpec> specs = List.of(StandardParameters.blockSize().defaultValue("512").build());
		ParameterValues v = ParameterValues.resolve("t", specs, Map.of());
		assertEquals(512, StandardParameters.blockSizeFor(v, FakeTarget.sized(1L << 30, 512)));
		InvalidParameterException e = assertThrows(InvalidParameterException.class,
				() -> StandardParameters.blockSizeFor(v, FakeTarget.sized(1L << 30, 4096)));
		assertEquals("blockSize = 512B: plain:disk transfers multiples of its 4096-byte logical block only", e.getMessage());
	}

	@Test
	void theDirectionSaysWhetherATestWritesAndItsReadShare() {
		assertFalse(StandardParameters.writes(values(Map.of())));
		assertEquals(100, StandardParameters.readPercent(values(Map.of())));
		assertTrue(StandardParameters.writes(values(Map.of("direction", "write"))));
		assertEquals("Write", StandardParameters.directionLabel(values(Map.of("direction", "write"))));
		InvalidParameterException e = assertThrows(InvalidParameterException.class,
				() -> values(Map.of("direction", "trim")));
		assertEquals("t: direction = \"trim\": must be one of read, write", e.getMessage());
	}
}
