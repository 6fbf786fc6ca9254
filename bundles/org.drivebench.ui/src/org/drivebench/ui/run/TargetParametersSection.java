package org.drivebench.ui.run;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The plan's parameters that depend on the target, under the tests' own words for it: shown when a
 * test of the plan has something to say about the chosen target ({@link DriveTest#targetNote}) or
 * takes parameters that matter on that kind of target only ({@link ParameterSpec#appliesTo}), such as
 * the folder a file copy copies across to on a test file, or the partitions and file system it makes
 * on a device. Each parameter is a field of its kind: a folder with a chooser, a choice as a list, a
 * flag as a box, anything else as text. What is typed goes into the plan's parameter rows; nothing
 * here knows a test's keys.
 */
final class TargetParametersSection {
	/** Widget data keys, for tests: a parameter's field carries {@code PARAMETER_KEY} with its key. */
	static final String GROUP_KEY = "run.target.parameters", NOTE_KEY = "run.target.parameters.note",
			PARAMETER_KEY = "run.target.parameters.parameter";

	/** A parameter's field: shows the row's value and what is wrong with it. */
	private interface Field {
		void show(ParameterRow row);
	}

	private final Group group;
	private final Label note;
	private final Composite fields;
	private final BiConsumer<String, String> setParameter;
	private final Map<String, Field> shown = new LinkedHashMap<>();
	/** The keys shown and the kind of target they were made for: the fields are made again when it changes. */
	private String made = "";
	private boolean updating;

	/** @param setParameter sets a parameter of the plan by key (and plans again) */
	TargetParametersSection(Composite parent, BiConsumer<String, String> setParameter) {
		this.setParameter = setParameter;
		group = new Group(parent, SWT.NONE);
		group.setData(GROUP_KEY, Boolean.TRUE);
		group.setLayout(new GridLayout(1, false));
		group.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		note = new Label(group, SWT.WRAP);
		note.setData(NOTE_KEY, Boolean.TRUE);
		GridData noteData = new GridData(SWT.FILL, SWT.TOP, true, false);
		noteData.widthHint = 700;
		note.setLayoutData(noteData);
		fields = new Composite(group, SWT.NONE);
		GridLayout layout = new GridLayout(4, false);
		layout.marginWidth = 0;
		fields.setLayout(layout);
		fields.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		show(group, false);
	}

	/**
	 * Shows what the plan's {@code tests} do on {@code target}, and the {@code rows} that matter there.
	 *
	 * @return whether the section has just appeared (the window may need to grow)
	 */
	boolean update(@Nullable TargetChoice target, List<ParameterRow> rows, List<DriveTest> tests) {
		List<String> notes = new ArrayList<>();
		Set<String> titles = new LinkedHashSet<>();
		List<ParameterRow> here = new ArrayList<>();
		if (target != null) {
			for (DriveTest test : tests) {
				String words = test.targetNote(target.type(), target.remote(), target.place());
				if (!words.isBlank() && !notes.contains(words)) {
					notes.add(words);
					titles.add(test.descriptor().category());
				}
			}
			// a rig's fio runs workloads only: what a test does in this machine's folders and file systems cannot apply there
			for (ParameterRow row : target.remote() ? List.<ParameterRow>of() : rows) {
				if (!row.spec().appliesTo().isEmpty() && row.spec().appliesTo(target.type())) {
					here.add(row);
				}
			}
		}
		boolean applies = !notes.isEmpty() || !here.isEmpty();
		boolean appeared = applies && !group.getVisible();
		show(group, applies);
		if (applies) {
			group.setText(titles.isEmpty() ? Messages.target_parameters_group : String.join(", ", titles));
			note.setText(String.join("\n", notes));
			show(note, !notes.isEmpty());
			String layout = (target == null ? "" : target.type()) + ":" + String.join(",", here.stream().map(r -> r.spec().key()).toList());
			if (!layout.equals(made)) {
				make(here);
				made = layout;
			}
			updating = true;
			try {
				here.forEach(row -> java.util.Objects.requireNonNull(shown.get(row.spec().key())).show(row));
			} finally {
				updating = false;
			}
		}
		group.getParent().layout(true, true);
		return appeared;
	}

	/** Makes one field per row, each of its parameter's kind. */
	private void make(List<ParameterRow> rows) {
		for (Control child : fields.getChildren()) {
			child.dispose();
		}
		shown.clear();
		for (ParameterRow row : rows) {
			ParameterSpec spec = row.spec();
			new Label(fields, SWT.NONE).setText(NLS.bind(Messages.field_label, spec.label()));
			Field field = switch (spec.type()) {
			case FOLDER -> folderField(spec);
			case CHOICE -> choiceField(spec);
			case BOOLEAN -> flagField(spec);
			default -> textField(spec);
			};
			shown.put(spec.key(), field);
		}
		show(fields, !rows.isEmpty());
	}

	private Label hint(ParameterSpec spec) {
		Label hint = new Label(fields, SWT.WRAP);
		GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false);
		data.widthHint = 380;
		hint.setLayoutData(data);
		hint.setToolTipText(spec.help());
		return hint;
	}

	/** A path typed, or chosen in the system's folder dialog; says when no folder of that name exists. */
	private Field folderField(ParameterSpec spec) {
		Text text = text(spec, true);
		Button browse = new Button(fields, SWT.PUSH);
		browse.setText(Messages.target_browse);
		browse.addListener(SWT.Selection, e -> {
			DirectoryDialog dialog = new DirectoryDialog(group.getShell());
			dialog.setText(spec.label());
			dialog.setFilterPath(text.getText());
			String chosen = dialog.open();
			if (chosen != null) {
				text.setText(chosen);
			}
		});
		Label hint = hint(spec);
		return row -> {
			sync(text, shown(row));
			hint.setText(row.problem() != null ? row.problem() : folderProblem(text.getText()));
		};
	}

	private static String folderProblem(String path) {
		if (path.isBlank()) {
			return "";
		}
		try {
			return Files.isDirectory(Path.of(path.strip())) ? "" : NLS.bind(Messages.target_parameters_no_folder, path.strip());
		} catch (InvalidPathException e) {
			return NLS.bind(Messages.target_parameters_no_folder, path.strip());
		}
	}

	/** The choices in a list; the help beside it (what each means, what is available here). */
	private Field choiceField(ParameterSpec spec) {
		Combo combo = new Combo(fields, SWT.READ_ONLY);
		combo.setData(PARAMETER_KEY, spec.key());
		combo.setItems(spec.choices().toArray(String[]::new));
		combo.addListener(SWT.Selection, e -> set(spec.key(), combo.getText()));
		new Label(fields, SWT.NONE);
		Label hint = hint(spec);
		return row -> {
			int index = spec.choices().indexOf(shown(row));
			if (index >= 0 && combo.getSelectionIndex() != index) {
				combo.select(index);
			}
			hint.setText(row.problem() != null ? row.problem() : row.help());
		};
	}

	private Field flagField(ParameterSpec spec) {
		Button box = new Button(fields, SWT.CHECK);
		box.setData(PARAMETER_KEY, spec.key());
		box.setToolTipText(spec.help());
		box.addListener(SWT.Selection, e -> set(spec.key(), Boolean.toString(box.getSelection())));
		new Label(fields, SWT.NONE);
		Label hint = hint(spec);
		return row -> {
			boolean on = Boolean.TRUE.equals(parsed(spec, shown(row)));
			if (box.getSelection() != on) {
				box.setSelection(on);
			}
			hint.setText(row.problem() != null ? row.problem() : "");
		};
	}

	/** Anything else as text: a size, a duration, a number, words. */
	private Field textField(ParameterSpec spec) {
		Text text = text(spec, false);
		Label unit = new Label(fields, SWT.NONE);
		unit.setText(spec.unit());
		Label hint = hint(spec);
		return row -> {
			sync(text, shown(row));
			hint.setText(row.problem() != null ? row.problem() : "");
		};
	}

	private Text text(ParameterSpec spec, boolean wide) {
		Text text = new Text(fields, SWT.BORDER);
		text.setData(PARAMETER_KEY, spec.key());
		text.setToolTipText(spec.help());
		GridData data = new GridData(wide ? SWT.FILL : SWT.LEFT, SWT.CENTER, wide, false);
		data.widthHint = wide ? 300 : 90;
		text.setLayoutData(data);
		text.addListener(SWT.Modify, e -> set(spec.key(), text.getText()));
		return text;
	}

	private static @Nullable Object parsed(ParameterSpec spec, String text) {
		try {
			return spec.parse(text);
		} catch (IllegalArgumentException e) {
			return null;
		}
	}

	private void set(String key, String value) {
		if (!updating) {
			setParameter.accept(key, value.strip());
		}
	}

	/** A row's value as the test will see it: an empty suite override stands for the test's default. */
	private static String shown(ParameterRow row) {
		return row.text().isEmpty() ? row.spec().defaultText() : row.text();
	}

	private static void sync(Text text, String value) {
		if (!text.getText().equals(value)) {
			text.setText(value);
		}
	}

	private static void show(Control control, boolean visible) {
		control.setVisible(visible);
		if (!(control.getLayoutData() instanceof GridData)) {
			control.setLayoutData(new GridData());
		}
		((GridData) control.getLayoutData()).exclude = !visible;
	}
}
