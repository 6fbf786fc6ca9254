package org.drivebench.report.export;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;

import org.drivebench.report.ReviewTable;

/** Writes a review table in one format. Text formats are written as UTF-8 by the caller's writer. */
public interface TableExporter {
	ExportFormat format();

	void write(ReviewTable table, Writer out) throws IOException;

	/** The export as a string. */
	default String export(ReviewTable table) {
		StringWriter out = new StringWriter();
		try {
			write(table, out);
		} catch (IOException e) {
			throw new UncheckedIOException(e); // a StringWriter does not fail
		}
		return out.toString();
	}
}
