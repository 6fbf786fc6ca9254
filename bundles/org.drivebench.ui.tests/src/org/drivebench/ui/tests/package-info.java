/**
 * Tests of the workbench that start the real e4 application under a display ({@link
 * org.drivebench.ui.tests.WorkbenchFixture}) and drive its widgets: the explorer, the result editor,
 * chart export, preferences; plus the chart model without widgets, and a benchmark of a 100,000-point
 * chart that prints its figures. {@link org.drivebench.ui.tests.SyntheticRuns} builds the runs they
 * open.
 */
@org.eclipse.jdt.annotation.NonNullByDefault
package org.drivebench.ui.tests;
