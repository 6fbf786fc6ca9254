package org.drivebench.core.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.EnumSet;
import java.util.Set;

import org.drivebench.model.TargetKind;
import org.junit.jupiter.api.Test;

class TargetKindsTest {
	@Test
	void everyEngineKindHasItsOwnKindInTheLibraryAndOnlyImportedRunsHaveNone() {
		Set<TargetKind> reached = EnumSet.noneOf(TargetKind.class);
		for (org.drivebench.engine.TargetType kind : org.drivebench.engine.TargetType.values()) {
			TargetKind model = TargetKinds.toModel(kind);
			assertEquals(kind.name(), model.getName(), "the same meaning under the same name");
			reached.add(model);
		}
		assertEquals(org.drivebench.engine.TargetType.values().length, reached.size(), "no two engine kinds share one");
		assertEquals(EnumSet.complementOf(EnumSet.of(TargetKind.IMPORTED)), reached,
				"every kind of the library but IMPORTED (runs measured elsewhere) is an engine target's");
	}
}
