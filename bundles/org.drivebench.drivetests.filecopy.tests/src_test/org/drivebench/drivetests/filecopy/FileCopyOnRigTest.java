package org.drivebench.drivetests.filecopy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.runner.PlanRehearsal;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.engine.DeviceIdentity;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RemoteMachine;
import org.drivebench.engine.RemoteTarget;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.TargetShape;
import org.drivebench.engine.WorkloadSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * File copies on a rig (issue 16): a test file on a rig is named {@code <path>@<rig>}, and that path's
 * folder may well exist on this machine too. The copy tests work through this machine's file systems, so
 * they are refused before anything is written, rather than measuring a drive here under the rig's name.
 */
class FileCopyOnRigTest {
	@TempDir
	Path folder;

	/** A test file on a rig whose path is a folder of this machine's too; nothing of it runs here. */
	private record RigFile(Path file) implements RemoteTarget {
		@Override
		public TargetShape shape() {
			return new TargetShape(file + "@lab1", TargetType.FILE, 1L << 30, 4096, 4096, false,
					new DeviceIdentity("", "test file at rig lab1", "", "", 1L << 30, 4096, 4096, false, 0, "fio on a rig"), true);
		}

		@Override
		public RemoteMachine machine() {
			return new RemoteMachine("lab1", "10.0.0.5:8765", "lab1", "Linux", "x86-64", "fio-3.33");
		}

		@Override
		public String remotePath() {
			return file.toString();
		}

		@Override
		public void check(WorkloadSpec spec) {
			// every workload fio can express: the copy tests must not get this far
		}

		@Override
		public Measurement run(WorkloadSpec spec, RunObserver observer) {
			throw new AssertionError("no workload runs in a rehearsal");
		}

		@Override
		public void close() {
		}
	}

	@Test
	void theCopyAndArchiveTestsAreRefusedOnARigBeforeTheyWriteAnything() throws IOException {
		RigFile onRig = new RigFile(folder.resolve("bench.dat"));
		for (DriveTest test : List.of(new FileCopyTest(), new ArchiveTest())) {
			List<String> problems = PlanRehearsal.problems(plan(test), onRig);
			assertEquals(1, problems.size(), test.descriptor().id() + ": " + problems);
			assertTrue(problems.get(0).contains(folder.resolve("bench.dat") + "@lab1 is on rig 'lab1' (10.0.0.5:8765")
					&& problems.get(0).contains("fio on a rig cannot run them"), problems.get(0));
		}
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FileCopyParameters.places(onRig,
				plan(new FileCopyTest()).tests().get(0).values(), true, line -> {
				}, 1 << 20, 1 << 20));
		assertTrue(e.getMessage().contains("fio on a rig cannot run them"), e.getMessage());
		try (var left = Files.list(folder)) {
			assertEquals(0, left.count(), "nothing was written in this machine's folder of the same name");
		}
	}

	private static RunPlan plan(DriveTest test) {
		return new RunPlan(test.descriptor().id(), List.of(new PlannedTest(test,
				ParameterValues.resolve(test.descriptor().id(), test.parameters(), Map.of()), test.descriptor().name())));
	}
}
