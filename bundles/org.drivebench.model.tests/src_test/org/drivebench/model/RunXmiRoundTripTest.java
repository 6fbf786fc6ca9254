package org.drivebench.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Map;

import org.drivebench.model.values.Samples;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

class RunXmiRoundTripTest {
	@Test
	void aRunWithSeriesSurvivesSavingAndLoading() throws IOException {
		DriveBenchFactory f = DriveBenchFactory.eINSTANCE;
		Run run = f.createRun();
		run.setId("r1");
		Drive drive = f.createDrive();
		drive.setModel("WD20EARS «Green» 2 ТБ");
		drive.setCapacityBytes(2_000_398_934_016L);
		run.setDrive(drive);
		TestResult result = f.createTestResult();
		result.setTestId("linear.surface");
		Metric m = f.createMetric();
		m.setKey("read.mean");
		m.setValue(112.5);
		m.setUnit("MB/s");
		m.setDirection(BetterDirection.HIGHER);
		result.getMetrics().add(m);
		Series series = f.createSeries();
		double[] mbps = new double[1000];
		for (int i = 0; i < mbps.length; i++) {
			mbps[i] = 150 - i * 0.08;
		}
		series.setYValues(Samples.of(mbps));
		result.getSeries().add(series);
		run.getResults().add(result);

		Resource out = new XMIResourceImpl(URI.createURI("memory:/run.xmi"));
		out.getContents().add(run);
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		out.save(bytes, Map.of());

		DriveBenchPackage.eINSTANCE.eClass(); // registers the package outside OSGi
		Resource in = new XMIResourceImpl(URI.createURI("memory:/run.xmi"));
		in.load(new ByteArrayInputStream(bytes.toByteArray()), Map.of());
		Run loaded = (Run) in.getContents().get(0);
		assertEquals(true, EcoreUtil.equals(run, loaded));
		assertEquals(loaded, loaded.getResults().get(0).getRun());
		assertEquals(Samples.of(mbps), loaded.getResults().get(0).getSeries().get(0).getYValues());
	}
}
