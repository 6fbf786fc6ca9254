package org.drivebench.core.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import org.drivebench.core.io.UserFolders;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where a user's library, rigs file and exports go, from a given environment and given properties. */
class UserFoldersTest {
	private final Map<String, String> env = new HashMap<>();
	private final Map<String, String> props = new HashMap<>(Map.of("user.home", "/home/from-passwd"));

	private UserFolders folders() {
		return new UserFolders(env, props::get);
	}

	@Test
	void homeIsTheShellsHomeNotJavasUserHome() {
		env.put("HOME", "/tmp/x");
		assertEquals(Path.of("/tmp/x"), folders().home());
		assertEquals(Path.of("/tmp/x/.local/share/drivebench/library"), folders().library());
		assertEquals(Path.of("/tmp/x/.config/drivebench/rigs.json"), folders().rigsFile());
	}

	@Test
	void withoutHomeJavasUserHomeIsTaken() {
		assertEquals(Path.of("/home/from-passwd/.local/share/drivebench/library"), folders().library());
		env.put("HOME", "");
		assertEquals(Path.of("/home/from-passwd/.config/drivebench/rigs.json"), folders().rigsFile());
	}

	@Test
	void xdgVariablesWin() {
		env.put("HOME", "/tmp/x");
		env.put("XDG_DATA_HOME", "/srv/data");
		env.put("XDG_CONFIG_HOME", "/srv/config");
		assertEquals(Path.of("/srv/data/drivebench/library"), folders().library());
		assertEquals(Path.of("/srv/config/drivebench/rigs.json"), folders().rigsFile());
	}

	@Test
	void driveBenchHomeHoldsTheLibraryAndRigsFileUnlessAPropertyNamesThem() {
		env.put("HOME", "/tmp/x");
		env.put("XDG_DATA_HOME", "/srv/data");
		env.put("DRIVEBENCH_HOME", "/srv/bench");
		assertEquals(Path.of("/srv/bench/library"), folders().library());
		assertEquals(Path.of("/srv/bench/rigs.json"), folders().rigsFile());
		props.put(UserFolders.LIBRARY_PROPERTY, "/elsewhere/lib");
		assertEquals(Path.of("/elsewhere/lib"), folders().library());
		env.put("DRIVEBENCH_HOME", "relative");
		assertEquals(Path.of("/tmp/x/.config/drivebench/rigs.json"), folders().rigsFile(), "a relative DRIVEBENCH_HOME is ignored, as a relative XDG variable is");
	}

	@Test
	void emptyOrRelativeVariablesAreIgnoredAsTheSpecificationSays() {
		env.put("HOME", "/tmp/x");
		env.put("XDG_DATA_HOME", "");
		env.put("XDG_CONFIG_HOME", "relative/config");
		assertEquals(Path.of("/tmp/x/.local/share/drivebench/library"), folders().library());
		assertEquals(Path.of("/tmp/x/.config/drivebench/rigs.json"), folders().rigsFile());
		env.put("HOME", "not/absolute");
		assertEquals(Path.of("/home/from-passwd"), folders().home());
	}

	@Test
	void aPropertyNamesThePlaceOutright() {
		env.put("XDG_DATA_HOME", "/srv/data");
		env.put("XDG_CONFIG_HOME", "/srv/config");
		props.put(UserFolders.LIBRARY_PROPERTY, "/mnt/shared/library");
		props.put(UserFolders.RIGS_PROPERTY, "/etc/lab/rigs.json");
		assertEquals(Path.of("/mnt/shared/library"), folders().library());
		assertEquals(Path.of("/etc/lab/rigs.json"), folders().rigsFile());
		props.put(UserFolders.LIBRARY_PROPERTY, " ");
		assertEquals(Path.of("/srv/data/drivebench/library"), folders().library());
	}

	@Test
	void dialogsStartInHomeWhenItIsAFolder(@TempDir Path home) {
		env.put("HOME", home.toString());
		assertEquals(home, folders().startFolder());
		env.put("HOME", home.resolve("missing").toString());
		assertEquals(Path.of("/home/from-passwd"), folders().startFolder());
	}
}
