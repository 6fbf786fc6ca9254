package org.drivebench.tracereplay;

import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.testing.ParameterRejections;
import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.engine.sim.SsdParameters;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The replay run end to end on simulated drives, its figures against the drive model's parameters. */
class TraceReplayTest {
	private static final SsdParameters SSD = SsdParameters.slcSata();
	/**
	 * One 4 KiB random read at QD1 on ssd-slc: the host's and the controller's overheads, one flash page
	 * read, and 4096 bytes over the SATA link (SIMULATION.md: 102.2 us).
	 */
	private static final double READ_4K_MS = (SSD.hostOverheadNanos() + SSD.commandOverheadNanos() + SSD.pageReadNanos()
			+ 4096 / (SSD.interfaceMegabytesPerSecond() * 1e6) * 1e9) / 1e6;

	@TempDir
	Path dir;

	/** 200 reads of 4 KiB spread over the first 100 GB, {@code gapUs} apart (fio iolog v3). */
	private Path reads(long gapUs) throws IOException {
		StringBuilder log = new StringBuilder("fio version 3 iolog\n0 /dev/sdx add\n0 /dev/sdx open\n");
		for (int i = 0; i < 200; i++) {
			log.append(i * gapUs).append(" /dev/sdx read ").append((i * 7_919L % 24_414_062) * 4096).append(" 4096\n");
		}
		Path file = dir.resolve("reads-" + gapUs + ".log");
		Files.writeString(file, log);
		return file;
	}

	@Test
	void asFastAsPossibleAtDepthOneTheDriveIsBusyAllTheTime() throws IOException {
		TestResult r = completed(new TraceReplay(), "ssd-slc", "trace=" + reads(0), "mode=fastest", "queueDepth=1");
		assertEquals(200, value(r, "replay.ios"));
		assertEquals(READ_4K_MS, value(r, "replay.latency.mean"), READ_4K_MS * 0.02);
		assertEquals(200 * READ_4K_MS / 1e3, value(r, "replay.busy-time"), 200 * READ_4K_MS / 1e3 * 0.02);
		assertEquals(value(r, "replay.busy-time"), value(r, "replay.completion-time"), 1e-9, "back to back: no idle time");
		assertEquals(1e3 / READ_4K_MS, value(r, "replay.iops"), 1e3 / READ_4K_MS * 0.02);
		assertEquals(200 * 4096 / 1e6, value(r, "replay.megabytes"), 1e-9);
	}

	/**
	 * Recorded: 5 ms apart, the last issued at 199 x 5 ms and done one read later; the drive busy for 200
	 * reads' time. Compressed to a 1 ms idle limit (the log has no completions, so each I/O counts as done
	 * when issued and the idle time is the whole 5 ms gap): 1 ms apart.
	 */
	@Test
	void recordedAndCompressedTimingFollowTheTraceAndTheIdleLimit() throws IOException {
		Path log = reads(5_000);
		TestResult recorded = completed(new TraceReplay(), "ssd-slc", "trace=" + log, "mode=recorded");
		assertEquals(199 * 5 + READ_4K_MS, value(recorded, "replay.completion-time") * 1e3, READ_4K_MS * 0.1,
				"one read's time varies a little from read to read");
		assertEquals(200 * READ_4K_MS, value(recorded, "replay.busy-time") * 1e3, 200 * READ_4K_MS * 0.02);
		assertEquals(0, value(recorded, "replay.late.max"), 1e-9, "a slot is always free: every I/O goes on time");
		assertEquals(1e3 / READ_4K_MS, value(recorded, "replay.iops"), 1e3 / READ_4K_MS * 0.02, "over the busy time");
		TestResult compressed = completed(new TraceReplay(), "ssd-slc", "trace=" + log, "mode=compressed", "idleLimit=1");
		assertEquals(199 * 1 + READ_4K_MS, value(compressed, "replay.completion-time") * 1e3, READ_4K_MS * 0.1);
		assertEquals(value(recorded, "replay.busy-time"), value(compressed, "replay.busy-time"), 1e-4);
	}

	/**
	 * The default, the SQLite example (compressed, QD32), on the simulated SSD: exactly the recording's
	 * I/Os (blkparse's count, see BlktraceReaderTest), and a slowdown against the loop device it was
	 * recorded on, whose service times the recording holds.
	 */
	@Test
	void theSqliteExampleReplaysOnTheSimulatedSsd() {
		TestResult r = completed(new TraceReplay(), "ssd-slc");
		assertEquals(1273, value(r, "replay.ios"));
		assertEquals(1233, value(r, "replay.writes"));
		assertEquals(23.437312, value(r, "replay.megabytes"), 1e-9);
		assertTrue(value(r, "replay.slowdown") > 0);
		assertTrue(value(r, "replay.busy-time") <= value(r, "replay.completion-time"));
		assertTrue(value(r, "replay.latency.p50") <= value(r, "replay.latency.p99"));
		assertFalse(r.getHistograms().isEmpty());
		assertTrue(r.getMessages().stream().anyMatch(m -> m.getText().contains("flushes without data left out")));
		assertTrue(new TraceReplay().writes(values(Map.of())), "the SQLite recording writes");
	}

	@Test
	void aReadOnlyTraceDoesNotWrite() throws IOException {
		assertFalse(new TraceReplay().writes(values(Map.of("trace", reads(0).toString()))));
	}

	@Test
	void anIoBeyondTheDriveFailsTheReplayUnlessWrapped() throws IOException {
		Path far = dir.resolve("far.log");
		Files.writeString(far, "fio version 2 iolog\n/dev/sdx read 0 4096\n/dev/sdx read 4000000000000 4096\n");
		TestResult failed = SimulatedTestRuns.run(new TraceReplay(), "ssd-slc", "trace=" + far);
		assertEquals(ResultStatus.FAILED, failed.getStatus());
		String messages = String.join("\n", SimulatedTestRuns.messages(failed));
		assertTrue(messages.contains("I/O 1 of " + far + " (4096 bytes at byte 4000000000000) ends beyond"), messages);
		assertEquals(2, value(completed(new TraceReplay(), "ssd-slc", "trace=" + far, "beyondTarget=wrap"), "replay.ios"));
	}

	@Test
	void aMalformedTraceFailsTheTestNamingFileAndLine() throws IOException {
		Path bad = dir.resolve("bad.log");
		Files.writeString(bad, "fio version 2 iolog\n/dev/sdx read 0\n");
		TestResult r = SimulatedTestRuns.run(new TraceReplay(), "ssd-slc", "trace=" + bad);
		assertEquals(ResultStatus.FAILED, r.getStatus());
		assertTrue(String.join("\n", SimulatedTestRuns.messages(r)).contains(bad + " line 2: a read needs an offset and a length"),
				SimulatedTestRuns.messages(r).toString());
	}

	@Test
	void badParametersAreRefusedNamingThem() {
		ParameterRejections.rejection(new TraceReplay(), "mode", "backwards");
		ParameterRejections.rejection(new TraceReplay(), "queueDepth", "0");
		ParameterRejections.rejection(new TraceReplay(), "beyondTarget", "ignore");
	}

	private static ParameterValues values(Map<String, String> given) {
		return ParameterValues.resolve(TraceReplay.ID, new TraceReplay().parameters(), given);
	}
}
