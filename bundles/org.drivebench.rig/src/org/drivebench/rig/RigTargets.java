package org.drivebench.rig;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleConsumer;

import org.drivebench.engine.DeviceIdentity;
import org.drivebench.engine.RemoteMachine;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.TargetShape;
import org.drivebench.engine.device.WriteRefusedException;
import org.drivebench.engine.open.TargetCheck;
import org.drivebench.engine.open.Targets;
import org.drivebench.rig.FioClient;
import org.drivebench.fio.FioProbe;
import org.drivebench.fio.FioRequirements;
import org.drivebench.fio.FioVersion;
import org.drivebench.rig.RemoteSizes;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Judges a target on a rig before anything runs, the way {@link Targets} judges a local one: the rig
 * answers (reachable, a fio server, a fio new enough on both ends), the path exists as fio sees it (a
 * device under {@code /dev}, anything else a test file), its size, and whether the run may write there.
 *
 * <p>DriveBench cannot inspect a file or device on a rig: no partitions, file systems, mounts or other
 * users are checked there, and fio writes wherever it is told. So every write on a rig needs the
 * confirmation {@code <path>@<rig>}: writing to a device, and writing a test file that exists already
 * (a test file is written whole before it is measured). A new test file needs none: DriveBench creates
 * it, and removes it afterwards unless it is kept.
 */
public final class RigTargets {
	private RigTargets() {
	}

	/**
	 * How to open a target on a rig.
	 *
	 * @param rig           the rig
	 * @param path          the file or device on the rig ({@code /dev/...} is a device)
	 * @param write         whether the run writes
	 * @param confirmation  what the user typed to allow writing: must be {@code <path>@<rig>}
	 * @param fileSizeBytes size of a new test file (0: {@link Targets#DEFAULT_FILE_SIZE})
	 * @param keepFile      leave a new test file on the rig afterwards
	 * @param fillProgress  told when a test file is written (0, then 1), may be null
	 */
	public record Request(Rig rig, String path, boolean write, String confirmation, long fileSizeBytes, boolean keepFile,
			@Nullable DoubleConsumer fillProgress) {
		public Request {
			confirmation = confirmation == null ? "" : confirmation.strip();
			path = path == null ? "" : path.strip();
		}

		/** What confirms a write: {@code <path>@<rig>}. */
		public String expectedConfirmation() {
			return path + "@" + rig.name();
		}
	}

	/**
	 * Judges the request, writing nothing.
	 *
	 * @throws RigException             when the rig cannot be reached or does not answer as a fio server
	 * @throws WriteRefusedException    when the run writes and is not confirmed with {@code <path>@<rig>}
	 * @throws IllegalArgumentException naming what is wrong: the path, the file size, a fio too old
	 */
	public static TargetCheck check(Request request, FioRemoteEngine engine) throws IOException {
		Rig rig = request.rig();
		String path = request.path();
		if (!path.startsWith("/") || path.chars().anyMatch(c -> c < ' ')) {
			throw new IllegalArgumentException("target '" + path + "' on " + rig.describe() + ": give an absolute path on the rig, "
					+ "e.g. /dev/sdb or /srv/bench.dat");
		}
		boolean device = path.startsWith("/dev/");
		if (device && request.fileSizeBytes() > 0 || device && request.keepFile()) {
			throw new IllegalArgumentException((request.keepFile() ? "keeping the test file" : "a test-file size")
					+ " applies to test files only: " + path + " on " + rig.describe() + " is a device");
		}
		FioClient client = engine.client();
		FioVersion local = client.localVersion();
		RemoteSizes.Survey survey = new RemoteSizes(client, rig).survey(List.of(path));
		FioProbe probe = survey.probe();
		RemoteMachine machine = new RemoteMachine(rig.name(), rig.address(), probe.hostName(), probe.os(), probe.arch(),
				probe.version().text());
		String where = machine.describe();
		FioRequirements.checkMinimum(probe.version(), local, where);
		RemoteSizes.Facts facts = survey.facts().get(0);
		String disks = facts.disks().isEmpty() ? "" : " on " + String.join(", ", facts.disks());
		List<String> notes = new ArrayList<>(List.of("measured by " + probe.version() + " on " + where + "; its figures reach "
				+ "this machine as each step ends"));
		List<String> overwrites = new ArrayList<>();
		boolean confirmed = request.confirmation().equals(request.expectedConfirmation());
		long size;
		int block;
		boolean newFile = false;
		String model;
		if (device) {
			if (!facts.found()) {
				throw new IllegalArgumentException(path + " on " + where + ": " + facts.problem());
			}
			size = facts.sizeBytes();
			block = requireDirect(facts, where);
			model = path + disks;
			if (request.write()) {
				refuseUnconfirmed(request, confirmed, where, "writing to device " + path);
				overwrites.add(path + " on " + where + " (" + Sizes.capacity(size) + " as fio reads it): whatever it holds; "
						+ "DriveBench cannot inspect a device on a rig (no partitions, file systems or mounts were checked)");
			}
		} else if (facts.found()) {
			size = facts.sizeBytes();
			if (request.fileSizeBytes() > 0 && request.fileSizeBytes() != size) {
				throw new IllegalArgumentException("test file " + path + " exists on " + where + " with " + Sizes.format(size)
						+ ", not the " + Sizes.format(request.fileSizeBytes()) + " asked for: ask for its size, or choose another path");
			}
			checkFileSize(path, size, where);
			block = requireDirect(facts, where);
			model = "test file" + disks;
			refuseUnconfirmed(request, confirmed, where, "test file " + path + " exists there, and DriveBench writes a test file "
					+ "whole with random data before it measures it; writing it");
			overwrites.add("test file " + path + " on " + where + " (" + Sizes.format(size) + "): written whole with random data "
					+ "before the first measurement");
		} else if (facts.problem().startsWith("no such file")) {
			size = request.fileSizeBytes() > 0 ? request.fileSizeBytes() : Targets.DEFAULT_FILE_SIZE;
			checkFileSize(path, size, where);
			block = 4096; // a new file's direct I/O: 4 KiB suits every file system fio writes on
			model = "test file";
			newFile = true;
			if (!request.keepFile()) {
				notes.add("the new test file " + path + " is removed from the rig afterwards (--keep-file keeps it)");
			}
		} else {
			throw new IllegalArgumentException("test file " + path + " on " + where + ": " + facts.problem());
		}
		DeviceIdentity identity = identity(model, rig, size, block);
		// the stand-in a plan is checked against: it checks every workload as the rig's fio will, and does no I/O
		RigTarget stand = new RigTarget(rig, machine, probe.version(), local, path, device ? TargetType.BLOCK_DEVICE : TargetType.FILE,
				size, block, identity, request.write(), engine, false, true);
		boolean fill = !device;
		boolean remove = newFile && !request.keepFile();
		boolean created = newFile;
		TargetShape shape = TargetShape.of(stand, request.write());
		return new TargetCheck(shape, stand, overwrites, notes, (cancelled, log) -> {
			RigTarget opened = stand.opened(remove);
			if (fill) {
				progress(request, 0);
				try {
					opened.fill();
				} catch (IOException | RuntimeException e) {
					if (remove) {
						opened.close(); // removes the new file; a rig that went away leaves it, with a warning
					}
					throw e;
				}
				progress(request, 1);
			}
			return created ? namedByItsDisks(opened, client, rig, path, size, block) : opened;
		});
	}

	/**
	 * A new test file under the name an existing one gets (its disks, which fio names only once the file
	 * exists), so the same file measured again is the same drive in the library; unnamed if the rig does
	 * not say.
	 */
	private static RigTarget namedByItsDisks(RigTarget opened, FioClient client, Rig rig, String path, long size, int block) {
		try {
			List<String> disks = new RemoteSizes(client, rig).survey(List.of(path)).facts().get(0).disks();
			return disks.isEmpty() ? opened : opened.withIdentity(identity("test file on " + String.join(", ", disks), rig, size, block));
		} catch (RigException e) {
			return opened; // the run will meet the rig's trouble itself, naming it
		}
	}

	/** A rig's file or device as the library knows it: its size and block, and a model naming it and the rig. */
	private static DeviceIdentity identity(String model, Rig rig, long size, int block) {
		return new DeviceIdentity("", model + " at rig " + rig.name(), "", "", size, block, block, false, 0, "fio on a rig");
	}

	private static void progress(Request request, double fraction) {
		DoubleConsumer p = request.fillProgress();
		if (p != null) {
			p.accept(fraction);
		}
	}

	private static int requireDirect(RemoteSizes.Facts facts, String where) {
		if (facts.directBlockBytes() == 0) {
			throw new IllegalArgumentException(facts.path() + " on " + where + " takes no direct reads of 512 B or 4 KiB; "
					+ "DriveBench measures with direct I/O only (the page cache is never counted)");
		}
		return facts.directBlockBytes();
	}

	private static void checkFileSize(String path, long size, String where) {
		if (size < Targets.MIN_FILE_SIZE || size % 4096 != 0) {
			throw new IllegalArgumentException("test file " + path + " on " + where + ": " + Sizes.format(size) + " (" + size
					+ " bytes); a test file must be " + Sizes.format(Targets.MIN_FILE_SIZE) + " or more and a multiple of 4 KiB");
		}
	}

	private static void refuseUnconfirmed(Request request, boolean confirmed, String where, String what)
			throws WriteRefusedException {
		if (confirmed) {
			return;
		}
		String given = request.confirmation().isEmpty() ? "" : " (" + request.confirmation() + " does not name it)";
		throw new WriteRefusedException(request.expectedConfirmation(), List.of(), WriteRefusedException.Reason.NOT_CONFIRMED,
				what + " on " + where + " needs the confirmation --confirm-device " + request.expectedConfirmation() + given
						+ ". DriveBench cannot inspect files or devices on a rig: make sure nothing there is in use or of value.");
	}
}
