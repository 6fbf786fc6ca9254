package org.drivebench.fio;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A fio job: options for all of its sections ({@code [global]}) and one section per fio thread, each
 * doing the I/O of one worker (or one lane of a worker) of the engine's workload. Rendered as a job
 * file, or as one command line when every section does the same.
 */
public final class FioJob {
	/**
	 * One section of the job: one fio thread.
	 *
	 * @param name         the section's name, which fio reports it under ("w1", "w2l3")
	 * @param worker       the engine's worker it does the I/O of, from 0
	 * @param regionOffset where its region starts, bytes
	 * @param regionLength its length, bytes (0: to the end of the target, fio's own size)
	 * @param options      its own options, after the global ones
	 */
	public record Section(String name, int worker, long regionOffset, long regionLength, Map<String, String> options) {
		public Section {
			options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
		}
	}

	private final Map<String, String> global;
	private final List<Section> sections;

	FioJob(Map<String, String> global, List<Section> sections) {
		this.global = Collections.unmodifiableMap(new LinkedHashMap<>(global));
		this.sections = List.copyOf(sections);
	}

	/** Options of every section, in the order fio reads them. */
	public Map<String, String> global() {
		return global;
	}

	public List<Section> sections() {
		return sections;
	}

	/** How many workers of the engine the sections stand for. */
	public int workers() {
		return sections.stream().mapToInt(Section::worker).max().orElse(-1) + 1;
	}

	/** Every option name the job uses, for checks of what a fio version knows. */
	public Set<String> optionNames() {
		Set<String> names = new LinkedHashSet<>(global.keySet());
		sections.forEach(s -> names.addAll(s.options().keySet()));
		return names;
	}

	/** The job file fio reads: {@code [global]} and the sections, one option per line. */
	public String jobFile() {
		StringBuilder sb = new StringBuilder("[global]\n");
		global.forEach((k, v) -> sb.append(k).append('=').append(v).append('\n'));
		for (Section s : sections) {
			sb.append('\n').append('[').append(s.name()).append("]\n");
			s.options().forEach((k, v) -> sb.append(k).append('=').append(v).append('\n'));
		}
		return sb.toString();
	}

	/**
	 * The job as fio command-line options ({@code --rw=randread --bs=4096 ...}), leaving out the file
	 * name (the caller names the file): one job, with {@code numjobs} and {@code group_reporting} when
	 * several sections do the same I/O (only their random seeds differ; fio gives each clone a seed of
	 * its own).
	 *
	 * @throws IllegalStateException when the sections differ otherwise (regions of their own): such a
	 *                               job needs a job file
	 */
	public List<String> commandLine() {
		Map<String, String> first = withoutSeed(sections.get(0).options());
		for (Section s : sections) {
			if (!withoutSeed(s.options()).equals(first)) {
				throw new IllegalStateException("the sections of this job differ (" + s.name() + "): it needs a job file");
			}
		}
		List<String> line = new ArrayList<>();
		global.forEach((k, v) -> {
			if (!k.equals("filename")) {
				line.add(option(k, v));
			}
		});
		sections.get(0).options().forEach((k, v) -> line.add(option(k, v)));
		if (sections.size() > 1) {
			line.add(option("numjobs", Integer.toString(sections.size())));
			line.add("--group_reporting");
		}
		return line;
	}

	private static Map<String, String> withoutSeed(Map<String, String> options) {
		Map<String, String> copy = new LinkedHashMap<>(options);
		copy.remove("randseed");
		return copy;
	}

	private static String option(String key, String value) {
		return value.isEmpty() ? "--" + key : "--" + key + "=" + value;
	}
}
