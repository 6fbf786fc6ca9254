package org.drivebench.model.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The model code is committed in src-gen; this regenerates it from the .ecore and genmodel and fails
 * when the two differ, so nobody can change the model without regenerating (releng/generate-model.sh).
 */
class GeneratedCodeMatchesModelTest {

	@Test
	void committedSrcGenIsWhatTheEcoreGenerates() throws IOException {
		Path bundle = Path.of(System.getProperty("drivebench.model.bundle", "../../bundles/org.drivebench.model"));
		Path generated = GenerateModel.generateIntoTemporaryFolder(bundle);
		try {
			TreeMap<String, String> expected = readTree(generated.resolve(GenerateModel.SRC_GEN));
			TreeMap<String, String> committed = readTree(bundle.resolve(GenerateModel.SRC_GEN));
			assertFalse(expected.isEmpty(), "the generator produced no files");
			assertEquals(expected.keySet(), committed.keySet(),
					"src-gen does not hold the files the model generates: run releng/generate-model.sh");
			List<String> differing = new ArrayList<>();
			expected.forEach((file, text) -> {
				if (!text.equals(committed.get(file))) {
					differing.add(file);
				}
			});
			assertEquals(List.of(), differing, "src-gen differs from the .ecore: run releng/generate-model.sh");
		} finally {
			GenerateModel.deleteTree(generated);
		}
	}

	private static TreeMap<String, String> readTree(Path root) throws IOException {
		TreeMap<String, String> files = new TreeMap<>();
		if (!Files.isDirectory(root)) {
			return files;
		}
		try (Stream<Path> walk = Files.walk(root)) {
			for (Path p : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
				files.put(root.relativize(p).toString(), Files.readString(p));
			}
		}
		return files;
	}
}
