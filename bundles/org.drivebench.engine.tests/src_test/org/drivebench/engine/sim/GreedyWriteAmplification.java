package org.drivebench.engine.sim;

/**
 * The literature's write amplification of greedy garbage collection under uniform random writes, for
 * many pages per block (Desnoyers 2012, "Analytic modeling of SSD write performance", the LRW/greedy
 * limit; Xiang and Kurkoski 2012, "An improved analytic expression for write amplification in NAND
 * flash", eq. for the invalid-page probability of the victim):
 *
 * <pre>
 *   A = alpha / (alpha + W0(-alpha e^-alpha)),   alpha = 1 + rho
 * </pre>
 *
 * with {@code rho} the over-provisioning factor (physical over logical, less one) and {@code W0} the
 * principal branch of Lambert's W. Xiang and Kurkoski give 2.36 at rho = 0.3 against 2.35 simulated.
 * Computed here by Newton's method, independently of the simulator.
 */
final class GreedyWriteAmplification {
	private GreedyWriteAmplification() {
	}

	static double of(double rho) {
		double alpha = 1 + rho;
		return alpha / (alpha + lambertW0(-alpha * Math.exp(-alpha)));
	}

	/** W0(x) for -1/e < x < 0: the w in (-1, 0) with w e^w = x. */
	static double lambertW0(double x) {
		double w = -0.5;
		for (int i = 0; i < 200; i++) {
			double e = Math.exp(w);
			double next = w - (w * e - x) / (e * (w + 1));
			if (Math.abs(next - w) < 1e-15) {
				return next;
			}
			// Newton overshoots below -1 near the branch point: halve the way instead
			w = next <= -1 ? (w - 1) / 2 : next;
		}
		return w;
	}
}
