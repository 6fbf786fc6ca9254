package org.drivebench.core.api;

import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

import org.drivebench.core.units.Dimension;
import org.drivebench.model.SeriesKind;
import org.drivebench.model.SeriesRole;
import org.eclipse.jdt.annotation.Nullable;

/**
 * What each {@link SeriesRole} asks of a series' x axis, and how it is drawn by default. The result
 * writer checks every series a test reports against it, so a plugin that mislabels an axis hears of it
 * when it runs, not from a reader of a wrong chart.
 */
public final class SeriesRoles {
	private SeriesRoles() {
	}

	/** The dimensions the x axis of a series of {@code role} may have; every dimension for a role that names none. */
	public static Set<Dimension> xDimensions(SeriesRole role) {
		return switch (role) {
		case SURFACE -> EnumSet.of(Dimension.DATA, Dimension.SHARE);
		case BLOCK_SIZE_SWEEP -> EnumSet.of(Dimension.DATA);
		case QUEUE_DEPTH_SWEEP, PER_WORKER, PER_CASE, ROUNDS -> EnumSet.of(Dimension.NUMBER);
		case READ_SHARE_SWEEP -> EnumSet.of(Dimension.SHARE);
		case PER_INTERVAL, TEMPERATURE -> EnumSet.of(Dimension.TIME);
		default -> EnumSet.allOf(Dimension.class);
		};
	}

	/** How a series of {@code role} is drawn unless the test says otherwise. */
	public static SeriesKind defaultKind(SeriesRole role) {
		return switch (role) {
		case SCATTER -> SeriesKind.SCATTER;
		case PER_WORKER, PER_CASE -> SeriesKind.BAR;
		default -> SeriesKind.LINE;
		};
	}

	/**
	 * @throws IllegalArgumentException naming the series when it has no role or its x axis does not fit
	 *                                  the role
	 */
	public static void check(String key, @Nullable SeriesRole role, ResultWriter.Axis x) {
		if (role == null || role == SeriesRole.UNSPECIFIED) {
			throw new IllegalArgumentException("series '" + key + "' must declare its role (SURFACE, BLOCK_SIZE_SWEEP, ...): "
					+ "views and exports choose its charts from it");
		}
		Set<Dimension> allowed = xDimensions(role);
		if (!allowed.contains(x.unit().dimension())) {
			throw new IllegalArgumentException("series '" + key + "' is a " + role + " series, whose x axis is "
					+ allowed.stream().map(Dimension::description).collect(Collectors.joining(" or ")) + "; '" + x.label()
					+ "' is in " + x.unit().describe());
		}
	}
}
