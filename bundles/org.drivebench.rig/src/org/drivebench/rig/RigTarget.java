package org.drivebench.rig;

import java.io.IOException;

import org.drivebench.engine.DeviceIdentity;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RemoteMachine;
import org.drivebench.engine.RemoteTarget;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.TargetShape;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.fio.FioVersion;

/**
 * A file or block device on a rig, measured by the rig's fio ({@link FioRemoteEngine}). Its name is
 * {@code <path>@<rig>}, the same words that confirm a write to it. What it is (its size, the direct I/O
 * it takes, the disks it lives on) is what fio could tell; nothing else of it can be inspected from
 * here. A test file DriveBench created on the rig is removed when the target closes, unless kept; it is
 * never recorded as a file of this machine (whose clean-up would remove a file of the same path here).
 */
public final class RigTarget implements RemoteTarget {
	private final Rig rig;
	private final RemoteMachine machine;
	private final FioVersion rigVersion;
	private final FioVersion localVersion;
	private final String path;
	private final TargetShape shape;
	private final FioRemoteEngine engine;
	private final boolean removeOnClose;
	private final boolean rehearsal;
	private boolean closed;

	RigTarget(Rig rig, RemoteMachine machine, FioVersion rigVersion, FioVersion localVersion, String path, TargetType kind,
			long size, int blockSize, DeviceIdentity identity, boolean writable, FioRemoteEngine engine, boolean removeOnClose,
			boolean rehearsal) {
		this.rig = rig;
		this.machine = machine;
		this.rigVersion = rigVersion;
		this.localVersion = localVersion;
		this.path = path;
		// fio tells neither the physical block size nor whether the medium spins
		this.shape = new TargetShape(path + "@" + rig.name(), kind, size, blockSize, blockSize, false, identity, writable);
		this.engine = engine;
		this.removeOnClose = removeOnClose;
		this.rehearsal = rehearsal;
	}

	/** The same target, opened: it runs workloads (a rehearsal stand-in only checks them). */
	RigTarget opened(boolean remove) {
		return new RigTarget(rig, machine, rigVersion, localVersion, path, kind(), sizeBytes(), logicalBlockSize(), identity(),
				writable(), engine, remove, false);
	}

	/** The same target under another identity (a new test file's, once fio can name its disks). */
	RigTarget withIdentity(DeviceIdentity named) {
		return new RigTarget(rig, machine, rigVersion, localVersion, path, kind(), sizeBytes(), logicalBlockSize(), named,
				writable(), engine, removeOnClose, rehearsal);
	}

	public Rig rig() {
		return rig;
	}

	/** The rig's fio, as it answered when the target was checked. */
	public FioVersion rigVersion() {
		return rigVersion;
	}

	/** This machine's fio, whose client runs the jobs. */
	public FioVersion localVersion() {
		return localVersion;
	}

	@Override
	public RemoteMachine machine() {
		return machine;
	}

	@Override
	public String remotePath() {
		return path;
	}

	@Override
	public TargetShape shape() {
		return shape;
	}

	@Override
	public void check(WorkloadSpec spec) {
		engine.job(this, spec);
	}

	@Override
	public Measurement run(WorkloadSpec spec, RunObserver observer) throws IOException {
		if (rehearsal) {
			throw new IllegalStateException(name() + " is a stand-in for checking a plan: it does no I/O");
		}
		return engine.run(this, spec, observer);
	}

	/** Writes the test file whole before it is measured. */
	void fill() throws IOException {
		engine.fill(this);
	}

	@Override
	public synchronized void close() {
		if (closed) {
			return;
		}
		closed = true;
		if (removeOnClose) {
			try {
				engine.remove(this);
			} catch (IOException e) {
				// the run is saved and its figures stand: say what is left behind rather than fail it
				System.getLogger(RigTarget.class.getName()).log(System.Logger.Level.WARNING, "The test file " + path
						+ " stays on " + machine.describe() + ": " + e.getMessage() + ". Remove it there when the rig is back.");
			}
		}
	}
}
