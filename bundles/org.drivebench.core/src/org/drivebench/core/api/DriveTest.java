package org.drivebench.core.api;

import java.util.List;

import org.drivebench.engine.TargetType;

/**
 * A benchmark test, contributed by a test bundle as a Declarative Services component:
 *
 * <pre>
 * &#64;Component(service = DriveTest.class)
 * public class SurfaceReadTest implements DriveTest {
 *     static final TestDescriptor DESCRIPTOR = new TestDescriptor("linear.surface", "1", "Surface rate", "Linear",
 *             "Reads the whole surface ...", WriteAccess.BY_DIRECTION);
 *
 *     public TestDescriptor descriptor() { return DESCRIPTOR; }
 *     public List&lt;ParameterSpec&gt; parameters() { ... }
 *     public void run(TestContext context) { ... }
 * }
 * </pre>
 *
 * The registry collects every such component; the suite runner validates the parameters, opens the
 * target with the access {@link #writes(ParameterValues)} asks for, and calls {@link #run(TestContext)}.
 * A test measures only through the context's engine and reports only through its result writer, with
 * typed units and a role for every series (which is how the workbench and the exports choose its
 * charts); it never writes library files and never draws.
 */
public interface DriveTest {
	/** Who the test is: id, version, name, category, description and whether it writes. */
	TestDescriptor descriptor();

	/** The parameters the test takes, with units, defaults, ranges and help. */
	List<ParameterSpec> parameters();

	/**
	 * Whether the test writes to the target with these parameters (a write to a device needs the
	 * user's confirmation). Answered from {@link TestDescriptor#writes()}; a test whose access is
	 * {@link WriteAccess#BY_PARAMETERS} overrides this.
	 *
	 * @throws IllegalStateException when the access is {@code BY_PARAMETERS} and the test did not say how
	 */
	default boolean writes(ParameterValues values) {
		return switch (descriptor().writes()) {
		case READ_ONLY -> false;
		case WRITES -> true;
		case BY_DIRECTION -> StandardParameters.writes(values);
		case BY_PARAMETERS -> throw new IllegalStateException("test '" + descriptor().id()
				+ "' declares WriteAccess.BY_PARAMETERS but does not override DriveTest.writes(ParameterValues)");
		};
	}

	/**
	 * What the test does on a target of this kind, in a sentence or two the launcher shows with the
	 * target, above the parameters that matter on it ({@link ParameterSpec#appliesTo}): where it works,
	 * what it writes or destroys there, or why it cannot run there. Empty (the default) when there is
	 * nothing to say.
	 *
	 * @param type   the kind of target
	 * @param remote whether the target is on a rig, measured there by fio
	 * @param name   the target's name: a test file's path, a device's, a simulated drive's
	 */
	default String targetNote(TargetType type, boolean remote, String name) {
		return "";
	}

	/**
	 * Runs the test. Throwing fails this test only: its message is recorded in the result and the run
	 * goes on with the next test.
	 */
	void run(TestContext context) throws Exception;
}
