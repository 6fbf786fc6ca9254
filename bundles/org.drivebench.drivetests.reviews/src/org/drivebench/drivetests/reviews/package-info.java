/**
 * The standard review methodologies, each a suite across the test families (the quick check, the
 * desktop and enterprise HDD reviews, the classic IDE review, Anvil's benchmark), contributed as a
 * Declarative Services component. They name the families' tests and parameters through the
 * constants each family publishes in its {@code api} package.
 */
@NonNullByDefault
package org.drivebench.drivetests.reviews;

import org.eclipse.jdt.annotation.NonNullByDefault;
