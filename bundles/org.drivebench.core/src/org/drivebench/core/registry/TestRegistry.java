package org.drivebench.core.registry;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import org.drivebench.core.api.ArrayStudy;
import org.drivebench.core.api.DriveTest;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;

/**
 * Every installed test and array study: Declarative Services binds each {@link DriveTest} and
 * {@link ArrayStudy} component as its bundle starts and unbinds it as the bundle stops, so the workbench and the CLI always show what is
 * installed. Listeners hear of each change.
 */
@Component(service = TestRegistry.class, immediate = true)
public class TestRegistry {
	private static final Comparator<DriveTest> ORDER = Comparator.comparing((DriveTest t) -> t.descriptor().category())
			.thenComparing(t -> t.descriptor().name()).thenComparing(t -> t.descriptor().id());

	private final List<DriveTest> tests = new CopyOnWriteArrayList<>();
	private final List<ArrayStudy> studies = new CopyOnWriteArrayList<>();
	private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

	@Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC,
			policyOption = ReferencePolicyOption.GREEDY)
	public void addTest(DriveTest test) {
		tests.add(test);
		listeners.forEach(Runnable::run);
	}

	public void removeTest(DriveTest test) {
		tests.remove(test);
		listeners.forEach(Runnable::run);
	}

	@Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC,
			policyOption = ReferencePolicyOption.GREEDY)
	public void addStudy(ArrayStudy study) {
		studies.add(study);
		listeners.forEach(Runnable::run);
	}

	public void removeStudy(ArrayStudy study) {
		studies.remove(study);
		listeners.forEach(Runnable::run);
	}

	/** Installed array studies (the RAID-0 strip-size study), ordered by name. */
	public List<ArrayStudy> studies() {
		List<ArrayStudy> sorted = new ArrayList<>(studies);
		sorted.sort(Comparator.comparing(ArrayStudy::name).thenComparing(ArrayStudy::id));
		return sorted;
	}

	/** The array study with this id. */
	public Optional<ArrayStudy> findStudy(String id) {
		return studies.stream().filter(s -> s.id().equals(id)).findFirst();
	}

	/** Installed tests ordered by category, name and id. */
	public List<DriveTest> tests() {
		List<DriveTest> sorted = new ArrayList<>(tests);
		sorted.sort(ORDER);
		return sorted;
	}

	/** The test with this id; when two bundles register one id, the first registered wins. */
	public Optional<DriveTest> find(String id) {
		for (DriveTest t : tests) {
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
		for (DriveTest t : tests) {
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
