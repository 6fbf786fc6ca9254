/**
 * The multistream tests: several sequential streams at once, each in a region of its own (Iometer's
 * workers in the desktop and SAS HDD reviews), with the total, each stream's rate and how fairly the
 * drive shares itself between them. Each test is a Declarative Services component; installing this
 * bundle adds them everywhere.
 */
@NonNullByDefault
package org.drivebench.drivetests.multistream;

import org.eclipse.jdt.annotation.NonNullByDefault;
