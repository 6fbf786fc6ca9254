package org.drivebench.ui.workbench;

import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.e4.ui.di.UIEventTopic;
import org.eclipse.e4.ui.workbench.UIEvents;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.swt.widgets.Display;
import org.osgi.service.event.Event;

/**
 * Keeps the toolbar's buttons in step with the active editor: Save follows whether it has unsaved
 * changes, Export whether its figures are ready. The e4 toolbar asks its handlers again only when told:
 * this addon tells it at once when a part turns dirty or clean or another part becomes active, and a
 * few times a second otherwise, as the 3.x workbench polls its toolbars. Told of a part's activation or
 * dirt, it asks at the event loop's next turn: the click that opened an editor has done enough in its own
 * turn (the first editor of a session makes its part then). A comparison or study tells
 * it itself the moment its figures are ready or fail (they are worked out off the UI thread), so Export
 * follows the editor's own Export… button without waiting for a poll. Asking costs a handful of
 * {@code @CanExecute} calls.
 */
public class EnablementUpdates {
	private static final int POLL_MS = 500;

	@Inject
	private IEventBroker events;

	private @Nullable Display display;
	private final Runnable poll = this::poll;
	/** Whether an update is posted for the next turn; read and written on the UI thread alone. */
	private boolean updatePosted;
	/** Whether the workbench is shutting down (the addon is disposed): nothing more to ask. */
	private boolean stopped;

	@Inject
	@Optional
	void started(@UIEventTopic(UIEvents.UILifeCycle.APP_STARTUP_COMPLETE) Event event) {
		if (display == null) {
			display = Display.getCurrent();
			poll();
		}
	}

	@Inject
	@Optional
	void dirtyChanged(@UIEventTopic(UIEvents.Dirtyable.TOPIC_DIRTY) Event event) {
		updateNext();
	}

	@Inject
	@Optional
	void activated(@UIEventTopic(UIEvents.UILifeCycle.ACTIVATE) Event event) {
		updateNext();
	}

	/** Asks the toolbar's handlers at the next turn of the event loop, once however often it is told meanwhile. */
	private void updateNext() {
		if (!updatePosted) { // told on the UI thread (@UIEventTopic)
			updatePosted = true;
			Display.getCurrent().asyncExec(() -> {
				updatePosted = false;
				if (!stopped) {
					update();
				}
			});
		}
	}

	private void poll() {
		Display d = display;
		if (d == null || d.isDisposed()) {
			return;
		}
		try {
			update();
		} finally {
			d.timerExec(POLL_MS, poll);
		}
	}

	private void update() {
		events.send(UIEvents.REQUEST_ENABLEMENT_UPDATE_TOPIC, UIEvents.ALL_ELEMENT_ID);
	}

	@PreDestroy
	void stop() {
		stopped = true;
		Display d = display;
		display = null;
		if (d != null && !d.isDisposed()) {
			d.timerExec(-1, poll);
		}
	}
}
