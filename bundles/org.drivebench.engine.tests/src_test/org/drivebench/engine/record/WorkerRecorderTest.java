package org.drivebench.engine.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.drivebench.engine.Backend;
import org.drivebench.engine.Measurement;
import org.junit.jupiter.api.Test;

class WorkerRecorderTest {
	private static final long S = 1_000_000_000L;

	private static WorkerRecorder recorder(int index, long measureStart, int buckets, int scatter) {
		return new WorkerRecorder(index, 0, 1L << 30, measureStart, S, 2, 0, 1L << 30, buckets, scatter, 42);
	}

	@Test
	void rampCompletionsAreLeftOut() {
		WorkerRecorder r = recorder(0, 5 * S, 0, 0);
		r.record(4 * S, 1000, false, 4096, 0);
		r.record(5 * S, 1000, false, 4096, 0);
		assertEquals(1, r.ios());
	}

	@Test
	void completionsAtOrAfterTheEndOfATimedRunAreLeftOut() {
		// measured from 5 s to 7 s: 4.999 s is ramp, 7 s and later are drained after the end
		WorkerRecorder r = new WorkerRecorder(0, 0, 1L << 30, 5 * S, 7 * S, S, 2, 0, 1L << 30, 0, 0, 42);
		r.record(5 * S - 1, 1000, false, 4096, 0);
		r.record(5 * S, 2000, false, 4096, 0);
		r.record(7 * S - 1, 3000, false, 4096, 0);
		r.record(7 * S, 4000, false, 4096, 0);
		r.record(9 * S, 5000, false, 4096, 0);
		assertEquals(2, r.ios());
		assertEquals(7 * S - 1, r.lastCompletion());
		assertEquals(5 * S - 2000, r.firstStart());
	}

	@Test
	void aClockBelowZeroMeasuresAsAnyOther() {
		// System.nanoTime() may be negative: measured from -3 s to -1 s, and from -3 s without an end
		WorkerRecorder timed = new WorkerRecorder(0, 0, 1L << 30, -3 * S, -S, S, 2, 0, 1L << 30, 0, 0, 42);
		WorkerRecorder open = new WorkerRecorder(0, 0, 1L << 30, -3 * S, Long.MAX_VALUE, S, 2, 0, 1L << 30, 0, 0, 42);
		for (long at : new long[] { -4 * S, -3 * S, -2 * S, -S, 0, 5 * S }) {
			timed.record(at, 1000, false, 4096, 0);
			open.record(at, 1000, false, 4096, 0);
		}
		assertEquals(2, timed.ios()); // -3 s and -2 s
		assertEquals(5, open.ios()); // all but -4 s
	}

	@Test
	void measuringCannotEndBeforeItStarts() {
		assertThrows(IllegalArgumentException.class, () -> new WorkerRecorder(0, 0, 1L << 30, 5 * S, 4 * S, S, 2, 0,
				1L << 30, 0, 0, 42));
	}

	@Test
	void intervalsCountIopsMegabytesAndLatency() {
		WorkerRecorder r = recorder(0, 0, 0, 0);
		// second 0: 4 reads of 1 MB at 10, 20, 30, 40 us; second 1: 2 writes of 1 MB at 100 us
		for (int i = 1; i <= 4; i++) {
			r.record(i * 100_000_000L, i * 10_000L, false, 1_000_000, 0);
		}
		r.record(S + 1, 100_000, true, 1_000_000, 0);
		r.record(S + 2, 100_000, true, 1_000_000, 0);
		Measurement m = MeasurementAssembler.assemble(List.of(r), Measurement.Status.COMPLETED, Backend.THREADS, 2 * S, 0);
		Measurement.Intervals in = m.intervals();
		assertEquals(2, in.count());
		assertEquals(4.0, in.iops()[0], 1e-9);
		assertEquals(4.0, in.megabytesPerSecond()[0], 1e-9);
		assertEquals(25.0, in.meanLatencyMicros()[0], 1e-9);
		assertEquals(40.0, in.maxLatencyMicros()[0], 1e-9);
		assertEquals(2.0, in.iops()[1], 1e-9);
		assertEquals(3.0, m.iops(), 1e-9);
		assertEquals(3.0, m.megabytesPerSecond(), 1e-9);
		assertEquals(4, m.read().ios());
		assertEquals(2, m.write().ios());
		assertEquals(6, m.latency().getTotalCount());
		assertEquals(40_000, m.readLatency().getMaxValue(), 40);
		assertEquals(100_000, m.writeLatency().getValueAtPercentile(50), 100);
	}

	@Test
	void workersMergeAndKeepTheirOwnTotals() {
		WorkerRecorder a = recorder(0, 0, 0, 0);
		WorkerRecorder b = recorder(1, 0, 0, 0);
		a.record(10, 10, false, 4096, 0);
		b.record(20, 30, false, 4096, 0);
		b.record(30, 50, false, 4096, 0);
		Measurement m = MeasurementAssembler.assemble(List.of(a, b), Measurement.Status.COMPLETED, Backend.THREADS, S, 0);
		assertEquals(3, m.total().ios());
		assertEquals(1, m.workers().get(0).ios());
		assertEquals(40.0, m.workers().get(1).meanLatencyNanos(), 1e-9);
		assertEquals(50, m.workers().get(1).maxLatencyNanos());
	}

	@Test
	void positionBucketsGiveRateOverTheTimeEachBucketTook() {
		// 4 buckets of 256 MiB; bucket 0 read in 2 s, bucket 3 in 4 s, each 200 MB
		WorkerRecorder r = recorder(0, 0, 4, 0);
		long quarter = (1L << 30) / 4;
		r.record(1 * S, S, false, 100_000_000, 0);
		r.record(2 * S, S, false, 100_000_000, 4096);
		r.record(12 * S, 2 * S, false, 100_000_000, 3 * quarter);
		r.record(14 * S, 2 * S, false, 100_000_000, 3 * quarter + 4096);
		Measurement.PositionProfile p = MeasurementAssembler.positions(List.of(r)).orElseThrow();
		assertEquals(100.0, p.megabytesPerSecond()[0], 1e-9);
		assertTrue(Double.isNaN(p.megabytesPerSecond()[1]), "a bucket nobody read has no rate");
		assertEquals(50.0, p.megabytesPerSecond()[3], 1e-9);
		assertEquals(3.0 * quarter, p.bucketStart()[3], 1e-9);
	}

	@Test
	void scatterKeepsAUniformSampleOfAtMostItsCapacity() {
		WorkerRecorder r = recorder(0, 0, 0, 100);
		for (int i = 0; i < 10_000; i++) {
			r.record(i + 1, i, false, 4096, i * 4096L);
		}
		Measurement.Scatter s = MeasurementAssembler.scatter(List.of(r)).orElseThrow();
		assertEquals(100, s.position().length);
		long late = java.util.Arrays.stream(s.latencyNanos()).filter(l -> l >= 5000).count();
		assertTrue(late > 30 && late < 70, "about half the sample should come from the second half, got " + late);
	}

	@Test
	void intervalsGrowPastTheirFirstSize() {
		WorkerRecorder r = recorder(0, 0, 0, 0);
		for (int i = 0; i < 50; i++) {
			r.record(i * S + 1, 100, false, 512, 0);
		}
		assertEquals(50, MeasurementAssembler.intervals(List.of(r), 50 * S).count());
	}

	@Test
	void addingRecordersSumsCountsHistogramsIntervalsAndBuckets() {
		WorkerRecorder a = recorder(0, 0, 4, 0);
		WorkerRecorder b = recorder(0, 0, 4, 0);
		a.record(S / 2, 1_000, false, 4096, 0);
		b.record(S / 2 + 1, 3_000, true, 8192, 4096);
		b.record(2 * S + 1, 5_000, false, 4096, 1L << 29);
		WorkerRecorder merged = recorder(0, 0, 4, 0);
		merged.add(a);
		merged.add(b);
		assertEquals(3, merged.ios());
		assertEquals(16384, merged.bytes());
		assertEquals(1, merged.writeIos());
		assertEquals(5_000, merged.latencyMax());
		assertEquals(9_000, merged.latencySum());
		assertEquals(2 * S + 1, merged.lastCompletion());
		Measurement m = MeasurementAssembler.assemble(List.of(merged), Measurement.Status.COMPLETED, Backend.THREADS, 3 * S, 0);
		assertEquals(3, m.intervals().count());
		assertEquals(2.0, m.intervals().iops()[0], 1e-9);
		assertEquals(0.0, m.intervals().iops()[1], 1e-9);
		assertEquals(1.0, m.intervals().iops()[2], 1e-9);
		assertEquals(3, m.latency().getTotalCount());
		assertEquals(1, m.writeLatency().getTotalCount());
		// bucket 0 holds both early I/Os: 12288 bytes from the first start (S/2 + 1 - 3000) to the last end (S/2 + 1)
		assertEquals(12288 * 1e3 / 3000, m.positions().orElseThrow().megabytesPerSecond()[0], 1e-6);
		assertEquals(4096 * 1e3 / 5000, m.positions().orElseThrow().megabytesPerSecond()[2], 1e-6);
	}

	@Test
	void addingRecordersSetUpDifferentlyIsRefused() {
		WorkerRecorder a = recorder(0, 0, 4, 0);
		WorkerRecorder b = recorder(0, S, 4, 0);
		assertThrows(IllegalArgumentException.class, () -> a.add(b));
	}

	@Test
	void mergedScatterStaysUniformOverBothRecorders() {
		WorkerRecorder a = recorder(0, 0, 0, 100);
		WorkerRecorder b = recorder(0, 0, 0, 100);
		for (int i = 0; i < 9_000; i++) {
			a.record(i + 1, 1, false, 4096, 0);
		}
		for (int i = 0; i < 1_000; i++) {
			b.record(i + 1, 2, false, 4096, 0);
		}
		WorkerRecorder merged = recorder(0, 0, 0, 100);
		merged.add(a);
		merged.add(b);
		Measurement.Scatter s = MeasurementAssembler.scatter(List.of(merged)).orElseThrow();
		assertEquals(100, s.position().length);
		long fromB = java.util.Arrays.stream(s.latencyNanos()).filter(l -> l == 2).count();
		assertEquals(10, fromB, "a tenth of the I/Os, a tenth of the sample");
	}
}
