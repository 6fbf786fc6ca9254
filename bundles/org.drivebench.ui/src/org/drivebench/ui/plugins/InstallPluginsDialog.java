package org.drivebench.ui.plugins;

import java.lang.reflect.InvocationTargetException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import org.drivebench.plugins.InstallOutcome;
import org.drivebench.plugins.PluginException;
import org.drivebench.plugins.PluginFeature;
import org.drivebench.plugins.PluginInstallation;
import org.drivebench.plugins.RepositoryLocation;
import org.drivebench.plugins.TrustPrompt;
import org.drivebench.ui.dialogs.TitledDialog;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.MultiStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.dialogs.ProgressMonitorDialog;
import org.eclipse.jface.operation.IRunnableWithProgress;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.CheckboxTableViewer;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

/**
 * Lists what a p2 repository (a folder, a zip file or a URL) offers and what is installed; installs the
 * checked features and removes an installed one, each with progress, then offers to restart. What p2
 * refuses (a plugin made for another DriveBench, unsigned content the user declines) is shown with
 * p2's explanation. All the work is {@link PluginInstallation}'s, shared with the command line.
 */
// its widgets are made in createDialogArea, after construction: no null default for fields
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public final class InstallPluginsDialog extends TitledDialog {
	/** Widget data keys, for tests. */
	public static final String REPOSITORY_KEY = "repository", AVAILABLE_KEY = "available", INSTALLED_KEY = "installed",
			DESCRIPTION_KEY = "description";
	private static final String PLUGIN_ID = "org.drivebench.ui";

	private final PluginInstallation installation;
	private final Runnable restart;
	private Text repository;
	private CheckboxTableViewer available;
	private Text description;
	private Button install;
	private TableViewer installed;
	private Button uninstall;
	private URI listed;

	/**
	 * @param restart restarts the workbench (when the user says so after a change)
	 */
	public InstallPluginsDialog(Shell parent, PluginInstallation installation, Runnable restart) {
		super(parent, Messages.dialog_title, Messages.dialog_heading, Messages.dialog_message, 1);
		this.installation = installation;
		this.restart = restart;
	}

	@Override
	protected org.eclipse.swt.graphics.Point minimumSize() {
		return new org.eclipse.swt.graphics.Point(980, 720);
	}

	@Override
	protected void createBody(Composite body) {
		createRepositoryGroup(body);
		createInstalledGroup(body);
		Optional<String> unavailable = installation.unavailableReason();
		if (unavailable.isPresent()) {
			setErrorMessage(NLS.bind(Messages.dialog_unavailable, unavailable.get()));
			for (Control c : new Control[] { repository, available.getControl(), install, uninstall }) {
				c.setEnabled(false);
			}
		} else {
			refreshInstalled();
		}
	}

	private void createRepositoryGroup(Composite parent) {
		Group group = new Group(parent, SWT.NONE);
		group.setText(Messages.repository_group);
		group.setLayout(new GridLayout(5, false));
		group.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		new Label(group, SWT.NONE).setText(Messages.repository_label);
		repository = new Text(group, SWT.BORDER | SWT.SEARCH);
		repository.setMessage(Messages.repository_hint);
		repository.setData(REPOSITORY_KEY, Boolean.TRUE);
		repository.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		repository.addListener(SWT.DefaultSelection, e -> load());
		button(group, Messages.repository_folder, () -> {
			String folder = new DirectoryDialog(getShell()).open();
			if (folder != null) {
				repository.setText(folder);
				load();
			}
		});
		button(group, Messages.repository_zip, () -> {
			FileDialog dialog = new FileDialog(getShell(), SWT.OPEN);
			dialog.setFilterExtensions(new String[] { "*.zip;*.jar", "*" });
			String file = dialog.open();
			if (file != null) {
				repository.setText(file);
				load();
			}
		});
		button(group, Messages.repository_load, this::load);

		available = CheckboxTableViewer.newCheckList(group, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
		available.getTable().setData(AVAILABLE_KEY, Boolean.TRUE);
		available.getTable().setHeaderVisible(true);
		GridData tableData = new GridData(SWT.FILL, SWT.FILL, true, true, 5, 1);
		tableData.heightHint = 140;
		available.getTable().setLayoutData(tableData);
		available.setContentProvider(ArrayContentProvider.getInstance());
		column(available, Messages.column_name, 240, PluginFeature::name);
		column(available, Messages.column_version, 150, PluginFeature::version);
		column(available, Messages.column_state, 170, f -> f.state().label());
		column(available, Messages.column_category, 170, f -> Objects.requireNonNullElse(f.category(), ""));
		// only what is not installed (or older) can be checked
		available.setCheckStateProvider(new org.eclipse.jface.viewers.ICheckStateProvider() {
			@Override
			public boolean isGrayed(@Nullable Object element) {
				return element instanceof PluginFeature f && !installable(f);
			}

			@Override
			public boolean isChecked(@Nullable Object element) {
				return false;
			}
		});
		available.addCheckStateListener(e -> {
			if (e.getChecked() && !installable((PluginFeature) e.getElement())) {
				available.setChecked(e.getElement(), false);
			}
			install.setEnabled(available.getCheckedElements().length > 0);
		});
		available.addSelectionChangedListener(e -> describe((PluginFeature) e.getStructuredSelection().getFirstElement()));

		description = new Text(group, SWT.BORDER | SWT.MULTI | SWT.WRAP | SWT.READ_ONLY | SWT.V_SCROLL);
		description.setData(DESCRIPTION_KEY, Boolean.TRUE);
		GridData descriptionData = new GridData(SWT.FILL, SWT.FILL, true, false, 4, 1);
		descriptionData.heightHint = 70;
		description.setLayoutData(descriptionData);
		describe(null);
		install = button(group, Messages.install, this::install);
		install.setLayoutData(new GridData(SWT.FILL, SWT.BOTTOM, false, false));
		install.setEnabled(false);
	}

	private void createInstalledGroup(Composite parent) {
		Group group = new Group(parent, SWT.NONE);
		group.setText(Messages.installed_group);
		group.setLayout(new GridLayout(2, false));
		group.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		installed = new TableViewer(group, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
		installed.getTable().setData(INSTALLED_KEY, Boolean.TRUE);
		installed.getTable().setHeaderVisible(true);
		GridData tableData = new GridData(SWT.FILL, SWT.FILL, true, true);
		tableData.heightHint = 100;
		installed.getTable().setLayoutData(tableData);
		installed.setContentProvider(ArrayContentProvider.getInstance());
		column(installed, Messages.column_name, 240, PluginFeature::name);
		column(installed, Messages.column_version, 150, PluginFeature::version);
		column(installed, Messages.column_state, 170, f -> f.state().label());
		uninstall = button(group, Messages.uninstall, this::uninstall);
		uninstall.setLayoutData(new GridData(SWT.FILL, SWT.TOP, false, false));
		uninstall.setEnabled(false);
		installed.addSelectionChangedListener(e -> {
			PluginFeature f = (PluginFeature) e.getStructuredSelection().getFirstElement();
			uninstall.setEnabled(f != null && f.state() != PluginFeature.State.BUILT_IN);
		});
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		createButton(parent, IDialogConstants.CLOSE_ID, IDialogConstants.CLOSE_LABEL, true);
	}

	@Override
	protected void buttonPressed(int buttonId) {
		if (buttonId == IDialogConstants.CLOSE_ID) {
			close();
		} else {
			super.buttonPressed(buttonId);
		}
	}

	private void load() {
		URI uri;
		try {
			uri = RepositoryLocation.parse(repository.getText());
		} catch (PluginException e) {
			setErrorMessage(e.getMessage());
			return;
		}
		Optional<List<PluginFeature>> features = withProgress(m -> installation.available(uri, m));
		features.ifPresent(list -> {
			listed = uri;
			available.setInput(list);
			install.setEnabled(false);
			setErrorMessage(null);
			setMessage(NLS.bind(list.isEmpty() ? Messages.repository_none : Messages.repository_offers, uri, list.size()));
		});
	}

	private void install() {
		URI from = listed;
		List<String> ids = new ArrayList<>();
		List<String> names = new ArrayList<>();
		for (Object checked : available.getCheckedElements()) {
			ids.add(((PluginFeature) checked).id());
			names.add(((PluginFeature) checked).name());
		}
		if (from == null || ids.isEmpty()) {
			return;
		}
		TrustPrompt ask = this::askTrust;
		withProgress(m -> installation.install(from, ids, ask, m)).ifPresent(this::show);
	}

	private void uninstall() {
		PluginFeature f = (PluginFeature) installed.getStructuredSelection().getFirstElement();
		if (f == null || !MessageDialog.openConfirm(getShell(), Messages.uninstall_confirm_title,
				NLS.bind(Messages.uninstall_confirm, f.name()))) {
			return;
		}
		withProgress(m -> installation.uninstall(List.of(f.id()), m)).ifPresent(this::show);
	}

	/** Asked on p2's thread during an installation: asks the user on the UI thread. */
	private boolean askTrust(List<String> items) {
		AtomicBoolean accept = new AtomicBoolean();
		getShell().getDisplay().syncExec(() -> accept.set(new MessageDialog(getShell(), Messages.trust_title, null,
				NLS.bind(Messages.trust_message, String.join("\n", items)), MessageDialog.WARNING, 1, Messages.trust_accept,
				IDialogConstants.CANCEL_LABEL).open() == 0));
		return accept.get();
	}

	/** What an installation or removal came to: the restart prompt, or why nothing changed. */
	private void show(InstallOutcome outcome) {
		refreshInstalled();
		if (listed != null) {
			URI again = listed;
			withProgress(m -> installation.available(again, m)).ifPresent(available::setInput);
			install.setEnabled(false);
		}
		switch (outcome.result()) {
		case DONE -> {
			MessageDialog prompt = new MessageDialog(getShell(), Messages.restart_title, null,
					NLS.bind(Messages.restart_message, outcome.message()), MessageDialog.QUESTION, 1, Messages.restart_now,
					Messages.restart_later);
			if (prompt.open() == 0) {
				close();
				restart.run();
			}
		}
		case CANCELLED -> setMessage(outcome.message());
		case INCOMPATIBLE, UNTRUSTED, FAILED -> {
			String reason = switch (outcome.result()) {
			case UNTRUSTED -> Messages.refused_untrusted;
			case INCOMPATIBLE -> Messages.refused_incompatible;
			default -> Messages.failed_details;
			};
			MultiStatus status = new MultiStatus(PLUGIN_ID, 0, reason);
			for (String line : outcome.details()) {
				status.add(Status.error(line));
			}
			ErrorDialog.openError(getShell(), outcome.result() == InstallOutcome.Result.FAILED ? Messages.failed_title
					: Messages.refused_title, outcome.message(), status, IStatus.ERROR | IStatus.WARNING | IStatus.INFO);
		}
		}
	}

	private void refreshInstalled() {
		try {
			installed.setInput(installation.installed());
		} catch (PluginException e) {
			setErrorMessage(e.getMessage());
		}
	}

	private void describe(@Nullable PluginFeature f) {
		description.setText(f == null ? Messages.description_none
				: NLS.bind(Messages.description_of, new Object[] { f.name(), f.version(), f.id(),
						f.provider().isEmpty() ? "?" : f.provider(), f.description() }));
	}

	private static boolean installable(PluginFeature f) {
		return f.state() == PluginFeature.State.AVAILABLE || f.state() == PluginFeature.State.UPDATE;
	}

	/** A p2 step in a progress dialog over this one; a failure is shown as this dialog's error. */
	private <T> Optional<T> withProgress(Step<T> step) {
		AtomicReference<T> result = new AtomicReference<>();
		IRunnableWithProgress runnable = monitor -> {
			try {
				result.set(step.run(monitor));
			} catch (PluginException e) {
				throw new InvocationTargetException(e);
			}
		};
		try {
			new ProgressMonitorDialog(getShell()).run(true, true, runnable);
			return Optional.ofNullable(result.get());
		} catch (InvocationTargetException e) {
			setErrorMessage(e.getCause() == null ? e.getMessage() : e.getCause().getMessage());
		} catch (InterruptedException e) {
			setMessage(null);
		}
		return Optional.empty();
	}

	@FunctionalInterface
	private interface Step<T> {
		T run(org.eclipse.core.runtime.IProgressMonitor monitor) throws PluginException;
	}

	private static Button button(Composite parent, String text, Runnable action) {
		Button b = new Button(parent, SWT.PUSH);
		b.setText(text);
		b.addListener(SWT.Selection, e -> action.run());
		return b;
	}

	private static void column(TableViewer viewer, String title, int width,
			java.util.function.Function<PluginFeature, String> text) {
		TableViewerColumn column = new TableViewerColumn(viewer, SWT.NONE);
		column.getColumn().setText(title);
		column.getColumn().setWidth(width);
		column.setLabelProvider(new ColumnLabelProvider() {
			@Override
			public String getText(@Nullable Object element) {
				return element instanceof PluginFeature f ? text.apply(f) : "";
			}
		});
	}

	/** The features the repository lists (for tests). */
	public List<PluginFeature> availableFeatures() {
		Object input = available.getInput();
		List<PluginFeature> list = new ArrayList<>();
		if (input instanceof List<?> l) {
			l.forEach(o -> list.add((PluginFeature) o));
		}
		return list;
	}

	/** Checks the repository's feature {@code id} for installing (for tests, as a click on its box). */
	public void check(String id) {
		for (PluginFeature f : availableFeatures()) {
			if (f.id().equals(id) && installable(f)) {
				available.setChecked(f, true);
				install.setEnabled(true);
			}
		}
	}

	/** Selects the installed feature {@code id} (for tests, as a click on its row). */
	public void selectInstalled(String id) {
		Object input = installed.getInput();
		if (input instanceof List<?> l) {
			for (Object o : l) {
				if (((PluginFeature) o).id().equals(id)) {
					installed.setSelection(new org.eclipse.jface.viewers.StructuredSelection(o), true);
				}
			}
		}
	}
}
