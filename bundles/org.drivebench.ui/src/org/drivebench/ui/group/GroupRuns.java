package org.drivebench.ui.group;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.inject.Singleton;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.group.GroupRunner;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.GroupTest;
import org.drivebench.ui.run.RunSessions;
import org.eclipse.e4.core.di.annotations.Creatable;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * The group tests running in this workbench, by id: one session each, found again by an editor opened
 * while it runs; cancelled when the workbench closes (the test under way keeps its figures, resume
 * continues it).
 */
@Creatable
@Singleton
public class GroupRuns {
	private final Map<String, GroupSession> sessions = new ConcurrentHashMap<>();

	/** The session of the group test {@code id} still running, if there is one. */
	public Optional<GroupSession> running(String id) {
		GroupSession session = sessions.get(id);
		return session == null || session.over() ? Optional.empty() : Optional.of(session);
	}

	/**
	 * Starts the library's group test {@code group} (its entries not started yet, or with {@code resume}
	 * the ones cut short first), as {@code group-test run} or {@code resume} does.
	 *
	 * @throws IllegalStateException naming why it cannot start (it runs already, here or in another
	 *                               process; nothing is left; an entry waits for resume)
	 */
	public GroupSession start(GroupTest group, boolean resume, ResultLibrary library, TestRegistry registry, RunSessions runs,
			List<String> palette) {
		synchronized (sessions) {
			if (running(group.getId()).isPresent()) {
				throw new IllegalStateException("the group test '" + group.getId() + "' is running");
			}
			GroupRunner.toRun(group, resume);
			GroupSession session = new GroupSession(EcoreUtil.copy(group), resume, library, registry, runs, palette);
			sessions.put(group.getId(), session);
			session.start();
			return session;
		}
	}

	/** Cancels every group test still running and waits a little for them to stop (the workbench is closing). */
	public void cancelAll(long millis) throws InterruptedException {
		long end = System.currentTimeMillis() + millis;
		for (GroupSession s : sessions.values()) {
			if (!s.over()) {
				s.cancel();
			}
		}
		for (GroupSession s : sessions.values()) {
			long left = end - System.currentTimeMillis();
			if (left <= 0 || !s.await(left)) {
				return;
			}
		}
	}
}
