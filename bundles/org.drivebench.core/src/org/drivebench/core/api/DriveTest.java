package org.drivebench.core.api;

import java.util.List;

/**
 * A benchmark test, contributed by a test bundle as a Declarative Services component:
 *
 * <pre>
 * &#64;Component(service = DriveTest.class)
 * public class SurfaceReadTest implements DriveTest { ... }
 * </pre>
 *
 * The registry collects every such component; the suite runner validates the parameters, opens the
 * target with the access {@link #writes(ParameterValues)} asks for, and calls {@link #run(TestContext)}.
 * A test measures only through the context's engine and reports only through its result writer; it
 * never writes library files and never draws.
 */
public interface DriveTest {
	/** Stable identifier used by suites, the CLI and the library, e.g. {@code linear.surface}. */
	String id();

	/** Version of the test's method; a result records it so changed methods are not compared blindly. */
	String version();

	/** Short name for lists and table headers, e.g. "Full-surface linear read". */
	String name();

	/** Group for menus, e.g. "Linear", "Random", "Multistream". */
	String category();

	/** What the test measures and how, for the launcher's help text. */
	String description();

	/** The parameters the test takes, with units, defaults, ranges and help. */
	List<ParameterSpec> parameters();

	/** Whether the test writes to the target with these parameters (a write test needs confirmation). */
	boolean writes(ParameterValues values);

	/**
	 * Runs the test. Throwing fails this test only: its message is recorded in the result and the run
	 * goes on with the next test.
	 */
	void run(TestContext context) throws Exception;
}
