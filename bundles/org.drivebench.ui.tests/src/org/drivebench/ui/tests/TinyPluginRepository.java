package org.drivebench.ui.tests;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/**
 * A p2 repository folder written by hand for the install dialog's test: one bundle (a manifest and
 * nothing else: the dialog's test installs it, DriveBench never runs it) in one feature, described the
 * way Tycho describes them (content.xml's installable units, artifacts.xml's bundle artifact).
 */
final class TinyPluginRepository {
	static final String BUNDLE = "com.example.drivebench.hello";
	static final String FEATURE = BUNDLE + ".feature";
	static final String VERSION = "1.0.0.v20261201";
	static final String NAME = "Hello Drive Test";
	static final String DESCRIPTION = "A test plugin that says hello, for the test of the install dialog.";

	private TinyPluginRepository() {
	}

	static Path write(Path dir) throws IOException {
		Files.createDirectories(dir.resolve("plugins"));
		Manifest manifest = new Manifest();
		Attributes main = manifest.getMainAttributes();
		main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
		main.putValue("Bundle-ManifestVersion", "2");
		main.putValue("Bundle-SymbolicName", BUNDLE);
		main.putValue("Bundle-Version", VERSION);
		try (OutputStream out = Files.newOutputStream(dir.resolve("plugins/" + BUNDLE + "_" + VERSION + ".jar"));
				JarOutputStream jar = new JarOutputStream(out, manifest)) {
			// a manifest alone
		}
		Files.writeString(dir.resolve("content.xml"), """
				<?xml version='1.0' encoding='UTF-8'?>
				<?metadataRepository version='1.2.0'?>
				<repository name='Hello' type='org.eclipse.equinox.internal.p2.metadata.repository.LocalMetadataRepository' version='1'>
				  <units size='2'>
				    <unit id='%1$s' version='%3$s' singleton='false'>
				      <properties size='1'><property name='org.eclipse.equinox.p2.name' value='%4$s'/></properties>
				      <provides size='3'>
				        <provided namespace='org.eclipse.equinox.p2.iu' name='%1$s' version='%3$s'/>
				        <provided namespace='osgi.bundle' name='%1$s' version='%3$s'/>
				        <provided namespace='org.eclipse.equinox.p2.eclipse.type' name='bundle' version='1.0.0'/>
				      </provides>
				      <artifacts size='1'><artifact classifier='osgi.bundle' id='%1$s' version='%3$s'/></artifacts>
				      <touchpoint id='org.eclipse.equinox.p2.osgi' version='1.0.0'/>
				      <touchpointData size='1'><instructions size='1'>
				        <instruction key='manifest'>Bundle-SymbolicName: %1$s&#xA;Bundle-Version: %3$s</instruction>
				      </instructions></touchpointData>
				    </unit>
				    <unit id='%2$s.feature.group' version='%3$s' singleton='false'>
				      <properties size='4'>
				        <property name='org.eclipse.equinox.p2.name' value='%4$s'/>
				        <property name='org.eclipse.equinox.p2.description' value='%5$s'/>
				        <property name='org.eclipse.equinox.p2.provider' value='Example Labs'/>
				        <property name='org.eclipse.equinox.p2.type.group' value='true'/>
				      </properties>
				      <provides size='1'><provided namespace='org.eclipse.equinox.p2.iu' name='%2$s.feature.group' version='%3$s'/></provides>
				      <requires size='1'><required namespace='org.eclipse.equinox.p2.iu' name='%1$s' range='[%3$s,%3$s]'/></requires>
				      <touchpoint id='null' version='0.0.0'/>
				    </unit>
				  </units>
				</repository>
				""".formatted(BUNDLE, FEATURE, VERSION, NAME, DESCRIPTION));
		Files.writeString(dir.resolve("artifacts.xml"), """
				<?xml version='1.0' encoding='UTF-8'?>
				<?artifactRepository version='1.1.0'?>
				<repository name='Hello' type='org.eclipse.equinox.p2.artifact.repository.simpleRepository' version='1'>
				  <mappings size='1'>
				    <rule filter='(&amp; (classifier=osgi.bundle))' output='${repoUrl}/plugins/${id}_${version}.jar'/>
				  </mappings>
				  <artifacts size='1'><artifact classifier='osgi.bundle' id='%1$s' version='%2$s'/></artifacts>
				</repository>
				""".formatted(BUNDLE, VERSION));
		return dir;
	}
}
