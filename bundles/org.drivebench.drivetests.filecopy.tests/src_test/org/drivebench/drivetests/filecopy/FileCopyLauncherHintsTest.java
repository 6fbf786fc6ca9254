package org.drivebench.drivetests.filecopy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterType;
import org.drivebench.engine.TargetType;
import org.drivebench.model.Suite;
import org.junit.jupiter.api.Test;

/**
 * What the family tells the front ends, so they need no knowledge of its keys: its suite, the kind of
 * each parameter and the targets it matters on, and what the tests do on each kind of target.
 */
class FileCopyLauncherHintsTest {
	@Test
	void theFamilysSuiteCopiesAndArchives() {
		List<Suite> suites = new FileCopySuites().suites();
		assertEquals(List.of("file-copy"), suites.stream().map(Suite::getId).toList());
		assertEquals(List.of("filecopy.copy", "filecopy.archive"), suites.get(0).getEntries().stream().map(e -> e.getTestId()).toList());
	}

	@Test
	void theFolderAcrossIsAFolderOnTestFilesAndThePreparationIsForDevices() {
		Map<String, ParameterSpec> copy = new FileCopyTest().parameters().stream()
				.collect(Collectors.toMap(ParameterSpec::key, p -> p));
		assertEquals(ParameterType.FOLDER, copy.get("otherFolder").type());
		assertEquals(Set.of(TargetType.FILE), copy.get("otherFolder").appliesTo());
		assertEquals(Set.of(TargetType.BLOCK_DEVICE, TargetType.SIMULATED), copy.get("partitionSize").appliesTo());
		assertEquals(Set.of(TargetType.BLOCK_DEVICE), copy.get("fileSystem").appliesTo());
		assertEquals(ParameterType.CHOICE, copy.get("fileSystem").type());
		assertTrue(copy.get("seed").appliesTo(TargetType.FILE) && copy.get("seed").appliesTo(TargetType.BLOCK_DEVICE),
				"the seed matters everywhere");
		assertEquals(List.of("archiveSize", "musicSize", "systemSize"), copy.keySet().stream().filter(k -> k.endsWith("Size")
				&& !k.equals("partitionSize")).sorted().toList());
	}

	@Test
	void eachKindOfTargetHasItsOwnWords() {
		for (DriveTest test : List.of(new FileCopyTest(), new ArchiveTest())) {
			assertTrue(test.targetNote(TargetType.FILE, false, "/mnt/data/drivebench-test-file.bin").startsWith(
					"The file copy tests work in /mnt/data, the test file's folder"), test.descriptor().id());
			assertTrue(test.targetNote(TargetType.BLOCK_DEVICE, false, "/dev/sdb").contains("DESTROY everything on /dev/sdb"));
			assertTrue(test.targetNote(TargetType.SIMULATED, false, "sim:hdd-7200").contains("nothing is written"));
			assertTrue(test.targetNote(TargetType.BLOCK_DEVICE, true, "/dev/sdb@lab1").contains("cannot run them"));
		}
	}
}
