package org.drivebench.engine;

/** The I/O backend a workload runs on. */
public enum Backend {
	/**
	 * io_uring for queue depth above 1 and for striped sets (the pieces of one I/O go to the members
	 * together), worker threads for queue depth 1 or where io_uring is unavailable; the virtual clock
	 * for simulated targets.
	 */
	AUTO("auto"),
	/** io_uring with batched submission. */
	IO_URING("io_uring"),
	/** One thread per outstanding I/O doing pread/pwrite on O_DIRECT descriptors. */
	THREADS("threads"),
	/** The simulated drive's discrete-event backend. */
	VIRTUAL_CLOCK("virtual-clock"),
	/**
	 * fio on another machine (a rig), through fio's client/server mode: the workload ran as a fio job
	 * there ({@link RemoteTarget}). Never chosen for a local target.
	 */
	FIO("fio");

	private final String label;

	Backend(String label) {
		this.label = label;
	}

	/** The name results record, e.g. "io_uring". */
	public String label() {
		return label;
	}
}
