package org.drivebench.library;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import org.drivebench.core.io.AtomicFiles;
import org.drivebench.model.DriveBenchPackage;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.xmi.XMIException;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;
import org.eclipse.emf.ecore.xmi.impl.XMLParserPoolImpl;
import org.xml.sax.SAXParseException;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Reads and writes one library document (a run, a report or a suite) as XMI.
 *
 * <p>Reading checks what a user may have put in the folder: an empty, truncated or malformed file,
 * a file of another program, a document of another kind, and a file written by a newer DriveBench
 * (by its schema version or its model namespace). Each becomes an {@link UnreadableFileException}
 * whose message is the reason shown to the user. Writing goes to a temporary file in the same
 * folder, which is synced and then renamed over the target, so a reader sees the old file or the
 * new one, never a part.
 */
final class XmiFiles {
	/** Files are written in this encoding; the XML declaration says so too. */
	private static final Map<Object, Object> SAVE_OPTIONS = Map.of(XMLResource.OPTION_ENCODING, "UTF-8",
			XMLResource.OPTION_USE_ENCODED_ATTRIBUTE_STYLE, Boolean.TRUE, XMLResource.OPTION_SAVE_TYPE_INFORMATION,
			Boolean.FALSE);
	private static final XMLParserPoolImpl PARSERS = new XMLParserPoolImpl(true);
	/** EMF's per-load cache of XML names to features; one per thread, since EMF fills it while parsing. */
	private static final ThreadLocal<Map<Object, Object>> NAME_TO_FEATURE = ThreadLocal.withInitial(HashMap::new);
	static final String SCHEMA_VERSION_FEATURE = "schemaVersion";

	private XmiFiles() {
	}

	/** The reason a library file was skipped; its message is shown to the user as is. */
	static final class UnreadableFileException extends IOException {
		private static final long serialVersionUID = 1L;

		UnreadableFileException(String reason) {
			super(reason);
		}
	}

	/**
	 * Loads the document in {@code file}, which must be a {@code type} written with a schema version
	 * of at most {@code readableVersion}. The returned object stays in its own resource.
	 */
	static <T extends EObject> T read(Path file, Class<T> type, EClass eClass, int readableVersion) throws IOException {
		return read(file, type, eClass, readableVersion, Set.of());
	}

	/**
	 * Loads the document in {@code file} as {@link #read(Path, Class, EClass, int)} does, but without what
	 * the containment references {@code skipped} hold (they stay empty): nothing of them is made or decoded.
	 * The returned object is in no resource.
	 */
	static <T extends EObject> T readWithout(Path file, Class<T> type, EClass eClass, int readableVersion,
			Set<EReference> skipped) throws IOException {
		T document = read(file, type, eClass, readableVersion, skipped);
		Resource resource = document.eResource();
		if (resource != null) {
			resource.getContents().clear(); // as a copy would be: the resource and its maps are not kept
		}
		return document;
	}

	private static <T extends EObject> T read(Path file, Class<T> type, EClass eClass, int readableVersion,
			Set<EReference> skipped) throws IOException {
		DriveBenchPackage.eINSTANCE.eClass(); // registers the package when running outside OSGi
		if (Files.size(file) == 0) {
			throw new UnreadableFileException("the file is empty");
		}
		URI uri = URI.createFileURI(file.toString());
		Resource resource = null;
		byte[] bytes = null;
		if (!skipped.isEmpty()) {
			// the parser reads only what is kept when the skipped elements can be cut out of the bytes first;
			// when they cannot, or the rest does not load, the whole file is read, and its error is the file's
			bytes = Files.readAllBytes(file);
			byte[] rest = SkippedElements.cut(bytes, eClass, skipped);
			if (rest != null) {
				Resource quick = new SkippingXmiResource(uri);
				try {
					quick.load(new ByteArrayInputStream(rest), skippingOptions(skipped));
					resource = quick.getErrors().isEmpty() ? quick : null;
				} catch (IOException | RuntimeException e) {
					resource = null;
				}
			}
		}
		if (resource == null) {
			resource = skipped.isEmpty() ? new XMIResourceImpl(uri) : new SkippingXmiResource(uri);
			try (InputStream in = bytes == null ? Files.newInputStream(file) : new ByteArrayInputStream(bytes)) {
				resource.load(in, skipped.isEmpty() ? loadOptions() : skippingOptions(skipped));
			} catch (IOException | RuntimeException e) {
				// explain by the header when there is one to read (newer or foreign file), else by the parser's error
				checkHeader(file, eClass, readableVersion);
				throw new UnreadableFileException(describeParseError(e));
			}
		}
		if (resource.getContents().isEmpty()) {
			throw new UnreadableFileException("the file holds no document");
		}
		EObject root = resource.getContents().get(0);
		if (!type.isInstance(root)) {
			throw new UnreadableFileException("the file holds a " + root.eClass().getName() + ", not a " + eClass.getName());
		}
		int version = schemaVersion(root);
		if (version > readableVersion) {
			throw new UnreadableFileException(newerVersion(version, readableVersion));
		}
		return type.cast(root);
	}

	/** The schema version stored in {@code document}. */
	static int schemaVersion(EObject document) {
		EStructuralFeature feature = document.eClass().getEStructuralFeature(SCHEMA_VERSION_FEATURE);
		return feature == null ? 0 : (Integer) document.eGet(feature);
	}

	static void setSchemaVersion(EObject document, int version) {
		EStructuralFeature feature = document.eClass().getEStructuralFeature(SCHEMA_VERSION_FEATURE);
		if (feature != null) {
			document.eSet(feature, version);
		}
	}

	/**
	 * Writes {@code document} into {@code file} through a synced temporary file and an atomic
	 * rename, then syncs the folder so the rename itself survives a crash.
	 */
	static void write(EObject document, Path file) throws IOException {
		Resource resource = resourceFor(document, file);
		AtomicFiles.write(file, out -> resource.save(out, SAVE_OPTIONS));
	}


	/** Whether {@code file} is a temporary file of {@link #write} (in progress, or left by a crash). */
	static boolean isTemporary(Path file) {
		return AtomicFiles.isTemporary(file);
	}


	/**
	 * The resource to save {@code document} through: its own when it is the only thing in it (a
	 * document the library loaded), a new one when it has none; a copy otherwise, so that saving
	 * never moves an object out of a resource a caller (an editor) holds.
	 */
	private static Resource resourceFor(EObject document, Path file) {
		Resource own = document.eResource();
		if (document.eContainer() == null && own != null && own.getContents().size() == 1) {
			return own;
		}
		Resource resource = new XMIResourceImpl(URI.createFileURI(file.toString()));
		resource.getContents().add(own == null && document.eContainer() == null ? document
				: org.eclipse.emf.ecore.util.EcoreUtil.copy(document));
		return resource;
	}

	private static Map<Object, Object> skippingOptions(Set<EReference> skipped) {
		Map<Object, Object> options = loadOptions();
		options.put(SkippingXmiResource.OPTION_SKIPPED, skipped);
		return options;
	}

	private static Map<Object, Object> loadOptions() {
		Map<Object, Object> options = new HashMap<>();
		options.put(XMLResource.OPTION_DEFER_IDREF_RESOLUTION, Boolean.TRUE);
		options.put(XMLResource.OPTION_USE_PARSER_POOL, PARSERS);
		options.put(XMLResource.OPTION_USE_XML_NAME_TO_FEATURE_MAP, NAME_TO_FEATURE.get());
		options.put(XMLResource.OPTION_USE_DEPRECATED_METHODS, Boolean.FALSE);
		return options;
	}

	/**
	 * Reads the root element only and throws when it shows a file this build must not read: another
	 * program's, another kind of document, or a newer schema. Returns quietly when the header is fine
	 * or cannot be read (the parser's error then explains).
	 */
	private static void checkHeader(Path file, EClass eClass, int readableVersion) throws UnreadableFileException {
		RootElement root = RootElement.of(file);
		if (root == null) {
			return;
		}
		String namespace = root.namespace();
		String element = root.name();
		@Nullable String version = root.schemaVersion();
		String ours = DriveBenchPackage.eNS_URI;
		String base = ours.substring(0, ours.lastIndexOf('/') + 1);
		if (!namespace.equals(ours)) {
			if (namespace.startsWith(base)) {
				throw new UnreadableFileException("written by a newer DriveBench (model " + namespace
						+ "); this one reads " + ours);
			}
			throw new UnreadableFileException("not a DriveBench " + eClass.getName() + ": its root element is "
					+ (namespace.isEmpty() ? "" : "{" + namespace + "}") + element);
		}
		if (!element.equals(eClass.getName())) {
			throw new UnreadableFileException("the file holds a " + element + ", not a " + eClass.getName());
		}
		if (version != null) {
			try {
				int v = Integer.parseInt(version.strip());
				if (v > readableVersion) {
					throw new UnreadableFileException(newerVersion(v, readableVersion));
				}
			} catch (NumberFormatException e) {
				throw new UnreadableFileException("its schema version '" + version + "' is not a number");
			}
		}
	}

	private static String newerVersion(int version, int readable) {
		return "written with schema version " + version + " by a newer DriveBench; this one reads up to version " + readable;
	}

	/**
	 * The parser's complaint in a user's words: what is wrong and where (line, column), without the
	 * exception wrappers EMF and the XML parser put around it.
	 */
	private static String describeParseError(Throwable e) {
		XMIException emf = null;
		String detail = null;
		for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
			if (t instanceof SAXParseException sax) {
				String what = sax.getMessage() != null && sax.getMessage().contains("must start and end within the same entity")
						? "truncated or malformed XML" : "malformed XML";
				return what + " (line " + sax.getLineNumber() + ", column " + sax.getColumnNumber() + "): " + sax.getMessage();
			}
			if (t instanceof java.io.CharConversionException) {
				return "malformed XML (not UTF-8 text): " + t.getMessage();
			}
			if (t instanceof XMIException x && emf == null) {
				emf = x;
			} else if (emf != null && t instanceof IllegalArgumentException && !(t instanceof NumberFormatException)) {
				detail = t.getMessage(); // the deepest of our own value errors (Samples) says most
			}
		}
		if (emf != null) {
			String message = emf.getMessage() == null ? emf.getClass().getSimpleName() : emf.getMessage();
			int location = message.lastIndexOf(" (");
			if (location > 0 && message.endsWith(")")) {
				message = message.substring(0, location);
			}
			if (message.endsWith(".")) {
				message = message.substring(0, message.length() - 1);
			}
			message += " (line " + emf.getLine() + ", column " + emf.getColumn() + ")";
			return detail == null ? message : message + ": " + detail;
		}
		Throwable root = e;
		while (root.getCause() != null && root.getCause() != root) {
			root = root.getCause();
		}
		String message = root.getMessage();
		return message == null || message.isBlank() ? root.getClass().getSimpleName() : message;
	}

}
