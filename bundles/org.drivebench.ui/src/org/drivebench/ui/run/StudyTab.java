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
import org.drivebench.core.runner.RunPlan;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.TargetShape;
import org.drivebench.engine.device.WriteRefusedException;
import org.drivebench.engine.open.Targets;
import org.drivebench.report.study.StudyPlan;
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
final class StudyTab {
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

	/**
	 * Judges every array of the study as the command line does (names, members, the write guard of each
	 * device member with its own serial), shows them, and returns their shapes; throws naming what is wrong.
	 *
	 * @throws IllegalArgumentException naming the strip size and what is wrong with its array
	 */
	List<TargetShape> check(StudyPlan plan, boolean writes) {
		List<TargetShape> shapes = new ArrayList<>();
		for (ArrayStudy.Point point : plan.points()) {
			try {
				shapes.add(Targets.check(new Targets.Request(point.target(), writes, confirmations(), 0, false, null, List.of()))
						.shape());
			} catch (WriteRefusedException e) {
				throw new IllegalArgumentException(NLS.bind(Messages.study_refused, Sizes.format(point.stripSizeBytes()),
						e.getMessage().lines().reduce((a, b) -> b).orElse("")));
			} catch (IOException | IllegalArgumentException e) {
				throw new IllegalArgumentException(NLS.bind(Messages.study_bad_array, Sizes.format(point.stripSizeBytes()),
						e.getMessage()));
			}
		}
		List<ArrayStudy.Point> points = plan.points();
		arrays.setText(NLS.bind(Messages.study_arrays, new Object[] { plan.name(), points.size(), points.get(0).target(),
				points.get(points.size() - 1).target() }));
		arrays.getParent().layout(true, true);
		return shapes;
	}

	/** Shows {@code problem} where the arrays are listed. */
	void showProblem(String problem) {
		arrays.setText(problem);
		arrays.getParent().layout(true, true);
	}
}
