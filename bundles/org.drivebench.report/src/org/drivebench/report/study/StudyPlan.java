package org.drivebench.report.study;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.drivebench.core.api.ArrayStudy;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.StudyTag;
import org.drivebench.engine.Sizes;
import org.eclipse.jdt.annotation.Nullable;

/**
 * What a strip-size study will do: its name, its arrays in increasing strip size, and the suite each
 * runs; each array's run is the suite's plan tagged as a point of the study, so the library keeps the
 * runs together. The workbench's launcher and the command line's {@code strip-study} both run it point
 * by point through the one runner, each point checked first.
 *
 * @param name   the study's name (the library groups its runs by it)
 * @param points the arrays, smallest strip first
 * @param suite  the suite (or test) each array runs
 */
public record StudyPlan(String name, List<ArrayStudy.Point> points, RunPlan suite) {
	private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);

	public StudyPlan {
		points = List.copyOf(points);
		if (points.isEmpty()) {
			throw new IllegalArgumentException("a study needs at least one strip size");
		}
	}

	/**
	 * The plan of {@code study} with the parameters {@code given} (text, as typed), running {@code suite}
	 * on each array, named {@code name} or, when that is blank, after the members and the time.
	 *
	 * @throws org.drivebench.core.api.InvalidParameterException naming a parameter of the study that is wrong
	 */
	public static StudyPlan of(ArrayStudy study, Map<String, String> given, @Nullable String name, RunPlan suite) {
		ParameterValues values = ParameterValues.resolve(study.id(), study.parameters(), given);
		List<ArrayStudy.Point> points = study.points(values);
		String chosen = name == null || name.isBlank() ? study.defaultName(values) + ", " + LocalDateTime.now().format(STAMP)
				: name.strip();
		return new StudyPlan(chosen, points, suite);
	}

	/** The suite's plan for {@code point}'s array, tagged as a point of this study. */
	public RunPlan planAt(ArrayStudy.Point point) {
		return suite.with(suite.options().withStudy(new StudyTag(name, 0)));
	}

	/** "Strip 64 KiB (3 of 6)", for progress lines. */
	public String describe(ArrayStudy.Point point) {
		return "Strip " + Sizes.format(point.stripSizeBytes()) + " (" + (points.indexOf(point) + 1) + " of " + points.size() + ")";
	}
}
