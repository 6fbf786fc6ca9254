/**
 * fio's client as DriveBench runs it: the local {@code fio} executable, what a rig answers (its probe
 * line, its messages, json+), fio versions and what each needs, and sizes of remote files and devices
 * as fio can tell them.
 */
@NonNullByDefault
package org.drivebench.rig.fio;

import org.eclipse.jdt.annotation.NonNullByDefault;
