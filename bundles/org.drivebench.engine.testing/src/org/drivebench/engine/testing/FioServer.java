package org.drivebench.engine.testing;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.eclipse.jdt.annotation.Nullable;

/**
 * A real {@code fio --server} on a free port of localhost, for tests of runs on a rig: started with
 * {@link #start(Path)}, ready once it accepts connections, stopped (and its port freed) on close, also
 * when the test fails. Tests that need one skip themselves with {@link #unavailableReason()} first:
 * they need fio. Its messages go to a log file in the folder given, for a failing test to show.
 */
public final class FioServer implements AutoCloseable {
	private static final long READY_MILLIS = 15_000;

	private final Process process;
	private final int port;
	private final Path log;

	private FioServer(Process process, int port, Path log) {
		this.process = process;
		this.port = port;
		this.log = log;
	}

	/** Why no fio server can be started here, or null when one can. */
	public static @Nullable String unavailableReason() {
		return fio() == null ? "fio is not installed (Debian package fio)" : null;
	}

	/** The fio on the PATH, or null. */
	public static @Nullable Path fio() {
		for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(":")) {
			Path p = Path.of(dir.isEmpty() ? "." : dir, "fio");
			if (Files.isExecutable(p)) {
				return p;
			}
		}
		return null;
	}

	/** Starts a fio server on a free port of 127.0.0.1, its log in {@code dir}, and waits until it accepts connections. */
	public static FioServer start(Path dir) throws IOException {
		int port = freePort();
		Path log = Files.createTempFile(dir, "fio-server-", ".log");
		Path fio = fio();
		if (fio == null) {
			throw new IOException(unavailableReason());
		}
		Process p = new ProcessBuilder(fio.toString(), "--server=ip:127.0.0.1," + port).directory(dir.toFile())
				.redirectErrorStream(true).redirectOutput(log.toFile()).start();
		FioServer server = new FioServer(p, port, log);
		long deadline = System.currentTimeMillis() + READY_MILLIS;
		while (System.currentTimeMillis() < deadline) {
			if (!p.isAlive()) {
				throw new IOException("fio --server on port " + port + " ended at once: " + Files.readString(log).strip());
			}
			try (Socket s = new Socket()) {
				s.connect(new InetSocketAddress("127.0.0.1", port), 200);
				return server;
			} catch (IOException notYet) {
				sleep(50);
			}
		}
		server.close();
		throw new IOException("fio --server on port " + port + " did not accept connections within " + READY_MILLIS / 1000 + " s");
	}

	/** A port nothing listens on now (the server takes it a moment later). */
	public static int freePort() throws IOException {
		try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
			return s.getLocalPort();
		}
	}

	public String host() {
		return "127.0.0.1";
	}

	public int port() {
		return port;
	}

	/** What the server printed. */
	public Path log() {
		return log;
	}

	/** The server's process id. */
	public long pid() {
		return process.pid();
	}

	public boolean running() {
		return process.isAlive();
	}

	/**
	 * Stops the server and what it started (SIGTERM, then SIGKILL after 10 s): like a rig switched off,
	 * nothing listens on its port afterwards (a child of the server keeps the listening socket open).
	 */
	@Override
	public void close() throws IOException {
		for (ProcessHandle child : process.descendants().toList()) {
			child.destroy();
			child.onExit().orTimeout(10, TimeUnit.SECONDS).exceptionally(e -> {
				child.destroyForcibly();
				return child;
			}).join();
		}
		if (process.isAlive()) {
			process.destroy();
			try {
				if (!process.waitFor(10, TimeUnit.SECONDS)) {
					process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
				}
			} catch (InterruptedException e) {
				process.destroyForcibly();
				Thread.currentThread().interrupt();
			}
		}
	}

	private static void sleep(long millis) {
		try {
			Thread.sleep(millis);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}
}
