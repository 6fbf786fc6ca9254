package org.drivebench.engine.device;

import java.nio.file.Path;
import java.util.List;

/** The per-process folders of procfs. */
final class ProcessFolders {
	private ProcessFolders() {
	}

	/** The numeric entries of {@code <proc>}, one per process. */
	static List<String> pids(Path proc) {
		return BlockDeviceTree.names(proc).stream().filter(ProcessFolders::isNumber).toList();
	}

	/** The process's command name ({@code comm}), "?" when it is gone or hidden. */
	static String command(Path process) {
		String comm = KernelFiles.text(process.resolve("comm"));
		return comm.isEmpty() ? "?" : comm;
	}

	private static boolean isNumber(String name) {
		return !name.isEmpty() && name.chars().allMatch(Character::isDigit);
	}
}
