package org.drivebench.report.export;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.chart.SeriesStyle;

/**
 * The figures a chart draws, as CSV for a spreadsheet ("Copy Data as CSV" in every chart's menu): one
 * line per point, the series first, then x (a category's name for bars) and the value, each column
 * headed by its axis's title with the unit. A chart whose series use several value axes names each
 * line's axis; bars with intervals add the interval's ends. Numbers are written whole, as measured
 * (not rounded for reading), with '.' and no exponent; text cells are neutralised against CSV
 * injection as the table export's are.
 */
public final class ChartCsv {
	private ChartCsv() {
	}

	/** The CSV text of {@code model}'s points (all of them: give the model before it is thinned for drawing). */
	public static String of(ChartModel model) {
		StringWriter out = new StringWriter();
		try (CSVPrinter printer = new CSVPrinter(out, CSVFormat.RFC4180)) {
			boolean oneAxis = model.series().stream().mapToInt(SeriesSpec::yAxis).distinct().count() <= 1;
			boolean intervals = model.series().stream().anyMatch(s -> s.style() == SeriesStyle.BARS && hasIntervals(s));
			AxisSpec x = model.x();
			List<String> header = new ArrayList<>(List.of("Series", x.title().isBlank() ? (x.isCategory() ? "Category" : "x") : x.title()));
			header.add(oneAxis ? model.y().get(model.series().isEmpty() ? 0 : model.series().get(0).yAxis()).title() : "Value");
			if (!oneAxis) {
				header.add("Axis");
			}
			if (intervals) {
				header.add("Interval low");
				header.add("Interval high");
			}
			printer.printRecord(header.stream().map(CsvExporter::neutralised).toList());
			for (SeriesSpec s : model.series()) {
				for (int i = 0; i < s.size(); i++) {
					List<String> row = new ArrayList<>();
					row.add(CsvExporter.neutralised(s.label()));
					row.add(x.isCategory() ? CsvExporter.neutralised(x.tickLabel(s.x()[i])) : number(s.x()[i]));
					row.add(number(s.y()[i]));
					if (!oneAxis) {
						row.add(CsvExporter.neutralised(model.y().get(s.yAxis()).title()));
					}
					if (intervals) {
						boolean has = s.bars().hasInterval(i);
						row.add(has ? number(s.bars().low()[i]) : "");
						row.add(has ? number(s.bars().high()[i]) : "");
					}
					printer.printRecord(row);
				}
			}
		} catch (IOException e) {
			throw new UncheckedIOException(e); // a StringWriter does not fail
		}
		return out.toString();
	}

	private static boolean hasIntervals(SeriesSpec s) {
		for (int i = 0; i < s.size(); i++) {
			if (s.bars().hasInterval(i)) {
				return true;
			}
		}
		return false;
	}

	/** A figure whole, '.' as separator, no exponent; "" for none. */
	static String number(double value) {
		if (!Double.isFinite(value)) {
			return "";
		}
		return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
	}
}
