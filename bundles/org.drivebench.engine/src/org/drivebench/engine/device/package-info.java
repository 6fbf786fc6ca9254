/**
 * Block-device identity and write safety, from sysfs, {@code /proc} and the device's own first and
 * last MiB, in plain Java (no native calls).
 * <ul>
 * <li>{@link org.drivebench.engine.device.DeviceInspector} resolves a device path (or a symlink to
 * one) to its sysfs node, reads its {@link org.drivebench.engine.DeviceIdentity} and lists every
 * block device;</li>
 * <li>{@link org.drivebench.engine.device.SafetyInspector} finds why writing it would be
 * dangerous: mounts, partitions, on-disk signatures ({@link
 * org.drivebench.engine.device.SignatureScanner}), holders, the running system, other processes,
 * read-only;</li>
 * <li>{@link org.drivebench.engine.device.WriteGuard} decides whether a workload may open it for
 * writing: only when the caller confirms with the device's serial, and never while it is mounted
 * or holds the running system.</li>
 * </ul>
 * The sysfs, proc, udev and device-node roots are injectable ({@link
 * org.drivebench.engine.device.SystemRoots}) so all of it is testable against a fake tree.
 */
@NonNullByDefault
package org.drivebench.engine.device;

import org.eclipse.jdt.annotation.NonNullByDefault;
