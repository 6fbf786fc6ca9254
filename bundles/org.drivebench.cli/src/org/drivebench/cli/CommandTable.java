package org.drivebench.cli;

import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;

import org.drivebench.library.LibraryService;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.engine.device.DeviceInspector;
import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.plugins.PluginInstallation;

/**
 * The commands of {@code drivebench}, as the product runs them: one list for the application and for
 * the test that checks every command the user documents show against it.
 */
final class CommandTable {
	private CommandTable() {
	}

	/** Every command, on the user's library, rigs, devices and installation, with the tests {@code registry} holds. */
	static List<Command> standard(TestRegistry registry, String version) {
		Libraries libraries = new Libraries(LibraryService::defaultFolder);
		RunExecutor executor = new RunExecutor(new DefaultIoEngine(), version);
		return Stream.of(
				new RunCommand(registry, libraries, executor, RigAccess.user()),
				new StripStudyCommand(registry, libraries, executor),
				new DemoCommand(registry, libraries, executor),
				new ReportCommand(libraries),
				new ImportCommand(registry, libraries),
				new ImportFioCommand(registry, libraries),
				new ImportRunCommand(libraries),
				new ListTargetsCommand(() -> new DeviceInspector()),
				new RigsCommand(RigAccess.user()),
				new GroupTestCommand(registry, libraries, executor, RigAccess.user()),
				new ListTestsCommand(registry),
				new SuitesCommand(registry, libraries),
				new StatusCommand(DriveBenchCli.versionText(version), libraries, registry),
				new PluginsCommand(new RunningInstallation()))
				.map(command -> endingWithIndex(command, libraries)).toList();
	}

	/**
	 * The running product's plugin installation, looked up when {@code plugins} runs. A class rather than a
	 * lambda or method reference: either would name PluginInstallation in a signature resolved when the
	 * table is made, loading it (and starting p2's core bundle in the product) at every command.
	 */
	private static final class RunningInstallation implements Supplier<PluginInstallation> {
		@Override
		public PluginInstallation get() {
			return PluginInstallation.running();
		}
	}

	/** {@code command}, leaving the runs it saved in their library's run index when it ends. */
	static Command endingWithIndex(Command command, Libraries libraries) {
		return new EndingWithIndex(command, libraries);
	}

	private record EndingWithIndex(Command command, Libraries libraries) implements Command {
		@Override
		public String name() {
			return command.name();
		}

		@Override
		public String summary() {
			return command.summary();
		}

		@Override
		public String usage() {
			return command.usage();
		}

		@Override
		public Options options() {
			return command.options();
		}

		@Override
		public Map<String, Options> actions() {
			return command.actions();
		}

		@Override
		public int run(List<String> args, Console console) throws Exception {
			try {
				return command.run(args, console);
			} finally {
				libraries.commandEnded();
			}
		}
	}
}
