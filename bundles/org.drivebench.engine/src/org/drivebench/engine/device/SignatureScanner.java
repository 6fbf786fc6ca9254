package org.drivebench.engine.device;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds the on-disk signatures of a device or image file. It asks util-linux's libblkid
 * ({@link Blkid}), which knows every format {@code blkid} and {@code wipefs} know; where the library
 * is missing it falls back to DriveBench's own list, which looks in the device's first and last MiB:
 * filesystems ({@link FilesystemSignatures}), swap, RAID, LVM, LUKS, bcache and ZFS
 * ({@link VolumeSignatures}), and partition tables ({@link PartitionTableSignatures}).
 */
public final class SignatureScanner {
	private final List<SignatureDetector> detectors;
	private final Optional<Blkid> blkid;

	/** A scanner with libblkid when it is available, else every detector of DriveBench's own list. */
	public SignatureScanner() {
		this(Blkid.available());
	}

	/** A scanner with the given library, or DriveBench's own list when it is empty. */
	public SignatureScanner(Optional<Blkid> blkid) {
		List<SignatureDetector> all = new ArrayList<>();
		all.addAll(PartitionTableSignatures.all());
		all.addAll(FilesystemSignatures.all());
		all.addAll(VolumeSignatures.all());
		this.detectors = List.copyOf(all);
		this.blkid = blkid;
	}

	/** DriveBench's own detectors on a sample of a device's two ends (what the fallback uses). */
	public List<DiskSignature> scan(DeviceSample sample) {
		List<DiskSignature> found = new ArrayList<>();
		for (SignatureDetector detector : detectors) {
			found.addAll(detector.detect(sample));
		}
		return List.copyOf(found);
	}

	/**
	 * Every signature on a device or image file of {@code sizeBytes}; nothing is written.
	 *
	 * @throws IOException when it cannot be read
	 */
	public List<DiskSignature> scan(Path device, long sizeBytes) throws IOException {
		if (blkid.isPresent()) {
			return blkid.get().probe(device);
		}
		return scan(DeviceSample.read(device, sizeBytes));
	}

	/** Which list recognises signatures, for listings and messages: libblkid and its version, or the fallback and why. */
	public String source() {
		return blkid.map(b -> "util-linux libblkid " + b.version())
				.orElseGet(() -> "DriveBench's own list of formats (" + Blkid.unavailableReason().orElse("libblkid not used") + ")");
	}
}
