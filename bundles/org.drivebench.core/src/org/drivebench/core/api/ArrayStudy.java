package org.drivebench.core.api;

import java.util.List;
import java.util.Optional;

/**
 * A study of RAID-0 arrays built from the same members at different strip sizes: the same suite runs
 * on each array, and the library keeps the runs as one study, with each run's strip size (seed 003's
 * review). Contributed by a test bundle as a Declarative Services component, as tests are:
 *
 * <pre>
 * &#64;Component(service = ArrayStudy.class)
 * public class StripSizeStudy implements ArrayStudy { ... }
 * </pre>
 *
 * It says which parameters it takes (the members, the strip sizes), which the launcher and
 * {@code drivebench strip-study} ask for by their kinds and keys, and which array stands for each strip
 * size; the core's runner opens each through the engine's safety checks (every device member confirmed
 * by its own serial) and runs the suite on it.
 */
public interface ArrayStudy {
	/**
	 * One array of the study.
	 *
	 * @param stripSizeBytes its strip size
	 * @param target         the name of the target that stripes the members with it, as the engine opens
	 *                       targets ({@code raid0:64k:/dev/sdb,/dev/sdc}, {@code sim:raid0:hdd-7200+hdd-7200:64k})
	 */
	record Point(int stripSizeBytes, String target) {
	}

	/** Stable identifier, e.g. {@code raid.strip-size}. */
	String id();

	/** Short name for lists, e.g. "RAID-0 strip-size study". */
	String name();

	/** What the study does, for the launcher's help and {@code list-tests}. */
	String description();

	/** The parameters it takes (the members, the strip sizes), with defaults, ranges and help. */
	List<ParameterSpec> parameters();

	/**
	 * The arrays of the study for these parameters, in increasing strip size.
	 *
	 * @throws InvalidParameterException naming the parameter that does not make a study
	 */
	List<Point> points(ParameterValues values);

	/** A name for a study of these parameters when the user gives none, e.g. "RAID-0 of 2 x sim:hdd-7200". */
	String defaultName(ParameterValues values);

	/**
	 * The id of the suite the study runs on each array unless the user chooses another (the launcher
	 * offers it first, {@code drivebench strip-study} runs it by default), usually one its bundle
	 * contributes ({@link SuiteProvider}); empty when the user must choose.
	 */
	default Optional<String> suggestedSuite() {
		return Optional.empty();
	}
}
