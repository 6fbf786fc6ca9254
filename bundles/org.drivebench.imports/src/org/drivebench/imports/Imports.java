package org.drivebench.imports;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Function;

import org.drivebench.core.suite.WorkloadMatcher;
import org.drivebench.fio.FioImporter;
import org.drivebench.model.Drive;
import org.drivebench.model.Run;
import org.drivebench.model.TestBench;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Any file another tool wrote, as a run: its format recognised from its content, each figure in the
 * row of the DriveBench test with its workload. The command line and the workbench both import here.
 */
public final class Imports {
	/** The formats {@link #read} recognises. */
	public enum Format {
		FIO_JSON("fio JSON"), CRYSTALDISKMARK("CrystalDiskMark text"), KDISKMARK("KDiskMark text");

		public final String label;

		Format(String label) {
			this.label = label;
		}
	}

	private final WorkloadMatcher matcher;

	public Imports(WorkloadMatcher matcher) {
		this.matcher = matcher;
	}

	/** Which format {@code text} is in, or an error naming the file and what it starts with. */
	public static Format detect(String text, String source) throws ImportFormatException {
		if (DiskMarkText.recognises(text)) {
			return text.lines().limit(6).anyMatch(l -> l.strip().startsWith("KDiskMark")) ? Format.KDISKMARK : Format.CRYSTALDISKMARK;
		}
		String start = text.stripLeading();
		if (start.startsWith("{") || text.contains("\n{") && text.contains("\"jobs\"")) {
			return Format.FIO_JSON;
		}
		String first = start.lines().findFirst().orElse("");
		throw new ImportFormatException(source + " line 1: not a format DriveBench imports (fio JSON, CrystalDiskMark or"
				+ " KDiskMark text): it starts '" + (first.length() > 60 ? first.substring(0, 60) + "..." : first) + "'");
	}

	/**
	 * Reads {@code file}.
	 *
	 * @param driveName the drive measured, as the user named it; when null, the file must name it
	 *                  (CrystalDiskMark's and KDiskMark's comment)
	 * @param drives    the drive of a name (the library's, or a new one)
	 */
	public Run read(Path file, @Nullable String driveName, Function<String, Drive> drives, @Nullable TestBench bench)
			throws IOException {
		byte[] bytes = Files.readAllBytes(file);
		String text;
		if (bytes.length >= 2 && (bytes[0] & 0xff) == 0xff && (bytes[1] & 0xff) == 0xfe) {
			text = new String(bytes, 2, bytes.length - 2, StandardCharsets.UTF_16LE); // Windows' "Unicode" text
		} else try {
			text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
		} catch (CharacterCodingException e) {
			// CrystalDiskMark's older versions save in the system's code page: its ASCII lines read the same
			text = new String(bytes, StandardCharsets.ISO_8859_1);
		}
		text = text.startsWith("\uFEFF") ? text.substring(1) : text; // CrystalDiskMark writes a byte-order mark
		String source = file.toAbsolutePath().toString();
		Format format = detect(text, source);
		if (format == Format.FIO_JSON) {
			if (driveName == null || driveName.isBlank()) {
				throw new ImportFormatException(source + ": fio's JSON does not name the drive it measured: name it with --drive <name>");
			}
			return new FioImporter(matcher).read(text, source, drives.apply(driveName), bench);
		}
		DiskMarkText.Report report = DiskMarkText.parse(text, source);
		String name = driveName != null && !driveName.isBlank() ? driveName
				: DiskMarkImporter.driveNamed(report).orElseThrow(() -> new ImportFormatException(source + ": the file names no drive"
						+ " (its Comment line is empty or missing): name it with --drive <name>"));
		return new DiskMarkImporter(matcher).read(report, text, source, drives.apply(name), bench);
	}
}
