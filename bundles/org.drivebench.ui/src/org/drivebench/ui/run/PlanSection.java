package org.drivebench.ui.run;

import java.util.List;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.suite.SuiteCatalog;
import org.drivebench.model.Suite;
import org.drivebench.ui.widgets.LeastSize;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;

/**
 * What a run runs: a suite (those the installed bundles contribute, and the library's) with parameter overrides for
 * all its tests, or one installed test with its parameters; the table checks every value as it is typed
 * and the core's planner checks them together.
 */
final class PlanSection {
	/** Widget data keys, for tests. */
	static final String SUITE_RADIO_KEY = "run.plan.suite", TEST_RADIO_KEY = "run.plan.test", SUITES_KEY = "run.plan.suites",
			TESTS_KEY = "run.plan.tests", HELP_KEY = "run.plan.help";

	private final LaunchPlanner planner;
	private final List<Suite> suites;
	private final List<String> origins;
	private final List<DriveTest> tests;
	private final Button suiteRadio;
	private final Button testRadio;
	private final Combo suiteCombo;
	private final Combo testCombo;
	private final Label description;
	private final ParameterTable parameters;
	private final Runnable onChange;
	private List<ParameterRow> rows = List.of();
	private LaunchPlanner.Outcome outcome = new LaunchPlanner.Outcome(null, Messages.problem_no_plan);

	PlanSection(Composite parent, LaunchPlanner planner, List<SuiteCatalog.Listed> listed, Runnable onChange) {
		this.planner = planner;
		this.suites = listed.stream().map(SuiteCatalog.Listed::suite).toList();
		this.origins = listed.stream().map(SuiteCatalog.Listed::origin).toList();
		this.tests = planner.tests();
		this.onChange = onChange;
		Group group = new Group(parent, SWT.NONE);
		group.setText(Messages.plan_group);
		group.setLayout(new GridLayout(2, false));
		group.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		suiteRadio = radio(group, Messages.plan_suite, SUITE_RADIO_KEY);
		suiteCombo = combo(group, SUITES_KEY, suites.stream().map(PlanSection::describe).toList());
		testRadio = radio(group, Messages.plan_test, TEST_RADIO_KEY);
		testCombo = combo(group, TESTS_KEY, tests.stream().map(LaunchPlanner::describe).toList());
		description = new Label(group, SWT.WRAP);
		GridData descriptionData = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
		descriptionData.widthHint = 600;
		description.setLayoutData(descriptionData);
		parameters = new ParameterTable(group, this::replan, this::recheck);
		GridData tableData = new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1);
		tableData.heightHint = 170;
		tableData.minimumHeight = LeastSize.height(parameters.viewer().getTable()); // a header and a scrollbar GTK can draw
		parameters.viewer().getTable().setLayoutData(tableData);
		Label help = new Label(group, SWT.WRAP);
		help.setData(HELP_KEY, Boolean.TRUE);
		GridData helpData = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
		helpData.widthHint = 600; // wraps at the dialog's width instead of widening it
		help.setLayoutData(helpData);
		parameters.showHelpIn(help);
		suiteRadio.setSelection(!suites.isEmpty());
		testRadio.setSelection(suites.isEmpty());
		suiteRadio.addListener(SWT.Selection, e -> choose());
		testRadio.addListener(SWT.Selection, e -> choose());
		suiteCombo.addListener(SWT.Selection, e -> {
			select(suiteRadio);
			choose();
		});
		testCombo.addListener(SWT.Selection, e -> {
			select(testRadio);
			choose();
		});
		choose();
	}

	/** "Quick check (quick)": the suite's title, and the id the command line knows it by. */
	static String describe(Suite suite) {
		String title = suite.getTitle() != null && !suite.getTitle().isBlank() ? suite.getTitle() : suite.getName();
		return NLS.bind(Messages.suite_entry, title, suite.getId());
	}

	private static Button radio(Composite parent, String text, String key) {
		Button radio = new Button(parent, SWT.RADIO);
		radio.setText(text);
		radio.setData(key, Boolean.TRUE);
		return radio;
	}

	private static Combo combo(Composite parent, String key, List<String> items) {
		Combo combo = new Combo(parent, SWT.READ_ONLY);
		combo.setData(key, Boolean.TRUE);
		combo.setItems(items.toArray(String[]::new));
		if (!items.isEmpty()) {
			combo.select(0);
		}
		combo.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		combo.setVisibleItemCount(Math.min(20, Math.max(1, items.size())));
		return combo;
	}

	/**
	 * Chooses the suite {@code id} while the user has not chosen another than the first (the launcher
	 * offers a strip-size study the suite made for it).
	 */
	void suggestSuite(String id) {
		if (!suiteRadio.getSelection() || suiteCombo.getSelectionIndex() > 0) {
			return;
		}
		for (int i = 0; i < suites.size(); i++) {
			if (suites.get(i).getId().equals(id)) {
				suiteCombo.select(i);
				choose();
				return;
			}
		}
	}

	private void select(Button radio) {
		suiteRadio.setSelection(radio == suiteRadio);
		testRadio.setSelection(radio == testRadio);
	}

	/** A suite or test was chosen: its parameter rows and description. */
	private void choose() {
		if (suiteRadio.getSelection() && suiteCombo.getSelectionIndex() >= 0) {
			Suite suite = suites.get(suiteCombo.getSelectionIndex());
			String origin = origins.get(suiteCombo.getSelectionIndex());
			rows = planner.rows(suite);
			description.setText(NLS.bind(Messages.suite_description, new Object[] { suite.getEntries().size(),
					suite.getDescription() == null ? "" : suite.getDescription(),
					origin.equals(SuiteCatalog.LIBRARY) ? Messages.suite_from_library : origin }));
		} else if (testRadio.getSelection() && testCombo.getSelectionIndex() >= 0) {
			DriveTest test = tests.get(testCombo.getSelectionIndex());
			rows = planner.rows(test);
			description.setText(test.descriptor().description());
		} else {
			rows = List.of();
			description.setText("");
		}
		parameters.setRows(rows);
		description.getParent().layout(true, true);
		replan();
	}

	private void replan() {
		recheck();
		parameters.refresh();
	}

	/** Checks the plan as the values stand, without showing the rows again (a value is being typed). */
	private void recheck() {
		if (suiteRadio.getSelection() && suiteCombo.getSelectionIndex() >= 0) {
			outcome = planner.plan(suites.get(suiteCombo.getSelectionIndex()), rows);
		} else if (testRadio.getSelection() && testCombo.getSelectionIndex() >= 0) {
			outcome = planner.plan(tests.get(testCombo.getSelectionIndex()), rows);
		} else {
			outcome = new LaunchPlanner.Outcome(null, Messages.problem_no_plan);
		}
		onChange.run();
	}

	/** Chooses the suite or test of {@code plan} ({@code suite:<id>} or {@code test:<id>}) when it is still there. */
	void recall(String plan) {
		for (int i = 0; i < suites.size(); i++) {
			if (plan.equals("suite:" + suites.get(i).getId())) {
				suiteCombo.select(i);
				select(suiteRadio);
			}
		}
		for (int i = 0; i < tests.size(); i++) {
			if (plan.equals("test:" + tests.get(i).descriptor().id())) {
				testCombo.select(i);
				select(testRadio);
			}
		}
		choose();
	}

	/** The suite or test chosen, as {@link #recall} takes it. */
	String chosenPlan() {
		if (suiteRadio.getSelection() && suiteCombo.getSelectionIndex() >= 0) {
			return "suite:" + suites.get(suiteCombo.getSelectionIndex()).getId();
		}
		if (testRadio.getSelection() && testCombo.getSelectionIndex() >= 0) {
			return "test:" + tests.get(testCombo.getSelectionIndex()).descriptor().id();
		}
		return "";
	}

	/** The installed tests the chosen suite or test runs. */
	List<DriveTest> chosenTests() {
		if (suiteRadio.getSelection() && suiteCombo.getSelectionIndex() >= 0) {
			return planner.tests(suites.get(suiteCombo.getSelectionIndex()));
		}
		if (testRadio.getSelection() && testCombo.getSelectionIndex() >= 0) {
			return List.of(tests.get(testCombo.getSelectionIndex()));
		}
		return List.of();
	}

	/** Sets the value of parameter {@code key} (a row of the table) and plans again; no row, nothing happens. */
	void setValue(String key, String text) {
		for (ParameterRow row : rows) {
			if (row.spec().key().equals(key) && !row.text().equals(text)) {
				row.setText(text);
				replan();
				return;
			}
		}
	}

	/** The checked plan and the problem, as the values stand now. */
	LaunchPlanner.Outcome outcome() {
		return outcome;
	}

	ParameterTable parameters() {
		return parameters;
	}

	List<ParameterRow> rows() {
		return rows;
	}
}
