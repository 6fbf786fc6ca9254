package org.drivebench.core.runner;

import java.time.Duration;
import java.util.Date;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

import org.drivebench.core.api.ResultWriter;
import org.drivebench.core.api.TemperatureLog;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestProgress;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.drive.DriveHealthProbe;
import org.drivebench.core.drive.TemperatureResults;
import org.drivebench.core.drive.TemperatureSampler;
import org.drivebench.core.drive.TemperatureSensors;
import org.drivebench.core.io.Failures;
import org.drivebench.engine.CreationLog;
import org.drivebench.engine.DeviceIdentity;
import org.drivebench.engine.EngineInfo;
import org.drivebench.engine.IoEngine;
import org.drivebench.engine.RemoteMachine;
import org.drivebench.engine.RemoteTarget;
import org.drivebench.engine.RunnableTarget;
import org.drivebench.engine.Target;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.nativeio.BufferMemory;
import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.RunState;
import org.drivebench.model.Severity;
import org.drivebench.model.TargetInfo;
import org.drivebench.model.TestBench;
import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Runs a {@link RunPlan} on an opened target, one test after another, each on a thread of its own. The
 * run's seed (the plan's, or a new one) is recorded in the run and seeds every workload of every
 * test; a simulated target starts the run idle and carries its state from test to test unless the
 * plan starts each test on a fresh drive. Each test runs on its own thread:
 * a test that throws fails with its message recorded; one that makes no progress for the stall
 * timeout is cancelled, and if it still does not return it is failed as hung and abandoned; either
 * way the run goes on with the next test. The run is handed to the checkpoint (which saves it) before
 * the first test, when each test starts and after it: it is saved in progress, with the test under way
 * marked, and finished only with its last test, so a crash costs at most the test under way and the
 * run shows as interrupted ({@link RunProcess}).
 */
public final class SuiteRunner {
	private static final DriveBenchFactory MODEL = DriveBenchFactory.eINSTANCE;
	private static final long POLL_MILLIS = 50;

	private final IoEngine engine;
	private final String softwareVersion;
	private final Duration stallTimeout;
	private final Duration cancelGrace;
	private DriveHealthProbe health = new DriveHealthProbe();

	/**
	 * @param engine          the engine tests measure with
	 * @param softwareVersion the DriveBench version results record
	 * @param stallTimeout    how long a test may go without a sign of life (progress, figures, results)
	 * @param cancelGrace     how long a cancelled test gets to return before it is abandoned
	 */
	public SuiteRunner(IoEngine engine, String softwareVersion, Duration stallTimeout, Duration cancelGrace) {
		this.engine = engine;
		this.softwareVersion = softwareVersion;
		this.stallTimeout = stallTimeout;
		this.cancelGrace = cancelGrace;
	}

	/** Reads the drive's identity and health with {@code probe} (tests give a stand-in smartctl). */
	public SuiteRunner withDriveHealth(DriveHealthProbe probe) {
		this.health = probe;
		return this;
	}

	/** Defaults: a test is stalled after 2 minutes without a sign of life and gets 5 s to stop. */
	public SuiteRunner(IoEngine engine, String softwareVersion) {
		this(engine, softwareVersion, Duration.ofMinutes(2), Duration.ofSeconds(5));
	}

	/**
	 * Runs {@code plan} on {@code target}.
	 *
	 * @param checkpoint receives the run after each test (typically: save it to the library)
	 * @return the run with a result per planned test
	 */
	public Run run(RunPlan plan, Target target, RunListener listener, Consumer<Run> checkpoint) {
		return run(plan, target, listener, checkpoint, CreationLog.NONE);
	}

	/**
	 * {@link #run(RunPlan, Target, RunListener, Consumer)}, its tests recording every file and folder they
	 * create in {@code creations} ({@link TestContext#creations()}).
	 */
	public Run run(RunPlan plan, Target target, RunListener listener, Consumer<Run> checkpoint, CreationLog creations) {
		Run run = newRun(plan, target);
		Long given = plan.options().seed();
		long seed = given != null ? given : new SplittableRandom().nextLong();
		run.setRandomSeed(seed);
		run.setFreshDrivePerTest(plan.options().freshDrivePerTest());
		// a run starts on an idle drive; then each test meets what the previous one left, as on a real drive
		RunnableTarget simulated = target instanceof RunnableTarget r ? r : null;
		if (simulated != null) {
			simulated.reset();
		}
		health.before(run, target);
		TemperatureSensors.Lookup temperature = health.temperatureSensor(target);
		boolean sensorSaid = false;
		checkpoint.accept(run); // saved in progress before the first write, so a crash leaves it marked so
		int count = plan.tests().size();
		boolean cancelled = false;
		boolean stopped = false;
		for (int i = 0; i < count; i++) {
			if (simulated != null && plan.options().freshDrivePerTest() && i > 0) {
				simulated.reset();
			}
			PlannedTest planned = plan.tests().get(i);
			TestResult result = newResult(planned, target.kind());
			run.getResults().add(result);
			stopped = stopped || !cancelled && i > 0 && listener.stopRequested();
			if (cancelled) {
				finish(result, ResultStatus.SKIPPED, "not run: the run was cancelled");
			} else if (stopped) {
				finish(result, ResultStatus.SKIPPED, "not run: the run was stopped after the test before it");
			} else if (planned.writes() && !target.writable()) {
				finish(result, ResultStatus.FAILED, "not run: it writes to " + target.name()
						+ ", which was opened read-only (writing must be confirmed with the device's serial)");
			} else {
				result.setStatus(ResultStatus.RUNNING);
				listener.testStarted(i, count, planned);
				checkpoint.accept(run); // the test under way is marked, in case the process dies during it
				runOne(planned, result, target, new SeededEngine(engine, seed, i), i, count, listener, creations, temperature,
						!sensorSaid);
				sensorSaid = true;
				cancelled = result.getStatus() == ResultStatus.CANCELLED;
			}
			if (i == count - 1) {
				health.after(run, target); // before the last checkpoint, so the saved run has it
			}
			listener.testFinished(i, count, result);
			if (i == count - 1) {
				run.setState(RunState.FINISHED);
				run.setFinishedAt(new Date());
				run.setProcess(null);
			}
			checkpoint.accept(run);
		}
		return run;
	}

	/**
	 * The run of a plan that was cancelled while its target was prepared (a test file filled), before
	 * its first test: saved as cancelled, the first test cancelled with {@code why}, the others skipped.
	 *
	 * @param shape what the target was to be ({@code TargetCheck.shape()})
	 */
	public Run cancelledBeforeStart(RunPlan plan, Target shape, String why, Consumer<Run> checkpoint) {
		Run run = newRun(plan, shape);
		run.getTarget().getTemporaryFiles().clear(); // the preparation removed what it had made
		Long given = plan.options().seed();
		run.setRandomSeed(given != null ? given : new SplittableRandom().nextLong());
		run.setFreshDrivePerTest(plan.options().freshDrivePerTest());
		for (int i = 0; i < plan.tests().size(); i++) {
			TestResult result = newResult(plan.tests().get(i), shape.kind());
			run.getResults().add(result);
			if (i == 0) {
				finish(result, ResultStatus.CANCELLED, "cancelled before it started, " + why + "; nothing was measured");
			} else {
				finish(result, ResultStatus.SKIPPED, "not run: the run was cancelled");
			}
		}
		run.setState(RunState.FINISHED);
		run.setFinishedAt(new Date());
		run.setProcess(null);
		checkpoint.accept(run);
		return run;
	}

	/**
	 * Runs one test on its own thread, the drive's temperature sampled meanwhile when it has a sensor;
	 * when it has none, {@code sayNoSensor} says so in this test's result (once a run).
	 */
	private void runOne(PlannedTest planned, TestResult result, Target target, IoEngine testEngine, int index, int count,
			RunListener listener, CreationLog creations, TemperatureSensors.Lookup temperature, boolean sayNoSensor) {
		AtomicBoolean userCancel = new AtomicBoolean();
		AtomicBoolean stallCancel = new AtomicBoolean();
		TestProgressTracker progress = new TestProgressTracker(index, count, listener,
				() -> userCancel.get() || stallCancel.get(), System::nanoTime);
		EmfResultWriter writer = new EmfResultWriter(result, progress::touch);
		TemperatureSampler sampler = temperature.sensor().isPresent() ? TemperatureSampler.start(temperature.sensor().get()) : null;
		Optional<TemperatureLog> temperatureLog = sampler == null ? Optional.empty() : Optional.of(sampler);
		TestContext context = new Context(target, sampler == null ? testEngine : sampler.engine(testEngine), planned.values(), progress,
				writer, creations, temperatureLog);
		AtomicReference<Throwable> failure = new AtomicReference<>();
		Thread thread = new Thread(() -> {
			try {
				planned.test().run(context);
			} catch (Throwable t) {
				failure.set(t);
			}
		}, "drivebench-test-" + planned.test().descriptor().id());
		thread.setDaemon(true);
		thread.start();

		long cancelledAt = 0;
		while (thread.isAlive()) {
			try {
				thread.join(POLL_MILLIS);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				userCancel.set(true);
			}
			long now = System.nanoTime();
			if (!userCancel.get() && listener.cancelRequested()) {
				userCancel.set(true);
			}
			if (!stallCancel.get() && now - progress.lastActivity() > stallTimeout.toNanos()) {
				stallCancel.set(true);
			}
			if ((userCancel.get() || stallCancel.get()) && cancelledAt == 0) {
				cancelledAt = now;
			}
			if (cancelledAt != 0 && thread.isAlive() && now - cancelledAt > cancelGrace.toNanos()) {
				if (sampler != null) {
					sampler.abandon(); // the abandoned thread may still hold the drive: nothing more goes into its result
				}
				finish(result, ResultStatus.FAILED, "hung: " + (stallCancel.get()
						? "no progress for " + stallTimeout.toSeconds() + " s" : "cancelled")
						+ " and did not stop within " + cancelGrace.toSeconds()
						+ " s; its thread was abandoned and may still be doing I/O");
				return;
			}
		}
		Throwable t = failure.get();
		if (t != null) {
			finish(result, stallCancel.get() || userCancel.get() ? statusAfterCancel(stallCancel.get()) : ResultStatus.FAILED,
					Failures.describe(t));
		} else if (stallCancel.get()) {
			finish(result, ResultStatus.FAILED, "stopped: no progress for " + stallTimeout.toSeconds() + " s");
		} else if (userCancel.get()) {
			finish(result, ResultStatus.CANCELLED, "cancelled by the user; the figures are partial");
		} else {
			finish(result, ResultStatus.COMPLETED, null);
		}
		// after the test's own word on how it ended, which readers look for first
		recordTemperature(writer, sampler, sayNoSensor ? temperature.why() : "");
	}

	/** What the sampler read, into the test's result; or that there is no sensor ({@code noSensor}, when not ""). */
	private static void recordTemperature(ResultWriter writer, @Nullable TemperatureSampler sampler, String noSensor) {
		if (sampler == null) {
			if (!noSensor.isEmpty()) {
				writer.message(Severity.INFO, noSensor);
			}
			return;
		}
		try {
			TemperatureResults.write(writer, sampler.stop());
		} catch (RuntimeException e) {
			// the test's own figures stand; the temperature is only lost, and the result says why
			writer.message(Severity.WARNING, "the drive's temperature was not recorded: " + Failures.describe(e));
		}
	}

	private static ResultStatus statusAfterCancel(boolean stalled) {
		return stalled ? ResultStatus.FAILED : ResultStatus.CANCELLED;
	}

	private static void finish(TestResult result, ResultStatus status, @Nullable String message) {
		result.setStatus(status);
		result.setFinishedAt(new Date());
		if (message != null) {
			org.drivebench.model.Message m = MODEL.createMessage();
			m.setSeverity(status == ResultStatus.COMPLETED ? Severity.INFO
					: status == ResultStatus.FAILED ? Severity.ERROR : Severity.WARNING);
			m.setText(message);
			result.getMessages().add(m);
		}
	}

	private Run newRun(RunPlan plan, Target target) {
		Run run = MODEL.createRun();
		run.setId(UUID.randomUUID().toString());
		run.setStartedAt(new Date());
		run.setSuiteName(plan.name());
		run.setSoftwareVersion(softwareVersion);
		run.setEngineVersion(EngineInfo.version());
		run.setDrive(drive(target.identity()));
		run.getDrive().setSimulated(target.kind() == org.drivebench.engine.TargetType.SIMULATED);
		if (target instanceof RemoteTarget remote) {
			run.setBench(rigBench(remote.machine()));
		} else {
			run.setBench(new TestBenchProbe().probe());
			run.getBench().setController(target.identity().interfaceName());
			if (!run.getDrive().isSimulated()) {
				run.getBench().setIoBuffers(BufferMemory.describe()); // a 1 MiB I/O is one request only on huge pages
			}
		}
		TargetInfo info = MODEL.createTargetInfo();
		info.setKind(TargetKinds.toModel(target.kind()));
		info.setPath(target.name());
		info.setSizeBytes(target.sizeBytes());
		info.setStripSizeBytes(target.stripSizeBytes());
		info.getMembers().addAll(target.memberNames());
		target.temporaryFiles().forEach(f -> info.getTemporaryFiles().add(f.toString()));
		StudyTag study = plan.options().study();
		if (study != null) {
			run.setStudy(study.study());
			info.setStripSizeBytes(study.stripFor(target));
		}
		run.setTarget(info);
		if (!target.preparation().isEmpty()) {
			run.setNotes(target.preparation()); // how the data measured came to be there, kept with the run
		}
		run.setState(RunState.IN_PROGRESS);
		run.setProcess(RunProcess.current());
		return run;
	}

	/** The rig a remote target lives on, as far as its engine reported it (this machine's facts do not apply). */
	private static TestBench rigBench(RemoteMachine machine) {
		TestBench bench = MODEL.createTestBench();
		bench.setHost(machine.hostName().isBlank() ? machine.address() : machine.hostName());
		bench.setOs(machine.os());
		bench.setCpu(machine.arch());
		bench.setRig(machine.rig());
		bench.setRigAddress(machine.address());
		bench.setRemoteEngine(machine.engineVersion());
		return bench;
	}

	static Drive drive(DeviceIdentity id) {
		Drive d = MODEL.createDrive();
		d.setKey(id.key());
		d.setVendor(id.vendor());
		d.setModel(id.model());
		d.setSerial(id.serial());
		d.setFirmware(id.firmware());
		d.setCapacityBytes(id.capacityBytes());
		d.setLogicalSectorSize(id.logicalSectorSize());
		d.setPhysicalSectorSize(id.physicalSectorSize());
		d.setRotationalSpeedRpm(id.rotationRpm());
		d.setInterfaceName(id.interfaceName());
		id.members().forEach(member -> d.getMembers().add(drive(member))); // an array is its members
		return d;
	}

	private static TestResult newResult(PlannedTest planned, TargetType kind) {
		TestResult result = planned.newResult(kind);
		result.setStartedAt(new Date());
		return result;
	}

	private record Context(Target target, IoEngine engine, ParameterValues parameters, TestProgress progress,
			ResultWriter results, CreationLog creations, Optional<TemperatureLog> temperature) implements TestContext {
	}
}
