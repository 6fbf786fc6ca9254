package org.drivebench.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;

import org.drivebench.engine.device.DeviceReport;
import org.drivebench.group.NextDrive;
import org.drivebench.model.GroupEntry;

/**
 * A group test's entry of the next drive plugged in, on the console: says what it waits for, shows the
 * drive that appeared (identity and safety findings, as {@code list-targets} judges them) and asks for
 * its serial on the terminal. Without a terminal nothing is asked: only a serial given with the entry
 * ({@code group-test add --confirm-serial}) confirms the write.
 */
final class NextDrivePrompt implements NextDrive.Confirmer {
	private final Console console;

	NextDrivePrompt(Console console) {
		this.console = console;
	}

	@Override
	public void waiting(GroupEntry entry, Set<String> present, Duration timeout) {
		console.err().println("Entry " + GroupTestText.name(entry) + ": plug in its drive now. Waiting up to " + NextDrive.describe(timeout)
				+ " for a new block device (present: " + (present.isEmpty() ? "none" : String.join(", ", present))
				+ "); Ctrl+C cancels, resume waits again.");
	}

	@Override
	public Optional<String> askSerial(GroupEntry entry, DeviceReport report) {
		console.err().println("A drive was plugged in for entry " + GroupTestText.name(entry) + ":");
		NextDrive.describe(report).forEach(line -> console.err().println("  " + line));
		BufferedReader input = console.input();
		if (input == null) {
			console.err().println("No terminal to type its serial in: writing to it is refused (give the serial ahead with "
					+ "drivebench group-test add --next-drive --confirm-serial <serial>).");
			return Optional.empty();
		}
		boolean hasSerial = !report.identity().serial().isBlank();
		console.err().print("To let the suite write to it, type its " + (hasSerial ? "serial" : "path (it reports no serial)")
				+ "; anything else refuses: ");
		console.err().flush();
		try {
			String line = input.readLine();
			return line == null ? Optional.empty() : Optional.of(line.strip());
		} catch (IOException e) {
			console.err().println();
			console.err().println("Could not read the answer: " + e.getMessage());
			return Optional.empty();
		}
	}
}
