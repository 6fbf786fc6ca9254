package org.drivebench.cli;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.drivebench.core.suite.SuiteCatalog;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.Parameter;
import org.drivebench.model.Suite;
import org.drivebench.model.SuiteEntry;

/** {@code drivebench list-suites}: the presets and the library's saved suites, with their entries. */
final class SuitesCommand implements Command {
	private static final Options OPTIONS = Options.of(Set.of("library"), Set.of("verbose"));
	private final Libraries libraries;

	SuitesCommand(Libraries libraries) {
		this.libraries = libraries;
	}

	@Override
	public String name() {
		return "list-suites";
	}

	@Override
	public String summary() {
		return "list the suites (review methodologies) and their tests";
	}

	@Override
	public String usage() {
		return """
				usage: drivebench list-suites [--library <dir>] [--verbose]

				Lists the shipped review methodologies (quick, desktop-hdd, enterprise-hdd,
				classic-ide, file-copy, raid-study, atto, anvil) and the suites saved in the library;
				--verbose shows every entry with its test and parameters.""";
	}

	@Override
	public Options options() {
		return OPTIONS;
	}

	@Override
	public int run(List<String> args, Console console) throws Exception {
		Arguments a = Arguments.parse(name(), args, OPTIONS);
		if (!a.positionals().isEmpty()) {
			throw new UsageException("list-suites takes options only, got '" + a.positionals().get(0) + "'");
		}
		Optional<ResultLibrary> library = libraries.readIfExists(a.value("library"));
		SuiteCatalog catalog = new SuiteCatalog(library.isPresent() ? library.get() : null);
		for (Suite suite : catalog.list()) {
			console.out().println(suite.getId() + " - " + suite.getTitle() + " (" + suite.getEntries().size() + " tests)");
			if (a.has("verbose")) {
				console.out().println("  " + suite.getDescription());
				for (SuiteEntry e : suite.getEntries()) {
					console.out().println("  * " + e.getLabel() + ": " + e.getTestId() + " "
							+ String.join(" ", e.getParameters().stream().map(SuitesCommand::text).toList()));
				}
				console.out().println();
			}
		}
		return ExitCode.OK;
	}

	private static String text(Parameter p) {
		return p.getKey() + "=" + (p.getValue().contains(" ") ? "\"" + p.getValue() + "\"" : p.getValue());
	}
}
