package org.drivebench.report.export;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.google.gson.JsonElement;

import org.drivebench.report.NumberPolicy;
import org.drivebench.report.ReportDrive;
import org.drivebench.report.ReviewCell;
import org.drivebench.report.ReviewRow;
import org.drivebench.report.ReviewTable;
import org.drivebench.report.Summary;
import org.drivebench.report.TableGrid;

/**
 * JSON (through Gson) for programs: the table's full figures (unrounded mean, standard deviation,
 * interval, n, percentage of the baseline, best mark per cell; decimals per row) and, under
 * {@code grid}, the rounded text table as laid out for readers. A figure that does not exist is
 * {@code null}.
 */
public final class JsonExporter implements TableExporter {
	private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create();

	private final NumberPolicy numbers;

	public JsonExporter(NumberPolicy numbers) {
		this.numbers = numbers;
	}

	@Override
	public ExportFormat format() {
		return ExportFormat.JSON;
	}

	@Override
	public void write(ReviewTable table, Writer out) throws IOException {
		JsonObject root = new JsonObject();
		root.addProperty("title", table.title());
		root.addProperty("layout", table.layout().getLiteral());
		root.addProperty("normalisation", table.normalisation().getLiteral());
		root.addProperty("confidence", table.confidence());
		root.add("baseline", table.baseline().<JsonElement>map(d -> new JsonPrimitive(d.key())).orElse(JsonNull.INSTANCE));
		JsonArray drives = new JsonArray();
		for (ReportDrive d : table.drives()) {
			JsonObject o = new JsonObject();
			o.addProperty("key", d.key());
			o.addProperty("label", d.label());
			o.addProperty("color", d.color());
			o.addProperty("baseline", d.baseline());
			drives.add(o);
		}
		root.add("drives", drives);
		JsonArray rows = new JsonArray();
		for (ReviewRow row : table.rows()) {
			rows.add(row(table, row));
		}
		root.add("rows", rows);
		JsonArray notes = new JsonArray();
		table.notes().forEach(notes::add);
		root.add("notes", notes);
		root.add("grid", grid(TableGrid.of(table, numbers, TableGrid.Style.TEXT)));
		GSON.toJson(root, out);
		out.write('\n');
	}

	private static JsonObject row(ReviewTable table, ReviewRow row) {
		JsonObject o = new JsonObject();
		o.addProperty("test", row.test().testId());
		o.addProperty("case", row.test().caseName());
		o.addProperty("testName", row.testName());
		o.addProperty("metric", row.metricKey());
		o.addProperty("label", row.metricLabel());
		o.addProperty("unit", row.unit());
		o.addProperty("better", row.direction().getLiteral());
		o.addProperty("decimals", row.decimals());
		JsonArray cells = new JsonArray();
		for (int i = 0; i < row.cells().size(); i++) {
			ReviewCell c = row.cells().get(i);
			JsonObject cell = new JsonObject();
			cell.addProperty("drive", table.drives().get(i).key());
			Summary s = c.summary();
			cell.add("n", s == null ? JsonNull.INSTANCE : new JsonPrimitive(s.n()));
			cell.add("mean", number(s == null ? Double.NaN : s.mean()));
			cell.add("stdDev", number(s == null ? Double.NaN : s.stdDev()));
			cell.add("halfWidth", number(s == null ? Double.NaN : s.halfWidth()));
			cell.add("low", number(s == null || !s.hasInterval() ? Double.NaN : s.low()));
			cell.add("high", number(s == null || !s.hasInterval() ? Double.NaN : s.high()));
			cell.add("percentOfBaseline", number(c.percentOfBaseline()));
			cell.add("percentHalfWidth", number(c.percentHalfWidth()));
			cell.addProperty("best", c.best());
			cells.add(cell);
		}
		o.add("cells", cells);
		return o;
	}

	private static JsonObject grid(TableGrid grid) {
		JsonObject o = new JsonObject();
		o.add("header", texts(grid.header()));
		JsonArray body = new JsonArray();
		JsonArray best = new JsonArray();
		for (List<TableGrid.Cell> row : grid.body()) {
			body.add(texts(row));
			JsonArray marks = new JsonArray();
			row.forEach(c -> marks.add(c.best()));
			best.add(marks);
		}
		o.add("body", body);
		o.add("best", best);
		JsonArray notes = new JsonArray();
		grid.footnotes().forEach(notes::add);
		o.add("footnotes", notes);
		return o;
	}

	private static JsonArray texts(List<TableGrid.Cell> cells) {
		JsonArray a = new JsonArray();
		cells.forEach(c -> a.add(c.text()));
		return a;
	}

	private static JsonElement number(double v) {
		return Double.isFinite(v) ? new JsonPrimitive(v) : JsonNull.INSTANCE;
	}
}
