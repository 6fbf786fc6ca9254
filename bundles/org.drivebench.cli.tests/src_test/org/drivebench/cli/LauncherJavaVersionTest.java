package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher (releng/scripts/find-jdk.sh, which the product's {@code drivebench} script and the build
 * scripts source) tells a JDK's version from its {@code release} file, without starting it: a JVM
 * started only to say its version cost every start of DriveBench a few hundred ms of CPU. A java
 * without a release file is still asked. The JDKs here are fakes whose {@code java} leaves a mark when
 * it is run.
 */
class LauncherJavaVersionTest {
	@TempDir
	Path dir;

	/** The repository's root: the first folder up from the working folder with releng/scripts/find-jdk.sh. */
	private static Path findJdkScript() {
		for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
			Path script = p.resolve("releng/scripts/find-jdk.sh");
			if (Files.isRegularFile(script)) {
				return script;
			}
		}
		throw new AssertionError("no releng/scripts/find-jdk.sh above " + Path.of("").toAbsolutePath());
	}

	/** A JDK folder whose bin/java says {@code specVersion} when run, and leaves the file {@code ran}. */
	private Path fakeJdk(String name, String specVersion) throws IOException {
		Path jdk = Files.createDirectories(dir.resolve(name).resolve("bin")).getParent();
		Path java = jdk.resolve("bin/java");
		Files.writeString(java, "#!/bin/sh\ntouch \"$(dirname \"$0\")/../ran\"\n"
				+ "echo '    java.specification.version = " + specVersion + "' >&2\necho 'openjdk version' >&2\n",
				StandardCharsets.UTF_8);
		Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
		return jdk;
	}

	/** What {@code drivebench_java_version <jdk>/bin/java} prints. */
	private static String version(Path jdk) throws Exception {
		Process p = new ProcessBuilder("bash", "-c", ". \"$0\" && drivebench_java_version \"$1\"", findJdkScript().toString(),
				jdk.resolve("bin/java").toString()).redirectErrorStream(true).start();
		assertTrue(p.waitFor(30, TimeUnit.SECONDS));
		String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
		assertEquals(0, p.exitValue(), out);
		return out;
	}

	/** Asserts that a JDK with {@code release} as its release file is version {@code expected}, its java never started. */
	private void readFromReleaseFile(String release, String expected) throws Exception {
		Path jdk = fakeJdk("jdk-" + expected, "17");
		Files.writeString(jdk.resolve("release"), release, StandardCharsets.UTF_8);
		assertEquals(expected, version(jdk));
		assertFalse(Files.exists(jdk.resolve("ran")), "the JDK's java was started to tell a version its release file says");
	}

	@Test
	void aJdksReleaseFileGivesItsVersionWithoutStartingIt() throws Exception {
		readFromReleaseFile("IMPLEMENTOR=\"Eclipse Adoptium\"\nJAVA_RUNTIME_VERSION=\"23.0.2+7\"\nJAVA_VERSION=\"23.0.2\"\n"
				+ "JAVA_VERSION_DATE=\"2025-01-21\"\n", "23");
	}

	@Test
	void aJava8ReleaseFileIsVersion8() throws Exception {
		readFromReleaseFile("JAVA_VERSION=\"1.8.0_442\"\n", "8");
	}

	@Test
	void aJavaWithoutAReleaseFileIsAsked() throws Exception {
		Path jdk = fakeJdk("bare", "22");
		assertEquals("22", version(jdk));
		assertTrue(Files.exists(jdk.resolve("ran")));
	}

	@Test
	void aReleaseFileThatNamesNoVersionFallsBackToAsking() throws Exception {
		Path jdk = fakeJdk("odd", "24");
		Files.writeString(jdk.resolve("release"), "IMPLEMENTOR=\"Somebody\"\n", StandardCharsets.UTF_8);
		assertEquals("24", version(jdk));
		assertTrue(Files.exists(jdk.resolve("ran")));
	}
}
