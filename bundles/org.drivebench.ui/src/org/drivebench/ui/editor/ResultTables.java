package org.drivebench.ui.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.function.Supplier;

import org.drivebench.model.BetterDirection;
import org.drivebench.model.IntervalSeries;
import org.drivebench.model.KernelCounters;
import org.drivebench.model.LatencyHistogram;
import org.drivebench.model.MeasuredStep;
import org.drivebench.model.Message;
import org.drivebench.model.Metric;
import org.drivebench.model.Parameter;
import org.drivebench.model.Series;
import org.drivebench.model.TestResult;
import org.drivebench.model.WorkerResult;
import org.drivebench.model.values.Samples;
import org.drivebench.report.chart.ByteSizeFormat;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.NumberPolicy;
import org.drivebench.core.units.Unit;
import org.drivebench.core.units.Units;
import org.drivebench.report.StoredUnits;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Table;

/**
 * The tables of a test result, one tab each: metrics (with units and which direction is better),
 * parameters, messages, and the raw data: every series' points, every interval series, the workers
 * and the latency percentiles. Figures follow the display settings' rate unit and the one rounding policy.
 */
final class ResultTables {
	static final String METRICS = "metrics";
	static final String PARAMETERS = "parameters";
	static final String MESSAGES = "messages";
	static final String WORKERS = "workers";
	static final String PERCENTILES = "percentiles";
	static final String STEPS = "steps";
	private static final String LAZY = "org.drivebench.ui.editor.lazyTable";
	private static final double NANOS_PER_MS = 1e6;
	private static final double MICROS_PER_MS = 1e3;
	private static final NumberPolicy NUMBERS = NumberPolicy.standard();
	private static final Unit IOPS = Units.IOPS, MBPS = Units.MB_PER_S, MS = Units.MILLISECONDS, SECONDS = Units.SECONDS;

	private final TestResult result;
	private final DisplaySettings settings;
	private final CTabFolder tabs;

	private ResultTables(CTabFolder tabs, TestResult result, DisplaySettings settings) {
		this.tabs = tabs;
		this.result = result;
		this.settings = settings;
	}

	/** Fills {@code tabs} with the tables of {@code result}, the first one made but none shown yet ({@link #show}). */
	static void fill(CTabFolder tabs, TestResult result, DisplaySettings settings) {
		new ResultTables(tabs, result, settings).fill();
	}

	private void fill() {
		if (tabs.getData(LAZY) == null) {
			tabs.setData(LAZY, Boolean.TRUE);
			tabs.addListener(SWT.Selection, e -> realize((CTabItem) e.item));
		}
		metrics();
		parameters();
		if (!result.getMessages().isEmpty()) {
			messages();
		}
		for (Series s : result.getSeries()) {
			points(s);
		}
		for (IntervalSeries i : result.getIntervals()) {
			intervals(i);
		}
		if (!result.getWorkers().isEmpty()) {
			workers();
		}
		if (!result.getSteps().isEmpty()) {
			steps();
		}
		if (result.getHistograms().stream().anyMatch(h -> !h.getPercentiles().isEmpty())) {
			percentiles();
		}
		// made before it is shown, at a size GTK can draw: the caller sizes the tabs to it, then shows it
		realize(tabs.getItem(0));
	}

	/** Shows tab {@code index} (the last when there are fewer), its table made if it was not. */
	static void show(CTabFolder tabs, int index) {
		tabs.setSelection(Math.min(index, tabs.getItemCount() - 1));
		realize(tabs.getSelection());
	}

	/** Creates a tab's table when it is first shown: a 100,000-row table costs nothing until then. */
	@SuppressWarnings("unchecked")
	static void realize(@Nullable CTabItem item) {
		if (item != null && item.getControl() == null && item.getData(LAZY) instanceof Supplier<?> create) {
			item.setControl(((Supplier<Table>) create).get());
		}
	}

	private void metrics() {
		List<Metric> metrics = result.getMetrics();
		tab(Messages.tab_metrics, () -> DataTable.create(tabs, METRICS,
				new String[] { Messages.col_metric, Messages.col_value, Messages.col_unit, Messages.col_better },
				new boolean[] { false, true, false, false }, metrics.size(), i -> {
					Metric m = metrics.get(i);
					return new String[] { label(m.getLabel(), m.getKey()), figure(m.getValue(), StoredUnits.of(m)),
							settings.displayUnit(StoredUnits.of(m)).symbol(), better(m.getDirection()) };
				}));
	}

	private void parameters() {
		List<Parameter> parameters = result.getParameters();
		tab(Messages.tab_parameters, () -> DataTable.create(tabs, PARAMETERS,
				new String[] { Messages.col_parameter, Messages.col_value }, new boolean[] { false, false },
				parameters.size(), i -> {
					Parameter p = parameters.get(i);
					// the value with its unit once: "1MiB", not "1MiB" beside "B"
					return new String[] { label(p.getLabel(), p.getKey()), StoredUnits.shown(p) };
				}));
	}

	private void messages() {
		List<Message> messages = result.getMessages();
		tab(Messages.tab_messages, () -> DataTable.create(tabs, MESSAGES, new String[] { Messages.col_severity, Messages.col_message },
				new boolean[] { false, false }, messages.size(), i -> new String[] { messages.get(i).getSeverity().getLiteral().toLowerCase(),
						String.valueOf(messages.get(i).getText()) }));
	}

	private void points(Series s) {
		Samples x = s.getXValues() == null ? Samples.EMPTY : s.getXValues();
		Samples y = s.getYValues() == null ? Samples.EMPTY : s.getYValues();
		Unit xUnit = StoredUnits.x(s);
		Unit yUnit = StoredUnits.y(s);
		boolean bytes = xUnit.equals(Units.BYTES);
		String xHeader = withUnit(s.getXLabel(), bytes ? Units.NUMBER : xUnit);
		String yHeader = withUnit(s.getYLabel(), settings.displayUnit(yUnit));
		int rows = Math.min(x.size(), y.size());
		tab(NLS.bind(Messages.tab_points, label(s.getLabel(), s.getKey())), () -> DataTable.create(tabs, "points:" + s.getKey(),
				new String[] { "#", xHeader, yHeader }, new boolean[] { true, true, true }, rows,
				i -> new String[] { Integer.toString(i + 1), bytes ? ByteSizeFormat.format(x.get(i)) : plain(x.get(i)),
						figure(y.get(i), yUnit) }));
	}

	private void intervals(IntervalSeries in) {
		Samples start = orEmpty(in.getStartSeconds());
		Samples iops = orEmpty(in.getIops());
		Samples rate = orEmpty(in.getMegabytesPerSecond());
		Samples mean = orEmpty(in.getMeanLatencyMicros());
		Samples max = orEmpty(in.getMaxLatencyMicros());
		tab(NLS.bind(Messages.tab_intervals, label(in.getLabel(), in.getKey())), () -> DataTable.create(tabs, "intervals:" + in.getKey(),
				new String[] { Messages.col_start, Messages.col_iops, NLS.bind(Messages.col_rate, settings.rateUnit().symbol()),
						Messages.col_mean_latency, Messages.col_max_latency },
				new boolean[] { true, true, true, true, true }, start.size(),
				i -> new String[] { plain(start.get(i)), at(iops, i, 1, IOPS), rateAt(rate, i), at(mean, i, 1 / MICROS_PER_MS, MS),
						at(max, i, 1 / MICROS_PER_MS, MS) }));
	}

	private void workers() {
		List<WorkerResult> workers = result.getWorkers();
		tab(Messages.tab_workers, () -> DataTable.create(tabs, WORKERS,
				new String[] { Messages.col_worker, Messages.col_region_offset, Messages.col_region_length, Messages.col_ios, Messages.col_bytes,
						Messages.col_iops, NLS.bind(Messages.col_rate, settings.rateUnit().symbol()), Messages.col_mean_latency,
						Messages.col_max_latency },
				new boolean[] { true, true, true, true, true, true, true, true, true }, workers.size(), i -> {
					WorkerResult w = workers.get(i);
					return new String[] { Integer.toString(w.getIndex() + 1), ByteSizeFormat.format(w.getRegionOffset()),
							ByteSizeFormat.format(w.getRegionLength()), Long.toString(w.getIos()), ByteSizeFormat.format(w.getBytes()),
							figure(w.getIops(), IOPS), figure(w.getMegabytesPerSecond(), MBPS), figure(w.getMeanLatencyNanos() / NANOS_PER_MS, MS),
							figure(w.getMaxLatencyNanos() / NANOS_PER_MS, MS) };
				}));
	}

	/** Each engine run with DriveBench's counts and the kernel's over the same time, side by side. */
	private void steps() {
		List<MeasuredStep> steps = result.getSteps();
		tab(Messages.tab_steps, () -> DataTable.create(tabs, STEPS,
				new String[] { Messages.col_step, Messages.col_seconds, Messages.col_ios, Messages.col_bytes, Messages.col_kernel_ios,
						Messages.col_kernel_bytes, Messages.col_kernel_devices, Messages.col_process_bytes },
				new boolean[] { false, true, true, true, true, true, false, true }, steps.size(), i -> {
					MeasuredStep s = steps.get(i);
					KernelCounters k = s.getKernel();
					return new String[] { s.getName() + (s.isCompleted() ? "" : " " + Messages.step_cut_short),
							figure(s.getElapsedNanos() / 1e9, SECONDS), Long.toString(s.getReadIos() + s.getWriteIos()),
							ByteSizeFormat.format(s.getReadBytes() + s.getWriteBytes()),
							k == null ? "" : Long.toString(k.getReadIos() + k.getWriteIos()),
							k == null ? "" : ByteSizeFormat.format(k.getReadBytes() + k.getWriteBytes()),
							k == null ? Messages.step_no_kernel : String.join(", ", k.getDevices()),
							k == null || k.getProcessReadBytes() < 0 ? ""
									: ByteSizeFormat.format(k.getProcessReadBytes() + k.getProcessWriteBytes()) };
				}));
	}

	private void percentiles() {
		List<LatencyHistogram> histograms = result.getHistograms().stream().filter(h -> !h.getPercentiles().isEmpty()).toList();
		TreeSet<Double> percents = new TreeSet<>();
		histograms.forEach(h -> h.getPercentiles().forEach(p -> percents.add(p.getPercent())));
		List<String> rowNames = new ArrayList<>();
		percents.forEach(p -> rowNames.add(plain(p) + " %"));
		rowNames.addAll(List.of(Messages.row_min, Messages.row_mean, Messages.row_max, Messages.row_count));
		List<Double> percentList = new ArrayList<>(percents);
		String[] headers = new String[histograms.size() + 1];
		boolean[] numeric = new boolean[headers.length];
		headers[0] = Messages.col_percentile;
		for (int h = 0; h < histograms.size(); h++) {
			headers[h + 1] = NLS.bind(Messages.col_histogram, label(histograms.get(h).getLabel(), histograms.get(h).getKey()));
			numeric[h + 1] = true;
		}
		tab(Messages.tab_percentiles, () -> DataTable.create(tabs, PERCENTILES, headers, numeric, rowNames.size(), row -> {
			String[] texts = new String[headers.length];
			texts[0] = rowNames.get(row);
			for (int h = 0; h < histograms.size(); h++) {
				texts[h + 1] = percentileCell(histograms.get(h), row, percentList);
			}
			return texts;
		}));
	}

	private String percentileCell(LatencyHistogram h, int row, List<Double> percents) {
		if (row < percents.size()) {
			double percent = percents.get(row);
			return h.getPercentiles().stream().filter(p -> p.getPercent() == percent).findFirst()
					.map(p -> figure(p.getNanos() / NANOS_PER_MS, MS)).orElse("");
		}
		return switch (row - percents.size()) {
			case 0 -> figure(h.getMinNanos() / NANOS_PER_MS, MS);
			case 1 -> figure(h.getMeanNanos() / NANOS_PER_MS, MS);
			case 2 -> figure(h.getMaxNanos() / NANOS_PER_MS, MS);
			default -> Long.toString(h.getCount());
		};
	}

	private void tab(String title, Supplier<Table> table) {
		CTabItem item = new CTabItem(tabs, SWT.NONE);
		item.setText(title);
		item.setData(LAZY, table);
	}

	private String at(Samples samples, int i, double factor, Unit unit) {
		return i < samples.size() ? figure(samples.get(i) * factor, unit) : "";
	}

	private String rateAt(Samples samples, int i) {
		return i < samples.size() ? figure(samples.get(i), MBPS) : "";
	}

	/**
	 * A figure stored in {@code unit}, in the unit it is shown in (MiB/s when the user chose it), rounded
	 * by the one rounding policy the review tables and exports use: IOPS whole, MB/s with one decimal, ms
	 * with two (docs/exports.md).
	 */
	private String figure(double value, Unit unit) {
		return NUMBERS.figure(settings.displayValue(value, unit), settings.displayUnit(unit).symbol());
	}

	private static Samples orEmpty(@Nullable Samples s) {
		return s == null ? Samples.EMPTY : s;
	}

	static String label(@Nullable String label, String key) {
		return label == null || label.isBlank() ? String.valueOf(key) : label;
	}

	private static String withUnit(@Nullable String label, Unit unit) {
		String text = label == null ? "" : label;
		return unit.isPlainNumber() || Units.names(text, unit) ? text : text + " (" + unit.symbol() + ")";
	}

	/** A number without trailing zeros: 0.5, 99.9, 4096. */
	private static String plain(double value) {
		return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value)
				: java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
	}

	static String better(@Nullable BetterDirection direction) {
		if (direction == null) {
			return Messages.better_none;
		}
		return switch (direction) {
			case HIGHER -> Messages.better_higher;
			case LOWER -> Messages.better_lower;
			default -> Messages.better_none;
		};
	}
}
