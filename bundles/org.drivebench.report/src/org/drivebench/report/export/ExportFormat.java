package org.drivebench.report.export;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import org.drivebench.report.NumberPolicy;

/** The formats a review table exports to, with the names the command line accepts. */
public enum ExportFormat {
	CSV("csv", "text/csv", "csv"),
	MARKDOWN("md", "text/markdown", "md", "markdown"),
	HTML("html", "text/html", "html", "htm"),
	LATEX("tex", "application/x-tex", "tex", "latex"),
	JSON("json", "application/json", "json");

	private final String extension;
	private final String mediaType;
	private final List<String> names;

	ExportFormat(String extension, String mediaType, String... names) {
		this.extension = extension;
		this.mediaType = mediaType;
		this.names = List.of(names);
	}

	/** File name extension, without the dot. */
	public String extension() {
		return extension;
	}

	public String mediaType() {
		return mediaType;
	}

	/**
	 * The format called {@code name} (md, markdown, csv, html, tex, latex, json; any case).
	 *
	 * @throws IllegalArgumentException naming the formats there are
	 */
	public static ExportFormat byName(String name) {
		String n = name.strip().toLowerCase(Locale.ROOT);
		for (ExportFormat f : values()) {
			if (f.names.contains(n)) {
				return f;
			}
		}
		throw new IllegalArgumentException("unknown format '" + name + "'; formats: "
				+ Arrays.stream(values()).map(f -> f.names.get(0)).collect(Collectors.joining(", ")));
	}

	/** An exporter of this format for the table alone. */
	public TableExporter exporter(NumberPolicy numbers) {
		return exporter(numbers, List.of());
	}

	/** An exporter of this format; {@code sections}' charts are embedded where the format can hold images (HTML). */
	public TableExporter exporter(NumberPolicy numbers, List<PageSection> sections) {
		return switch (this) {
		case CSV -> new CsvExporter(numbers, false);
		case MARKDOWN -> new MarkdownExporter(numbers);
		case HTML -> new HtmlExporter(numbers, sections);
		case LATEX -> new LatexExporter(numbers);
		case JSON -> new JsonExporter(numbers);
		};
	}
}
