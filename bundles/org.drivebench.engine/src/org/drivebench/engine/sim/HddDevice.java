package org.drivebench.engine.sim;

/**
 * A simulated hard disk drive during one run: controller, command queue, head, cache and link.
 *
 * <ul>
 * <li>Controller: each command takes {@code commandOverheadNanos} of firmware time (writes
 * {@code writeOverheadNanos} more), varied by the command jitter, one at a time, before it is
 * accepted.</li>
 * <li>Cache: an accepted read whose data is cached completes over the link; one that lies in the
 * active stream's way completes when the stream has read it; a write goes into the write-back cache
 * and completes over the link, or waits for room. Everything else joins the media queue.</li>
 * <li>Head: when free it serves, in this order, a destage when writes wait for cache room, the queued
 * command with the shortest positioning time (seek plus the rotation from where the platter will be
 * when the seek ends, less one revolution per {@code agingNanos} it has waited), then a destage
 * chosen the same way; after a sequential prefetch the oldest command goes first; with nothing to do
 * it keeps reading ahead.</li>
 * <li>Platter: spins on the virtual clock; its angle at time t is {@code frac(t rpm / 60 s)}.</li>
 * <li>Writes that do not cover whole physical sectors read them first and write them one revolution
 * later. A write that starts where the head's last write ended, the moment it ended, goes on without
 * repositioning; each track switch while writing costs {@code writeSettleNanos}.</li>
 * <li>Variation: seeks vary by the media jitter; now and then the drive pauses for its own work
 * (calibration), keeping the head from the host's commands.</li>
 * </ul>
 */
final class HddDevice extends SimulatedDevice {
	private static final long SIXTY_SECONDS = 60_000_000_000L;
	/** A rotational wait this close to a full revolution is a sector that is arriving now (rounding). */
	private static final double ARRIVING_NANOS = 64;
	private static final int NONE = 0;
	private static final int STREAM = 1;
	private static final int WRITE = 2;
	private static final int DESTAGE = 3;
	private static final int PAUSE = 4;

	private final HddParameters p;
	private final ZonedLayout layout;
	private final SeekCurve seek;
	private final double revolution;
	/** Positioning time a command's waiting is worth, per nanosecond waited. */
	private final double agingDiscount;
	/** Where this drive's platter stands at time 0: members of a set do not spin in step. */
	private final long phaseNanos;
	private final double linkBytesPerNano;
	private final int physical;
	private final ReadAheadBuffer buffer;
	private final HddWriteCache cache;
	private final Variation variation;

	private long controllerFree;
	private long linkFree;

	private final int[] intakeTag;
	private final long[] intakeOffset;
	private final int[] intakeLength;
	private final boolean[] intakeWrite;
	private final long[] intakeTime;
	private int intakeHead;
	private int intakeCount;

	private final int[] queuedTag;
	private final long[] queuedOffset;
	private final int[] queuedLength;
	private final boolean[] queuedWrite;
	private final long[] queuedSince;
	private final long[] queuedCylinder;
	private final double[] queuedAngle;
	private final long[] queuedLinkDone;
	private int queued;
	/** Commands that stand for several (a striped set's strips) complete no earlier than these times. */
	private final CompletionFloors floors;

	private int op = NONE;
	private long headFreeAt;
	/** While streaming: the byte the head is committed to read to before it serves anything else. */
	private long committedTo;
	/** A sequential prefetch just held the head: the oldest waiting command goes next. */
	private boolean yieldToOldest;
	private long headCylinder;
	private int destagingExtent;
	private long scheduledWake = Long.MAX_VALUE;
	/** Where and when the head's last write to the platter ended (a write starting there then goes straight on). */
	private long lastWriteEnd = -1;
	private long lastWriteDone = -1;
	/** When the drive pauses next for its own work (Long.MAX_VALUE: it never does). */
	private long nextPause = Long.MAX_VALUE;
	/** Since when the head has had nothing to do (-1: it is busy). */
	private long idleSince;
	/** When the host's last write reached the drive. */
	private long lastHostWrite = Long.MIN_VALUE / 2;
	/** When to look again at a growing extent left dirty (Long.MAX_VALUE: no need). */
	private long recheckAt = Long.MAX_VALUE;

	/**
	 * @param phase where the platter stands at time 0, in turns (members of a set do not spin in step)
	 * @param seed  seeds the drive's random choices (jitter, pauses)
	 */
	HddDevice(HddParameters p, ZonedLayout layout, SeekCurve seek, EventQueue events, int deviceIndex, double phase,
			long seed) {
		super(events, deviceIndex, p.queueDepth(), seed);
		this.p = p;
		this.layout = layout;
		this.seek = seek;
		this.revolution = p.revolutionNanos();
		this.agingDiscount = revolution / p.agingNanos();
		this.phaseNanos = Math.round(phase * revolution);
		this.variation = p.variation();
		if (variation.pauses()) {
			nextPause = nextPauseAfter(0, variation.pauseIntervalNanos());
		}
		this.linkBytesPerNano = p.interfaceMegabytesPerSecond() * 1e-3;
		this.physical = p.physicalSectorBytes();
		this.buffer = new ReadAheadBuffer(layout, p.capacityBytes(), p.readSegments(), p.segmentBytes());
		this.cache = new HddWriteCache(layout, p.physicalSectorBytes(), p.writeCacheBytes(), p.writeCacheEntries(),
				p.queueDepth());
		int depth = p.queueDepth();
		intakeTag = new int[depth];
		intakeOffset = new long[depth];
		intakeLength = new int[depth];
		intakeWrite = new boolean[depth];
		intakeTime = new long[depth];
		queuedTag = new int[depth];
		queuedOffset = new long[depth];
		queuedLength = new int[depth];
		queuedWrite = new boolean[depth];
		queuedSince = new long[depth];
		queuedCylinder = new long[depth];
		queuedAngle = new double[depth];
		queuedLinkDone = new long[depth];
		floors = new CompletionFloors(depth);
	}

	@Override
	void accept(long now, int tag, long offset, int length, boolean write, int commands) {
		long firmware = p.commandOverheadNanos() + (write ? p.writeOverheadNanos() : 0);
		long at = Math.max(now, controllerFree) + Math.round(jittered(firmware, variation.commandJitter()));
		controllerFree = at;
		if (commands > 1) {
			// the further commands this one stands for: the data moves after the first, the command is
			// done no earlier than the last one's firmware time
			controllerFree += (commands - 1) * firmware;
			floors.add(tag, controllerFree);
		}
		int i = (intakeHead + intakeCount++) % intakeTag.length;
		intakeTag[i] = tag;
		intakeOffset[i] = offset;
		intakeLength[i] = length;
		intakeWrite[i] = write;
		intakeTime[i] = at;
		reschedule();
	}

	@Override
	boolean holdsUnwrittenData() {
		return cache.usedBytes() > 0;
	}

	@Override
	void wake(long now) {
		if (scheduledWake == now) {
			scheduledWake = Long.MAX_VALUE;
		}
		if (recheckAt <= now) {
			recheckAt = Long.MAX_VALUE;
			if (op == NONE && intakeCount == 0) {
				decide(now);
			}
		}
		while (true) {
			long intakeAt = intakeCount > 0 ? intakeTime[intakeHead] : Long.MAX_VALUE;
			long headAt = op != NONE ? headFreeAt : Long.MAX_VALUE;
			if (Math.min(intakeAt, headAt) > now) {
				break;
			}
			if (headAt <= intakeAt) {
				finishOperation(headAt);
				decide(headAt);
			} else {
				takeIntake(intakeAt);
				if (op == NONE) {
					decide(intakeAt);
				}
			}
		}
		reschedule();
	}

	private void reschedule() {
		long next = Math.min(recheckAt, intakeCount > 0 ? intakeTime[intakeHead] : Long.MAX_VALUE);
		if (op != NONE) {
			next = Math.min(next, headFreeAt);
		}
		if (next < scheduledWake) {
			scheduledWake = next;
			events.schedule(next, EventQueue.WAKE, deviceIndex);
		}
	}

	/** The oldest accepted command leaves the controller at {@code now}. */
	private void takeIntake(long now) {
		int i = intakeHead;
		intakeHead = (intakeHead + 1) % intakeTag.length;
		intakeCount--;
		int tag = intakeTag[i];
		long offset = intakeOffset[i];
		int length = intakeLength[i];
		if (intakeWrite[i]) {
			lastHostWrite = now;
			if (cache.enabled()) {
				if (cache.tryAdd(offset, length, now)) {
					complete(tag, link(now, length));
				} else {
					cache.block(tag, offset, length);
				}
			} else {
				enqueue(tag, offset, length, true, now, link(now, length));
			}
		} else if (!serveFromBuffer(tag, offset, length, now)) {
			enqueue(tag, offset, length, false, now, 0);
		}
	}

	/**
	 * Serves a read from the cache, or from the active stream when it lies in the stream's way: always
	 * while nothing else waits for the head (reading on costs nothing then), else only within what the
	 * head is already committed to read. Returns whether it did.
	 */
	private boolean serveFromBuffer(int tag, long offset, int length, long now) {
		if (buffer.holds(offset, length, now)) {
			complete(tag, link(now, length));
			return true;
		}
		if (op != NONE && op != STREAM || !buffer.continues(offset, now)) {
			return false;
		}
		long end = offset + length;
		if (queued == 0 && !cache.hasBlocked()) {
			if (op == NONE && pauseIfDue(now)) {
				return false; // the head pauses first; the read waits for it
			}
			buffer.servedByStream(offset, length);
			commitStream(end, now);
		} else if (op != STREAM || end > committedTo) {
			return false;
		} else {
			buffer.servedByStream(offset, length);
		}
		complete(tag, Math.max(link(now, length), buffer.timeAt(end) + tail(length)));
		return true;
	}

	/**
	 * The head reads the active stream on to {@code end} plus the sequential prefetch before it serves
	 * anything else; afterwards the oldest waiting command goes first, so streams take turns. The
	 * prefetch grows with what the host has read in order, up to {@code sequentialPrefetchBytes}: the
	 * pieces of one random read (a striped set's strips) commit the head to little more than themselves.
	 */
	private void commitStream(long end, long now) {
		long to = Math.min(p.capacityBytes(), end + Math.min(p.sequentialPrefetchBytes(), buffer.streamRun()));
		buffer.extend(end + p.readAheadBytes());
		committedTo = op == STREAM ? Math.max(committedTo, to) : to;
		headFreeAt = Math.max(now, buffer.timeAt(committedTo));
		op = STREAM;
		idleSince = -1;
		yieldToOldest = true;
	}

	/**
	 * Starts the drive's own pause when one is due at {@code now}; returns whether the head is now
	 * pausing. Pauses that fell wholly within idle time cost the host nothing (but stopped the
	 * read-ahead); one that began while the head was idle runs on to its end.
	 */
	private boolean pauseIfDue(long now) {
		if (nextPause > now) {
			return false;
		}
		long pause = variation.pauseNanos();
		long start = now;
		if (idleSince >= 0) {
			while (nextPause + pause <= now) {
				if (nextPause >= idleSince) {
					leaveStream(nextPause);
				}
				nextPause = nextPauseAfter(nextPause + pause, variation.pauseIntervalNanos());
			}
			if (nextPause > now) {
				return false;
			}
			start = Math.max(nextPause, idleSince);
		}
		leaveStream(Math.min(start, now));
		op = PAUSE;
		idleSince = -1;
		headFreeAt = Math.max(now, start + pause);
		nextPause = nextPauseAfter(headFreeAt, variation.pauseIntervalNanos());
		return true;
	}

	private void enqueue(int tag, long offset, int length, boolean write, long now, long linkDone) {
		int i = queued++;
		queuedTag[i] = tag;
		queuedOffset[i] = offset;
		queuedLength[i] = length;
		queuedWrite[i] = write;
		queuedSince[i] = now;
		queuedCylinder[i] = layout.cylinderOf(offset);
		queuedAngle[i] = layout.angleOf(offset);
		queuedLinkDone[i] = linkDone;
	}

	private void dequeue(int i) {
		// keep arrival order: the oldest command is always at 0
		int n = queued - i - 1;
		if (n > 0) {
			System.arraycopy(queuedTag, i + 1, queuedTag, i, n);
			System.arraycopy(queuedOffset, i + 1, queuedOffset, i, n);
			System.arraycopy(queuedLength, i + 1, queuedLength, i, n);
			System.arraycopy(queuedWrite, i + 1, queuedWrite, i, n);
			System.arraycopy(queuedSince, i + 1, queuedSince, i, n);
			System.arraycopy(queuedCylinder, i + 1, queuedCylinder, i, n);
			System.arraycopy(queuedAngle, i + 1, queuedAngle, i, n);
			System.arraycopy(queuedLinkDone, i + 1, queuedLinkDone, i, n);
		}
		queued--;
	}

	private void finishOperation(long now) {
		if (op == DESTAGE) {
			cache.finishDestage(destagingExtent);
			while (cache.hasBlocked()) {
				int length = cache.blockedLength();
				int tag = cache.admitBlocked(now);
				if (tag < 0) {
					break;
				}
				complete(tag, link(now, length));
			}
		}
		op = NONE;
	}

	/** The head is free at {@code now}: choose its next job. */
	private void decide(long now) {
		if (pauseIfDue(now)) {
			return;
		}
		idleSince = -1;
		if (cache.hasBlocked() && cache.hasDestageable()) {
			startDestage(now);
			return;
		}
		if (buffer.streaming()) {
			// reads that missed the cache on arrival may have been read ahead since
			long from = buffer.streamStart(now);
			long to = buffer.position(now);
			for (int i = 0; i < queued; i++) {
				if (!queuedWrite[i] && queuedOffset[i] >= from && queuedOffset[i] + queuedLength[i] <= to) {
					buffer.servedByStream(queuedOffset[i], queuedLength[i]);
					complete(queuedTag[i], link(now, queuedLength[i]));
					dequeue(i--);
				}
			}
		}
		if (queued > 0) {
			startCommand(pickCommand(now), now);
		} else if (cache.hasDestageable()) {
			if (growingExtent(now) && cache.extents() == 1) {
				// the host is still appending to it and its end splits a physical sector: wait for more
				// (or a revolution of quiet) rather than read-modify-write the sector twice
				recheckAt = lastHostWrite + (long) Math.ceil(revolution) + 1; // then it is no longer growing
			} else {
				startDestage(now);
			}
		}
		if (op == NONE) {
			idleSince = now;
		}
	}

	/** Whether the newest extent is still growing: written to within a revolution, ending inside a physical sector. */
	private boolean growingExtent(long now) {
		int n = cache.newest();
		return n >= 0 && !cache.destaging(n) && cache.end(n) % physical != 0 && now - lastHostWrite < revolution;
	}

	/** Aged shortest positioning time first, or the oldest command when a stream just had its turn. */
	private int pickCommand(long now) {
		boolean yield = yieldToOldest;
		yieldToOldest = false;
		if (yield) {
			return 0;
		}
		long from = headCylinder(now);
		double platter = platterAngle(now);
		int best = 0;
		double bestCost = Double.MAX_VALUE;
		for (int i = 0; i < queued; i++) {
			double cost = positioningNanos(from, queuedCylinder[i], queuedAngle[i], platter)
					- (now - queuedSince[i]) * agingDiscount;
			if (cost < bestCost) {
				bestCost = cost;
				best = i;
			}
		}
		return best;
	}

	private int pickExtent(long now) {
		long from = headCylinder(now);
		double platter = platterAngle(now);
		int best = -1;
		double bestCost = Double.MAX_VALUE;
		boolean skipGrowing = growingExtent(now);
		for (int i = 0; i < cache.extents(); i++) {
			if (cache.destaging(i) || skipGrowing && i == cache.newest()) {
				continue;
			}
			// an extent that starts where the head's last write ended goes straight on: no positioning
			double positioning = now == lastWriteDone && cache.start(i) / physical * physical == lastWriteEnd ? 0
					: positioningNanos(from, cache.cylinder(i), cache.angle(i), platter);
			double cost = positioning - (now - cache.dirtySince(i)) * agingDiscount;
			if (cost < bestCost) {
				bestCost = cost;
				best = i;
			}
		}
		return best < 0 && skipGrowing ? cache.newest() : best;
	}

	private long headCylinder(long now) {
		return buffer.streaming() ? layout.cylinderOf(buffer.position(now)) : headCylinder;
	}

	/**
	 * Seek plus rotation from cylinder {@code fromCylinder} to a sector at {@code angle}, when the platter
	 * is at angle {@code platter} now.
	 */
	private double positioningNanos(long fromCylinder, long toCylinder, double angle, double platter) {
		double seekNanos = seek.seekNanos(Math.abs(toCylinder - fromCylinder));
		return seekNanos + rotationNanos(angle, platter + seekNanos / revolution);
	}

	/** Where the platter stood at time 0, in turns. */
	double phase() {
		return (double) phaseNanos / revolution;
	}

	/** The platter's angle at time {@code at}: it turns rpm times in every 60 s. */
	private double platterAngle(long at) {
		return (double) (Math.floorMod(at + phaseNanos, SIXTY_SECONDS) * p.rpm() % SIXTY_SECONDS) / SIXTY_SECONDS;
	}

	/**
	 * Wait until the sector at {@code angle} passes under the head, the platter being at {@code platter}
	 * (in turns; only its fraction counts). A sector that passed less than {@value #ARRIVING_NANOS} ns
	 * ago is arriving now (times are rounded to whole nanoseconds): the wait is then that tiny negative
	 * amount, so back-to-back transfers stay in step with the platter instead of drifting by the
	 * rounding.
	 */
	private double rotationNanos(double angle, double platter) {
		double turn = angle - platter;
		turn -= Math.floor(turn);
		double nanos = turn * revolution;
		return nanos > revolution - ARRIVING_NANOS ? nanos - revolution : nanos;
	}

	/** The head stops reading ahead: it stays where the stream had got to. */
	private void leaveStream(long now) {
		if (buffer.streaming()) {
			headCylinder = layout.cylinderOf(buffer.position(now));
			buffer.stop(now);
		}
	}

	/** Moves the head to {@code target} from {@code now}; returns when the sector is under it (exact). */
	private double position(long target, long now) {
		leaveStream(now);
		long distance = Math.abs(layout.cylinderOf(target) - headCylinder);
		long arrive = now + (distance == 0 ? 0 : Math.round(jittered(seek.seekNanos(distance), variation.mediaJitter())));
		return arrive + rotationNanos(layout.angleOf(target), platterAngle(arrive));
	}

	private void startCommand(int i, long now) {
		int tag = queuedTag[i];
		long offset = queuedOffset[i];
		int length = queuedLength[i];
		boolean write = queuedWrite[i];
		long linkDone = queuedLinkDone[i];
		dequeue(i);
		if (write) {
			long done = writeToMedium(offset, offset + length, now);
			complete(tag, Math.max(done, linkDone));
			op = WRITE;
			headFreeAt = done;
			return;
		}
		long end = offset + length;
		leaveStream(now);
		int segment = buffer.segmentReaching(offset, p.sequentialPrefetchBytes(), now);
		// following on from a segment (or a little ahead of it), the head reads on from its end
		long from = segment >= 0 ? buffer.segmentEnd(segment) : offset;
		if (from >= end) {
			// another read has brought this one's data in since it was queued
			buffer.served(segment, offset, length);
			complete(tag, link(now, length));
			decide(now);
			return;
		}
		long segmentStart = segment >= 0 ? Math.min(offset, buffer.segmentStart(segment)) : offset;
		long mediaStart = Math.max(now, Math.round(position(from, now)));
		buffer.startStream(segmentStart, from, mediaStart, end + p.readAheadBytes(), segment, now);
		buffer.servedByStream(offset, length);
		complete(tag, buffer.timeAt(end) + tail(length));
		if (segment >= 0) {
			// following on from cached data marks a sequential reader: prefetch for it before moving on
			commitStream(end, now);
		} else {
			op = STREAM;
			committedTo = end;
			headFreeAt = buffer.timeAt(end);
		}
	}

	private void startDestage(long now) {
		int i = pickExtent(now);
		destagingExtent = i;
		cache.startDestage(i);
		op = DESTAGE;
		headFreeAt = writeToMedium(cache.start(i), cache.end(i), now);
	}

	/**
	 * Writes bytes {@code from} to {@code to} to the platter from {@code now}; returns when done. Partial
	 * physical sectors are read on one pass and written on the next.
	 */
	private long writeToMedium(long from, long to, long now) {
		long alignedFrom = alignDown(from);
		long alignedTo = alignUp(to);
		double start;
		if (alignedFrom == lastWriteEnd && now == lastWriteDone) {
			leaveStream(now);
			start = now; // the head writes straight on from its last write
		} else {
			start = position(alignedFrom, now);
		}
		buffer.invalidate(alignedFrom, alignedTo, now);
		double nanos = layout.transferNanos(alignedFrom, alignedTo);
		if (alignedFrom != from || alignedTo != to) {
			nanos += revolution;
		}
		long switches = layout.trackOf(alignedTo - 1) - layout.trackOf(alignedFrom);
		nanos += p.writeSettleNanos() * switches;
		if (variation.writeRetryPerTrack() > 0) {
			nanos += revolution * retries((switches + 1) * variation.writeRetryPerTrack());
		}
		headCylinder = layout.cylinderOf(Math.min(alignedTo, p.capacityBytes() - 1));
		long done = Math.max(now + 1, Math.round(start + nanos));
		lastWriteEnd = alignedTo;
		lastWriteDone = done;
		return done;
	}

	/** How many tracks must be written again: Poisson with mean {@code mean} (Knuth's method; means are small). */
	private int retries(double mean) {
		double limit = Math.exp(-mean);
		double product = random.nextDouble();
		int count = 0;
		while (product > limit) {
			count++;
			product *= random.nextDouble();
		}
		return count;
	}

	private long alignDown(long offset) {
		return offset / physical * physical;
	}

	private long alignUp(long offset) {
		return (offset + physical - 1) / physical * physical;
	}

	/** Moves {@code length} bytes over the link from {@code now} on; returns when done. */
	private long link(long now, int length) {
		long start = Math.max(now, linkFree);
		linkFree = start + Math.round(length / linkBytesPerNano);
		return linkFree;
	}

	/** Link time after the medium delivers the last sector of a read (the rest overlaps the medium). */
	private long tail(int length) {
		return Math.round(Math.min(length, physical) / linkBytesPerNano);
	}

	private void complete(int tag, long at) {
		events.schedule(floors.apply(tag, at), EventQueue.COMPLETE, tag);
	}
}
