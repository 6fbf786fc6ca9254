package org.drivebench.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WorkloadSteps;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.core.units.Units;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.model.BetterDirection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A test whose method changes without a new version is caught, and told what to do. */
class TestMethodFingerprintsTest {
	@TempDir
	Path dir;

	/** Reads 4 KiB for {@code seconds} and reports IOPS; its version and default block size are given. */
	private record Probe(String version, String blockSize, long seconds) implements DriveTest {
		@Override
		public TestDescriptor descriptor() {
			return new TestDescriptor("probe", version, "Probe", "Test", "Reads 4 KiB blocks.", WriteAccess.READ_ONLY);
		}

		@Override
		public List<ParameterSpec> parameters() {
			return List.of(StandardParameters.blockSize().defaultValue(blockSize).build());
		}

		@Override
		public void run(TestContext context) throws Exception {
			Measurement m = new WorkloadSteps(context, 1).run("probe", WorkloadSpec.builder()
					.blockSize((int) context.parameters().size("blockSize")).duration(Duration.ofSeconds(seconds)).build())
					.orElseThrow();
			context.results().metric("read.iops", "Read", m.iops(), Units.IOPS, BetterDirection.HIGHER);
		}
	}

	/** Runs one workload straight on the engine, with no observer, as the engine's contract allows. */
	private record Unobserved() implements DriveTest {
		@Override
		public TestDescriptor descriptor() {
			return new TestDescriptor("unobserved", "1.0", "Unobserved", "Test", "Reads 4 KiB blocks.", WriteAccess.READ_ONLY);
		}

		@Override
		public List<ParameterSpec> parameters() {
			return List.of();
		}

		@Override
		public void run(TestContext context) throws Exception {
			Measurement m = context.engine().run(context.target(), WorkloadSpec.builder().duration(Duration.ofSeconds(1)).build(),
					null);
			context.results().metric("read.iops", "Read", m.iops(), Units.IOPS, BetterDirection.HIGHER);
		}
	}

	@Test
	void aTestThatGivesTheEngineNoObserverIsFingerprintedWhole() {
		List<String> description = TestMethodFingerprints.description(new Unobserved());
		assertTrue(description.contains("status COMPLETED"), description.toString());
		assertTrue(description.stream().anyMatch(l -> l.startsWith("workload ")), description.toString());
	}

	@Test
	void theFingerprintFollowsDefaultsAndWorkloadsAndNothingElse() {
		String base = TestMethodFingerprints.of(new Probe("1.0", "4k", 5));
		assertEquals(base, TestMethodFingerprints.of(new Probe("1.0", "4k", 5)), "the same method, the same fingerprint");
		assertEquals(base, TestMethodFingerprints.of(new Probe("2.0", "4k", 5)), "the version is not part of the method");
		assertNotEquals(base, TestMethodFingerprints.of(new Probe("1.0", "8k", 5)), "another default");
		assertNotEquals(base, TestMethodFingerprints.of(new Probe("1.0", "4k", 6)), "another workload");
		assertTrue(TestMethodFingerprints.description(new Probe("1.0", "4k", 5)).contains("metric read.iops IOPS HIGHER"));
	}

	@Test
	void aChangedMethodUnderAnOldVersionFailsTheCheckSayingToBumpIt() throws Exception {
		Path table = dir.resolve("test-methods.txt");
		String recorded = TestMethodFingerprints.of(new Probe("1.0", "4k", 5));
		Files.writeString(table, "# comment\nprobe 1.0 " + recorded + "\n");
		assertEquals(List.of(), TestMethodFingerprints.check(List.of(new Probe("1.0", "4k", 5)), table));

		List<String> changed = TestMethodFingerprints.check(List.of(new Probe("1.0", "4k", 10)), table);
		assertEquals(1, changed.size());
		assertTrue(changed.get(0).startsWith("probe measures differently from what version 1.0 recorded"), changed.get(0));
		assertTrue(changed.get(0).contains("bump its descriptor's version"), changed.get(0));

		List<String> bumped = TestMethodFingerprints.check(List.of(new Probe("1.1", "4k", 10)), table);
		assertTrue(bumped.get(0).startsWith("probe is version 1.1 but " + table + " records version 1.0: replace its line "
				+ "with 'probe 1.1 " + TestMethodFingerprints.of(new Probe("1.1", "4k", 10)) + "'"), bumped.get(0));

		// a blank version is refused by the descriptor itself; one that is no version number is refused here
		List<String> placeholder = TestMethodFingerprints.check(List.of(new Probe("dev", "4k", 5)), table);
		assertTrue(placeholder.get(0).startsWith("probe declares version 'dev': give a real one"), placeholder.toString());
	}
}
