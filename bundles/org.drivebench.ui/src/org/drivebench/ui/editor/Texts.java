package org.drivebench.ui.editor;

import java.text.DateFormat;
import java.time.Duration;
import java.util.Date;

import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/** Labels, headings and the date and duration texts the editor's pages share. */
final class Texts {
	private Texts() {
	}

	static Label heading(Composite parent, String text, int span) {
		Label heading = new Label(parent, SWT.WRAP);
		heading.setFont(JFaceResources.getHeaderFont());
		heading.setText(text);
		heading.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, span, 1));
		return heading;
	}

	/** A "name: value" row in a two-column grid; the value can be selected and copied. */
	static Text field(Composite parent, String name, String value) {
		Label label = new Label(parent, SWT.NONE);
		label.setText(name + ":");
		label.setLayoutData(new GridData(SWT.BEGINNING, SWT.TOP, false, false));
		Text text = new Text(parent, SWT.READ_ONLY | SWT.WRAP);
		text.setText(value == null || value.isBlank() ? "\u2014" : value);
		GridData data = new GridData(SWT.FILL, SWT.TOP, true, false);
		data.widthHint = 240;
		text.setLayoutData(data);
		return text;
	}

	static String date(Date date) {
		return date == null ? "" : DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.MEDIUM).format(date);
	}

	/** "1 h 2 min", "3 min 5 s", "12.4 s"; empty when either end is unknown. */
	static String duration(Date from, Date to) {
		if (from == null || to == null) {
			return "";
		}
		Duration d = Duration.ofMillis(to.getTime() - from.getTime());
		if (d.toHours() > 0) {
			return d.toHours() + " h " + d.toMinutesPart() + " min";
		}
		if (d.toMinutes() > 0) {
			return d.toMinutes() + " min " + d.toSecondsPart() + " s";
		}
		return String.format("%.1f s", d.toMillis() / 1000.0);
	}
}
