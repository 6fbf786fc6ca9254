package org.drivebench.engine.sim;

import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

import org.drivebench.engine.Backend;
import org.drivebench.engine.DeviceIdentity;
import org.drivebench.engine.InvalidWorkloadException;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.RunnableTarget;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.TargetShape;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.stripe.StripeMap;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A simulated drive, or a RAID-0 set of simulated drives, that runs workloads on its virtual clock.
 * Nothing is stored, so it is always writable and any workload is safe. As a real drive does, it keeps
 * what one workload leaves behind for the next (caches, dirty data still being written, the SLC
 * cache's use, the head's place; the next workload starts 10 to 100 ms after the last one's I/Os
 * completed, the host's turnaround);
 * {@link #reset()} starts afresh. The first workload after opening or a reset seeds the drive's random
 * state (platter phases, jitter, pauses) from its own seed, so the same sequence of specs with the
 * same seeds gives the same {@link Measurement}s. Open one with {@link SimulatedDrives}.
 */
public final class SimulatedTarget implements RunnableTarget {
	private final List<DriveModel> members;
	private final @Nullable Raid0Parameters set;
	private final TargetShape shape;
	private final @Nullable ZonedLayout[] layouts;
	private final @Nullable SeekCurve[] seekCurves;
	private @Nullable DriveState state;
	/**
	 * Virtual time a fresh drive has rested before its first workload: the drive exists and idles (a
	 * cool-down before a first test waits on it), though its state is made only with the first workload's
	 * seed, which keeps a run's figures the same whether or not a rest came first.
	 */
	private long restedBeforeFirstNanos;

	/**
	 * @param set the RAID-0 set, or null for a single drive of {@code model}
	 */
	SimulatedTarget(String name, DriveModel model, @Nullable Raid0Parameters set, DeviceIdentity identity) {
		this.set = set;
		this.members = set == null ? List.of(model) : set.members();
		this.shape = new TargetShape(name, TargetType.SIMULATED, set == null ? model.capacityBytes() : set.stripeMap().size(),
				members.get(0).logicalSectorBytes(), members.stream().mapToInt(DriveModel::physicalSectorBytes).max().orElseThrow(),
				members.stream().anyMatch(m -> m instanceof HddParameters), identity, true);
		layouts = new ZonedLayout[members.size()];
		seekCurves = new SeekCurve[members.size()];
		for (int i = 0; i < members.size(); i++) {
			if (members.get(i) instanceof HddParameters hdd) {
				int same = members.indexOf(hdd);
				if (same < i) {
					layouts[i] = layouts[same];
					seekCurves[i] = seekCurves[same];
				} else {
					ZonedLayout layout = new ZonedLayout(hdd);
					layouts[i] = layout;
					seekCurves[i] = new SeekCurve(layout.cylinders(), hdd.trackToTrackSeekNanos(),
							hdd.averageSeekNanos(), hdd.fullStrokeSeekNanos());
				}
			}
		}
	}

	@Override
	public TargetShape shape() {
		return shape;
	}

	/** The model of the drive, or of a striped set's first member. */
	public DriveModel model() {
		return members.get(0);
	}

	/** The models of the set's members in order (one, for a single drive). */
	public List<DriveModel> memberModels() {
		return members;
	}

	/** The RAID-0 set's parameters, null for a single drive. */
	public @Nullable Raid0Parameters raid0() {
		return set;
	}

	/** Number of drives: 1, or the members of a striped set. */
	public int members() {
		return members.size();
	}

	/** Strip size of a striped set, 0 for a single drive. */
	public int stripSize() {
		return set == null ? 0 : set.stripBytes();
	}

	@Override
	public int stripSizeBytes() {
		return stripSize();
	}

	@Override
	public List<String> memberNames() {
		return set == null ? List.of() : members.stream().map(m -> "sim:" + m.name()).toList();
	}

	/**
	 * Runs {@code spec} on the virtual clock, from the state the last workload left.
	 *
	 * @throws InvalidWorkloadException when the spec does not fit this target, asks for a real I/O
	 *                                  backend, or asks to verify data (a simulated drive stores none)
	 */
	@Override
	public synchronized Measurement run(WorkloadSpec spec, RunObserver observer) {
		Objects.requireNonNull(observer, "observer");
		spec.validateFor(this);
		if (spec.backend() != Backend.AUTO && spec.backend() != Backend.VIRTUAL_CLOCK) {
			throw new InvalidWorkloadException("backend", "= " + spec.backend().label() + ": " + name()
					+ " is simulated and runs on the virtual clock only; use auto or virtual-clock");
		}
		if (spec.verify()) {
			throw new InvalidWorkloadException("verify", "= true: " + name()
					+ " stores no data, so nothing can be read back; verify on a test file or a device");
		}
		DriveState current = state;
		if (current == null) {
			current = newState(spec.seed());
			if (restedBeforeFirstNanos > 0) {
				current.rest(restedBeforeFirstNanos);
			}
			state = current;
		} else {
			current.turnaround();
		}
		return new VirtualClockRun(spec, observer, sizeBytes(), current).run();
	}

	@Override
	public synchronized void reset() {
		state = null;
		restedBeforeFirstNanos = 0;
	}

	@Override
	public synchronized void rest(java.time.Duration time) {
		DriveState s = state;
		if (s != null) {
			s.rest(time.toNanos());
		} else {
			// a fresh drive has nothing under way: its clock alone moves on (it stays at its idle temperature)
			restedBeforeFirstNanos += time.toNanos();
		}
	}

	/** A fresh drive (or set): idle, caches empty, platters at random phases drawn from {@code seed}. */
	private DriveState newState(long seed) {
		SplittableRandom random = new SplittableRandom(seed ^ 0xD21E_5EEDL);
		EventQueue events = new EventQueue();
		SimulatedDevice[] devices = new SimulatedDevice[members.size()];
		for (int i = 0; i < devices.length; i++) {
			double phase = random.nextDouble();
			long deviceSeed = random.nextLong();
			devices[i] = switch (members.get(i)) {
			// an HDD member always has its layout and seek curve (made in the constructor)
			case HddParameters hdd -> new HddDevice(hdd, Objects.requireNonNull(layouts[i]), Objects.requireNonNull(seekCurves[i]), events, i,
					phase, deviceSeed);
			case SsdParameters ssd -> new SsdDevice(ssd, events, i, deviceSeed, 0);
			};
		}
		Raid0Parameters striped = set;
		Raid0Controller controller = striped == null ? null : new Raid0Controller(striped, devices);
		return new DriveState(events, devices, controller, members.get(0).hostOverheadNanos(), random.nextLong());
	}

	/**
	 * The drive's present on its virtual clock, ns: during a run, as far as the simulation has got (an
	 * observer's interval callback sees its interval's end); between runs, when the next workload would
	 * start. For a fresh drive, the time it has rested before its first workload (0 when none).
	 */
	public synchronized long virtualClockNanos() {
		DriveState s = state;
		return s == null ? restedBeforeFirstNanos : s.present();
	}

	/**
	 * The virtual time at which the workload running (or the last one run) started, ns: its time 0. Its
	 * measurement starts a ramp later, so the interval that starts {@code s} seconds into the measurement
	 * ends at {@code runStartNanos() + ramp + (s + interval)}: where to read {@link #temperatureCelsius}
	 * for it. 0 before the first workload.
	 */
	public synchronized long runStartNanos() {
		DriveState s = state;
		return s == null ? 0 : s.runStart;
	}

	/**
	 * What the SSD (of a set: member {@code member}) reports about itself now: temperature, its thresholds,
	 * throttling, bytes written by the host and into flash, valid data, the SLC cache. Read it from a run's
	 * observer to follow the drive through the run.
	 *
	 * @throws IllegalArgumentException when the member is not an SSD or does not exist
	 */
	public synchronized SsdStatus ssdStatus(int member) {
		DriveState s = state;
		return s == null ? freshSsd(member).status(0) : ssd(s, member).status(s.present());
	}

	/** {@link #ssdStatus(int)} of a single SSD (member 0 of a set). */
	public SsdStatus ssdStatus() {
		return ssdStatus(0);
	}

	/**
	 * The SSD's (member {@code member}'s) temperature sensor at virtual time {@code virtualNanos}: its
	 * reading at the last 100 ms step at or before it, for any time up to the present
	 * ({@link #virtualClockNanos()}) and back about 1.8 hours.
	 *
	 * @throws IllegalArgumentException when the member is not an SSD, or the time is in the future or too
	 *                                  long ago
	 */
	public synchronized double temperatureCelsius(int member, long virtualNanos) {
		DriveState s = state;
		if (s == null) {
			return freshSsd(member).celsiusAt(0);
		}
		if (virtualNanos > s.present()) {
			throw new IllegalArgumentException("virtualNanos = " + virtualNanos + ": after the drive's present, "
					+ s.present() + " ns");
		}
		return ssd(s, member).celsiusAt(virtualNanos);
	}

	/**
	 * The host discards (trims) {@code length} bytes at {@code offset}: every whole mapping unit in the range
	 * holds no valid data any more, as after an ATA TRIM or NVMe Deallocate. It costs no virtual time. HDD
	 * members ignore it.
	 *
	 * @throws IllegalArgumentException when the range is not within the target
	 */
	public synchronized void discard(long offset, long length) {
		if (offset < 0 || length < 0 || offset > sizeBytes() - length) {
			throw new IllegalArgumentException("discard of " + length + " bytes at " + offset + ": not within " + name()
					+ " (" + sizeBytes() + " bytes)");
		}
		DriveState s = state;
		if (s == null) {
			return; // a fresh drive holds nothing
		}
		Raid0Parameters striped = set;
		if (striped == null) {
			discardOn(s, 0, offset, length);
			return;
		}
		StripeMap map = striped.stripeMap();
		long strip = map.stripSize();
		long row = strip * map.members();
		long a = offset;
		long b = offset + length;
		while (a < b && (a % row != 0 || b - a < row)) {
			long piece = Math.min(strip - a % strip, b - a);
			discardOn(s, map.memberOf(a), map.memberOffset(a), piece);
			a += piece;
		}
		long rows = (b - a) / row;
		if (rows > 0) {
			for (int m = 0; m < map.members(); m++) {
				discardOn(s, m, a / row * strip, rows * strip);
			}
			a += rows * row;
		}
		while (a < b) {
			long piece = Math.min(strip - a % strip, b - a);
			discardOn(s, map.memberOf(a), map.memberOffset(a), piece);
			a += piece;
		}
	}

	/** A purge as a review's preconditioning starts with: the whole target discarded (a fresh-out-of-box state). */
	public void purge() {
		discard(0, sizeBytes());
	}

	private static void discardOn(DriveState s, int member, long offset, long length) {
		if (s.devices[member] instanceof SsdDevice d) {
			d.discard(offset, length);
		}
	}

	private SsdDevice ssd(DriveState s, int member) {
		if (member < 0 || member >= s.devices.length) {
			throw new IllegalArgumentException("member = " + member + ": " + name() + " has " + s.devices.length);
		}
		if (s.devices[member] instanceof SsdDevice d) {
			return d;
		}
		throw new IllegalArgumentException(name() + (set == null ? "" : " member " + member) + " is not an SSD");
	}

	/** An SSD as it comes: what a target reports before its first workload. */
	private SsdDevice freshSsd(int member) {
		if (member < 0 || member >= members.size()) {
			throw new IllegalArgumentException("member = " + member + ": " + name() + " has " + members.size());
		}
		if (members.get(member) instanceof SsdParameters p) {
			return new SsdDevice(p, new EventQueue(), member, 0, 0);
		}
		throw new IllegalArgumentException(name() + (set == null ? "" : " member " + member) + " is not an SSD");
	}

	/** The state the next workload starts from (null before the first, or after a reset). */
	synchronized @Nullable DriveState state() {
		return state;
	}

	/** The platter layout of an HDD model (null for an SSD); of member 0 for a set. */
	@Nullable
	ZonedLayout layout() {
		return layouts[0];
	}

	/** The seek curve of an HDD model (null for an SSD); of member 0 for a set. */
	@Nullable
	SeekCurve seekCurve() {
		return seekCurves[0];
	}

	@Override
	public void close() {
		// nothing was opened
	}

	@Override
	public String toString() {
		return name();
	}
}
