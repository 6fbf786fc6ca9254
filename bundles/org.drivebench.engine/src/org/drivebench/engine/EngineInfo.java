package org.drivebench.engine;

/** Facts about this engine build that every result records, so a number can be traced to its engine. */
public final class EngineInfo {
	private EngineInfo() {
	}

	/** The engine's version as packaged (the bundle version, or "dev" when run from classes). */
	public static String version() {
		String v = EngineInfo.class.getPackage().getImplementationVersion();
		return v != null ? v : "0.1.0";
	}

	/** The Java runtime the engine runs on, e.g. "25.0.1 (Eclipse Adoptium)". */
	public static String runtime() {
		return Runtime.version() + " (" + System.getProperty("java.vendor", "unknown vendor") + ")";
	}
}
