package org.drivebench.report.export;

import org.eclipse.osgi.util.NLS;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;

/** What is wrong with an export request, for the workbench's dialog and the command line, and the exports' own headings (messages.properties). */
// NLS fills the fields reflectively when the class loads: no null default for them
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
final class Messages extends NLS {
	private static final String BUNDLE_NAME = "org.drivebench.report.export.messages";

	public static String problem_format;
	public static String problem_size;
	public static String problem_no_file;
	public static String problem_no_folder;
	public static String problem_extension;
	public static String study_figures;

	static {
		NLS.initializeMessages(BUNDLE_NAME, Messages.class);
	}

	private Messages() {
	}
}
