package org.drivebench.library;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.drivebench.model.values.Samples;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A document file's bytes without the elements of some containment references (a run's series, histograms
 * and intervals: most of its file), cut out by a scan of the bytes that checks them as {@link
 * SkippingXmiResource} would (well-formed, every attribute a feature of its class, every value one its data
 * type takes, a series' base64 without making a string of it), so that the XML parser reads only the rest.
 *
 * <p>It takes only what DriveBench writes: UTF-8, no comments, CDATA or entities, no prefixed attributes in
 * a skipped element, no text in one, nothing but ASCII in it. Anything else, or anything wrong, and {@link
 * #cut} gives up (null): the whole file is then read as before, so a damaged file is named for the same
 * reason, at the same line, as before. Cutting less than the reader skips is always safe: the reader still
 * passes over what is left.
 */
final class SkippedElements {
	private static final byte[] DECLARATION = "<?xml".getBytes(StandardCharsets.US_ASCII);
	/** The bytes a skipped element's value may hold: ASCII from the space on, but no '<' and no entity. */
	private static final boolean[] PLAIN = new boolean[256];

	static {
		for (int b = 0x20; b < 0x80; b++) {
			PLAIN[b] = b != '<' && b != '&';
		}
	}

	private final byte[] file;
	private final Set<EReference> skipped;

	private SkippedElements(byte[] file, Set<EReference> skipped) {
		this.file = file;
		this.skipped = skipped;
	}

	/**
	 * {@code file} without the elements of the references {@code skipped} met in a document whose root is a
	 * {@code rootType}; null when none was cut, or the file is not one this scan takes (see the class comment).
	 */
	static byte @Nullable [] cut(byte[] file, EClass rootType, Set<EReference> skipped) {
		try {
			return new SkippedElements(file, skipped).cut(rootType);
		} catch (RuntimeException e) {
			return null; // a value its data type refuses, or anything unforeseen: the whole file is read instead
		}
	}

	private byte @Nullable [] cut(EClass rootType) {
		int n = file.length;
		if (!startsWith(0, DECLARATION)) {
			return null;
		}
		int declarationEnd = indexOf((byte) '>', 0);
		if (declarationEnd < 0 || !declaresUtf8(declarationEnd)) {
			return null;
		}
		List<@Nullable EClass> open = new ArrayList<>(); // the class of each element the scan is inside, innermost last
		List<int[]> cuts = new ArrayList<>();
		int cutBytes = 0;
		int i = declarationEnd + 1;
		while (true) {
			int lt = indexOf((byte) '<', i);
			if (lt < 0) {
				break;
			}
			if (lt + 1 >= n) {
				return null;
			}
			byte next = file[lt + 1];
			if (next == '?' || next == '!') {
				return null; // a processing instruction, comment, CDATA or DOCTYPE: not what DriveBench writes
			}
			if (next == '/') {
				if (open.isEmpty()) {
					return null;
				}
				open.remove(open.size() - 1);
				int gt = indexOf((byte) '>', lt);
				if (gt < 0) {
					return null;
				}
				i = gt + 1;
				continue;
			}
			int nameEnd = nameEnd(lt + 1);
			String name = ascii(lt + 1, nameEnd);
			int tagEnd = tagEnd(nameEnd);
			if (tagEnd < 0 || name.isEmpty()) {
				return null;
			}
			boolean empty = file[tagEnd - 1] == '/';
			EClass type;
			if (open.isEmpty()) {
				type = localName(name).equals(rootType.getName()) ? rootType : null;
			} else {
				EClass parent = open.get(open.size() - 1);
				EReference reference = parent == null ? null : skippedAt(parent, name);
				if (reference != null) {
					int end = checkElement(lt, reference.getEReferenceType());
					if (end < 0) {
						return null;
					}
					cuts.add(new int[] { lt, end });
					cutBytes += end - lt;
					i = end;
					continue;
				}
				type = parent == null ? null : containedType(parent, name, lt, tagEnd);
			}
			if (!empty) {
				open.add(type);
			}
			i = tagEnd + 1;
		}
		if (cuts.isEmpty()) {
			return null;
		}
		byte[] rest = new byte[n - cutBytes];
		int from = 0;
		int to = 0;
		for (int[] cut : cuts) {
			System.arraycopy(file, from, rest, to, cut[0] - from);
			to += cut[0] - from;
			from = cut[1];
		}
		System.arraycopy(file, from, rest, to, n - from);
		return rest;
	}

	/** The skipped reference an element {@code name} inside an object of class {@code parent} is; null when none. */
	private @Nullable EReference skippedAt(EClass parent, String name) {
		for (EReference r : skipped) {
			if (r.getName().equals(name) && r.getEContainingClass().isSuperTypeOf(parent)) {
				return r;
			}
		}
		return null;
	}

	/**
	 * The class of the object an element {@code name} inside a {@code parent} makes: the type of its
	 * containment reference; null (nothing under it is cut) when it is no containment or names its own type.
	 */
	private @Nullable EClass containedType(EClass parent, String name, int tagStart, int tagEnd) {
		EStructuralFeature feature = parent.getEStructuralFeature(name);
		if (!(feature instanceof EReference reference) || !reference.isContainment()) {
			return null;
		}
		for (int k = tagStart; k < tagEnd - 5; k++) {
			if (file[k] == ':' && file[k + 1] == 't' && file[k + 2] == 'y' && file[k + 3] == 'p' && file[k + 4] == 'e') {
				return null; // an xsi:type: a subclass, which the scan does not follow
			}
		}
		return reference.getEReferenceType();
	}

	/**
	 * Checks the skipped element starting at {@code lt}, of class {@code type}, and all it holds; returns the
	 * index after its end, or -1 when it is not one this scan takes or a whole load would find it wrong.
	 */
	private int checkElement(int lt, EClass type) {
		int n = file.length;
		int nameEnd = nameEnd(lt + 1);
		if (!isName(lt + 1, nameEnd)) {
			return -1;
		}
		int i = nameEnd;
		List<String> names = new ArrayList<>(8);
		while (true) {
			int spaces = i;
			i = skipSpaces(i);
			if (i >= n) {
				return -1;
			}
			if (file[i] == '/') {
				return i + 1 < n && file[i + 1] == '>' ? i + 2 : -1;
			}
			if (file[i] == '>') {
				break;
			}
			if (i == spaces) {
				return -1; // attributes are apart by white space
			}
			int attributeEnd = nameEnd(i);
			if (!isName(i, attributeEnd) || attributeEnd >= n || file[attributeEnd] != '=') {
				return -1;
			}
			String attribute = ascii(i, attributeEnd);
			if (names.contains(attribute)) {
				return -1;
			}
			names.add(attribute);
			int quote = attributeEnd + 1;
			if (quote >= n || file[quote] != '"' && file[quote] != '\'') {
				return -1;
			}
			int valueEnd = indexOf(file[quote], quote + 1);
			if (valueEnd < 0) {
				return -1;
			}
			if (!isSeriesValue(type, attribute, quote + 1, valueEnd)) {
				for (int k = quote + 1; k < valueEnd; k++) {
					if (!PLAIN[file[k] & 0xff]) {
						return -1;
					}
				}
				if (!checkValue(type, attribute, quote + 1, valueEnd)) {
					return -1;
				}
			}
			i = valueEnd + 1;
		}
		// the contents: white space and elements of the type's containment references, then the end tag
		i++;
		while (true) {
			i = skipSpaces(i);
			if (i >= n || file[i] != '<' || i + 1 >= n) {
				return -1;
			}
			if (file[i + 1] == '/') {
				int endName = nameEnd(i + 2);
				if (endName - (i + 2) != nameEnd - (lt + 1) || !sameBytes(lt + 1, i + 2, nameEnd - (lt + 1))) {
					return -1;
				}
				int gt = skipSpaces(endName);
				return gt < n && file[gt] == '>' ? gt + 1 : -1;
			}
			int childEnd = nameEnd(i + 1);
			EStructuralFeature feature = type.getEStructuralFeature(ascii(i + 1, childEnd));
			if (!(feature instanceof EReference reference) || !reference.isContainment()) {
				return -1;
			}
			i = checkElement(i, reference.getEReferenceType());
			if (i < 0) {
				return -1;
			}
		}
	}

	/**
	 * Whether bytes {@code from} to {@code to} are a series' values in well-formed base64, from its first byte
	 * to its last (no white space to trim): then every byte is one of base64's, which is all a value needs
	 * too, so the value is checked in one pass.
	 */
	private boolean isSeriesValue(EClass type, String attribute, int from, int to) {
		return to > from && file[from] == 'b' && file[to - 1] > ' '
				&& type.getEStructuralFeature(attribute) instanceof EAttribute a && !a.isMany()
				&& a.getEAttributeType().getInstanceClass() == Samples.class && Samples.isWellFormedBase64(file, from, to);
	}

	/** Whether the value of {@code attribute} in bytes {@code from} to {@code to} is one a whole load takes. */
	private boolean checkValue(EClass type, String attribute, int from, int to) {
		EStructuralFeature feature = type.getEStructuralFeature(attribute);
		if (feature == null) {
			return false;
		}
		if (!(feature instanceof EAttribute a)) {
			return true; // a reference written as an attribute: the skipping reader does not check it either
		}
		Class<?> instanceClass = a.getEAttributeType().getInstanceClass();
		if (instanceClass == String.class && !a.isMany()) {
			return true; // any text is a string
		}
		if (instanceClass == Samples.class && !a.isMany() && Samples.isWellFormedBase64(file, from, to)) {
			return true;
		}
		String value = ascii(from, to);
		if (a.isMany()) {
			for (String one : value.strip().split("\\s+")) {
				EcoreUtil.createFromString(a.getEAttributeType(), one);
			}
		} else {
			EcoreUtil.createFromString(a.getEAttributeType(), value);
		}
		return true;
	}

	/** Whether the declaration, which ends at {@code end}, names no encoding or UTF-8. */
	private boolean declaresUtf8(int end) {
		String declaration = new String(file, 0, end, StandardCharsets.ISO_8859_1);
		int at = declaration.indexOf("encoding");
		return at < 0 || declaration.startsWith("encoding=\"UTF-8\"", at) || declaration.startsWith("encoding='UTF-8'", at);
	}

	/** The end of the tag whose name ends at {@code from}: the index of its '>' (quoted values passed over), or -1. */
	private int tagEnd(int from) {
		int n = file.length;
		for (int j = from; j < n; j++) {
			byte b = file[j];
			if (b == '"' || b == '\'') {
				j = indexOf(b, j + 1);
				if (j < 0) {
					return -1;
				}
			} else if (b == '>') {
				return j;
			} else if (b == '<') {
				return -1;
			}
		}
		return -1;
	}

	private int nameEnd(int from) {
		int j = from;
		while (j < file.length) {
			byte b = file[j];
			if (b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == '/' || b == '>' || b == '=') {
				break;
			}
			j++;
		}
		return j;
	}

	/** Whether bytes {@code from} to {@code to} are a plain XML name: a letter or '_', then letters, digits, '_', '-', '.'. */
	private boolean isName(int from, int to) {
		if (from >= to) {
			return false;
		}
		for (int j = from; j < to; j++) {
			byte b = file[j];
			boolean letter = b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b == '_';
			if (!letter && (j == from || !(b >= '0' && b <= '9' || b == '-' || b == '.'))) {
				return false;
			}
		}
		return true;
	}

	private int skipSpaces(int from) {
		int j = from;
		while (j < file.length && (file[j] == ' ' || file[j] == '\t' || file[j] == '\n' || file[j] == '\r')) {
			j++;
		}
		return j;
	}

	private int indexOf(byte b, int from) {
		for (int j = from; j < file.length; j++) {
			if (file[j] == b) {
				return j;
			}
		}
		return -1;
	}

	private boolean startsWith(int at, byte[] prefix) {
		return file.length >= at + prefix.length && sameBytes(prefix, at);
	}

	private boolean sameBytes(byte[] prefix, int at) {
		for (int k = 0; k < prefix.length; k++) {
			if (file[at + k] != prefix[k]) {
				return false;
			}
		}
		return true;
	}

	private boolean sameBytes(int a, int b, int length) {
		for (int k = 0; k < length; k++) {
			if (file[a + k] != file[b + k]) {
				return false;
			}
		}
		return true;
	}

	private String ascii(int from, int to) {
		return new String(file, from, to - from, StandardCharsets.ISO_8859_1);
	}

	private static String localName(String name) {
		return name.substring(name.indexOf(':') + 1);
	}
}
