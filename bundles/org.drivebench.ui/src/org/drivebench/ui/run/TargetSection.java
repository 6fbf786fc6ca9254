package org.drivebench.ui.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import org.drivebench.core.api.ArrayStudy;
import org.drivebench.core.runner.EmptyAndFull;
import org.drivebench.core.runner.RunOptions;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.engine.device.DeviceReport;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Layout;
import org.eclipse.swt.widgets.TabFolder;
import org.eclipse.swt.widgets.TabItem;

/**
 * Where a run measures, one tab each: a simulated drive ({@link SimulatedTab}), a test file
 * ({@link TestFileTab}), a block device with its safety state ({@link DeviceTab}), the installed array
 * study's arrays ({@link StudyTab}), or a device or test file on one of the user's rigs
 * ({@link RigTargetPage}). Each tab asks the core what is wrong with running the plan on its target.
 */
final class TargetSection {
	/** Widget data key, for tests. */
	static final String TABS_KEY = "run.target.tabs";

	private final TabFolder tabs;
	private final SimulatedTab simulated;
	private final TestFileTab file;
	private final DeviceTab device;
	private final @Nullable StudyTab study;
	/** The tabs in their order: simulated drive, test file, block device, the study's when there is one, the rig. */
	private final List<TargetTab> pages = new ArrayList<>();
	private final List<Runnable> pageShown = new ArrayList<>();

	TargetSection(Composite parent, Runnable onChange, Supplier<List<DeviceReport>> deviceLister, Optional<ArrayStudy> arrayStudy) {
		tabs = new TabFolder(parent, SWT.TOP);
		tabs.setData(TABS_KEY, Boolean.TRUE);
		simulated = add(new SimulatedTab(page(Messages.target_simulated, 2), onChange));
		file = add(new TestFileTab(page(Messages.target_file, 3), onChange));
		device = add(new DeviceTab(page(Messages.target_device, 2), onChange, deviceLister));
		study = arrayStudy.map(s -> add(new StudyTab(page(s.name(), 2), s, onChange))).orElse(null);
		add(new RigTargetPage(page(Messages.target_rig, 2), onChange));
		tabs.addListener(SWT.Selection, e -> {
			current().shown();
			pageShown.forEach(Runnable::run);
			onChange.run(); // the dialog measures its sections afresh (ScrollingSections.fit): the folder takes the page's height
		});
		simulated.shown();
	}

	/** A target section in a group titled Target, filling {@code body}'s width: the launcher's and the group test entry dialog's. */
	static TargetSection inGroup(Composite body, Runnable onChange, Supplier<List<DeviceReport>> deviceLister,
			Optional<ArrayStudy> arrayStudy) {
		org.eclipse.swt.widgets.Group group = new org.eclipse.swt.widgets.Group(body, SWT.NONE);
		group.setText(Messages.launcher_target);
		group.setLayout(new GridLayout(1, false));
		group.setLayoutData(new org.eclipse.swt.layout.GridData(SWT.FILL, SWT.FILL, true, false));
		TargetSection section = new TargetSection(group, onChange, deviceLister, arrayStudy);
		section.control().setLayoutData(new org.eclipse.swt.layout.GridData(SWT.FILL, SWT.FILL, true, true));
		return section;
	}

	/** The first line of a problem, for a dialog's message line (the whole of it is the Start button's tooltip). */
	static String firstLine(String text) {
		int newline = text.indexOf('\n');
		return newline < 0 ? text : text.substring(0, newline) + " \u2026";
	}

	private <T extends TargetTab> T add(T tab) {
		pages.add(tab);
		return tab;
	}

	private Composite page(String title, int columns) {
		TabItem item = new TabItem(tabs, SWT.NONE);
		item.setText(title);
		Composite holder = new Composite(tabs, SWT.NONE);
		holder.setLayout(new ShownPageLayout(item));
		Composite page = new Composite(holder, SWT.NONE);
		page.setLayout(new GridLayout(columns, false));
		item.setControl(holder);
		return page;
	}

	/**
	 * A tab's holder, filled by its page, that asks for no height while another tab is shown: a folder is
	 * as tall as its tallest page, so the block device's list kept the plan under the fold of a 640 px
	 * window whichever target was chosen. The folder is now as tall as the page shown.
	 */
	private static final class ShownPageLayout extends Layout {
		private final TabItem item;

		ShownPageLayout(TabItem item) {
			this.item = item;
		}

		@Override
		protected Point computeSize(@Nullable Composite holder, int wHint, int hHint, boolean flushCache) {
			Control page = page(holder);
			if (page == null) {
				return new Point(0, 0);
			}
			Point size = page.computeSize(wHint, hHint, flushCache);
			TabItem[] shown = item.getParent().getSelection();
			if (shown.length == 1 && shown[0] != item) {
				size.y = 0; // its width still counts: the folder keeps its width from tab to tab
			}
			return size;
		}

		@Override
		protected void layout(@Nullable Composite holder, boolean flushCache) {
			Control page = page(holder);
			if (holder != null && page != null) {
				Rectangle area = holder.getClientArea();
				page.setBounds(area.x, area.y, area.width, area.height);
			}
		}

		private static @Nullable Control page(@Nullable Composite holder) {
			Control[] children = holder == null ? new Control[0] : holder.getChildren();
			return children.length == 0 ? null : children[0];
		}
	}

	/** Calls {@code listener} when the user shows another page, before the change is told. */
	void whenPageShown(Runnable listener) {
		pageShown.add(listener);
	}

	private TargetTab current() {
		int index = tabs.getSelectionIndex();
		return pages.get(index < 0 || index >= pages.size() ? 0 : index);
	}

	/** Starts from the choices of the last run (an empty one keeps the defaults). */
	void recall(LauncherMemory memory) {
		if (!memory.simulated().isBlank()) {
			simulated.setName(memory.simulated());
		}
		file.recall(memory.folder(), memory.size());
		device.select(memory.device());
		if (memory.tab() >= 0 && memory.tab() < tabs.getItemCount()) {
			tabs.setSelection(memory.tab());
		}
		current().shown();
	}

	/** The choices to remember: what {@link #recall} starts from next time. */
	LauncherMemory remember(String plan) {
		return new LauncherMemory(tabs.getSelectionIndex(), simulated.name(), file.folder(), file.size(), device.device(), plan);
	}

	/** The study's page, when it is the one chosen; else null. */
	@Nullable
	StudyTab study() {
		return current() == study ? study : null;
	}

	/** The target chosen, or null when the choice is incomplete or is a study's arrays. */
	@Nullable
	TargetChoice chosen() {
		return current().chosen();
	}

	/** What is wrong with running {@code plan} on the target chosen (its first line for the message line); null when nothing. */
	@Nullable
	String problem(RunPlan plan) {
		return current().problem(plan);
	}

	/** The run's options the chosen tab sets (a simulated drive's seed, a device's study). */
	RunOptions options() {
		return current().options();
	}

	/**
	 * Why the chosen target cannot be run on empty and full: a study's arrays (each a point of the study,
	 * compared by strip), a device never written, or the chosen options (each test on a fresh drive); null
	 * when nothing rules it out before the plan is judged.
	 */
	@Nullable
	String fillRefusal() {
		if (study() != null) {
			return Messages.fill_no_study;
		}
		String refused = current().fillRefusal();
		if (refused != null) {
			return refused;
		}
		Optional<String> byOptions = EmptyAndFull.refusal(current().options());
		return byOptions.isPresent() ? byOptions.get() : null;
	}

	/** What the user typed to allow writing to the device (its serial; on a rig, {@code <path>@<rig>}). */
	String confirmation() {
		return current().confirmation();
	}

	TabFolder control() {
		return tabs;
	}
}
