package org.drivebench.report.study;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import org.drivebench.model.Run;

/**
 * One strip-size study as the library holds it: its name and, per strip size, the runs made at that
 * size (several when a point was measured again), smallest strip first.
 *
 * @param name   the study's name, shared by its runs
 * @param points the strip sizes with their runs, in increasing strip size
 */
public record StripStudy(String name, List<Point> points) {
	/**
	 * One strip size of the study.
	 *
	 * @param stripSizeBytes the strip size
	 * @param runs           the runs at that size, oldest first
	 */
	public record Point(int stripSizeBytes, List<Run> runs) {
		public Point {
			runs = List.copyOf(runs);
		}
	}

	public StripStudy {
		points = List.copyOf(points);
	}

	/** Every run of the study, smallest strip first. */
	public List<Run> runs() {
		return points.stream().flatMap(p -> p.runs().stream()).toList();
	}

	/** The studies among {@code runs}, by name; runs of no study, or without a strip size, are left out. */
	public static List<StripStudy> of(Collection<Run> runs) {
		Map<String, Map<Integer, List<Run>>> byName = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
		List<Run> ordered = new ArrayList<>(runs);
		ordered.sort(Comparator.comparingLong((Run r) -> r.getStartedAt() == null ? 0 : r.getStartedAt().getTime()));
		for (Run run : ordered) {
			String name = run.getStudy();
			int strip = run.getTarget() == null ? 0 : run.getTarget().getStripSizeBytes();
			if (name == null || name.isBlank() || strip <= 0) {
				continue;
			}
			byName.computeIfAbsent(name.strip(), n -> new TreeMap<>()).computeIfAbsent(strip, s -> new ArrayList<>()).add(run);
		}
		Map<String, StripStudy> studies = new LinkedHashMap<>();
		byName.forEach((name, strips) -> studies.put(name, new StripStudy(name,
				strips.entrySet().stream().map(e -> new Point(e.getKey(), e.getValue())).toList())));
		return List.copyOf(studies.values());
	}

	/** The study named {@code name} (case aside) among {@code runs}. */
	public static Optional<StripStudy> named(String name, Collection<Run> runs) {
		return of(runs).stream().filter(s -> s.name().equalsIgnoreCase(name.strip())).findFirst();
	}
}
