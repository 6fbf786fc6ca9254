package org.drivebench.ui.report;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

import org.drivebench.ui.library.SlicedWork;
import org.drivebench.ui.library.BackgroundWork;
import org.eclipse.core.runtime.ILog;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.widgets.Display;

import org.drivebench.model.ComparisonReport;
import org.drivebench.model.DriveSelection;
import org.drivebench.model.Normalisation;
import org.drivebench.model.Run;
import org.drivebench.model.TableLayout;
import org.drivebench.ui.charts.render.SwtColors;
import org.drivebench.report.ReportDrafts;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.ColorDialog;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.jdt.annotation.Nullable;

/**
 * What a comparison shows, edited in place on its {@link ComparisonReport}: the title, the drives and
 * runs, the tests, the baseline drive, absolute or relative figures, drives as columns or rows. Tells
 * its listener after every change whether the figures must be worked out again (not for a new title).
 */
final class ReportSetupPanel {
	private static final Executor LISTING = BackgroundWork.jobs("DriveBench: list a comparison's choices", true);
	/** Widget data keys, for tests. */
	static final String TITLE_KEY = "report.title", BASELINE_KEY = "report.baseline", LAYOUT_KEY = "report.layout",
			FIGURES_KEY = "report.figures", COLOR_KEY = "report.color", OVERALL_KEY = "report.overall";

	/** Narrower than this the setup's fields cannot be read: the panel scrolls sideways instead. */
	static final int MIN_WIDTH = 240;

	private final ScrolledComposite scroller;
	private final Composite root;
	private final Text title;
	/** The drive tree, the test list and the table's choices, each made at a slice of its own (null before). */
	private @Nullable DriveChooser drives;
	private @Nullable TestChooser tests;
	private @Nullable TableChoices choices;
	private final Consumer<Boolean> onChange;
	private final BiConsumer<String, String> onRecolor;
	/** The drive tree's first fill and the choices shown, a slice at a time. */
	private final SlicedWork work;
	private @Nullable ComparisonReport report;
	private List<Run> runs = List.of();
	private boolean filling;
	/** The last listing of choices asked for, and the last shown. */
	private int listings;
	private int listed;

	/**
	 * @param onChange  told {@code true} when the figures change, {@code false} when only the title does
	 * @param onRecolor told a drive's key and the colour chosen for it, to store with the drive
	 */
	ReportSetupPanel(Composite parent, Consumer<Boolean> onChange, BiConsumer<String, String> onRecolor) {
		this.onChange = onChange;
		this.onRecolor = onRecolor;
		// a short editor (a 700 px window) shows the setup's top and scrolls to the rest
		scroller = new ScrolledComposite(parent, SWT.V_SCROLL | SWT.H_SCROLL);
		scroller.setExpandHorizontal(true);
		scroller.setExpandVertical(true);
		root = new Composite(scroller, SWT.NONE);
		root.setLayout(new GridLayout(2, false));
		scroller.setContent(root);
		work = new SlicedWork(root);
		scroller.addListener(SWT.Resize, e -> fitScroller());
		scroller.getVerticalBar().setIncrement(20);
		new Label(root, SWT.NONE).setText(Messages.setup_title);
		title = new Text(root, SWT.BORDER);
		title.setData(TITLE_KEY, Boolean.TRUE);
		title.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		title.addModifyListener(e -> {
			if (!filling && report != null) {
				report().setTitle(title.getText().strip());
				onChange.accept(false);
			}
		});

		// the rest at the next slices, in the order shown: the session's first comparison makes its first check-box
		// tree, list and combos here (25-35 ms of the UI thread in one slice before, on two cores)
		work.add(this::makeDrives);
		work.add(this::makeTests);
		work.add(this::makeTableChoices);
		work.add(() -> {
			root.layout(true, true);
			fitScroller();
		});
	}

	/** The baseline, figures, overall and layout choices of the table. */
	private record TableChoices(Combo baseline, Combo figures, Button overall, Combo layout) {
	}

	private void makeDrives() {
		Group driveGroup = group(Messages.setup_drives, true);
		DriveChooser made = new DriveChooser(driveGroup, this::changed, onRecolor);
		made.viewer().getControl().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		Button color = new Button(driveGroup, SWT.PUSH);
		color.setData(COLOR_KEY, Boolean.TRUE);
		color.setText(Messages.setup_color);
		color.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false));
		color.setEnabled(false);
		color.addListener(SWT.Selection, e -> pickColor());
		made.viewer().addSelectionChangedListener(e -> color.setEnabled(made.selectedColor() != null));
		drives = made;
	}

	private void makeTests() {
		Group testGroup = group(Messages.setup_tests, true);
		TestChooser made = new TestChooser(testGroup, this::changed);
		made.viewer().getControl().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		Button all = new Button(testGroup, SWT.PUSH);
		all.setText(Messages.setup_all_tests);
		all.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false));
		all.addListener(SWT.Selection, e -> made.chooseAll());
		tests = made;
	}

	private void makeTableChoices() {
		Group table = group(Messages.setup_table, false);
		table.setLayout(new GridLayout(2, false));
		Combo baseline = combo(table, Messages.setup_baseline, BASELINE_KEY);
		baseline.addListener(SWT.Selection, e -> baselineChosen(baseline.getSelectionIndex()));
		Combo figures = combo(table, Messages.setup_figures, FIGURES_KEY);
		figures.setItems(Messages.figures_absolute, Messages.figures_relative);
		figures.addListener(SWT.Selection, e -> {
			report().setNormalisation(figures.getSelectionIndex() == 1 ? Normalisation.RELATIVE_TO_BASELINE : Normalisation.ABSOLUTE);
			changed();
		});
		new Label(table, SWT.NONE);
		Button overall = new Button(table, SWT.CHECK);
		overall.setData(OVERALL_KEY, Boolean.TRUE);
		overall.setText(Messages.setup_overall);
		overall.setToolTipText(Messages.setup_overall_tip);
		overall.addListener(SWT.Selection, e -> {
			report().setOverall(overall.getSelection());
			changed();
		});
		Combo layout = combo(table, Messages.setup_layout, LAYOUT_KEY);
		layout.setItems(Messages.layout_columns, Messages.layout_rows);
		layout.addListener(SWT.Selection, e -> {
			report().setLayout(layout.getSelectionIndex() == 1 ? TableLayout.DRIVES_AS_ROWS : TableLayout.DRIVES_AS_COLUMNS);
			changed();
		});
		choices = new TableChoices(baseline, figures, overall, layout);
	}

	private Group group(String text, boolean grows) {
		Group group = new Group(root, SWT.NONE);
		group.setText(text);
		group.setLayout(new GridLayout(1, false));
		GridData data = new GridData(SWT.FILL, grows ? SWT.FILL : SWT.TOP, true, grows, 2, 1);
		data.heightHint = grows ? 120 : SWT.DEFAULT;
		group.setLayoutData(data);
		return group;
	}

	private static Combo combo(Composite parent, String label, String key) {
		new Label(parent, SWT.NONE).setText(label);
		Combo combo = new Combo(parent, SWT.READ_ONLY);
		combo.setData(key, Boolean.TRUE);
		combo.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		return combo;
	}

	/** Shows {@code newReport} against the library's run summaries {@code libraryRuns}. */
	void setInput(ComparisonReport newReport, List<Run> libraryRuns, List<String> palette) {
		this.report = newReport;
		this.runs = libraryRuns;
		filling = true;
		try {
			if (!title.getText().strip().equals(newReport.getTitle() == null ? "" : newReport.getTitle())) {
				title.setText(newReport.getTitle() == null ? "" : newReport.getTitle());
			}
			DriveChooser made = drives;
			if (made != null) {
				made.setInput(runs, newReport, palette, work);
			} else { // its tree is made at a slice queued before: the input follows it
				List<Run> shownRuns = runs;
				work.add(() -> drives().setInput(shownRuns, newReport, palette, work));
			}
			refreshChoices();
		} finally {
			filling = false;
		}
	}

	/** Whether the choices are those of the drives chosen now (they are found off the UI thread), all shown. */
	boolean isFilled() {
		return listed == listings && work.isDone();
	}

	/** The report shown: set before the panel takes any input. */
	private ComparisonReport report() {
		ComparisonReport shown = report;
		if (shown == null) {
			throw new IllegalStateException("the setup panel shows no report yet");
		}
		return shown;
	}

	private void changed() {
		refreshChoices();
		onChange.accept(true);
	}

	/** The tests and drive names the choices offer for the drives chosen, found off the UI thread. */
	private record Choices(List<TestChooser.TestEntry> tests, Map<String, String> labels) {
	}

	/**
	 * The tests, baseline and figure choices that depend on the drives chosen, shown at a later turn of the
	 * event loop: naming fifty drives' tests and runs reads a thousand results, off the UI thread.
	 */
	private void refreshChoices() {
		ComparisonReport snapshot = EcoreUtil.copy(report());
		List<Run> all = runs;
		int ticket = ++listings;
		Display display = root.getDisplay();
		CompletableFuture.supplyAsync(() -> new Choices(TestChooser.available(all, snapshot), ReportDrafts.driveLabels(snapshot, all)), LISTING)
				.whenComplete((found, failure) -> {
					if (failure != null) {
						ILog.of(ReportSetupPanel.class).error("The tests and drives of '" + ReportDrafts.title(snapshot) + "' could not be listed", failure);
					}
					if (!display.isDisposed()) {
						display.asyncExec(() -> {
							if (ticket == listings && !root.isDisposed()) {
								listed = ticket;
								if (failure == null) {
									showChoices(found);
								}
							}
						});
					}
				});
	}

	/** Shows {@code found} in three slices: the tests, the baseline and figures, the layout. */
	private void showChoices(Choices found) {
		work.add(() -> tests().setInput(report(), found.tests()));
		work.add(() -> showBaseline(found.labels()));
		work.add(() -> {
			root.layout(true, true);
			fitScroller();
		});
	}

	/** The baseline choices named as the table names the drives ({@code labels}), and the choices that depend on one. */
	private void showBaseline(Map<String, String> labels) {
		TableChoices shownChoices = choices;
		if (shownChoices == null) {
			throw new IllegalStateException("the table's choices are made before any are shown");
		}
		Combo baseline = shownChoices.baseline();
		Combo figures = shownChoices.figures();
		Button overall = shownChoices.overall();
		Combo layout = shownChoices.layout();
		String[] names = new String[report().getDrives().size() + 1];
		names[0] = Messages.baseline_none;
		int selected = 0;
		ComparisonReport shown = report();
		for (int i = 0; i < shown.getDrives().size(); i++) {
			DriveSelection s = shown.getDrives().get(i);
			names[i + 1] = labels.getOrDefault(s.getDriveKey(), s.getDriveKey());
			if (s.getDriveKey().equals(shown.getBaselineDriveKey())) {
				selected = i + 1;
			}
		}
		baseline.setItems(names);
		baseline.select(selected);
		boolean hasBaseline = selected > 0;
		figures.setEnabled(hasBaseline);
		figures.select(hasBaseline && report().getNormalisation() == Normalisation.RELATIVE_TO_BASELINE ? 1 : 0);
		overall.setEnabled(hasBaseline);
		overall.setSelection(hasBaseline && report().isOverall());
		layout.select(report().getLayout() == TableLayout.DRIVES_AS_ROWS ? 1 : 0);
	}

	/** The setup takes the panel's width (at least {@link #MIN_WIDTH}) and the height it needs there, or the panel's when that is more. */
	private void fitScroller() {
		int width = Math.max(MIN_WIDTH, scroller.getClientArea().width);
		scroller.setMinSize(root.computeSize(width, SWT.DEFAULT));
	}

	private void baselineChosen(int index) {
		report().setBaselineDriveKey(index <= 0 ? null : report().getDrives().get(index - 1).getDriveKey());
		if (index <= 0) {
			report().setNormalisation(Normalisation.ABSOLUTE);
			report().setOverall(false); // it is relative to the baseline
		}
		changed();
	}

	private void pickColor() {
		String current = drives().selectedColor();
		if (current == null) {
			return;
		}
		ColorDialog dialog = new ColorDialog(root.getShell());
		dialog.setRGB(SwtColors.of(current).getRGB());
		RGB rgb = dialog.open();
		if (rgb != null) {
			drives().recolor(String.format("#%02x%02x%02x", rgb.red, rgb.green, rgb.blue));
		}
	}

	DriveChooser drives() {
		DriveChooser made = drives;
		if (made == null) {
			throw new IllegalStateException("the drive tree is made at the setup's first slice");
		}
		return made;
	}

	TestChooser tests() {
		TestChooser made = tests;
		if (made == null) {
			throw new IllegalStateException("the test list is made at the setup's second slice");
		}
		return made;
	}

	/** The setup's fields. */
	Composite control() {
		return root;
	}

	/** The scrolling panel that holds the setup (the sash's child). */
	ScrolledComposite scroller() {
		return scroller;
	}
}
