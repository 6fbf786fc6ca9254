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
 * few times a second otherwise (an editor's figures become ready off the UI thread), as the 3.x
 * workbench polls its toolbars. Asking costs a handful of {@code @CanExecute} calls.
 */
public class EnablementUpdates {
	private static final int POLL_MS = 500;

	@Inject
	private IEventBroker events;

	private @Nullable Display display;
	private final Runnable poll = this::poll;

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
		update();
	}

	@Inject
	@Optional
	void activated(@UIEventTopic(UIEvents.UILifeCycle.ACTIVATE) Event event) {
		update();
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
		Display d = display;
		display = null;
		if (d != null && !d.isDisposed()) {
			d.timerExec(-1, poll);
		}
	}
}
