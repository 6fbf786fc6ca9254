/** The registry of installed tests, filled by Declarative Services as test plugins come and go. */
package org.drivebench.core.registry;
