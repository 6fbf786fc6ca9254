package org.drivebench.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EngineInfoTest {
	@Test
	void runtimeNamesTheJavaVersion() {
		assertTrue(EngineInfo.runtime().startsWith(String.valueOf(Runtime.version().feature())));
	}

	@Test
	void versionIsNeverBlank() {
		assertFalse(EngineInfo.version().isBlank());
	}
}
