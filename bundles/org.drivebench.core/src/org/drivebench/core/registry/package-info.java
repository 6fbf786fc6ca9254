/** The registry of installed tests, filled by Declarative Services as test plugins come and go. */
@NonNullByDefault
package org.drivebench.core.registry;

import org.eclipse.jdt.annotation.NonNullByDefault;
