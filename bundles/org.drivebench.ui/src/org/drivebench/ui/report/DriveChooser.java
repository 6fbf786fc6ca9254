package org.drivebench.ui.report;

import org.drivebench.ui.library.SlicedWork;
import org.drivebench.library.drives.DriveColors;
import org.drivebench.report.ReportDrafts;
import org.drivebench.report.ReportPins;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;

import org.drivebench.library.drives.DriveLabels;
import org.drivebench.library.drives.Drives;
import org.drivebench.library.RunStartTimes;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.DriveSelection;
import org.drivebench.model.Run;
import org.drivebench.library.drives.Drives;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.viewers.CheckStateChangedEvent;
import org.eclipse.jface.viewers.CheckboxTreeViewer;
import org.eclipse.jface.viewers.ICheckStateProvider;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Composite;

/**
 * The drives of a comparison and, under each, its runs: checking a drive takes all its runs, checking
 * single runs takes only those (the drive is then shown half-checked). A chosen drive shows its colour,
 * the one it has in every comparison; choosing another stores it with the drive.
 */
final class DriveChooser {
	/** A drive of the library with its runs (summaries), oldest first. */
	record DriveEntry(String key, String name, List<Run> runs) {
	}

	/** Drives added to the tree per slice at its first fill: a chosen drive's swatch is an image GTK converts. */
	private static final int DRIVES_PER_SLICE = 6;

	private final CheckboxTreeViewer viewer;
	private final Runnable onChange;
	private final Swatches swatches;
	private @Nullable ComparisonReport report;
	private List<String> palette = List.of();
	/** Each drive's colour across the library, and the colours stored with drives ({@link DriveColors}). */
	private Map<String, String> libraryColors = Map.of();
	private Map<String, String> storedColors = Map.of();
	/** The minutes in which more than one of the library's runs started: their runs show the seconds. */
	private Set<Long> sharedMinutes = Set.of();
	private final BiConsumer<String, String> onRecolor;

	/** @param onRecolor told a drive's key and new colour when the user chooses one (it is stored with the drive) */
	DriveChooser(Composite parent, Runnable onChange, BiConsumer<String, String> onRecolor) {
		this.onChange = onChange;
		this.onRecolor = onRecolor;
		viewer = new CheckboxTreeViewer(parent, SWT.BORDER | SWT.V_SCROLL);
		viewer.setUseHashlookup(true);
		viewer.setContentProvider(new ITreeContentProvider() {
			@Override
			public Object[] getElements(@Nullable Object input) {
				return input instanceof List<?> list ? list.toArray() : new Object[0];
			}

			@Override
			public Object[] getChildren(@Nullable Object parent) {
				return parent instanceof DriveEntry drive ? drive.runs().toArray() : new Object[0];
			}

			@Override
			public @Nullable Object getParent(@Nullable Object element) {
				return null;
			}

			@Override
			public boolean hasChildren(@Nullable Object element) {
				return element instanceof DriveEntry;
			}
		});
		viewer.setLabelProvider(new LabelProvider() {
			@Override
			public String getText(@Nullable Object element) {
				if (element instanceof DriveEntry drive) {
					return drive.runs().size() == 1 ? NLS.bind(Messages.drive_one_run, drive.name())
							: NLS.bind(Messages.drive_runs, drive.name(), drive.runs().size());
				}
				return element instanceof Run run ? RunTexts.describe(run, sharedMinutes) : "";
			}

			@Override
			public @Nullable Image getImage(@Nullable Object element) {
				return element instanceof DriveEntry drive && selection(drive.key()) != null ? swatch(colorOf(drive.key())) : null;
			}
		});
		viewer.setCheckStateProvider(new ICheckStateProvider() {
			@Override
			public boolean isChecked(@Nullable Object element) {
				if (element instanceof DriveEntry drive) {
					return selection(drive.key()) != null;
				}
				if (!(element instanceof Run run)) {
					return false;
				}
				DriveSelection s = selection(Drives.keyOf(run));
				return s != null && (allRuns(s) || s.getRunIds().contains(run.getId()));
			}

			@Override
			public boolean isGrayed(@Nullable Object element) {
				if (!(element instanceof DriveEntry drive)) {
					return false;
				}
				DriveSelection s = selection(drive.key());
				return s != null && !allRuns(s) && !s.getRunIds().containsAll(drive.runs().stream().map(Run::getId).toList());
			}
		});
		viewer.addCheckStateListener(this::checked);
		swatches = new Swatches(viewer.getControl().getDisplay(), null);
		viewer.getTree().addDisposeListener(e -> swatches.dispose());
	}

	/**
	 * Shows the library's drives ({@code runs} are its summaries) with the choices of {@code newReport}; at
	 * the first fill a few drives per slice of {@code work}, after that at once (the drives expanded stay so).
	 */
	void setInput(List<Run> runs, ComparisonReport newReport, List<String> newPalette, SlicedWork work) {
		this.report = newReport;
		this.palette = newPalette;
		this.libraryColors = DriveColors.of(runs, newPalette);
		this.sharedMinutes = RunStartTimes.sharedMinutes(runs);
		this.storedColors = DriveColors.stored(runs);
		Map<String, List<Run>> byKey = new LinkedHashMap<>();
		for (Run run : runs) {
			byKey.computeIfAbsent(Drives.keyOf(run), k -> new ArrayList<>()).add(run);
		}
		List<DriveEntry> drives = new ArrayList<>();
		Map<String, String> names = DriveLabels.ofRuns(runs); // no two drives under one name
		byKey.forEach((key, list) -> drives.add(new DriveEntry(key, names.getOrDefault(key, key), List.copyOf(list))));
		drives.sort((a, b) -> a.name().compareToIgnoreCase(b.name()));
		if (viewer.getInput() == null && drives.size() > DRIVES_PER_SLICE) {
			List<DriveEntry> shown = new ArrayList<>();
			viewer.setInput(shown);
			for (int from = 0; from < drives.size(); from += DRIVES_PER_SLICE) {
				List<DriveEntry> more = drives.subList(from, Math.min(drives.size(), from + DRIVES_PER_SLICE));
				work.add(() -> {
					if (viewer.getInput() == shown) { // else a newer input replaced this fill
						shown.addAll(more);
						viewer.add(shown, more.toArray());
					}
				});
			}
			return;
		}
		Object[] expanded = viewer.getExpandedElements();
		viewer.setInput(drives);
		viewer.setExpandedElements(expanded);
	}

	private void checked(CheckStateChangedEvent event) {
		if (event.getElement() instanceof DriveEntry drive) {
			DriveSelection s = selection(drive.key());
			if (event.getChecked() && s == null) {
				DriveSelection added = withColor(ReportDrafts.selection(drive.key()));
				chooseAll(added, drive);
				report().getDrives().add(added);
				ReportDrafts.assignColors(report().getDrives(), palette);
			} else if (!event.getChecked() && s != null) {
				remove(s);
			} else if (s != null) {
				chooseAll(s, drive); // a half-checked drive clicked: all its runs
			}
		} else {
			toggleRun((Run) event.getElement(), event.getChecked());
		}
		viewer.refresh();
		onChange.run();
	}

	private void toggleRun(Run run, boolean checked) {
		String key = Drives.keyOf(run);
		DriveEntry drive = entry(key);
		DriveSelection s = selection(key);
		List<String> all = drive == null ? List.of(run.getId()) : drive.runs().stream().map(Run::getId).toList();
		Set<String> chosen = new LinkedHashSet<>(s == null ? List.of() : allRuns(s) ? all : s.getRunIds());
		if (checked) {
			chosen.add(run.getId());
		} else {
			chosen.remove(run.getId());
		}
		if (chosen.isEmpty()) {
			if (s != null) {
				remove(s);
			}
			return;
		}
		if (s == null) {
			s = withColor(ReportDrafts.selection(key));
			report().getDrives().add(s);
			ReportDrafts.assignColors(report().getDrives(), palette);
		}
		s.getRunIds().clear();
		if (!chosen.containsAll(all) || ReportPins.isPinned(report())) {
			all.stream().filter(chosen::contains).forEach(s.getRunIds()::add);
		}
	}

	/**
	 * Whether {@code s} takes every run of its drive: a report not saved yet that names none of its runs
	 * (a run made meanwhile joins it); a saved report lists its runs (pinned: a later run is offered, not taken).
	 */
	private boolean allRuns(DriveSelection s) {
		return s.getRunIds().isEmpty() && !ReportPins.isPinned(report());
	}

	/** Every run of {@code drive}: none named while the report is not saved, each listed once it is. */
	private void chooseAll(DriveSelection s, DriveEntry drive) {
		s.getRunIds().clear();
		if (ReportPins.isPinned(report())) {
			drive.runs().forEach(r -> s.getRunIds().add(r.getId()));
		}
	}

	private void remove(DriveSelection s) {
		report().getDrives().remove(s);
		if (s.getDriveKey().equals(report().getBaselineDriveKey())) {
			report().setBaselineDriveKey(null);
			report().setNormalisation(org.drivebench.model.Normalisation.ABSOLUTE);
		}
	}

	/** The report shown: the chooser has rows, and so checks to change, only once it has one. */
	private ComparisonReport report() {
		ComparisonReport shown = report;
		if (shown == null) {
			throw new IllegalStateException("the drive chooser shows no report yet");
		}
		return shown;
	}

	/** A new selection of a drive, in the drive's colour across the library. */
	private DriveSelection withColor(DriveSelection s) {
		s.setColor(libraryColors.get(s.getDriveKey()));
		return s;
	}

	/**
	 * The colour a drive of the report is drawn in: the one stored with it, else the report's, else the
	 * library's order's (as the comparison works it out).
	 */
	private @Nullable String colorOf(String key) {
		DriveSelection s = selection(key);
		String stored = storedColors.get(key);
		if (stored != null) {
			return stored;
		}
		return s != null && s.getColor() != null ? s.getColor() : libraryColors.get(key);
	}

	/**
	 * Gives the selected drive (when it is in the report) another colour: in this report at once, and
	 * stored with the drive, so it has it in every comparison.
	 */
	boolean recolor(String color) {
		if (!(viewer.getStructuredSelection().getFirstElement() instanceof DriveEntry drive)) {
			return false;
		}
		DriveSelection s = selection(drive.key());
		if (s == null) {
			return false;
		}
		s.setColor(color);
		Map<String, String> stored = new HashMap<>(storedColors);
		stored.put(drive.key(), color);
		storedColors = stored;
		viewer.refresh();
		onRecolor.accept(drive.key(), color);
		onChange.run();
		return true;
	}

	/** The colour of the selected drive, when it is in the report. */
	@Nullable String selectedColor() {
		Object element = viewer.getStructuredSelection().getFirstElement();
		return element instanceof DriveEntry drive && selection(drive.key()) != null ? colorOf(drive.key()) : null;
	}

	private @Nullable DriveEntry entry(String key) {
		Object input = viewer.getInput();
		if (input instanceof List<?> list) {
			for (Object o : list) {
				if (o instanceof DriveEntry d && d.key().equals(key)) {
					return d;
				}
			}
		}
		return null;
	}

	private @Nullable DriveSelection selection(String key) {
		ComparisonReport shown = report;
		if (shown == null) {
			return null;
		}
		return shown.getDrives().stream().filter(s -> key.equals(s.getDriveKey())).findFirst().orElse(null);
	}

	private @Nullable Image swatch(@Nullable String color) {
		return color == null ? null : swatches.of(color);
	}

	CheckboxTreeViewer viewer() {
		return viewer;
	}
}
