package org.drivebench.cli;

import java.util.Arrays;

import org.drivebench.core.registry.TestRegistry;

/**
 * The command line as a process of its own, with the product's table of commands and its default
 * places (library, rigs file), for tests that give it an environment of their own.
 */
public final class StandardCliMain {
	private StandardCliMain() {
	}

	public static void main(String[] args) {
		DriveBenchCli cli = new DriveBenchCli("test", CommandTable.standard(new TestRegistry(), "test"));
		int code = cli.run(Arrays.asList(args), Console.system());
		System.out.flush();
		System.exit(code);
	}
}
