package org.drivebench.core.drive;

import org.drivebench.engine.sim.SimulatedTarget;

/**
 * The sensor of a simulated SSD: its thermal model on the virtual clock, read for any time up to the
 * drive's present ({@link SimulatedTarget#temperatureCelsius}); its warning and critical temperatures and
 * throttle transitions from its health log ({@link SimulatedTarget#ssdStatus()}).
 */
final class SimulatedSensor implements TemperatureSensor {
	/**
	 * Read every 100 ms of virtual time, the thermal model's step: every reading the model makes is kept
	 * (a throttled drive may stay at its warning temperature for one step only).
	 */
	static final long INTERVAL_NANOS = 100_000_000L;

	private final SimulatedTarget drive;

	SimulatedSensor(SimulatedTarget drive) {
		this.drive = drive;
	}

	@Override
	public String source() {
		return "the simulator's thermal model (" + drive.name() + ")";
	}

	@Override
	public long intervalNanos() {
		return INTERVAL_NANOS;
	}

	@Override
	public boolean pastReadable() {
		return true;
	}

	@Override
	public long nowNanos() {
		return drive.virtualClockNanos();
	}

	@Override
	public double celsiusAt(long nanos) {
		return drive.temperatureCelsius(0, nanos);
	}

	@Override
	public double warningCelsius() {
		return drive.ssdStatus().warningCelsius();
	}

	@Override
	public double criticalCelsius() {
		return drive.ssdStatus().criticalCelsius();
	}

	@Override
	public long throttleEvents() {
		return drive.ssdStatus().throttleTransitions();
	}

	@Override
	public long workloadStartNanos(long handedOverNanos) {
		return drive.runStartNanos();
	}
}
