package org.drivebench.ui.run;

import java.util.Objects;

import org.drivebench.core.runner.EmptyAndFull;
import org.drivebench.core.runner.RunPlan;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/**
 * The launcher's "empty and full" choice, the command line's {@code --empty-and-full}: run the plan on
 * the drive as it is, fill a share of it with incompressible data, run the plan again
 * ({@link EmptyAndFull}, which both share). Where the target cannot be filled the box is disabled and
 * says why.
 */
final class EmptyAndFullRow {
	/** Widget data keys, for tests. */
	static final String CHECK_KEY = "run.fill.check", PERCENT_KEY = "run.fill.percent", REASON_KEY = "run.fill.reason";

	private final Button check;
	private final Text percent;
	private final Label reason;
	private final GridData reasonData;
	private @Nullable String refusal;

	EmptyAndFullRow(Composite parent, Runnable onChange) {
		Composite row = new Composite(parent, SWT.NONE);
		GridLayout layout = new GridLayout(3, false);
		layout.marginWidth = 0;
		layout.marginHeight = 0;
		row.setLayout(layout);
		row.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		check = new Button(row, SWT.CHECK);
		check.setData(CHECK_KEY, Boolean.TRUE);
		check.setText(Messages.fill_check);
		check.setToolTipText(Messages.fill_tip);
		percent = new Text(row, SWT.BORDER | SWT.RIGHT);
		percent.setData(PERCENT_KEY, Boolean.TRUE);
		percent.setText(Integer.toString(EmptyAndFull.DEFAULT_PERCENT));
		GridData percentData = new GridData(SWT.LEFT, SWT.CENTER, false, false);
		percentData.widthHint = 48;
		percent.setLayoutData(percentData);
		new Label(row, SWT.NONE).setText(Messages.fill_after);
		reason = new Label(row, SWT.WRAP);
		reason.setData(REASON_KEY, Boolean.TRUE);
		reasonData = new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1);
		reasonData.widthHint = 600; // wraps at the dialog's width instead of widening it
		reasonData.exclude = true; // a line only while there is a reason to show
		reason.setLayoutData(reasonData);
		reason.setVisible(false);
		check.addListener(SWT.Selection, e -> {
			percent.setEnabled(check.getSelection() && refusal == null);
			onChange.run();
		});
		percent.addModifyListener(e -> onChange.run());
		percent.setEnabled(false);
	}

	/**
	 * Enables the choice, or disables it saying why the chosen target cannot be filled ({@code why}); the
	 * tick is kept, to apply again once the target can be filled.
	 */
	void allow(@Nullable String why) {
		if (Objects.equals(why, refusal)) {
			return;
		}
		refusal = why;
		check.setEnabled(why == null);
		percent.setEnabled(why == null && check.getSelection());
		reason.setText(why == null ? "" : NLS.bind(Messages.fill_refused, why));
		reason.setVisible(why != null);
		reasonData.exclude = why == null;
		reason.getParent().getParent().layout(true, true);
	}

	/** Whether the plan is to run on the empty and the full drive (ticked, and the target can be filled). */
	boolean chosen() {
		return check.getSelection() && refusal == null;
	}

	/**
	 * {@code plan} on the empty drive, the fill and {@code plan} again when {@link #chosen}; else {@code plan}.
	 *
	 * @throws IllegalArgumentException naming the share typed when it is no whole percent from 1 to 100, or
	 *                                  why the plan cannot run empty and full
	 */
	RunPlan apply(RunPlan plan) {
		if (!chosen()) {
			return plan;
		}
		int share;
		try {
			share = EmptyAndFull.parsePercent(percent.getText());
		} catch (IllegalArgumentException e) {
			throw new IllegalArgumentException(NLS.bind(Messages.fill_problem, e.getMessage()), e);
		}
		return EmptyAndFull.expand(plan, share);
	}
}
