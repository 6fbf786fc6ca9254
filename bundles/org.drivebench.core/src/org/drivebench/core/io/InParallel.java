package org.drivebench.core.io;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.jdt.annotation.Nullable;

/**
 * Work on the items of a list on every processor, the results in the list's order: the calling thread
 * and at most one thread fewer than the processors (and than the items) each take the next item not yet
 * taken until none is left, so the work is bounded and a slow item holds up no other. What the work
 * returns for item i is the result's element i, whatever thread made it; the first failure in the list's
 * order is the one thrown, as a loop over the list would throw it.
 */
public final class InParallel {
	private InParallel() {
	}

	/** The work on one item. */
	@FunctionalInterface
	public interface Work<T, R, E extends Exception> {
		R apply(T item) throws E;
	}

	/**
	 * {@code work} applied to each of {@code items}, in their order.
	 *
	 * @throws E the failure of the first item in the list's order whose work failed
	 */
	public static <T, R, E extends Exception> List<R> map(List<T> items, Work<? super T, ? extends R, E> work) throws E {
		int helping = Math.min(items.size(), Runtime.getRuntime().availableProcessors()) - 1;
		if (helping <= 0) {
			List<R> results = new ArrayList<>(items.size());
			for (T item : items) {
				results.add(work.apply(item));
			}
			return results;
		}
		@Nullable Object[] results = new Object[items.size()];
		@Nullable Throwable[] failures = new Throwable[items.size()];
		AtomicInteger next = new AtomicInteger();
		Runnable taking = () -> {
			for (int i = next.getAndIncrement(); i < items.size(); i = next.getAndIncrement()) {
				try {
					results[i] = work.apply(items.get(i));
				} catch (Exception | Error e) {
					failures[i] = e;
					next.set(items.size()); // what follows would not be used
				}
			}
		};
		try (ExecutorService helpers = Executors.newFixedThreadPool(helping, task -> {
			Thread t = new Thread(task, "drivebench-in-parallel");
			t.setDaemon(true);
			return t;
		})) {
			List<Future<?>> running = new ArrayList<>();
			for (int h = 0; h < helping; h++) {
				running.add(helpers.submit(taking));
			}
			taking.run();
			for (Future<?> f : running) {
				try {
					f.get();
				} catch (ExecutionException e) {
					throw new IllegalStateException(e.getCause()); // taking catches what the work throws
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
					throw new IllegalStateException("interrupted while waiting for work on other threads", e);
				}
			}
		}
		for (int i = 0; i < failures.length; i++) {
			Throwable failure = failures[i];
			if (failure != null) {
				throwAs(failure);
			}
		}
		@SuppressWarnings("unchecked")
		List<R> list = (List<R>) Arrays.asList(results);
		return new ArrayList<>(list);
	}

	/** Throws {@code failure}, the work's checked exception E, a runtime exception or an error, as it is. */
	@SuppressWarnings("unchecked")
	private static <X extends Throwable> void throwAs(Throwable failure) throws X {
		throw (X) failure;
	}
}
