package org.drivebench.imports;

import java.io.IOException;

/** A file that is not the export it looks like, or lacks what an import needs; the message names the file and line. */
public class ImportFormatException extends IOException {
	private static final long serialVersionUID = 1L;

	public ImportFormatException(String message) {
		super(message);
	}
}
