/**
 * The workbench's preferences (library folder, rate unit, decimal places, colour palette), kept in the
 * instance scope of the Eclipse preferences: {@link org.drivebench.ui.preferences.UiPreferences} names
 * and reads them, parts receive them with {@code @Preference}, the
 * {@link org.drivebench.ui.preferences.PreferencesDialog} edits them, and the
 * {@code library.LibraryAddon} reopens the library when its folder changes.
 */
@NonNullByDefault
package org.drivebench.ui.preferences;

import org.eclipse.jdt.annotation.NonNullByDefault;
