package org.drivebench.cli;

import java.util.Arrays;

import org.drivebench.core.registry.TestRegistry;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.jdt.annotation.Nullable;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;

/**
 * The headless application ({@code -application org.drivebench.cli.app}): looks up the core's
 * services in the running framework and hands the command line to {@link DriveBenchCli}.
 */
public class CliApplication implements IApplication {
	private static final long SERVICE_WAIT_MILLIS = 10_000;

	@Override
	public Object start(IApplicationContext context) throws Exception {
		context.applicationRunning();
		String[] args = (String[]) context.getArguments().getOrDefault(IApplicationContext.APPLICATION_ARGS, new String[0]);
		Bundle bundle = FrameworkUtil.getBundle(getClass());
		BundleContext bundleContext = bundle.getBundleContext();
		Console console = Console.system();
		TestRegistry registry = service(bundleContext, TestRegistry.class, console);
		if (registry == null) {
			return ExitCode.FAILED;
		}
		String version = bundle.getVersion().toString();
		DriveBenchCli cli = new DriveBenchCli(version, CommandTable.standard(registry, version));
		int code = cli.run(Arrays.asList(args), console);
		console.out().flush();
		console.err().flush();
		return code;
	}

	private static <T> @Nullable T service(BundleContext context, Class<T> type, Console console) throws InterruptedException {
		ServiceTracker<T, T> tracker = new ServiceTracker<>(context, type, null);
		tracker.open();
		T service = tracker.waitForService(SERVICE_WAIT_MILLIS);
		if (service == null) {
			console.err().println("drivebench: the " + type.getSimpleName() + " service did not start within "
					+ SERVICE_WAIT_MILLIS / 1000 + " s; is org.apache.felix.scr installed and started?");
		}
		return service;
	}

	@Override
	public void stop() {
		// commands end by themselves; a running test is cancelled by the JVM's shutdown hook
	}
}
