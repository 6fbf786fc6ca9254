package org.drivebench.engine.sim;

/**
 * The shipped HDD models, one per drive class of the seed reviews. Where each parameter comes from is
 * in SIMULATION.md of this bundle ("The HDD models").
 */
public final class HddModels {
	private static final long US = 1_000L;
	private static final long MS = 1_000_000L;
	private static final long S = 1_000_000_000L;
	private static final long KIB = 1L << 10;
	private static final long MIB = 1L << 20;
	/**
	 * Run-to-run variation of the HDDs: 20 % command time, 5 % seek time, a calibration pause now and
	 * then, a track written again now and then (enterprise drives' servos, with rotational vibration
	 * sensors, stray less).
	 */
	private static final Variation DESKTOP = new Variation(0.2, 0.05, 30 * S, 15 * MS, 0.005);
	private static final Variation ENTERPRISE = new Variation(0.2, 0.05, 60 * S, 10 * MS, 0.002);

	private HddModels() {
	}

	/**
	 * {@code hdd-7200}: a 2 TB 7200 rpm desktop drive with 4 KiB physical sectors (512e) of the 500 GB
	 * per platter generation (2011, seed 000's Caviar Black WD2002FAEX, Barracuda XT): 150 MB/s outer to
	 * 70 MB/s inner, 8.5 ms average seek, NCQ 32, 64 MiB cache, SATA 6 Gb/s.
	 */
	public static HddParameters desktop7200() {
		return HddParameters.builder().name("hdd-7200").model("Simulated 7200 rpm 2 TB desktop HDD")
				.serial("SIM-HDD7200-0001").driveClass("7200 rpm desktop HDD, 2 TB, Advanced Format (2011)")
				.capacityBytes(3_907_029_168L * 512).sectors(512, 4096).rpm(7200).heads(8).zones(30).mediaRates(150, 70)
				.seeks(1 * MS, 8_500_000, 17 * MS).hostOverheadNanos(10 * US).commandOverheadNanos(20 * US)
				.queueDepth(32).writeCacheBytes(64 * MIB).writeCacheEntries(64)
				.readCache(16, 4 * MIB, 1 * MIB, 512 * KIB).link(570, "SATA 6Gb/s").variation(DESKTOP).build();
	}

	/**
	 * {@code hdd-5400}: a 2 TB "green" desktop drive of 2010-2011 (seed 000's WD20EARS, HD204UI,
	 * ST2000DL003): 5400 rpm, three 667 GB platters, Advanced Format, 140 MB/s outer to 66 MB/s inner,
	 * 10.5 ms average seek, NCQ 32, 32 MiB cache, SATA 3 Gb/s.
	 */
	public static HddParameters green5400() {
		return HddParameters.builder().name("hdd-5400").model("Simulated 5400 rpm 2 TB green desktop HDD")
				.serial("SIM-HDD5400-0001").driveClass("5400 rpm 'green' desktop HDD, 2 TB, Advanced Format (2010)")
				.capacityBytes(3_907_029_168L * 512).sectors(512, 4096).rpm(5400).heads(6).zones(30).mediaRates(140, 66)
				.seeks(2 * MS, 10_500_000, 21 * MS).hostOverheadNanos(10 * US).commandOverheadNanos(25 * US)
				.queueDepth(32).writeCacheBytes(32 * MIB).writeCacheEntries(64)
				.readCache(16, 2 * MIB, 1 * MIB, 512 * KIB).link(285, "SATA 3Gb/s").variation(DESKTOP).build();
	}

	/**
	 * {@code ide-7200}: a 160 GB 7200 rpm IDE drive of 2004 with 512-byte sectors and an 8 MB buffer (seed
	 * 004's HGST Deskstar 7K250 HDS722516VLAT80, its spec table): 61 MB/s outer to 33 MB/s inner, 8.5 ms
	 * average seek, no command queueing, ATA/100.
	 */
	public static HddParameters ide7200() {
		return HddParameters.builder().name("ide-7200").model("Simulated 7200 rpm 160 GB IDE HDD (2004)")
				.serial("SIM-IDE7200-0001").driveClass("7200 rpm IDE HDD, 160 GB, 512-byte sectors, 8 MB buffer (2004)")
				.capacityBytes(321_672_960L * 512).sectors(512, 512).rpm(7200).heads(4).zones(16).mediaRates(61.1, 32.9)
				.seeks(1_100_000, 8_500_000, 15_100_000).hostOverheadNanos(25 * US).commandOverheadNanos(80 * US)
				.writeOverheadNanos(75 * US).queueDepth(1).writeCacheBytes(7 * MIB).writeCacheEntries(12)
				.readCache(8, 512 * KIB, 256 * KIB, 128 * KIB).writeSettleNanos(800 * US).link(100, "ATA/100")
				.variation(DESKTOP).build();
	}

	/**
	 * {@code sas-10k}: a 900 GB 10,000 rpm 2.5-inch SAS drive of 2012-2013 (seed 001's Savvio 10K.6,
	 * Enterprise Performance 10K, AL13SEB): 200 MB/s outer to 110 MB/s inner, 3.8 ms average seek, 64
	 * commands reordered, 64 MiB cache, SAS 6 Gb/s.
	 */
	public static HddParameters sas10k() {
		return HddParameters.builder().name("sas-10k").model("Simulated 10K rpm 900 GB SAS HDD")
				.serial("SIM-SAS10K-0001").driveClass("10,000 rpm enterprise SAS HDD, 900 GB, 2.5-inch (2012)")
				.capacityBytes(1_758_174_768L * 512).sectors(512, 512).rpm(10000).heads(6).zones(24).mediaRates(200, 110)
				.seeks(300 * US, 3_800_000, 7_500_000).hostOverheadNanos(10 * US).commandOverheadNanos(20 * US)
				.queueDepth(64).writeCacheBytes(64 * MIB).writeCacheEntries(64)
				.readCache(16, 2 * MIB, 1 * MIB, 256 * KIB).link(570, "SAS 6Gb/s").variation(ENTERPRISE).build();
	}

	/**
	 * {@code sas-15k}: a 600 GB 15,000 rpm 2.5-inch SAS drive with 512-byte native sectors of 2013-2014
	 * (seed 001's Ultrastar C15K600, Enterprise Performance 15K v5, AL13SXB600N): 240 MB/s outer to 160
	 * MB/s inner, 2.9 ms average seek, 64 commands reordered, 64 MiB cache, SAS 6 Gb/s.
	 */
	public static HddParameters sas15k() {
		return HddParameters.builder().name("sas-15k").model("Simulated 15K rpm 600 GB SAS HDD")
				.serial("SIM-SAS15K-0001").driveClass("15,000 rpm enterprise SAS HDD, 600 GB, 2.5-inch (2014)")
				.capacityBytes(1_172_123_568L * 512).sectors(512, 512).rpm(15000).heads(6).zones(24).mediaRates(240, 160)
				.seeks(200 * US, 2_900_000, 6 * MS).hostOverheadNanos(10 * US).commandOverheadNanos(20 * US)
				.queueDepth(64).writeCacheBytes(64 * MIB).writeCacheEntries(64)
				.readCache(16, 2 * MIB, 1 * MIB, 256 * KIB).link(570, "SAS 6Gb/s").variation(ENTERPRISE).build();
	}
}
