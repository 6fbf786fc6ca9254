package org.drivebench.library;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;

import org.xml.sax.Attributes;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The root element of an XML file, read without reading the rest: what a file that EMF could not
 * load claims to be (another program's document, a newer DriveBench's).
 *
 * @param namespace     the element's namespace URI ("" when none)
 * @param name          its local name
 * @param schemaVersion its schemaVersion attribute, or {@code null}
 */
record RootElement(String namespace, String name, @Nullable String schemaVersion) {
	private static final SAXParserFactory FACTORY = newFactory();

	/** Thrown to stop parsing at the root element. */
	private static final class Found extends SAXException {
		private static final long serialVersionUID = 1L;
		private final transient RootElement root;

		Found(RootElement root) {
			super("found", null);
			this.root = root;
		}
	}

	/** The root element of {@code file}, or {@code null} when the file does not start like XML. */
	static @Nullable RootElement of(Path file) {
		try (InputStream in = Files.newInputStream(file)) {
			SAXParser parser;
			synchronized (FACTORY) {
				parser = FACTORY.newSAXParser();
			}
			// a DefaultHandler as error handler: errors are thrown, not printed to stderr
			parser.parse(in, new DefaultHandler() {
				@Override
				public void startElement(@Nullable String uri, @Nullable String localName, @Nullable String qName,
						@Nullable Attributes attributes) throws SAXException {
					throw new Found(new RootElement(uri == null ? "" : uri, localName == null ? "" : localName,
							attributes == null ? null : attributes.getValue("", XmiFiles.SCHEMA_VERSION_FEATURE)));
				}
			});
			return null;
		} catch (Found found) {
			return found.root;
		} catch (IOException | SAXException | ParserConfigurationException | RuntimeException e) {
			return null;
		}
	}

	private static SAXParserFactory newFactory() {
		SAXParserFactory factory = SAXParserFactory.newInstance();
		factory.setNamespaceAware(true);
		try {
			factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
		} catch (ParserConfigurationException | SAXException e) {
			// a parser without the feature: the header check reads only the root element anyway
			System.getLogger(RootElement.class.getName()).log(System.Logger.Level.DEBUG, "the XML parser cannot refuse DOCTYPEs", e);
		}
		return factory;
	}
}
