package org.drivebench.ui.explorer;

import java.util.List;

import org.drivebench.model.GroupTest;

/**
 * The explorer's row of the library's group tests, when it holds any: each group test is one row,
 * opened in its editor (its runs stay under their drives, its comparison under the reports).
 *
 * @param groups the group tests, by name
 */
public record GroupTestsNode(List<GroupTest> groups) {
	public GroupTestsNode {
		groups = List.copyOf(groups);
	}
}
