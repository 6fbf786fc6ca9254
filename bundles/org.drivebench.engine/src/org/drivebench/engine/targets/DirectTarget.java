package org.drivebench.engine.targets;

import java.util.List;
import java.util.Optional;

import org.drivebench.engine.Target;
import org.drivebench.engine.nativeio.NativeFile;
import org.drivebench.engine.stripe.StripeMap;

/**
 * A target backed by O_DIRECT descriptors, which the engine's io_uring and thread backends drive.
 * One descriptor for a file or a device; one per member for a striped set, with the mapping from the
 * set's offsets to the members'.
 */
public interface DirectTarget extends Target {
	/** The descriptors I/O goes to, in member order. */
	List<NativeFile> files();

	/** The RAID-0 mapping over {@link #files()}, or empty when the target is a single file or device. */
	Optional<StripeMap> stripeMap();

	/** Buffer alignment direct I/O needs: at least the logical block size, at least a page. */
	default int bufferAlignment() {
		return Math.max(4096, logicalBlockSize());
	}
}
