package org.drivebench.ui.preferences;

import jakarta.inject.Inject;

import org.drivebench.report.chart.DisplaySettings;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.core.di.extensions.Preference;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Keeps the user's {@link DisplaySettings} (rate unit, palette) in the application's context,
 * made from the preferences and made again whenever one changes: parts and handlers inject them, and
 * a part whose method takes them ({@code @Inject void show(DisplaySettings s)}) follows every change
 * at once.
 */
public class DisplaySettingsAddon {
	@Inject
	private MApplication application;

	@Inject
	@Optional
	void preferencesChanged(@Preference(nodePath = UiPreferences.NODE, value = UiPreferences.RATE_UNIT) @Nullable String rateUnit,
			@Preference(nodePath = UiPreferences.NODE, value = UiPreferences.PALETTE) @Nullable String palette) {
		application.getContext().set(DisplaySettings.class, UiPreferences.displaySettings(rateUnit, palette));
	}
}
