package org.drivebench.engine.sim;

import org.drivebench.engine.stripe.StripeMap;

/**
 * A RAID-0 controller in front of simulated member drives. A host request crosses the host's path
 * once, then the controller cuts it at strip boundaries: as a chipset RAID, one member command per
 * strip, each costing the controller its per-command time (one at a time); or, merging, one command
 * per member for the bytes the request touches there. Member commands go to the members' own queues
 * (a member accepts its queue depth, the rest wait in order), and the request completes with its last
 * piece. The controller reads nothing ahead itself: a member that serves its strips in order sees a
 * contiguous stream and its own read-ahead covers its next strips while the other members work.
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
		touched = new int[members.length];
	}

	/**
	 * Sends the request of {@code slot} (issued at {@code now}) to the members.
	 *
	 * @return how many pieces it was cut into (the request completes when all have)
	 */
	int submit(long now, int slot, long offset, int size, boolean write, Pieces pieces) {
		long at = now + hostNanos;
		return splitEveryStrip ? submitStrips(at, slot, offset, size, write, pieces)
				: submitMerged(at, slot, offset, size, write, pieces);
	}

	private long nextPieceTime(long at) {
		free = Math.max(at, free) + pieceNanos;
		return free;
	}

	private int submitStrips(long at, int slot, long offset, int size, boolean write, Pieces pieces) {
		int count = 0;
		long position = offset;
		long end = offset + size;
		while (position < end) {
			int member = map.memberOf(position);
			int length = (int) Math.min(map.bytesLeftInStrip(position), end - position);
			members[member].submit(nextPieceTime(at), pieces.piece(slot, member), map.memberOffset(position), length, write);
			position += length;
			count++;
		}
		return count;
	}

	/** The bytes a request touches on one member are contiguous there: one command per member. */
	private int submitMerged(long at, int slot, long offset, int size, boolean write, Pieces pieces) {
		int count = 0;
		long position = offset;
		long end = offset + size;
		while (position < end) {
			int member = map.memberOf(position);
			long memberOffset = map.memberOffset(position);
			int length = (int) Math.min(map.bytesLeftInStrip(position), end - position);
			if (!touches(member, count)) {
				touched[count++] = member;
				memberFrom[member] = memberOffset;
			}
			memberTo[member] = memberOffset + length;
			position += length;
		}
		for (int k = 0; k < count; k++) {
			int member = touched[k];
			members[member].submit(nextPieceTime(at), pieces.piece(slot, member), memberFrom[member],
					(int) (memberTo[member] - memberFrom[member]), write);
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
