package org.drivebench.engine.device;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;

import org.drivebench.engine.targets.FileTarget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a device without a signature holds, told from blocks read across it (files stand in for devices). */
class ContentSampleTest {
	private static final int SIZE = 8 << 20;
	@TempDir
	Path folder;

	@Test
	void zerosAndOneRepeatedByteAreBlankRandomDataIsNot() throws Exception {
		assertEquals(ContentSample.Kind.ZEROS, ContentSample.of(Files.write(folder.resolve("zeros"), new byte[SIZE]), SIZE));
		byte[] erased = new byte[SIZE];
		Arrays.fill(erased, (byte) 0xff);
		assertEquals(ContentSample.Kind.UNIFORM, ContentSample.of(Files.write(folder.resolve("erased"), erased), SIZE));
		byte[] random = new byte[SIZE];
		new Random(7).nextBytes(random);
		assertEquals(ContentSample.Kind.DATA, ContentSample.of(Files.write(folder.resolve("random"), random), SIZE));
	}

	@Test
	void dataOnlyInTheMiddleIsFoundToo() throws Exception {
		byte[] middle = new byte[SIZE];
		new Random(8).nextBytes(middle);
		Arrays.fill(middle, 0, 1 << 20, (byte) 0);
		Arrays.fill(middle, SIZE - (1 << 20), SIZE, (byte) 0);
		assertEquals(ContentSample.Kind.DATA, ContentSample.of(Files.write(folder.resolve("middle"), middle), SIZE));
	}

	@Test
	void driveBenchsOwnTestDataIsKnownAsSuch() throws Exception {
		Path file = folder.resolve("test.dat");
		try (FileTarget target = FileTarget.create(file, SIZE, false, true, null)) {
			assertEquals(SIZE, target.sizeBytes());
		}
		assertEquals(ContentSample.Kind.DRIVEBENCH, ContentSample.of(file, SIZE));
		byte[] mixed = Files.readAllBytes(file);
		byte[] other = new byte[4096];
		new Random(9).nextBytes(other);
		System.arraycopy(other, 0, mixed, 4096, other.length); // one block of other data among the stamps
		assertEquals(ContentSample.Kind.DATA, ContentSample.of(Files.write(folder.resolve("mixed"), mixed), SIZE));
	}
}
