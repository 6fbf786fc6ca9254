/**
 */
package org.drivebench.model.util;

import org.drivebench.model.*;

import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.common.notify.Notifier;

import org.eclipse.emf.common.notify.impl.AdapterFactoryImpl;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * The <b>Adapter Factory</b> for the model.
 * It provides an adapter <code>createXXX</code> method for each class of the model.
 * <!-- end-user-doc -->
 * @see org.drivebench.model.DriveBenchPackage
 * @generated
 */
public class DriveBenchAdapterFactory extends AdapterFactoryImpl {
	/**
	 * The cached model package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected static DriveBenchPackage modelPackage;

	/**
	 * Creates an instance of the adapter factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public DriveBenchAdapterFactory() {
		if (modelPackage == null) {
			modelPackage = DriveBenchPackage.eINSTANCE;
		}
	}

	/**
	 * Returns whether this factory is applicable for the type of the object.
	 * <!-- begin-user-doc -->
	 * This implementation returns <code>true</code> if the object is either the model's package or is an instance object of the model.
	 * <!-- end-user-doc -->
	 * @return whether this factory is applicable for the type of the object.
	 * @generated
	 */
	@Override
	public boolean isFactoryForType(Object object) {
		if (object == modelPackage) {
			return true;
		}
		if (object instanceof EObject) {
			return ((EObject)object).eClass().getEPackage() == modelPackage;
		}
		return false;
	}

	/**
	 * The switch that delegates to the <code>createXXX</code> methods.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected DriveBenchSwitch<Adapter> modelSwitch =
		new DriveBenchSwitch<Adapter>() {
			@Override
			public Adapter caseRun(Run object) {
				return createRunAdapter();
			}
			@Override
			public Adapter caseDrive(Drive object) {
				return createDriveAdapter();
			}
			@Override
			public Adapter caseTestBench(TestBench object) {
				return createTestBenchAdapter();
			}
			@Override
			public Adapter caseDriveHealth(DriveHealth object) {
				return createDriveHealthAdapter();
			}
			@Override
			public Adapter caseTargetInfo(TargetInfo object) {
				return createTargetInfoAdapter();
			}
			@Override
			public Adapter caseTestResult(TestResult object) {
				return createTestResultAdapter();
			}
			@Override
			public Adapter caseMeasuredStep(MeasuredStep object) {
				return createMeasuredStepAdapter();
			}
			@Override
			public Adapter caseKernelCounters(KernelCounters object) {
				return createKernelCountersAdapter();
			}
			@Override
			public Adapter caseParameter(Parameter object) {
				return createParameterAdapter();
			}
			@Override
			public Adapter caseMessage(Message object) {
				return createMessageAdapter();
			}
			@Override
			public Adapter caseMetric(Metric object) {
				return createMetricAdapter();
			}
			@Override
			public Adapter caseSeries(Series object) {
				return createSeriesAdapter();
			}
			@Override
			public Adapter caseLatencyHistogram(LatencyHistogram object) {
				return createLatencyHistogramAdapter();
			}
			@Override
			public Adapter casePercentile(Percentile object) {
				return createPercentileAdapter();
			}
			@Override
			public Adapter caseIntervalSeries(IntervalSeries object) {
				return createIntervalSeriesAdapter();
			}
			@Override
			public Adapter caseWorkerResult(WorkerResult object) {
				return createWorkerResultAdapter();
			}
			@Override
			public Adapter caseSuite(Suite object) {
				return createSuiteAdapter();
			}
			@Override
			public Adapter caseSuiteEntry(SuiteEntry object) {
				return createSuiteEntryAdapter();
			}
			@Override
			public Adapter caseComparisonReport(ComparisonReport object) {
				return createComparisonReportAdapter();
			}
			@Override
			public Adapter caseDriveSelection(DriveSelection object) {
				return createDriveSelectionAdapter();
			}
			@Override
			public Adapter caseGroupTest(GroupTest object) {
				return createGroupTestAdapter();
			}
			@Override
			public Adapter caseGroupEntry(GroupEntry object) {
				return createGroupEntryAdapter();
			}
			@Override
			public Adapter defaultCase(EObject object) {
				return createEObjectAdapter();
			}
		};

	/**
	 * Creates an adapter for the <code>target</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param target the object to adapt.
	 * @return the adapter for the <code>target</code>.
	 * @generated
	 */
	@Override
	public Adapter createAdapter(Notifier target) {
		return modelSwitch.doSwitch((EObject)target);
	}


	/**
	 * Creates a new adapter for an object of class '{@link org.drivebench.model.Run <em>Run</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.drivebench.model.Run
	 * @generated
	 */
	public Adapter createRunAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.drivebench.model.Drive <em>Drive</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.drivebench.model.Drive
	 * @generated
	 */
	public Adapter createDriveAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.drivebench.model.TestBench <em>Test Bench</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.drivebench.model.TestBench
	 * @generated
	 */
	public Adapter createTestBenchAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.drivebench.model.DriveHealth <em>Drive Health</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.drivebench.model.DriveHealth
	 * @generated
	 */
	public Adapter createDriveHealthAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.drivebench.model.TargetInfo <em>Target Info</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.drivebench.model.TargetInfo
	 * @generated
	 */
	public Adapter createTargetInfoAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.drivebench.model.TestResult <em>Test Result</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.drivebench.model.TestResult
	 * @generated
	 */
	public Adapter createTestResultAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.drivebench.model.MeasuredStep <em>Measured Step</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.drivebench.model.MeasuredStep
	 * @generated
	 */
	public Adapter createMeasuredStepAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.drivebench.model.KernelCounters <em>Kernel Counters</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.drivebench.model.KernelCounters
	 * @generated
	 */
	public Adapter createKernelCountersAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.drivebench.model.Parameter <em>Parameter</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.drivebench.model.Parameter
	 * @generated
	 */
	public Adapter createParameterAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.drivebench.model.Message <em>Message</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.drivebench.model.Message
	 * @generated
	 */
	public Adapter createMessageAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.drivebench.model.Metric <em>Metric</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.drivebench.model.Metric
	 * @generated
	 */
	public Adapter createMetricAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.drivebench.model.Series <em>Series</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.drivebench.model.Series
	 * @generated
	 */
	public Adapter createSeriesAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.drivebench.model.LatencyHistogram <em>Latency Histogram</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.drivebench.model.LatencyHistogram
	 * @generated
	 */
	public Adapter createLatencyHistogramAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.drivebench.model.Percentile <em>Percentile</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.drivebench.model.Percentile
	 * @generated
	 */
	public Adapter createPercentileAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.drivebench.model.IntervalSeries <em>Interval Series</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.drivebench.model.IntervalSeries
	 * @generated
	 */
	public Adapter createIntervalSeriesAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.drivebench.model.WorkerResult <em>Worker Result</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.drivebench.model.WorkerResult
	 * @generated
	 */
	public Adapter createWorkerResultAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.drivebench.model.Suite <em>Suite</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.drivebench.model.Suite
	 * @generated
	 */
	public Adapter createSuiteAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.drivebench.model.SuiteEntry <em>Suite Entry</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.drivebench.model.SuiteEntry
	 * @generated
	 */
	public Adapter createSuiteEntryAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.drivebench.model.ComparisonReport <em>Comparison Report</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.drivebench.model.ComparisonReport
	 * @generated
	 */
	public Adapter createComparisonReportAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.drivebench.model.DriveSelection <em>Drive Selection</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.drivebench.model.DriveSelection
	 * @generated
	 */
	public Adapter createDriveSelectionAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.drivebench.model.GroupTest <em>Group Test</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.drivebench.model.GroupTest
	 * @generated
	 */
	public Adapter createGroupTestAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.drivebench.model.GroupEntry <em>Group Entry</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.drivebench.model.GroupEntry
	 * @generated
	 */
	public Adapter createGroupEntryAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for the default case.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @generated
	 */
	public Adapter createEObjectAdapter() {
		return null;
	}

} //DriveBenchAdapterFactory
