package org.drivebench.engine.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.drivebench.engine.DeviceIdentity;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.stripe.StripeMap;

/**
 * The simulated drives DriveBench ships, opened by name:
 *
 * <ul>
 * <li>a model, one per drive class of the seed reviews ({@link #names()}: {@code hdd-7200},
 * {@code hdd-5400}, {@code ide-7200}, {@code sas-10k}, {@code sas-15k}, {@code ssd-slc},
 * {@code ssd-nvme}), optionally written {@code sim:hdd-7200};</li>
 * <li>{@code raid0:<model>x<members>:<strip>}, e.g. {@code raid0:hdd-7200x2:64k}, or with members of
 * different models {@code raid0:<model>+<model>[+...]:<strip>}: a RAID-0 set of 2 to
 * {@value #MAX_MEMBERS} drives on a chipset RAID controller ({@link Raid0Parameters#chipset}) with a
 * strip of 4k to 1m (a power of two; k and m are KiB and MiB), also written with {@code sim:} in
 * front. Any other set is opened with {@link #openStriped(Raid0Parameters)}.</li>
 * </ul>
 */
public final class SimulatedDrives {
	/** The vendor every simulated drive reports. */
	public static final String VENDOR = "DriveBench";
	/** The models' version, reported as the drives' firmware; it changes whenever a model's figures do. */
	public static final String MODEL_VERSION = "3.0";
	/** What target names of simulated drives start with. */
	public static final String PREFIX = "sim:";
	public static final int MAX_MEMBERS = 16;

	private static final List<DriveModel> MODELS = List.of(HddModels.desktop7200(), HddModels.green5400(),
			HddModels.ide7200(), HddModels.sas10k(), HddModels.sas15k(), SsdModels.sataTlc(), SsdModels.nvmeTlc());

	private SimulatedDrives() {
	}

	/** The names of the shipped models, e.g. for {@code drivebench list-targets}. */
	public static List<String> names() {
		return MODELS.stream().map(DriveModel::name).toList();
	}

	/** The shipped models. */
	public static List<DriveModel> models() {
		return MODELS;
	}

	/** Whether {@code name} asks for a simulated target (it may still be malformed). */
	public static boolean isSimulated(String name) {
		String n = name.strip().toLowerCase(Locale.ROOT);
		return n.startsWith(PREFIX) || n.startsWith("raid0:") && names().stream().anyMatch(m -> n.startsWith("raid0:" + m))
				|| names().contains(n);
	}

	/**
	 * Opens a simulated drive or striped set by name.
	 *
	 * @throws IllegalArgumentException naming the unknown model or the malformed part, and what is allowed
	 */
	public static SimulatedTarget open(String name) {
		String n = name.strip().toLowerCase(Locale.ROOT);
		if (n.startsWith(PREFIX)) {
			n = n.substring(PREFIX.length());
		}
		if (n.startsWith("raid0:")) {
			return openStriped(n, name);
		}
		return open(model(n));
	}

	/** The shipped model called {@code name}. */
	public static DriveModel model(String name) {
		for (DriveModel m : MODELS) {
			if (m.name().equals(name)) {
				return m;
			}
		}
		throw new IllegalArgumentException("simulated drive '" + name + "' is unknown: known are " + String.join(", ", names())
				+ ", and raid0:<model>x<members>:<strip> (e.g. raid0:hdd-7200x2:64k) or raid0:<model>+<model>:<strip>");
	}

	/** A single drive of {@code model} (a shipped one or a variant of it). */
	public static SimulatedTarget open(DriveModel model) {
		return new SimulatedTarget(PREFIX + model.name(), model, null, model.identity());
	}

	/**
	 * A RAID-0 set of {@code members} drives of {@code model} with strips of {@code stripSize} bytes, on a
	 * chipset RAID controller.
	 *
	 * @throws IllegalArgumentException when members or strip size are out of range
	 */
	public static SimulatedTarget openStriped(DriveModel model, int members, int stripSize) {
		if (members < 2 || members > MAX_MEMBERS) {
			throw new IllegalArgumentException("members = " + members + ": a simulated RAID-0 set has 2 to " + MAX_MEMBERS);
		}
		return openStriped(Raid0Parameters.chipset(model, members, stripSize));
	}

	/**
	 * A RAID-0 set of any member models, strip and controller.
	 *
	 * @throws IllegalArgumentException when the members do not fit together
	 */
	public static SimulatedTarget openStriped(Raid0Parameters set) {
		List<DriveModel> members = set.members();
		DriveModel first = members.get(0);
		String strip = stripName(set.stripBytes());
		String memberNames = set.identicalMembers() ? first.name() + "x" + members.size()
				: String.join("+", members.stream().map(DriveModel::name).toList());
		String memberModels = set.identicalMembers() ? members.size() + " x " + first.identity().model()
				: String.join(" + ", members.stream().map(m -> m.identity().model()).toList());
		String memberSerials = set.identicalMembers() ? members.size() + "X-" + first.identity().serial()
				: String.join("+", members.stream().map(m -> m.identity().serial()).toList());
		long size = set.stripeMap().size();
		int physical = members.stream().mapToInt(DriveModel::physicalSectorBytes).max().orElseThrow();
		boolean rotational = members.stream().anyMatch(m -> m instanceof HddParameters);
		int rpm = rotational ? members.stream().mapToInt(m -> m.identity().rotationRpm()).filter(r -> r > 0).min().orElse(0)
				: 0;
		DeviceIdentity identity = new DeviceIdentity(VENDOR,
				"Simulated RAID-0 of " + memberModels + ", " + Sizes.format(set.stripBytes()) + " strip",
				"SIM-RAID0-" + memberSerials + "-" + strip.toUpperCase(Locale.ROOT), MODEL_VERSION, size,
				first.logicalSectorBytes(), physical, rotational, rpm, "RAID-0 of " + first.identity().interfaceName(),
				members.stream().map(DriveModel::identity).toList());
		return new SimulatedTarget(PREFIX + "raid0:" + memberNames + ":" + strip, first, set, identity);
	}

	private static SimulatedTarget openStriped(String spec, String given) {
		String usage = "'" + given + "': a simulated RAID-0 set is raid0:<model>x<members>:<strip> (e.g. raid0:hdd-7200x2:64k)"
				+ " or raid0:<model>+<model>[+...]:<strip>";
		String[] parts = spec.split(":");
		if (parts.length != 3) {
			throw new IllegalArgumentException(usage);
		}
		long strip;
		try {
			strip = Sizes.parse(parts[2]);
		} catch (IllegalArgumentException e) {
			throw new IllegalArgumentException("strip = '" + parts[2] + "' in " + usage);
		}
		if (strip < StripeMap.MIN_STRIP || strip > StripeMap.MAX_STRIP || Long.bitCount(strip) != 1) {
			throw new IllegalArgumentException("strip = " + parts[2] + ": must be a power of two from 4k to 1m");
		}
		if (parts[1].contains("+")) {
			List<DriveModel> members = new ArrayList<>();
			for (String m : parts[1].split("\\+")) {
				members.add(model(m.strip()));
			}
			if (members.size() > MAX_MEMBERS) {
				throw new IllegalArgumentException("members = " + members.size() + ": a simulated RAID-0 set has 2 to " + MAX_MEMBERS);
			}
			return openStriped(Raid0Parameters.chipset(members, (int) strip));
		}
		int x = parts[1].lastIndexOf('x');
		if (x <= 0) {
			throw new IllegalArgumentException(usage);
		}
		DriveModel model = model(parts[1].substring(0, x));
		int members;
		try {
			members = Integer.parseInt(parts[1].substring(x + 1));
		} catch (NumberFormatException e) {
			throw new IllegalArgumentException("members = '" + parts[1].substring(x + 1) + "' in " + usage);
		}
		return openStriped(model, members, (int) strip);
	}

	private static String stripName(int bytes) {
		return bytes >= 1 << 20 ? bytes / (1 << 20) + "m" : bytes / 1024 + "k";
	}
}
