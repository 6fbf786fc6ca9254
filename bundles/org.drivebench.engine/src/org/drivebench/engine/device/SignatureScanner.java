package org.drivebench.engine.device;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Looks for every signature DriveBench knows in a device's first and last MiB: filesystems
 * ({@link FilesystemSignatures}), swap, RAID, LVM, LUKS, bcache and ZFS ({@link VolumeSignatures}),
 * and partition tables ({@link PartitionTableSignatures}).
 */
public final class SignatureScanner {
	private final List<SignatureDetector> detectors;

	/** A scanner with every known detector. */
	public SignatureScanner() {
		List<SignatureDetector> all = new ArrayList<>();
		all.addAll(PartitionTableSignatures.all());
		all.addAll(FilesystemSignatures.all());
		all.addAll(VolumeSignatures.all());
		this.detectors = List.copyOf(all);
	}

	public List<DiskSignature> scan(DeviceSample sample) {
		List<DiskSignature> found = new ArrayList<>();
		for (SignatureDetector detector : detectors) {
			found.addAll(detector.detect(sample));
		}
		return List.copyOf(found);
	}

	/** Reads the device's (or image file's) two ends and scans them; nothing is written. */
	public List<DiskSignature> scan(Path device, long sizeBytes) throws IOException {
		return scan(DeviceSample.read(device, sizeBytes));
	}
}
