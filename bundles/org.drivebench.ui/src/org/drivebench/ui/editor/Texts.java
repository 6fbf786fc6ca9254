package org.drivebench.ui.editor;

import java.text.DateFormat;
import java.util.Date;

import org.drivebench.core.results.TestDurations;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;

import org.eclipse.jdt.annotation.Nullable;
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
	static Text field(Composite parent, String name, @Nullable String value) {
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

	static String date(@Nullable Date date) {
		return date == null ? "" : DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.MEDIUM).format(date);
	}

	/** How long the test took ("10 min 0 s" on a simulated drive's clock); empty when unknown. */
	static String duration(TestResult result) {
		return TestDurations.of(result).map(TestDurations::format).orElse("");
	}

	/** How long the run took (its tests' time on a simulated drive's clock); empty when unknown. */
	static String duration(Run run) {
		return TestDurations.of(run).map(TestDurations::format).orElse("");
	}
}
