package org.drivebench.core.api;

import java.util.List;

import org.drivebench.model.Suite;

/**
 * The suites a bundle ships (review methodologies: named lists of tests with fixed parameters),
 * contributed as a Declarative Services component, as tests are:
 *
 * <pre>
 * &#64;Component(service = SuiteProvider.class)
 * public class CacheSuites implements SuiteProvider {
 *     public List&lt;Suite&gt; suites() {
 *         return List.of(new SuiteBuilder("vendor-cache", "Write cache review", "Fills the write cache ...")
 *                 .entry(CacheTests.FILL, "Cache fill, 128 KiB").with(CacheTests.BLOCK, "128k")
 *                 .build());
 *     }
 * }
 * </pre>
 *
 * The registry collects every provider; {@code drivebench list-suites} and the launcher list its suites
 * with the bundle that provides them, and {@code drivebench run --suite <id>} runs them. A suite saved
 * in the user's library with the same id takes the place of a shipped one. A suite may name tests of
 * other bundles through the test ids those bundles publish as constants; one whose tests are not
 * installed is listed, and refuses to run naming what is missing. A provider with a higher
 * {@code service.ranking} property is listed first (the standard reviews rank first, so the quick
 * check is the launcher's default).
 */
public interface SuiteProvider {
	/** The suites, built afresh on every call (callers may change their copies), each with a unique id. */
	List<Suite> suites();
}
