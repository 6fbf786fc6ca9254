package org.drivebench.drivetests.multistream.api;

/**
 * What the multistream family publishes for suites of other bundles: its test id and the keys of its
 * own parameters (the standard ones are {@link org.drivebench.core.api.StandardParameters}'; its
 * {@code regionLength} is each stream's region).
 */
public final class MultistreamTests {
	/** Several sequential streams at once, each in a region of its own. */
	public static final String SEQUENTIAL = "multistream.sequential";

	/** The stream counts to measure, in order. */
	public static final String STREAMS = "streams";
	/** How long each stream count runs. */
	public static final String TIME_PER_STEP = "timePerStep";

	private MultistreamTests() {
	}
}
