package org.drivebench.library;

import java.io.IOException;
import java.util.List;
import java.util.function.Consumer;

import org.drivebench.library.drives.Drives;
import org.drivebench.library.ResultLibrary;
import org.drivebench.library.drives.DriveColors;
import org.drivebench.library.drives.DrivePalette;
import org.drivebench.model.Drive;
import org.drivebench.model.Run;
import org.eclipse.jdt.annotation.Nullable;
import org.drivebench.core.runner.SuiteRunner;

/**
 * The one way a run is saved while it is measured ({@link LibraryRunner}'s, for the command line, a group
 * test's entries and the workbench's run job): the {@link SuiteRunner}'s checkpoint, called after every test, saves the run so far into the library,
 * so a crash costs the test under way at most. Before the first save the run's drive takes the name,
 * notes and colour the library knows that drive by (from its newest run in the library: the device
 * reports none of them), unless the run was given a name of its own; a drive new to the library gets the
 * first colour of the palette that no other drive has ({@link DriveColors}), so it keeps one colour in
 * every comparison. A save that fails is reported to the listener and tried again after the next test.
 */
public final class LibraryCheckpoint implements Consumer<Run> {
	/** Hears how each save went. */
	@FunctionalInterface
	public interface Listener {
		/**
		 * @param run     the run as saved (or as it failed to be)
		 * @param failure why it could not be saved, or null when it was
		 */
		void saved(Run run, @Nullable Exception failure);
	}

	private final ResultLibrary library;
	private final @Nullable String label;
	private final List<String> palette;
	private final Listener listener;
	private boolean identityCarried;
	private @Nullable Exception lastFailure;

	/**
	 * @param library  where the run goes
	 * @param label    a name for the drive given with this run, or null (or blank) to keep the one the
	 *                 library knows it by
	 * @param listener told after every save
	 */
	public LibraryCheckpoint(ResultLibrary library, @Nullable String label, Listener listener) {
		this(library, label, DrivePalette.DEFAULT, listener);
	}

	/**
	 * @param palette the colours a drive new to the library takes its colour from (the user's, in the workbench)
	 */
	public LibraryCheckpoint(ResultLibrary library, @Nullable String label, List<String> palette, Listener listener) {
		this.library = library;
		this.label = label == null || label.isBlank() ? null : label.strip();
		this.palette = List.copyOf(palette);
		this.listener = listener;
	}

	@Override
	public void accept(Run run) {
		if (!identityCarried) {
			carryIdentity(run);
			identityCarried = true;
		}
		try {
			library.save(run);
			lastFailure = null;
		} catch (IOException | RuntimeException e) {
			lastFailure = e;
		}
		listener.saved(run, lastFailure);
	}

	/** Why the last save failed, or null when it succeeded (or nothing was saved yet). */
	public @Nullable Exception lastFailure() {
		return lastFailure;
	}

	/**
	 * Gives the run's drive the name given for this run, else the name and notes of the drive's newest
	 * run in the library (what the device reports has neither), and the drive's colour.
	 */
	private void carryIdentity(Run run) {
		Drive drive = run.getDrive();
		if (drive == null) {
			return;
		}
		if (!DrivePalette.isColor(drive.getColor())) {
			List<Run> others = library.runs().stream().filter(r -> !java.util.Objects.equals(r.getId(), run.getId())).toList();
			String known = DriveColors.of(others, palette).get(Drives.keyOf(drive));
			drive.setColor(known != null ? known : DriveColors.forNewDrive(others, palette));
		}
		List<Run> earlier = library.runsOf(Drives.keyOf(run));
		if (label != null) {
			drive.setLabel(label);
		}
		for (int i = earlier.size() - 1; i >= 0; i--) {
			Drive known = earlier.get(i).getDrive();
			if (known != null && !earlier.get(i).getId().equals(run.getId())) {
				if (drive.getLabel() == null || drive.getLabel().isBlank()) {
					drive.setLabel(known.getLabel());
				}
				if (drive.getNotes() == null || drive.getNotes().isBlank()) {
					drive.setNotes(known.getNotes());
				}
				return;
			}
		}
	}
}
