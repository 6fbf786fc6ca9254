package org.drivebench.engine.sim;

import static org.drivebench.engine.sim.DriveModel.require;

import java.util.List;

import org.drivebench.engine.stripe.StripeMap;

/**
 * A simulated RAID-0 set: its member drives (any models, in member order), its strip, and how its
 * controller handles a request. Open one with {@link SimulatedDrives#openStriped(Raid0Parameters)}.
 *
 * @param members            the members' models, 2 to {@link SimulatedDrives#MAX_MEMBERS}; they must share
 *                           the logical sector size
 * @param stripBytes         a power of two from 4 KiB to 1 MiB
 * @param pieceOverheadNanos the controller's (RAID driver's) time per member command, one at a time
 * @param splitEveryStrip    true: a request becomes one member command per strip it touches, as a
 *                           chipset RAID (Intel RST) sends them; false: the bytes a request touches on
 *                           one member go as one command (they are contiguous there), as Linux md merges them
 */
public record Raid0Parameters(List<DriveModel> members, int stripBytes, long pieceOverheadNanos,
		boolean splitEveryStrip) {
	/** A chipset RAID's time per member command: the driver's work to build and issue it. */
	public static final long CHIPSET_PIECE_NANOS = 5_000;

	public Raid0Parameters {
		members = List.copyOf(members);
		require(members.size() >= 2 && members.size() <= SimulatedDrives.MAX_MEMBERS, "members", members.size(),
				"a simulated RAID-0 set has 2 to " + SimulatedDrives.MAX_MEMBERS);
		require(stripBytes >= StripeMap.MIN_STRIP && stripBytes <= StripeMap.MAX_STRIP && Integer.bitCount(stripBytes) == 1,
				"stripBytes", stripBytes, "must be a power of two from 4 KiB to 1 MiB");
		require(pieceOverheadNanos >= 0, "pieceOverheadNanos", pieceOverheadNanos, "must be 0 or more");
		int logical = members.get(0).logicalSectorBytes();
		for (DriveModel m : members) {
			require(m.logicalSectorBytes() == logical, "members", m.name(), "all members must have the "
					+ logical + "-byte logical sector of " + members.get(0).name());
			require(m.capacityBytes() >= stripBytes, "members", m.name(), "each member must hold at least one strip");
		}
	}

	/** A chipset RAID-0 (the seeds' Intel chipset): every strip a request touches is a member command of its own. */
	public static Raid0Parameters chipset(List<DriveModel> members, int stripBytes) {
		return new Raid0Parameters(members, stripBytes, CHIPSET_PIECE_NANOS, true);
	}

	/** {@code count} members of {@code model} on a chipset RAID. */
	public static Raid0Parameters chipset(DriveModel model, int count, int stripBytes) {
		return chipset(java.util.Collections.nCopies(count, model), stripBytes);
	}

	/** The smallest member's capacity: what every member contributes. */
	public long memberCapacityBytes() {
		return members.stream().mapToLong(DriveModel::capacityBytes).min().orElseThrow();
	}

	/** The address mapping of the set. */
	public StripeMap stripeMap() {
		return new StripeMap(members.size(), stripBytes, memberCapacityBytes());
	}

	/** Whether every member is the same model. */
	public boolean identicalMembers() {
		return members.stream().allMatch(members.get(0)::equals);
	}
}
