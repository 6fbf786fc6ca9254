package org.drivebench.rig;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.function.Consumer;

import org.drivebench.library.ResultLibrary;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.library.LibraryCheckpoint;
import org.drivebench.core.runner.PlanRehearsal;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.core.suite.SuitePlanner;
import org.drivebench.drivetests.linear.SequentialBlockSizeSweep;
import org.drivebench.drivetests.random.AccessTime;
import org.drivebench.drivetests.random.RandomWorkload;
import org.drivebench.engine.Target;
import org.drivebench.engine.open.TargetCheck;
import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.engine.testing.FioServer;
import org.drivebench.model.Run;
import org.drivebench.rig.FioClient;

/**
 * A real fio server on localhost added as the rig "local" to a rigs file of the test's own, the standard
 * tests, and the core's pipeline that the command line and the workbench share: check the target,
 * rehearse the plan, open, run with the {@link SuiteRunner}, save into a library after every test.
 */
final class RigFixture implements AutoCloseable {
	final Path folder;
	final FioServer server;
	final RigBook book;
	final Rig rig;
	final FioClient client;
	final FioRemoteEngine engine;
	final TestRegistry registry = new TestRegistry();
	final ResultLibrary library;

	RigFixture(Path folder) throws IOException {
		String missing = FioServer.unavailableReason();
		assumeTrue(missing == null, missing);
		this.folder = folder;
		server = FioServer.start(folder);
		book = new RigBook(folder.resolve("config/rigs.json"));
		rig = Rig.parse("local", server.host() + ":" + server.port());
		book.add(rig);
		client = new FioClient(FioServer.fio(), Duration.ofSeconds(3), Duration.ofSeconds(5));
		engine = new FioRemoteEngine(client);
		registry.addTest(new RandomWorkload());
		registry.addTest(new SequentialBlockSizeSweep());
		registry.addTest(new AccessTime());
		library = ResultLibrary.open(folder.resolve("library"));
	}

	RunPlan plan(String testId, Map<String, String> parameters) {
		return new SuitePlanner(registry).planTest(testId, parameters);
	}

	/** The request for {@code path} on the rig, confirmed for writing when {@code confirm}. */
	RigTargets.Request request(String path, boolean write, boolean confirm, long fileSize, boolean keep) {
		return new RigTargets.Request(rig, path, write, confirm ? path + "@" + rig.name() : "", fileSize, keep, null);
	}

	/** Checks the target on the rig and rehearses the plan there, as drivebench run --rig does. */
	TargetCheck checkOnRig(RunPlan plan, RigTargets.Request request) throws IOException {
		TargetCheck check = RigTargets.check(request, engine);
		var problems = PlanRehearsal.problems(plan, check.rehearsalTarget());
		if (!problems.isEmpty()) {
			throw new IllegalArgumentException(String.join("\n", problems));
		}
		return check;
	}

	/** Opens the checked target and runs the plan on it, saving into the library after every test. */
	Run run(RunPlan plan, TargetCheck check, RunListener listener) throws IOException {
		try (Target target = check.open()) {
			return run(plan, target, listener, run -> {
			});
		}
	}

	Run run(RunPlan plan, Target target, RunListener listener, Consumer<Run> alsoOnSave) {
		LibraryCheckpoint save = new LibraryCheckpoint(library, null, (run, failure) -> {
			if (failure != null) {
				throw new AssertionError("the run could not be saved", failure);
			}
		});
		return new SuiteRunner(new DefaultIoEngine(), "test", Duration.ofMinutes(2), Duration.ofSeconds(5)).run(plan, target,
				listener, run -> {
					save.accept(run);
					alsoOnSave.accept(run);
				});
	}

	@Override
	public void close() throws IOException {
		server.close();
	}
}
