package org.drivebench.ui.tests;

import java.nio.file.Path;

import org.drivebench.library.ResultLibrary;

/**
 * Writes the synthetic runs into a library folder, for looking at the workbench with data (screenshots,
 * manual checks): {@code java -cp ... org.drivebench.ui.tests.SyntheticLibrary /path/to/library}.
 */
public final class SyntheticLibrary {
	private SyntheticLibrary() {
	}

	public static void main(String[] args) throws Exception {
		if (args.length != 1) {
			System.err.println("usage: SyntheticLibrary <library folder>");
			System.exit(2);
		}
		ResultLibrary library = ResultLibrary.open(Path.of(args[0]));
		library.save(SyntheticRuns.desktopHdd("desktop-hdd-7200", 100_000));
		library.save(SyntheticRuns.quickSsd("quick-ssd-1"));
		library.save(SyntheticRuns.quickSsd("quick-ssd-2"));
		library.save(SyntheticRuns.greenHdd("surface-hdd-5400"));
		library.save(SyntheticRuns.realDrive("real-drive-1"));
		System.out.println(library.runs().size() + " runs in " + library.folder());
	}
}
