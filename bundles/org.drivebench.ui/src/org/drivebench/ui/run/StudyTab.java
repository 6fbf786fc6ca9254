package org.drivebench.ui.run;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.drivebench.core.api.ArrayStudy;
import org.drivebench.core.api.InvalidParameterException;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.report.study.StudyPlan;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.TargetShape;
import org.drivebench.engine.device.WriteRefusedException;
import org.drivebench.engine.open.Targets;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/**
 * The launcher's page of the RAID-0 strip-size study: the members, the strip sizes, the study's name
 * and, for device members, every member's serial. The study contributed by the test bundles
 * ({@link ArrayStudy}) turns them into one array per strip size; each array is judged by the engine's
 * target checks (every device member by the write guard with its own serial) before Start is enabled.
 */
final class StudyTab {
	/** Widget data keys, for tests. */
	static final String MEMBERS_KEY = "run.study.members", STRIPS_KEY = "run.study.strips", NAME_KEY = "run.study.name",
			CONFIRM_KEY = "run.study.confirm";

	private final ArrayStudy study;
	private final Text members;
	private final Text strips;
	private final Text name;
	private final Text confirmations;
	private final Label arrays;

	StudyTab(Composite page, ArrayStudy study, Runnable onChange) {
		this.study = study;
		Label about = new Label(page, SWT.WRAP);
		about.setText(Messages.study_about);
		about.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
		members = field(page, Messages.study_members, MEMBERS_KEY, defaultOf("members"), Messages.study_members_hint);
		strips = field(page, Messages.study_strips, STRIPS_KEY, defaultOf("strips"), "");
		name = field(page, Messages.study_name, NAME_KEY, "", Messages.study_name_hint);
		confirmations = field(page, Messages.study_confirm, CONFIRM_KEY, "", Messages.study_confirm_hint);
		arrays = new Label(page, SWT.WRAP);
		arrays.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
		for (Text t : List.of(members, strips, name, confirmations)) {
			t.addModifyListener(e -> onChange.run());
		}
	}

	private String defaultOf(String key) {
		return study.parameters().stream().filter(p -> p.key().equals(key)).findFirst().map(p -> p.defaultText()).orElse("");
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

	/**
	 * The study of {@code suite} over the arrays the fields describe.
	 *
	 * @throws InvalidParameterException naming the field that does not make a study
	 */
	StudyPlan plan(RunPlan suite) {
		Map<String, String> given = new LinkedHashMap<>();
		given.put("members", members.getText());
		given.put("strips", strips.getText());
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
