package org.drivebench.report.export;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;

import org.drivebench.report.chart.image.ChartImages;
import org.drivebench.report.chart.image.ImageFormat;
import org.drivebench.core.io.UserFolders;
import org.drivebench.engine.device.OutputFileGuard;
import org.eclipse.osgi.util.NLS;
import org.eclipse.jdt.annotation.Nullable;

/**
 * One export of a comparison as the user asked for it, in the workbench's export dialog or with
 * {@code drivebench report}.
 *
 * @param kind   the table, the charts, or the review page
 * @param format for the table one of csv, md, html, tex, json; for charts and the page png or svg
 *               (the page's images)
 * @param width  chart width in pixels (charts and page)
 * @param height chart height in pixels (charts and page)
 * @param target the file to write, or for charts the folder to write them into
 */
public record ExportRequest(ExportKind kind, String format, int width, int height, @Nullable Path target) {
	/**
	 * What is wrong with this request, naming the field and what is allowed, or null when it can be
	 * written. A file name must end in its format's extension; where it goes must pass the rule of every
	 * file DriveBench writes ({@link OutputFileGuard}: its folder exists, it is no device node, no image in
	 * use, nothing under /dev, /proc or /sys).
	 */
	public @Nullable String problem() {
		if (!kind.formats().contains(format)) {
			return NLS.bind(Messages.problem_format, format, String.join(", ", kind.formats()));
		}
		if (kind.drawsCharts() && (width < ChartImages.MIN_SIZE || width > ChartImages.MAX_SIZE || height < ChartImages.MIN_SIZE
				|| height > ChartImages.MAX_SIZE)) {
			return NLS.bind(Messages.problem_size, new Object[] { width, height, ChartImages.MIN_SIZE, ChartImages.MAX_SIZE });
		}
		Path chosen = target;
		if (chosen == null) {
			return kind.writesFolder() ? Messages.problem_no_folder : Messages.problem_no_file;
		}
		Path path = chosen.toAbsolutePath();
		if (kind.writesFolder()) {
			return folderProblem(path);
		}
		// where it goes first (a device node, an image in use, a missing folder, ...): the rule every file DriveBench writes follows
		String place = OutputFileGuard.system().problem(path);
		if (place != null) {
			return place;
		}
		String name = path.getFileName() == null ? "" : path.getFileName().toString().toLowerCase(Locale.ROOT);
		if (!name.endsWith("." + extension())) {
			return NLS.bind(Messages.problem_extension, extension());
		}
		return null;
	}

	private static @Nullable String folderProblem(Path folder) {
		try {
			OutputFileGuard.system().checkFolder(folder);
			return null;
		} catch (IOException e) {
			return e.getMessage();
		}
	}

	/** The extension of the file written (for charts: of each image). */
	public String extension() {
		return switch (kind) {
		case TABLE -> ExportFormat.byName(format).extension();
		case CHARTS -> imageFormat().extension();
		case REVIEW_PAGE -> "html";
		};
	}

	/** The image format of charts and of the page's images. */
	public ImageFormat imageFormat() {
		return "svg".equals(format) ? ImageFormat.SVG : ImageFormat.PNG;
	}

	/**
	 * The folder exports start in: the user's home as the shell names it ({@code $HOME}), which is where
	 * a user looks; Java's {@code user.home} (from the password database) only when {@code $HOME} is
	 * not set or is not a folder ({@link UserFolders#startFolder()}).
	 */
	public static Path homeFolder() {
		return UserFolders.current().startFolder();
	}

	/** Reads a path the user typed; null when it is not one. */
	public static @Nullable Path path(@Nullable String text) {
		if (text == null || text.isBlank()) {
			return null;
		}
		try {
			return Path.of(text.strip());
		} catch (InvalidPathException e) {
			return null;
		}
	}
}
