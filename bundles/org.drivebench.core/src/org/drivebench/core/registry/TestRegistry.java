package org.drivebench.core.registry;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

import org.drivebench.core.api.ArrayStudy;
import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.SuiteProvider;
import org.drivebench.model.Suite;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.jdt.annotation.Nullable;
import org.osgi.framework.Constants;
import org.osgi.framework.ServiceReference;
import org.osgi.service.component.ComponentContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;

/**
 * Every installed test, array study and suite: Declarative Services binds each {@link DriveTest},
 * {@link ArrayStudy} and {@link SuiteProvider} component as its bundle starts and unbinds it as the
 * bundle stops, so the workbench and the CLI always show what is installed. Listeners hear of each
 * change.
 *
 * <p>A test or study registered as a service is made (its component activated, its classes loaded) when
 * it is first asked for ({@link #tests()}, {@link #find}, {@link #studies()}...), not when its bundle
 * starts: the framework's start, which the workbench's window and every command wait for, does not
 * load every installed test's classes. The workbench asks for them off its UI thread once its window is up.
 */
@Component(service = TestRegistry.class, immediate = true)
public class TestRegistry {
	private static final Comparator<DriveTest> ORDER = Comparator.comparing((DriveTest t) -> t.descriptor().category())
			.thenComparing(t -> t.descriptor().name()).thenComparing(t -> t.descriptor().id());

	private static final String TEST_REFERENCE = "Test";
	private static final String STUDY_REFERENCE = "Study";

	private final List<Registered<DriveTest>> tests = new CopyOnWriteArrayList<>();
	private final List<Registered<ArrayStudy>> studies = new CopyOnWriteArrayList<>();
	private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
	private final List<Provider> providers = new CopyOnWriteArrayList<>();

	/** A suite provider, the bundle that registered it, and its rank (higher lists first). */
	private record Provider(SuiteProvider provider, String bundle, int ranking) {
	}

	/**
	 * A suite as its bundle contributes it.
	 *
	 * @param suite  a fresh copy (the caller may change it)
	 * @param bundle the symbolic name of the bundle that contributes it
	 */
	public record ProvidedSuite(Suite suite, String bundle) {
	}

	private volatile @Nullable ComponentContext component;

	/** Declarative Services' activation: the context that gets the registered tests' and studies' objects. */
	@Activate
	void activate(ComponentContext context) {
		component = context;
	}

	/** The object of a registered service of the reference {@code name}, got through Declarative Services. */
	private <T> Function<ServiceReference<T>, @Nullable T> locator(String name) {
		return reference -> {
			ComponentContext context = component;
			return context == null ? null : context.<T>locateService(name, reference);
		};
	}

	/** Adds a test (outside Declarative Services, which registers tests through {@link #bindTest}). */
	public void addTest(DriveTest test) {
		changed(() -> tests.add(Registered.of(test)));
	}

	public void removeTest(DriveTest test) {
		changed(() -> tests.removeIf(t -> t.holds(test)));
	}

	/** Declarative Services' bind of a test: only its registration; its object is got when first used. */
	@Reference(name = TEST_REFERENCE, service = DriveTest.class, cardinality = ReferenceCardinality.MULTIPLE,
			policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY, unbind = "unbindTest")
	void bindTest(ServiceReference<DriveTest> reference) {
		changed(() -> tests.add(Registered.of(reference, locator(TEST_REFERENCE))));
	}

	void unbindTest(ServiceReference<DriveTest> reference) {
		changed(() -> tests.removeIf(t -> t.is(reference)));
	}

	/** Adds an array study (outside Declarative Services, which registers them through {@link #bindStudy}). */
	public void addStudy(ArrayStudy study) {
		changed(() -> studies.add(Registered.of(study)));
	}

	public void removeStudy(ArrayStudy study) {
		changed(() -> studies.removeIf(s -> s.holds(study)));
	}

	/** Declarative Services' bind of an array study: only its registration; its object is got when first used. */
	@Reference(name = STUDY_REFERENCE, service = ArrayStudy.class, cardinality = ReferenceCardinality.MULTIPLE,
			policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY, unbind = "unbindStudy")
	void bindStudy(ServiceReference<ArrayStudy> reference) {
		changed(() -> studies.add(Registered.of(reference, locator(STUDY_REFERENCE))));
	}

	void unbindStudy(ServiceReference<ArrayStudy> reference) {
		changed(() -> studies.removeIf(s -> s.is(reference)));
	}

	/** Makes {@code change} to what is installed, then tells the listeners. */
	private void changed(Runnable change) {
		change.run();
		listeners.forEach(Runnable::run);
	}

	/** The objects of {@code registered}, in their order; those that can no longer be got are left out. */
	private static <T> List<T> objects(List<Registered<T>> registered) {
		List<T> objects = new ArrayList<>(registered.size());
		for (Registered<T> r : registered) {
			T object = r.get();
			if (object != null) {
				objects.add(object);
			}
		}
		return objects;
	}

	/** Declarative Services' bind: the provider, with its bundle and {@code service.ranking} from its registration. */
	@Reference(service = SuiteProvider.class, cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC,
			policyOption = ReferencePolicyOption.GREEDY, unbind = "removeSuites")
	public void bindSuites(SuiteProvider provider, ServiceReference<SuiteProvider> reference) {
		Object ranking = reference.getProperty(Constants.SERVICE_RANKING);
		addSuites(provider, reference.getBundle() == null ? "" : reference.getBundle().getSymbolicName(),
				ranking instanceof Integer rank ? rank : 0);
	}

	/** Adds the suites of {@code provider}, contributed by {@code bundle}; providers of a higher {@code ranking} list first. */
	public void addSuites(SuiteProvider provider, String bundle, int ranking) {
		changed(() -> providers.add(new Provider(provider, bundle, ranking)));
	}

	public void removeSuites(SuiteProvider provider) {
		changed(() -> providers.removeIf(p -> p.provider() == provider));
	}

	/**
	 * Every contributed suite, each a fresh copy, with its bundle: providers by rank (highest first) and
	 * bundle name, each provider's suites in its order. When two providers contribute one id, the first
	 * listed wins.
	 */
	public List<ProvidedSuite> suites() {
		List<Provider> ordered = new ArrayList<>(providers);
		ordered.sort(Comparator.comparingInt(Provider::ranking).reversed().thenComparing(Provider::bundle));
		List<ProvidedSuite> suites = new ArrayList<>();
		for (Provider p : ordered) {
			for (Suite suite : p.provider().suites()) {
				if (suites.stream().noneMatch(s -> s.suite().getId().equals(suite.getId()))) {
					suites.add(new ProvidedSuite(EcoreUtil.copy(suite), p.bundle()));
				}
			}
		}
		return suites;
	}

	/** Installed array studies (the RAID-0 strip-size study), ordered by name. */
	public List<ArrayStudy> studies() {
		List<ArrayStudy> sorted = objects(studies);
		sorted.sort(Comparator.comparing(ArrayStudy::name).thenComparing(ArrayStudy::id));
		return sorted;
	}

	/** The array study with this id. */
	public Optional<ArrayStudy> findStudy(String id) {
		return objects(studies).stream().filter(s -> s.id().equals(id)).findFirst();
	}

	/** Installed tests ordered by category, name and id. */
	public List<DriveTest> tests() {
		List<DriveTest> sorted = objects(tests);
		sorted.sort(ORDER);
		return sorted;
	}

	/** The test with this id; when two bundles register one id, the first registered wins. */
	public Optional<DriveTest> find(String id) {
		for (DriveTest t : objects(tests)) {
			if (t.descriptor().id().equals(id)) {
				return Optional.of(t);
			}
		}
		return Optional.empty();
	}

	/** Ids that more than one installed test claims (a packaging mistake worth showing). */
	public List<String> duplicateIds() {
		List<String> seen = new ArrayList<>();
		List<String> duplicates = new ArrayList<>();
		for (DriveTest t : objects(tests)) {
			if (seen.contains(t.descriptor().id()) && !duplicates.contains(t.descriptor().id())) {
				duplicates.add(t.descriptor().id());
			}
			seen.add(t.descriptor().id());
		}
		return duplicates;
	}

	/** Called after each test arrives or leaves, on the thread that changed the registry. */
	public void addListener(Runnable listener) {
		listeners.add(listener);
	}

	public void removeListener(Runnable listener) {
		listeners.remove(listener);
	}
}
