package org.drivebench.engine.device;

import java.util.List;
import java.util.Optional;

/**
 * Decides whether DriveBench may write a test file. DriveBench writes a test file whole before it
 * measures (so no test reads holes, zeros or the user's compressible data), so using a file is writing
 * it. The policy:
 * <ol>
 * <li>A path that does not exist yet may always be created.</li>
 * <li>A file that backs a loop device (a mounted image or not), is an active swap file, is open for
 * writing in another process or carries an on-disk signature is never written: no option overrides
 * it. Remove it yourself if you mean to discard it.</li>
 * <li>An existing file DriveBench created (it carries the {@link TestFileMark}) may be written again.</li>
 * <li>Any other existing file is the user's: written only when the user names it for overwriting
 * ({@code --overwrite-file}, or the launcher's overwrite box showing its size and date).</li>
 * </ol>
 */
public final class TestFileGuard {
	private TestFileGuard() {
	}

	/**
	 * Applies the policy to an inspected path.
	 *
	 * @param overwrite whether the user named this file for overwriting
	 * @return the report when writing is allowed
	 * @throws WriteRefusedException saying why and, for the user's file, how to allow it
	 */
	public static TestFileReport judge(TestFileReport report, boolean overwrite) throws WriteRefusedException {
		String path = report.path().toString();
		if (!report.findings().isEmpty()) {
			StringBuilder message = new StringBuilder("Refusing to use ").append(path).append(" (").append(report.describe())
					.append(") as a test file: DriveBench writes a test file whole, and this file must never be written:");
			for (SafetyFinding finding : report.findings()) {
				message.append("\n  (!) ").append(finding.describe());
			}
			message.append("\nNo option overrides this. Choose a path that does not exist; if you mean to discard the file, "
					+ "detach, unmount or close whatever uses it and remove it yourself first.");
			throw new WriteRefusedException(path, report.findings(), message.toString());
		}
		if (report.isUsersFile() && !overwrite) {
			throw new WriteRefusedException(path, List.of(), "Refusing to use " + path + " as a test file: it exists ("
					+ report.describe() + ") and DriveBench did not create it (it has no user." + TestFileMark.ATTRIBUTE
					+ " mark). DriveBench writes a test file whole before it measures, which would destroy what this file holds."
					+ "\nTo overwrite it, name it for overwriting (drivebench run --overwrite-file " + path
					+ "; in the launcher, tick \"Overwrite\"); otherwise choose a path that does not exist.");
		}
		return report;
	}

	/** What writing the file destroys, for the run's output before the first write: empty for a new or DriveBench's own file. */
	public static Optional<String> overwrites(TestFileReport report) {
		return report.isUsersFile() ? Optional.of("the existing file " + report.path() + " (" + report.describe() + ")")
				: Optional.empty();
	}
}
