package org.drivebench.engine.sim;

/**
 * Where an SSD's writes go, and what its flash spends on them, as a fluid. Host writes land in the
 * controller's buffer, which the dies program in order: into the SLC cache while it has room, straight
 * to TLC once it is full, at most at the controller's write path and the throttle's rate. Other work
 * shares the dies:
 *
 * <ul>
 * <li>garbage collection (reading a victim's valid data, programming it again, erasing the block) is
 * paid as the host data it makes room for is programmed: each host byte carries the collection's work
 * over the bytes it freed, as firmware interleaves the two; left alone the drive finishes it;</li>
 * <li>folding SLC data into TLC (read from SLC, program in TLC): after {@code foldIdle} without a host
 * write, and at once, before further host data, when the SLC cache must shrink (a dynamic cache on a
 * filling drive).</li>
 * </ul>
 *
 * A write completes when the buffer has taken its last byte. The energy of the work (programs by mode,
 * reads) is counted for the thermal model, and so are the bytes programmed. Times are nanoseconds as
 * doubles (the fluid needs no rounding); calls must come in time order.
 */
final class SlcWriteBuffer {
	private final double capacity;
	private final double slcNanosPerByte;
	private final double tlcNanosPerByte;
	private final double writePathNanosPerByte;
	private final double readNanosPerByte;
	private final double eraseNanosPerByte;
	private final double foldIdle;
	private final double hostJoules;
	private final double readJoules;
	private final double slcJoules;
	private final double tlcJoules;

	private double at;
	private double pending;
	private double slcCapacity;
	private double slcUsed;
	private double lastArrival;
	/** SLC data to fold before the buffer's next byte (the cache had to shrink) */
	private double aheadFoldBytes;
	/** dies' work that comes before the buffer's next byte (a collection that freed nothing) */
	private double aheadNanos;
	/** garbage collection's work still to do, the bytes it still programs, and the host bytes that pay for it */
	private double debtNanos;
	private double debtRelocated;
	private double debtBytes;
	private double limit = Double.POSITIVE_INFINITY;
	private double joules;
	private double flashBytes;

	SlcWriteBuffer(SsdParameters p) {
		SsdFlash f = p.flash();
		double programBytes = (double) p.parallelUnits() * f.planes() * p.pageBytes();
		capacity = p.writeBufferBytes();
		slcCapacity = p.slcCacheBytes();
		slcNanosPerByte = f.slcProgramNanos() / programBytes;
		tlcNanosPerByte = f.tlcProgramNanos() / programBytes;
		writePathNanosPerByte = 1e3 / f.writePathMegabytesPerSecond();
		readNanosPerByte = (double) p.pageReadNanos() / ((double) p.parallelUnits() * p.pageBytes());
		eraseNanosPerByte = (double) f.eraseNanos() / ((double) p.parallelUnits() * f.blockBytes());
		foldIdle = p.foldIdleNanos();
		hostJoules = p.thermal().hostJoulesPerGigabyte() * 1e-9;
		readJoules = p.thermal().readJoulesPerGigabyte() * 1e-9;
		slcJoules = p.thermal().slcProgramJoulesPerGigabyte() * 1e-9;
		tlcJoules = p.thermal().tlcProgramJoulesPerGigabyte() * 1e-9;
	}

	/**
	 * {@code bytes} arrive at time {@code t}.
	 *
	 * @return the time at which the buffer has taken the last of them
	 */
	double write(double t, double bytes) {
		advance(t);
		pending += bytes;
		joules += bytes * hostJoules;
		lastArrival = t;
		double excess = pending - capacity;
		return excess <= 0 ? t : t + programNanos(excess);
	}

	/** Bytes in the SLC cache at time {@code t} (advances the state to {@code t}). */
	double slcUsed(double t) {
		advance(t);
		return slcUsed;
	}

	/**
	 * The SLC cache is now {@code bytes} (the free space changed); data beyond it is folded into TLC
	 * before the buffer goes on.
	 */
	void slcCapacity(double bytes) {
		if (slcUsed > bytes) {
			double excess = slcUsed - bytes;
			aheadFoldBytes += excess;
			joules += excess * (readJoules + tlcJoules);
			flashBytes += excess;
			slcUsed = bytes;
		}
		slcCapacity = bytes;
	}

	/**
	 * Garbage collection wrote {@code relocated} bytes again and erased blocks of {@code erased} bytes,
	 * freeing room for {@code erased - relocated} bytes of host data, which pay for its work.
	 */
	void collected(double relocated, double erased) {
		double work = relocated * (readNanosPerByte + tlcNanosPerByte) + erased * eraseNanosPerByte;
		double freed = erased - relocated;
		joules += relocated * (readJoules + tlcJoules);
		flashBytes += relocated;
		if (freed > 0) {
			debtNanos += work;
			debtRelocated += relocated;
			debtBytes += freed;
		} else {
			aheadNanos += work;
		}
	}

	/** The host discarded data: the SLC cache holds at most the {@code validBytes} still valid. */
	void discarded(double validBytes) {
		slcUsed = Math.min(slcUsed, validBytes);
	}

	/** The throttle allows {@code bytesPerNano} from now on (infinite: no limit). */
	void limit(double bytesPerNano) {
		limit = bytesPerNano;
	}

	/** The host read {@code bytes}: their energy counts (from flash, and on to the host). */
	void read(double bytes) {
		joules += bytes * (readJoules + hostJoules);
	}

	/** The energy of the work done since the last call, joules. */
	double takeJoules() {
		double j = joules;
		joules = 0;
		return j;
	}

	/** Bytes programmed so far: host data (SLC and TLC), folds, relocations. */
	double flashBytes() {
		return flashBytes;
	}

	/** Whether the flash has nothing left to do, now or later, without a new write. */
	boolean quiet() {
		return pending == 0 && aheadNanos == 0 && aheadFoldBytes == 0 && debtNanos == 0 && slcUsed == 0;
	}

	/** The SLC cache's current size, bytes. */
	double slcCapacity() {
		return slcCapacity;
	}

	/**
	 * Host data programmed per nanosecond in SLC or TLC mode while garbage collection's debt is paid: its
	 * work adds to each byte's, and the throttle counts its programs with the host's.
	 */
	private double rate(boolean slc) {
		double surcharge = debtBytes > 0 ? debtNanos / debtBytes : 0;
		double relocatedPerByte = debtBytes > 0 ? debtRelocated / debtBytes : 0;
		double flash = 1 / ((slc ? slcNanosPerByte : tlcNanosPerByte) + surcharge);
		return Math.min(Math.min(flash, 1 / writePathNanosPerByte), limit / (1 + relocatedPerByte));
	}

	private double foldRate() {
		return Math.min(1 / (readNanosPerByte + tlcNanosPerByte), limit);
	}

	/** Time to program {@code bytes} from the current state, the buffer never running dry. */
	private double programNanos(double bytes) {
		double room = Math.max(0, slcCapacity - slcUsed);
		double inSlc = Math.min(bytes, room);
		return aheadNanos + aheadFoldBytes / foldRate() + inSlc / rate(true) + (bytes - inSlc) / rate(false);
	}

	void advance(double t) {
		while (at < t) {
			double span = t - at;
			if (aheadNanos > 0) {
				double step = Math.min(span, aheadNanos);
				aheadNanos = step == aheadNanos ? 0 : aheadNanos - step;
				at += step;
			} else if (aheadFoldBytes > 0) {
				double rate = foldRate();
				double step = Math.min(span, aheadFoldBytes / rate);
				aheadFoldBytes = step == span ? Math.max(0, aheadFoldBytes - step * rate) : 0;
				at += step;
			} else if (pending > 0) {
				drain(span);
			} else if (debtNanos > 0) {
				payIdle(span);
			} else if (at < lastArrival + foldIdle) {
				at = Math.min(t, lastArrival + foldIdle);
			} else if (slcUsed > 0) {
				double rate = foldRate();
				double untilFolded = slcUsed / rate;
				double step = Math.min(span, untilFolded);
				double folded = step == untilFolded ? slcUsed : step * rate;
				slcUsed = step == untilFolded ? 0 : slcUsed - folded;
				joules += folded * (readJoules + tlcJoules);
				flashBytes += folded;
				at += step;
			} else {
				at = t;
			}
		}
	}

	/** Idle: the drive goes on with its garbage collection for at most {@code span}, as fast as the throttle lets it. */
	private void payIdle(double span) {
		double speed = Math.min(1, limit * debtNanos / Math.max(debtRelocated, Double.MIN_NORMAL));
		double step = Math.min(span, debtNanos / speed);
		if (step * speed >= debtNanos) {
			debtNanos = 0;
			debtRelocated = 0;
			debtBytes = 0;
		} else {
			double share = step * speed / debtNanos;
			debtNanos -= step * speed;
			debtRelocated -= debtRelocated * share;
		}
		at += step;
	}

	/** Programs the buffer's data for at most {@code span}, up to the next change of rate. */
	private void drain(double span) {
		boolean slc = slcUsed < slcCapacity;
		double rate = rate(slc);
		double step = span;
		double untilEmpty = pending / rate;
		boolean empty = untilEmpty <= step;
		if (empty) {
			step = untilEmpty;
		}
		boolean full = false;
		if (slc) {
			double untilFull = (slcCapacity - slcUsed) / rate;
			if (untilFull < step) {
				step = untilFull;
				full = true;
				empty = false;
			}
		}
		boolean paid = false;
		if (debtBytes > 0 && debtBytes / rate < step) {
			step = debtBytes / rate;
			paid = true;
			full = false;
			empty = false;
		}
		double bytes = empty ? pending : step * rate;
		if (paid) {
			debtNanos = 0;
			debtRelocated = 0;
			debtBytes = 0;
		} else if (debtBytes > 0) {
			double share = bytes / debtBytes;
			debtNanos -= debtNanos * share;
			debtRelocated -= debtRelocated * share;
			debtBytes -= bytes;
		}
		joules += bytes * (slc ? slcJoules : tlcJoules);
		flashBytes += bytes;
		pending = empty ? 0 : Math.max(0, pending - bytes);
		if (slc) {
			slcUsed = full ? slcCapacity : Math.min(slcCapacity, slcUsed + bytes);
		}
		at += step;
	}
}
