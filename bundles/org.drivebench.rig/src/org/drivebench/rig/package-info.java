/**
 * Rigs: other machines that measure drives with {@code fio --server}, driven from here through fio's
 * client ({@code fio --client}). The user's rigs ({@link org.drivebench.rig.RigBook}), a target on a
 * rig ({@link org.drivebench.rig.RigTargets}, {@link org.drivebench.rig.RigTarget}) and the engine that
 * runs each workload as a fio job there ({@link org.drivebench.rig.FioRemoteEngine}), so every test
 * runs on a rig unchanged and its figures go through the same result writer into the same library.
 */
@NonNullByDefault
package org.drivebench.rig;

import org.eclipse.jdt.annotation.NonNullByDefault;
