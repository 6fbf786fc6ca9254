package org.drivebench.library.drives;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;

import org.junit.jupiter.api.Test;

class DrivePaletteTest {
	@Test
	void chosenColoursAreKeptAndNotHandedOutTwice() {
		List<String> chosen = Arrays.asList(null, DrivePalette.DEFAULT.get(0).toUpperCase(), "not a colour", null);
		List<String> colors = DrivePalette.assign(chosen);
		assertEquals(List.of(DrivePalette.DEFAULT.get(1), DrivePalette.DEFAULT.get(0), DrivePalette.DEFAULT.get(2),
				DrivePalette.DEFAULT.get(3)), colors);
	}

	@Test
	void manyDrivesStillGetDistinctColours() {
		List<String> none = new ArrayList<>();
		for (int i = 0; i < 60; i++) {
			none.add(null);
		}
		List<String> colors = DrivePalette.assign(none);
		assertEquals(60, new HashSet<>(colors).size());
		assertTrue(colors.stream().allMatch(DrivePalette::isColor), colors.toString());
	}
}
