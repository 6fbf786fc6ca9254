/**
 * Runs the engine from a plain command line, outside OSGi, for benchmarks against fio
 * ({@code releng/bench/engine-vs-fio.sh}).
 */
@NonNullByDefault
package org.drivebench.engine.bench;

import org.eclipse.jdt.annotation.NonNullByDefault;
