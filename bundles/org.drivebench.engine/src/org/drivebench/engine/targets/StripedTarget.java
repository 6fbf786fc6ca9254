package org.drivebench.engine.targets;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.drivebench.engine.DeviceIdentity;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.nativeio.NativeFile;
import org.drivebench.engine.stripe.StripeMap;

/**
 * A RAID-0 set striped over member files or devices, as Linux md or a hardware controller would lay
 * it out ({@link StripeMap}). The engine splits an I/O that crosses a strip boundary into member
 * I/Os and counts it complete when every piece is. The set owns its members: closing it closes them.
 */
public final class StripedTarget implements DirectTarget {
	private final List<DirectTarget> members;
	private final List<NativeFile> files;
	private final StripeMap map;
	private final org.drivebench.engine.TargetShape shape;
	private boolean closed;

	private StripedTarget(String name, List<DirectTarget> members, StripeMap map) {
		this.members = List.copyOf(members);
		this.map = map;
		List<NativeFile> all = new ArrayList<>();
		boolean allWritable = true;
		for (DirectTarget m : members) {
			all.add(m.files().get(0));
			allWritable &= m.writable();
		}
		this.files = List.copyOf(all);
		this.shape = shape(name, members, map.stripSize(), allWritable);
	}

	/**
	 * A striped set over {@code members} (two or more files or devices, not sets themselves) with
	 * strips of {@code stripSize} bytes; each member contributes as much as the smallest one holds.
	 *
	 * @throws IllegalArgumentException naming the bad member count, strip size or member
	 */
	public static StripedTarget of(String name, List<? extends DirectTarget> members, int stripSize) {
		if (members.size() < 2) {
			throw new IllegalArgumentException("members = " + members.size() + ": a striped set needs 2 or more");
		}
		long smallest = Long.MAX_VALUE;
		for (DirectTarget m : members) {
			if (m.files().size() != 1 || m.stripeMap().isPresent()) {
				throw new IllegalArgumentException("member " + m.name() + " is itself striped: members must be files or devices");
			}
			if (stripSize % m.logicalBlockSize() != 0) {
				throw new IllegalArgumentException("stripSize = " + stripSize + ": must be a multiple of member " + m.name()
						+ "'s " + m.logicalBlockSize() + "-byte logical block");
			}
			smallest = Math.min(smallest, m.sizeBytes());
		}
		return new StripedTarget(name, new ArrayList<>(members), new StripeMap(members.size(), stripSize, smallest));
	}

	@Override
	public List<java.nio.file.Path> temporaryFiles() {
		return members.stream().flatMap(m -> m.temporaryFiles().stream()).toList();
	}

	@Override
	public String preparation() {
		return String.join(" ", members.stream().map(m -> m.preparation()).filter(p -> !p.isEmpty()).toList());
	}

	/**
	 * What a set over members of these shapes will be, before they are opened.
	 *
	 * @throws IllegalArgumentException naming the bad member count, strip size or member
	 */
	public static org.drivebench.engine.TargetShape shape(String name, List<? extends org.drivebench.engine.Target> members,
			int stripSize, boolean writable) {
		long smallest = Long.MAX_VALUE;
		int logical = 0;
		int physical = 0;
		boolean rotational = false;
		for (org.drivebench.engine.Target m : members) {
			if (stripSize % m.logicalBlockSize() != 0) {
				throw new IllegalArgumentException("stripSize = " + stripSize + ": must be a multiple of member " + m.name()
						+ "'s " + m.logicalBlockSize() + "-byte logical block");
			}
			smallest = Math.min(smallest, m.sizeBytes());
			logical = Math.max(logical, m.logicalBlockSize());
			physical = Math.max(physical, m.physicalBlockSize());
			rotational |= m.rotational();
		}
		StripeMap map = new StripeMap(members.size(), stripSize, smallest);
		DeviceIdentity identity = new DeviceIdentity("", "RAID-0 of " + members.size() + " x " + members.get(0).identity().model()
				+ ", " + Sizes.format(stripSize) + " strips", "", "", map.size(), logical, physical, rotational, 0, "raid0",
				members.stream().map(org.drivebench.engine.Target::identity).toList()); // the array is its members
		return new org.drivebench.engine.TargetShape(name, TargetType.STRIPED, map.size(), logical, physical, rotational,
				identity, writable);
	}

	/** The member targets, in stripe order. */
	public List<DirectTarget> members() {
		return members;
	}

	@Override
	public org.drivebench.engine.TargetShape shape() {
		return shape;
	}

	@Override
	public List<NativeFile> files() {
		return files;
	}

	@Override
	public int stripSizeBytes() {
		return map.stripSize();
	}

	@Override
	public List<String> memberNames() {
		return members.stream().map(DirectTarget::name).toList();
	}

	@Override
	public Optional<StripeMap> stripeMap() {
		return Optional.of(map);
	}

	@Override
	public synchronized void close() throws IOException {
		if (closed) {
			return;
		}
		closed = true;
		IOException first = null;
		for (DirectTarget m : members) {
			try {
				m.close();
			} catch (IOException e) {
				if (first == null) {
					first = e;
				} else {
					first.addSuppressed(e);
				}
			}
		}
		if (first != null) {
			throw first;
		}
	}

	@Override
	public String toString() {
		return "RAID-0 " + name() + " over " + members.size() + " members, " + Sizes.format(map.stripSize()) + " strips";
	}
}
