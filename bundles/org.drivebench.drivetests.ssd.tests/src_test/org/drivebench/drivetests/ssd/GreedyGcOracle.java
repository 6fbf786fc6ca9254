package org.drivebench.drivetests.ssd;

import org.drivebench.engine.sim.SsdFlash;
import org.drivebench.engine.sim.SsdParameters;

/**
 * The steady-state 4 KiB random write rate of a simulated SSD worked out from its parameters and the
 * literature, as a reviewer would from a datasheet, without running the simulator: the dies' time per
 * byte (SIMULATION.md, "Write rates from the flash") and the write amplification of greedy garbage
 * collection under uniform random writes at the drive's spare factor.
 */
final class GreedyGcOracle {
	private final SsdParameters p;
	private final SsdFlash f;

	GreedyGcOracle(SsdParameters p) {
		this.p = p;
		this.f = p.flash();
	}

	/**
	 * The spare factor: the flash the mapped data lives in (raw flash less the static SLC cache's cells, a
	 * cell of SLC taking as many as {@code bitsPerCell} bytes of TLC) over the capacity, less one.
	 */
	double spareFactor() {
		return (double) (f.rawBytes() - (long) f.bitsPerCell() * p.slcCache().staticBytes()) / p.capacityBytes() - 1;
	}

	/**
	 * Greedy collection's write amplification under uniform random single-unit writes, many units per
	 * block: A = alpha / (alpha + W0(-alpha e^-alpha)), alpha = 1 + spare factor (Desnoyers 2012, "Analytic
	 * modeling of SSD write performance", SYSTOR; Xiang and Kurkoski 2012, arXiv 1110.4245; Hu et al. 2009,
	 * "Write amplification analysis in flash-based solid state drives", SYSTOR).
	 */
	double writeAmplification() {
		double alpha = 1 + spareFactor();
		return alpha / (alpha + lambertW0(-alpha * Math.exp(-alpha)));
	}

	/**
	 * Random writes of {@code blockBytes} in steady state: each host byte costs its own TLC program and,
	 * through the write amplification A, A - 1 bytes read and programmed again by the collection and A
	 * bytes' share of an erase; all dies work at once (a page per plane per die).
	 */
	double steadyRandomWriteIops(int blockBytes) {
		double a = writeAmplification();
		double program = f.tlcProgramNanos() / ((double) p.parallelUnits() * f.planes() * p.pageBytes());
		double read = p.pageReadNanos() / ((double) p.parallelUnits() * p.pageBytes());
		double erase = f.eraseNanos() / ((double) p.parallelUnits() * f.blockBytes());
		return 1e9 / (blockBytes * (a * program + (a - 1) * read + a * erase));
	}

	/** Lambert's W on its principal branch for x in (-1/e, 0): the w in (-1, 0) with w e^w = x, by bisection. */
	static double lambertW0(double x) {
		double lo = -1;
		double hi = 0;
		for (int i = 0; i < 200; i++) {
			double mid = (lo + hi) / 2;
			if (mid * Math.exp(mid) < x) {
				lo = mid;
			} else {
				hi = mid;
			}
		}
		return (lo + hi) / 2;
	}
}
