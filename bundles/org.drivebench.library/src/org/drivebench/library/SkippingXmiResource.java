package org.drivebench.library;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.drivebench.model.values.Samples;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.xmi.FeatureNotFoundException;
import org.eclipse.emf.ecore.xmi.IllegalValueException;
import org.eclipse.emf.ecore.xmi.XMLHelper;
import org.eclipse.emf.ecore.xmi.XMLLoad;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.SAXXMIHandler;
import org.eclipse.emf.ecore.xmi.impl.XMILoadImpl;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;
import org.eclipse.jdt.annotation.Nullable;
import org.xml.sax.Attributes;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * An XMI resource that loads a document without the contents of some containment references: their
 * elements are scanned by the parser and their values checked as a whole load checks them (a value its
 * data type does not take, a feature the model does not have: the file is unreadable for the same
 * reason, at the same line), but no object is made and nothing kept. A run's summary is read this way
 * straight from its file (its series, histograms and intervals are most of the file), instead of
 * reading the whole run and copying all but those.
 *
 * <p>The references skipped are also put in the load options, which EMF's parser pool keys the handlers
 * it reuses by: a handler that skips is never handed to a load that must read everything.
 */
final class SkippingXmiResource extends XMIResourceImpl {
	/** Load option naming the references skipped (a {@code Set<EReference>}); ignored by EMF itself. */
	static final String OPTION_SKIPPED = "org.drivebench.library.skippedReferences";

	SkippingXmiResource(URI uri) {
		super(uri);
	}

	@Override
	protected XMLLoad createXMLLoad() {
		return new XMILoadImpl(createXMLHelper()) {
			@Override
			protected DefaultHandler makeDefaultHandler() {
				return new SkippingHandler(resource, helper, options);
			}
		};
	}

	/** The XMI handler, but the elements of the skipped references and all they hold are passed over. */
	private static final class SkippingHandler extends SAXXMIHandler {
		private final Set<?> skipped;
		/** The classes of the skipped elements the parser is inside, innermost last (null: not checked). */
		private final List<@Nullable EClass> passing = new ArrayList<>();

		SkippingHandler(XMLResource resource, XMLHelper helper, Map<?, ?> options) {
			super(resource, helper, options);
			Object value = options.get(OPTION_SKIPPED);
			this.skipped = value instanceof Set<?> set ? set : Set.of();
		}

		@Override
		public void startElement(@Nullable String uri, @Nullable String localName, @Nullable String qName,
				@Nullable Attributes attributes) throws SAXException {
			String element = localName == null || localName.isEmpty() ? qName : localName;
			EClass type;
			if (!passing.isEmpty()) {
				type = featureType(passing.get(passing.size() - 1), element);
			} else {
				EReference reference = skippedAt(element);
				if (reference == null) {
					super.startElement(uri, localName, qName, attributes);
					return;
				}
				type = reference.getEReferenceType();
			}
			if (type != null && attributes != null) {
				type = check(type, attributes);
			}
			passing.add(type);
		}

		@Override
		public void endElement(@Nullable String uri, @Nullable String localName, @Nullable String name) {
			if (!passing.isEmpty()) {
				passing.remove(passing.size() - 1);
				return;
			}
			super.endElement(uri, localName, name);
		}

		@Override
		public void characters(char @Nullable [] ch, int start, int length) {
			if (passing.isEmpty()) {
				super.characters(ch, start, length);
			}
		}

		@Override
		public void reset() {
			super.reset();
			passing.clear();
		}

		/**
		 * The class of the element {@code name} inside a passed-over element of class {@code parent}; reports a
		 * feature the model does not have, as a whole load would; null when it is not an object to check.
		 */
		private @Nullable EClass featureType(@Nullable EClass parent, @Nullable String name) {
			if (parent == null || name == null) {
				return null;
			}
			EStructuralFeature feature = parent.getEStructuralFeature(name);
			if (feature == null) {
				error(new FeatureNotFoundException(name, objects.peekEObject(), getLocation(), getLineNumber(), getColumnNumber()));
				return null;
			}
			return feature instanceof EReference r && r.isContainment() ? r.getEReferenceType() : null;
		}

		/**
		 * Converts each attribute's value as loading it would, and reports what a whole load reports: a value
		 * its data type does not take, a feature the class does not have. Returns the class to check the
		 * element's contents by (null when an xsi:type names another).
		 */
		private @Nullable EClass check(EClass type, Attributes attributes) {
			for (int i = 0; i < attributes.getLength(); i++) {
				String name = attributes.getQName(i);
				if (name.indexOf(':') >= 0 || name.equals("xmlns")) {
					if (name.endsWith(":type")) {
						return null; // a subclass named in the file: not checked here
					}
					continue; // namespaces, xmi:id and the like
				}
				EStructuralFeature feature = type.getEStructuralFeature(name);
				if (feature == null) {
					error(new FeatureNotFoundException(name, objects.peekEObject(), getLocation(), getLineNumber(), getColumnNumber()));
				} else if (feature instanceof EAttribute attribute) {
					String value = attributes.getValue(i);
					if (attribute.getEAttributeType().getInstanceClass() == Samples.class && !attribute.isMany()
							&& Samples.isWellFormedBase64(value)) {
						continue; // a series' values, which decode without error: checked without decoding them
					}
					try {
						if (attribute.isMany()) {
							for (String one : value.strip().split("\\s+")) {
								EcoreUtil.createFromString(attribute.getEAttributeType(), one);
							}
						} else {
							EcoreUtil.createFromString(attribute.getEAttributeType(), value);
						}
					} catch (RuntimeException e) {
						error(new IllegalValueException(objects.peekEObject(), attribute, value, e, getLocation(), getLineNumber(),
								getColumnNumber()));
					}
				}
			}
			return type;
		}

		/** The skipped reference {@code element} is, met inside the object being read; null when it is none. */
		private @Nullable EReference skippedAt(@Nullable String element) {
			EObject parent = objects.peekEObject();
			if (parent == null || element == null) {
				return null;
			}
			for (Object s : skipped) {
				if (s instanceof EReference r && r.getName().equals(element) && r.getEContainingClass().isInstance(parent)) {
					return r;
				}
			}
			return null;
		}
	}
}
