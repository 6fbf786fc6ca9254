/**
 */
package org.drivebench.model;

import org.eclipse.emf.ecore.EFactory;

/**
 * <!-- begin-user-doc -->
 * The <b>Factory</b> for the model.
 * It provides a create method for each non-abstract class of the model.
 * <!-- end-user-doc -->
 * @see org.drivebench.model.DriveBenchPackage
 * @generated
 */
public interface DriveBenchFactory extends EFactory {
	/**
	 * The singleton instance of the factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	DriveBenchFactory eINSTANCE = org.drivebench.model.impl.DriveBenchFactoryImpl.init();

	/**
	 * Returns a new object of class '<em>Run</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Run</em>'.
	 * @generated
	 */
	Run createRun();

	/**
	 * Returns a new object of class '<em>Drive</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Drive</em>'.
	 * @generated
	 */
	Drive createDrive();

	/**
	 * Returns a new object of class '<em>Test Bench</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Test Bench</em>'.
	 * @generated
	 */
	TestBench createTestBench();

	/**
	 * Returns a new object of class '<em>Drive Health</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Drive Health</em>'.
	 * @generated
	 */
	DriveHealth createDriveHealth();

	/**
	 * Returns a new object of class '<em>Target Info</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Target Info</em>'.
	 * @generated
	 */
	TargetInfo createTargetInfo();

	/**
	 * Returns a new object of class '<em>Test Result</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Test Result</em>'.
	 * @generated
	 */
	TestResult createTestResult();

	/**
	 * Returns a new object of class '<em>Measured Step</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Measured Step</em>'.
	 * @generated
	 */
	MeasuredStep createMeasuredStep();

	/**
	 * Returns a new object of class '<em>Kernel Counters</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Kernel Counters</em>'.
	 * @generated
	 */
	KernelCounters createKernelCounters();

	/**
	 * Returns a new object of class '<em>Parameter</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Parameter</em>'.
	 * @generated
	 */
	Parameter createParameter();

	/**
	 * Returns a new object of class '<em>Message</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Message</em>'.
	 * @generated
	 */
	Message createMessage();

	/**
	 * Returns a new object of class '<em>Metric</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Metric</em>'.
	 * @generated
	 */
	Metric createMetric();

	/**
	 * Returns a new object of class '<em>Series</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Series</em>'.
	 * @generated
	 */
	Series createSeries();

	/**
	 * Returns a new object of class '<em>Latency Histogram</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Latency Histogram</em>'.
	 * @generated
	 */
	LatencyHistogram createLatencyHistogram();

	/**
	 * Returns a new object of class '<em>Percentile</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Percentile</em>'.
	 * @generated
	 */
	Percentile createPercentile();

	/**
	 * Returns a new object of class '<em>Interval Series</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Interval Series</em>'.
	 * @generated
	 */
	IntervalSeries createIntervalSeries();

	/**
	 * Returns a new object of class '<em>Worker Result</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Worker Result</em>'.
	 * @generated
	 */
	WorkerResult createWorkerResult();

	/**
	 * Returns a new object of class '<em>Suite</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Suite</em>'.
	 * @generated
	 */
	Suite createSuite();

	/**
	 * Returns a new object of class '<em>Suite Entry</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Suite Entry</em>'.
	 * @generated
	 */
	SuiteEntry createSuiteEntry();

	/**
	 * Returns a new object of class '<em>Comparison Report</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Comparison Report</em>'.
	 * @generated
	 */
	ComparisonReport createComparisonReport();

	/**
	 * Returns a new object of class '<em>Drive Selection</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Drive Selection</em>'.
	 * @generated
	 */
	DriveSelection createDriveSelection();

	/**
	 * Returns a new object of class '<em>Group Test</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Group Test</em>'.
	 * @generated
	 */
	GroupTest createGroupTest();

	/**
	 * Returns a new object of class '<em>Group Entry</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Group Entry</em>'.
	 * @generated
	 */
	GroupEntry createGroupEntry();

	/**
	 * Returns the package supported by this factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the package supported by this factory.
	 * @generated
	 */
	DriveBenchPackage getDriveBenchPackage();

} //DriveBenchFactory
