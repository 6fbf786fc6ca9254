package org.drivebench.engine;

import java.io.IOException;

/**
 * A target on another machine, measured there by a remote engine (fio's server on a rig) rather than
 * by this process. Nothing about it can be read here: no sysfs, no smartctl, no kernel counters, and
 * none of the local write guard's inspection; its path names a file or device on that machine, never
 * one of this machine's. {@code run.DefaultIoEngine} hands such a target its
 * workloads, so every test runs on it unchanged.
 */
public interface RemoteTarget extends Target {
	/** The machine it lives on. */
	RemoteMachine machine();

	/** Its path on that machine, e.g. {@code /dev/sdb} or {@code /srv/bench.dat}. */
	String remotePath();

	/**
	 * Checks that the remote engine can run {@code spec} as the local engine would, before any I/O:
	 * every part of the workload it cannot express exactly is refused.
	 *
	 * @throws InvalidWorkloadException naming the field and why the remote engine cannot run it
	 */
	void check(WorkloadSpec spec);

	/** Runs {@code spec}, already checked, on the remote machine. */
	Measurement run(WorkloadSpec spec, RunObserver observer) throws IOException;
}
