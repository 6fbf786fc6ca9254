package org.drivebench.engine.sim;

import java.util.Objects;

import org.drivebench.engine.Backend;
import org.drivebench.engine.DeviceIdentity;
import org.drivebench.engine.InvalidWorkloadException;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.RunnableTarget;
import org.drivebench.engine.TargetKind;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.stripe.StripeMap;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A simulated drive, or a RAID-0 set of identical simulated drives, that runs workloads on its virtual
 * clock. Nothing is stored, so it is always writable and any workload is safe. Every run starts from a
 * fresh drive (empty caches, head at cylinder 0, platter at angle 0), so the same spec gives the same
 * {@link Measurement}. Open one with {@link SimulatedDrives}.
 */
public final class SimulatedTarget implements RunnableTarget {
	private final String name;
	private final DriveModel model;
	private final @Nullable StripeMap stripes;
	private final DeviceIdentity identity;
	private final @Nullable ZonedLayout layout;
	private final @Nullable SeekCurve seekCurve;

	SimulatedTarget(String name, DriveModel model, @Nullable StripeMap stripes, DeviceIdentity identity) {
		this.name = name;
		this.model = model;
		this.stripes = stripes;
		this.identity = identity;
		if (model instanceof HddParameters hdd) {
			layout = new ZonedLayout(hdd);
			seekCurve = new SeekCurve(layout.cylinders(), hdd.trackToTrackSeekNanos(), hdd.averageSeekNanos(),
					hdd.fullStrokeSeekNanos());
		} else {
			layout = null;
			seekCurve = null;
		}
	}

	@Override
	public String name() {
		return name;
	}

	@Override
	public TargetKind kind() {
		return TargetKind.SIMULATED;
	}

	@Override
	public long sizeBytes() {
		return stripes == null ? model.capacityBytes() : stripes.size();
	}

	@Override
	public int logicalBlockSize() {
		return model.logicalSectorBytes();
	}

	@Override
	public int physicalBlockSize() {
		return model.physicalSectorBytes();
	}

	@Override
	public boolean rotational() {
		return model instanceof HddParameters;
	}

	@Override
	public DeviceIdentity identity() {
		return identity;
	}

	@Override
	public boolean writable() {
		return true;
	}

	/** The model of the drive, or of each member of a striped set. */
	public DriveModel model() {
		return model;
	}

	/** Number of drives: 1, or the members of a striped set. */
	public int members() {
		return stripes == null ? 1 : stripes.members();
	}

	/** Strip size of a striped set, 0 for a single drive. */
	public int stripSize() {
		return stripes == null ? 0 : stripes.stripSize();
	}

	/**
	 * Runs {@code spec} on the virtual clock.
	 *
	 * @throws InvalidWorkloadException when the spec does not fit this target, asks for a real I/O
	 *                                  backend, or asks to verify data (a simulated drive stores none)
	 */
	@Override
	public Measurement run(WorkloadSpec spec, RunObserver observer) {
		Objects.requireNonNull(observer, "observer");
		spec.validateFor(this);
		if (spec.backend() != Backend.AUTO && spec.backend() != Backend.VIRTUAL_CLOCK) {
			throw new InvalidWorkloadException("backend", "= " + spec.backend().label() + ": " + name
					+ " is simulated and runs on the virtual clock only; use auto or virtual-clock");
		}
		if (spec.verify()) {
			throw new InvalidWorkloadException("verify", "= true: " + name
					+ " stores no data, so nothing can be read back; verify on a test file or a device");
		}
		EventQueue events = new EventQueue();
		SimulatedDevice[] devices = new SimulatedDevice[members()];
		for (int i = 0; i < devices.length; i++) {
			devices[i] = newDevice(events, i);
		}
		return new VirtualClockRun(spec, observer, sizeBytes(), events, devices, stripes).run();
	}

	private SimulatedDevice newDevice(EventQueue events, int index) {
		return switch (model) {
		case HddParameters hdd -> new HddDevice(hdd, Objects.requireNonNull(layout), Objects.requireNonNull(seekCurve), events, index);
		case SsdParameters ssd -> new SsdDevice(ssd, events, index);
		};
	}

	/** The platter layout of an HDD model (null for an SSD). */
	@Nullable ZonedLayout layout() {
		return layout;
	}

	/** The seek curve of an HDD model (null for an SSD). */
	@Nullable SeekCurve seekCurve() {
		return seekCurve;
	}

	@Override
	public void close() {
		// nothing was opened
	}

	@Override
	public String toString() {
		return name;
	}
}
