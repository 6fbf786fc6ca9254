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

	/** The user's rigs file and the fio on the PATH. */
	static RigAccess user() {
		return new RigAccess(RigBook.user(), FioClient::find);
	}
}
