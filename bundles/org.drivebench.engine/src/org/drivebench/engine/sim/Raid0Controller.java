package org.drivebench.engine.sim;

import org.drivebench.engine.stripe.StripeMap;

/**
 * A RAID-0 controller in front of simulated member drives. A host request crosses the host's path
 * once, then the controller cuts it at strip boundaries: as a chipset RAID, one member command per
 * strip, each costing the controller (the RAID driver) its per-command time, one at a time, and the
 * member its firmware time; or, merging, one command per member for the bytes the request touches
 * there. Member commands go to the members' own queues (a member accepts its queue depth, the rest
 * wait in order), and the request completes with its last piece. The controller reads nothing ahead
 * itself: a member that serves its strips in order sees a contiguous stream, and its own read-ahead
 * covers its next strips while the other members work.
 *
 * <p>The strips a request sends one member are contiguous there, so they go to it as one device
 * command that stands for all of them: the member spends a command's firmware time on each, the data
 * starts moving after the first, and the command completes no earlier than the last one's firmware
 * time. The same figures as one command per strip, with a fraction of the events (a 1 MiB request on
 * 4 KiB strips is 256 strips).
 */
final class Raid0Controller {
	/** Hands out the completion tag of a request's piece. */
	interface Pieces {
		/** A new piece of the request in {@code slot}, bound for member {@code member}; returns its tag. */
		int piece(int slot, int member);
	}

	private final StripeMap map;
	private final SimulatedDevice[] members;
	private final long hostNanos;
	private final long pieceNanos;
	private final boolean splitEveryStrip;
	private final long[] memberFrom;
	private final long[] memberTo;
	private final int[] memberStrips;
	private final int[] memberFirstStrip;
	private final int[] touched;
	private long free;

	Raid0Controller(Raid0Parameters set, SimulatedDevice[] members) {
		this.map = set.stripeMap();
		this.members = members;
		this.hostNanos = set.members().get(0).hostOverheadNanos();
		this.pieceNanos = set.pieceOverheadNanos();
		this.splitEveryStrip = set.splitEveryStrip();
		memberFrom = new long[members.length];
		memberTo = new long[members.length];
		memberStrips = new int[members.length];
		memberFirstStrip = new int[members.length];
		touched = new int[members.length];
	}

	/**
	 * Sends the request of {@code slot} (issued at {@code now}) to the members.
	 *
	 * @return how many device commands it became (the request completes when all have)
	 */
	int submit(long now, int slot, long offset, int size, boolean write, Pieces pieces) {
		long at = now + hostNanos;
		int count = 0;
		int strips = 0;
		long position = offset;
		long end = offset + size;
		while (position < end) {
			int member = map.memberOf(position);
			long memberOffset = map.memberOffset(position);
			int length = (int) Math.min(map.bytesLeftInStrip(position), end - position);
			if (!touches(member, count)) {
				touched[count++] = member;
				memberFrom[member] = memberOffset;
				memberStrips[member] = 0;
				memberFirstStrip[member] = strips;
			}
			memberTo[member] = memberOffset + length;
			memberStrips[member]++;
			strips++;
			position += length;
		}
		// the driver issues the strips one after another (or one command per member when merging)
		long start = Math.max(at, free);
		free = start + (splitEveryStrip ? strips : count) * pieceNanos;
		for (int k = 0; k < count; k++) {
			int member = touched[k];
			int commands = splitEveryStrip ? memberStrips[member] : 1;
			long issued = start + ((splitEveryStrip ? memberFirstStrip[member] : k) + 1) * pieceNanos;
			members[member].submit(issued, pieces.piece(slot, member), memberFrom[member],
					(int) (memberTo[member] - memberFrom[member]), write, commands);
		}
		return count;
	}

	private boolean touches(int member, int count) {
		for (int k = 0; k < count; k++) {
			if (touched[k] == member) {
				return true;
			}
		}
		return false;
	}
}
