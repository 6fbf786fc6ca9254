/**
 * What the engine writes: incompressible data made unique per write by stamps (no copy per I/O),
 * zeros, data with a compressible share, and the self-describing verify pattern whose blocks carry
 * their offset, the run's seed and a generation, so a read can tell a correct block from a
 * corrupt, misplaced or missing one.
 */
@NonNullByDefault
package org.drivebench.engine.data;

import org.eclipse.jdt.annotation.NonNullByDefault;
