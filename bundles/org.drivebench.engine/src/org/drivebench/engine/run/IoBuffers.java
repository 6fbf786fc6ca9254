package org.drivebench.engine.run;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.data.VerifyPattern;
import org.drivebench.engine.data.WriteData;
import org.drivebench.engine.nativeio.BufferMemory;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The aligned I/O buffers of one worker (or one lane): a read buffer and a write buffer per slot, as
 * the workload needs them, allocated and filled with the data pattern before the run. A write is
 * prepared in place: stamped ({@link WriteData}) or, in verify mode, filled with the verify pattern.
 */
final class IoBuffers {
	private final int slotSize;
	private final int slots;
	private final MemorySegment readArea;
	private final MemorySegment writeArea;
	private final WriteData data;
	private final @Nullable VerifyPattern verify;

	/**
	 * @param verify the verify pattern, or null when not verifying
	 * @param writer distinguishes this buffer set's data from other workers' and lanes'
	 */
	IoBuffers(Arena arena, RunSetup plan, int slots, @Nullable VerifyPattern verify, int writer) {
		WorkloadSpec spec = plan.spec;
		this.slotSize = plan.slotSize;
		this.slots = slots;
		this.verify = verify;
		long bytes = (long) slotSize * slots;
		readArea = plan.reads ? BufferMemory.allocate(arena, bytes, plan.alignment, slotSize) : MemorySegment.NULL;
		writeArea = plan.writes ? BufferMemory.allocate(arena, bytes, plan.alignment, slotSize) : MemorySegment.NULL;
		data = new WriteData(spec.dataPattern(), spec.compressiblePercent(), spec.seed(), writer);
		if (plan.writes && verify == null) {
			data.initialize(writeArea, 0, bytes);
		}
	}

	/** Position of {@code slot}'s buffer inside its area. */
	long position(int slot) {
		return (long) slot * slotSize;
	}

	/** The area holding the buffers of one direction. */
	MemorySegment area(boolean write) {
		return write ? writeArea : readArea;
	}

	/** Address of {@code slot}'s buffer for one direction. */
	long address(boolean write, int slot) {
		return area(write).address() + position(slot);
	}

	/** Index of {@code slot}'s buffer among {@link #registration()}'s buffers. */
	int bufferIndex(boolean write, int slot) {
		return write && readArea != MemorySegment.NULL ? slots + slot : slot;
	}

	/** Addresses and lengths of every buffer, read buffers first, to register with a ring. */
	long[][] registration() {
		int areas = (readArea != MemorySegment.NULL ? 1 : 0) + (writeArea != MemorySegment.NULL ? 1 : 0);
		long[] addresses = new long[areas * slots];
		long[] lengths = new long[areas * slots];
		int i = 0;
		for (MemorySegment area : new MemorySegment[] { readArea, writeArea }) {
			if (area == MemorySegment.NULL) {
				continue;
			}
			for (int s = 0; s < slots; s++, i++) {
				addresses[i] = area.address() + position(s);
				lengths[i] = slotSize;
			}
		}
		return new long[][] { addresses, lengths };
	}

	/** Puts the data of the write in {@code ticket} into {@code slot}'s write buffer. No allocation. */
	void prepareWrite(int slot, Ticket ticket) {
		if (verify != null) {
			verify.fill(writeArea, position(slot), ticket.offset, ticket.size, ticket.generation);
		} else {
			data.stamp(writeArea, position(slot), ticket.offset, ticket.size);
		}
	}
}
