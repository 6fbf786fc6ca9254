package org.drivebench.engine.device;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The active swap areas, from {@code /proc/swaps}. */
public final class SwapTable {
	/**
	 * One active swap area.
	 *
	 * @param path the device or file, octal escapes undone
	 * @param type "partition" or "file"
	 */
	public record SwapArea(String path, String type) {
	}

	private SwapTable() {
	}

	public static List<SwapArea> read(Path proc) throws IOException {
		Path swaps = proc.resolve("swaps");
		return Files.exists(swaps) ? parse(Files.readString(swaps)) : List.of();
	}

	/** Parses the table: a header line, then {@code Filename Type Size Used Priority} per area. */
	public static List<SwapArea> parse(String text) {
		List<SwapArea> areas = new ArrayList<>();
		String[] lines = text.split("\n");
		for (int i = 1; i < lines.length; i++) {
			String[] fields = lines[i].strip().split("\\s+");
			// a swap file removed while active reads "/path (deleted)"
			int type = fields.length >= 3 && fields[1].equals("(deleted)") ? 2 : 1;
			if (fields.length > type && !fields[0].isEmpty()) {
				areas.add(new SwapArea(KernelFiles.unescapeOctal(fields[0]), fields[type]));
			}
		}
		return areas;
	}
}
