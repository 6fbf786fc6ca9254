package org.drivebench.ui.run;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.drivebench.core.api.ArrayStudy;
import org.drivebench.core.api.InvalidParameterException;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterType;
import org.drivebench.core.io.Failures;
import org.drivebench.core.runner.RunCheck;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.engine.Sizes;
import org.drivebench.report.study.StudyPlan;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/**
 * The launcher's page of an array study (the RAID-0 strip-size study): the study's own parameters, each
 * a field of its kind with its default (the members, the strip sizes), the study's name and, for device
 * members, every member's serial. The study contributed by a test bundle ({@link ArrayStudy}) turns them
 * into one array per strip size; each array is judged by the engine's target checks (every device
 * member by the write guard with its own serial) before Start is enabled.
 */
final class StudyTab implements TargetTab {
	/** Widget data keys, for tests: a parameter's field carries {@code PARAMETER_KEY} with its key. */
	static final String PARAMETER_KEY = "run.study.parameter", NAME_KEY = "run.study.name", CONFIRM_KEY = "run.study.confirm";

	private final ArrayStudy study;
	private final Map<String, Text> parameters = new LinkedHashMap<>();
	private final Text name;
	private final Text confirmations;
	private final Label arrays;

	StudyTab(Composite page, ArrayStudy study, Runnable onChange) {
		this.study = study;
		Label about = new Label(page, SWT.WRAP);
		about.setText(study.description());
		GridData aboutData = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
		aboutData.widthHint = 600;
		about.setLayoutData(aboutData);
		for (ParameterSpec spec : study.parameters()) {
			Text field = field(page, NLS.bind(Messages.field_label, spec.label()), PARAMETER_KEY, spec.defaultText(),
					spec.type() == ParameterType.TARGET_LIST ? Messages.target_list_hint : "");
			field.setData(PARAMETER_KEY, spec.key());
			field.setToolTipText(spec.help());
			parameters.put(spec.key(), field);
		}
		name = field(page, Messages.study_name, NAME_KEY, "", Messages.study_name_hint);
		confirmations = field(page, Messages.study_confirm, CONFIRM_KEY, "", Messages.study_confirm_hint);
		arrays = new Label(page, SWT.WRAP);
		arrays.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
		parameters.values().forEach(t -> t.addModifyListener(e -> onChange.run()));
		for (Text t : List.of(name, confirmations)) {
			t.addModifyListener(e -> onChange.run());
		}
	}

	private static Text field(Composite page, String label, String key, String value, String hint) {
		new Label(page, SWT.NONE).setText(label);
		Text text = new Text(page, SWT.BORDER);
		text.setData(key, Boolean.TRUE);
		text.setText(value);
		text.setMessage(hint);
		text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		return text;
	}

	/** The study the page is for. */
	ArrayStudy study() {
		return study;
	}

	/**
	 * The study of {@code suite} over the arrays the fields describe.
	 *
	 * @throws InvalidParameterException naming the field that does not make a study
	 */
	StudyPlan plan(RunPlan suite) {
		Map<String, String> given = new LinkedHashMap<>();
		parameters.forEach((key, field) -> given.put(key, field.getText()));
		return StudyPlan.of(study, given, name.getText(), suite);
	}

	/** The serials typed, one per device member. */
	List<String> confirmations() {
		return Arrays.stream(confirmations.getText().split("[,\\s]+")).map(String::strip).filter(s -> !s.isEmpty()).toList();
	}

	/** A study's page chooses arrays, one per strip size, not one target: the launcher makes a run of each. */
	@Override
	public @Nullable TargetChoice chosen() {
		return null;
	}

	/**
	 * Judges every array of the study as the command line does (names, members, the write guard of each
	 * device member with its own serial, the suite on each array), through the core's {@link RunCheck};
	 * shows the arrays, or what is wrong with one.
	 */
	@Override
	public @Nullable String problem(RunPlan suite) {
		StudyPlan plan;
		try {
			plan = plan(suite);
		} catch (IllegalArgumentException e) {
			return show(e.getMessage());
		}
		List<String> misfits = new ArrayList<>();
		for (ArrayStudy.Point point : plan.points()) {
			String strip = Sizes.format(point.stripSizeBytes());
			TargetChoice array = new TargetChoice.Array(point.target(), confirmations());
			RunCheck.Verdict verdict;
			try {
				verdict = RunCheck.judge(plan.planAt(point), EngineTargets.request(array, suite.writes(), "", null));
			} catch (IOException e) {
				verdict = new RunCheck.Unfit(Failures.describe(e), true);
			}
			switch (verdict) {
			case RunCheck.Ready ready -> {
				// this array may be measured
			}
			case RunCheck.Refused refused -> {
				return show(NLS.bind(Messages.study_refused, strip, refused.summary()));
			}
			case RunCheck.Unfit unfit when unfit.target() -> {
				return show(NLS.bind(Messages.study_bad_array, strip, unfit.message()));
			}
			case RunCheck.Unfit unfit -> unfit.message().lines().forEach(m -> misfits.add(strip + " strip: " + m));
			}
		}
		List<ArrayStudy.Point> points = plan.points();
		show(NLS.bind(Messages.study_arrays, new Object[] { plan.name(), points.size(), points.get(0).target(),
				points.get(points.size() - 1).target() }));
		return misfits.isEmpty() ? null : String.join("\n", misfits);
	}

	/** Shows {@code text} where the arrays are listed, and returns it. */
	private String show(String text) {
		arrays.setText(text);
		arrays.getParent().layout(true, true);
		return text;
	}
}
