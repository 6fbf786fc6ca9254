package org.drivebench.rig;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import org.drivebench.fio.FioFormatException;
import org.drivebench.fio.FioMeasurements;
import org.drivebench.rig.Rig;
import org.drivebench.rig.RigException;
import org.drivebench.fio.FioAnswer;
import org.drivebench.fio.FioProbe;

/**
 * What a rig's fio can tell of files and devices there: whether each exists and can be read, its size,
 * the smallest direct read it takes, and the disks it lives on. fio has no command that says a size,
 * so it is found by what fio can read: a one-sector read at offset X (no size given) succeeds exactly
 * when X + 512 is within the file; sections at doubling offsets bracket the size, and rounds of up to
 * {@value #MAX_SECTIONS} sections, each one fio run of one-sector reads, narrow it to the sector (a size
 * that is a whole number of MiB or of a power of two is found in one or two runs of a second or two
 * each; any other in a few more). Everything it does is reading.
 */
public final class RemoteSizes {
	/** Sections per fio run (fio set up fewer than asked when given a thousand). */
	static final int MAX_SECTIONS = 255;
	/** The largest doubling tried: 512 B * 2^47 = 64 PiB. */
	static final int MAX_EXPONENT = 47;
	private static final int SECTOR = 512;
	/** What fio's refusal to size a path means: nothing is there (or an empty file). */
	static final String NOTHING_THERE = "no such file, or an empty one";

	/**
	 * What fio can tell of one path on the rig.
	 *
	 * @param path             the path
	 * @param found            whether fio could open and read it
	 * @param sizeBytes        its size, to the 512-byte sector below (0 when not found)
	 * @param directBlockBytes the smallest direct read it takes, 512 or 4096; 0 when it takes neither
	 * @param disks            the kernel names of the disks its I/O went to, as fio's disk statistics
	 *                         name them (only when one path was asked about)
	 * @param problem          what fio said when it could not read it (empty when found)
	 */
	public record Facts(String path, boolean found, long sizeBytes, int directBlockBytes, List<String> disks, String problem) {
		/** Whether fio found nothing at the path (as opposed to something it could not open or read). */
		public boolean missing() {
			return !found && NOTHING_THERE.equals(problem);
		}
	}

	/** The rig's answer about itself and what it said of each path, in the order asked. */
	public record Survey(FioProbe probe, List<Facts> facts) {
	}

	private final FioClient client;
	private final Rig rig;

	public RemoteSizes(FioClient client, Rig rig) {
		this.client = client;
		this.rig = rig;
	}

	/**
	 * Asks the rig about {@code paths}.
	 *
	 * @throws RigException when the rig cannot be reached or does not answer as a fio server
	 */
	public Survey survey(List<String> paths) throws RigException {
		int n = paths.size();
		boolean[] found = new boolean[n];
		int[] direct = new int[n];
		long[] lo = new long[n];
		long[] hi = new long[n];
		List<List<String>> disks = new ArrayList<>();
		String[] problems = new String[n];
		boolean bracketNow = n <= 4; // few paths: bracket their sizes in the first run already
		List<Probe> first = new ArrayList<>();
		for (int i = 0; i < n; i++) {
			first.add(new Probe("e" + i, i, 0, ""));
			first.add(new Probe("d" + i, i, 0, "direct=1\n"));
			first.add(new Probe("f" + i, i, 0, "direct=1\nbs=4096\n"));
			if (bracketNow) {
				first.addAll(doublings(i));
			}
		}
		Round round = runAll(paths, first);
		FioProbe probe = round.answer.probe();
		for (int i = 0; i < n; i++) {
			found[i] = round.read("e" + i);
			direct[i] = round.read("d" + i) ? SECTOR : round.read("f" + i) ? 4096 : 0;
			lo[i] = 0;
			hi[i] = Long.MAX_VALUE;
			problems[i] = found[i] ? "" : round.problemOf(paths.get(i), "e" + i);
			disks.add(n == 1 && found[i] ? round.disks().stream().distinct().toList() : List.of());
		}
		List<Probe> pending = new ArrayList<>();
		for (int i = 0; i < n; i++) {
			if (found[i]) {
				if (bracketNow) {
					narrow(round, i, lo, hi);
				} else {
					pending.addAll(doublings(i));
				}
			}
		}
		if (!pending.isEmpty()) {
			Round r = runAll(paths, pending);
			for (int i = 0; i < n; i++) {
				narrow(r, i, lo, hi);
			}
		}
		while (true) {
			List<Integer> open = new ArrayList<>();
			for (int i = 0; i < n; i++) {
				if (found[i] && hi[i] != Long.MAX_VALUE && hi[i] - lo[i] > SECTOR) {
					open.add(i);
				}
			}
			if (open.isEmpty()) {
				break;
			}
			int each = Math.max(2, MAX_SECTIONS / open.size());
			List<Probe> probes = new ArrayList<>();
			for (int i : open) {
				probes.addAll(boundaries(i, lo[i], hi[i], each));
			}
			Round r = runAll(paths, probes);
			for (int i : open) {
				narrow(r, i, lo, hi);
			}
		}
		List<Facts> facts = new ArrayList<>();
		for (int i = 0; i < n; i++) {
			// the last offset a sector can be read at is the size less one sector
			long size = !found[i] ? 0 : hi[i] == Long.MAX_VALUE ? (long) SECTOR << MAX_EXPONENT : lo[i] + SECTOR;
			facts.add(new Facts(paths.get(i), found[i], size, direct[i], disks.get(i), problems[i] == null ? "" : problems[i]));
		}
		return new Survey(probe, facts);
	}

	/** Reads at 512 B, 1 KiB, 2 KiB, ... 64 PiB. */
	/**
	 * Reads at 512 B, 1 KiB, 2 KiB, ... 64 PiB, and a sector before each: a size that is a power of two
	 * is found here at once (the sector before it reads, the offset of it does not).
	 */
	private static List<Probe> doublings(int path) {
		List<Probe> probes = new ArrayList<>();
		for (int k = 0; k <= MAX_EXPONENT; k++) {
			long offset = (long) SECTOR << k;
			probes.add(new Probe("x" + path + "_" + k, path, offset, ""));
			if (k > 0) {
				probes.add(new Probe("y" + path + "_" + k, path, offset - SECTOR, ""));
			}
		}
		return probes;
	}

	/**
	 * Reads inside (lo, hi] at the multiples of the smallest power-of-two step that needs at most
	 * {@code budget} reads, each with the sector before it: sizes are mostly whole multiples of some power
	 * of two (a MiB, 4 KiB), and such a size is found in this round; any other is left within one step.
	 */
	private static List<Probe> boundaries(int path, long lo, long hi, int budget) {
		long step = SECTOR;
		while ((hi - lo) / step > budget / 2) {
			step <<= 1;
		}
		List<Probe> probes = new ArrayList<>();
		while (probes.isEmpty()) { // a window shorter than the step may hold none of its multiples: a smaller step does
			for (long p = (lo / step + 1) * step; p <= hi; p += step) {
				if (p < hi) {
					probes.add(new Probe("r" + path + "_" + probes.size(), path, p, ""));
				}
				if (p - SECTOR > lo) {
					probes.add(new Probe("r" + path + "_" + probes.size(), path, p - SECTOR, ""));
				}
			}
			step = Math.max(SECTOR, step >> 1);
		}
		return probes;
	}

	/** Moves the bracket of path {@code i} to the largest offset read and the smallest one that could not be. */
	private static void narrow(Round round, int i, long[] lo, long[] hi) {
		for (Probe p : round.probes) {
			if (p.path != i) {
				continue;
			}
			if (round.read(p.name)) {
				lo[i] = Math.max(lo[i], p.offset);
			} else if (p.offset > 0) {
				hi[i] = Math.min(hi[i], p.offset);
			}
		}
	}

	/** One section: a one-sector read of path {@code path} at {@code offset}, with extra options. */
	private record Probe(String name, int path, long offset, String options) {
	}

	/** Runs {@code probes} in as many fio runs of at most {@value #MAX_SECTIONS} sections as they take. */
	private Round runAll(List<String> paths, List<Probe> probes) throws RigException {
		Round all = null;
		for (int from = 0; from < probes.size(); from += MAX_SECTIONS) {
			Round r = run(paths, probes.subList(from, Math.min(probes.size(), from + MAX_SECTIONS)));
			all = all == null ? r : all.and(r);
		}
		if (all == null) {
			throw new IllegalArgumentException("no probes to run");
		}
		return all;
	}

	private Round run(List<String> paths, List<Probe> probes) throws RigException {
		StringBuilder job = new StringBuilder("[global]\nrw=read\nbs=512\nnumber_ios=1\nthread=1\nioengine=psync\n");
		for (Probe p : probes) {
			job.append('\n').append('[').append(p.name).append("]\nfilename=").append(paths.get(p.path).replace(":", "\\:"))
					.append("\noffset=").append(p.offset).append('\n').append(p.options);
		}
		FioAnswer answer = client.run(rig, job.toString(), null, FioClient.Watch.NONE);
		Map<String, Long> ios = new LinkedHashMap<>();
		List<String> diskNames = new ArrayList<>();
		try {
			JsonObject root = FioMeasurements.document(answer.stdout());
			JsonElement list = root.has("client_stats") ? root.get("client_stats") : root.get("jobs");
			if (list != null && list.isJsonArray()) {
				for (JsonElement e : list.getAsJsonArray()) {
					JsonObject job1 = e.getAsJsonObject();
					JsonObject read = job1.has("read") ? job1.getAsJsonObject("read") : new JsonObject();
					if (job1.has("jobname")) {
						ios.put(job1.get("jobname").getAsString(), read.has("total_ios") ? read.get("total_ios").getAsLong() : 0);
					}
				}
			}
			JsonElement du = root.get("disk_util");
			if (du != null && du.isJsonArray()) {
				du.getAsJsonArray().forEach(d -> diskNames.add(d.getAsJsonObject().get("name").getAsString()));
			}
		} catch (FioFormatException | IllegalStateException | ClassCastException e) {
			throw new RigException(rig.describe() + ": fio's answer could not be read (" + e.getMessage() + "); fio said: "
					+ String.join(" / ", answer.problems()), e);
		}
		return new Round(List.copyOf(probes), answer, answer.problems(), ios, diskNames);
	}

	/** The answer to fio runs of probes. */
	private record Round(List<Probe> probes, FioAnswer answer, List<String> problems, Map<String, Long> ios, List<String> disks) {
		/** This round and {@code next} as one: their probes, what fio said in both, the first answer's probe line. */
		Round and(Round next) {
			List<Probe> p = new ArrayList<>(probes);
			p.addAll(next.probes);
			List<String> said = new ArrayList<>(problems);
			said.addAll(next.problems);
			Map<String, Long> read = new LinkedHashMap<>(ios);
			read.putAll(next.ios);
			List<String> d = new ArrayList<>(disks);
			d.addAll(next.disks);
			return new Round(p, answer, said, read, d);
		}

		boolean read(String section) {
			return ios.getOrDefault(section, 0L) > 0;
		}

		/** What fio said about a path it could not read. */
		String problemOf(String path, String section) {
			List<String> said = problems.stream().filter(m -> m.contains(path) || m.startsWith(section + ":")).distinct()
					.toList();
			if (said.stream().anyMatch(m -> m.contains("you need to specify size"))) {
				return NOTHING_THERE;
			}
			return said.isEmpty() ? "fio could not read it" : String.join("; ", said);
		}
	}
}
