package org.drivebench.drivetests.raid;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

import org.drivebench.core.api.ArrayStudy;
import org.drivebench.core.api.InvalidParameterException;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.drivetests.raid.api.RaidStudies;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.sim.SimulatedDrives;
import org.osgi.service.component.annotations.Component;

/**
 * {@code raid.strip-size}: seed 003's study, the same suite on RAID-0 arrays of the same members at each
 * strip size. Members are block devices or test files, striped by the engine ({@code raid0:<strip>:...}),
 * or simulated drives, striped by the simulated chipset RAID controller ({@code sim:raid0:...}), whose
 * every strip is a command of its own, as Intel's RST in the review.
 */
@Component(service = ArrayStudy.class)
public class StripSizeStudy implements ArrayStudy {
	static final String ID = RaidStudies.STRIP_SIZE;
	/** Seed 003's strip sizes, all the C226 chipset offers. */
	static final String SEED_STRIPS = "4k, 8k, 16k, 32k, 64k, 128k";
	private static final int MIN_MEMBERS = 2;
	private static final int MAX_MEMBERS = 8;
	private static final String SIM = "sim:";

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String name() {
		return "RAID-0 strip-size study";
	}

	@Override
	public String description() {
		return "Runs the chosen suite on a RAID-0 array of 'members' for each strip size of 'strips' (seed 003: two "
				+ "drives, 4 to 128 KiB), smallest first, and keeps the runs as one study: every figure against the "
				+ "strip size, and the best strip of each. Members are 2 to 8 block devices or test files, which DriveBench "
				+ "stripes itself, or simulated drives (sim:hdd-7200), striped by a simulated chipset RAID. Writing over "
				+ "device members needs every member's serial.";
	}

	@Override
	public List<ParameterSpec> parameters() {
		return List.of(ParameterSpec.targetList(RaidStudies.MEMBERS, "Members").defaultValue("sim:hdd-7200, sim:hdd-7200")
				.help("the array's members, comma-separated: 2 to 8 block devices (/dev/sdb), test files or simulated "
						+ "drives (sim:hdd-7200), all simulated or none")
				.build(),
				ParameterSpec.sizes(RaidStudies.STRIPS, "Strip sizes").defaultValue(SEED_STRIPS).range(4096, 1 << 20)
						.help("the strip sizes to study, each a power of two from 4 KiB to 1 MiB (seed 003: 4k to 128k)")
						.build());
	}

	@Override
	public List<Point> points(ParameterValues values) {
		List<String> members = members(values);
		boolean simulated = members.get(0).toLowerCase(Locale.ROOT).startsWith(SIM);
		List<Point> points = new ArrayList<>();
		for (long strip : values.list(RaidStudies.STRIPS).stream().sorted().toList()) {
			if (Long.bitCount(strip) != 1) {
				throw new InvalidParameterException(RaidStudies.STRIPS, "strips = " + values.format(RaidStudies.STRIPS) + ": " + Sizes.format(strip)
						+ " is no power of two; a RAID-0 strip is one");
			}
			String name = Sizes.format(strip).replace(" KiB", "k").replace(" MiB", "m");
			points.add(new Point(Math.toIntExact(strip), simulated
					? SIM + "raid0:" + members.stream().map(m -> m.substring(SIM.length()).strip().toLowerCase(Locale.ROOT))
							.collect(Collectors.joining("+")) + ":" + name
					: "raid0:" + name + ":" + String.join(",", members)));
		}
		return points;
	}

	@Override
	public Optional<String> suggestedSuite() {
		return Optional.of(RaidStudies.RAID_STUDY_SUITE);
	}

	@Override
	public String defaultName(ParameterValues values) {
		List<String> members = members(values);
		boolean same = members.stream().distinct().count() == 1;
		return "RAID-0 of " + (same ? members.size() + " x " + members.get(0) : String.join(" + ", members));
	}

	/**
	 * The members, checked: 2 to 8, all simulated (known models) or none.
	 *
	 * @throws InvalidParameterException naming what is wrong
	 */
	static List<String> members(ParameterValues values) {
		List<String> members = values.targets(RaidStudies.MEMBERS);
		String text = values.format(RaidStudies.MEMBERS);
		if (members.size() < MIN_MEMBERS || members.size() > MAX_MEMBERS) {
			throw new InvalidParameterException(RaidStudies.MEMBERS, "members = " + text + ": a RAID-0 array of this study has "
					+ MIN_MEMBERS + " to " + MAX_MEMBERS + " members, not " + members.size());
		}
		long simulated = members.stream().filter(m -> m.toLowerCase(Locale.ROOT).startsWith(SIM)).count();
		if (simulated != 0 && simulated != members.size()) {
			throw new InvalidParameterException(RaidStudies.MEMBERS, "members = " + text + ": simulated drives and real ones cannot "
					+ "make one array; give all sim:<model> or none");
		}
		for (String m : members) {
			String model = m.substring(simulated > 0 ? SIM.length() : 0).strip().toLowerCase(Locale.ROOT);
			if (simulated > 0 && !SimulatedDrives.names().contains(model)) {
				throw new InvalidParameterException(RaidStudies.MEMBERS, "members = " + text + ": " + m + " is no simulated drive; the "
						+ "models are " + SimulatedDrives.names().stream().map(d -> SIM + d).collect(Collectors.joining(", ")));
			}
		}
		return members;
	}
}
