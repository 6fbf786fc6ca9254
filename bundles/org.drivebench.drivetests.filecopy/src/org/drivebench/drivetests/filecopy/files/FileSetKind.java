package org.drivebench.drivetests.filecopy.files;

import java.util.Locale;

/** The three file sets of seed 000's copy test. */
public enum FileSetKind {
	/** One large incompressible file: seed 000's RAR archive. */
	ARCHIVE("Archive", "one large incompressible file"),
	/** Files of 10 to 20 MB in artist and album folders: seed 000's MP3 library. */
	MUSIC("Music", "files of 10-20 MB"),
	/** Thousands of small files in a nested tree, data that compresses like program files: seed 000's System32. */
	SYSTEM("System", "thousands of small program files");

	private final String label;
	private final String shape;

	FileSetKind(String label, String shape) {
		this.label = label;
		this.shape = shape;
	}

	/** The name in keys and parameters: {@code archive}, {@code music}, {@code system}. */
	public String key() {
		return name().toLowerCase(Locale.ROOT);
	}

	/** The name in tables: "Archive". */
	public String label() {
		return label;
	}

	/** What it holds, for messages. */
	public String shape() {
		return shape;
	}

	/** Whether its data compresses like program files (else it is incompressible, as compressed media are). */
	public boolean compressible() {
		return this == SYSTEM;
	}
}
