package org.drivebench.drivetests.random;

import org.drivebench.core.api.InvalidParameterException;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.StandardParameters;
import org.drivebench.engine.Target;

/** Where random I/Os may land: the checks of the {@code alignment} parameter against a target. */
final class RandomPlacement {
	private RandomPlacement() {
	}

	/**
	 * The {@code alignment} parameter in bytes, 0 for "the I/O's own size".
	 *
	 * @throws InvalidParameterException when it is not 0 or a multiple of the target's logical block
	 */
	static int alignment(ParameterValues values, Target target) {
		int alignment = Math.toIntExact(values.size(StandardParameters.ALIGNMENT));
		int grain = Math.max(512, target.logicalBlockSize());
		if (alignment % grain != 0) {
			throw new InvalidParameterException(StandardParameters.ALIGNMENT, "alignment = " + values.format(StandardParameters.ALIGNMENT) + ": must be 0 (each "
					+ "I/O's own size) or a multiple of " + grain + " B, " + target.name() + "'s logical block");
		}
		return alignment;
	}
}
