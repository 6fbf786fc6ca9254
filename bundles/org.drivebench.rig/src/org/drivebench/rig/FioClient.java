package org.drivebench.rig;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.NoRouteToHostException;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.drivebench.rig.Rig;
import org.drivebench.rig.RigException;
import org.eclipse.jdt.annotation.Nullable;
import org.drivebench.fio.FioAnswer;
import org.drivebench.fio.FioProbe;
import org.drivebench.fio.FioVersion;

/**
 * This machine's {@code fio}, run as a client of a rig's {@code fio --server}: {@code fio
 * --client=<host>,<port> --output-format=normal,json+ [--status-interval=...] job.fio}. The normal
 * output is asked for too because only with it does the client print the rig's probe answer (host name,
 * OS, fio version); the json+ document comes last. Before fio starts, a plain TCP connection tells a rig
 * that is down or unreachable from one with nothing listening; a listener that does not answer as a fio
 * server within the answer timeout is given up on. Every failure names the rig and the cause.
 */
public final class FioClient {
	/** System property naming the fio executable to run (tests give a stand-in). */
	public static final String EXECUTABLE_PROPERTY = "drivebench.fio";
	/** How long a rig may take to accept a connection. */
	public static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
	/** How long a rig may take to answer the client's probe. */
	public static final Duration ANSWER_TIMEOUT = Duration.ofSeconds(15);
	/** How long a stopped client gets to collect the rig's partial figures before it is killed. */
	private static final Duration STOP_GRACE = Duration.ofSeconds(15);
	private static final long POLL_MILLIS = 100;

	/** Watches a running client: progress and cancellation. */
	public interface Watch {
		Watch NONE = new Watch() {
		};

		/** Polled every 100 ms; true stops the client, which still prints what the rig measured until then. */
		default boolean cancelled() {
			return false;
		}

		/** Called every 100 ms with the time since the client started. */
		default void running(Duration elapsed) {
		}
	}

	private final Path executable;
	private final Duration connectTimeout;
	private final Duration answerTimeout;
	private @Nullable FioVersion localVersion;

	public FioClient(Path executable, Duration connectTimeout, Duration answerTimeout) {
		this.executable = executable;
		this.connectTimeout = connectTimeout;
		this.answerTimeout = answerTimeout;
	}

	/**
	 * The fio of {@value #EXECUTABLE_PROPERTY}, else the first {@code fio} on the {@code PATH}.
	 *
	 * @throws RigException when this machine has no fio
	 */
	public static FioClient find() throws RigException {
		String configured = System.getProperty(EXECUTABLE_PROPERTY);
		if (configured != null && !configured.isBlank()) {
			Path p = Path.of(configured);
			if (!Files.isExecutable(p)) {
				throw new RigException("the fio named by -D" + EXECUTABLE_PROPERTY + ", " + p + ", is not an executable");
			}
			return new FioClient(p, CONNECT_TIMEOUT, ANSWER_TIMEOUT);
		}
		String path = System.getenv().getOrDefault("PATH", "/usr/local/bin:/usr/bin:/bin");
		for (String dir : path.split(":")) {
			Path p = Path.of(dir.isEmpty() ? "." : dir, "fio");
			if (Files.isExecutable(p)) {
				return new FioClient(p, CONNECT_TIMEOUT, ANSWER_TIMEOUT);
			}
		}
		throw new RigException("fio is not installed on this machine: DriveBench drives a rig through fio's client "
				+ "(on Debian: apt-get install fio)");
	}

	/** This client with other timeouts (tests shorten them). */
	public FioClient withTimeouts(Duration connect, Duration answer) {
		return new FioClient(executable, connect, answer);
	}

	public Path executable() {
		return executable;
	}

	/**
	 * This machine's fio version ({@code fio --version}).
	 *
	 * @throws RigException when it cannot be run or tells no version
	 */
	public synchronized FioVersion localVersion() throws RigException {
		FioVersion known = localVersion;
		if (known != null) {
			return known;
		}
		try {
			Process p = new ProcessBuilder(executable.toString(), "--version").redirectErrorStream(true).start();
			String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
			p.waitFor(10, TimeUnit.SECONDS);
			FioVersion v = FioVersion.parse(out.lines().findFirst().orElse(""));
			localVersion = v;
			return v;
		} catch (IOException | IllegalArgumentException e) {
			throw new RigException("this machine's fio (" + executable + ") did not tell its version: " + e.getMessage(), e);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new RigException("interrupted while asking " + executable + " for its version", e);
		}
	}

	/**
	 * Opens and closes a TCP connection to the rig's fio port.
	 *
	 * @throws RigException naming the rig and why it cannot be reached: an unknown host, nothing
	 *                      listening on the port, no answer within the timeout, no route
	 */
	public void reach(Rig rig) throws RigException {
		try (Socket socket = new Socket()) {
			socket.connect(new InetSocketAddress(rig.host(), rig.port()), (int) connectTimeout.toMillis());
		} catch (UnknownHostException e) {
			throw new RigException(rig.describe() + " is not reachable: its host name '" + rig.host()
					+ "' is not known here (check it with drivebench rigs list)", e);
		} catch (ConnectException e) {
			String why = e.getMessage() == null ? "" : e.getMessage();
			if (why.toLowerCase(java.util.Locale.ROOT).contains("refused")) {
				throw new RigException(rig.describe() + " is not reachable: nothing listens on port " + rig.port() + " of "
						+ rig.host() + " (connection refused); is fio --server running there (fio --server=," + rig.port() + ")?", e);
			}
			throw new RigException(rig.describe() + " is not reachable: " + why + " (the machine is down, or its network is)", e);
		} catch (SocketTimeoutException e) {
			throw new RigException(rig.describe() + " is not reachable: it did not accept a connection within "
					+ connectTimeout.toSeconds() + " s (the machine is down, or a firewall drops port " + rig.port() + ")", e);
		} catch (NoRouteToHostException e) {
			throw new RigException(rig.describe() + " is not reachable: no route to " + rig.host() + " (the machine is down "
					+ "or its network is)", e);
		} catch (IOException e) {
			throw new RigException(rig.describe() + " is not reachable: " + e.getMessage(), e);
		}
	}

	/**
	 * Runs {@code jobFile} on the rig and returns what the client printed.
	 *
	 * @param statusInterval how often the rig sends its figures (status snapshots in the json+), or null for none
	 * @throws RigException when the rig cannot be reached, does not answer as a fio server, or its fio
	 *                      cannot speak with this one; a job the rig's fio refuses is an answer (see
	 *                      {@link FioAnswer#problems()})
	 */
	public FioAnswer run(Rig rig, String jobFile, @Nullable Duration statusInterval, Watch watch) throws RigException {
		reach(rig);
		Path job = null;
		try {
			job = Files.createTempFile("drivebench-rig-", ".fio");
			Files.writeString(job, jobFile, StandardCharsets.UTF_8);
			List<String> command = new ArrayList<>(List.of(executable.toString(), "--client=" + rig.clientArgument(),
					"--output-format=normal,json+"));
			if (statusInterval != null) {
				command.add("--status-interval=" + statusInterval.toMillis() + "ms");
			}
			command.add(job.toString());
			return run(rig, command, watch);
		} catch (RigException e) {
			throw e;
		} catch (IOException e) {
			throw new RigException("could not run fio's client for " + rig.describe() + ": " + e.getMessage(), e);
		} finally {
			if (job != null) {
				try {
					Files.deleteIfExists(job);
				} catch (IOException e) {
					// a job file left in the temporary folder harms nothing
				}
			}
		}
	}

	private FioAnswer run(Rig rig, List<String> command, Watch watch) throws IOException {
		Process process = new ProcessBuilder(command).start();
		Output out = new Output(process.getInputStream());
		Output err = new Output(process.getErrorStream());
		long started = System.nanoTime();
		long stopAsked = 0;
		try {
			while (!process.waitFor(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
				long now = System.nanoTime();
				watch.running(Duration.ofNanos(now - started));
				if (!out.probed() && now - started > answerTimeout.toNanos()) {
					process.destroyForcibly();
					throw new RigException(rig.describe() + " accepted the connection but did not answer as a fio server within "
							+ answerTimeout.toSeconds() + " s: something other than fio --server listens on port " + rig.port()
							+ ", or the rig's fio speaks another client/server protocol than this machine's " + localVersionText()
							+ " (use the same fio version on both)");
				}
				if (stopAsked == 0 && watch.cancelled()) {
					stopAsked = now;
					// SIGTERM: fio's client stops the rig's job and prints its figures so far. Through the handle, since
					// Process.destroy also closes the pipes, and the client would die of SIGPIPE printing them
					process.toHandle().destroy();
				} else if (stopAsked != 0 && now - stopAsked > STOP_GRACE.toNanos()) {
					process.destroyForcibly();
				}
			}
		} catch (InterruptedException e) {
			process.destroyForcibly();
			Thread.currentThread().interrupt();
			throw new RigException("interrupted while fio ran on " + rig.describe(), e);
		}
		String stdout = out.text();
		String stderr = err.text();
		Optional<FioProbe> probe = stdout.lines().map(FioProbe::parse).flatMap(Optional::stream).findFirst();
		if (probe.isEmpty()) {
			throw new RigException(rig.describe() + " " + whyNoAnswer(stdout + "\n" + stderr));
		}
		return new FioAnswer(probe.get(), stdout, stderr, process.exitValue(), stopAsked != 0);
	}

	/** Why the client got no probe answer, from what it printed. */
	private String whyNoAnswer(String printed) {
		String text = printed.strip();
		if (text.contains("Connection refused")) {
			return "is not reachable: nothing listens on its port (is fio --server running there?)";
		}
		if (text.contains("failed to resolve")) {
			return "is not reachable: its host name is not known here";
		}
		if (text.contains("bad crc") || text.contains("disconnected") || text.contains("bad server cmd version")) {
			return "answered, but not as a fio server this machine's " + localVersionText() + " can speak with: something else "
					+ "listens on that port, or the rig runs a fio of another client/server protocol (use the same fio version "
					+ "on both)" + (text.isEmpty() ? "" : "; fio said: " + firstLines(text));
		}
		return "did not answer as a fio server" + (text.isEmpty() ? "" : ": " + firstLines(text));
	}

	private String localVersionText() {
		try {
			return localVersion().text();
		} catch (RigException e) {
			return "fio";
		}
	}

	private static String firstLines(String text) {
		List<String> lines = text.lines().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("{") && !l.startsWith("}")
				&& !l.startsWith("\"")).limit(4).toList();
		return String.join(" / ", lines);
	}

	/** A stream read to its end on a thread of its own; notes the probe answer as soon as it arrives. */
	private static final class Output {
		private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		private final Thread reader;
		private volatile boolean probed;

		Output(InputStream in) {
			reader = new Thread(() -> {
				byte[] buffer = new byte[8192];
				try (in) {
					int n;
					while ((n = in.read(buffer)) >= 0) {
						synchronized (bytes) {
							bytes.write(buffer, 0, n);
							if (!probed && bytes.toString(StandardCharsets.UTF_8).contains(FioProbe.PREFIX)) {
								probed = true;
							}
						}
					}
				} catch (IOException e) {
					// the process ended and took its pipe along: what was read is what there is
				}
			}, "drivebench-fio-client-output");
			reader.setDaemon(true);
			reader.start();
		}

		boolean probed() {
			return probed;
		}

		String text() {
			try {
				reader.join(TimeUnit.SECONDS.toMillis(10));
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
			synchronized (bytes) {
				return bytes.toString(StandardCharsets.UTF_8);
			}
		}
	}
}
