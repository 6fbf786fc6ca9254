package org.drivebench.engine.run;

import java.util.Optional;

import org.drivebench.engine.stripe.StripeMap;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The member I/Os of one request: a single piece on a file or device, one per strip touched on a
 * striped set. Reused for every request (no allocation).
 */
final class IoPieces {
	private final @Nullable StripeMap map;
	final int[] file;
	final long[] fileOffset;
	final int[] length;
	private int count;

	IoPieces(Optional<StripeMap> stripeMap, int maxSize) {
		@Nullable StripeMap stripes = stripeMap.isPresent() ? stripeMap.get() : null;
		map = stripes;
		int max = stripes == null ? 1 : stripes.maxPieces(maxSize);
		file = new int[max];
		fileOffset = new long[max];
		length = new int[max];
	}

	/** The most pieces a request can split into. */
	int maxPieces() {
		return file.length;
	}

	/** Splits the request; returns the number of pieces. */
	int split(long offset, int size) {
		StripeMap stripes = map;
		if (stripes == null) {
			file[0] = 0;
			fileOffset[0] = offset;
			length[0] = size;
			count = 1;
		} else {
			count = stripes.split(offset, size, file, fileOffset, length);
		}
		return count;
	}

	int count() {
		return count;
	}
}
