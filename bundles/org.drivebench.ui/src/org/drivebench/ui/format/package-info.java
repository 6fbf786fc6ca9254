/**
 * How figures are shown: the rate unit, the number of decimal places and the colour palette the user
 * chose ({@link org.drivebench.ui.format.DisplaySettings}), and the formats that write numbers, byte
 * sizes and units for tables, chart axes and exported images. No SWT here, so exporters can use it
 * headless.
 */
package org.drivebench.ui.format;
