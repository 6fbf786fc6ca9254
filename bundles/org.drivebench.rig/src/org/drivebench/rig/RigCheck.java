package org.drivebench.rig;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.drivebench.engine.InvalidWorkloadException;
import org.drivebench.rig.FioClient;
import org.drivebench.fio.FioProbe;
import org.drivebench.fio.FioRequirements;
import org.drivebench.fio.FioVersion;
import org.drivebench.rig.RemoteSizes;

/**
 * What a rig is like now, for {@code drivebench rigs check} and the workbench: whether it can be
 * reached and answers as a fio server, its host name, system and fio, whether that fio and this
 * machine's can measure together, and the block devices fio can read there with their sizes (the usual
 * whole-disk names, or the paths asked about). It only reads.
 */
public final class RigCheck {
	/** Whole disks looked for when no path is named: SCSI/SATA, virtio, Xen, NVMe, IDE and MMC names. */
	public static final List<String> USUAL_DISKS = usualDisks();
	/** {@link #USUAL_DISKS} in a few words, for messages. */
	public static final String USUAL_DISK_NAMES = "/dev/sd[a-p], /dev/vd[a-h], /dev/xvd[a-h], /dev/nvme[0-7]n1, /dev/hd[a-d], "
			+ "/dev/mmcblk[01]";

	/**
	 * What the check found.
	 *
	 * @param rig          the rig
	 * @param probe        its answer about itself
	 * @param local        this machine's fio
	 * @param incompatible why the two fios cannot measure together; empty when they can
	 * @param targets      the paths fio could read, and the usual disks that are there but fio could not
	 *                     open (with what fio said); for paths named, every path asked about
	 */
	public record Report(Rig rig, FioProbe probe, FioVersion local, Optional<String> incompatible, List<RemoteSizes.Facts> targets) {
	}

	private RigCheck() {
	}

	/**
	 * Checks {@code rig}; looks at {@code paths}, or at {@link #USUAL_DISKS} when none are given.
	 *
	 * @throws RigException naming the rig and why it cannot be reached or does not answer as a fio server
	 */
	public static Report check(FioClient client, Rig rig, List<String> paths) throws RigException {
		return check(client, rig, paths, USUAL_DISKS);
	}

	/** {@link #check(FioClient, Rig, List)} looking at {@code usual} when no path is named. */
	static Report check(FioClient client, Rig rig, List<String> paths, List<String> usual) throws RigException {
		FioVersion local = client.localVersion();
		boolean named = !paths.isEmpty();
		RemoteSizes.Survey survey = new RemoteSizes(client, rig).survey(named ? paths : usual);
		Optional<String> incompatible;
		try {
			FioRequirements.checkMinimum(survey.probe().version(), local, rig.describe());
			incompatible = Optional.empty();
		} catch (InvalidWorkloadException e) {
			incompatible = Optional.of(e.getMessage().replaceFirst("^backend = fio: ", ""));
		}
		// a usual disk that is there but fio could not open (permissions, a sandbox) is shown with why
		List<RemoteSizes.Facts> targets = named ? survey.facts()
				: survey.facts().stream().filter(f -> f.found() || !f.missing()).toList();
		return new Report(rig, survey.probe(), local, incompatible, targets);
	}

	private static List<String> usualDisks() {
		List<String> disks = new ArrayList<>();
		for (char c = 'a'; c <= 'p'; c++) {
			disks.add("/dev/sd" + c);
		}
		for (char c = 'a'; c <= 'h'; c++) {
			disks.add("/dev/vd" + c);
			disks.add("/dev/xvd" + c);
		}
		for (int i = 0; i < 8; i++) {
			disks.add("/dev/nvme" + i + "n1");
		}
		for (char c = 'a'; c <= 'd'; c++) {
			disks.add("/dev/hd" + c);
		}
		disks.add("/dev/mmcblk0");
		disks.add("/dev/mmcblk1");
		return List.copyOf(disks);
	}
}
