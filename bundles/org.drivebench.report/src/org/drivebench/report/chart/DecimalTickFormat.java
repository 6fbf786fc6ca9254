package org.drivebench.report.chart;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.FieldPosition;
import java.text.Format;
import java.text.ParsePosition;
import java.util.Locale;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;

/**
 * Tick labels of a numeric axis: no more decimals than the tick step needs (0, 50, 100; 0.2, 0.4),
 * never scientific notation, so a 100 MB/s axis reads 100 and a 0.05 ms axis reads 0.05.
 */
// java.text.Format's methods say nothing of null: no null default for the parameters that override them
@NonNullByDefault({ DefaultLocation.RETURN_TYPE, DefaultLocation.FIELD, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public final class DecimalTickFormat extends Format {
	private static final long serialVersionUID = 1L;
	private final DecimalFormat decimal = new DecimalFormat("0.######", DecimalFormatSymbols.getInstance(Locale.getDefault()));

	@Override
	public StringBuffer format(Object obj, StringBuffer toAppendTo, FieldPosition pos) {
		if (!(obj instanceof Number number)) {
			throw new IllegalArgumentException("a tick value must be a number, not " + obj);
		}
		double v = number.doubleValue();
		// ticks are computed in binary floating point: 0.30000000000000004 must read 0.3
		double rounded = Math.abs(v) < 1e-12 ? 0 : Double.parseDouble(String.format(Locale.ROOT, "%.10g", v));
		return decimal.format(rounded, toAppendTo, pos);
	}

	@Override
	public Object parseObject(String source, ParsePosition pos) {
		return decimal.parseObject(source, pos);
	}
}
