package org.drivebench.library;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Set;

import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.Run;
import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A run without its bulk data: every attribute, the drive, bench and target, and each result's
 * parameters, messages, metrics, per-worker totals (a few numbers a worker, which review tables
 * show) and measured steps (a few numbers a step: a simulated drive's test took the time its steps took
 * on the drive's clock, which lists and summaries show), but not its series, latency histograms and
 * interval series. What the library keeps in memory for every run: enough to list runs and build review
 * tables, a tenth of the memory, and what the run index stores.
 */
final class RunSummaries {
	private static final DriveBenchPackage P = DriveBenchPackage.eINSTANCE;
	private static final Set<EReference> BULK = Set.of(P.getTestResult_Series(), P.getTestResult_Histograms(),
			P.getTestResult_Intervals());
	/** Marks a summary, so it is never saved over its whole run. */
	private static final Adapter MARKER = new AdapterImpl();

	private RunSummaries() {
	}

	/** A summary of {@code full} (a copy; {@code full} is not changed). */
	static Run summarize(Run full) {
		EcoreUtil.Copier copier = new EcoreUtil.Copier() {
			private static final long serialVersionUID = 1L;

			@Override
			protected void copyContainment(@Nullable EReference reference, @Nullable EObject from, @Nullable EObject to) {
				if (!BULK.contains(reference)) {
					super.copyContainment(reference, from, to);
				}
			}
		};
		Run summary = (Run) copier.copy(full);
		copier.copyReferences();
		return mark(summary);
	}

	/**
	 * The summary of the run in {@code file}, read straight from it: the bulk data is passed over by the
	 * parser, not read and then left out of a copy (the same summary as {@link #summarize} of the whole run).
	 */
	static Run read(Path file, int readableVersion) throws IOException {
		return mark(XmiFiles.readWithout(file, Run.class, P.getRun(), readableVersion, BULK));
	}

	/** Marks {@code run}, which holds no bulk data (read from the index), as a summary. */
	static Run mark(Run run) {
		if (!run.eAdapters().contains(MARKER)) {
			run.eAdapters().add(MARKER);
		}
		return run;
	}

	static boolean isSummary(Run run) {
		return run.eAdapters().contains(MARKER);
	}
}
