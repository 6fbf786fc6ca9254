package org.drivebench.imports;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

import org.drivebench.core.suite.WorkloadMatcher;
import org.drivebench.fio.FioImporter;
import org.drivebench.model.Drive;
import org.drivebench.model.Run;
import org.drivebench.model.TestBench;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Any file another tool wrote (fio JSON, CrystalDiskMark and KDiskMark text, DiskSpd text and XML), as a run: its format recognised from its content, each figure in the
 * row of the DriveBench test with its workload. The command line and the workbench both import here.
 */
public final class Imports {
	/** The formats {@link #read} recognises. */
	public enum Format {
		FIO_JSON("fio JSON", "fio"), CRYSTALDISKMARK("CrystalDiskMark text", "crystaldiskmark"), KDISKMARK("KDiskMark text", "kdiskmark"),
		DISKSPD_TEXT("DiskSpd text", "diskspd"), DISKSPD_XML("DiskSpd XML", "diskspd");

		public final String label;
		/** The name {@code --format} takes (DiskSpd's two outputs share one: the content tells text from XML). */
		public final String option;

		Format(String label, String option) {
			this.label = label;
			this.option = option;
		}

		/** The formats of a {@code --format} name, or an empty list when no format has it. */
		public static List<Format> named(String option) {
			return Arrays.stream(values()).filter(f -> f.option.equalsIgnoreCase(option.strip())).toList();
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
		if (DiskSpdXml.recognises(text)) {
			return Format.DISKSPD_XML;
		}
		if (DiskSpdText.recognises(text)) {
			return Format.DISKSPD_TEXT;
		}
		String start = text.stripLeading();
		if (start.startsWith("{") || text.contains("\n{") && text.contains("\"jobs\"")) {
			return Format.FIO_JSON;
		}
		String first = start.lines().findFirst().orElse("");
		throw new ImportFormatException(source + " line 1: not a format DriveBench imports (fio JSON, CrystalDiskMark or"
				+ " KDiskMark text, DiskSpd text or XML): it starts '" + (first.length() > 60 ? first.substring(0, 60) + "..." : first) + "'");
	}

	/**
	 * The format {@code text} is in when the user named it ({@code --format}): the named one when the
	 * content is it, else an error naming the file, what was asked and what the content is.
	 */
	public static Format detect(String text, String source, String option) throws ImportFormatException {
		List<Format> asked = Format.named(option);
		if (asked.isEmpty()) {
			throw new ImportFormatException("unknown format '" + option + "': one of fio, crystaldiskmark, kdiskmark, diskspd");
		}
		Format found;
		try {
			found = detect(text, source);
		} catch (ImportFormatException e) {
			throw new ImportFormatException(e.getMessage().replace("not a format DriveBench imports", "not " + asked.get(0).label
					+ (asked.size() > 1 ? " or XML" : "")));
		}
		if (!asked.contains(found)) {
			throw new ImportFormatException(source + " line 1: --format " + option + " was asked for, but the file is " + found.label);
		}
		return found;
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
		return read(file, null, driveName, drives, bench);
	}

	/**
	 * Reads {@code file} in the format {@code format} names ({@code --format}: fio, crystaldiskmark,
	 * kdiskmark, diskspd), or the one its content shows when {@code format} is null.
	 */
	public Run read(Path file, @Nullable String format, @Nullable String driveName, Function<String, Drive> drives,
			@Nullable TestBench bench) throws IOException {
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
		Format found = format == null ? detect(text, source) : detect(text, source, format);
		if (found == Format.DISKSPD_TEXT || found == Format.DISKSPD_XML) {
			if (driveName == null || driveName.isBlank()) {
				throw new ImportFormatException(source + ": DiskSpd's output does not name the drive it measured: name it with --drive <name>");
			}
			DiskSpdReport report = found == Format.DISKSPD_XML ? DiskSpdXml.parse(text, source) : DiskSpdText.parse(text, source);
			return new DiskSpdImporter(matcher).read(report, text, source, drives.apply(driveName), bench);
		}
		if (found == Format.FIO_JSON) {
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
