package org.drivebench.core.suite;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.Suite;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;

/**
 * Suites the user saved ({@code <folder>/<name>.xmi}) together with the shipped presets. A saved
 * suite with a preset's name replaces the preset; presets themselves are never written.
 */
public final class SuiteStore {
	private static final String EXTENSION = ".xmi";
	private final Path folder;

	/** @param folder where user suites live (the library's {@code suites} folder) */
	public SuiteStore(Path folder) {
		this.folder = folder;
	}

	/** Presets first (or the user's versions of them), then the user's own suites by name. */
	public List<Suite> list() throws IOException {
		Map<String, Suite> byName = new LinkedHashMap<>();
		for (Suite preset : SuitePresets.all()) {
			byName.put(preset.getName(), preset);
		}
		if (Files.isDirectory(folder)) {
			List<Path> files = new ArrayList<>();
			try (DirectoryStream<Path> stream = Files.newDirectoryStream(folder, "*" + EXTENSION)) {
				stream.forEach(files::add);
			}
			files.sort(null);
			for (Path file : files) {
				Suite suite = load(file);
				byName.put(suite.getName(), suite);
			}
		}
		return List.copyOf(byName.values());
	}

	/** The suite with this name. */
	public Optional<Suite> find(String name) throws IOException {
		return list().stream().filter(s -> s.getName().equals(name)).findFirst();
	}

	/** Saves a user suite (atomically), named by its name. */
	public void save(Suite suite) throws IOException {
		String name = suite.getName();
		if (name == null || !name.matches("[A-Za-z0-9][A-Za-z0-9._-]*")) {
			throw new IllegalArgumentException("suite name '" + name + "' may only hold letters, digits, '.', '_' and '-'");
		}
		Files.createDirectories(folder);
		Path file = folder.resolve(name + EXTENSION);
		Path temporary = folder.resolve("." + name + EXTENSION + ".tmp");
		Resource resource = new XMIResourceImpl(URI.createFileURI(file.toString()));
		resource.getContents().add(EcoreUtil.copy(suite));
		try (var out = Files.newOutputStream(temporary)) {
			resource.save(out, Map.of(XMLResource.OPTION_ENCODING, "UTF-8"));
		}
		Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
	}

	private static Suite load(Path file) throws IOException {
		DriveBenchPackage.eINSTANCE.eClass();
		Resource resource = new XMIResourceImpl(URI.createFileURI(file.toString()));
		try {
			resource.load(Map.of());
		} catch (IOException | RuntimeException e) {
			throw new IOException("suite file " + file + " cannot be read: " + e.getMessage(), e);
		}
		if (resource.getContents().isEmpty() || !(resource.getContents().get(0) instanceof Suite suite)) {
			throw new IOException("suite file " + file + " holds no suite");
		}
		if (suite.getName() == null || suite.getName().isBlank()) {
			suite.setName(file.getFileName().toString().replace(EXTENSION, ""));
		}
		return suite;
	}
}
