package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

import org.drivebench.engine.Backend;
import org.drivebench.engine.testing.FioServer;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.rig.Rig;
import org.drivebench.rig.RigBook;
import org.drivebench.ui.editor.ResultEditorPart;
import org.drivebench.ui.run.ParameterRow;
import org.drivebench.ui.run.RunMonitorPart;
import org.drivebench.ui.run.RunSessionState;
import org.drivebench.ui.run.RunStatusControl;
import org.drivebench.ui.run.RunView;
import org.eclipse.e4.ui.model.application.ui.menu.MToolControl;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TabFolder;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs tests from Run > New Run… on simulated drives: a quick suite with a shorter duration typed into
 * the parameter table, watched in the monitor to its end and found in the library; a long test
 * cancelled from the monitor, its partial figures kept; a device that must never be written refused for
 * a writing test; a test run on a rig through a real fio server.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RunLauncherUiTest extends LibraryWorkbench {
	/** Types {@code text} into the value cell of parameter {@code key}, through the table's cell editor. */
	private static void typeParameter(Shell dialog, String key, String text) throws Exception {
		UiTestSupport.typeParameter(workbench, dialog, key, text);
	}

	private static ParameterRow row(Shell dialog, String key) throws Exception {
		return workbench.ui(() -> {
			Table table = Widgets.withData(dialog, Table.class, "run.parameters");
			return Arrays.stream(table.getItems()).map(i -> (ParameterRow) i.getData()).filter(r -> r.spec().key().equals(key)).findFirst()
					.orElseThrow();
		});
	}

	private static RunView waitForRun(Predicate<RunView> condition, String what) throws Exception {
		assertTrue(workbench.waitUntil(() -> monitor.shown() != null && condition.test(monitor.shown().view()), 60_000), what);
		return workbench.ui(() -> monitor.shown().view());
	}

	@Test
	@Order(1)
	void aQuickRunOnASimulatedHddIsWatchedToItsEndAndSavedInTheLibrary() throws Exception {
		Shell dialog = openLauncher();
		chooseSimulated(dialog, "sim:hdd-7200");
		workbench.ui(() -> {
			Widgets.select(Widgets.withData(dialog, Combo.class, "run.plan.suites"), "Quick check");
			return null;
		});
		typeParameter(dialog, "queueDepth", "0");
		ParameterRow depth = row(dialog, "queueDepth");
		assertNotNull(depth.problem(), "a queue depth of 0 is refused in its row");
		assertTrue(depth.problem().contains("queueDepth"), depth.problem());
		assertFalse(startEnabled(dialog), "Start stays disabled while a value is wrong");
		typeParameter(dialog, "queueDepth", "");
		typeParameter(dialog, "duration", "1s");
		// the run's seed and whether each test starts on a fresh drive (simulated drives)
		workbench.ui(() -> {
			Widgets.withData(dialog, Text.class, "run.target.seed").setText("twelve");
			return null;
		});
		assertFalse(startEnabled(dialog), "a seed that is not a whole number is refused");
		workbench.ui(() -> {
			Widgets.withData(dialog, Text.class, "run.target.seed").setText("12345");
			Widgets.withData(dialog, Button.class, "run.target.fresh").setSelection(true);
			return null;
		});
		assertTrue(startEnabled(dialog), "Start is enabled once every value is allowed");
		workbench.ui(() -> {
			Widgets.press(dialog, "Start");
			return null;
		});

		RunView finished = waitForRun(v -> v.planName().equals("quick") && v.state().isOver(), "the quick run did not end");
		assertEquals(RunSessionState.FINISHED, finished.state(), String.valueOf(finished.failure()));
		assertEquals(8, finished.tests().size());
		assertEquals(17, finished.saves(), "saved in progress before the first test, and when each of the 8 tests starts and ends");
		Run saved = library.run(finished.run().getId()).orElseThrow();
		assertTrue(Files.exists(libraryFolder.resolve("runs").resolve(saved.getId() + ".xmi")));
		assertEquals("quick", saved.getSuiteName());
		assertEquals(12345, saved.getRandomSeed(), "the seed typed is the run's");
		assertTrue(saved.isFreshDrivePerTest());
		assertEquals(8, saved.getResults().size());
		assertTrue(saved.getResults().stream().allMatch(r -> r.getStatus() == ResultStatus.COMPLETED),
				saved.getResults().stream().map(r -> r.getTestName() + " " + r.getStatus()).toList().toString());
		assertEquals("1s", saved.getResults().get(0).getParameters().stream().filter(p -> p.getKey().equals("duration")).findFirst()
				.orElseThrow().getValue(), "the duration typed in the table");
		ResultEditorPart summary = UiTestSupport.activeEditor(workbench);
		assertTrue(workbench.waitUntil(summary::showsRunSummary, 10_000), "the run's summary opened when it ended");
	}

	@Test
	@Order(2)
	void aLongTestIsCancelledFromTheMonitorAndKeepsItsPartialFigures() throws Exception {
		Shell dialog = openLauncher();
		chooseSimulated(dialog, "sim:ssd-slc");
		workbench.ui(() -> {
			Button test = Widgets.withData(dialog, Button.class, "run.plan.test");
			Combo tests = Widgets.withData(dialog, Combo.class, "run.plan.tests");
			int index = Arrays.asList(tests.getItems()).indexOf(Arrays.stream(tests.getItems()).filter(i -> i.contains("(random.sustained)"))
					.findFirst().orElseThrow());
			Widgets.select(tests, index);
			assertTrue(test.getSelection(), "choosing a test chooses the single-test radio");
			return null;
		});
		typeParameter(dialog, "duration", "2h");
		workbench.ui(() -> {
			Widgets.press(dialog, "Start");
			return null;
		});
		RunView running = waitForRun(v -> v.planName().equals("random.sustained") && v.state() == RunSessionState.RUNNING && v.times().length > 3,
				"the long run did not show live figures");
		assertTrue(running.megabytesPerSecond()[0] > 0, "live transfer rates");
		RunStatusControl statusLine = workbench.ui(() -> {
			EModelService models = workbench.application().getContext().get(EModelService.class);
			MToolControl control = (MToolControl) models.find("org.drivebench.ui.toolcontrol.runstatus", workbench.application());
			return (RunStatusControl) control.getObject();
		});
		assertTrue(workbench.waitUntil(() -> statusLine.text().startsWith("Running random.sustained on sim:ssd-slc: test 1 of 1"), 5_000),
				"the status line names the run: " + workbench.ui(statusLine::text));
		assertTrue(workbench.waitUntil(() -> monitor.liveChart().shown() != null && monitor.liveChart().shown().series().size() == 1
				&& monitor.liveChart().shown().series().get(0).size() > 3, 10_000), "the live chart draws the intervals");

		workbench.ui(() -> {
			Widgets.withData(monitor.control(), Button.class, RunMonitorPart.CANCEL_KEY).notifyListeners(SWT.Selection, new Event());
			return null;
		});
		RunView cancelled = waitForRun(v -> v.state().isOver(), "the run did not stop after Cancel");
		assertEquals(RunSessionState.CANCELLED, cancelled.state());
		Run saved = library.fullRun(cancelled.run().getId());
		TestResult result = saved.getResults().get(0);
		assertEquals(ResultStatus.CANCELLED, result.getStatus());
		assertTrue(result.getMetrics().stream().anyMatch(m -> m.getKey().equals("read.iops") && m.getValue() > 0),
				"the partial figures are kept");
		assertFalse(result.getIntervals().isEmpty(), "with the intervals measured before the cancel");
	}

	@Test
	@Order(3)
	void aTestFileIsMeasuredByTheEngineAndRemovedAfterTheRun(@TempDir Path folder) throws Exception {
		Shell dialog = openLauncher();
		workbench.ui(() -> {
			TabFolder tabs = Widgets.withData(dialog, TabFolder.class, "run.target.tabs");
			tabs.setSelection(1);
			tabs.notifyListeners(SWT.Selection, new Event());
			Widgets.withData(dialog, Text.class, "run.target.folder").setText(folder.toString());
			Widgets.withData(dialog, Text.class, "run.target.size").setText("5k");
			return null;
		});
		assertFalse(startEnabled(dialog), "a test file of 5 KiB is refused");
		workbench.ui(() -> {
			Widgets.withData(dialog, Text.class, "run.target.size").setText("64M");
			Combo tests = Widgets.withData(dialog, Combo.class, "run.plan.tests");
			Widgets.select(tests, Arrays.asList(tests.getItems()).indexOf(Arrays.stream(tests.getItems())
					.filter(i -> i.contains("(linear.sequential)")).findFirst().orElseThrow()));
			return null;
		});
		typeParameter(dialog, "duration", "1s");
		typeParameter(dialog, "regionLength", "0");
		typeParameter(dialog, "blockSize", "128k");
		assertTrue(startEnabled(dialog), "a 64 MiB test file in an existing folder can be measured");
		workbench.ui(() -> {
			Widgets.press(dialog, "Start");
			return null;
		});
		RunView finished = waitForRun(v -> v.planName().equals("linear.sequential") && v.state().isOver(), "the file run did not end");
		assertEquals(RunSessionState.FINISHED, finished.state(), String.valueOf(finished.failure()));
		Run saved = library.run(finished.run().getId()).orElseThrow();
		TestResult result = saved.getResults().get(0);
		assertEquals(ResultStatus.COMPLETED, result.getStatus(), result.getMessages().stream().map(m -> m.getText()).toList().toString());
		assertTrue(result.getMetrics().stream().anyMatch(m -> m.getKey().equals("read.mbps") && m.getValue() > 0));
		assertEquals("FILE", saved.getTarget().getKind().getLiteral());
		try (var left = Files.list(folder)) {
			assertEquals(0, left.count(), "the test file is removed after the run");
		}
	}

	@Test
	@Order(4)
	void aDeviceThatMustNeverBeWrittenCannotBeChosenForAWritingTest() throws Exception {
		Shell dialog = openLauncher();
		workbench.ui(() -> {
			TabFolder tabs = Widgets.withData(dialog, TabFolder.class, "run.target.tabs");
			tabs.setSelection(2);
			tabs.notifyListeners(SWT.Selection, new Event());
			Combo tests = Widgets.withData(dialog, Combo.class, "run.plan.tests");
			Widgets.select(tests, Arrays.asList(tests.getItems()).indexOf(Arrays.stream(tests.getItems())
					.filter(i -> i.contains("(linear.surface)")).findFirst().orElseThrow()));
			return null;
		});
		typeParameter(dialog, "direction", "write");
		Table devices = workbench.ui(() -> Widgets.withData(dialog, Table.class, "run.target.devices"));
		workbench.waitUntil(() -> devices.getItemCount() > 0, 20_000);
		int never = workbench.ui(() -> {
			TableItem[] items = devices.getItems();
			for (int i = 0; i < items.length; i++) {
				if (items[i].getText(5).startsWith("never (")) {
					return i;
				}
			}
			return -1;
		});
		try {
			Assumptions.assumeTrue(never >= 0, "this machine lists no device that holds the running system or is mounted");
			workbench.ui(() -> {
				devices.setSelection(never);
				devices.notifyListeners(SWT.Selection, new Event());
				return null;
			});
			assertFalse(startEnabled(dialog), "Start is disabled for a writing test on a device that must never be written");
			List<String> messages = workbench.ui(() -> Widgets.all(dialog, Text.class, t -> (t.getStyle() & SWT.READ_ONLY) != 0).stream()
					.map(t -> t.getText().strip()).toList());
			assertTrue(messages.stream().anyMatch(m -> m.startsWith("Writing to ") && m.contains("is never allowed")), messages.toString());
		} finally {
			workbench.ui(() -> {
				Widgets.press(dialog, "Cancel");
				return null;
			});
		}
	}

	/**
	 * Issue 9: the launcher's --overwrite-file. An existing file of the user's in the chosen folder is not
	 * written unless the box that names it, with its size and date, is ticked.
	 */
	@Test
	@Order(5)
	void anExistingFileOfTheUsersIsUsedOnlyWhenTheBoxNamingItIsTicked(@TempDir Path folder) throws Exception {
		Path users = Files.write(folder.resolve("drivebench-test-file.bin"), new byte[2 << 20]);
		Shell dialog = openLauncher();
		try {
			workbench.ui(() -> {
				TabFolder tabs = Widgets.withData(dialog, TabFolder.class, "run.target.tabs");
				tabs.setSelection(1);
				tabs.notifyListeners(SWT.Selection, new Event());
				Widgets.withData(dialog, Text.class, "run.target.size").setText("2M");
				Widgets.withData(dialog, Text.class, "run.target.folder").setText(folder.toString());
				return null;
			});
			assertFalse(startEnabled(dialog), "the user's file is not written unasked");
			Button box = workbench.ui(() -> Widgets.withData(dialog, Button.class, "run.target.overwrite"));
			assertTrue(workbench.ui(box::getVisible));
			String text = workbench.ui(box::getText);
			assertTrue(text.matches("Overwrite drivebench-test-file\\.bin \\(2 MiB, last modified \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\): "
					+ "it exists and DriveBench did not create it"), text);
			workbench.ui(() -> {
				box.setSelection(true);
				box.notifyListeners(SWT.Selection, new Event());
				return null;
			});
			// the quick check's 1 GiB region does not fit the 2 MiB file: the launcher says so before a run, as the CLI does
			assertFalse(startEnabled(dialog));
			List<String> messages = workbench.ui(() -> Widgets.all(dialog, Text.class, t -> (t.getStyle() & SWT.READ_ONLY) != 0)
					.stream().map(t -> t.getText().strip()).toList());
			assertTrue(messages.stream().anyMatch(m -> m.contains("regionLength = 1GiB: larger than")), messages.toString());
			typeParameter(dialog, "regionLength", "1M");
			typeParameter(dialog, "duration", "1s");
			assertTrue(startEnabled(dialog), "named for overwriting, it may be used");
		} finally {
			workbench.ui(() -> {
				Widgets.press(dialog, "Cancel");
				return null;
			});
		}
		assertEquals(2 << 20, Files.size(users));
		assertTrue(Arrays.equals(new byte[2 << 20], Files.readAllBytes(users)), "nothing was written");
	}

	/**
	 * The launcher says in the tests' own words where the file copies work and asks for the parameters
	 * that matter on the target, each as a field of its kind: on a test file the folder on another
	 * partition (it becomes the otherFolder parameter), on a simulated drive the partition size; for a test
	 * that copies no files it stays hidden.
	 */
	@Test
	@Order(6)
	void theFileCopyTestsSayWhereTheyWorkAndAskForTheOtherFolder(@TempDir Path folder) throws Exception {
		Path other = Files.createDirectory(folder.resolve("other"));
		Shell dialog = openLauncher();
		try {
			workbench.ui(() -> {
				TabFolder tabs = Widgets.withData(dialog, TabFolder.class, "run.target.tabs");
				tabs.setSelection(1);
				tabs.notifyListeners(SWT.Selection, new Event());
				Widgets.withData(dialog, Text.class, "run.target.folder").setText(folder.toString());
				Widgets.withData(dialog, Text.class, "run.target.size").setText("1M");
				Combo tests = Widgets.withData(dialog, Combo.class, "run.plan.tests");
				Widgets.select(tests, Arrays.asList(tests.getItems()).indexOf(Arrays.stream(tests.getItems())
						.filter(i -> i.contains("(filecopy.copy)")).findFirst().orElseThrow()));
				return null;
			});
			assertTrue(workbench.ui(() -> Widgets.withData(dialog, Group.class, "run.target.parameters").isVisible()));
			String mode = workbench.ui(() -> Widgets.withData(dialog, Label.class, "run.target.parameters.note").getText());
			assertTrue(mode.contains(folder.toString()) && mode.contains("another partition"), mode);
			// the two that matter on a test file only: the folder across, and the caches dropped between copies in folders
			assertEquals(List.of("otherFolder", "dropSystemCaches"), workbench.ui(() -> fieldKeys(dialog)),
					"on a test file: the folder across and the folder caches, nothing of a device");
			workbench.ui(() -> {
				field(dialog, Text.class, "otherFolder").setText(other.toString());
				return null;
			});
			assertEquals(other.toString(), row(dialog, "otherFolder").text(), "the folder typed becomes the parameter");
			// the other folder is on the same file system as the test file's: the plan check refuses it
			assertFalse(startEnabled(dialog));
			String problem = workbench.ui(() -> Widgets.one(dialog, Button.class, b -> b.getText().replace("&", "").equals("Start"))
					.getToolTipText());
			assertTrue(problem.contains("otherFolder = " + other) && problem.contains("same file system"), problem);
			chooseSimulated(dialog, "sim:hdd-7200");
			mode = workbench.ui(() -> Widgets.withData(dialog, Label.class, "run.target.parameters.note").getText());
			assertTrue(mode.contains("sim:hdd-7200") && mode.contains("nothing is written"), mode);
			assertEquals(List.of("partitionSize"), workbench.ui(() -> fieldKeys(dialog)), "on a simulated drive: the partitions");
			workbench.ui(() -> {
				field(dialog, Text.class, "partitionSize").setText("2G");
				return null;
			});
			assertEquals("2G", row(dialog, "partitionSize").text(), "the size typed becomes the parameter");
			workbench.ui(() -> {
				Combo tests = Widgets.withData(dialog, Combo.class, "run.plan.tests");
				Widgets.select(tests, Arrays.asList(tests.getItems()).indexOf(Arrays.stream(tests.getItems())
						.filter(i -> i.contains("(linear.sequential)")).findFirst().orElseThrow()));
				return null;
			});
			assertFalse(workbench.ui(() -> Widgets.withData(dialog, Group.class, "run.target.parameters").isVisible()),
					"a test that copies no files does not ask where to copy");
		} finally {
			workbench.ui(() -> {
				Widgets.press(dialog, "Cancel");
				return null;
			});
		}
	}

	private static void chooseTest(Shell dialog, String id) throws Exception {
		workbench.ui(() -> {
			Combo tests = Widgets.withData(dialog, Combo.class, "run.plan.tests");
			Widgets.select(tests, Arrays.asList(tests.getItems()).indexOf(Arrays.stream(tests.getItems())
					.filter(i -> i.contains("(" + id + ")")).findFirst().orElseThrow()));
			return null;
		});
	}

	private static String startProblem(Shell dialog) throws Exception {
		return workbench.ui(() -> Widgets.one(dialog, Button.class, b -> b.getText().replace("&", "").equals("Start")).getToolTipText());
	}

	/**
	 * Issue 16: "on rig X" in the launcher. A real fio server on localhost, added as the rig "bench" to a
	 * rigs file of the test's own: a test fio cannot express (an access-time scatter) is refused before
	 * Start, naming the step; random.random on a new test file there runs through the rig's fio, lands in
	 * the library with the rig as its bench and fio as its engine, and the file is removed afterwards.
	 */
	@Test
	@Order(7)
	void aTestRunsOnARigThroughItsFioServerAndLandsInTheLibrary(@TempDir Path folder) throws Exception {
		String missing = FioServer.unavailableReason();
		Assumptions.assumeTrue(missing == null, missing);
		Path rigs = folder.resolve("rigs.json");
		Path file = folder.resolve("on-rig.dat");
		try (FioServer server = FioServer.start(folder)) {
			Rig rig = Rig.parse("bench", server.host() + ":" + server.port());
			new RigBook(rigs).add(rig);
			System.setProperty(RigBook.LOCATION_PROPERTY, rigs.toString());
			Shell dialog = openLauncher();
			try {
				workbench.ui(() -> {
					TabFolder tabs = Widgets.withData(dialog, TabFolder.class, "run.target.tabs");
					tabs.setSelection(Arrays.asList(tabs.getItems()).indexOf(Arrays.stream(tabs.getItems())
							.filter(t -> t.getText().equals("On a rig")).findFirst().orElseThrow()));
					tabs.notifyListeners(SWT.Selection, new Event());
					Combo rigChoice = Widgets.withData(dialog, Combo.class, "run.target.rig");
					assertEquals(List.of(rig.describe()), List.of(rigChoice.getItems()), "the rigs file's rigs are offered");
					Widgets.withData(dialog, Text.class, "run.target.rig.path").setText(file.toString());
					Widgets.withData(dialog, Text.class, "run.target.rig.size").setText("16M");
					return null;
				});
				chooseTest(dialog, "random.access-time");
				assertTrue(workbench.waitUntil(() -> startProblem(dialog) != null && startProblem(dialog).contains("fio's json+ output has no "
						+ "latency against position"), 30_000), "an access-time scatter is refused on a rig: " + startProblem(dialog));
				assertFalse(startEnabled(dialog));
				chooseTest(dialog, "random.random");
				typeParameter(dialog, "duration", "1s");
				typeParameter(dialog, "regionLength", "2M");
				assertTrue(workbench.waitUntil(() -> startEnabled(dialog), 30_000), "random.random on a new test file on the rig: "
						+ startProblem(dialog));
				String status = workbench.ui(() -> Widgets.withData(dialog, Label.class, "run.target.rig.status").getText());
				assertTrue(status.contains("measured by fio-") && status.contains("rig 'bench'"), status);
				workbench.ui(() -> {
					Widgets.press(dialog, "Start");
					return null;
				});
			} finally {
				workbench.ui(() -> {
					if (!dialog.isDisposed()) {
						Widgets.press(dialog, "Cancel");
					}
					return null;
				});
				System.clearProperty(RigBook.LOCATION_PROPERTY);
			}
			RunView finished = waitForRun(v -> v.planName().equals("random.random") && v.state().isOver(), "the run on the rig did not end");
			assertEquals(RunSessionState.FINISHED, finished.state(), String.valueOf(finished.failure()));
			Run saved = library.run(finished.run().getId()).orElseThrow();
			TestResult result = saved.getResults().get(0);
			assertEquals(ResultStatus.COMPLETED, result.getStatus(), result.getMessages().stream().map(m -> m.getText()).toList().toString());
			assertTrue(result.getMetrics().stream().anyMatch(m -> m.getKey().equals("read.iops") && m.getValue() > 0));
			assertEquals(Backend.FIO.label(), result.getEngineBackend());
			assertEquals("bench", saved.getBench().getRig());
			assertEquals(rig.address(), saved.getBench().getRigAddress());
			assertTrue(Files.notExists(file), "the new test file is removed from the rig after the run");
		}
	}

	/** The keys of the target's parameters the launcher shows as fields, in order. */
	private static List<String> fieldKeys(Shell dialog) {
		Group group = Widgets.withData(dialog, Group.class, "run.target.parameters");
		List<String> keys = new java.util.ArrayList<>();
		for (Control c : Widgets.all(group, Control.class, c -> c.getData("run.target.parameters.parameter") != null && c.isVisible())) {
			keys.add((String) c.getData("run.target.parameters.parameter"));
		}
		return keys;
	}

	/** The field of the target's parameter {@code key}. */
	private static <T extends Control> T field(Shell dialog, Class<T> type, String key) {
		return Widgets.one(dialog, type, c -> key.equals(c.getData("run.target.parameters.parameter")));
	}
}
