/** Value types of the model that EMF stores as attributes (hand-written, not generated). */
@NonNullByDefault
package org.drivebench.model.values;

import org.eclipse.jdt.annotation.NonNullByDefault;
