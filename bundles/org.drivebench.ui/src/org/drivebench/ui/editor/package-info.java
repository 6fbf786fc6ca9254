/**
 * The result editor: one part per test result or run, created from the part descriptor
 * {@value org.drivebench.ui.editor.ResultEditors#DESCRIPTOR_ID} into the editor stack and reused
 * when it is already open. A test result shows the charts that fit it, then its metrics, parameters,
 * messages and raw data as tables; a run shows its summary.
 */
@NonNullByDefault
package org.drivebench.ui.editor;

import org.eclipse.jdt.annotation.NonNullByDefault;
