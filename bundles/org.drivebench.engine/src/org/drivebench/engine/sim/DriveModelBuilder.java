package org.drivebench.engine.sim;

/**
 * What the builders of every kind of drive model share: identity, host and controller times, queue,
 * link and variation. Fluent: each setter returns the concrete builder.
 *
 * @param <B> the concrete builder
 */
public abstract class DriveModelBuilder<B extends DriveModelBuilder<B>> {
	protected String name = "";
	protected String model = "";
	protected String serial = "";
	protected String driveClass = "";
	protected long capacityBytes;
	protected long hostOverheadNanos;
	protected long commandOverheadNanos;
	protected long writeOverheadNanos;
	protected int queueDepth = 1;
	protected double interfaceMegabytesPerSecond;
	protected String interfaceName = "";
	protected Variation variation = Variation.NONE;

	DriveModelBuilder() {
	}

	/** This builder, as its own type. */
	protected abstract B self();

	/** Copies the shared fields of {@code m} (a model of the builder's kind). */
	protected B copyShared(DriveModel m, long commandNanos, long writeNanos, double linkMegabytesPerSecond,
			String linkName) {
		name = m.name();
		model = m.identity().model();
		serial = m.identity().serial();
		driveClass = m.driveClass();
		capacityBytes = m.capacityBytes();
		hostOverheadNanos = m.hostOverheadNanos();
		commandOverheadNanos = commandNanos;
		writeOverheadNanos = writeNanos;
		queueDepth = m.queueDepth();
		interfaceMegabytesPerSecond = linkMegabytesPerSecond;
		interfaceName = linkName;
		variation = m.variation();
		return self();
	}

	public B name(String v) {
		name = v;
		return self();
	}

	public B model(String v) {
		model = v;
		return self();
	}

	public B serial(String v) {
		serial = v;
		return self();
	}

	public B driveClass(String v) {
		driveClass = v;
		return self();
	}

	public B capacityBytes(long v) {
		capacityBytes = v;
		return self();
	}

	public B hostOverheadNanos(long v) {
		hostOverheadNanos = v;
		return self();
	}

	public B commandOverheadNanos(long v) {
		commandOverheadNanos = v;
		return self();
	}

	public B writeOverheadNanos(long v) {
		writeOverheadNanos = v;
		return self();
	}

	public B queueDepth(int v) {
		queueDepth = v;
		return self();
	}

	/** The link's payload rate, MB/s, and its name, e.g. "SATA 6Gb/s". */
	public B link(double megabytesPerSecond, String label) {
		interfaceMegabytesPerSecond = megabytesPerSecond;
		interfaceName = label;
		return self();
	}

	public B variation(Variation v) {
		variation = v;
		return self();
	}
}
