/**
 */
package org.drivebench.model.impl;

import org.drivebench.model.*;

import org.drivebench.model.values.Samples;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;

import org.eclipse.emf.ecore.impl.EFactoryImpl;

import org.eclipse.emf.ecore.plugin.EcorePlugin;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model <b>Factory</b>.
 * <!-- end-user-doc -->
 * @generated
 */
public class DriveBenchFactoryImpl extends EFactoryImpl implements DriveBenchFactory {
	/**
	 * Creates the default factory implementation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static DriveBenchFactory init() {
		try {
			DriveBenchFactory theDriveBenchFactory = (DriveBenchFactory)EPackage.Registry.INSTANCE.getEFactory(DriveBenchPackage.eNS_URI);
			if (theDriveBenchFactory != null) {
				return theDriveBenchFactory;
			}
		}
		catch (Exception exception) {
			EcorePlugin.INSTANCE.log(exception);
		}
		return new DriveBenchFactoryImpl();
	}

	/**
	 * Creates an instance of the factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public DriveBenchFactoryImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EObject create(EClass eClass) {
		switch (eClass.getClassifierID()) {
			case DriveBenchPackage.RUN: return createRun();
			case DriveBenchPackage.DRIVE: return createDrive();
			case DriveBenchPackage.TEST_BENCH: return createTestBench();
			case DriveBenchPackage.DRIVE_HEALTH: return createDriveHealth();
			case DriveBenchPackage.TARGET_INFO: return createTargetInfo();
			case DriveBenchPackage.TEST_RESULT: return createTestResult();
			case DriveBenchPackage.MEASURED_STEP: return createMeasuredStep();
			case DriveBenchPackage.KERNEL_COUNTERS: return createKernelCounters();
			case DriveBenchPackage.PARAMETER: return createParameter();
			case DriveBenchPackage.MESSAGE: return createMessage();
			case DriveBenchPackage.METRIC: return createMetric();
			case DriveBenchPackage.SERIES: return createSeries();
			case DriveBenchPackage.LATENCY_HISTOGRAM: return createLatencyHistogram();
			case DriveBenchPackage.PERCENTILE: return createPercentile();
			case DriveBenchPackage.INTERVAL_SERIES: return createIntervalSeries();
			case DriveBenchPackage.WORKER_RESULT: return createWorkerResult();
			case DriveBenchPackage.SUITE: return createSuite();
			case DriveBenchPackage.SUITE_ENTRY: return createSuiteEntry();
			case DriveBenchPackage.COMPARISON_REPORT: return createComparisonReport();
			case DriveBenchPackage.DRIVE_SELECTION: return createDriveSelection();
			case DriveBenchPackage.GROUP_TEST: return createGroupTest();
			case DriveBenchPackage.GROUP_ENTRY: return createGroupEntry();
			default:
				throw new IllegalArgumentException("The class '" + eClass.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object createFromString(EDataType eDataType, String initialValue) {
		switch (eDataType.getClassifierID()) {
			case DriveBenchPackage.RUN_STATE:
				return createRunStateFromString(eDataType, initialValue);
			case DriveBenchPackage.TARGET_KIND:
				return createTargetKindFromString(eDataType, initialValue);
			case DriveBenchPackage.RESULT_STATUS:
				return createResultStatusFromString(eDataType, initialValue);
			case DriveBenchPackage.SEVERITY:
				return createSeverityFromString(eDataType, initialValue);
			case DriveBenchPackage.BETTER_DIRECTION:
				return createBetterDirectionFromString(eDataType, initialValue);
			case DriveBenchPackage.SERIES_KIND:
				return createSeriesKindFromString(eDataType, initialValue);
			case DriveBenchPackage.SERIES_ROLE:
				return createSeriesRoleFromString(eDataType, initialValue);
			case DriveBenchPackage.AXIS_SCALE:
				return createAxisScaleFromString(eDataType, initialValue);
			case DriveBenchPackage.LATENCY_SPAN:
				return createLatencySpanFromString(eDataType, initialValue);
			case DriveBenchPackage.TABLE_LAYOUT:
				return createTableLayoutFromString(eDataType, initialValue);
			case DriveBenchPackage.NORMALISATION:
				return createNormalisationFromString(eDataType, initialValue);
			case DriveBenchPackage.GROUP_ENTRY_STATE:
				return createGroupEntryStateFromString(eDataType, initialValue);
			case DriveBenchPackage.SAMPLES:
				return createSamplesFromString(eDataType, initialValue);
			default:
				throw new IllegalArgumentException("The datatype '" + eDataType.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String convertToString(EDataType eDataType, Object instanceValue) {
		switch (eDataType.getClassifierID()) {
			case DriveBenchPackage.RUN_STATE:
				return convertRunStateToString(eDataType, instanceValue);
			case DriveBenchPackage.TARGET_KIND:
				return convertTargetKindToString(eDataType, instanceValue);
			case DriveBenchPackage.RESULT_STATUS:
				return convertResultStatusToString(eDataType, instanceValue);
			case DriveBenchPackage.SEVERITY:
				return convertSeverityToString(eDataType, instanceValue);
			case DriveBenchPackage.BETTER_DIRECTION:
				return convertBetterDirectionToString(eDataType, instanceValue);
			case DriveBenchPackage.SERIES_KIND:
				return convertSeriesKindToString(eDataType, instanceValue);
			case DriveBenchPackage.SERIES_ROLE:
				return convertSeriesRoleToString(eDataType, instanceValue);
			case DriveBenchPackage.AXIS_SCALE:
				return convertAxisScaleToString(eDataType, instanceValue);
			case DriveBenchPackage.LATENCY_SPAN:
				return convertLatencySpanToString(eDataType, instanceValue);
			case DriveBenchPackage.TABLE_LAYOUT:
				return convertTableLayoutToString(eDataType, instanceValue);
			case DriveBenchPackage.NORMALISATION:
				return convertNormalisationToString(eDataType, instanceValue);
			case DriveBenchPackage.GROUP_ENTRY_STATE:
				return convertGroupEntryStateToString(eDataType, instanceValue);
			case DriveBenchPackage.SAMPLES:
				return convertSamplesToString(eDataType, instanceValue);
			default:
				throw new IllegalArgumentException("The datatype '" + eDataType.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Run createRun() {
		RunImpl run = new RunImpl();
		return run;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Drive createDrive() {
		DriveImpl drive = new DriveImpl();
		return drive;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TestBench createTestBench() {
		TestBenchImpl testBench = new TestBenchImpl();
		return testBench;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public DriveHealth createDriveHealth() {
		DriveHealthImpl driveHealth = new DriveHealthImpl();
		return driveHealth;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TargetInfo createTargetInfo() {
		TargetInfoImpl targetInfo = new TargetInfoImpl();
		return targetInfo;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TestResult createTestResult() {
		TestResultImpl testResult = new TestResultImpl();
		return testResult;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public MeasuredStep createMeasuredStep() {
		MeasuredStepImpl measuredStep = new MeasuredStepImpl();
		return measuredStep;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public KernelCounters createKernelCounters() {
		KernelCountersImpl kernelCounters = new KernelCountersImpl();
		return kernelCounters;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Parameter createParameter() {
		ParameterImpl parameter = new ParameterImpl();
		return parameter;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Message createMessage() {
		MessageImpl message = new MessageImpl();
		return message;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Metric createMetric() {
		MetricImpl metric = new MetricImpl();
		return metric;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Series createSeries() {
		SeriesImpl series = new SeriesImpl();
		return series;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LatencyHistogram createLatencyHistogram() {
		LatencyHistogramImpl latencyHistogram = new LatencyHistogramImpl();
		return latencyHistogram;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Percentile createPercentile() {
		PercentileImpl percentile = new PercentileImpl();
		return percentile;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public IntervalSeries createIntervalSeries() {
		IntervalSeriesImpl intervalSeries = new IntervalSeriesImpl();
		return intervalSeries;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public WorkerResult createWorkerResult() {
		WorkerResultImpl workerResult = new WorkerResultImpl();
		return workerResult;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Suite createSuite() {
		SuiteImpl suite = new SuiteImpl();
		return suite;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SuiteEntry createSuiteEntry() {
		SuiteEntryImpl suiteEntry = new SuiteEntryImpl();
		return suiteEntry;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ComparisonReport createComparisonReport() {
		ComparisonReportImpl comparisonReport = new ComparisonReportImpl();
		return comparisonReport;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public DriveSelection createDriveSelection() {
		DriveSelectionImpl driveSelection = new DriveSelectionImpl();
		return driveSelection;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public GroupTest createGroupTest() {
		GroupTestImpl groupTest = new GroupTestImpl();
		return groupTest;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public GroupEntry createGroupEntry() {
		GroupEntryImpl groupEntry = new GroupEntryImpl();
		return groupEntry;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public RunState createRunStateFromString(EDataType eDataType, String initialValue) {
		RunState result = RunState.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertRunStateToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public TargetKind createTargetKindFromString(EDataType eDataType, String initialValue) {
		TargetKind result = TargetKind.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertTargetKindToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public ResultStatus createResultStatusFromString(EDataType eDataType, String initialValue) {
		ResultStatus result = ResultStatus.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertResultStatusToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Severity createSeverityFromString(EDataType eDataType, String initialValue) {
		Severity result = Severity.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertSeverityToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public BetterDirection createBetterDirectionFromString(EDataType eDataType, String initialValue) {
		BetterDirection result = BetterDirection.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertBetterDirectionToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public SeriesKind createSeriesKindFromString(EDataType eDataType, String initialValue) {
		SeriesKind result = SeriesKind.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertSeriesKindToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public SeriesRole createSeriesRoleFromString(EDataType eDataType, String initialValue) {
		SeriesRole result = SeriesRole.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertSeriesRoleToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public AxisScale createAxisScaleFromString(EDataType eDataType, String initialValue) {
		AxisScale result = AxisScale.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertAxisScaleToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public LatencySpan createLatencySpanFromString(EDataType eDataType, String initialValue) {
		LatencySpan result = LatencySpan.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertLatencySpanToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public TableLayout createTableLayoutFromString(EDataType eDataType, String initialValue) {
		TableLayout result = TableLayout.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertTableLayoutToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Normalisation createNormalisationFromString(EDataType eDataType, String initialValue) {
		Normalisation result = Normalisation.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertNormalisationToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public GroupEntryState createGroupEntryStateFromString(EDataType eDataType, String initialValue) {
		GroupEntryState result = GroupEntryState.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertGroupEntryStateToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Samples createSamples(final String it) {
		return it == null ? null : org.drivebench.model.values.Samples.valueOf(it);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Samples createSamplesFromString(EDataType eDataType, String initialValue) {
		return createSamples(initialValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertSamples(final Samples it) {
		return it == null ? null : it.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertSamplesToString(EDataType eDataType, Object instanceValue) {
		return convertSamples((Samples)instanceValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public DriveBenchPackage getDriveBenchPackage() {
		return (DriveBenchPackage)getEPackage();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @deprecated
	 * @generated
	 */
	@Deprecated
	public static DriveBenchPackage getPackage() {
		return DriveBenchPackage.eINSTANCE;
	}

} //DriveBenchFactoryImpl
