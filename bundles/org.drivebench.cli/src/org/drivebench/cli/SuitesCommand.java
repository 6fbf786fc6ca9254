package org.drivebench.cli;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.suite.SuiteCatalog;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.Parameter;
import org.drivebench.model.Suite;
import org.drivebench.model.SuiteEntry;

/**
 * {@code drivebench list-suites}: the suites the installed bundles contribute and the library's saved
 * suites, each with where it comes from, and with their entries.
 */
final class SuitesCommand implements Command {
	private static final Options OPTIONS = Options.of(Set.of("library"), Set.of("verbose"));
	private final TestRegistry registry;
	private final Libraries libraries;

	SuitesCommand(TestRegistry registry, Libraries libraries) {
		this.registry = registry;
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

				Lists the suites (review methodologies) the installed bundles contribute, each with
				the bundle that provides it (the standard reviews such as quick and desktop-hdd, each
				test family's own, a plugin's), and the suites saved in the library, which take the
				place of a contributed suite of their id; --verbose shows every entry with its test
				and parameters.""";
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
		SuiteCatalog catalog = new SuiteCatalog(registry, library.isPresent() ? library.get() : null);
		if (catalog.listed().isEmpty()) {
			console.out().println("No suites: they come with test plugins (bundles with SuiteProvider components) or are saved");
			console.out().println("in the library; install the standard tests feature or add a plugin's bundle.");
			return ExitCode.OK;
		}
		for (SuiteCatalog.Listed listed : catalog.listed()) {
			Suite suite = listed.suite();
			console.out().println(suite.getId() + " - " + suite.getTitle() + " (" + suite.getEntries().size()
					+ (suite.getEntries().size() == 1 ? " test; " : " tests; ")
					+ (listed.origin().equals(SuiteCatalog.LIBRARY) ? "saved in the library" : "from " + listed.origin()) + ")");
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
