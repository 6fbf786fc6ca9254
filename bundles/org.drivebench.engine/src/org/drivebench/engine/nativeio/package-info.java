/**
 * Native calls through the FFM API ({@code java.lang.foreign}): O_DIRECT descriptors with pread and
 * pwrite, block-device ioctls, statx, and io_uring rings set up through raw system calls. Every
 * downcall handle is created once; errno is captured with {@code Linker.Option.captureCallState}.
 * Failures become {@link org.drivebench.engine.nativeio.NativeIoException}s naming the path, the
 * operation, the offset and the error text. Linux on x86-64 and aarch64.
 */
@NonNullByDefault
package org.drivebench.engine.nativeio;

import org.eclipse.jdt.annotation.NonNullByDefault;
