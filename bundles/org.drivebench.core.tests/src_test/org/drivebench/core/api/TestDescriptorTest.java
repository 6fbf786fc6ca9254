package org.drivebench.core.api;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class TestDescriptorTest {
	private static DriveTest withAccess(WriteAccess access) {
		return new DriveTest() {
			@Override
			public TestDescriptor descriptor() {
				return new TestDescriptor("acme.probe", "3", "Probe", "Acme", "Probes.", access);
			}

			@Override
			public List<ParameterSpec> parameters() {
				return List.of(StandardParameters.direction().build());
			}

			@Override
			public void run(TestContext context) {
			}
		};
	}

	private static ParameterValues direction(DriveTest test, String direction) {
		return ParameterValues.resolve("acme.probe", test.parameters(), Map.of("direction", direction));
	}

	@Test
	void aDescriptorNamesWhatIsMissingOrMalformed() {
		assertTrue(assertThrows(IllegalArgumentException.class,
				() -> new TestDescriptor("Acme Probe", "1", "Probe", "Acme", "Probes.", WriteAccess.READ_ONLY)).getMessage()
				.contains("'Acme Probe'"));
		assertTrue(assertThrows(IllegalArgumentException.class,
				() -> new TestDescriptor("acme.probe", " ", "Probe", "Acme", "Probes.", WriteAccess.READ_ONLY)).getMessage()
				.contains("needs a version"));
		assertTrue(assertThrows(IllegalArgumentException.class,
				() -> new TestDescriptor("acme.probe", "1", "Probe", "Acme", "Probes.", null)).getMessage().contains("WriteAccess"));
	}

	@Test
	void whetherATestWritesFollowsItsDeclaredAccess() {
		DriveTest readOnly = withAccess(WriteAccess.READ_ONLY);
		assertFalse(readOnly.writes(direction(readOnly, "write")), "read-only whatever its parameters");
		DriveTest writes = withAccess(WriteAccess.WRITES);
		assertTrue(writes.writes(direction(writes, "read")));
		DriveTest byDirection = withAccess(WriteAccess.BY_DIRECTION);
		assertFalse(byDirection.writes(direction(byDirection, "read")));
		assertTrue(byDirection.writes(direction(byDirection, "write")));
		DriveTest undecided = withAccess(WriteAccess.BY_PARAMETERS);
		IllegalStateException e = assertThrows(IllegalStateException.class, () -> undecided.writes(direction(undecided, "read")));
		assertTrue(e.getMessage().contains("acme.probe") && e.getMessage().contains("override"), e.getMessage());
	}
}
