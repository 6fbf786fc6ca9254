package org.drivebench.core.runner;

import org.drivebench.model.TargetKind;

/**
 * The model's name for each kind of engine target. A switch without a default: a kind the engine adds
 * does not compile here until it has its place in the library, instead of being saved as nothing.
 */
public final class TargetKinds {
	private TargetKinds() {
	}

	/** The kind a run records for a target of engine kind {@code kind}. */
	public static TargetKind toModel(org.drivebench.engine.TargetType kind) {
		return switch (kind) {
		case FILE -> TargetKind.FILE;
		case BLOCK_DEVICE -> TargetKind.BLOCK_DEVICE;
		case STRIPED -> TargetKind.STRIPED;
		case SIMULATED -> TargetKind.SIMULATED;
		};
	}
}
