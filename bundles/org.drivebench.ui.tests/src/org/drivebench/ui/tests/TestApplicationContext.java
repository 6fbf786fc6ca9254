package org.drivebench.ui.tests;

import java.util.Map;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/** The application context the product would give the e4 application: its branding properties and no arguments. */
final class TestApplicationContext implements IApplicationContext {
	private final Map<String, String> branding;

	TestApplicationContext(Map<String, String> branding) {
		this.branding = branding;
	}

	@Override
	public Map<String, Object> getArguments() {
		return Map.of(APPLICATION_ARGS, new String[0]);
	}

	@Override
	public void applicationRunning() {
	}

	@Override
	public String getBrandingApplication() {
		return "org.eclipse.e4.ui.workbench.swt.E4Application";
	}

	@Override
	public String getBrandingName() {
		return "DriveBench";
	}

	@Override
	public String getBrandingDescription() {
		return "DriveBench under test";
	}

	@Override
	public String getBrandingId() {
		return "org.drivebench.ui.product";
	}

	@Override
	public String getBrandingProperty(String key) {
		return branding.get(key);
	}

	@Override
	public Bundle getBrandingBundle() {
		return FrameworkUtil.getBundle(org.drivebench.ui.explorer.ResultsExplorerPart.class);
	}

	@Override
	public void setResult(Object result, IApplication application) {
	}
}
