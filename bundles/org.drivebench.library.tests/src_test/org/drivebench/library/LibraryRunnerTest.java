package org.drivebench.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.testing.FakeTarget;
import org.drivebench.core.units.Units;
import org.drivebench.engine.IoEngine;
import org.drivebench.engine.PreparationCancelledException;
import org.drivebench.engine.TargetShape;
import org.drivebench.engine.open.TargetCheck;
import org.drivebench.library.drives.DrivePalette;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.RunState;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The one run sequence the command line, a group test's entries and the workbench's run job share: a
 * save that fails mid-run keeps the run and saves it at the next checkpoint; a run the library never
 * takes again is written elsewhere whole; a cancel, during a test or while the target is prepared, ends
 * the run as cancelled, saved so, the rest skipped.
 */
class LibraryRunnerTest {
	private static final IoEngine NO_ENGINE = (target, spec, observer) -> {
		throw new AssertionError("these tests do no I/O");
	};

	@TempDir
	Path folder;

	/** A test that does {@code action} and records one figure. */
	private record Scripted(String id, Action action) implements DriveTest {
		interface Action {
			void run(TestContext context) throws Exception;
		}

		@Override
		public TestDescriptor descriptor() {
			return new TestDescriptor(id, "1", "Scripted " + id, "Test", "for the run sequence's tests", WriteAccess.READ_ONLY);
		}

		@Override
		public List<ParameterSpec> parameters() {
			return List.of();
		}

		@Override
		public void run(TestContext context) throws Exception {
			action.run(context);
			context.results().metric("read.mbps", "Read", 100, Units.MB_PER_S, BetterDirection.HIGHER);
		}

		PlannedTest planned() {
			return new PlannedTest(this, ParameterValues.resolve(id, List.of(), Map.of()), id);
		}
	}

	private static RunPlan plan(Scripted... tests) {
		return new RunPlan("scripted", java.util.Arrays.stream(tests).map(Scripted::planned).toList());
	}

	private static TargetCheck check(TargetCheck.Opener opener) {
		TargetShape shape = FakeTarget.disk(false);
		return new TargetCheck(shape, shape, List.of(), List.of(), opener);
	}

	private static TargetCheck fake() {
		TargetShape shape = FakeTarget.disk(false);
		return check((cancelled, creations) -> shape);
	}

	/** Hears every save, and cancels when told to. */
	private static final class Saves implements LibraryRunner.Listener {
		final List<Exception> failures = new ArrayList<>();
		final AtomicBoolean cancel = new AtomicBoolean();
		final List<String> preparationCancelled = new ArrayList<>();

		@Override
		public void saved(Run run, Exception failure) {
			failures.add(failure);
		}

		@Override
		public boolean cancelRequested() {
			return cancel.get();
		}

		@Override
		public void cancelledWhilePreparing(String why) {
			preparationCancelled.add(why);
		}
	}

	/** Puts a file where the library's runs go, so no run can be saved there until {@link #restore}. */
	private static final class BlockedRuns {
		private final Path runs;
		private final Path away;

		BlockedRuns(ResultLibrary library) {
			this.runs = library.folder().resolve(ResultLibrary.RUNS);
			this.away = library.folder().resolve("runs-away");
		}

		void block() throws IOException {
			Files.move(runs, away);
			Files.writeString(runs, "not a folder");
		}

		void restore() throws IOException {
			Files.delete(runs);
			Files.move(away, runs);
		}
	}

	@Test
	void aSaveThatFailsMidRunKeepsTheRunAndSavesItAtTheNextCheckpoint() throws Exception {
		ResultLibrary library = ResultLibrary.open(folder.resolve("library"));
		BlockedRuns blocked = new BlockedRuns(library);
		Saves saves = new Saves();
		RunPlan plan = plan(new Scripted("a", c -> blocked.block()), new Scripted("b", c -> blocked.restore()),
				new Scripted("c", c -> {
				}));
		LibraryRunner.Outcome outcome = new LibraryRunner(NO_ENGINE, "9.9", library, DrivePalette.DEFAULT,
				List.of(Files.createDirectory(folder.resolve("elsewhere")))).run(plan, fake(), null, saves);

		// before the first test, as a, b and c start and end: a's end and b's start fail, b's end saves
		assertEquals(7, saves.failures.size(), saves.failures.toString());
		assertNull(saves.failures.get(1));
		assertNotNull(saves.failures.get(2), "a's end: the library could not take the run");
		assertNotNull(saves.failures.get(3), "b's start: tried again, failed again");
		assertNull(saves.failures.get(4), "b's end: saved at the next checkpoint after the library took files again");
		assertNull(saves.failures.get(6));
		assertTrue(outcome.saved());
		assertNull(outcome.writtenTo(), "nothing written elsewhere: the library holds the run");
		Run saved = ResultLibrary.read(library.folder()).fullRun(outcome.run().getId());
		assertEquals(RunState.FINISHED, saved.getState());
		assertEquals(List.of(ResultStatus.COMPLETED, ResultStatus.COMPLETED, ResultStatus.COMPLETED),
				saved.getResults().stream().map(TestResult::getStatus).toList());
		assertTrue(Files.list(folder.resolve("elsewhere")).findAny().isEmpty());
	}

	@Test
	void aRunTheLibraryNeverTakesAgainIsWrittenElsewhereWhole() throws Exception {
		ResultLibrary library = ResultLibrary.open(folder.resolve("library"));
		BlockedRuns blocked = new BlockedRuns(library);
		Path elsewhere = Files.createDirectory(folder.resolve("elsewhere"));
		Saves saves = new Saves();
		LibraryRunner.Outcome outcome = new LibraryRunner(NO_ENGINE, "9.9", library, DrivePalette.DEFAULT, List.of(elsewhere))
				.run(plan(new Scripted("a", c -> blocked.block()), new Scripted("b", c -> {
				})), fake(), null, saves);

		assertTrue(!outcome.saved());
		assertNotNull(outcome.saveFailure());
		Path file = outcome.writtenTo();
		assertNotNull(file);
		assertEquals(elsewhere, file.getParent());
		Run written = UnsavedRuns.read(file);
		assertEquals(outcome.run().getId(), written.getId());
		assertEquals(RunState.FINISHED, written.getState());
		assertEquals(List.of(ResultStatus.COMPLETED, ResultStatus.COMPLETED), written.getResults().stream().map(TestResult::getStatus).toList());
	}

	@Test
	void aCancelDuringATestEndsTheRunAsCancelledSavedSoTheRestSkipped() throws Exception {
		ResultLibrary library = ResultLibrary.open(folder.resolve("library"));
		Saves saves = new Saves();
		RunPlan plan = plan(new Scripted("a", c -> {
		}), new Scripted("b", c -> {
			saves.cancel.set(true); // the user cancels while b measures
			while (!c.progress().cancelled()) {
				Thread.sleep(10);
			}
		}), new Scripted("c", c -> {
		}));
		LibraryRunner.Outcome outcome = new LibraryRunner(NO_ENGINE, "9.9", library, DrivePalette.DEFAULT, List.of()).run(plan, fake(),
				null, saves);

		assertTrue(outcome.cancelled());
		assertTrue(outcome.saved());
		Run saved = ResultLibrary.read(library.folder()).fullRun(outcome.run().getId());
		assertEquals(RunState.FINISHED, saved.getState());
		assertEquals(List.of(ResultStatus.COMPLETED, ResultStatus.CANCELLED, ResultStatus.SKIPPED),
				saved.getResults().stream().map(TestResult::getStatus).toList());
		assertEquals(1, saved.getResults().get(1).getMetrics().size(), "the cancelled test keeps its partial figures");
	}

	/**
	 * The adapter the command line and a group test's entries present a run through: the suite runner's
	 * reports go to the progress display, the run's stages (checked, opened, each save) to the front end's
	 * lines, in the order they happen; a cancel asked by the progress display cancels the run.
	 */
	@Test
	void theForwardingListenerHandsTheReportsToTheDisplayAndTheStagesToTheFrontEnd() throws Exception {
		ResultLibrary library = ResultLibrary.open(folder.resolve("library"));
		List<String> heard = new ArrayList<>();
		AtomicBoolean cancel = new AtomicBoolean();
		org.drivebench.core.runner.RunListener display = new org.drivebench.core.runner.RunListener() {
			@Override
			public void testStarted(int index, int count, PlannedTest test) {
				heard.add("display: " + test.label() + " started");
			}

			@Override
			public void testFinished(int index, int count, TestResult result) {
				heard.add("display: " + result.getTestId() + " " + result.getStatus());
			}

			@Override
			public boolean cancelRequested() {
				return cancel.get();
			}
		};
		LibraryRunner.Stages stages = new LibraryRunner.Stages(check -> heard.add("checked"), target -> heard.add("opened"),
				why -> heard.add("cancelled while preparing"), (run, failure) -> heard.add(failure == null ? "saved" : "not saved"));
		LibraryRunner.Outcome outcome = new LibraryRunner(NO_ENGINE, "9.9", library, DrivePalette.DEFAULT, List.of()).run(
				plan(new Scripted("a", c -> {
					cancel.set(true); // the display's cancel, while a measures
					for (int i = 0; i < 500 && !c.progress().cancelled(); i++) {
						Thread.sleep(10);
					}
				}), new Scripted("b", c -> {
				})), fake(), null, new LibraryRunner.Forwarding(display, stages));

		assertEquals(List.of("checked", "opened"), heard.subList(0, 2), heard.toString());
		assertEquals(List.of("display: a started", "display: a CANCELLED"),
				heard.stream().filter(h -> h.startsWith("display: ")).toList().subList(0, 2), heard.toString());
		assertTrue(heard.stream().filter(h -> h.equals("saved")).count() >= 2 && !heard.contains("not saved"), heard.toString());
		assertEquals("saved", heard.get(heard.size() - 1), "the run's last save, after its last report");
		assertTrue(outcome.cancelled(), "the display's cancel reached the run");
	}

	@Test
	void aCancelWhileTheTargetIsPreparedSavesTheRunAsCancelledBeforeItsFirstTest() throws Exception {
		ResultLibrary library = ResultLibrary.open(folder.resolve("library"));
		Saves saves = new Saves();
		saves.cancel.set(true);
		TargetCheck check = check((cancelled, creations) -> {
			assertTrue(cancelled.getAsBoolean(), "the fill asks the run's listener whether it is cancelled");
			throw new PreparationCancelledException("3 % of the test file written");
		});
		LibraryRunner.Outcome outcome = new LibraryRunner(NO_ENGINE, "9.9", library, DrivePalette.DEFAULT, List.of())
				.run(plan(new Scripted("a", c -> {
					throw new AssertionError("nothing runs after a cancelled preparation");
				}), new Scripted("b", c -> {
				})), check, null, saves);

		assertEquals(List.of("3 % of the test file written"), saves.preparationCancelled);
		assertTrue(outcome.cancelled());
		Run saved = ResultLibrary.read(library.folder()).fullRun(outcome.run().getId());
		assertEquals(List.of(ResultStatus.CANCELLED, ResultStatus.SKIPPED), saved.getResults().stream().map(TestResult::getStatus).toList());
		assertTrue(saved.getResults().get(0).getMessages().get(0).getText().contains("while its test file was prepared (3 % of the test file written)"),
				saved.getResults().get(0).getMessages().get(0).getText());
	}
}
