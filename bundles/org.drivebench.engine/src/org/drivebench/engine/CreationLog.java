package org.drivebench.engine;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Where a run records every file and folder it creates outside the library (a test file, the file copy
 * tests' folders), each <em>before</em> it is created, then what it became and when it is gone: if the
 * process dies in between (killed, crashed, a reboot), what it left is known, and {@code drivebench
 * status} lists it and removes it once that is safe. A run also records an existing file it uses (a
 * test file an earlier run left), so nothing it works on is removed under it.
 */
public interface CreationLog {
	/** Records nothing: for work that leaves nothing behind, and tests. */
	CreationLog NONE = new CreationLog() {
		@Override
		public void creating(Path path) {
			// nothing kept
		}

		@Override
		public void created(Path path) {
			// nothing kept
		}

		@Override
		public void using(Path path) {
			// nothing kept
		}

		@Override
		public void kept(Path path) {
			// nothing kept
		}

		@Override
		public void removed(Path path) {
			// nothing kept
		}
	};

	/**
	 * {@code path} is about to be created: recorded (on disk) before the caller creates it.
	 *
	 * @throws IOException when it cannot be recorded; the caller must then not create it
	 */
	void creating(Path path) throws IOException;

	/** {@code path} was created: its identity (device, inode and birth time) is recorded, so only it is ever removed. */
	void created(Path path) throws IOException;

	/** {@code path} exists and this run works on it: nothing may remove it while the run lives. */
	void using(Path path) throws IOException;

	/** {@code path}, created by this run, stays on purpose (a test file kept with {@code --keep-file}, once filled). */
	void kept(Path path) throws IOException;

	/** {@code path}, created by this run, is gone (removed by it). */
	void removed(Path path) throws IOException;
}
