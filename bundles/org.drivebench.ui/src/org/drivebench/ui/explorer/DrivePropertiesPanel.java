package org.drivebench.ui.explorer;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiConsumer;

import org.drivebench.model.Drive;
import org.drivebench.engine.Sizes;
import org.drivebench.ui.widgets.LeastSize;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/**
 * The selected drive's identity as the device reported it (read-only: it is what the runs measured)
 * and the reviewer's notes on it, which are editable and saved to the library. Each value wraps at the
 * panel's width; the panel scrolls when the explorer is too short for it.
 */
final class DrivePropertiesPanel {
	/** Widget data keys, for tests. */
	static final String NOTES_KEY = "drive.notes", SAVE_KEY = "drive.save", FIELD_KEY = "drive.field";
	private static final int COLUMNS = 2;

	private final ScrolledComposite scroller;
	private final Group group;
	private final Map<String, Text> fields = new LinkedHashMap<>();
	private final Text notes;
	private final Button save;
	private final Label hint;
	private @Nullable DriveNode shown;

	DrivePropertiesPanel(Composite parent, BiConsumer<DriveNode, String> saveNotes) {
		// a short explorer scrolls the panel rather than cutting its fields or the notes
		scroller = new ScrolledComposite(parent, SWT.V_SCROLL);
		scroller.setExpandHorizontal(true);
		scroller.setExpandVertical(true);
		group = new Group(scroller, SWT.NONE);
		scroller.setContent(group);
		scroller.addListener(SWT.Resize, e -> fitScroller());
		group.setText(Messages.properties_title);
		GridLayout layout = new GridLayout(COLUMNS, false);
		layout.verticalSpacing = 3;
		group.setLayout(layout);
		hint = new Label(group, SWT.WRAP);
		hint.setText(Messages.properties_none);
		hint.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, COLUMNS, 1));
		// each field a row of its own whose value wraps: a long model name or serial is never cut
		field(Messages.properties_name);
		field(Messages.properties_model);
		field(Messages.properties_serial);
		field(Messages.properties_vendor);
		field(Messages.properties_firmware);
		field(Messages.properties_interface);
		field(Messages.properties_capacity);
		Label notesLabel = new Label(group, SWT.NONE);
		notesLabel.setText(Messages.properties_notes + ":");
		notesLabel.setLayoutData(new GridData(SWT.BEGINNING, SWT.TOP, false, false));
		notes = new Text(group, SWT.BORDER | SWT.MULTI | SWT.WRAP | SWT.V_SCROLL);
		notes.setData(NOTES_KEY, Boolean.TRUE);
		GridData notesData = new GridData(SWT.FILL, SWT.FILL, true, true, COLUMNS - 1, 1);
		notesData.heightHint = 3 * notes.getLineHeight();
		notesData.minimumHeight = LeastSize.height(notes); // never shorter than its scrollbar
		notes.setLayoutData(notesData);
		save = new Button(group, SWT.PUSH);
		save.setData(SAVE_KEY, Boolean.TRUE);
		save.setText(Messages.properties_save);
		save.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false, COLUMNS, 1));
		notes.addModifyListener(e -> save.setEnabled(shown != null && !Objects.equals(notes.getText(), storedNotes())));
		save.addListener(SWT.Selection, e -> {
			DriveNode node = shown;
			if (node != null) {
				saveNotes.accept(node, notes.getText());
				save.setEnabled(false);
			}
		});
		show(null);
	}

	/** A field: its name, and its value, which wraps at the panel's width rather than being cut. */
	private void field(String name) {
		Label label = new Label(group, SWT.NONE);
		label.setText(name + ":");
		label.setLayoutData(new GridData(SWT.BEGINNING, SWT.TOP, false, false));
		Text value = new Text(group, SWT.READ_ONLY | SWT.MULTI | SWT.WRAP);
		value.setData(FIELD_KEY, name);
		GridData data = new GridData(SWT.FILL, SWT.TOP, true, false, COLUMNS - 1, 1);
		data.widthHint = 40; // the panel follows the explorer's width, not its longest value
		value.setLayoutData(data);
		// the height the value needs at the width it gets
		value.addListener(SWT.Resize, e -> fitHeight(value));
		fields.put(name, value);
	}

	/** The panel as tall as its fields need at the scroller's width: it scrolls when the explorer is shorter. */
	private void fitScroller() {
		int width = scroller.getClientArea().width;
		if (width > 0) {
			scroller.setMinSize(group.computeSize(width, SWT.DEFAULT));
		}
	}

	/** Gives a wrapping value the height of its lines at its width, and lays the panel out again when that changed. */
	private void fitHeight(Text value) {
		int width = value.getSize().x;
		if (width <= 0) {
			return;
		}
		GridData data = (GridData) value.getLayoutData();
		int height = value.computeSize(width, SWT.DEFAULT).y;
		if (data.heightHint != height) {
			data.heightHint = height;
			value.getDisplay().asyncExec(() -> {
				if (!group.isDisposed()) {
					fitScroller();
					group.layout(true, true);
				}
			});
		}
	}

	/** Shows {@code drive}, or nothing; notes being edited for the same drive are kept. */
	void show(@Nullable DriveNode drive) {
		DriveNode before = shown;
		boolean sameDrive = drive != null && before != null && drive.key().equals(before.key());
		shown = drive;
		Drive d = drive == null ? null : drive.drive();
		set(Messages.properties_name, drive == null ? "" : drive.displayName());
		set(Messages.properties_vendor, d == null ? "" : d.getVendor());
		set(Messages.properties_model, d == null ? "" : d.getModel());
		set(Messages.properties_serial, d == null ? "" : d.getSerial());
		set(Messages.properties_firmware, d == null ? "" : d.getFirmware());
		set(Messages.properties_capacity, d == null ? "" : Sizes.capacity(d.getCapacityBytes()));
		set(Messages.properties_interface, d == null ? "" : d.getInterfaceName());
		if (!sameDrive || !save.getEnabled()) {
			notes.setText(storedNotes());
		}
		notes.setEnabled(d != null);
		save.setEnabled(d != null && !Objects.equals(notes.getText(), storedNotes()));
		hint.setVisible(drive == null);
		((GridData) hint.getLayoutData()).exclude = drive != null;
		group.layout(true, true);
		fitScroller();
	}

	private String storedNotes() {
		DriveNode node = shown;
		Drive d = node == null ? null : node.drive();
		return d == null || d.getNotes() == null ? "" : d.getNotes();
	}

	private void set(String field, @Nullable String value) {
		Text text = Objects.requireNonNull(fields.get(field), field);
		text.setText(value == null ? "" : value);
		text.setToolTipText(value == null || value.isBlank() ? null : value);
		fitHeight(text);
	}

	Group control() {
		return group;
	}
}
