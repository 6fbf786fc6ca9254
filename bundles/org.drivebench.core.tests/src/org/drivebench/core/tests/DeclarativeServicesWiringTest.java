package org.drivebench.core.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Hashtable;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.SuiteBuilder;
import org.drivebench.core.api.SuiteProvider;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.testing.OsgiServices;
import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.Constants;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceFactory;
import org.osgi.framework.ServiceRegistration;

/** The core's Declarative Services components, in a running OSGi framework with Felix SCR. */
class DeclarativeServicesWiringTest {
	private final BundleContext context = FrameworkUtil.getBundle(getClass()).getBundleContext();

	private <T> T service(Class<T> type) throws InterruptedException {
		return OsgiServices.await(getClass(), type);
	}

	@Test
	void aTestServiceRegisteredByAnyBundleJoinsTheRegistryAndLeavesWithIt() throws Exception {
		TestRegistry registry = service(TestRegistry.class);
		AtomicInteger changes = new AtomicInteger();
		Runnable listener = changes::incrementAndGet;
		registry.addListener(listener);
		try {
			ServiceRegistration<DriveTest> registration = context.registerService(DriveTest.class, new ProbeTest(), null);
			assertSame(ProbeTest.class, registry.find(ProbeTest.ID).orElseThrow().getClass());
			assertTrue(registry.tests().stream().anyMatch(t -> t.descriptor().id().equals(ProbeTest.ID)));
			registration.unregister();
			assertFalse(registry.find(ProbeTest.ID).isPresent(), "an unregistered test must leave the registry");
			assertEquals(2, changes.get(), "listeners hear of the arrival and the departure");
		} finally {
			registry.removeListener(listener);
		}
	}

	@Test
	void aRegisteredTestIsMadeOnlyWhenTheRegistryIsFirstAskedForTests() throws Exception {
		TestRegistry registry = service(TestRegistry.class);
		CountingFactory factory = new CountingFactory();
		ServiceRegistration<?> registration = context.registerService(DriveTest.class.getName(), factory, null);
		try {
			assertEquals(0, factory.made.get(), "registering a test must not make its object (nor load its classes)");
			assertTrue(registry.tests().stream().anyMatch(t -> t instanceof ProbeTest), "the registry lists the registered test");
			assertEquals(1, factory.made.get(), "the registry makes the test's object when first asked for its tests");
			assertSame(ProbeTest.class, registry.find(ProbeTest.ID).orElseThrow().getClass());
			assertEquals(1, factory.made.get(), "the object is made once, then kept");
		} finally {
			registration.unregister();
		}
		assertFalse(registry.find(ProbeTest.ID).isPresent(), "an unregistered test must leave the registry");
	}

	/** A test service made on demand, counting how often it is made. */
	private static final class CountingFactory implements ServiceFactory<Object> {
		final AtomicInteger made = new AtomicInteger();

		@Override
		public Object getService(Bundle bundle, ServiceRegistration<Object> registration) {
			made.incrementAndGet();
			return new ProbeTest();
		}

		@Override
		public void ungetService(Bundle bundle, ServiceRegistration<Object> registration, Object service) {
		}
	}

	@Test
	void aSuiteProviderOfAnyBundleBringsItsSuitesWithItsBundleAndRankAndTakesThemAway() throws Exception {
		TestRegistry registry = service(TestRegistry.class);
		SuiteProvider low = () -> List.of(new SuiteBuilder("probe-low", "Probe, low", "").entry(ProbeTest.ID, "probe").build());
		SuiteProvider high = () -> List.of(new SuiteBuilder("probe-high", "Probe, high", "").build());
		ServiceRegistration<SuiteProvider> first = context.registerService(SuiteProvider.class, low, null);
		ServiceRegistration<SuiteProvider> second = context.registerService(SuiteProvider.class, high,
				new Hashtable<>(Map.of(Constants.SERVICE_RANKING, 1000)));
		try {
			List<String> probes = registry.suites().stream().filter(s -> s.suite().getId().startsWith("probe-"))
					.map(s -> s.suite().getId() + "@" + s.bundle()).toList();
			assertEquals(List.of("probe-high@org.drivebench.core.tests", "probe-low@org.drivebench.core.tests"), probes,
					"the higher service.ranking lists first; each suite names the bundle that registered it");
		} finally {
			first.unregister();
			second.unregister();
		}
		assertTrue(registry.suites().stream().noneMatch(s -> s.suite().getId().startsWith("probe-")),
				"unregistered suites leave the registry");
	}

	private static final class ProbeTest implements DriveTest {
		static final String ID = "probe.osgi-wiring";

		@Override
		public TestDescriptor descriptor() {
			return new TestDescriptor(ID, "1", "Wiring probe", "Test",
			"Registered by the OSGi wiring test.",
					WriteAccess.READ_ONLY);
		}

		@Override
		public List<ParameterSpec> parameters() {
			return List.of();
		}

		@Override
		public void run(TestContext context) {
		}
	}
}
