package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.drivebench.plugins.PluginFeature;
import org.drivebench.plugins.PluginInstallation;
import org.drivebench.ui.plugins.InstallPluginsDialog;
import org.eclipse.equinox.p2.core.IProvisioningAgent;
import org.eclipse.equinox.p2.core.IProvisioningAgentProvider;
import org.eclipse.equinox.p2.engine.IProfile;
import org.eclipse.equinox.p2.engine.IProfileRegistry;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceReference;

/**
 * Help > Install Test Plugins… in the real workbench: a folder repository listed, its plugin installed
 * (the unsigned content accepted), the restart prompt shown, the plugin listed as installed, removed
 * again. It installs into a p2 profile of its own (the test runtime is no installed product), with the
 * same p2 operations as in the product.
 */
class InstallPluginsUiTest {
	@TempDir
	static Path dir;
	private static WorkbenchFixture workbench;
	private static IProvisioningAgent agent;

	@BeforeAll
	static void start() throws Exception {
		workbench = WorkbenchFixture.start();
		BundleContext context = FrameworkUtil.getBundle(InstallPluginsUiTest.class).getBundleContext();
		ServiceReference<IProvisioningAgentProvider> reference = context.getServiceReference(IProvisioningAgentProvider.class);
		Path install = Files.createDirectories(dir.resolve("install"));
		agent = context.getService(reference).createAgent(install.resolve("p2").toUri());
		agent.getService(IProfileRegistry.class).addProfile("UiTestProfile", Map.of(IProfile.PROP_INSTALL_FOLDER,
				install.toString(), IProfile.PROP_CACHE, install.toString(), IProfile.PROP_ENVIRONMENTS,
				"osgi.os=linux,osgi.ws=gtk,osgi.arch=x86_64", "org.eclipse.update.install.features", "true"));
		PluginInstallation installation = PluginInstallation.of(agent, "UiTestProfile", install.toString());
		workbench.ui(() -> {
			workbench.application().getContext().set(PluginInstallation.class, installation);
			return null;
		});
	}

	@AfterAll
	static void stop() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
		if (agent != null) {
			agent.stop();
		}
	}

	@Test
	void aPluginFromAFolderRepositoryInstallsWithARestartPromptAndUninstalls() throws Exception {
		Path repository = TinyPluginRepository.write(dir.resolve("repository"));
		UiTestSupport.chooseMenu(workbench, "Help", "Install Test Plugins");
		Shell shell = workbench.waitForShell("Install Test Plugins", 10_000);
		InstallPluginsDialog dialog = (InstallPluginsDialog) workbench.ui(shell::getData);

		workbench.ui(() -> {
			Widgets.withData(shell, Text.class, InstallPluginsDialog.REPOSITORY_KEY).setText(repository.toString());
			return null;
		});
		workbench.async(() -> Widgets.press(shell, "Load"));
		assertTrue(workbench.waitUntil(() -> !dialog.availableFeatures().isEmpty(), 30_000),
				() -> "the repository was not listed: " + errorOf(dialog));
		PluginFeature offered = workbench.ui(() -> dialog.availableFeatures().get(0));
		assertEquals(new PluginFeature(TinyPluginRepository.FEATURE, TinyPluginRepository.VERSION, TinyPluginRepository.NAME,
				TinyPluginRepository.DESCRIPTION, "Example Labs", null, PluginFeature.State.AVAILABLE), offered);
		assertEquals(List.of(TinyPluginRepository.NAME, TinyPluginRepository.VERSION, "not installed", ""),
				List.of(workbench.ui(() -> Widgets.row(Widgets.withData(shell, Table.class, InstallPluginsDialog.AVAILABLE_KEY), 0))));

		workbench.ui(() -> {
			dialog.check(TinyPluginRepository.FEATURE);
			return null;
		});
		workbench.async(() -> Widgets.press(shell, "Install…"));
		Shell unsigned = workbench.waitForShell("Unsigned Content", 30_000);
		// the artifact named by the repository it comes from, not by where p2 put it inside the installation
		String asked = workbench.ui(() -> labels(unsigned));
		assertTrue(asked.contains(TinyPluginRepository.BUNDLE + "_" + TinyPluginRepository.VERSION + ".jar from " + repository + ": not signed"),
				asked);
		assertFalse(asked.contains(dir.resolve("install").toString()), asked);
		Screenshots.take("install-test-plugins-unsigned");
		workbench.async(() -> Widgets.press(unsigned, "Install Anyway"));
		Shell restart = workbench.waitForShell("Restart DriveBench?", 30_000);
		String prompt = workbench.ui(() -> labels(restart));
		assertTrue(prompt.contains("Installed " + TinyPluginRepository.NAME + " " + TinyPluginRepository.VERSION), prompt);
		assertTrue(prompt.contains("Restart DriveBench now to use the change?"), prompt);
		Screenshots.take("install-test-plugins-restart-prompt");
		workbench.async(() -> Widgets.press(restart, "Later"));

		Table installed = workbench.ui(() -> Widgets.withData(shell, Table.class, InstallPluginsDialog.INSTALLED_KEY));
		assertTrue(workbench.waitUntil(() -> installed.getItemCount() == 1
				&& installed.getItem(0).getText(0).equals(TinyPluginRepository.NAME) && installed.getItem(0).getText(2).equals("installed"),
				10_000), "the installed list does not show the plugin");
		// (this bare profile has no product's configuration units, so the bundle is placed but not configured to
		// start: the end-to-end tests in extras/ check that on an installed product)
		assertTrue(Files.exists(dir.resolve("install/plugins/" + TinyPluginRepository.BUNDLE + "_" + TinyPluginRepository.VERSION
				+ ".jar")), "p2 put the plugin's bundle into the installation");

		workbench.ui(() -> {
			dialog.selectInstalled(TinyPluginRepository.FEATURE);
			return null;
		});
		workbench.async(() -> Widgets.press(shell, "Uninstall…"));
		Shell confirm = workbench.waitForShell("Uninstall Test Plugin", 10_000);
		workbench.async(() -> Widgets.press(confirm, "OK"));
		Shell again = workbench.waitForShell("Restart DriveBench?", 30_000);
		assertTrue(workbench.ui(() -> labels(again)).contains("Removed " + TinyPluginRepository.NAME));
		workbench.async(() -> Widgets.press(again, "Later"));
		assertTrue(workbench.waitUntil(() -> installed.getItemCount() == 0, 10_000), "the plugin is still listed as installed");
		workbench.ui(() -> {
			Widgets.press(shell, "Close");
			return null;
		});
	}

	private static String errorOf(InstallPluginsDialog dialog) {
		try {
			return workbench.ui(dialog::getErrorMessage);
		} catch (Exception e) {
			return e.toString();
		}
	}

	private static String labels(Shell shell) {
		StringBuilder text = new StringBuilder();
		for (Label label : Widgets.all(shell, Label.class, l -> true)) {
			text.append(label.getText()).append('\n');
		}
		return text.toString();
	}
}
