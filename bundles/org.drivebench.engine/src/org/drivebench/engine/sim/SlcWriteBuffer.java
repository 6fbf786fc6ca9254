package org.drivebench.engine.sim;

/**
 * Where an SSD's writes go, as a fluid: host writes land in the controller's buffer, which is
 * programmed to flash at the SLC rate while the SLC cache has room and at the TLC rate once it is full.
 * When the drive has had no write for {@code foldIdle} and the buffer is empty, it folds SLC data into
 * TLC at the fold rate, freeing the cache. A write completes when the buffer has taken its last byte.
 * Times are nanoseconds as doubles (the fluid needs no rounding), and calls must come in time order.
 */
final class SlcWriteBuffer {
	private final double capacity;
	private final double slcCapacity;
	private final double slcRate;
	private final double tlcRate;
	private final double foldRate;
	private final double foldIdle;

	private double at;
	private double pending;
	private double slcUsed;
	private double lastArrival;

	SlcWriteBuffer(SsdParameters p) {
		capacity = p.writeBufferBytes();
		slcCapacity = p.slcCacheBytes();
		slcRate = p.slcWriteMegabytesPerSecond() * 1e-3;
		tlcRate = p.tlcWriteMegabytesPerSecond() * 1e-3;
		foldRate = p.foldMegabytesPerSecond() * 1e-3;
		foldIdle = p.foldIdleNanos();
	}

	/**
	 * {@code bytes} arrive at time {@code t}.
	 *
	 * @return the time at which the buffer has taken the last of them
	 */
	double write(double t, double bytes) {
		advance(t);
		pending += bytes;
		lastArrival = t;
		double excess = pending - capacity;
		return excess <= 0 ? t : t + programNanos(excess);
	}

	/** Bytes in the SLC cache at time {@code t} (advances the state to {@code t}). */
	double slcUsed(double t) {
		advance(t);
		return slcUsed;
	}

	/** Time to program {@code bytes} from the current state, the buffer never running dry. */
	private double programNanos(double bytes) {
		double room = Math.max(0, slcCapacity - slcUsed);
		if (bytes <= room) {
			return bytes / slcRate;
		}
		return room / slcRate + (bytes - room) / tlcRate;
	}

	private void advance(double t) {
		while (at < t) {
			if (pending > 0) {
				boolean slc = slcUsed < slcCapacity;
				double rate = slc ? slcRate : tlcRate;
				double untilEmpty = pending / rate;
				double untilFull = slc ? (slcCapacity - slcUsed) / slcRate : Double.MAX_VALUE;
				double step = Math.min(t - at, Math.min(untilEmpty, untilFull));
				if (step == untilEmpty) {
					pending = 0;
				} else {
					pending -= step * rate;
				}
				if (slc) {
					slcUsed = step == untilFull ? slcCapacity : Math.min(slcCapacity, slcUsed + step * rate);
				}
				at += step;
			} else if (at < lastArrival + foldIdle) {
				at = Math.min(t, lastArrival + foldIdle);
			} else if (slcUsed > 0) {
				double untilFolded = slcUsed / foldRate;
				double step = Math.min(t - at, untilFolded);
				slcUsed = step == untilFolded ? 0 : slcUsed - step * foldRate;
				at += step;
			} else {
				at = t;
			}
		}
	}
}
