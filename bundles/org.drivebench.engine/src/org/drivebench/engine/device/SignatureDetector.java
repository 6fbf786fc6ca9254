package org.drivebench.engine.device;

import java.util.List;

/** Recognises one format (or a family of formats) in a {@link DeviceSample}. */
@FunctionalInterface
public interface SignatureDetector {
	/** The signatures of this format found in the sample, empty when none. */
	List<DiskSignature> detect(DeviceSample sample);
}
