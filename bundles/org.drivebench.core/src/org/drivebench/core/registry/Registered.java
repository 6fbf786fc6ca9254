package org.drivebench.core.registry;

import java.util.function.Function;

import org.eclipse.jdt.annotation.Nullable;
import org.osgi.framework.ServiceReference;

/**
 * One service in the registry: either an object given directly, or a service Declarative Services
 * registered, whose object is got on its first use. A test's component is made (and its classes
 * loaded) only then, not when its bundle starts: the workbench's window and the commands that use no
 * test do not wait for every installed test's classes.
 *
 * @param <T> the service's type
 */
final class Registered<T> {
	private final @Nullable ServiceReference<T> reference;
	private final Function<ServiceReference<T>, @Nullable T> locator;
	private volatile @Nullable T service;

	private Registered(@Nullable ServiceReference<T> reference, Function<ServiceReference<T>, @Nullable T> locator,
			@Nullable T service) {
		this.reference = reference;
		this.locator = locator;
		this.service = service;
	}

	/** An object added directly (not through Declarative Services). */
	static <T> Registered<T> of(T service) {
		return new Registered<>(null, ref -> null, service);
	}

	/** A registered service, got through {@code locator} when first used. */
	static <T> Registered<T> of(ServiceReference<T> reference, Function<ServiceReference<T>, @Nullable T> locator) {
		return new Registered<>(reference, locator, null);
	}

	/**
	 * The service's object, got now if it has not been yet; null when it can no longer be got (its
	 * bundle stopped meanwhile, or its component failed to activate: Declarative Services logs why).
	 */
	@Nullable
	T get() {
		T got = service;
		ServiceReference<T> ref = reference;
		if (got == null && ref != null) {
			got = locator.apply(ref);
			service = got;
		}
		return got;
	}

	/** Whether this is the registration {@code ref}. */
	boolean is(ServiceReference<?> ref) {
		return ref.equals(reference);
	}

	/** Whether this is the object {@code object}, added directly. */
	boolean holds(Object object) {
		return reference == null && service == object;
	}
}
