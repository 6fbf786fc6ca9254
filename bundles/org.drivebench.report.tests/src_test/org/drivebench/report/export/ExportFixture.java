package org.drivebench.report.export;

import static org.drivebench.core.testing.Fixtures.accessMs;
import static org.drivebench.core.testing.Fixtures.mbps;
import static org.drivebench.core.testing.Fixtures.metric;
import static org.drivebench.core.testing.Fixtures.result;

import org.drivebench.core.testing.Fixtures;
import org.drivebench.report.NumberPolicy;
import org.drivebench.report.ReportBuilder;
import org.drivebench.report.ReviewTable;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.TableLayout;

/** A review table whose names hold every character an export format could trip over. */
final class ExportFixture {
	/** Commas, quotes, pipes, backslashes, ampersands, markup, LaTeX specials and a line break. */
	static final String NASTY = "Drive \"A\", 1|2 \\ back & <b>x</b> 100% #1 _u_ $5 {x} ~y^z\nsecond line";
	static final String RUSSIAN = "Seagate «Барракуда» 2 ТБ";
	static final String JAPANESE = "東芝 ドライブ 2TB";
	static final String TEST = "Linear, read|write";
	static final String METRIC = "Speed \"avg\" & more";

	private ExportFixture() {
	}

	static ReviewTable table(TableLayout layout) {
		Fixtures f = new Fixtures();
		f.run("nasty", NASTY, 1, result("linear", TEST, metric("speed", METRIC, 120.04, "MB/s", BetterDirection.HIGHER),
				accessMs(12.5)));
		f.run("nasty", NASTY, 2, result("linear", TEST, metric("speed", METRIC, 121.96, "MB/s", BetterDirection.HIGHER),
				accessMs(12.7)));
		f.run("ru", RUSSIAN, 3, result("linear", TEST, metric("speed", METRIC, 150.0, "MB/s", BetterDirection.HIGHER),
				accessMs(14.1)));
		f.run("jp", JAPANESE, 4, result("linear", TEST, mbps(1)));
		ComparisonReport report = Fixtures.report("Review & \"test\" | 100% <1>", "nasty", "ru", "jp");
		report.setBaselineDriveKey("nasty");
		report.setLayout(layout);
		return new ReportBuilder(NumberPolicy.standard()).build(report, f.runs());
	}
}
