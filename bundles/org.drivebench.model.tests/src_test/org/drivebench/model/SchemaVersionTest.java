package org.drivebench.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;
import org.junit.jupiter.api.Test;

/** A document's schema version is always written, so a reader can tell which build wrote it. */
class SchemaVersionTest {
	private static String save(EObject root) throws IOException {
		Resource r = new XMIResourceImpl(URI.createURI("memory:/x.xmi"));
		r.getContents().add(root);
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		r.save(out, Map.of());
		return out.toString(StandardCharsets.UTF_8);
	}

	@Test
	void versionOneIsWrittenForEveryKindOfDocument() throws IOException {
		DriveBenchFactory f = DriveBenchFactory.eINSTANCE;
		Run run = f.createRun();
		assertEquals(0, run.getSchemaVersion(), "0: a file from before versions were recorded");
		run.setSchemaVersion(1);
		assertTrue(save(run).contains("schemaVersion=\"1\""));
		ComparisonReport report = f.createComparisonReport();
		report.setSchemaVersion(1);
		assertTrue(save(report).contains("schemaVersion=\"1\""));
		Suite suite = f.createSuite();
		suite.setSchemaVersion(1);
		assertTrue(save(suite).contains("schemaVersion=\"1\""));
		assertEquals(0.95, report.getConfidenceLevel());
	}
}
