package org.drivebench.ui.library;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.LongPredicate;

import org.eclipse.swt.widgets.Control;

/**
 * Long UI work (a table of fifty drives' columns, seventy chart widgets) done a slice at a time: each turn
 * of the event loop runs steps until {@link #BUDGET_NANOS} have passed or the next step, as long as the one
 * before, would end past them, then leaves the rest to the next turn ({@code asyncExec}), so the window
 * paints and answers input in between. A new {@link #start} drops the steps of the work before it; the
 * work stops when its widget is disposed (an editor closed mid-way).
 */
public final class SlicedWork {
	/** A slice's time: a click waits about this, or one step where a step is longer, well under the 50 ms a user feels. */
	private static final long BUDGET_NANOS = 8_000_000L;

	private final Control owner;
	private final Deque<Runnable> steps = new ArrayDeque<>();
	/** Whether a slice is posted: a new start's steps run in it. */
	private boolean posted;
	/** When the slice under way ends ({@link System#nanoTime()}). */
	private long sliceEnd;

	public SlicedWork(Control owner) {
		this.owner = owner;
	}

	/** Drops the steps not run yet, and runs {@code first} (which may {@link #add} more) at the next turn. */
	public void start(Runnable first) {
		steps.clear();
		steps.add(first);
		post();
	}

	/** Adds a step after those queued (run at the next turn when none is). */
	public void add(Runnable step) {
		steps.addLast(step);
		post();
	}

	/**
	 * Adds a step that works until the time it is given (the slice's end, on {@link System#nanoTime()}) and
	 * says whether it is done; one that is not goes on at the next turn, before the steps after it.
	 */
	public void addUntilDone(LongPredicate workUntil) {
		steps.addLast(new Runnable() {
			@Override
			public void run() {
				if (!workUntil.test(sliceEnd)) {
					steps.addFirst(this);
				}
			}
		});
		post();
	}

	/** Drops the steps not run yet: what they would build on is gone (an editor showing something else). */
	public void cancel() {
		steps.clear();
	}

	/** Whether every step has run (or none was ever queued). */
	public boolean isDone() {
		return steps.isEmpty();
	}

	private void post() {
		if (posted || owner.isDisposed()) {
			return;
		}
		posted = true;
		owner.getDisplay().asyncExec(this::runSlice);
	}

	private void runSlice() {
		posted = false;
		if (owner.isDisposed()) {
			steps.clear();
			return;
		}
		long now = System.nanoTime();
		sliceEnd = now + BUDGET_NANOS;
		// the next step is taken to last as long as the one before (steps of a kind, a column or a row, cost
		// alike): one that would end past the slice waits for the next turn, so a slice is about one step long at most
		long lastStep = 0;
		while (!steps.isEmpty() && now + lastStep - sliceEnd < 0 && !owner.isDisposed()) {
			steps.removeFirst().run();
			long after = System.nanoTime();
			lastStep = after - now;
			now = after;
		}
		if (!steps.isEmpty()) {
			post();
		}
	}
}
