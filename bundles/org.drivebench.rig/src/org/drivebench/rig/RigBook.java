package org.drivebench.rig;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

import org.drivebench.core.io.AtomicFiles;
import org.drivebench.core.io.UserFolders;
import org.drivebench.engine.device.OutputFileGuard;

/**
 * The user's rigs, kept in their settings: {@code $XDG_CONFIG_HOME/drivebench/rigs.json} (by default
 * {@code $HOME/.config/drivebench/rigs.json}), or the file the system property {@value #LOCATION_PROPERTY}
 * names ({@link UserFolders#rigsFile()}). Every change is written whole through {@link AtomicFiles}, so a crash leaves the old list or
 * the new one. The command line ({@code drivebench rigs}) and the workbench read the same file.
 */
public final class RigBook {
	/** System property naming the rigs file (tests give one of their own). */
	public static final String LOCATION_PROPERTY = UserFolders.RIGS_PROPERTY;
	private static final int SCHEMA_VERSION = 1;

	private final Path file;

	public RigBook(Path file) {
		this.file = file;
	}

	/** The user's rigs, in the file {@link #defaultFile()} names. */
	public static RigBook user() {
		return new RigBook(defaultFile());
	}

	/** Where the user's rigs are kept when nobody says otherwise. */
	public static Path defaultFile() {
		return UserFolders.current().rigsFile();
	}

	public Path file() {
		return file;
	}

	/**
	 * The rigs in the order they were added; none when the file does not exist yet.
	 *
	 * @throws IOException naming the file when it cannot be read or is not a rigs file
	 */
	public synchronized List<Rig> list() throws IOException {
		String text;
		try {
			text = Files.readString(file, StandardCharsets.UTF_8);
		} catch (NoSuchFileException e) {
			return List.of();
		}
		List<Rig> rigs = new ArrayList<>();
		try {
			JsonElement root = JsonParser.parseString(text);
			JsonElement list = root.isJsonObject() ? root.getAsJsonObject().get("rigs") : null;
			if (list == null || !list.isJsonArray()) {
				throw new IOException(file + " is not a DriveBench rigs file: it has no \"rigs\" list");
			}
			for (JsonElement e : list.getAsJsonArray()) {
				JsonObject o = e.getAsJsonObject();
				rigs.add(new Rig(o.get("name").getAsString(), o.get("host").getAsString(), o.get("port").getAsInt()));
			}
		} catch (JsonParseException | IllegalStateException | NullPointerException | UnsupportedOperationException e) {
			throw new IOException(file + " is not a valid DriveBench rigs file (" + e.getMessage() + "): correct or remove it", e);
		} catch (IllegalArgumentException e) {
			throw new IOException(file + " holds a bad rig: " + e.getMessage(), e);
		}
		return rigs;
	}

	/** The rig called {@code name}, if there is one. */
	public Optional<Rig> find(String name) throws IOException {
		return list().stream().filter(r -> r.name().equals(name)).findFirst();
	}

	/**
	 * The rig called {@code name}.
	 *
	 * @throws IllegalArgumentException naming the rigs there are, when there is none of that name
	 */
	public Rig require(String name) throws IOException {
		List<Rig> rigs = list();
		return rigs.stream().filter(r -> r.name().equals(name)).findFirst()
				.orElseThrow(() -> new IllegalArgumentException("no rig '" + name + "'" + (rigs.isEmpty()
						? ": there are none yet (drivebench rigs add <name> <host>[:<port>])"
						: "; rigs: " + String.join(", ", rigs.stream().map(Rig::name).toList()))));
	}

	/**
	 * Adds {@code rig}.
	 *
	 * @throws IllegalArgumentException when a rig of that name exists (remove it first)
	 */
	public synchronized void add(Rig rig) throws IOException {
		List<Rig> rigs = new ArrayList<>(list());
		for (Rig r : rigs) {
			if (r.name().equals(rig.name())) {
				throw new IllegalArgumentException("a rig '" + rig.name() + "' exists already (" + r.address()
						+ "): remove it first to change it");
			}
		}
		rigs.add(rig);
		write(rigs);
	}

	/**
	 * Removes the rig called {@code name}.
	 *
	 * @return the rig removed
	 * @throws IllegalArgumentException when there is none of that name
	 */
	public synchronized Rig remove(String name) throws IOException {
		Rig rig = require(name);
		List<Rig> rigs = new ArrayList<>(list());
		rigs.remove(rig);
		write(rigs);
		return rig;
	}

	private void write(List<Rig> rigs) throws IOException {
		JsonObject root = new JsonObject();
		root.addProperty("schemaVersion", SCHEMA_VERSION);
		JsonArray list = new JsonArray();
		for (Rig r : rigs) {
			JsonObject o = new JsonObject();
			o.addProperty("name", r.name());
			o.addProperty("host", r.host());
			o.addProperty("port", r.port());
			list.add(o);
		}
		root.add("rigs", list);
		Path folder = file.toAbsolutePath().getParent();
		if (folder != null && !Files.isDirectory(folder)) {
			// the settings folder is DriveBench's own to make, but never among the kernel's files
			OutputFileGuard.system().checkFolderToMake(folder);
			Files.createDirectories(folder);
		}
		AtomicFiles.writeString(file, new GsonBuilder().setPrettyPrinting().create().toJson(root) + "\n");
	}
}
