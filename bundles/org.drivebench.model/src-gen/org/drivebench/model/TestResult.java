/**
 */
package org.drivebench.model;

import java.util.Date;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Test Result</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * What one test produced in a run: its parameters, status and messages, and its measurements.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.TestResult#getRun <em>Run</em>}</li>
 *   <li>{@link org.drivebench.model.TestResult#getTestId <em>Test Id</em>}</li>
 *   <li>{@link org.drivebench.model.TestResult#getTestVersion <em>Test Version</em>}</li>
 *   <li>{@link org.drivebench.model.TestResult#getTestName <em>Test Name</em>}</li>
 *   <li>{@link org.drivebench.model.TestResult#getCaseName <em>Case Name</em>}</li>
 *   <li>{@link org.drivebench.model.TestResult#getCategory <em>Category</em>}</li>
 *   <li>{@link org.drivebench.model.TestResult#getStatus <em>Status</em>}</li>
 *   <li>{@link org.drivebench.model.TestResult#getStartedAt <em>Started At</em>}</li>
 *   <li>{@link org.drivebench.model.TestResult#getFinishedAt <em>Finished At</em>}</li>
 *   <li>{@link org.drivebench.model.TestResult#getEngineBackend <em>Engine Backend</em>}</li>
 *   <li>{@link org.drivebench.model.TestResult#getParameters <em>Parameters</em>}</li>
 *   <li>{@link org.drivebench.model.TestResult#getMessages <em>Messages</em>}</li>
 *   <li>{@link org.drivebench.model.TestResult#getMetrics <em>Metrics</em>}</li>
 *   <li>{@link org.drivebench.model.TestResult#getSeries <em>Series</em>}</li>
 *   <li>{@link org.drivebench.model.TestResult#getHistograms <em>Histograms</em>}</li>
 *   <li>{@link org.drivebench.model.TestResult#getIntervals <em>Intervals</em>}</li>
 *   <li>{@link org.drivebench.model.TestResult#getWorkers <em>Workers</em>}</li>
 *   <li>{@link org.drivebench.model.TestResult#getSteps <em>Steps</em>}</li>
 * </ul>
 *
 * @see org.drivebench.model.DriveBenchPackage#getTestResult()
 * @model
 * @generated
 */
public interface TestResult extends EObject {
	/**
	 * Returns the value of the '<em><b>Run</b></em>' container reference.
	 * It is bidirectional and its opposite is '{@link org.drivebench.model.Run#getResults <em>Results</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Run</em>' container reference.
	 * @see #setRun(Run)
	 * @see org.drivebench.model.DriveBenchPackage#getTestResult_Run()
	 * @see org.drivebench.model.Run#getResults
	 * @model opposite="results"
	 * @generated
	 */
	Run getRun();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TestResult#getRun <em>Run</em>}' container reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Run</em>' container reference.
	 * @see #getRun()
	 * @generated
	 */
	void setRun(Run value);

	/**
	 * Returns the value of the '<em><b>Test Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Test Id</em>' attribute.
	 * @see #setTestId(String)
	 * @see org.drivebench.model.DriveBenchPackage#getTestResult_TestId()
	 * @model
	 * @generated
	 */
	String getTestId();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TestResult#getTestId <em>Test Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Test Id</em>' attribute.
	 * @see #getTestId()
	 * @generated
	 */
	void setTestId(String value);

	/**
	 * Returns the value of the '<em><b>Test Version</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Test Version</em>' attribute.
	 * @see #setTestVersion(String)
	 * @see org.drivebench.model.DriveBenchPackage#getTestResult_TestVersion()
	 * @model
	 * @generated
	 */
	String getTestVersion();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TestResult#getTestVersion <em>Test Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Test Version</em>' attribute.
	 * @see #getTestVersion()
	 * @generated
	 */
	void setTestVersion(String value);

	/**
	 * Returns the value of the '<em><b>Test Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Test Name</em>' attribute.
	 * @see #setTestName(String)
	 * @see org.drivebench.model.DriveBenchPackage#getTestResult_TestName()
	 * @model
	 * @generated
	 */
	String getTestName();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TestResult#getTestName <em>Test Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Test Name</em>' attribute.
	 * @see #getTestName()
	 * @generated
	 */
	void setTestName(String value);

	/**
	 * Returns the value of the '<em><b>Case Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Which case of the test this is when a run holds the test more than once with different parameters (a suite entry's label, a fio job name); empty otherwise. A report tells tests apart by test id and case name.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Case Name</em>' attribute.
	 * @see #setCaseName(String)
	 * @see org.drivebench.model.DriveBenchPackage#getTestResult_CaseName()
	 * @model
	 * @generated
	 */
	String getCaseName();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TestResult#getCaseName <em>Case Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Case Name</em>' attribute.
	 * @see #getCaseName()
	 * @generated
	 */
	void setCaseName(String value);

	/**
	 * Returns the value of the '<em><b>Category</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Category</em>' attribute.
	 * @see #setCategory(String)
	 * @see org.drivebench.model.DriveBenchPackage#getTestResult_Category()
	 * @model
	 * @generated
	 */
	String getCategory();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TestResult#getCategory <em>Category</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Category</em>' attribute.
	 * @see #getCategory()
	 * @generated
	 */
	void setCategory(String value);

	/**
	 * Returns the value of the '<em><b>Status</b></em>' attribute.
	 * The literals are from the enumeration {@link org.drivebench.model.ResultStatus}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Status</em>' attribute.
	 * @see org.drivebench.model.ResultStatus
	 * @see #setStatus(ResultStatus)
	 * @see org.drivebench.model.DriveBenchPackage#getTestResult_Status()
	 * @model
	 * @generated
	 */
	ResultStatus getStatus();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TestResult#getStatus <em>Status</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Status</em>' attribute.
	 * @see org.drivebench.model.ResultStatus
	 * @see #getStatus()
	 * @generated
	 */
	void setStatus(ResultStatus value);

	/**
	 * Returns the value of the '<em><b>Started At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Started At</em>' attribute.
	 * @see #setStartedAt(Date)
	 * @see org.drivebench.model.DriveBenchPackage#getTestResult_StartedAt()
	 * @model
	 * @generated
	 */
	Date getStartedAt();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TestResult#getStartedAt <em>Started At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Started At</em>' attribute.
	 * @see #getStartedAt()
	 * @generated
	 */
	void setStartedAt(Date value);

	/**
	 * Returns the value of the '<em><b>Finished At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Finished At</em>' attribute.
	 * @see #setFinishedAt(Date)
	 * @see org.drivebench.model.DriveBenchPackage#getTestResult_FinishedAt()
	 * @model
	 * @generated
	 */
	Date getFinishedAt();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TestResult#getFinishedAt <em>Finished At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Finished At</em>' attribute.
	 * @see #getFinishedAt()
	 * @generated
	 */
	void setFinishedAt(Date value);

	/**
	 * Returns the value of the '<em><b>Engine Backend</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The I/O backend that measured this result: io_uring, threads, virtual-clock, or the tool it was imported from.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Engine Backend</em>' attribute.
	 * @see #setEngineBackend(String)
	 * @see org.drivebench.model.DriveBenchPackage#getTestResult_EngineBackend()
	 * @model
	 * @generated
	 */
	String getEngineBackend();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TestResult#getEngineBackend <em>Engine Backend</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Engine Backend</em>' attribute.
	 * @see #getEngineBackend()
	 * @generated
	 */
	void setEngineBackend(String value);

	/**
	 * Returns the value of the '<em><b>Parameters</b></em>' containment reference list.
	 * The list contents are of type {@link org.drivebench.model.Parameter}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Parameters</em>' containment reference list.
	 * @see org.drivebench.model.DriveBenchPackage#getTestResult_Parameters()
	 * @model containment="true"
	 * @generated
	 */
	EList<Parameter> getParameters();

	/**
	 * Returns the value of the '<em><b>Messages</b></em>' containment reference list.
	 * The list contents are of type {@link org.drivebench.model.Message}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Messages</em>' containment reference list.
	 * @see org.drivebench.model.DriveBenchPackage#getTestResult_Messages()
	 * @model containment="true"
	 * @generated
	 */
	EList<Message> getMessages();

	/**
	 * Returns the value of the '<em><b>Metrics</b></em>' containment reference list.
	 * The list contents are of type {@link org.drivebench.model.Metric}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Metrics</em>' containment reference list.
	 * @see org.drivebench.model.DriveBenchPackage#getTestResult_Metrics()
	 * @model containment="true"
	 * @generated
	 */
	EList<Metric> getMetrics();

	/**
	 * Returns the value of the '<em><b>Series</b></em>' containment reference list.
	 * The list contents are of type {@link org.drivebench.model.Series}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Series</em>' containment reference list.
	 * @see org.drivebench.model.DriveBenchPackage#getTestResult_Series()
	 * @model containment="true"
	 * @generated
	 */
	EList<Series> getSeries();

	/**
	 * Returns the value of the '<em><b>Histograms</b></em>' containment reference list.
	 * The list contents are of type {@link org.drivebench.model.LatencyHistogram}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Histograms</em>' containment reference list.
	 * @see org.drivebench.model.DriveBenchPackage#getTestResult_Histograms()
	 * @model containment="true"
	 * @generated
	 */
	EList<LatencyHistogram> getHistograms();

	/**
	 * Returns the value of the '<em><b>Intervals</b></em>' containment reference list.
	 * The list contents are of type {@link org.drivebench.model.IntervalSeries}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Intervals</em>' containment reference list.
	 * @see org.drivebench.model.DriveBenchPackage#getTestResult_Intervals()
	 * @model containment="true"
	 * @generated
	 */
	EList<IntervalSeries> getIntervals();

	/**
	 * Returns the value of the '<em><b>Workers</b></em>' containment reference list.
	 * The list contents are of type {@link org.drivebench.model.WorkerResult}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Workers</em>' containment reference list.
	 * @see org.drivebench.model.DriveBenchPackage#getTestResult_Workers()
	 * @model containment="true"
	 * @generated
	 */
	EList<WorkerResult> getWorkers();

	/**
	 * Returns the value of the '<em><b>Steps</b></em>' containment reference list.
	 * The list contents are of type {@link org.drivebench.model.MeasuredStep}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Every engine run of the test with DriveBench's and the kernel's counts; empty for simulated and imported results.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Steps</em>' containment reference list.
	 * @see org.drivebench.model.DriveBenchPackage#getTestResult_Steps()
	 * @model containment="true"
	 * @generated
	 */
	EList<MeasuredStep> getSteps();

} // TestResult
