package org.drivebench.engine.targets;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.drivebench.engine.DeviceIdentity;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.TargetShape;
import org.drivebench.engine.device.DeviceReport;
import org.drivebench.engine.device.WriteGuard;
import org.drivebench.engine.device.WriteRefusedException;
import org.drivebench.engine.nativeio.FileStat;
import org.drivebench.engine.nativeio.NativeFile;
import org.drivebench.engine.nativeio.NativeIoException;
import org.drivebench.engine.stripe.StripeMap;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A raw block device opened with O_DIRECT: size from BLKGETSIZE64, logical and physical sector sizes
 * from BLKSSZGET and BLKPBSZGET, the rotational flag from sysfs.
 *
 * <p>Every open for writing goes through the {@link WriteGuard} here, whoever asks (the target factory,
 * the engine benchmark, a test): a device the guard refuses is never opened writable. The writable
 * open is exclusive (O_EXCL), so the kernel also refuses it while the device is mounted or held by md,
 * dm or swap, and it must be the device the guard inspected.
 */
public final class BlockDeviceTarget implements DirectTarget {
	private final Path path;
	private final NativeFile file;
	private final TargetShape shape;
	private boolean closed;

	private BlockDeviceTarget(Path path, NativeFile file, long size, int logical, int physical, boolean rotational,
			DeviceIdentity identity) {
		this.path = path;
		this.file = file;
		this.shape = new TargetShape(path.toString(), TargetType.BLOCK_DEVICE, size, logical, physical, rotational, identity,
				file.writable());
	}

	/**
	 * Opens {@code device} read-only.
	 *
	 * @param identity the device's identity as the caller read it, or null to describe it from what
	 *                 the kernel says (name, size, sector sizes, rotational)
	 * @throws IOException naming the device when it is not a block device or an open or ioctl fails
	 */
	public static BlockDeviceTarget openReadOnly(Path device, @Nullable DeviceIdentity identity) throws IOException {
		return open(device, false, identity);
	}

	/** {@link #openForWriting(Path, String, WriteGuard)} with the running system's guard. */
	public static BlockDeviceTarget openForWriting(Path device, String confirmation) throws IOException {
		return openForWriting(device, confirmation, new WriteGuard());
	}

	/**
	 * Opens {@code device} for reading and writing, exclusively, when {@code guard} allows it with
	 * {@code confirmation}.
	 *
	 * @throws WriteRefusedException naming the device and every finding when writing is not allowed
	 * @throws IOException           when it is not a block device, is read-only, or the open fails
	 */
	public static BlockDeviceTarget openForWriting(Path device, String confirmation, WriteGuard guard) throws IOException {
		DeviceReport report = guard.authorizeWrite(device.toString(), confirmation);
		BlockDeviceTarget target;
		try {
			target = open(device, true, report.identity());
		} catch (NativeIoException e) {
			throw e.busy() ? busy(report) : e;
		}
		try {
			FileStat opened = FileStat.of(Path.of("/proc/self/fd/" + target.file.fd()));
			if (opened.rdevMajor() != report.node().major() || opened.rdevMinor() != report.node().minor()) {
				throw new WriteRefusedException(report.path(), report.findings(), device + " names " + opened.rdevMajor() + ":"
						+ opened.rdevMinor() + " now, not the device " + report.node().deviceNumber()
						+ " the write guard inspected a moment ago: not writing to it");
			}
			return target;
		} catch (IOException | RuntimeException e) {
			target.close();
			throw e;
		}
	}

	/**
	 * Whether the kernel grants the exclusive open a write needs, asked before anything is created or
	 * written: the device is opened read-only with O_EXCL and closed again at once (nothing is written).
	 *
	 * @throws WriteRefusedException when the kernel refuses it (EBUSY), naming what may hold the device
	 */
	public static void checkExclusive(Path device, DeviceReport report) throws IOException {
		try (NativeFile file = NativeFile.open(device, false, true)) {
			// granted: released by closing
		} catch (NativeIoException e) {
			if (e.busy()) {
				throw busy(report);
			}
			throw e;
		}
	}

	private static WriteRefusedException busy(DeviceReport report) {
		return new WriteRefusedException(report.path(), report.findings(), WriteRefusedException.Reason.BUSY, "Refusing to write to "
				+ report.path() + ": the kernel refuses to open it exclusively (device or resource busy), so something holds it: a "
				+ "mounted file system, a RAID, LVM or device-mapper device built on it, or a program that opened it exclusively "
				+ "(a virtual machine, another benchmark). Stop or detach whatever holds it first; the device was not written.");
	}

	private static BlockDeviceTarget open(Path device, boolean writable, @Nullable DeviceIdentity identity) throws IOException {
		FileStat stat = FileStat.of(device);
		if (!stat.blockDevice()) {
			throw new IOException(device + " is not a block device");
		}
		NativeFile file = NativeFile.open(device, writable, writable);
		try {
			if (writable && file.readOnlyDevice()) {
				throw new IOException(device + " is a read-only device (BLKROGET): it cannot be opened for writing");
			}
			long size = file.blockDeviceSize();
			int logical = file.logicalSectorSize();
			int physical = Math.max(logical, file.physicalSectorSize());
			@Nullable SysBlock sys = SysBlock.of(stat.rdevMajor(), stat.rdevMinor());
			boolean rotational = sys != null && sys.rotational();
			DeviceIdentity id = identity != null ? identity
					: new DeviceIdentity("", sys == null ? device.getFileName().toString() : sys.name(), "", "", size,
							logical, physical, rotational, 0, "");
			return new BlockDeviceTarget(device, file, size, logical, physical, rotational, id);
		} catch (IOException | RuntimeException e) {
			file.close();
			throw e;
		}
	}

	public Path path() {
		return path;
	}

	@Override
	public TargetShape shape() {
		return shape;
	}

	@Override
	public List<NativeFile> files() {
		return List.of(file);
	}

	@Override
	public Optional<StripeMap> stripeMap() {
		return Optional.empty();
	}

	/**
	 * Discards the whole device (BLKDISCARD from its first byte to its last): a purge that leaves an SSD
	 * with no valid data, as fresh as the drive can be made without a secure erase. Only on a device
	 * opened for writing, which the user confirmed with its serial.
	 *
	 * @throws WriteRefusedException when the device was opened read-only
	 * @throws IOException           when the device refuses the discard
	 */
	public synchronized void discardAll() throws IOException {
		if (!writable()) {
			throw new WriteRefusedException(path.toString(), List.of(),
					path + " was opened read-only: a discard needs the device opened for writing, confirmed with its serial");
		}
		file.discard(0, sizeBytes());
	}

	@Override
	public synchronized void close() throws IOException {
		if (!closed) {
			closed = true;
			file.close();
		}
	}

	@Override
	public String toString() {
		return "block device " + path + " (" + Sizes.format(sizeBytes()) + ", " + logicalBlockSize() + "/" + physicalBlockSize()
				+ " B sectors" + (writable() ? ", writable" : ", read-only") + ")";
	}
}
