package org.drivebench.ui.library;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Thread pools for the work the workbench keeps off the UI thread (reading runs, building reports,
 * thinning charts, writing exports). Daemon threads, so a pool never keeps the workbench from exiting.
 */
public final class BackgroundWork {
	private BackgroundWork() {
	}

	/** A pool of {@code threads} daemon threads named {@code name}. */
	public static ExecutorService pool(String name, int threads) {
		return Executors.newFixedThreadPool(threads, runnable -> {
			Thread thread = new Thread(runnable, name);
			thread.setDaemon(true);
			return thread;
		});
	}
}
