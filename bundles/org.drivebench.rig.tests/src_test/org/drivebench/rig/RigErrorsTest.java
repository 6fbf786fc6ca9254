package org.drivebench.rig;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.engine.device.WriteRefusedException;
import org.drivebench.engine.open.TargetCheck;
import org.drivebench.engine.testing.FioServer;
import org.drivebench.engine.testing.LoopDevice;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.rig.FioClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every way a rig can fail a run, each with a clear message naming the rig and the cause, and the run
 * keeping what it measured: a rig that is down (before the run, and between two tests), a port where
 * something else listens, a fio too old for a job option (a stand-in fio that reports an older version
 * in the rig's probe answer: the checks read the version from there and nothing else), a job the rig's
 * fio rejects (a write to a read-only loop device), a step fio cannot express, and an unconfirmed write.
 */
class RigErrorsTest {
	private static final long MIB = 1L << 20;

	@TempDir
	Path folder;

	@Test
	void aRigThatIsDownIsNamedWithItsCauseBeforeAnythingRuns() throws Exception {
		try (RigFixture f = new RigFixture(folder)) {
			f.server.close();
			RigException e = assertThrows(RigException.class, () -> f.checkOnRig(f.plan("random.random", Map.of()),
					f.request(folder.resolve("x.dat").toString(), false, false, 0, false)));
			assertTrue(e.getMessage().startsWith("rig 'local' (127.0.0.1:" + f.server.port() + ") is not reachable: nothing listens on port")
					&& e.getMessage().contains("is fio --server running there"), e.getMessage());
			assertTrue(f.library.runs().isEmpty(), "nothing is saved");
		}
	}

	@Test
	void anUnreachableHostIsNamedAsSuch() {
		assumeTrue(FioServer.unavailableReason() == null, FioServer.unavailableReason());
		// 192.0.2.1 is TEST-NET-1 (RFC 5737): never a host; either no route or no answer
		Rig rig = Rig.parse("gone", "192.0.2.1:8765");
		FioClient client = new FioClient(FioServer.fio(), Duration.ofSeconds(1), Duration.ofSeconds(2));
		RigException e = assertThrows(RigException.class, () -> client.reach(rig));
		assertTrue(e.getMessage().startsWith("rig 'gone' (192.0.2.1:8765) is not reachable: "), e.getMessage());
	}

	@Test
	void aRigThatGoesDownBetweenTwoTestsFailsTheSecondAndTheRunKeepsTheFirst() throws Exception {
		try (RigFixture f = new RigFixture(folder)) {
			Path file = folder.resolve("bench.dat");
			RunPlan plan = plans(f.plan("random.random", Map.of("duration", "1s", "regionLength", "2M")),
					f.plan("linear.bs-sweep", Map.of("blockSizes", "64k", "timePerSize", "1s")));
			TargetCheck check = f.checkOnRig(plan, f.request(file.toString(), false, false, 8 * MIB, false));
			Run run = f.run(plan, check, new RunListener() {
				@Override
				public void testFinished(int index, int count, TestResult result) {
					if (index == 0) {
						try {
							f.server.close(); // the rig goes away between the two tests
						} catch (IOException e) {
							throw new AssertionError(e);
						}
					}
				}
			});
			Run saved = f.library.runs().get(0);
			assertEquals(run.getId(), saved.getId());
			TestResult first = saved.getResults().get(0);
			assertEquals(ResultStatus.COMPLETED, first.getStatus());
			assertTrue(first.getMetrics().stream().anyMatch(m -> m.getKey().equals("read.iops") && m.getValue() > 0));
			TestResult second = saved.getResults().get(1);
			assertEquals(ResultStatus.FAILED, second.getStatus());
			String message = second.getMessages().get(0).getText();
			assertTrue(message.contains("rig 'local' (127.0.0.1:" + f.server.port() + ") is not reachable: nothing listens"), message);
			assertTrue(Files.exists(file), "the rig went away with its test file on it: it stays (a warning says so), the run stands");
		}
	}

	@Test
	void aPortWhereSomethingElseListensIsNamedAsNoFioServer() throws Exception {
		assumeTrue(FioServer.unavailableReason() == null, FioServer.unavailableReason());
		FioClient client = new FioClient(FioServer.fio(), Duration.ofSeconds(2), Duration.ofSeconds(2));
		try (ServerSocket silent = new ServerSocket(0, 5, InetAddress.getLoopbackAddress());
				ServerSocket talker = new ServerSocket(0, 5, InetAddress.getLoopbackAddress())) {
			Thread chatter = new Thread(() -> {
				while (!talker.isClosed()) { // a web server: answers every connection with HTTP
					try (Socket s = talker.accept(); OutputStream out = s.getOutputStream()) {
						out.write("HTTP/1.0 400 Bad Request\r\n\r\nnot fio\r\n".getBytes(StandardCharsets.US_ASCII));
						out.flush();
						Thread.sleep(500);
					} catch (IOException | InterruptedException e) {
						return; // the test is over
					}
				}
			});
			chatter.setDaemon(true);
			chatter.start();
			Rig quiet = Rig.parse("quiet", "127.0.0.1:" + silent.getLocalPort());
			RigException e = assertThrows(RigException.class, () -> client.run(quiet, "[x]\n", null, FioClient.Watch.NONE));
			assertTrue(e.getMessage().startsWith("rig 'quiet' (127.0.0.1:" + silent.getLocalPort() + ") accepted the connection but did not "
					+ "answer as a fio server within 2 s"), e.getMessage());
			Rig http = Rig.parse("web", "127.0.0.1:" + talker.getLocalPort());
			RigException garbage = assertThrows(RigException.class, () -> client.run(http, "[x]\n", null, FioClient.Watch.NONE));
			assertTrue(garbage.getMessage().startsWith("rig 'web' (127.0.0.1:" + talker.getLocalPort() + ") answered, but not as a fio "
					+ "server"), garbage.getMessage());
		}
	}

	@Test
	void aFioTooOldForAJobOptionIsRefusedBeforeTheRunNamingTheStepTheOptionAndTheVersion() throws Exception {
		try (RigFixture f = new RigFixture(folder)) {
			f.registry.addTest(new BurstReads());
			// a stand-in fio: the real one, with the rig's probe answer saying fio-3.25 (before thinktime_iotime)
			Path standIn = folder.resolve("fio-3.25");
			Files.writeString(standIn, "#!/bin/bash\nset -o pipefail\n\"" + FioServer.fio()
					+ "\" \"$@\" | sed -u 's/, fio=fio-[0-9.]*,/, fio=fio-3.25,/'\n");
			Files.setPosixFilePermissions(standIn, PosixFilePermissions.fromString("rwx------"));
			FioRemoteEngine old = new FioRemoteEngine(new FioClient(standIn, Duration.ofSeconds(3), Duration.ofSeconds(5)));
			RunPlan plan = f.plan(BurstReads.ID, Map.of());
			TargetCheck check = RigTargets.check(f.request(folder.resolve("b.dat").toString(), false, false, 4 * MIB, false), old);
			List<String> problems = org.drivebench.core.runner.PlanRehearsal.problems(plan, check.rehearsalTarget());
			assertEquals(1, problems.size(), problems.toString());
			String p = problems.get(0);
			assertTrue(p.startsWith(BurstReads.ID + " on " + folder.resolve("b.dat") + "@local: step 'Bursts of 4 KiB reads': "
					+ "burstTime needs fio's thinktime_iotime (bursts and rests), which fio 3.28 brought; rig 'local' (127.0.0.1:"
					+ f.server.port()), p);
			assertTrue(p.endsWith("runs fio-3.25: update fio there"), p);
			// the real fio (3.33 here) runs it
			TargetCheck current = f.checkOnRig(plan, f.request(folder.resolve("b.dat").toString(), false, false, 4 * MIB, false));
			Run run = f.run(plan, current, RunListener.NONE);
			assertEquals(ResultStatus.COMPLETED, run.getResults().get(0).getStatus(), run.getResults().get(0).getMessages().toString());
		}
	}

	@Test
	void aJobTheRigsFioRejectsFailsThatTestNamingRigAndCauseAndTheRunKeepsWhatItMeasured() throws Exception {
		String missing = LoopDevice.unavailableReason();
		assumeTrue(missing == null, missing);
		try (RigFixture f = new RigFixture(folder);
				LoopDevice readOnly = LoopDevice.createReadOnly(folder, 16 * MIB, 512, new byte[] { 1, 2, 3, 4, 5, 6, 7, 8 })) {
			String device = readOnly.device().toString();
			RunPlan plan = plans(f.plan("random.random", Map.of("duration", "1s", "regionLength", "8M")),
					f.plan("random.random", Map.of("duration", "1s", "regionLength", "8M", "direction", "write")));
			TargetCheck check = f.checkOnRig(plan, f.request(device, true, true, 0, false));
			assertTrue(check.overwrites().get(0).contains("DriveBench cannot inspect a device on a rig"), check.overwrites().toString());
			f.run(plan, check, RunListener.NONE);
			Run saved = f.library.runs().get(0);
			TestResult read = saved.getResults().get(0);
			assertEquals(ResultStatus.COMPLETED, read.getStatus(), read.getMessages().toString());
			assertFalse(read.getMetrics().isEmpty(), "what was measured before fio refused is kept");
			TestResult write = saved.getResults().get(1);
			assertEquals(ResultStatus.FAILED, write.getStatus());
			String message = write.getMessages().get(0).getText();
			assertTrue(message.startsWith("rig 'local' (127.0.0.1:" + f.server.port() + ", host "), message);
			assertTrue(message.contains("fio could not run the workload") && message.contains(device), message);
			assertTrue(message.contains("Read-only file system") || message.contains("Operation not permitted"),
					"fio's own words: " + message);
		}
	}

	@Test
	void aTestWithAStepFioCannotExpressIsRefusedBeforeItStarts() throws Exception {
		try (RigFixture f = new RigFixture(folder)) {
			RunPlan plan = f.plan("random.access-time", Map.of("ios", "100"));
			IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
					() -> f.checkOnRig(plan, f.request(folder.resolve("a.dat").toString(), false, false, 4 * MIB, false)));
			assertTrue(e.getMessage().contains("random.access-time on " + folder.resolve("a.dat") + "@local: step '")
					&& e.getMessage().contains("scatterSamples = 100: fio's json+ output has no latency against position"),
					e.getMessage());
			assertTrue(Files.notExists(folder.resolve("a.dat")), "nothing was written on the rig");
		}
	}

	@Test
	void aWriteOnARigNeedsThePathAtTheRigAndAnExistingTestFileToo() throws Exception {
		try (RigFixture f = new RigFixture(folder)) {
			Path existing = Files.write(folder.resolve("mine.dat"), new byte[(int) (2 * MIB)]);
			WriteRefusedException e = assertThrows(WriteRefusedException.class,
					() -> RigTargets.check(f.request(existing.toString(), false, false, 0, false), f.engine));
			assertTrue(e.getMessage().contains("needs the confirmation --confirm-device " + existing + "@local")
					&& e.getMessage().contains("DriveBench cannot inspect files or devices on a rig"), e.getMessage());
			WriteRefusedException wrong = assertThrows(WriteRefusedException.class, () -> RigTargets.check(
					new RigTargets.Request(f.rig, existing.toString(), false, existing + "@other", 0, false, null), f.engine));
			assertTrue(wrong.getMessage().contains("(" + existing + "@other does not name it)"), wrong.getMessage());
			assertEquals(2 * MIB, Files.size(existing));
			assertEquals(0, Files.readAllBytes(existing)[0], "refused: not written");
		}
	}

	@Test
	void aCancelStopsFioAndKeepsTheFiguresMeasuredSoFar() throws Exception {
		try (RigFixture f = new RigFixture(folder)) {
			RunPlan plan = f.plan("random.random", Map.of("duration", "20s", "regionLength", "2M"));
			TargetCheck check = f.checkOnRig(plan, f.request(folder.resolve("c.dat").toString(), false, false, 4 * MIB, false));
			AtomicBoolean cancel = new AtomicBoolean();
			long start = System.nanoTime();
			Run run = f.run(plan, check, new RunListener() {
				@Override
				public void progress(double testFraction, double runFraction) {
					if (testFraction > 0.1) {
						cancel.set(true); // two seconds of twenty
					}
				}

				@Override
				public boolean cancelRequested() {
					return cancel.get();
				}
			});
			assertTrue(System.nanoTime() - start < 15_000_000_000L, "stopped well before its 20 s");
			TestResult r = run.getResults().get(0);
			assertEquals(ResultStatus.CANCELLED, r.getStatus(), r.getMessages().toString());
			assertTrue(r.getMetrics().stream().anyMatch(m -> m.getKey().equals("read.iops") && m.getValue() > 0),
					"partial figures kept: " + r.getMetrics().stream().map(m -> m.getKey() + "=" + m.getValue()).toList() + " "
							+ r.getMessages().stream().map(m -> m.getText()).toList());
			assertFalse(r.getSteps().get(0).isCompleted());
			assertTrue(Files.notExists(folder.resolve("c.dat")), "the new test file is removed from the rig");
		}
	}

	private static RunPlan plans(RunPlan... plans) {
		List<PlannedTest> tests = new ArrayList<>();
		for (RunPlan p : plans) {
			tests.addAll(p.tests());
		}
		return new RunPlan("two tests", tests);
	}
}
