package org.drivebench.library.drives;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The one palette of DriveBench, and colours for the drives of a report: the colour the report gives
 * a drive when it gives one, else the next unused colour of the palette (the user's, in the
 * workbench; by default one that colour-blind readers can tell apart: Okabe and Ito's, then
 * Tableau's), so a drive keeps its colour in every chart of the report. Series of one result take
 * the palette's colours in order too.
 */
public final class DrivePalette {
	/** The default colours, in the order they are handed out. */
	public static final List<String> DEFAULT = List.of("#0072b2", "#e69f00", "#009e73", "#d55e00", "#cc79a7", "#56b4e9",
			"#f0e442", "#000000", "#8c564b", "#7f7f7f", "#bcbd22", "#17becf", "#9467bd", "#ff9896", "#aec7e8", "#98df8a");
	private static final Pattern RGB = Pattern.compile("#[0-9a-fA-F]{6}");

	private DrivePalette() {
	}

	/** Whether {@code color} is a {@code #rrggbb} colour. */
	public static boolean isColor(@Nullable String color) {
		return color != null && RGB.matcher(color).matches();
	}

	/** {@link #assign(List, List)} with the default palette. */
	public static List<String> assign(List<String> chosen) {
		return assign(chosen, DEFAULT);
	}

	/**
	 * One colour per drive: {@code chosen.get(i)} when it is a colour, else the next colour of
	 * {@code palette} that no drive has chosen; past the palette, colours spread round the hue circle.
	 */
	public static List<String> assign(List<String> chosen, List<String> palette) {
		Set<String> taken = new HashSet<>();
		chosen.stream().filter(DrivePalette::isColor).map(c -> c.toLowerCase(Locale.ROOT)).forEach(taken::add);
		List<String> result = new ArrayList<>(chosen.size());
		int next = 0;
		int extra = 0;
		for (String c : chosen) {
			if (isColor(c)) {
				result.add(c.toLowerCase(Locale.ROOT));
				continue;
			}
			while (next < palette.size() && taken.contains(palette.get(next).toLowerCase(Locale.ROOT))) {
				next++;
			}
			String color;
			if (next < palette.size()) {
				color = palette.get(next++).toLowerCase(Locale.ROOT);
			} else {
				do {
					color = hue(extra++);
				} while (taken.contains(color));
			}
			taken.add(color);
			result.add(color);
		}
		return result;
	}

	/** The {@code n}-th colour past {@code palette} (counted from 0): one of the hue circle's that the palette does not hold. */
	public static String beyond(List<String> palette, int n) {
		Set<String> taken = new HashSet<>();
		palette.forEach(c -> taken.add(c.toLowerCase(Locale.ROOT)));
		int found = -1;
		for (int i = 0;; i++) {
			String color = hue(i);
			if (!taken.contains(color) && ++found == n) {
				return color;
			}
		}
	}

	/** The n-th colour past the palette: golden-angle steps round the hue circle. */
	private static String hue(int n) {
		double h = (n * 0.618033988749895) % 1.0 * 6;
		double s = 0.65;
		double v = 0.80;
		int sector = (int) Math.floor(h);
		double f = h - sector;
		double p = v * (1 - s);
		double q = v * (1 - s * f);
		double t = v * (1 - s * (1 - f));
		double[] rgb = switch (sector) {
		case 0 -> new double[] { v, t, p };
		case 1 -> new double[] { q, v, p };
		case 2 -> new double[] { p, v, t };
		case 3 -> new double[] { p, q, v };
		case 4 -> new double[] { t, p, v };
		default -> new double[] { v, p, q };
		};
		return String.format(Locale.ROOT, "#%02x%02x%02x", Math.round(rgb[0] * 255), Math.round(rgb[1] * 255),
				Math.round(rgb[2] * 255));
	}
}
