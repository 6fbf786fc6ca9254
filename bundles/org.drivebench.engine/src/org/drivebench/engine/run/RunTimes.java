package org.drivebench.engine.run;

/**
 * The clock times (System.nanoTime) of one run.
 *
 * @param start        when workers start issuing
 * @param measureStart end of the ramp: completions before it are left out of every figure
 * @param measureEnd   no I/O starts at or after it; {@link Long#MAX_VALUE} when the run is not bounded by time
 */
record RunTimes(long start, long measureStart, long measureEnd) {
}
