package org.drivebench.report.export;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.drivebench.report.NumberPolicy;
import org.drivebench.report.ReviewTable;
import org.drivebench.report.TableGrid;

/**
 * CSV for spreadsheets (RFC 4180 through Apache Commons CSV, which quotes commas, quotes and line
 * breaks): the table's {@link TableGrid.Style#NUMBERS numbers grid}, one header line, each figure a
 * plain number ('.' decimal) so a spreadsheet reads it as one; interval, n and the best drives
 * have columns of their own. Optionally starts with a byte order mark, which Excel needs to read
 * UTF-8 (Cyrillic, Japanese drive names).
 *
 * <p>A text cell (a drive name, a test name, a label: text a library's runs bring, which anyone may
 * have typed) that begins with {@code = + - @}, a tab or a carriage return is written with a leading
 * {@code '}, OWASP's rule against CSV injection: a spreadsheet shows it as text instead of running it
 * as a formula. Figures are numbers this exporter wrote, and stay numbers (-4.0 is not a formula).
 */
public final class CsvExporter implements TableExporter {
	private final NumberPolicy numbers;
	private final boolean byteOrderMark;

	public CsvExporter(NumberPolicy numbers, boolean byteOrderMark) {
		this.numbers = numbers;
		this.byteOrderMark = byteOrderMark;
	}

	@Override
	public ExportFormat format() {
		return ExportFormat.CSV;
	}

	@Override
	public void write(ReviewTable table, Writer out) throws IOException {
		TableGrid grid = TableGrid.of(table, numbers, TableGrid.Style.NUMBERS);
		if (byteOrderMark) {
			out.write('\uFEFF');
		}
		CSVPrinter printer = new CSVPrinter(out, CSVFormat.RFC4180);
		printer.printRecord(texts(grid.header()));
		for (List<TableGrid.Cell> row : grid.body()) {
			printer.printRecord(texts(row));
		}
		printer.flush();
	}

	private static List<String> texts(List<TableGrid.Cell> cells) {
		return cells.stream().map(c -> c.numeric() ? c.text() : neutralised(c.text())).toList();
	}

	/** Text a spreadsheet would take for a formula, made plain text (OWASP CSV injection). */
	static String neutralised(String text) {
		if (!text.isEmpty() && "=+-@\t\r".indexOf(text.charAt(0)) >= 0) {
			return "'" + text;
		}
		return text;
	}
}
