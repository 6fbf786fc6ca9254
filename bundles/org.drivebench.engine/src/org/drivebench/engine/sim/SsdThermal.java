package org.drivebench.engine.sim;

import static org.drivebench.engine.sim.DriveModel.require;

import java.util.List;

/**
 * How a simulated SSD heats and throttles. The drive is one body of heat capacity {@code C} in air
 * (and board) at {@code ambientCelsius}, cooling by Newton's law through {@code R} kelvin per watt:
 * {@code C dT/dt = P - (T - ambient) / R}. Its power {@code P} is the idle power plus the energy of its
 * work: bytes the controller moves for the host (either way: link, ECC, buffers), bytes read from flash
 * (host reads, garbage collection and folding), bytes programmed in SLC and in TLC mode. At or above a
 * step's temperature the drive moves at most that step's rate for the host, each way, and programs at
 * most that rate into flash; it leaves the step once it has cooled {@code hysteresisKelvin} below it. The drive
 * reports {@code warningCelsius} and {@code criticalCelsius} as an NVMe drive does (WCTEMP, CCTEMP).
 *
 * @param ambientCelsius              temperature of the air around the drive
 * @param heatCapacityJoulesPerKelvin the drive's heat capacity (PCB, packages, label)
 * @param kelvinPerWatt               thermal resistance to the ambient air: at a steady power P the
 *                                    drive settles at ambient + P x this
 * @param idleWatts                   power with nothing to do
 * @param hostJoulesPerGigabyte       the controller's energy per 10^9 bytes moved for the host, either way
 * @param readJoulesPerGigabyte       energy per 10^9 bytes read from flash
 * @param slcProgramJoulesPerGigabyte energy per 10^9 bytes programmed in SLC mode
 * @param tlcProgramJoulesPerGigabyte energy per 10^9 bytes programmed in TLC mode
 * @param warningCelsius              the warning composite temperature the drive reports
 * @param criticalCelsius             the critical composite temperature the drive reports
 * @param hysteresisKelvin            how far below a step's temperature the drive must cool to leave it
 * @param steps                       throttle steps, by rising temperature
 */
public record SsdThermal(double ambientCelsius, double heatCapacityJoulesPerKelvin, double kelvinPerWatt,
		double idleWatts, double hostJoulesPerGigabyte, double readJoulesPerGigabyte, double slcProgramJoulesPerGigabyte,
		double tlcProgramJoulesPerGigabyte, double warningCelsius, double criticalCelsius, double hysteresisKelvin,
		List<ThrottleStep> steps) {

	/**
	 * A throttle step: at or above {@code celsius} the drive moves at most {@code megabytesPerSecond}.
	 *
	 * @param celsius            where the step starts
	 * @param megabytesPerSecond the rate it allows, each way
	 */
	public record ThrottleStep(double celsius, double megabytesPerSecond) {
		public ThrottleStep {
			require(megabytesPerSecond > 0, "megabytesPerSecond", megabytesPerSecond, "must be above 0");
		}
	}

	public SsdThermal {
		require(heatCapacityJoulesPerKelvin > 0, "heatCapacityJoulesPerKelvin", heatCapacityJoulesPerKelvin,
				"must be above 0");
		require(kelvinPerWatt > 0, "kelvinPerWatt", kelvinPerWatt, "must be above 0");
		require(idleWatts >= 0, "idleWatts", idleWatts, "must be 0 or more");
		require(hostJoulesPerGigabyte >= 0 && readJoulesPerGigabyte >= 0 && slcProgramJoulesPerGigabyte >= 0
				&& tlcProgramJoulesPerGigabyte >= 0, "joulesPerGigabyte", hostJoulesPerGigabyte + "/"
						+ readJoulesPerGigabyte + "/" + slcProgramJoulesPerGigabyte + "/" + tlcProgramJoulesPerGigabyte,
				"must be 0 or more");
		require(criticalCelsius >= warningCelsius, "criticalCelsius", criticalCelsius,
				"must be at least the warning temperature");
		require(hysteresisKelvin >= 0, "hysteresisKelvin", hysteresisKelvin, "must be 0 or more");
		steps = List.copyOf(steps);
		for (int i = 1; i < steps.size(); i++) {
			require(steps.get(i).celsius() > steps.get(i - 1).celsius()
					&& steps.get(i).megabytesPerSecond() <= steps.get(i - 1).megabytesPerSecond(), "steps", steps,
					"must rise in temperature and fall in rate");
		}
	}

	/** The drive's time constant, seconds: R x C. */
	public double timeConstantSeconds() {
		return kelvinPerWatt * heatCapacityJoulesPerKelvin;
	}

	/** Where an idle drive settles: ambient + idle power x R. */
	public double idleCelsius() {
		return ambientCelsius + idleWatts * kelvinPerWatt;
	}
}
