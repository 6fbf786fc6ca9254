/**
 * Simulated drives on a virtual clock: documented, deterministic models of a 7200 rpm desktop HDD, a
 * 15K rpm SAS HDD and an SSD whose SLC cache runs out, plus RAID-0 sets of them, run by a
 * discrete-event backend ({@link org.drivebench.engine.Backend#VIRTUAL_CLOCK}) that records its
 * figures with the same recorder as the real backends. They are the oracle of the engine's tests and
 * a safe target to explore DriveBench with. The model is described in SIMULATION.md of this bundle.
 */
@NonNullByDefault
package org.drivebench.engine.sim;

import org.eclipse.jdt.annotation.NonNullByDefault;
