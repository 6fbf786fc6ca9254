package org.drivebench.drivetests.random;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.drivebench.engine.SizeDistribution;

/**
 * Iometer's emulated server access specifications, as the enterprise review runs them (sizes with
 * their shares of the I/Os, read share, random share).
 */
enum ServerPattern {
	DATABASE("database", "Database", 67, 100, 8192, 100),
	FILE_SERVER("fileserver", "File server", 80, 100, 512, 10, 1024, 5, 2048, 5, 4096, 60, 8192, 2, 16384, 4, 32768, 4,
			65536, 10),
	WORKSTATION("workstation", "Workstation", 80, 80, 8192, 100),
	WEB_SERVER("webserver", "Web server", 100, 100, 512, 22, 1024, 15, 2048, 8, 4096, 23, 8192, 15, 16384, 2, 32768, 6,
			65536, 7, 131072, 1, 524288, 1);

	private final String key;
	private final String label;
	private final int readPercent;
	private final int randomPercent;
	private final SizeDistribution sizes;

	/** @param sizesAndShares size in bytes, share in percent, size, share, ... */
	ServerPattern(String key, String label, int readPercent, int randomPercent, int... sizesAndShares) {
		this.key = key;
		this.label = label;
		this.readPercent = readPercent;
		this.randomPercent = randomPercent;
		List<SizeDistribution.Entry> entries = new ArrayList<>();
		for (int i = 0; i < sizesAndShares.length; i += 2) {
			entries.add(new SizeDistribution.Entry(sizesAndShares[i], sizesAndShares[i + 1]));
		}
		this.sizes = SizeDistribution.weighted(entries);
	}

	/** The parameter word, e.g. "fileserver". */
	String key() {
		return key;
	}

	String label() {
		return label;
	}

	int readPercent() {
		return readPercent;
	}

	int randomPercent() {
		return randomPercent;
	}

	SizeDistribution sizes() {
		return sizes;
	}

	static List<String> keys() {
		return Arrays.stream(values()).map(ServerPattern::key).toList();
	}

	static ServerPattern of(String key) {
		for (ServerPattern p : values()) {
			if (p.key.equals(key)) {
				return p;
			}
		}
		throw new IllegalArgumentException("no server pattern '" + key + "'; there are " + String.join(", ", keys()));
	}
}
