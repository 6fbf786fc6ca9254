package org.drivebench.core.api;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The checked, typed parameter values a test runs with: every parameter of the test, each from the
 * given text or its default.
 */
public final class ParameterValues {
	private final Map<String, ParameterSpec> specs;
	private final Map<String, Object> values;

	private ParameterValues(Map<String, ParameterSpec> specs, Map<String, Object> values) {
		this.specs = specs;
		this.values = values;
	}

	/**
	 * Resolves {@code given} (key to text) against {@code parameters}: unknown keys and bad values are
	 * rejected, missing ones take their defaults.
	 *
	 * @throws InvalidParameterException whose message starts with {@code testId} and names the parameter
	 */
	public static ParameterValues resolve(String testId, List<ParameterSpec> parameters, Map<String, String> given) {
		Map<String, ParameterSpec> specs = new LinkedHashMap<>();
		for (ParameterSpec p : parameters) {
			specs.put(p.key(), p);
		}
		for (String key : given.keySet()) {
			if (!specs.containsKey(key)) {
				throw new InvalidParameterException(key, testId + ": no parameter \"" + key + "\"; it takes "
						+ (specs.isEmpty() ? "none" : String.join(", ", specs.keySet())));
			}
		}
		Map<String, Object> values = new LinkedHashMap<>();
		for (ParameterSpec p : parameters) {
			String text = given.getOrDefault(p.key(), p.defaultText());
			try {
				values.put(p.key(), p.parse(text));
			} catch (InvalidParameterException e) {
				throw new InvalidParameterException(p.key(), testId + ": " + e.getMessage());
			}
		}
		return new ParameterValues(Collections.unmodifiableMap(specs), Collections.unmodifiableMap(values));
	}

	/** The specs, in the test's order. */
	public List<ParameterSpec> specs() {
		return new ArrayList<>(specs.values());
	}

	public Object get(String key) {
		Object v = values.get(key);
		if (v == null) {
			throw new IllegalArgumentException("no parameter \"" + key + "\"; there are " + values.keySet());
		}
		return v;
	}

	public long integer(String key) {
		return (Long) get(key);
	}

	public int intValue(String key) {
		return Math.toIntExact(integer(key));
	}

	public double number(String key) {
		return (Double) get(key);
	}

	public long size(String key) {
		return (Long) get(key);
	}

	public int percent(String key) {
		return Math.toIntExact((Long) get(key));
	}

	public Duration duration(String key) {
		return (Duration) get(key);
	}

	@SuppressWarnings("unchecked")
	public List<Long> list(String key) {
		return (List<Long>) get(key);
	}

	public boolean bool(String key) {
		return (Boolean) get(key);
	}

	/** A TEXT, CHOICE or FOLDER value. */
	public String text(String key) {
		return (String) get(key);
	}

	/** A TARGET_LIST value: the target names, in order. */
	@SuppressWarnings("unchecked")
	public List<String> targets(String key) {
		return (List<String>) get(key);
	}

	/** The value's canonical text, e.g. "64KiB" or "60s". */
	public String format(String key) {
		Object value = get(key);
		ParameterSpec spec = specs.get(key);
		return spec == null ? String.valueOf(value) : spec.format(value); // every value has its spec
	}

	/** Every value as canonical text, in the test's order. */
	public Map<String, String> asText() {
		Map<String, String> text = new LinkedHashMap<>();
		for (String key : values.keySet()) {
			text.put(key, format(key));
		}
		return text;
	}
}
