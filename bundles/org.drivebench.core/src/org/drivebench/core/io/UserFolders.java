package org.drivebench.core.io;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.UnaryOperator;

import org.eclipse.jdt.annotation.Nullable;

/**
 * Where DriveBench keeps a user's files when nobody names a place: the result library under
 * {@code $XDG_DATA_HOME} (default {@code ~/.local/share}), the rigs file under {@code $XDG_CONFIG_HOME}
 * (default {@code ~/.config}), export dialogs starting in the home folder. The home folder is the shell's
 * {@code $HOME}: Java's {@code user.home} comes from the password database and ignores {@code HOME}, so a
 * run with {@code HOME=/elsewhere} would otherwise write into the real home. A system property
 * ({@value #LIBRARY_PROPERTY}, {@value #RIGS_PROPERTY}) still names a place outright.
 * <p>
 * As the XDG base directory specification says, a variable that is unset, empty or not an absolute path
 * is ignored. The environment and the properties are given, so tests pass their own.
 */
public final class UserFolders {
	/** System property naming the result library's folder. */
	public static final String LIBRARY_PROPERTY = "drivebench.library";
	/** System property naming the rigs file. */
	public static final String RIGS_PROPERTY = "drivebench.rigs";
	/** Environment variable naming one folder for all of a user's DriveBench state. */
	public static final String HOME_VARIABLE = "DRIVEBENCH_HOME";

	private final Map<String, String> environment;
	private final UnaryOperator<@Nullable String> properties;

	/**
	 * @param environment the process's environment (or a test's)
	 * @param properties  the system properties' values by name (or a test's); null for an unset one
	 */
	public UserFolders(Map<String, String> environment, UnaryOperator<@Nullable String> properties) {
		this.environment = environment;
		this.properties = properties;
	}

	/** This process's environment and system properties. */
	public static UserFolders current() {
		return new UserFolders(System.getenv(), System::getProperty);
	}

	/** The home folder: {@code $HOME}, else Java's {@code user.home}. */
	public Path home() {
		Path home = absolute(environment.get("HOME"));
		if (home != null) {
			return home;
		}
		Path javaHome = absolute(properties.apply("user.home"));
		return javaHome != null ? javaHome : Path.of("/");
	}

	/** Where dialogs that save a file start: the home folder, or Java's {@code user.home} when it is no folder. */
	public Path startFolder() {
		Path home = home();
		if (Files.isDirectory(home)) {
			return home;
		}
		Path javaHome = absolute(properties.apply("user.home"));
		return javaHome != null ? javaHome : home;
	}

	/** {@code $XDG_DATA_HOME}, else {@code ~/.local/share}. */
	public Path dataHome() {
		Path xdg = absolute(environment.get("XDG_DATA_HOME"));
		return xdg != null ? xdg : home().resolve(".local").resolve("share");
	}

	/** {@code $XDG_CONFIG_HOME}, else {@code ~/.config}. */
	public Path configHome() {
		Path xdg = absolute(environment.get("XDG_CONFIG_HOME"));
		return xdg != null ? xdg : home().resolve(".config");
	}

	/**
	 * The result library's folder: {@value #LIBRARY_PROPERTY}, else {@code $DRIVEBENCH_HOME/library}, else
	 * {@code <data home>/drivebench/library}.
	 */
	public Path library() {
		Path named = named(properties.apply(LIBRARY_PROPERTY));
		if (named != null) {
			return named;
		}
		Path own = absolute(environment.get(HOME_VARIABLE));
		return own != null ? own.resolve("library") : dataHome().resolve("drivebench").resolve("library");
	}

	/**
	 * The rigs file: {@value #RIGS_PROPERTY}, else {@code $DRIVEBENCH_HOME/rigs.json}, else
	 * {@code <config home>/drivebench/rigs.json}.
	 */
	public Path rigsFile() {
		Path named = named(properties.apply(RIGS_PROPERTY));
		if (named != null) {
			return named;
		}
		Path own = absolute(environment.get(HOME_VARIABLE));
		return own != null ? own.resolve("rigs.json") : configHome().resolve("drivebench").resolve("rigs.json");
	}

	/** A path a property names, as given (a relative one is taken from the working folder). */
	private static @Nullable Path named(@Nullable String value) {
		if (value == null || value.isBlank()) {
			return null;
		}
		try {
			return Path.of(value);
		} catch (InvalidPathException e) {
			return null;
		}
	}

	/** A variable's path when it is an absolute one; null when unset, empty, relative or not a path. */
	private static @Nullable Path absolute(@Nullable String value) {
		Path path = named(value);
		return path != null && path.isAbsolute() ? path : null;
	}
}
