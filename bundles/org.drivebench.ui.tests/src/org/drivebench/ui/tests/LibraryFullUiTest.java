package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.suite.SuitePlanner;
import org.drivebench.engine.testing.SmallFileSystem;
import org.drivebench.library.ResultLibrary;
import org.drivebench.library.UnsavedRuns;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.RunState;
import org.drivebench.ui.run.RunProgress;
import org.drivebench.ui.run.RunRequest;
import org.drivebench.ui.run.RunSessionState;
import org.drivebench.ui.run.RunSessions;
import org.drivebench.ui.run.RunView;
import org.drivebench.ui.run.TargetChoice;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The workbench's run job keeps the command line's promise on a real small file system (a tmpfs of 8 MiB
 * holding the library): a library without room for the run is refused before the first test, saying so;
 * a library whose file system fills up while the run measures loses no figure: the run is written where
 * it can be, the monitor says where, and the file brings the whole run into the library once there is room.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class LibraryFullUiTest {
	@TempDir
	static Path folder;
	private static SmallFileSystem small;
	private static WorkbenchFixture workbench;
	private static ResultLibrary library;
	private static RunPlan quick;

	@BeforeAll
	static void start() throws Exception {
		small = SmallFileSystem.mount(folder.resolve("small"), 8 << 20);
		library = UiTestSupport.openLibrary(small.root().resolve("library"));
		TestRegistry registry = SimulatedRuns.registry();
		quick = new SuitePlanner(registry).plan(SimulatedRuns.suite(registry, "quick"), Map.of("duration", "10m"));
		workbench = WorkbenchFixture.start();
		// where the workbench writes the run: a home of the test's own (the product's is $HOME, then the temporary folder)
		RunSessions sessions = workbench.application().getContext().get(RunSessions.class);
		assertNotNull(sessions);
		sessions.writeUnsavedRunsTo(List.of(small.root(), Files.createDirectory(folder.resolve("home")))); // the first is full
	}

	@AfterAll
	static void stop() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
		if (small != null) {
			small.close();
		}
	}

	private static RunView run() throws Exception {
		RunSessions sessions = workbench.application().getContext().get(RunSessions.class);
		assertNotNull(sessions);
		RunProgress progress = sessions.start(new RunRequest(new TargetChoice.Simulated("sim:hdd-7200"), quick, ""), library);
		assertTrue(workbench.waitUntil(() -> progress.view().state().isOver(), 120_000), "the run did not end");
		return progress.view();
	}

	@Test
	@Order(1)
	void aLibraryWithoutRoomIsRefusedBeforeTheFirstTest() throws Exception {
		small.fill(1 << 20);
		try {
			RunView view = run();
			assertEquals(RunSessionState.FAILED, view.state());
			assertTrue(view.failure().startsWith("Not started: the library in " + library.folder() + " has "), view.failure());
			assertTrue(view.failure().contains("a run of 8 tests needs about 4.1 MiB there"), view.failure());
			assertEquals(0, library.runs().size(), "nothing measured, nothing saved");
		} finally {
			small.empty();
		}
	}

	@Test
	@Order(2)
	void aLibraryThatFillsUpWhileTheRunMeasuresLosesNoFigure() throws Exception {
		// the file system fills up as soon as the run is first saved, in progress, before its first test
		AtomicBoolean filled = new AtomicBoolean();
		Thread filler = new Thread(() -> {
			try {
				Path runs = library.folder().resolve("runs");
				while (!filled.get()) {
					try (var files = Files.list(runs)) {
						if (files.anyMatch(f -> f.toString().endsWith(".xmi"))) {
							small.fill(0);
							filled.set(true);
						}
					}
					Thread.sleep(2);
				}
			} catch (Exception e) {
				throw new IllegalStateException(e);
			}
		}, "fills the library's file system");
		filler.setDaemon(true);
		filler.start();
		RunView view = run();
		filler.join(10_000);
		assertTrue(filled.get(), "the file system was filled during the run");
		assertEquals(RunSessionState.FINISHED, view.state(), String.valueOf(view.failure()));
		String said = view.saveProblem();
		assertNotNull(said, "the monitor says the run could not be saved");
		Matcher where = Pattern.compile("it is written to (\\S+\\.xmi)\\.").matcher(said);
		assertTrue(where.find(), said);
		Path file = Path.of(where.group(1));
		assertEquals(folder.resolve("home"), file.getParent(), said);
		assertTrue(said.contains("File > Import Run"), said);
		Screenshots.take("run-monitor-library-full");

		small.empty();
		UnsavedRuns.importInto(library, file); // what File > Import Run does with the file chosen
		Run whole = library.fullRun(view.run().getId());
		assertEquals(RunState.FINISHED, whole.getState());
		assertEquals(8, whole.getResults().size());
		assertTrue(whole.getResults().stream().allMatch(r -> r.getStatus() == ResultStatus.COMPLETED));
	}
}
