package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ResultWriter;
import org.drivebench.core.api.ResultWriter.Axis;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.report.chart.kinds.ChartKind;
import org.drivebench.library.ResultLibrary;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.library.LibraryCheckpoint;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.core.suite.SuitePlanner;
import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.core.units.Units;
import org.drivebench.engine.Target;
import org.drivebench.engine.sim.SimulatedDrives;
import org.drivebench.model.Run;
import org.drivebench.model.SeriesRole;
import org.drivebench.model.TestResult;
import org.drivebench.ui.charts.ChartViewer;
import org.drivebench.ui.editor.ResultEditorPart;
import org.drivebench.ui.explorer.ResultsExplorerPart;
import org.drivebench.core.api.SuiteBuilder;
import org.drivebench.core.api.SuiteProvider;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceRegistration;
import org.osgi.util.tracker.ServiceTracker;

/**
 * A test plugin written here, registered as a service in the running framework as an installed bundle's
 * DS component is, measured on a simulated drive and opened in the result editor: the editor draws the
 * charts its series' roles ask for, although its id, labels and units are none the standard tests use.
 */
class ThirdPartyPluginUiTest {
	@TempDir
	static Path libraryFolder;
	private static WorkbenchFixture workbench;
	private static ServiceRegistration<DriveTest> registration;
	private static ServiceRegistration<SuiteProvider> suites;
	private static TestResult probe;

	/** Acme's zone probe: throughput by offset (a surface), operations by outstanding commands (a sweep), per stream. */
	static final class AcmeZoneProbe implements DriveTest {
		static final TestDescriptor DESCRIPTOR = new TestDescriptor("acme.zone-probe", "3", "Acme zone probe", "Acme",
				"Throughput by zone, operations by outstanding commands, and per stream.", WriteAccess.READ_ONLY);

		@Override
		public TestDescriptor descriptor() {
			return DESCRIPTOR;
		}

		@Override
		public List<ParameterSpec> parameters() {
			return List.of();
		}

		@Override
		public void run(TestContext context) {
			ResultWriter results = context.results();
			double end = context.target().sizeBytes() / (double) (1L << 30);
			results.series("zones", "Throughput by zone", SeriesRole.SURFACE, Axis.linear("Offset", Units.GIB),
					Axis.linear("Throughput", Units.MIB_PER_S), new double[] { 0, end / 2, end }, new double[] { 180, 140, 95 });
			results.series("ops", "Operations by outstanding commands", SeriesRole.QUEUE_DEPTH_SWEEP,
					Axis.log2("Outstanding commands", Units.NUMBER), Axis.linear("Operations", Units.IOPS), new double[] { 1, 2, 4, 8 },
					new double[] { 80, 95, 120, 150 });
			results.series("streams", "Throughput per stream", SeriesRole.PER_WORKER, Axis.linear("Stream", Units.NUMBER),
					Axis.linear("Throughput", Units.MB_PER_S), new double[] { 1, 2 }, new double[] { 41, 12 });
		}
	}

	@BeforeAll
	static void measureWithTheInstalledPlugin() throws Exception {
		BundleContext context = FrameworkUtil.getBundle(ThirdPartyPluginUiTest.class).getBundleContext();
		registration = context.registerService(DriveTest.class, new AcmeZoneProbe(), null);
		suites = context.registerService(SuiteProvider.class, () -> List.of(new SuiteBuilder("acme-zones", "Acme zones",
				"The zone probe, twice.").entry(AcmeZoneProbe.DESCRIPTOR.id(), "First").entry(AcmeZoneProbe.DESCRIPTOR.id(), "Second")
				.build()), null);
		ServiceTracker<TestRegistry, TestRegistry> tracker = new ServiceTracker<>(context, TestRegistry.class, null);
		tracker.open();
		TestRegistry registry = tracker.waitForService(20_000);
		assertNotNull(registry);
		assertTrue(registry.find("acme.zone-probe").isPresent(), "the registry took the plugin in as it was registered");
		ResultLibrary library = UiTestSupport.openLibrary(libraryFolder);
		Run run;
		try (Target target = SimulatedDrives.open("sim:hdd-7200")) {
			run = new SuiteRunner(SimulatedTestRuns.ENGINE, "test").run(new SuitePlanner(registry).planTest("acme.zone-probe", Map.of()),
					target, RunListener.NONE, new LibraryCheckpoint(library, null, (saved, failure) -> {
					}));
		}
		probe = library.fullRun(run.getId()).getResults().get(0);
		workbench = WorkbenchFixture.start();
	}

	@AfterAll
	static void stop() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
		if (registration != null) {
			registration.unregister();
		}
		if (suites != null) {
			suites.unregister();
		}
	}

	@Test
	void theLauncherListsThePluginsSuiteWithTheBundleItComesFrom() throws Exception {
		UiTestSupport.chooseMenu(workbench, "Run", "New Run");
		Shell dialog = workbench.waitForShell("New Run", 10_000);
		try {
			String description = workbench.ui(() -> {
				Widgets.select(Widgets.withData(dialog, Combo.class, "run.plan.suites"), "Acme zones (acme-zones)");
				return Widgets.one(dialog, Label.class, l -> l.getText().contains("The zone probe, twice.")).getText();
			});
			assertTrue(description.startsWith("2 tests, from " + FrameworkUtil.getBundle(getClass()).getSymbolicName() + "."),
					description);
		} finally {
			workbench.ui(() -> {
				dialog.close();
				return null;
			});
		}
	}

	@Test
	void theResultEditorDrawsTheChartsItsSeriesRolesAskFor() throws Exception {
		ResultsExplorerPart explorer = UiTestSupport.explorer(workbench);
		assertTrue(workbench.waitUntil(() -> explorer.library() != null && !explorer.library().runs().isEmpty(), 10_000));
		Object row = workbench.ui(() -> explorer.library().runs().get(0).getResults().get(0));
		workbench.doubleClick(explorer.viewer(), row);
		ResultEditorPart editor = UiTestSupport.activeEditor(workbench);
		assertTrue(workbench.waitUntil(() -> !editor.charts().isEmpty() && editor.charts().stream().allMatch(c -> c.shown() != null), 20_000),
				"the charts were not drawn");
		List<ChartViewer> charts = workbench.ui(editor::charts);
		assertEquals(List.of(ChartKind.SURFACE, ChartKind.SERIES, ChartKind.SERIES), charts.stream().map(c -> c.input().kind()).toList());
		assertEquals(3, charts.get(0).shown().markers().size(), "the surface's minimum, mean and maximum");
		workbench.ui(() -> {
			assertTrue(charts.get(1).chart().shown().x().isLog(), "a queue-depth sweep on a log2 axis");
			assertEquals(2.0, charts.get(1).chart().shown().x().base());
			assertEquals(2, charts.get(2).chart().shown().series().get(0).x().length, "a bar per stream");
			return null;
		});
		assertEquals("acme.zone-probe", probe.getTestId());
	}
}
