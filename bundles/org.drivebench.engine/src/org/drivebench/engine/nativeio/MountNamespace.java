package org.drivebench.engine.nativeio;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * A mount namespace of the calling thread alone. File systems that a test mounts from inside it (with
 * mount(8), started from that thread, whose children inherit it) are seen by that thread and its
 * children only: no file manager opens them, no other program writes to them, and when the thread
 * ends the kernel unmounts whatever is still mounted there, even if the process is killed.
 */
public final class MountNamespace {
	private static final int CLONE_NEWNS = 0x00020000;
	private static final long MS_REC = 16384;
	private static final long MS_PRIVATE = 1 << 18;

	private MountNamespace() {
	}

	/**
	 * Moves the calling thread into a new mount namespace whose mounts propagate nowhere (as
	 * {@code unshare --mount --propagation private} does). Needs CAP_SYS_ADMIN (root).
	 *
	 * @throws IOException naming the call that failed (EPERM without root)
	 */
	public static void enterPrivate() throws IOException {
		NativeFile.requireSupported();
		try (Arena arena = Arena.ofConfined()) {
			CallState state = new CallState(arena);
			if ((int) LibC.UNSHARE.invokeExact(state.segment, CLONE_NEWNS) < 0) {
				throw new NativeIoException("unshare(CLONE_NEWNS)", "of this thread", -1, 0, state.errno());
			}
			int r = (int) LibC.MOUNT.invokeExact(state.segment, arena.allocateFrom("none"), arena.allocateFrom("/"),
					MemorySegment.NULL, MS_REC | MS_PRIVATE, MemorySegment.NULL);
			if (r < 0) {
				throw new NativeIoException("mount --make-rprivate", "/", -1, 0, state.errno());
			}
		} catch (IOException | RuntimeException | Error e) {
			throw e;
		} catch (Throwable t) {
			throw NativeFile.rethrow(t);
		}
	}
}
