package org.drivebench.engine;

/**
 * The machine a {@link RemoteTarget} lives on, as the remote engine reported it when it was reached.
 *
 * @param rig           the rig's name in the user's settings, e.g. "lab1"
 * @param address       where it was reached, e.g. "10.0.0.5:8765"
 * @param hostName      the host name the machine reports of itself
 * @param os            its operating system as the remote engine names it, e.g. "Linux"
 * @param arch          its architecture, e.g. "x86-64"
 * @param engineVersion the remote engine and its version, e.g. "fio-3.33"
 */
public record RemoteMachine(String rig, String address, String hostName, String os, String arch, String engineVersion) {
	/** "rig 'lab1' (10.0.0.5:8765, host bench-a)": how messages name it. */
	public String describe() {
		return "rig '" + rig + "' (" + address + (hostName.isBlank() ? "" : ", host " + hostName) + ")";
	}
}
