package org.drivebench.ui.group;

import jakarta.inject.Inject;

import org.drivebench.group.GroupComparison;
import org.drivebench.model.GroupTest;
import org.drivebench.ui.parts.PartOpener;
import org.eclipse.e4.core.di.annotations.Creatable;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;

/** Opens group tests in the editor stack, one editor per group test (brought to front when open). */
@Creatable
public class GroupTestEditors {
	/** The part descriptor of group test editors in Application.e4xmi. */
	public static final String DESCRIPTOR_ID = "org.drivebench.ui.partdescriptor.grouptest";
	/** The persisted-state key holding the group test's id. */
	public static final String GROUP_ID_KEY = "org.drivebench.ui.grouptest.id";

	@Inject
	private PartOpener opener;

	/** Opens (or shows) the editor of {@code group}. */
	public MPart open(GroupTest group) {
		return opener.open(DESCRIPTOR_ID, GROUP_ID_KEY, group.getId(), GroupComparison.title(group), null);
	}
}
