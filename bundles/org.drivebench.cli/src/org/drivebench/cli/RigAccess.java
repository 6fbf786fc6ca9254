package org.drivebench.cli;

import org.drivebench.rig.RigBook;
import org.drivebench.rig.RigException;
import org.drivebench.rig.FioClient;

/** The user's rigs and this machine's fio client, for the commands that use rigs (tests give their own). */
record RigAccess(RigBook book, RigAccess.Clients clients) {
	/** Finds the fio client (on the PATH, or the one a system property names). */
	@FunctionalInterface
	interface Clients {
		FioClient find() throws RigException;
	}

	/** The same rigs and fio client, as the group tests' target checks take them. */
	org.drivebench.group.EntryTargets.Rigs forEntries() {
		return new org.drivebench.group.EntryTargets.Rigs() {
			@Override
			public org.drivebench.rig.Rig require(String name) throws java.io.IOException {
				return book.require(name);
			}

			@Override
			public org.drivebench.rig.FioRemoteEngine engine() throws java.io.IOException {
				return new org.drivebench.rig.FioRemoteEngine(clients.find());
			}
		};
	}

	/** The user's rigs file and the fio on the PATH. */
	static RigAccess user() {
		return new RigAccess(RigBook.user(), FioClient::find);
	}
}
