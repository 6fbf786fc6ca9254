import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The comparison half of sim-vs-seeds.sh: reads the runs the script made (drivebench run --json) and
 * prints, for every figure or finding of the four seed reviews, what the simulated counterpart gave,
 * what the seed reports and whether the figure is in the seed's range (or the finding holds). Ends with
 * one summary line. Run by the script with the product's gson on the class path:
 * {@code java -cp gson.jar SimVsSeeds.java <folder of runs>}.
 */
public final class SimVsSeeds {
	private record Row(String seed, String what, String simulated, String reference, boolean inRange) {
	}

	/** How far outside the seed's range a figure may lie and still count as in range. */
	private static final double PRECISION_PERCENT = 2;

	private final Path folder;
	private final List<Row> rows = new ArrayList<>();

	private SimVsSeeds(Path folder) {
		this.folder = folder;
	}

	public static void main(String[] args) throws Exception {
		Locale.setDefault(Locale.ROOT);
		SimVsSeeds check = new SimVsSeeds(Path.of(args[0]));
		check.seed004();
		check.seed000();
		check.seed001();
		check.seed003();
		check.print();
	}

	// ---- the runs

	/** A run's results by name: each result's metrics by key. */
	private Map<String, Map<String, Double>> run(String file) throws Exception {
		JsonObject json = JsonParser.parseString(Files.readString(folder.resolve(file))).getAsJsonObject();
		Map<String, Map<String, Double>> results = new LinkedHashMap<>();
		for (JsonElement r : json.getAsJsonArray("results")) {
			JsonObject result = r.getAsJsonObject();
			Map<String, Double> metrics = new LinkedHashMap<>();
			for (JsonElement m : result.getAsJsonArray("metrics")) {
				metrics.put(m.getAsJsonObject().get("key").getAsString(), m.getAsJsonObject().get("value").getAsDouble());
			}
			results.put(result.get("name").getAsString(), metrics);
		}
		return results;
	}

	private static double value(Map<String, Map<String, Double>> run, String result, String key) {
		Map<String, Double> metrics = run.get(result);
		if (metrics == null || !metrics.containsKey(key)) {
			throw new IllegalStateException("no " + result + " / " + key + " in the run: " + run.keySet());
		}
		return metrics.get(key);
	}

	// ---- rows

	/**
	 * A figure against the seed's values for drives of the class: in range between their least and most,
	 * widened by {@value #PRECISION_PERCENT} % for the precision of a measurement (the seed's twin HGST
	 * drives differ by up to 1 % on the same test); a figure outside the seed's own range shows by how much.
	 */
	private void range(String seed, String what, double simulated, String unit, double... seedValues) {
		double low = Double.MAX_VALUE;
		double high = -Double.MAX_VALUE;
		for (double v : seedValues) {
			low = Math.min(low, v);
			high = Math.max(high, v);
		}
		double tolerance = PRECISION_PERCENT / 100.0;
		boolean in = simulated >= low * (1 - tolerance) && simulated <= high * (1 + tolerance);
		boolean inside = simulated >= low && simulated <= high;
		String off = inside ? "" : String.format(" (%+.1f %%)", 100 * (simulated < low ? simulated / low - 1 : simulated / high - 1));
		rows.add(new Row(seed, what, number(simulated) + " " + unit + off,
				number(low) + "-" + number(high) + " " + unit + " (" + seedValues.length + " drives)", in));
	}

	private void finding(String seed, String what, String simulated, String reference, boolean holds) {
		rows.add(new Row(seed, what, simulated, reference, holds));
	}

	private static String number(double v) {
		double a = Math.abs(v);
		return a >= 1000 ? String.format("%.0f", v) : a >= 100 ? String.format("%.1f", v) : a >= 10 ? String.format("%.2f", v)
				: String.format("%.3f", v);
	}

	// ---- seed 004: DevTest on 2004 IDE drives, a table of figures (kB/s of 1000 bytes)

	private void seed004() throws Exception {
		var ide = run("004-ide-7200.json");
		String s = "004";
		// the four 7200 rpm drives of the seed's table (the 5400 rpm Maxtor 5A300J0 is another class):
		// HGST HDS722516VLAT80, HDS722516VLAT20, Maxtor 6Y160P0, Seagate ST3200822A
		String[] sizes = { "512", "16384", "65536" };
		double[][][] sequentialRead = { // start, end, average; by size
				{ { 4204.3, 4942.5, 5538.0, 6362.2 }, { 61059.5, 61075.9, 59129.8, 59235.4 }, { 61101.3, 61108.6, 59215.4, 64465.5 } },
				{ { 4190.0, 4931.2, 5524.8, 6236.8 }, { 32888.1, 32915.4, 33974.9, 37259.0 }, { 32884.5, 32899.0, 33954.9, 36955.0 } },
				{ { 4197.1, 4936.8, 5531.3, 6299.5 }, { 46973.8, 46995.6, 46552.3, 48247.2 }, { 46992.9, 47003.8, 46585.1, 50710.2 } } };
		double[][][] sequentialWrite = {
				{ { 2776.1, 3092.4, 3242.7, 2897.7 }, { 53011.3, 49233.9, 59135.3, 44305.9 }, { 54504.1, 48576.7, 59324.6, 57737.1 } },
				{ { 2786.6, 3097.6, 4670.0, 3290.5 }, { 31617.4, 30139.2, 34850.5, 35094.5 }, { 31581.0, 29687.8, 34770.4, 35593.3 } },
				{ { 2781.3, 3095.0, 3956.4, 3094.6 }, { 42314.4, 39686.5, 46992.9, 39700.2 }, { 43042.5, 39132.2, 47047.5, 46665.2 } } };
		String[] places = { "start", "end", "average" };
		for (int p = 0; p < 3; p++) {
			for (int z = 0; z < 3; z++) {
				range(s, "Sequential read, " + places[p] + ", " + sizes[z] + " B", 1000
						* value(ide, "Start and end, read", "read." + places[p] + ".mbps." + sizes[z]), "kB/s", sequentialRead[p][z]);
			}
		}
		for (int p = 0; p < 3; p++) {
			for (int z = 0; z < 3; z++) {
				range(s, "Sequential write, " + places[p] + ", " + sizes[z] + " B", 1000
						* value(ide, "Start and end, write", "write." + places[p] + ".mbps." + sizes[z]), "kB/s", sequentialWrite[p][z]);
			}
		}
		double[][] randomRead = { { 40.7, 40.3, 37.3, 32.7 }, { 1263.3, 1254.3, 1159.6, 1019.4 }, { 4644.8, 4652.5, 4332.6, 3873.8 } };
		double[][] randomWrite = { { 88.2, 87.6, 68.4, 56.2 }, { 2590.4, 2255.9, 2024.3, 1767.6 }, { 6788.0, 5908.7, 7436.1, 6233.2 } };
		for (int z = 0; z < 3; z++) {
			range(s, "Random read, " + sizes[z] + " B", 1000 * value(ide, "Random read", "read.mbps." + sizes[z]), "kB/s",
					randomRead[z]);
		}
		for (int z = 0; z < 3; z++) {
			range(s, "Random write, " + sizes[z] + " B", 1000 * value(ide, "Random write", "write.mbps." + sizes[z]), "kB/s",
					randomWrite[z]);
		}
		// the finding: the seed's drives wrote small random blocks 1.6-2.2 times as fast as they read them
		range(s, "Random write / random read, 512 B", value(ide, "Random write", "write.mbps.512")
				/ value(ide, "Random read", "read.mbps.512"), "x", 88.2 / 40.7, 87.6 / 40.3, 68.4 / 37.3, 56.2 / 32.7);
		String mixed = "Random sizes 512 B-64 KiB, mixed";
		Map<String, double[][]> shares = new LinkedHashMap<>();
		// read kB/s, write kB/s, read io/s, write io/s
		shares.put("50", new double[][] { { 1439.2, 1166.3, 1398.1, 1169.2 }, { 1508.8, 1125.8, 1467.3, 1131.8 },
				{ 44.3, 36.0, 43.0, 36.0 }, { 46.3, 34.7, 45.0, 34.7 } });
		shares.put("90", new double[][] { { 2192.3, 2229.2, 2004.0, 1878.8 }, { 193.0, 194.9, 178.9, 167.8 },
				{ 67.7, 69.0, 61.7, 58.0 }, { 5.0, 5.0, 4.7, 5.0 } });
		shares.put("10", new double[][] { { 324.3, 244.9, 294.7, 244.9 }, { 3119.9, 2374.5, 2869.9, 2383.9 },
				{ 10.0, 7.0, 9.0, 7.0 }, { 96.0, 73.3, 88.7, 73.3 } });
		for (var e : shares.entrySet()) {
			String r = "r" + e.getKey();
			String label = "Mixed " + e.getKey() + ":" + (100 - Integer.parseInt(e.getKey())) + ", ";
			range(s, label + "read", value(ide, mixed, r + ".read.kbps"), "kB/s", e.getValue()[0]);
			range(s, label + "write", value(ide, mixed, r + ".write.kbps"), "kB/s", e.getValue()[1]);
			range(s, label + "reads", value(ide, mixed, r + ".read.iops"), "io/s", e.getValue()[2]);
			range(s, label + "writes", value(ide, mixed, r + ".write.iops"), "io/s", e.getValue()[3]);
		}
		// the spec table: average seek plus average latency of the four drives
		range(s, "Access time (spec: average seek + latency)", value(ide, "Random access time", "read.access-time.mean"), "ms",
				8.5 + 4.17, 8.5 + 4.17, 9.3 + 4.18, 8.5 + 4.16);
	}

	// ---- seed 000: the 2 TB desktop group test, findings in words (7200 rpm drives against "green" ones)

	private void seed000() throws Exception {
		var fast = run("000-hdd-7200.json");
		var green = run("000-hdd-5400.json");
		String s = "000";
		lead(s, "HD Tune linear read: the 7200 rpm drives lead", fast, green, "Linear read, whole surface", "read.mbps.mean",
				"MB/s", true);
		lead(s, "HD Tune linear write: the 7200 rpm drives lead", fast, green, "Linear write, whole surface",
				"write.mbps.mean", "MB/s", true);
		lead(s, "HD Tune random access: the 7200 rpm drives are quickest", fast, green, "Random access time, 4 KiB read",
				"read.access-time.mean", "ms", false);
		lead(s, "Iometer sequential by block size: the 7200 rpm drives lead", fast, green,
				"Sequential read by block size, QD4", "read.mbps.mean", "MB/s", true);
		lead(s, "Iometer random read: the 7200 rpm drives win", fast, green, "Random read by block size, QD4",
				"read.mbps.mean", "MB/s", true);
		lead(s, "Iometer random write: the 7200 rpm drives apart from the rest", fast, green,
				"Random write by block size, QD4", "write.mbps.mean", "MB/s", true);
		lead(s, "Response time, 512 B QD1 ten minutes: the 7200 rpm drives lowest", fast, green,
				"Random 512 B, QD1, ten minutes", "read.latency.mean", "ms", false);
		// Advanced Format: writes smaller than the 4 KiB sector read the sector first
		String w = "Random write by block size, QD4";
		double fastDrop = value(fast, w, "write.iops.2048") / value(fast, w, "write.iops.4096");
		double greenDrop = value(green, w, "write.iops.2048") / value(green, w, "write.iops.4096");
		finding(s, "Advanced Format: random writes below 4 KiB drop",
				String.format("2 KiB / 4 KiB IOPS: %.2f and %.2f", fastDrop, greenDrop), "a characteristic drop below 4 KiB",
				fastDrop < 0.6 && greenDrop < 0.6);
		// Iometer's 1 to 4 workers of 64 KiB at QD1 in adjacent 100 GB regions
		String mr = "Multistream read, 1-4 streams";
		String mw = "Multistream write, 1-4 streams";
		double fastDrop2 = value(fast, mr, "read.mbps.s2") / value(fast, mr, "read.mbps.s1");
		finding(s, "Multistream read: the 7200 rpm drives drop at two streams",
				String.format("2 streams / 1 stream: %.2f (%s of %s MB/s)", fastDrop2, number(value(fast, mr, "read.mbps.s2")),
						number(value(fast, mr, "read.mbps.s1"))),
				"fell to the bottom at two streams", fastDrop2 < 0.5);
		double green2 = value(green, mr, "read.mbps.s2");
		double fast2 = value(fast, mr, "read.mbps.s2");
		finding(s, "Multistream read, 2 streams: a green drive on top (WD20EARS)", number(green2) + " vs " + number(fast2)
				+ " MB/s (5400 vs 7200 rpm)", "the green drive first", green2 > fast2);
		lead(s, "Multistream write, 4 streams: the usual order back, 7200 rpm first", fast, green, mw, "write.mbps.s4", "MB/s", true);
		// Smart Align: five-second write bursts after a minute's rest, on the green class (the ST2000DL003)
		var bursts = run("000-bursts-5400.json");
		String b = "Write-cache bursts";
		double ratio = value(bursts, b, "write.burst-ratio.4096");
		finding(s, "Smart Align: 4 KiB bursts of 5 s after a minute's rest far above the sustained rate (green)",
				String.format("burst / sustained: %.2f (%s against %s IOPS)", ratio, number(value(bursts, b, "write.burst.iops.4096")),
						number(value(bursts, b, "write.sustained.iops.4096"))),
				"IOPS \"off the scale\"", ratio > 3);
	}

	/** Whether the 7200 rpm model leads the green one in a figure (higher or lower is better). */
	private void lead(String seed, String what, Map<String, Map<String, Double>> a, Map<String, Map<String, Double>> b,
			String result, String key, String unit, boolean higherIsBetter) {
		double x = value(a, result, key);
		double y = value(b, result, key);
		finding(seed, what, number(x) + " vs " + number(y) + " " + unit, "7200 rpm first", higherIsBetter ? x > y : x < y);
	}

	// ---- seed 001: the SAS 10K/15K group test, findings in words

	private void seed001() throws Exception {
		var ten = run("001-sas-10k.json");
		var fifteen = run("001-sas-15k.json");
		String s = "001";
		faster(s, "Sequential read: the 15K drives lead", ten, fifteen, "Sequential read 128 KiB, QD256", "read.mbps", true, 1);
		faster(s, "Sequential write: the 15K drives lead", ten, fifteen, "Sequential write 128 KiB, QD256", "write.mbps", true,
				1);
		faster(s, "Random read: the 15K drives dominate", ten, fifteen, "Random read by block size, QD256", "read.mbps.mean",
				true, 1);
		faster(s, "Random write: the 15K drives are far ahead", ten, fifteen, "Random write by block size, QD256",
				"write.mbps.mean", true, 1.2);
		faster(s, "Response time, 512 B QD1 reads: ranked by spindle speed", ten, fifteen, "Random 512 B, QD1, ten minutes",
				"read.latency.mean", false, 1);
		for (var drive : List.of(Map.entry("10K", ten), Map.entry("15K", fifteen))) {
			var r = drive.getValue();
			double read = value(r, "Random 512 B, QD1, ten minutes", "read.latency.mean");
			double write = value(r, "Random 512 B, QD1, ten minutes, write", "write.latency.mean");
			finding(s, "Response time, writes: the buffer keeps them off the mechanics (" + drive.getKey() + ")",
					number(write) + " ms writes vs " + number(read) + " ms reads", "writes below the mechanics' reads",
					write < 0.7 * read);
			String qd = "4 KiB reads by queue depth";
			double q32 = value(r, qd, "read.iops.qd32");
			double q64 = value(r, qd, "read.iops.qd64");
			double deeper = Math.max(value(r, qd, "read.iops.qd128"), value(r, qd, "read.iops.qd256"));
			finding(s, "Queue depth: the peak at 64 commands (" + drive.getKey() + ")",
					String.format("QD32 %.0f, QD64 %.0f, QD128+ %.0f IOPS", q32, q64, deeper), "peak at QD64",
					q64 > 1.05 * q32 && deeper < 1.02 * q64);
			String c = "4 KiB random QD256, latency per second";
			double readRatio = value(r, c, "read.per-second.max.average") / value(r, c, "read.per-second.mean.average");
			double writeRatio = value(r, c + ", write", "write.per-second.max.average")
					/ value(r, c + ", write", "write.per-second.mean.average");
			finding(s, "Latency consistency: reads' maxima well above their means (" + drive.getKey() + ")",
					String.format("max / mean %.2f", readRatio), "a substantial gap", readRatio >= 1.3);
			finding(s, "Latency consistency: writes' maxima smoothed by the buffer (" + drive.getKey() + ")",
					String.format("max / mean %.2f (reads %.2f)", writeRatio, readRatio), "close to the means",
					writeRatio < readRatio && writeRatio <= 1.2);
		}
		for (String pattern : List.of("database", "fileserver", "workstation", "webserver")) {
			String result = "Server pattern: " + pattern;
			ToDoubleFunction<Map<String, Map<String, Double>>> mean = r -> r.get(result).entrySet().stream()
					.filter(e -> e.getKey().startsWith(pattern + ".iops.qd")).mapToDouble(Map.Entry::getValue).average()
					.orElseThrow();
			double a = mean.applyAsDouble(ten);
			double b = mean.applyAsDouble(fifteen);
			finding(s, "Emulated " + pattern + ": the 15K drives best", number(b) + " vs " + number(a) + " IOPS (mean of QD1-256)",
					"15K first", b > a);
		}
		// four workers of 64 KiB at QD1 in adjacent 100 GB regions: the total and each stream
		for (var drive : List.of(Map.entry("10K", ten), Map.entry("15K", fifteen))) {
			var r = drive.getValue();
			double readFair = value(r, "Multistream read, 4 streams", "read.fairness.s4");
			finding(s, "Multistream read: the four streams shared evenly (" + drive.getKey() + ")",
					String.format("slowest stream %.1f %% of the fastest", readFair), "evenly", readFair >= 90);
			double total = value(r, "Multistream read, 4 streams", "read.mbps.s4");
			double sequential = value(r, "Sequential read 128 KiB, QD256", "read.mbps");
			finding(s, "Multistream read: a low total (" + drive.getKey() + ")", number(total) + " of " + number(sequential)
					+ " MB/s sequential", "low total performance", total < 0.5 * sequential);
			double writeFair = value(r, "Multistream write, 4 streams", "write.fairness.s4");
			finding(s, "Multistream write: no drive plays tricks, evenly shared (" + drive.getKey() + ")",
					String.format("slowest stream %.1f %% of the fastest", writeFair), "evenly", writeFair >= 90);
		}
		double multi = value(fifteen, "Multistream write, 4 streams", "write.mbps.s4")
				/ value(ten, "Multistream write, 4 streams", "write.mbps.s4");
		double seq = value(fifteen, "Sequential write 128 KiB, QD256", "write.mbps")
				/ value(ten, "Sequential write 128 KiB, QD256", "write.mbps");
		finding(s, "Multistream write: the mechanics matter little (15K over 10K less than sequentially)",
				String.format("15K / 10K: %.2f (sequential %.2f)", multi, seq), "not much from the mechanics", multi < seq);
	}

	/** Whether the 15K model beats the 10K one by at least {@code factor}. */
	private void faster(String seed, String what, Map<String, Map<String, Double>> ten, Map<String, Map<String, Double>> fifteen,
			String result, String key, boolean higherIsBetter, double factor) {
		double a = value(ten, result, key);
		double b = value(fifteen, result, key);
		boolean holds = higherIsBetter ? b > factor * a : b * factor < a;
		finding(seed, what, number(b) + " vs " + number(a), factor > 1 ? "15K ahead by far" : "15K first", holds);
	}

	// ---- seed 003: RAID-0 of two 7200 rpm drives, strips 4-128 KiB: the strip-size study (raid-study)

	private static final String[] STRIPS = { "4k", "8k", "16k", "32k", "64k", "128k" };

	/** The study's table (drivebench report --study --format json): test name, metric key, strip, mean. */
	private Map<String, Map<String, Map<String, Double>>> study(String file) throws Exception {
		JsonObject json = JsonParser.parseString(Files.readString(folder.resolve(file))).getAsJsonObject();
		Map<String, String> stripOf = new LinkedHashMap<>();
		for (JsonElement d : json.getAsJsonArray("drives")) {
			long bytes = Long.parseLong(d.getAsJsonObject().get("key").getAsString().substring("strip:".length()));
			stripOf.put(d.getAsJsonObject().get("key").getAsString(), bytes / 1024 + "k");
		}
		Map<String, Map<String, Map<String, Double>>> rows = new LinkedHashMap<>();
		for (JsonElement r : json.getAsJsonArray("rows")) {
			JsonObject row = r.getAsJsonObject();
			Map<String, Double> byStrip = new LinkedHashMap<>();
			for (JsonElement c : row.getAsJsonArray("cells")) {
				JsonObject cell = c.getAsJsonObject();
				if (cell.get("mean").isJsonPrimitive()) {
					byStrip.put(stripOf.get(cell.get("drive").getAsString()), cell.get("mean").getAsDouble());
				}
			}
			rows.computeIfAbsent(row.get("testName").getAsString(), k -> new LinkedHashMap<>()).put(row.get("metric").getAsString(),
					byStrip);
		}
		return rows;
	}

	private void seed003() throws Exception {
		String s = "003";
		var study = study("003-study.json");
		// CrystalDiskMark 5.1 at 100 MB: Seq (1 MiB QD1), 4K, Seq Q32T1 (128 KiB QD32), 4K Q32T1
		List<String> winners = new ArrayList<>();
		winners.add(best(s, "CDM Seq read: the 8 KiB strip best", study, "Seq read", "read.mbps", "8k", true));
		winners.add(best(s, "CDM Seq write: the 64 KiB strip best", study, "Seq write", "write.mbps", "64k", true));
		best(s, "CDM Seq write: the 128 KiB strip (Intel's advice) lowest", study, "Seq write", "write.mbps", "128k", false);
		winners.add(best(s, "CDM 4K read: the 32 KiB strip best", study, "4K read", "read.mbps", "32k", true));
		winners.add(best(s, "CDM 4K write: the 32 KiB strip best", study, "4K write", "write.mbps", "32k", true));
		winners.add(best(s, "CDM Seq Q32T1 read: the 64 KiB strip best", study, "Seq Q32T1 read", "read.mbps", "64k", true));
		winners.add(best(s, "CDM Seq Q32T1 write: the 8 KiB strip best", study, "Seq Q32T1 write", "write.mbps", "8k", true));
		winners.add(best(s, "CDM 4K Q32T1 read: the 8 KiB strip best", study, "4K Q32T1 read", "read.mbps", "8k", true));
		winners.add(best(s, "CDM 4K Q32T1 write: the 64 KiB strip best", study, "4K Q32T1 write", "write.mbps", "64k", true));
		double q1 = study.get("4K read").get("read.mbps").values().stream().mapToDouble(Double::doubleValue).average().orElseThrow();
		double q32 = study.get("4K Q32T1 read").get("read.mbps").values().stream().mapToDouble(Double::doubleValue).average()
				.orElseThrow();
		finding(s, "CDM 4K: the queue raises the reads several times", String.format("Q32 / Q1: %.1f", q32 / q1), "several times",
				q32 / q1 >= 2);
		// ATTO 3.05's defaults: the transfer size at which each strip first reaches 90 % of its own top read rate
		Map<String, Long> reaches = new LinkedHashMap<>();
		Map<String, Map<String, Double>> atto = study.get("ATTO");
		for (String strip : STRIPS) {
			Map<Long, Double> sweep = new java.util.TreeMap<>();
			atto.forEach((key, byStrip) -> {
				if (key.matches("read\\.mbps\\.\\d+") && byStrip.containsKey(strip)) {
					sweep.put(Long.parseLong(key.substring("read.mbps.".length())), byStrip.get(strip));
				}
			});
			double top = sweep.values().stream().mapToDouble(Double::doubleValue).max().orElseThrow();
			reaches.put(strip, sweep.entrySet().stream().filter(e -> e.getValue() >= 0.9 * top).findFirst().orElseThrow().getKey());
		}
		String reached = String.join(", ", reaches.entrySet().stream().map(e -> e.getKey() + " at " + size(e.getValue())).toList());
		long fourK = reaches.get("4k");
		finding(s, "ATTO: the 4 KiB strip reaches the top first", reached, "4k first",
				reaches.values().stream().allMatch(v -> v >= fourK));
		long wide = reaches.get("128k");
		finding(s, "ATTO: the 128 KiB strip only at 64 KiB blocks", "128k at " + size(wide), "at 64 KiB blocks",
				wide >= 32 * 1024 && wide <= 128 * 1024);
		boolean small = winners.stream().anyMatch(w -> w.equals("4k") || w.equals("8k") || w.equals("16k"));
		boolean large = winners.stream().anyMatch(w -> w.equals("64k") || w.equals("128k"));
		finding(s, "No strip leads everything: small ones win some tests, large ones others",
				"best strips: " + String.join(", ", winners), "both small and large winners", small && large);
	}

	/**
	 * Whether the seed's strip is the best (or, {@code highest} false, the lowest) of a figure of the study:
	 * within 1 % of the simulated extreme, since strips the medium limits tie. Returns the simulated best strip.
	 */
	private String best(String seed, String what, Map<String, Map<String, Map<String, Double>>> study, String test, String key,
			String seedStrip, boolean highest) {
		Map<String, Double> figures = new LinkedHashMap<>();
		for (String strip : STRIPS) {
			figures.put(strip, study.get(test).get(key).get(strip));
		}
		String extreme = figures.entrySet().stream()
				.reduce((x, y) -> highest ? (y.getValue() > x.getValue() ? y : x) : (y.getValue() < x.getValue() ? y : x))
				.orElseThrow().getKey();
		double e = figures.get(extreme);
		double mine = figures.get(seedStrip);
		boolean holds = highest ? mine >= 0.99 * e : mine <= 1.01 * e;
		String shown = String.join(" ", figures.entrySet().stream().map(f -> f.getKey() + "=" + number(f.getValue())).toList());
		finding(seed, what, shown + " MB/s", seedStrip + (highest ? " best" : " lowest") + " (within 1 %)", holds);
		return extreme;
	}

	private static String size(long bytes) {
		return bytes >= 1 << 20 ? bytes / (1 << 20) + " MiB" : bytes >= 1024 ? bytes / 1024 + " KiB" : bytes + " B";
	}

	// ---- output

	private void print() {
		int what = Math.max(20, rows.stream().mapToInt(r -> r.what().length()).max().orElse(20));
		int sim = Math.max(10, rows.stream().mapToInt(r -> r.simulated().length()).max().orElse(10));
		int ref = Math.max(10, rows.stream().mapToInt(r -> r.reference().length()).max().orElse(10));
		String format = "%-4s  %-" + what + "s  %-" + sim + "s  %-" + ref + "s  %s%n";
		System.out.printf(format, "seed", "figure or finding", "simulated", "seed", "");
		Map<String, int[]> perSeed = new LinkedHashMap<>();
		for (Row r : rows) {
			System.out.printf(format, r.seed(), r.what(), r.simulated(), r.reference(), r.inRange() ? "in range" : "NOT in range");
			int[] counts = perSeed.computeIfAbsent(r.seed(), k -> new int[2]);
			counts[0] += r.inRange() ? 1 : 0;
			counts[1]++;
		}
		long in = rows.stream().filter(Row::inRange).count();
		System.out.println();
		System.out.println("sim-vs-seeds: " + in + " of " + rows.size() + " rows in range ("
				+ String.join(", ", perSeed.entrySet().stream().map(e -> "seed " + e.getKey() + ": " + e.getValue()[0] + "/"
						+ e.getValue()[1]).toList())
				+ ")");
	}
}
