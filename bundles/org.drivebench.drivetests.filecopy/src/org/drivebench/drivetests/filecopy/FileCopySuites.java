package org.drivebench.drivetests.filecopy;

import java.util.List;

import org.drivebench.core.api.SuiteBuilder;
import org.drivebench.core.api.SuiteProvider;
import org.drivebench.drivetests.filecopy.api.FileCopyTests;
import org.drivebench.model.Suite;
import org.osgi.service.component.annotations.Component;

/** The file copy family's own suite: seed 000's real-file tests alone. */
@Component(service = SuiteProvider.class)
public class FileCopySuites implements SuiteProvider {
	@Override
	public List<Suite> suites() {
		return List.of(fileCopy());
	}

	/** The file sets copied within and across, the system set packed and unpacked. */
	static Suite fileCopy() {
		return new SuiteBuilder(FileCopyTests.FILE_COPY_SUITE, "File copy and archive",
				"The archive (one large file), music (10-20 MB files) and system (thousands of small files) sets, each "
						+ "copied within its partition and across to the next one; the system set packed into a zip archive "
						+ "and unpacked. On a device: DESTROYS its data (two partitions and file systems are made); on a test "
						+ "file: in its folder, and across to the other folder; on a simulated drive: through its model.")
				.entry(FileCopyTests.COPY, FileCopyTests.COPY_LABEL)
				.entry(FileCopyTests.ARCHIVE, FileCopyTests.ARCHIVE_LABEL)
				.build();
	}
}
