package org.drivebench.ui.run;

import org.drivebench.core.runner.RunPlan;

/**
 * A run the launcher asks for: what to measure, the checked plan, and the confirmation that allows
 * writing to a device.
 *
 * @param target       the target
 * @param plan         the tests with their checked parameters
 * @param confirmation the device's serial as typed, or empty
 */
public record RunRequest(TargetChoice target, RunPlan plan, String confirmation) {
	public RunRequest {
		confirmation = confirmation == null ? "" : confirmation.strip();
	}
}
