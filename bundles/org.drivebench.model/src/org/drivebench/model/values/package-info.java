/** Value types of the model that EMF stores as attributes (hand-written, not generated). */
package org.drivebench.model.values;
