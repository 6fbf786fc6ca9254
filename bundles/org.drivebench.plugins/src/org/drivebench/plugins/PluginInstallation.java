package org.drivebench.plugins;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.equinox.p2.core.IProvisioningAgent;
import org.eclipse.equinox.p2.core.IProvisioningAgentProvider;
import org.eclipse.equinox.p2.core.ProvisionException;
import org.eclipse.equinox.p2.core.UIServices;
import org.eclipse.equinox.p2.engine.IProfile;
import org.eclipse.equinox.p2.engine.IProfileRegistry;
import org.eclipse.equinox.p2.engine.ProvisioningContext;
import org.eclipse.equinox.p2.engine.query.UserVisibleRootQuery;
import org.eclipse.equinox.p2.metadata.IInstallableUnit;
import org.eclipse.equinox.p2.metadata.IRequirement;
import org.eclipse.equinox.p2.operations.InstallOperation;
import org.eclipse.equinox.p2.operations.ProfileChangeOperation;
import org.eclipse.equinox.p2.operations.ProvisioningJob;
import org.eclipse.equinox.p2.operations.ProvisioningSession;
import org.eclipse.equinox.p2.operations.UninstallOperation;
import org.eclipse.equinox.p2.query.QueryUtil;
import org.eclipse.equinox.p2.repository.metadata.IMetadataRepository;
import org.eclipse.equinox.p2.repository.metadata.IMetadataRepositoryManager;
import org.eclipse.jdt.annotation.Nullable;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceReference;

/**
 * A DriveBench installation that test plugins are installed into: the p2 profile the product was
 * materialised with ({@code DefaultProfile}, in the product's {@code p2} folder) and the product's
 * folder, where p2 puts the plugins' bundles and whose {@code configuration/config.ini} it updates.
 * DriveBench uses a change from its next start. Installing needs write access to that folder: a
 * product folder the user cannot write (a shared install owned by another user) is refused, saying so.
 *
 * <p>Both the workbench's dialog and {@code drivebench plugins} use it, so they list and install the
 * same way. Installing is p2's operations API: {@link InstallOperation} and {@link UninstallOperation}
 * resolved by the planner against the installation, then run by the engine.
 */
public final class PluginInstallation {
	/** p2's suffix of a feature's installable unit. */
	static final String GROUP_SUFFIX = ".feature.group";
	/**
	 * p2's garbage collector, by its agent service name (an internal class): once the agent has made it,
	 * it removes an uninstalled plugin's files from the product's plugins and features folders when the
	 * removal commits.
	 */
	private static final String GARBAGE_COLLECTOR = "org.eclipse.equinox.internal.p2.garbagecollector.GarbageCollector";

	private final @Nullable IProvisioningAgent agent;
	private final String profileId;
	private final @Nullable String unavailable;

	private PluginInstallation(@Nullable IProvisioningAgent agent, String profileId, @Nullable String unavailable) {
		this.agent = agent;
		this.profileId = profileId;
		this.unavailable = unavailable;
	}

	/** The installation this DriveBench runs from. */
	public static PluginInstallation running() {
		Bundle bundle = FrameworkUtil.getBundle(PluginInstallation.class);
		BundleContext context = bundle == null ? null : bundle.getBundleContext();
		if (context == null) {
			return new PluginInstallation(null, IProfileRegistry.SELF, "DriveBench's plugin installer is not running in OSGi");
		}
		ServiceReference<IProvisioningAgentProvider> reference = context.getServiceReference(IProvisioningAgentProvider.class);
		IProvisioningAgentProvider provider = reference == null ? null : context.getService(reference);
		if (provider == null) {
			return new PluginInstallation(null, IProfileRegistry.SELF, "p2 is not running in this DriveBench");
		}
		try {
			// a user who cannot write the product's folder cannot even lock its profile to read it: say why first
			Optional<String> readOnly = readOnly(installArea(context.getProperty("osgi.install.area")));
			if (readOnly.isPresent()) {
				return new PluginInstallation(null, IProfileRegistry.SELF, readOnly.get());
			}
			IProvisioningAgent current = provider.createAgent(null);
			return of(current, IProfileRegistry.SELF, context.getProperty("eclipse.p2.data.area"));
		} catch (ProvisionException e) {
			return new PluginInstallation(null, IProfileRegistry.SELF, "p2 could not start: " + e.getMessage());
		}
	}

	/**
	 * The installation of profile {@code profileId} of {@code agent} (another installation than the
	 * running one: tests, tools).
	 *
	 * @param where where the agent keeps its data, for the message when the profile is missing
	 */
	public static PluginInstallation of(IProvisioningAgent agent, String profileId, @Nullable String where) {
		IProfileRegistry registry = agent.getService(IProfileRegistry.class);
		IProfile profile = registry == null ? null : registry.getProfile(profileId);
		if (profile == null) {
			return new PluginInstallation(agent, profileId, "this DriveBench has no p2 profile"
					+ (where == null ? "" : " in " + where) + ", so plugins cannot be installed into it: it was not installed"
					+ " as a product (run the product that the build leaves under releng/org.drivebench.product/target/products,"
					+ " or unpack its tar.gz)");
		}
		return new PluginInstallation(agent, profile.getProfileId(), null);
	}

	/** Why plugins cannot be installed here at all; empty when they can (write access aside). */
	public Optional<String> unavailableReason() {
		return Optional.ofNullable(unavailable);
	}

	/** The product's folder, which installing writes into. */
	public Path installFolder() throws PluginException {
		String folder = profile().getProperty(IProfile.PROP_INSTALL_FOLDER);
		if (folder == null) {
			throw new PluginException("The p2 profile " + profileId + " names no install folder");
		}
		return Path.of(folder);
	}

	/**
	 * Why this user cannot install here: the product's folder (or the part of it p2 writes) is not
	 * writable; empty when it is.
	 */
	public Optional<String> readOnlyReason() throws PluginException {
		return readOnly(installFolder());
	}

	private static @Nullable Path installArea(@Nullable String url) {
		if (url == null) {
			return null;
		}
		try {
			return Path.of(java.net.URI.create(url.replace(" ", "%20")));
		} catch (IllegalArgumentException e) {
			return null;
		}
	}

	private static Optional<String> readOnly(@Nullable Path folder) {
		if (folder == null) {
			return Optional.empty();
		}
		for (String part : List.of("", "plugins", "features", "configuration", "p2")) {
			Path p = part.isEmpty() ? folder : folder.resolve(part);
			if (Files.exists(p) && !Files.isWritable(p)) {
				return Optional.of("DriveBench installs plugins into its own folder, " + folder + ", which every user of it"
						+ " shares; you cannot write to " + p + ". Ask the owner of that folder to install the plugin, or"
						+ " install DriveBench in a folder of your own (its tar.gz unpacks anywhere) and install plugins there");
			}
		}
		return Optional.empty();
	}

	/** The features installed: those that came with DriveBench and those installed since, by name. */
	public List<PluginFeature> installed() throws PluginException {
		IProfile profile = profile();
		Set<String> builtIn = builtIn(profile);
		List<PluginFeature> features = new ArrayList<>();
		for (IInstallableUnit iu : profile.query(new UserVisibleRootQuery(), null)) {
			if (QueryUtil.isGroup(iu) && !QueryUtil.isProduct(iu)) {
				features.add(feature(iu, null, builtIn.contains(iu.getId()) ? PluginFeature.State.BUILT_IN
						: PluginFeature.State.INSTALLED));
			}
		}
		features.sort(Comparator.comparing(PluginFeature::name, String.CASE_INSENSITIVE_ORDER));
		return features;
	}

	/** The features a repository offers (the newest version of each), with how each stands to this installation. */
	public List<PluginFeature> available(URI repository, IProgressMonitor monitor) throws PluginException {
		IProfile profile = profile();
		Set<String> builtIn = builtIn(profile);
		IMetadataRepository metadata = load(repository, monitor);
		List<PluginFeature> features = new ArrayList<>();
		for (IInstallableUnit iu : metadata.query(QueryUtil.createLatestQuery(QueryUtil.createIUGroupQuery()), null)) {
			if (QueryUtil.isProduct(iu)) {
				continue; // a whole product (the DriveBench repository's own) is no plugin
			}
			PluginFeature.State state = stateOf(iu, profile, builtIn);
			features.add(feature(iu, categoryOf(metadata, iu), state));
		}
		features.sort(Comparator.comparing(PluginFeature::name, String.CASE_INSENSITIVE_ORDER));
		return features;
	}

	/**
	 * Installs features (or single plugins) from a repository: p2 resolves them against this
	 * installation first, so one that does not fit is refused with p2's explanation and nothing is
	 * changed; unsigned content is installed only when {@code trust} accepts it.
	 *
	 * @param ids feature ids (with or without {@code .feature.group}) or bundle ids
	 * @throws PluginException when the installation or the repository cannot be used, or an id is not in it
	 */
	public InstallOutcome install(URI repository, List<String> ids, TrustPrompt trust, @Nullable IProgressMonitor monitor)
			throws PluginException {
		checkWritable();
		SubMonitor progress = SubMonitor.convert(monitor, "Installing test plugins", 100);
		IMetadataRepository metadata = load(repository, progress.split(10));
		List<IInstallableUnit> units = new ArrayList<>();
		for (String id : ids) {
			units.add(find(metadata, repository, id));
		}
		InstallOperation operation = new InstallOperation(session(), units);
		ProvisioningContext context = new ProvisioningContext(agent());
		context.setMetadataRepositories(repository);
		context.setArtifactRepositories(repository);
		operation.setProvisioningContext(context);
		return run(operation, units, trust, describe(repository), "Installed", progress.split(90));
	}

	/**
	 * Removes installed features (or plugins). What came with DriveBench is refused.
	 *
	 * @throws PluginException when an id is not installed, or is part of DriveBench
	 */
	public InstallOutcome uninstall(List<String> ids, @Nullable IProgressMonitor monitor) throws PluginException {
		checkWritable();
		IProfile profile = profile();
		Set<String> builtIn = builtIn(profile);
		List<IInstallableUnit> units = new ArrayList<>();
		for (String id : ids) {
			IInstallableUnit iu = installedRoot(profile, id);
			if (builtIn.contains(iu.getId())) {
				throw new PluginException(label(iu) + " (" + bareId(iu) + ") is part of DriveBench as it was installed, not a"
						+ " plugin installed since: it is not removed on its own");
			}
			units.add(iu);
		}
		agent().getService(GARBAGE_COLLECTOR);
		return run(new UninstallOperation(session(), units), units, TrustPrompt.REFUSE, "this installation", "Removed",
				SubMonitor.convert(monitor, "Removing test plugins", 100));
	}

	/** @param source where the artifacts come from, as a trust question names it (the repository) */
	private InstallOutcome run(ProfileChangeOperation operation, List<IInstallableUnit> units, TrustPrompt trust, String source,
			String done, SubMonitor progress) {
		operation.setProfileId(profileId);
		IStatus resolved = operation.resolveModal(progress.split(30));
		if (resolved.getSeverity() == IStatus.CANCEL) {
			return new InstallOutcome(InstallOutcome.Result.CANCELLED, "Cancelled: nothing was changed", List.of(), List.of());
		}
		if (resolved.getSeverity() == IStatus.ERROR) {
			String details = operation.getResolutionDetails();
			return new InstallOutcome(InstallOutcome.Result.INCOMPATIBLE, names(units) + " cannot be installed into this"
					+ " DriveBench, so nothing was changed: " + resolved.getMessage(), lines(details == null ? "" : details, resolved),
					List.of());
		}
		ProvisioningJob job = operation.getProvisioningJob(null);
		if (job == null) {
			return new InstallOutcome(InstallOutcome.Result.FAILED, "p2 found nothing to do for " + names(units),
					lines("", resolved), List.of());
		}
		IProvisioningAgent p2 = agent();
		TrustServices trustServices = new TrustServices(trust, source);
		Object previous = p2.getService(UIServices.SERVICE_NAME);
		p2.registerService(UIServices.SERVICE_NAME, trustServices);
		IStatus status;
		try {
			status = job.runModal(progress.split(70));
		} finally {
			p2.unregisterService(UIServices.SERVICE_NAME, trustServices);
			if (previous != null) {
				p2.registerService(UIServices.SERVICE_NAME, previous);
			}
		}
		List<PluginFeature> changed = units.stream().map(iu -> feature(iu, null, PluginFeature.State.INSTALLED)).toList();
		if (trustServices.refused()) {
			return new InstallOutcome(InstallOutcome.Result.UNTRUSTED, names(units) + " was not installed: its content is not"
					+ " signed by a signer trusted here, so DriveBench cannot tell who made it or whether it was changed on"
					+ " the way; nothing was changed", trustServices.asked(), List.of());
		}
		if (status.getSeverity() == IStatus.CANCEL) {
			return new InstallOutcome(InstallOutcome.Result.CANCELLED, "Cancelled", lines("", status), List.of());
		}
		if (status.getSeverity() == IStatus.ERROR) {
			return new InstallOutcome(InstallOutcome.Result.FAILED, "p2 failed: " + status.getMessage(), lines("", status),
					List.of());
		}
		List<String> notes = new ArrayList<>(trustServices.asked());
		return new InstallOutcome(InstallOutcome.Result.DONE, done + " " + names(units) + "; DriveBench uses the change from its"
				+ " next start", notes, changed);
	}

	private void checkWritable() throws PluginException {
		if (unavailable != null) {
			throw new PluginException("Plugins cannot be installed: " + unavailable);
		}
		Optional<String> readOnly = readOnlyReason();
		if (readOnly.isPresent()) {
			throw new PluginException(readOnly.get());
		}
	}

	private IProvisioningAgent agent() throws IllegalStateException {
		IProvisioningAgent a = agent;
		if (a == null) {
			throw new IllegalStateException(unavailable);
		}
		return a;
	}

	private ProvisioningSession session() {
		return new ProvisioningSession(agent());
	}

	private IProfile profile() throws PluginException {
		if (unavailable != null) {
			throw new PluginException("Plugins cannot be listed or installed: " + unavailable);
		}
		IProfileRegistry registry = agent().getService(IProfileRegistry.class);
		IProfile profile = registry == null ? null : registry.getProfile(profileId);
		if (profile == null) {
			throw new PluginException("The p2 profile " + profileId + " has gone");
		}
		return profile;
	}

	/** Loads a repository for this use only (p2 is not left remembering it). */
	private IMetadataRepository load(URI repository, @Nullable IProgressMonitor monitor) throws PluginException {
		IMetadataRepositoryManager manager = agent().getService(IMetadataRepositoryManager.class);
		if (manager == null) {
			throw new PluginException("p2's metadata repository manager is not running in this DriveBench");
		}
		boolean known = manager.contains(repository);
		try {
			return manager.loadRepository(repository, monitor == null ? new NullProgressMonitor() : monitor);
		} catch (ProvisionException e) {
			throw new PluginException("No p2 repository could be read at " + repository + ": " + e.getMessage(), e);
		} catch (OperationCanceledException e) {
			throw new PluginException("Cancelled");
		} finally {
			if (!known) {
				manager.removeRepository(repository);
			}
		}
	}

	/** The newest unit in the repository with this feature or bundle id. */
	private static IInstallableUnit find(IMetadataRepository metadata, URI repository, String id) throws PluginException {
		String bare = id.endsWith(GROUP_SUFFIX) ? id.substring(0, id.length() - GROUP_SUFFIX.length()) : id;
		for (String candidate : List.of(bare + GROUP_SUFFIX, bare)) {
			for (IInstallableUnit iu : metadata.query(QueryUtil.createLatestQuery(QueryUtil.createIUQuery(candidate)), null)) {
				return iu;
			}
		}
		Set<String> offered = new TreeSet<>();
		for (IInstallableUnit iu : metadata.query(QueryUtil.createIUGroupQuery(), null)) {
			if (!QueryUtil.isProduct(iu)) {
				offered.add(bareId(iu));
			}
		}
		throw new PluginException("The repository " + repository + " has no feature or plugin " + bare
				+ (offered.isEmpty() ? "" : "; its features: " + String.join(", ", offered)));
	}

	private static IInstallableUnit installedRoot(IProfile profile, String id) throws PluginException {
		String bare = id.endsWith(GROUP_SUFFIX) ? id.substring(0, id.length() - GROUP_SUFFIX.length()) : id;
		List<String> roots = new ArrayList<>();
		for (IInstallableUnit iu : profile.query(new UserVisibleRootQuery(), null)) {
			if (iu.getId().equals(bare + GROUP_SUFFIX) || iu.getId().equals(bare)) {
				return iu;
			}
			if (!QueryUtil.isProduct(iu)) {
				roots.add(bareId(iu));
			}
		}
		throw new PluginException("No installed feature or plugin " + bare + "; installed: " + String.join(", ", roots));
	}

	/** Ids of the product and of what it requires directly: the features it was made of. */
	private static Set<String> builtIn(IProfile profile) {
		Set<String> ids = new TreeSet<>();
		List<IInstallableUnit> all = new ArrayList<>(profile.query(QueryUtil.createIUAnyQuery(), null).toUnmodifiableSet());
		for (IInstallableUnit product : profile.query(QueryUtil.createIUProductQuery(), null)) {
			ids.add(product.getId());
			for (IRequirement requirement : product.getRequirements()) {
				for (IInstallableUnit iu : all) {
					if (iu.satisfies(requirement)) {
						ids.add(iu.getId());
					}
				}
			}
		}
		return ids;
	}

	private static PluginFeature.State stateOf(IInstallableUnit iu, IProfile profile, Set<String> builtIn) {
		for (IInstallableUnit installed : profile.query(QueryUtil.createIUQuery(iu.getId()), null)) {
			if (builtIn.contains(installed.getId())) {
				return PluginFeature.State.BUILT_IN;
			}
			return installed.getVersion().compareTo(iu.getVersion()) < 0 ? PluginFeature.State.UPDATE
					: PluginFeature.State.INSTALLED;
		}
		return PluginFeature.State.AVAILABLE;
	}

	private static @Nullable String categoryOf(IMetadataRepository metadata, IInstallableUnit iu) {
		for (IInstallableUnit category : metadata.query(QueryUtil.createIUCategoryQuery(), null)) {
			if (!metadata.query(QueryUtil.createIUCategoryMemberQuery(category), null).toSet().contains(iu)) {
				continue;
			}
			return label(category);
		}
		return null;
	}

	private static PluginFeature feature(IInstallableUnit iu, @Nullable String category, PluginFeature.State state) {
		return new PluginFeature(bareId(iu), iu.getVersion().toString(), label(iu),
				text(iu.getProperty(IInstallableUnit.PROP_DESCRIPTION, null)),
				text(iu.getProperty(IInstallableUnit.PROP_PROVIDER, null)), category, state);
	}

	/** The repository as the user gave it: a folder's path, or its address. */
	private static String describe(URI repository) {
		if ("file".equals(repository.getScheme())) {
			try {
				return Path.of(repository).toString();
			} catch (IllegalArgumentException e) {
				// not a plain path: its address says it
			}
		}
		return repository.toString();
	}

	private static String label(IInstallableUnit iu) {
		String name = iu.getProperty(IInstallableUnit.PROP_NAME, null);
		return name == null || name.isBlank() ? bareId(iu) : name.strip();
	}

	static String bareId(IInstallableUnit iu) {
		String id = iu.getId();
		return id.endsWith(GROUP_SUFFIX) ? id.substring(0, id.length() - GROUP_SUFFIX.length()) : id;
	}

	/** Whitespace of a feature.xml's indented description folded to single spaces. */
	private static String text(@Nullable String value) {
		return value == null ? "" : value.strip().replaceAll("\\s+", " ");
	}

	private static String names(List<IInstallableUnit> units) {
		return String.join(", ", units.stream().map(iu -> label(iu) + " " + iu.getVersion()).toList());
	}

	/** p2's explanation, one line per line, and the status tree's messages. */
	private static List<String> lines(String details, IStatus status) {
		List<String> lines = new ArrayList<>();
		for (String line : details.split("\\R")) {
			if (!line.isBlank()) {
				lines.add(line.strip());
			}
		}
		if (lines.isEmpty()) {
			collect(status, lines);
		}
		return lines;
	}

	private static void collect(IStatus status, List<String> lines) {
		if (status.getMessage() != null && !status.getMessage().isBlank()) {
			lines.add(status.getMessage().strip());
		}
		for (IStatus child : status.getChildren()) {
			collect(child, lines);
		}
	}
}
