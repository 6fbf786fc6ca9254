/**
 * Trace replay: recorded application I/O (blktrace recordings, fio iologs) replayed on a drive, as
 * PCMark 7 and 8 replay their traces, with completion time, busy time, throughput, latency and the
 * slowdown against the recorded service times.
 */
@NonNullByDefault
package org.drivebench.tracereplay;

import org.eclipse.jdt.annotation.NonNullByDefault;
