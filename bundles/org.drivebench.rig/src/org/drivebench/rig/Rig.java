package org.drivebench.rig;

import java.util.regex.Pattern;

/**
 * A machine that runs {@code fio --server}, as the user named it.
 *
 * @param name what the user calls it ("lab1"); letters, digits, '.', '_' and '-'
 * @param host its host name or IP address, as fio's client is to reach it
 * @param port the port its fio server listens on (fio's default 8765)
 */
public record Rig(String name, String host, int port) {
	/** fio's default server port. */
	public static final int DEFAULT_PORT = 8765;
	private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,31}");
	private static final Pattern HOST = Pattern.compile("[A-Za-z0-9._:%-]+");

	/**
	 * @throws IllegalArgumentException naming the bad field and what is allowed
	 */
	public Rig {
		if (name == null || !NAME.matcher(name).matches()) {
			throw new IllegalArgumentException("rig name '" + name + "': use 1 to 32 letters, digits, '.', '_' or '-', starting "
					+ "with a letter or digit (it names the rig in --rig, and in <path>@<rig>)");
		}
		if (host == null || host.isBlank() || !HOST.matcher(host).matches()) {
			throw new IllegalArgumentException("rig '" + name + "': host '" + host + "' is no host name or IP address");
		}
		if (port < 1 || port > 65535) {
			throw new IllegalArgumentException("rig '" + name + "': port " + port + " must be 1 to 65535 (fio's default is "
					+ DEFAULT_PORT + ")");
		}
	}

	/**
	 * A rig from {@code host}, {@code host:port} or {@code [ipv6]:port}.
	 *
	 * @throws IllegalArgumentException naming what is wrong
	 */
	public static Rig parse(String name, String address) {
		String a = address.strip();
		String host = a;
		int port = DEFAULT_PORT;
		int colon = a.lastIndexOf(':');
		if (a.startsWith("[")) {
			int close = a.indexOf(']');
			if (close < 0) {
				throw new IllegalArgumentException("rig '" + name + "': '" + address + "' opens '[' but does not close it");
			}
			host = a.substring(1, close);
			if (close + 1 < a.length()) {
				port = port(name, address, a.substring(close + 1).replaceFirst("^:", ""));
			}
		} else if (colon > 0 && a.indexOf(':') == colon) {
			host = a.substring(0, colon);
			port = port(name, address, a.substring(colon + 1));
		}
		return new Rig(name, host, port);
	}

	private static int port(String name, String address, String text) {
		try {
			return Integer.parseInt(text);
		} catch (NumberFormatException e) {
			throw new IllegalArgumentException("rig '" + name + "': '" + address + "' has no port number after ':' (write host:port)");
		}
	}

	/** Whether the host is an IPv6 address. */
	public boolean ipv6() {
		return host.contains(":");
	}

	/** {@code host:port}, {@code [::1]:port} for IPv6: how messages name where the rig is. */
	public String address() {
		return (ipv6() ? "[" + host + "]" : host) + ":" + port;
	}

	/** fio's {@code --client} argument: {@code host,port}, with {@code ip6:} for an IPv6 address. */
	public String clientArgument() {
		return (ipv6() ? "ip6:" : "") + host + "," + port;
	}

	/** "rig 'lab1' (10.0.0.5:8765)". */
	public String describe() {
		return "rig '" + name + "' (" + address() + ")";
	}
}
