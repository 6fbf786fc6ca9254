package org.drivebench.ui.explorer;

import java.util.List;

import org.drivebench.report.study.StripStudy;

/**
 * The explorer's row of the library's strip-size studies, when it holds any: each study is one row,
 * opened in its own view (its runs stay under their arrays' drives too).
 *
 * @param studies the studies, by name
 */
public record StudiesNode(List<StripStudy> studies) {
	public StudiesNode {
		studies = List.copyOf(studies);
	}
}
