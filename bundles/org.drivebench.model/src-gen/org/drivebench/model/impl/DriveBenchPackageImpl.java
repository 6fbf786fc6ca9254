/**
 */
package org.drivebench.model.impl;

import org.drivebench.model.AxisScale;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.DriveHealth;
import org.drivebench.model.DriveSelection;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupEntryState;
import org.drivebench.model.GroupTest;
import org.drivebench.model.IntervalSeries;
import org.drivebench.model.KernelCounters;
import org.drivebench.model.LatencyHistogram;
import org.drivebench.model.LatencySpan;
import org.drivebench.model.MeasuredStep;
import org.drivebench.model.Message;
import org.drivebench.model.Metric;
import org.drivebench.model.Normalisation;
import org.drivebench.model.Parameter;
import org.drivebench.model.Percentile;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.RunState;
import org.drivebench.model.Series;
import org.drivebench.model.SeriesKind;
import org.drivebench.model.SeriesRole;
import org.drivebench.model.Severity;
import org.drivebench.model.Suite;
import org.drivebench.model.SuiteEntry;
import org.drivebench.model.TableLayout;
import org.drivebench.model.TargetInfo;
import org.drivebench.model.TargetKind;
import org.drivebench.model.TestBench;
import org.drivebench.model.TestResult;
import org.drivebench.model.WorkerResult;

import org.drivebench.model.values.Samples;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;

import org.eclipse.emf.ecore.impl.EPackageImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model <b>Package</b>.
 * <!-- end-user-doc -->
 * @generated
 */
public class DriveBenchPackageImpl extends EPackageImpl implements DriveBenchPackage {
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass runEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass driveEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass testBenchEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass driveHealthEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass targetInfoEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass testResultEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass measuredStepEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass kernelCountersEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass parameterEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass messageEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass metricEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass seriesEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass latencyHistogramEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass percentileEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass intervalSeriesEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass workerResultEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass suiteEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass suiteEntryEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass comparisonReportEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass driveSelectionEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass groupTestEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass groupEntryEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum runStateEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum targetKindEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum resultStatusEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum severityEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum betterDirectionEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum seriesKindEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum seriesRoleEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum axisScaleEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum latencySpanEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum tableLayoutEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum normalisationEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum groupEntryStateEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EDataType samplesEDataType = null;

	/**
	 * Creates an instance of the model <b>Package</b>, registered with
	 * {@link org.eclipse.emf.ecore.EPackage.Registry EPackage.Registry} by the package
	 * package URI value.
	 * <p>Note: the correct way to create the package is via the static
	 * factory method {@link #init init()}, which also performs
	 * initialization of the package, or returns the registered package,
	 * if one already exists.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.eclipse.emf.ecore.EPackage.Registry
	 * @see org.drivebench.model.DriveBenchPackage#eNS_URI
	 * @see #init()
	 * @generated
	 */
	private DriveBenchPackageImpl() {
		super(eNS_URI, DriveBenchFactory.eINSTANCE);
	}
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static boolean isInited = false;

	/**
	 * Creates, registers, and initializes the <b>Package</b> for this model, and for any others upon which it depends.
	 *
	 * <p>This method is used to initialize {@link DriveBenchPackage#eINSTANCE} when that field is accessed.
	 * Clients should not invoke it directly. Instead, they should simply access that field to obtain the package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #eNS_URI
	 * @see #createPackageContents()
	 * @see #initializePackageContents()
	 * @generated
	 */
	public static DriveBenchPackage init() {
		if (isInited) return (DriveBenchPackage)EPackage.Registry.INSTANCE.getEPackage(DriveBenchPackage.eNS_URI);

		// Obtain or create and register package
		Object registeredDriveBenchPackage = EPackage.Registry.INSTANCE.get(eNS_URI);
		DriveBenchPackageImpl theDriveBenchPackage = registeredDriveBenchPackage instanceof DriveBenchPackageImpl ? (DriveBenchPackageImpl)registeredDriveBenchPackage : new DriveBenchPackageImpl();

		isInited = true;

		// Create package meta-data objects
		theDriveBenchPackage.createPackageContents();

		// Initialize created meta-data
		theDriveBenchPackage.initializePackageContents();

		// Mark meta-data to indicate it can't be changed
		theDriveBenchPackage.freeze();

		// Update the registry and return the package
		EPackage.Registry.INSTANCE.put(DriveBenchPackage.eNS_URI, theDriveBenchPackage);
		return theDriveBenchPackage;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getRun() {
		return runEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRun_SchemaVersion() {
		return (EAttribute)runEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRun_Id() {
		return (EAttribute)runEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRun_StartedAt() {
		return (EAttribute)runEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRun_FinishedAt() {
		return (EAttribute)runEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRun_SuiteName() {
		return (EAttribute)runEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRun_SoftwareName() {
		return (EAttribute)runEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRun_SoftwareVersion() {
		return (EAttribute)runEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRun_ImportedFrom() {
		return (EAttribute)runEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRun_EngineVersion() {
		return (EAttribute)runEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRun_RandomSeed() {
		return (EAttribute)runEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRun_FreshDrivePerTest() {
		return (EAttribute)runEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRun_Notes() {
		return (EAttribute)runEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRun_State() {
		return (EAttribute)runEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRun_Process() {
		return (EAttribute)runEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRun_Study() {
		return (EAttribute)runEClass.getEStructuralFeatures().get(14);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRun_Drive() {
		return (EReference)runEClass.getEStructuralFeatures().get(15);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRun_Bench() {
		return (EReference)runEClass.getEStructuralFeatures().get(16);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRun_Target() {
		return (EReference)runEClass.getEStructuralFeatures().get(17);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRun_Results() {
		return (EReference)runEClass.getEStructuralFeatures().get(18);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRun_HealthBefore() {
		return (EReference)runEClass.getEStructuralFeatures().get(19);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRun_HealthAfter() {
		return (EReference)runEClass.getEStructuralFeatures().get(20);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getDrive() {
		return driveEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDrive_Key() {
		return (EAttribute)driveEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDrive_Label() {
		return (EAttribute)driveEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDrive_Vendor() {
		return (EAttribute)driveEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDrive_Model() {
		return (EAttribute)driveEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDrive_Serial() {
		return (EAttribute)driveEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDrive_Firmware() {
		return (EAttribute)driveEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDrive_CapacityBytes() {
		return (EAttribute)driveEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDrive_LogicalSectorSize() {
		return (EAttribute)driveEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDrive_PhysicalSectorSize() {
		return (EAttribute)driveEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDrive_RotationalSpeedRpm() {
		return (EAttribute)driveEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDrive_InterfaceName() {
		return (EAttribute)driveEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDrive_CacheBytes() {
		return (EAttribute)driveEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDrive_Simulated() {
		return (EAttribute)driveEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDrive_IdentitySource() {
		return (EAttribute)driveEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDrive_Notes() {
		return (EAttribute)driveEClass.getEStructuralFeatures().get(14);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDrive_Color() {
		return (EAttribute)driveEClass.getEStructuralFeatures().get(15);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getDrive_Members() {
		return (EReference)driveEClass.getEStructuralFeatures().get(16);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getTestBench() {
		return testBenchEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTestBench_Host() {
		return (EAttribute)testBenchEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTestBench_Os() {
		return (EAttribute)testBenchEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTestBench_Kernel() {
		return (EAttribute)testBenchEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTestBench_Cpu() {
		return (EAttribute)testBenchEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTestBench_CpuCount() {
		return (EAttribute)testBenchEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTestBench_MemoryBytes() {
		return (EAttribute)testBenchEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTestBench_Controller() {
		return (EAttribute)testBenchEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTestBench_JavaRuntime() {
		return (EAttribute)testBenchEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTestBench_IoBuffers() {
		return (EAttribute)testBenchEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTestBench_Rig() {
		return (EAttribute)testBenchEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTestBench_RigAddress() {
		return (EAttribute)testBenchEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTestBench_RemoteEngine() {
		return (EAttribute)testBenchEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getDriveHealth() {
		return driveHealthEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDriveHealth_Source() {
		return (EAttribute)driveHealthEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDriveHealth_ReadAt() {
		return (EAttribute)driveHealthEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDriveHealth_TemperatureCelsius() {
		return (EAttribute)driveHealthEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDriveHealth_PowerOnHours() {
		return (EAttribute)driveHealthEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getTargetInfo() {
		return targetInfoEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTargetInfo_Kind() {
		return (EAttribute)targetInfoEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTargetInfo_Path() {
		return (EAttribute)targetInfoEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTargetInfo_SizeBytes() {
		return (EAttribute)targetInfoEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTargetInfo_StripSizeBytes() {
		return (EAttribute)targetInfoEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTargetInfo_Members() {
		return (EAttribute)targetInfoEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTargetInfo_TemporaryFiles() {
		return (EAttribute)targetInfoEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getTestResult() {
		return testResultEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTestResult_Run() {
		return (EReference)testResultEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTestResult_TestId() {
		return (EAttribute)testResultEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTestResult_TestVersion() {
		return (EAttribute)testResultEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTestResult_TestName() {
		return (EAttribute)testResultEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTestResult_CaseName() {
		return (EAttribute)testResultEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTestResult_Category() {
		return (EAttribute)testResultEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTestResult_Status() {
		return (EAttribute)testResultEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTestResult_StartedAt() {
		return (EAttribute)testResultEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTestResult_FinishedAt() {
		return (EAttribute)testResultEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTestResult_EngineBackend() {
		return (EAttribute)testResultEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTestResult_Parameters() {
		return (EReference)testResultEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTestResult_Messages() {
		return (EReference)testResultEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTestResult_Metrics() {
		return (EReference)testResultEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTestResult_Series() {
		return (EReference)testResultEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTestResult_Histograms() {
		return (EReference)testResultEClass.getEStructuralFeatures().get(14);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTestResult_Intervals() {
		return (EReference)testResultEClass.getEStructuralFeatures().get(15);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTestResult_Workers() {
		return (EReference)testResultEClass.getEStructuralFeatures().get(16);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTestResult_Steps() {
		return (EReference)testResultEClass.getEStructuralFeatures().get(17);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getMeasuredStep() {
		return measuredStepEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMeasuredStep_Name() {
		return (EAttribute)measuredStepEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMeasuredStep_Backend() {
		return (EAttribute)measuredStepEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMeasuredStep_Completed() {
		return (EAttribute)measuredStepEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMeasuredStep_ElapsedNanos() {
		return (EAttribute)measuredStepEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMeasuredStep_ReadIos() {
		return (EAttribute)measuredStepEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMeasuredStep_ReadBytes() {
		return (EAttribute)measuredStepEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMeasuredStep_WriteIos() {
		return (EAttribute)measuredStepEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMeasuredStep_WriteBytes() {
		return (EAttribute)measuredStepEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getMeasuredStep_Kernel() {
		return (EReference)measuredStepEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getKernelCounters() {
		return kernelCountersEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKernelCounters_Devices() {
		return (EAttribute)kernelCountersEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKernelCounters_ReadIos() {
		return (EAttribute)kernelCountersEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKernelCounters_ReadBytes() {
		return (EAttribute)kernelCountersEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKernelCounters_WriteIos() {
		return (EAttribute)kernelCountersEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKernelCounters_WriteBytes() {
		return (EAttribute)kernelCountersEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKernelCounters_ProcessReadBytes() {
		return (EAttribute)kernelCountersEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKernelCounters_ProcessWriteBytes() {
		return (EAttribute)kernelCountersEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getParameter() {
		return parameterEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getParameter_Key() {
		return (EAttribute)parameterEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getParameter_Label() {
		return (EAttribute)parameterEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getParameter_Value() {
		return (EAttribute)parameterEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getParameter_Unit() {
		return (EAttribute)parameterEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getParameter_Place() {
		return (EAttribute)parameterEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getMessage() {
		return messageEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMessage_Severity() {
		return (EAttribute)messageEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMessage_Text() {
		return (EAttribute)messageEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getMetric() {
		return metricEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMetric_Key() {
		return (EAttribute)metricEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMetric_Label() {
		return (EAttribute)metricEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMetric_Value() {
		return (EAttribute)metricEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMetric_Unit() {
		return (EAttribute)metricEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMetric_Direction() {
		return (EAttribute)metricEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSeries() {
		return seriesEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSeries_Key() {
		return (EAttribute)seriesEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSeries_Label() {
		return (EAttribute)seriesEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSeries_Kind() {
		return (EAttribute)seriesEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSeries_Role() {
		return (EAttribute)seriesEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSeries_XLabel() {
		return (EAttribute)seriesEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSeries_XUnit() {
		return (EAttribute)seriesEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSeries_XScale() {
		return (EAttribute)seriesEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSeries_YLabel() {
		return (EAttribute)seriesEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSeries_YUnit() {
		return (EAttribute)seriesEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSeries_YScale() {
		return (EAttribute)seriesEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSeries_XValues() {
		return (EAttribute)seriesEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSeries_YValues() {
		return (EAttribute)seriesEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSeries_Categories() {
		return (EAttribute)seriesEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getLatencyHistogram() {
		return latencyHistogramEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHistogram_Key() {
		return (EAttribute)latencyHistogramEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHistogram_Label() {
		return (EAttribute)latencyHistogramEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHistogram_Count() {
		return (EAttribute)latencyHistogramEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHistogram_MinNanos() {
		return (EAttribute)latencyHistogramEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHistogram_MaxNanos() {
		return (EAttribute)latencyHistogramEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHistogram_MeanNanos() {
		return (EAttribute)latencyHistogramEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHistogram_StdDevNanos() {
		return (EAttribute)latencyHistogramEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getLatencyHistogram_Percentiles() {
		return (EReference)latencyHistogramEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHistogram_Encoded() {
		return (EAttribute)latencyHistogramEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLatencyHistogram_Span() {
		return (EAttribute)latencyHistogramEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getPercentile() {
		return percentileEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPercentile_Percent() {
		return (EAttribute)percentileEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPercentile_Nanos() {
		return (EAttribute)percentileEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getIntervalSeries() {
		return intervalSeriesEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIntervalSeries_Key() {
		return (EAttribute)intervalSeriesEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIntervalSeries_Label() {
		return (EAttribute)intervalSeriesEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIntervalSeries_IntervalNanos() {
		return (EAttribute)intervalSeriesEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIntervalSeries_StartSeconds() {
		return (EAttribute)intervalSeriesEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIntervalSeries_Iops() {
		return (EAttribute)intervalSeriesEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIntervalSeries_MegabytesPerSecond() {
		return (EAttribute)intervalSeriesEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIntervalSeries_MeanLatencyMicros() {
		return (EAttribute)intervalSeriesEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIntervalSeries_MaxLatencyMicros() {
		return (EAttribute)intervalSeriesEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getWorkerResult() {
		return workerResultEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWorkerResult_Index() {
		return (EAttribute)workerResultEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWorkerResult_RegionOffset() {
		return (EAttribute)workerResultEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWorkerResult_RegionLength() {
		return (EAttribute)workerResultEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWorkerResult_Ios() {
		return (EAttribute)workerResultEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWorkerResult_Bytes() {
		return (EAttribute)workerResultEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWorkerResult_ElapsedNanos() {
		return (EAttribute)workerResultEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWorkerResult_Iops() {
		return (EAttribute)workerResultEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWorkerResult_MegabytesPerSecond() {
		return (EAttribute)workerResultEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWorkerResult_MeanLatencyNanos() {
		return (EAttribute)workerResultEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWorkerResult_MaxLatencyNanos() {
		return (EAttribute)workerResultEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSuite() {
		return suiteEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSuite_SchemaVersion() {
		return (EAttribute)suiteEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSuite_Id() {
		return (EAttribute)suiteEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSuite_Name() {
		return (EAttribute)suiteEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSuite_Title() {
		return (EAttribute)suiteEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSuite_Description() {
		return (EAttribute)suiteEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSuite_Entries() {
		return (EReference)suiteEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSuiteEntry() {
		return suiteEntryEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSuiteEntry_TestId() {
		return (EAttribute)suiteEntryEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSuiteEntry_Label() {
		return (EAttribute)suiteEntryEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSuiteEntry_Parameters() {
		return (EReference)suiteEntryEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getComparisonReport() {
		return comparisonReportEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getComparisonReport_SchemaVersion() {
		return (EAttribute)comparisonReportEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getComparisonReport_Id() {
		return (EAttribute)comparisonReportEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getComparisonReport_Title() {
		return (EAttribute)comparisonReportEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getComparisonReport_CreatedAt() {
		return (EAttribute)comparisonReportEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getComparisonReport_ModifiedAt() {
		return (EAttribute)comparisonReportEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getComparisonReport_Drives() {
		return (EReference)comparisonReportEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getComparisonReport_TestIds() {
		return (EAttribute)comparisonReportEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getComparisonReport_MetricKeys() {
		return (EAttribute)comparisonReportEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getComparisonReport_SeriesKeys() {
		return (EAttribute)comparisonReportEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getComparisonReport_BaselineDriveKey() {
		return (EAttribute)comparisonReportEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getComparisonReport_Layout() {
		return (EAttribute)comparisonReportEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getComparisonReport_Normalisation() {
		return (EAttribute)comparisonReportEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getComparisonReport_ConfidenceLevel() {
		return (EAttribute)comparisonReportEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getComparisonReport_PinnedAt() {
		return (EAttribute)comparisonReportEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getComparisonReport_PinNote() {
		return (EAttribute)comparisonReportEClass.getEStructuralFeatures().get(14);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getComparisonReport_Overall() {
		return (EAttribute)comparisonReportEClass.getEStructuralFeatures().get(15);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getDriveSelection() {
		return driveSelectionEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDriveSelection_DriveKey() {
		return (EAttribute)driveSelectionEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDriveSelection_Label() {
		return (EAttribute)driveSelectionEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDriveSelection_Color() {
		return (EAttribute)driveSelectionEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDriveSelection_RunIds() {
		return (EAttribute)driveSelectionEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getGroupTest() {
		return groupTestEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupTest_SchemaVersion() {
		return (EAttribute)groupTestEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupTest_Id() {
		return (EAttribute)groupTestEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupTest_Title() {
		return (EAttribute)groupTestEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupTest_CreatedAt() {
		return (EAttribute)groupTestEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupTest_ModifiedAt() {
		return (EAttribute)groupTestEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGroupTest_Entries() {
		return (EReference)groupTestEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupTest_Process() {
		return (EAttribute)groupTestEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupTest_ReportId() {
		return (EAttribute)groupTestEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getGroupEntry() {
		return groupEntryEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupEntry_Label() {
		return (EAttribute)groupEntryEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupEntry_Target() {
		return (EAttribute)groupEntryEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupEntry_Rig() {
		return (EAttribute)groupEntryEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupEntry_SuiteId() {
		return (EAttribute)groupEntryEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupEntry_Parameters() {
		return (EAttribute)groupEntryEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupEntry_Confirmations() {
		return (EAttribute)groupEntryEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupEntry_FileSizeBytes() {
		return (EAttribute)groupEntryEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupEntry_State() {
		return (EAttribute)groupEntryEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupEntry_Reason() {
		return (EAttribute)groupEntryEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupEntry_RunIds() {
		return (EAttribute)groupEntryEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupEntry_StartedAt() {
		return (EAttribute)groupEntryEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupEntry_FinishedAt() {
		return (EAttribute)groupEntryEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getRunState() {
		return runStateEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getTargetKind() {
		return targetKindEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getResultStatus() {
		return resultStatusEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getSeverity() {
		return severityEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getBetterDirection() {
		return betterDirectionEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getSeriesKind() {
		return seriesKindEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getSeriesRole() {
		return seriesRoleEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getAxisScale() {
		return axisScaleEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getLatencySpan() {
		return latencySpanEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getTableLayout() {
		return tableLayoutEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getNormalisation() {
		return normalisationEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getGroupEntryState() {
		return groupEntryStateEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EDataType getSamples() {
		return samplesEDataType;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public DriveBenchFactory getDriveBenchFactory() {
		return (DriveBenchFactory)getEFactoryInstance();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private boolean isCreated = false;

	/**
	 * Creates the meta-model objects for the package.  This method is
	 * guarded to have no affect on any invocation but its first.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public void createPackageContents() {
		if (isCreated) return;
		isCreated = true;

		// Create classes and their features
		runEClass = createEClass(RUN);
		createEAttribute(runEClass, RUN__SCHEMA_VERSION);
		createEAttribute(runEClass, RUN__ID);
		createEAttribute(runEClass, RUN__STARTED_AT);
		createEAttribute(runEClass, RUN__FINISHED_AT);
		createEAttribute(runEClass, RUN__SUITE_NAME);
		createEAttribute(runEClass, RUN__SOFTWARE_NAME);
		createEAttribute(runEClass, RUN__SOFTWARE_VERSION);
		createEAttribute(runEClass, RUN__IMPORTED_FROM);
		createEAttribute(runEClass, RUN__ENGINE_VERSION);
		createEAttribute(runEClass, RUN__RANDOM_SEED);
		createEAttribute(runEClass, RUN__FRESH_DRIVE_PER_TEST);
		createEAttribute(runEClass, RUN__NOTES);
		createEAttribute(runEClass, RUN__STATE);
		createEAttribute(runEClass, RUN__PROCESS);
		createEAttribute(runEClass, RUN__STUDY);
		createEReference(runEClass, RUN__DRIVE);
		createEReference(runEClass, RUN__BENCH);
		createEReference(runEClass, RUN__TARGET);
		createEReference(runEClass, RUN__RESULTS);
		createEReference(runEClass, RUN__HEALTH_BEFORE);
		createEReference(runEClass, RUN__HEALTH_AFTER);

		driveEClass = createEClass(DRIVE);
		createEAttribute(driveEClass, DRIVE__KEY);
		createEAttribute(driveEClass, DRIVE__LABEL);
		createEAttribute(driveEClass, DRIVE__VENDOR);
		createEAttribute(driveEClass, DRIVE__MODEL);
		createEAttribute(driveEClass, DRIVE__SERIAL);
		createEAttribute(driveEClass, DRIVE__FIRMWARE);
		createEAttribute(driveEClass, DRIVE__CAPACITY_BYTES);
		createEAttribute(driveEClass, DRIVE__LOGICAL_SECTOR_SIZE);
		createEAttribute(driveEClass, DRIVE__PHYSICAL_SECTOR_SIZE);
		createEAttribute(driveEClass, DRIVE__ROTATIONAL_SPEED_RPM);
		createEAttribute(driveEClass, DRIVE__INTERFACE_NAME);
		createEAttribute(driveEClass, DRIVE__CACHE_BYTES);
		createEAttribute(driveEClass, DRIVE__SIMULATED);
		createEAttribute(driveEClass, DRIVE__IDENTITY_SOURCE);
		createEAttribute(driveEClass, DRIVE__NOTES);
		createEAttribute(driveEClass, DRIVE__COLOR);
		createEReference(driveEClass, DRIVE__MEMBERS);

		testBenchEClass = createEClass(TEST_BENCH);
		createEAttribute(testBenchEClass, TEST_BENCH__HOST);
		createEAttribute(testBenchEClass, TEST_BENCH__OS);
		createEAttribute(testBenchEClass, TEST_BENCH__KERNEL);
		createEAttribute(testBenchEClass, TEST_BENCH__CPU);
		createEAttribute(testBenchEClass, TEST_BENCH__CPU_COUNT);
		createEAttribute(testBenchEClass, TEST_BENCH__MEMORY_BYTES);
		createEAttribute(testBenchEClass, TEST_BENCH__CONTROLLER);
		createEAttribute(testBenchEClass, TEST_BENCH__JAVA_RUNTIME);
		createEAttribute(testBenchEClass, TEST_BENCH__IO_BUFFERS);
		createEAttribute(testBenchEClass, TEST_BENCH__RIG);
		createEAttribute(testBenchEClass, TEST_BENCH__RIG_ADDRESS);
		createEAttribute(testBenchEClass, TEST_BENCH__REMOTE_ENGINE);

		driveHealthEClass = createEClass(DRIVE_HEALTH);
		createEAttribute(driveHealthEClass, DRIVE_HEALTH__SOURCE);
		createEAttribute(driveHealthEClass, DRIVE_HEALTH__READ_AT);
		createEAttribute(driveHealthEClass, DRIVE_HEALTH__TEMPERATURE_CELSIUS);
		createEAttribute(driveHealthEClass, DRIVE_HEALTH__POWER_ON_HOURS);

		targetInfoEClass = createEClass(TARGET_INFO);
		createEAttribute(targetInfoEClass, TARGET_INFO__KIND);
		createEAttribute(targetInfoEClass, TARGET_INFO__PATH);
		createEAttribute(targetInfoEClass, TARGET_INFO__SIZE_BYTES);
		createEAttribute(targetInfoEClass, TARGET_INFO__STRIP_SIZE_BYTES);
		createEAttribute(targetInfoEClass, TARGET_INFO__MEMBERS);
		createEAttribute(targetInfoEClass, TARGET_INFO__TEMPORARY_FILES);

		testResultEClass = createEClass(TEST_RESULT);
		createEReference(testResultEClass, TEST_RESULT__RUN);
		createEAttribute(testResultEClass, TEST_RESULT__TEST_ID);
		createEAttribute(testResultEClass, TEST_RESULT__TEST_VERSION);
		createEAttribute(testResultEClass, TEST_RESULT__TEST_NAME);
		createEAttribute(testResultEClass, TEST_RESULT__CASE_NAME);
		createEAttribute(testResultEClass, TEST_RESULT__CATEGORY);
		createEAttribute(testResultEClass, TEST_RESULT__STATUS);
		createEAttribute(testResultEClass, TEST_RESULT__STARTED_AT);
		createEAttribute(testResultEClass, TEST_RESULT__FINISHED_AT);
		createEAttribute(testResultEClass, TEST_RESULT__ENGINE_BACKEND);
		createEReference(testResultEClass, TEST_RESULT__PARAMETERS);
		createEReference(testResultEClass, TEST_RESULT__MESSAGES);
		createEReference(testResultEClass, TEST_RESULT__METRICS);
		createEReference(testResultEClass, TEST_RESULT__SERIES);
		createEReference(testResultEClass, TEST_RESULT__HISTOGRAMS);
		createEReference(testResultEClass, TEST_RESULT__INTERVALS);
		createEReference(testResultEClass, TEST_RESULT__WORKERS);
		createEReference(testResultEClass, TEST_RESULT__STEPS);

		measuredStepEClass = createEClass(MEASURED_STEP);
		createEAttribute(measuredStepEClass, MEASURED_STEP__NAME);
		createEAttribute(measuredStepEClass, MEASURED_STEP__BACKEND);
		createEAttribute(measuredStepEClass, MEASURED_STEP__COMPLETED);
		createEAttribute(measuredStepEClass, MEASURED_STEP__ELAPSED_NANOS);
		createEAttribute(measuredStepEClass, MEASURED_STEP__READ_IOS);
		createEAttribute(measuredStepEClass, MEASURED_STEP__READ_BYTES);
		createEAttribute(measuredStepEClass, MEASURED_STEP__WRITE_IOS);
		createEAttribute(measuredStepEClass, MEASURED_STEP__WRITE_BYTES);
		createEReference(measuredStepEClass, MEASURED_STEP__KERNEL);

		kernelCountersEClass = createEClass(KERNEL_COUNTERS);
		createEAttribute(kernelCountersEClass, KERNEL_COUNTERS__DEVICES);
		createEAttribute(kernelCountersEClass, KERNEL_COUNTERS__READ_IOS);
		createEAttribute(kernelCountersEClass, KERNEL_COUNTERS__READ_BYTES);
		createEAttribute(kernelCountersEClass, KERNEL_COUNTERS__WRITE_IOS);
		createEAttribute(kernelCountersEClass, KERNEL_COUNTERS__WRITE_BYTES);
		createEAttribute(kernelCountersEClass, KERNEL_COUNTERS__PROCESS_READ_BYTES);
		createEAttribute(kernelCountersEClass, KERNEL_COUNTERS__PROCESS_WRITE_BYTES);

		parameterEClass = createEClass(PARAMETER);
		createEAttribute(parameterEClass, PARAMETER__KEY);
		createEAttribute(parameterEClass, PARAMETER__LABEL);
		createEAttribute(parameterEClass, PARAMETER__VALUE);
		createEAttribute(parameterEClass, PARAMETER__UNIT);
		createEAttribute(parameterEClass, PARAMETER__PLACE);

		messageEClass = createEClass(MESSAGE);
		createEAttribute(messageEClass, MESSAGE__SEVERITY);
		createEAttribute(messageEClass, MESSAGE__TEXT);

		metricEClass = createEClass(METRIC);
		createEAttribute(metricEClass, METRIC__KEY);
		createEAttribute(metricEClass, METRIC__LABEL);
		createEAttribute(metricEClass, METRIC__VALUE);
		createEAttribute(metricEClass, METRIC__UNIT);
		createEAttribute(metricEClass, METRIC__DIRECTION);

		seriesEClass = createEClass(SERIES);
		createEAttribute(seriesEClass, SERIES__KEY);
		createEAttribute(seriesEClass, SERIES__LABEL);
		createEAttribute(seriesEClass, SERIES__KIND);
		createEAttribute(seriesEClass, SERIES__ROLE);
		createEAttribute(seriesEClass, SERIES__XLABEL);
		createEAttribute(seriesEClass, SERIES__XUNIT);
		createEAttribute(seriesEClass, SERIES__XSCALE);
		createEAttribute(seriesEClass, SERIES__YLABEL);
		createEAttribute(seriesEClass, SERIES__YUNIT);
		createEAttribute(seriesEClass, SERIES__YSCALE);
		createEAttribute(seriesEClass, SERIES__XVALUES);
		createEAttribute(seriesEClass, SERIES__YVALUES);
		createEAttribute(seriesEClass, SERIES__CATEGORIES);

		latencyHistogramEClass = createEClass(LATENCY_HISTOGRAM);
		createEAttribute(latencyHistogramEClass, LATENCY_HISTOGRAM__KEY);
		createEAttribute(latencyHistogramEClass, LATENCY_HISTOGRAM__LABEL);
		createEAttribute(latencyHistogramEClass, LATENCY_HISTOGRAM__COUNT);
		createEAttribute(latencyHistogramEClass, LATENCY_HISTOGRAM__MIN_NANOS);
		createEAttribute(latencyHistogramEClass, LATENCY_HISTOGRAM__MAX_NANOS);
		createEAttribute(latencyHistogramEClass, LATENCY_HISTOGRAM__MEAN_NANOS);
		createEAttribute(latencyHistogramEClass, LATENCY_HISTOGRAM__STD_DEV_NANOS);
		createEReference(latencyHistogramEClass, LATENCY_HISTOGRAM__PERCENTILES);
		createEAttribute(latencyHistogramEClass, LATENCY_HISTOGRAM__ENCODED);
		createEAttribute(latencyHistogramEClass, LATENCY_HISTOGRAM__SPAN);

		percentileEClass = createEClass(PERCENTILE);
		createEAttribute(percentileEClass, PERCENTILE__PERCENT);
		createEAttribute(percentileEClass, PERCENTILE__NANOS);

		intervalSeriesEClass = createEClass(INTERVAL_SERIES);
		createEAttribute(intervalSeriesEClass, INTERVAL_SERIES__KEY);
		createEAttribute(intervalSeriesEClass, INTERVAL_SERIES__LABEL);
		createEAttribute(intervalSeriesEClass, INTERVAL_SERIES__INTERVAL_NANOS);
		createEAttribute(intervalSeriesEClass, INTERVAL_SERIES__START_SECONDS);
		createEAttribute(intervalSeriesEClass, INTERVAL_SERIES__IOPS);
		createEAttribute(intervalSeriesEClass, INTERVAL_SERIES__MEGABYTES_PER_SECOND);
		createEAttribute(intervalSeriesEClass, INTERVAL_SERIES__MEAN_LATENCY_MICROS);
		createEAttribute(intervalSeriesEClass, INTERVAL_SERIES__MAX_LATENCY_MICROS);

		workerResultEClass = createEClass(WORKER_RESULT);
		createEAttribute(workerResultEClass, WORKER_RESULT__INDEX);
		createEAttribute(workerResultEClass, WORKER_RESULT__REGION_OFFSET);
		createEAttribute(workerResultEClass, WORKER_RESULT__REGION_LENGTH);
		createEAttribute(workerResultEClass, WORKER_RESULT__IOS);
		createEAttribute(workerResultEClass, WORKER_RESULT__BYTES);
		createEAttribute(workerResultEClass, WORKER_RESULT__ELAPSED_NANOS);
		createEAttribute(workerResultEClass, WORKER_RESULT__IOPS);
		createEAttribute(workerResultEClass, WORKER_RESULT__MEGABYTES_PER_SECOND);
		createEAttribute(workerResultEClass, WORKER_RESULT__MEAN_LATENCY_NANOS);
		createEAttribute(workerResultEClass, WORKER_RESULT__MAX_LATENCY_NANOS);

		suiteEClass = createEClass(SUITE);
		createEAttribute(suiteEClass, SUITE__SCHEMA_VERSION);
		createEAttribute(suiteEClass, SUITE__ID);
		createEAttribute(suiteEClass, SUITE__NAME);
		createEAttribute(suiteEClass, SUITE__TITLE);
		createEAttribute(suiteEClass, SUITE__DESCRIPTION);
		createEReference(suiteEClass, SUITE__ENTRIES);

		suiteEntryEClass = createEClass(SUITE_ENTRY);
		createEAttribute(suiteEntryEClass, SUITE_ENTRY__TEST_ID);
		createEAttribute(suiteEntryEClass, SUITE_ENTRY__LABEL);
		createEReference(suiteEntryEClass, SUITE_ENTRY__PARAMETERS);

		comparisonReportEClass = createEClass(COMPARISON_REPORT);
		createEAttribute(comparisonReportEClass, COMPARISON_REPORT__SCHEMA_VERSION);
		createEAttribute(comparisonReportEClass, COMPARISON_REPORT__ID);
		createEAttribute(comparisonReportEClass, COMPARISON_REPORT__TITLE);
		createEAttribute(comparisonReportEClass, COMPARISON_REPORT__CREATED_AT);
		createEAttribute(comparisonReportEClass, COMPARISON_REPORT__MODIFIED_AT);
		createEReference(comparisonReportEClass, COMPARISON_REPORT__DRIVES);
		createEAttribute(comparisonReportEClass, COMPARISON_REPORT__TEST_IDS);
		createEAttribute(comparisonReportEClass, COMPARISON_REPORT__METRIC_KEYS);
		createEAttribute(comparisonReportEClass, COMPARISON_REPORT__SERIES_KEYS);
		createEAttribute(comparisonReportEClass, COMPARISON_REPORT__BASELINE_DRIVE_KEY);
		createEAttribute(comparisonReportEClass, COMPARISON_REPORT__LAYOUT);
		createEAttribute(comparisonReportEClass, COMPARISON_REPORT__NORMALISATION);
		createEAttribute(comparisonReportEClass, COMPARISON_REPORT__CONFIDENCE_LEVEL);
		createEAttribute(comparisonReportEClass, COMPARISON_REPORT__PINNED_AT);
		createEAttribute(comparisonReportEClass, COMPARISON_REPORT__PIN_NOTE);
		createEAttribute(comparisonReportEClass, COMPARISON_REPORT__OVERALL);

		driveSelectionEClass = createEClass(DRIVE_SELECTION);
		createEAttribute(driveSelectionEClass, DRIVE_SELECTION__DRIVE_KEY);
		createEAttribute(driveSelectionEClass, DRIVE_SELECTION__LABEL);
		createEAttribute(driveSelectionEClass, DRIVE_SELECTION__COLOR);
		createEAttribute(driveSelectionEClass, DRIVE_SELECTION__RUN_IDS);

		groupTestEClass = createEClass(GROUP_TEST);
		createEAttribute(groupTestEClass, GROUP_TEST__SCHEMA_VERSION);
		createEAttribute(groupTestEClass, GROUP_TEST__ID);
		createEAttribute(groupTestEClass, GROUP_TEST__TITLE);
		createEAttribute(groupTestEClass, GROUP_TEST__CREATED_AT);
		createEAttribute(groupTestEClass, GROUP_TEST__MODIFIED_AT);
		createEReference(groupTestEClass, GROUP_TEST__ENTRIES);
		createEAttribute(groupTestEClass, GROUP_TEST__PROCESS);
		createEAttribute(groupTestEClass, GROUP_TEST__REPORT_ID);

		groupEntryEClass = createEClass(GROUP_ENTRY);
		createEAttribute(groupEntryEClass, GROUP_ENTRY__LABEL);
		createEAttribute(groupEntryEClass, GROUP_ENTRY__TARGET);
		createEAttribute(groupEntryEClass, GROUP_ENTRY__RIG);
		createEAttribute(groupEntryEClass, GROUP_ENTRY__SUITE_ID);
		createEAttribute(groupEntryEClass, GROUP_ENTRY__PARAMETERS);
		createEAttribute(groupEntryEClass, GROUP_ENTRY__CONFIRMATIONS);
		createEAttribute(groupEntryEClass, GROUP_ENTRY__FILE_SIZE_BYTES);
		createEAttribute(groupEntryEClass, GROUP_ENTRY__STATE);
		createEAttribute(groupEntryEClass, GROUP_ENTRY__REASON);
		createEAttribute(groupEntryEClass, GROUP_ENTRY__RUN_IDS);
		createEAttribute(groupEntryEClass, GROUP_ENTRY__STARTED_AT);
		createEAttribute(groupEntryEClass, GROUP_ENTRY__FINISHED_AT);

		// Create enums
		runStateEEnum = createEEnum(RUN_STATE);
		targetKindEEnum = createEEnum(TARGET_KIND);
		resultStatusEEnum = createEEnum(RESULT_STATUS);
		severityEEnum = createEEnum(SEVERITY);
		betterDirectionEEnum = createEEnum(BETTER_DIRECTION);
		seriesKindEEnum = createEEnum(SERIES_KIND);
		seriesRoleEEnum = createEEnum(SERIES_ROLE);
		axisScaleEEnum = createEEnum(AXIS_SCALE);
		latencySpanEEnum = createEEnum(LATENCY_SPAN);
		tableLayoutEEnum = createEEnum(TABLE_LAYOUT);
		normalisationEEnum = createEEnum(NORMALISATION);
		groupEntryStateEEnum = createEEnum(GROUP_ENTRY_STATE);

		// Create data types
		samplesEDataType = createEDataType(SAMPLES);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private boolean isInitialized = false;

	/**
	 * Complete the initialization of the package and its meta-model.  This
	 * method is guarded to have no affect on any invocation but its first.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public void initializePackageContents() {
		if (isInitialized) return;
		isInitialized = true;

		// Initialize package
		setName(eNAME);
		setNsPrefix(eNS_PREFIX);
		setNsURI(eNS_URI);

		// Create type parameters

		// Set bounds for type parameters

		// Add supertypes to classes

		// Initialize classes and features; add operations and parameters
		initEClass(runEClass, Run.class, "Run", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getRun_SchemaVersion(), ecorePackage.getEInt(), "schemaVersion", "0", 0, 1, Run.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRun_Id(), ecorePackage.getEString(), "id", null, 0, 1, Run.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRun_StartedAt(), ecorePackage.getEDate(), "startedAt", null, 0, 1, Run.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRun_FinishedAt(), ecorePackage.getEDate(), "finishedAt", null, 0, 1, Run.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRun_SuiteName(), ecorePackage.getEString(), "suiteName", null, 0, 1, Run.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRun_SoftwareName(), ecorePackage.getEString(), "softwareName", null, 0, 1, Run.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRun_SoftwareVersion(), ecorePackage.getEString(), "softwareVersion", null, 0, 1, Run.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRun_ImportedFrom(), ecorePackage.getEString(), "importedFrom", null, 0, 1, Run.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRun_EngineVersion(), ecorePackage.getEString(), "engineVersion", null, 0, 1, Run.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRun_RandomSeed(), ecorePackage.getELong(), "randomSeed", null, 0, 1, Run.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRun_FreshDrivePerTest(), ecorePackage.getEBoolean(), "freshDrivePerTest", null, 0, 1, Run.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRun_Notes(), ecorePackage.getEString(), "notes", null, 0, 1, Run.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRun_State(), this.getRunState(), "state", null, 0, 1, Run.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRun_Process(), ecorePackage.getEString(), "process", null, 0, 1, Run.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRun_Study(), ecorePackage.getEString(), "study", null, 0, 1, Run.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getRun_Drive(), this.getDrive(), null, "drive", null, 0, 1, Run.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getRun_Bench(), this.getTestBench(), null, "bench", null, 0, 1, Run.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getRun_Target(), this.getTargetInfo(), null, "target", null, 0, 1, Run.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getRun_Results(), this.getTestResult(), this.getTestResult_Run(), "results", null, 0, -1, Run.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getRun_HealthBefore(), this.getDriveHealth(), null, "healthBefore", null, 0, 1, Run.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getRun_HealthAfter(), this.getDriveHealth(), null, "healthAfter", null, 0, 1, Run.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(driveEClass, Drive.class, "Drive", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getDrive_Key(), ecorePackage.getEString(), "key", null, 0, 1, Drive.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDrive_Label(), ecorePackage.getEString(), "label", null, 0, 1, Drive.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDrive_Vendor(), ecorePackage.getEString(), "vendor", null, 0, 1, Drive.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDrive_Model(), ecorePackage.getEString(), "model", null, 0, 1, Drive.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDrive_Serial(), ecorePackage.getEString(), "serial", null, 0, 1, Drive.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDrive_Firmware(), ecorePackage.getEString(), "firmware", null, 0, 1, Drive.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDrive_CapacityBytes(), ecorePackage.getELong(), "capacityBytes", null, 0, 1, Drive.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDrive_LogicalSectorSize(), ecorePackage.getEInt(), "logicalSectorSize", "512", 0, 1, Drive.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDrive_PhysicalSectorSize(), ecorePackage.getEInt(), "physicalSectorSize", "512", 0, 1, Drive.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDrive_RotationalSpeedRpm(), ecorePackage.getEInt(), "rotationalSpeedRpm", null, 0, 1, Drive.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDrive_InterfaceName(), ecorePackage.getEString(), "interfaceName", null, 0, 1, Drive.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDrive_CacheBytes(), ecorePackage.getELong(), "cacheBytes", null, 0, 1, Drive.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDrive_Simulated(), ecorePackage.getEBoolean(), "simulated", null, 0, 1, Drive.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDrive_IdentitySource(), ecorePackage.getEString(), "identitySource", null, 0, 1, Drive.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDrive_Notes(), ecorePackage.getEString(), "notes", null, 0, 1, Drive.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDrive_Color(), ecorePackage.getEString(), "color", null, 0, 1, Drive.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getDrive_Members(), this.getDrive(), null, "members", null, 0, -1, Drive.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(testBenchEClass, TestBench.class, "TestBench", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getTestBench_Host(), ecorePackage.getEString(), "host", null, 0, 1, TestBench.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTestBench_Os(), ecorePackage.getEString(), "os", null, 0, 1, TestBench.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTestBench_Kernel(), ecorePackage.getEString(), "kernel", null, 0, 1, TestBench.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTestBench_Cpu(), ecorePackage.getEString(), "cpu", null, 0, 1, TestBench.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTestBench_CpuCount(), ecorePackage.getEInt(), "cpuCount", null, 0, 1, TestBench.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTestBench_MemoryBytes(), ecorePackage.getELong(), "memoryBytes", null, 0, 1, TestBench.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTestBench_Controller(), ecorePackage.getEString(), "controller", null, 0, 1, TestBench.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTestBench_JavaRuntime(), ecorePackage.getEString(), "javaRuntime", null, 0, 1, TestBench.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTestBench_IoBuffers(), ecorePackage.getEString(), "ioBuffers", null, 0, 1, TestBench.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTestBench_Rig(), ecorePackage.getEString(), "rig", null, 0, 1, TestBench.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTestBench_RigAddress(), ecorePackage.getEString(), "rigAddress", null, 0, 1, TestBench.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTestBench_RemoteEngine(), ecorePackage.getEString(), "remoteEngine", null, 0, 1, TestBench.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(driveHealthEClass, DriveHealth.class, "DriveHealth", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getDriveHealth_Source(), ecorePackage.getEString(), "source", null, 0, 1, DriveHealth.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDriveHealth_ReadAt(), ecorePackage.getEDate(), "readAt", null, 0, 1, DriveHealth.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDriveHealth_TemperatureCelsius(), ecorePackage.getEInt(), "temperatureCelsius", null, 0, 1, DriveHealth.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDriveHealth_PowerOnHours(), ecorePackage.getELong(), "powerOnHours", null, 0, 1, DriveHealth.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(targetInfoEClass, TargetInfo.class, "TargetInfo", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getTargetInfo_Kind(), this.getTargetKind(), "kind", null, 0, 1, TargetInfo.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTargetInfo_Path(), ecorePackage.getEString(), "path", null, 0, 1, TargetInfo.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTargetInfo_SizeBytes(), ecorePackage.getELong(), "sizeBytes", null, 0, 1, TargetInfo.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTargetInfo_StripSizeBytes(), ecorePackage.getEInt(), "stripSizeBytes", null, 0, 1, TargetInfo.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTargetInfo_Members(), ecorePackage.getEString(), "members", null, 0, -1, TargetInfo.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, !IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTargetInfo_TemporaryFiles(), ecorePackage.getEString(), "temporaryFiles", null, 0, -1, TargetInfo.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(testResultEClass, TestResult.class, "TestResult", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getTestResult_Run(), this.getRun(), this.getRun_Results(), "run", null, 0, 1, TestResult.class, IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTestResult_TestId(), ecorePackage.getEString(), "testId", null, 0, 1, TestResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTestResult_TestVersion(), ecorePackage.getEString(), "testVersion", null, 0, 1, TestResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTestResult_TestName(), ecorePackage.getEString(), "testName", null, 0, 1, TestResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTestResult_CaseName(), ecorePackage.getEString(), "caseName", null, 0, 1, TestResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTestResult_Category(), ecorePackage.getEString(), "category", null, 0, 1, TestResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTestResult_Status(), this.getResultStatus(), "status", null, 0, 1, TestResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTestResult_StartedAt(), ecorePackage.getEDate(), "startedAt", null, 0, 1, TestResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTestResult_FinishedAt(), ecorePackage.getEDate(), "finishedAt", null, 0, 1, TestResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTestResult_EngineBackend(), ecorePackage.getEString(), "engineBackend", null, 0, 1, TestResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTestResult_Parameters(), this.getParameter(), null, "parameters", null, 0, -1, TestResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTestResult_Messages(), this.getMessage(), null, "messages", null, 0, -1, TestResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTestResult_Metrics(), this.getMetric(), null, "metrics", null, 0, -1, TestResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTestResult_Series(), this.getSeries(), null, "series", null, 0, -1, TestResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTestResult_Histograms(), this.getLatencyHistogram(), null, "histograms", null, 0, -1, TestResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTestResult_Intervals(), this.getIntervalSeries(), null, "intervals", null, 0, -1, TestResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTestResult_Workers(), this.getWorkerResult(), null, "workers", null, 0, -1, TestResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTestResult_Steps(), this.getMeasuredStep(), null, "steps", null, 0, -1, TestResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(measuredStepEClass, MeasuredStep.class, "MeasuredStep", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getMeasuredStep_Name(), ecorePackage.getEString(), "name", null, 0, 1, MeasuredStep.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMeasuredStep_Backend(), ecorePackage.getEString(), "backend", null, 0, 1, MeasuredStep.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMeasuredStep_Completed(), ecorePackage.getEBoolean(), "completed", null, 0, 1, MeasuredStep.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMeasuredStep_ElapsedNanos(), ecorePackage.getELong(), "elapsedNanos", null, 0, 1, MeasuredStep.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMeasuredStep_ReadIos(), ecorePackage.getELong(), "readIos", null, 0, 1, MeasuredStep.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMeasuredStep_ReadBytes(), ecorePackage.getELong(), "readBytes", null, 0, 1, MeasuredStep.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMeasuredStep_WriteIos(), ecorePackage.getELong(), "writeIos", null, 0, 1, MeasuredStep.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMeasuredStep_WriteBytes(), ecorePackage.getELong(), "writeBytes", null, 0, 1, MeasuredStep.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getMeasuredStep_Kernel(), this.getKernelCounters(), null, "kernel", null, 0, 1, MeasuredStep.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(kernelCountersEClass, KernelCounters.class, "KernelCounters", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getKernelCounters_Devices(), ecorePackage.getEString(), "devices", null, 0, -1, KernelCounters.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKernelCounters_ReadIos(), ecorePackage.getELong(), "readIos", null, 0, 1, KernelCounters.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKernelCounters_ReadBytes(), ecorePackage.getELong(), "readBytes", null, 0, 1, KernelCounters.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKernelCounters_WriteIos(), ecorePackage.getELong(), "writeIos", null, 0, 1, KernelCounters.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKernelCounters_WriteBytes(), ecorePackage.getELong(), "writeBytes", null, 0, 1, KernelCounters.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKernelCounters_ProcessReadBytes(), ecorePackage.getELong(), "processReadBytes", null, 0, 1, KernelCounters.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getKernelCounters_ProcessWriteBytes(), ecorePackage.getELong(), "processWriteBytes", null, 0, 1, KernelCounters.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(parameterEClass, Parameter.class, "Parameter", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getParameter_Key(), ecorePackage.getEString(), "key", null, 0, 1, Parameter.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getParameter_Label(), ecorePackage.getEString(), "label", null, 0, 1, Parameter.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getParameter_Value(), ecorePackage.getEString(), "value", null, 0, 1, Parameter.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getParameter_Unit(), ecorePackage.getEString(), "unit", null, 0, 1, Parameter.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getParameter_Place(), ecorePackage.getEBoolean(), "place", null, 0, 1, Parameter.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(messageEClass, Message.class, "Message", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getMessage_Severity(), this.getSeverity(), "severity", null, 0, 1, Message.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMessage_Text(), ecorePackage.getEString(), "text", null, 0, 1, Message.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(metricEClass, Metric.class, "Metric", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getMetric_Key(), ecorePackage.getEString(), "key", null, 0, 1, Metric.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMetric_Label(), ecorePackage.getEString(), "label", null, 0, 1, Metric.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMetric_Value(), ecorePackage.getEDouble(), "value", null, 0, 1, Metric.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMetric_Unit(), ecorePackage.getEString(), "unit", null, 0, 1, Metric.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMetric_Direction(), this.getBetterDirection(), "direction", null, 0, 1, Metric.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(seriesEClass, Series.class, "Series", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getSeries_Key(), ecorePackage.getEString(), "key", null, 0, 1, Series.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSeries_Label(), ecorePackage.getEString(), "label", null, 0, 1, Series.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSeries_Kind(), this.getSeriesKind(), "kind", null, 0, 1, Series.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSeries_Role(), this.getSeriesRole(), "role", null, 0, 1, Series.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSeries_XLabel(), ecorePackage.getEString(), "xLabel", null, 0, 1, Series.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSeries_XUnit(), ecorePackage.getEString(), "xUnit", null, 0, 1, Series.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSeries_XScale(), this.getAxisScale(), "xScale", null, 0, 1, Series.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSeries_YLabel(), ecorePackage.getEString(), "yLabel", null, 0, 1, Series.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSeries_YUnit(), ecorePackage.getEString(), "yUnit", null, 0, 1, Series.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSeries_YScale(), this.getAxisScale(), "yScale", null, 0, 1, Series.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSeries_XValues(), this.getSamples(), "xValues", null, 0, 1, Series.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSeries_YValues(), this.getSamples(), "yValues", null, 0, 1, Series.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSeries_Categories(), ecorePackage.getEString(), "categories", null, 0, -1, Series.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(latencyHistogramEClass, LatencyHistogram.class, "LatencyHistogram", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getLatencyHistogram_Key(), ecorePackage.getEString(), "key", null, 0, 1, LatencyHistogram.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHistogram_Label(), ecorePackage.getEString(), "label", null, 0, 1, LatencyHistogram.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHistogram_Count(), ecorePackage.getELong(), "count", null, 0, 1, LatencyHistogram.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHistogram_MinNanos(), ecorePackage.getELong(), "minNanos", null, 0, 1, LatencyHistogram.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHistogram_MaxNanos(), ecorePackage.getELong(), "maxNanos", null, 0, 1, LatencyHistogram.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHistogram_MeanNanos(), ecorePackage.getEDouble(), "meanNanos", null, 0, 1, LatencyHistogram.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHistogram_StdDevNanos(), ecorePackage.getEDouble(), "stdDevNanos", null, 0, 1, LatencyHistogram.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getLatencyHistogram_Percentiles(), this.getPercentile(), null, "percentiles", null, 0, -1, LatencyHistogram.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHistogram_Encoded(), ecorePackage.getEString(), "encoded", null, 0, 1, LatencyHistogram.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLatencyHistogram_Span(), this.getLatencySpan(), "span", null, 0, 1, LatencyHistogram.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(percentileEClass, Percentile.class, "Percentile", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getPercentile_Percent(), ecorePackage.getEDouble(), "percent", null, 0, 1, Percentile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPercentile_Nanos(), ecorePackage.getELong(), "nanos", null, 0, 1, Percentile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(intervalSeriesEClass, IntervalSeries.class, "IntervalSeries", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getIntervalSeries_Key(), ecorePackage.getEString(), "key", null, 0, 1, IntervalSeries.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getIntervalSeries_Label(), ecorePackage.getEString(), "label", null, 0, 1, IntervalSeries.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getIntervalSeries_IntervalNanos(), ecorePackage.getELong(), "intervalNanos", null, 0, 1, IntervalSeries.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getIntervalSeries_StartSeconds(), this.getSamples(), "startSeconds", null, 0, 1, IntervalSeries.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getIntervalSeries_Iops(), this.getSamples(), "iops", null, 0, 1, IntervalSeries.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getIntervalSeries_MegabytesPerSecond(), this.getSamples(), "megabytesPerSecond", null, 0, 1, IntervalSeries.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getIntervalSeries_MeanLatencyMicros(), this.getSamples(), "meanLatencyMicros", null, 0, 1, IntervalSeries.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getIntervalSeries_MaxLatencyMicros(), this.getSamples(), "maxLatencyMicros", null, 0, 1, IntervalSeries.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(workerResultEClass, WorkerResult.class, "WorkerResult", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getWorkerResult_Index(), ecorePackage.getEInt(), "index", null, 0, 1, WorkerResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getWorkerResult_RegionOffset(), ecorePackage.getELong(), "regionOffset", null, 0, 1, WorkerResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getWorkerResult_RegionLength(), ecorePackage.getELong(), "regionLength", null, 0, 1, WorkerResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getWorkerResult_Ios(), ecorePackage.getELong(), "ios", null, 0, 1, WorkerResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getWorkerResult_Bytes(), ecorePackage.getELong(), "bytes", null, 0, 1, WorkerResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getWorkerResult_ElapsedNanos(), ecorePackage.getELong(), "elapsedNanos", null, 0, 1, WorkerResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getWorkerResult_Iops(), ecorePackage.getEDouble(), "iops", null, 0, 1, WorkerResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getWorkerResult_MegabytesPerSecond(), ecorePackage.getEDouble(), "megabytesPerSecond", null, 0, 1, WorkerResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getWorkerResult_MeanLatencyNanos(), ecorePackage.getEDouble(), "meanLatencyNanos", null, 0, 1, WorkerResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getWorkerResult_MaxLatencyNanos(), ecorePackage.getELong(), "maxLatencyNanos", null, 0, 1, WorkerResult.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(suiteEClass, Suite.class, "Suite", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getSuite_SchemaVersion(), ecorePackage.getEInt(), "schemaVersion", "0", 0, 1, Suite.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSuite_Id(), ecorePackage.getEString(), "id", null, 0, 1, Suite.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSuite_Name(), ecorePackage.getEString(), "name", null, 0, 1, Suite.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSuite_Title(), ecorePackage.getEString(), "title", null, 0, 1, Suite.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSuite_Description(), ecorePackage.getEString(), "description", null, 0, 1, Suite.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getSuite_Entries(), this.getSuiteEntry(), null, "entries", null, 0, -1, Suite.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(suiteEntryEClass, SuiteEntry.class, "SuiteEntry", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getSuiteEntry_TestId(), ecorePackage.getEString(), "testId", null, 0, 1, SuiteEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSuiteEntry_Label(), ecorePackage.getEString(), "label", null, 0, 1, SuiteEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getSuiteEntry_Parameters(), this.getParameter(), null, "parameters", null, 0, -1, SuiteEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(comparisonReportEClass, ComparisonReport.class, "ComparisonReport", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getComparisonReport_SchemaVersion(), ecorePackage.getEInt(), "schemaVersion", "0", 0, 1, ComparisonReport.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getComparisonReport_Id(), ecorePackage.getEString(), "id", null, 0, 1, ComparisonReport.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getComparisonReport_Title(), ecorePackage.getEString(), "title", null, 0, 1, ComparisonReport.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getComparisonReport_CreatedAt(), ecorePackage.getEDate(), "createdAt", null, 0, 1, ComparisonReport.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getComparisonReport_ModifiedAt(), ecorePackage.getEDate(), "modifiedAt", null, 0, 1, ComparisonReport.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getComparisonReport_Drives(), this.getDriveSelection(), null, "drives", null, 0, -1, ComparisonReport.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getComparisonReport_TestIds(), ecorePackage.getEString(), "testIds", null, 0, -1, ComparisonReport.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getComparisonReport_MetricKeys(), ecorePackage.getEString(), "metricKeys", null, 0, -1, ComparisonReport.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getComparisonReport_SeriesKeys(), ecorePackage.getEString(), "seriesKeys", null, 0, -1, ComparisonReport.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getComparisonReport_BaselineDriveKey(), ecorePackage.getEString(), "baselineDriveKey", null, 0, 1, ComparisonReport.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getComparisonReport_Layout(), this.getTableLayout(), "layout", null, 0, 1, ComparisonReport.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getComparisonReport_Normalisation(), this.getNormalisation(), "normalisation", null, 0, 1, ComparisonReport.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getComparisonReport_ConfidenceLevel(), ecorePackage.getEDouble(), "confidenceLevel", "0.95", 0, 1, ComparisonReport.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getComparisonReport_PinnedAt(), ecorePackage.getEDate(), "pinnedAt", null, 0, 1, ComparisonReport.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getComparisonReport_PinNote(), ecorePackage.getEString(), "pinNote", null, 0, 1, ComparisonReport.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getComparisonReport_Overall(), ecorePackage.getEBoolean(), "overall", null, 0, 1, ComparisonReport.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(driveSelectionEClass, DriveSelection.class, "DriveSelection", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getDriveSelection_DriveKey(), ecorePackage.getEString(), "driveKey", null, 0, 1, DriveSelection.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDriveSelection_Label(), ecorePackage.getEString(), "label", null, 0, 1, DriveSelection.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDriveSelection_Color(), ecorePackage.getEString(), "color", null, 0, 1, DriveSelection.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDriveSelection_RunIds(), ecorePackage.getEString(), "runIds", null, 0, -1, DriveSelection.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(groupTestEClass, GroupTest.class, "GroupTest", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getGroupTest_SchemaVersion(), ecorePackage.getEInt(), "schemaVersion", "0", 0, 1, GroupTest.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupTest_Id(), ecorePackage.getEString(), "id", null, 0, 1, GroupTest.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupTest_Title(), ecorePackage.getEString(), "title", null, 0, 1, GroupTest.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupTest_CreatedAt(), ecorePackage.getEDate(), "createdAt", null, 0, 1, GroupTest.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupTest_ModifiedAt(), ecorePackage.getEDate(), "modifiedAt", null, 0, 1, GroupTest.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGroupTest_Entries(), this.getGroupEntry(), null, "entries", null, 0, -1, GroupTest.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupTest_Process(), ecorePackage.getEString(), "process", null, 0, 1, GroupTest.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupTest_ReportId(), ecorePackage.getEString(), "reportId", null, 0, 1, GroupTest.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(groupEntryEClass, GroupEntry.class, "GroupEntry", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getGroupEntry_Label(), ecorePackage.getEString(), "label", null, 0, 1, GroupEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupEntry_Target(), ecorePackage.getEString(), "target", null, 0, 1, GroupEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupEntry_Rig(), ecorePackage.getEString(), "rig", null, 0, 1, GroupEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupEntry_SuiteId(), ecorePackage.getEString(), "suiteId", null, 0, 1, GroupEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupEntry_Parameters(), ecorePackage.getEString(), "parameters", null, 0, -1, GroupEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupEntry_Confirmations(), ecorePackage.getEString(), "confirmations", null, 0, -1, GroupEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupEntry_FileSizeBytes(), ecorePackage.getELong(), "fileSizeBytes", null, 0, 1, GroupEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupEntry_State(), this.getGroupEntryState(), "state", null, 0, 1, GroupEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupEntry_Reason(), ecorePackage.getEString(), "reason", null, 0, 1, GroupEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupEntry_RunIds(), ecorePackage.getEString(), "runIds", null, 0, -1, GroupEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupEntry_StartedAt(), ecorePackage.getEDate(), "startedAt", null, 0, 1, GroupEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupEntry_FinishedAt(), ecorePackage.getEDate(), "finishedAt", null, 0, 1, GroupEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		// Initialize enums and add enum literals
		initEEnum(runStateEEnum, RunState.class, "RunState");
		addEEnumLiteral(runStateEEnum, RunState.FINISHED);
		addEEnumLiteral(runStateEEnum, RunState.IN_PROGRESS);
		addEEnumLiteral(runStateEEnum, RunState.INTERRUPTED);

		initEEnum(targetKindEEnum, TargetKind.class, "TargetKind");
		addEEnumLiteral(targetKindEEnum, TargetKind.FILE);
		addEEnumLiteral(targetKindEEnum, TargetKind.BLOCK_DEVICE);
		addEEnumLiteral(targetKindEEnum, TargetKind.STRIPED);
		addEEnumLiteral(targetKindEEnum, TargetKind.SIMULATED);
		addEEnumLiteral(targetKindEEnum, TargetKind.IMPORTED);

		initEEnum(resultStatusEEnum, ResultStatus.class, "ResultStatus");
		addEEnumLiteral(resultStatusEEnum, ResultStatus.COMPLETED);
		addEEnumLiteral(resultStatusEEnum, ResultStatus.CANCELLED);
		addEEnumLiteral(resultStatusEEnum, ResultStatus.FAILED);
		addEEnumLiteral(resultStatusEEnum, ResultStatus.SKIPPED);
		addEEnumLiteral(resultStatusEEnum, ResultStatus.RUNNING);

		initEEnum(severityEEnum, Severity.class, "Severity");
		addEEnumLiteral(severityEEnum, Severity.INFO);
		addEEnumLiteral(severityEEnum, Severity.WARNING);
		addEEnumLiteral(severityEEnum, Severity.ERROR);

		initEEnum(betterDirectionEEnum, BetterDirection.class, "BetterDirection");
		addEEnumLiteral(betterDirectionEEnum, BetterDirection.HIGHER);
		addEEnumLiteral(betterDirectionEEnum, BetterDirection.LOWER);
		addEEnumLiteral(betterDirectionEEnum, BetterDirection.NONE);

		initEEnum(seriesKindEEnum, SeriesKind.class, "SeriesKind");
		addEEnumLiteral(seriesKindEEnum, SeriesKind.LINE);
		addEEnumLiteral(seriesKindEEnum, SeriesKind.SCATTER);
		addEEnumLiteral(seriesKindEEnum, SeriesKind.BAR);

		initEEnum(seriesRoleEEnum, SeriesRole.class, "SeriesRole");
		addEEnumLiteral(seriesRoleEEnum, SeriesRole.UNSPECIFIED);
		addEEnumLiteral(seriesRoleEEnum, SeriesRole.SURFACE);
		addEEnumLiteral(seriesRoleEEnum, SeriesRole.SCATTER);
		addEEnumLiteral(seriesRoleEEnum, SeriesRole.BLOCK_SIZE_SWEEP);
		addEEnumLiteral(seriesRoleEEnum, SeriesRole.QUEUE_DEPTH_SWEEP);
		addEEnumLiteral(seriesRoleEEnum, SeriesRole.READ_SHARE_SWEEP);
		addEEnumLiteral(seriesRoleEEnum, SeriesRole.PARAMETER_SWEEP);
		addEEnumLiteral(seriesRoleEEnum, SeriesRole.DISTRIBUTION);
		addEEnumLiteral(seriesRoleEEnum, SeriesRole.PER_INTERVAL);
		addEEnumLiteral(seriesRoleEEnum, SeriesRole.PER_WORKER);
		addEEnumLiteral(seriesRoleEEnum, SeriesRole.PER_CASE);
		addEEnumLiteral(seriesRoleEEnum, SeriesRole.ROUNDS);
		addEEnumLiteral(seriesRoleEEnum, SeriesRole.TEMPERATURE);
		addEEnumLiteral(seriesRoleEEnum, SeriesRole.PHASES);

		initEEnum(axisScaleEEnum, AxisScale.class, "AxisScale");
		addEEnumLiteral(axisScaleEEnum, AxisScale.LINEAR);
		addEEnumLiteral(axisScaleEEnum, AxisScale.LOG2);
		addEEnumLiteral(axisScaleEEnum, AxisScale.LOG10);

		initEEnum(latencySpanEEnum, LatencySpan.class, "LatencySpan");
		addEEnumLiteral(latencySpanEEnum, LatencySpan.UNKNOWN);
		addEEnumLiteral(latencySpanEEnum, LatencySpan.TOTAL);
		addEEnumLiteral(latencySpanEEnum, LatencySpan.COMPLETION);
		addEEnumLiteral(latencySpanEEnum, LatencySpan.SUBMISSION);

		initEEnum(tableLayoutEEnum, TableLayout.class, "TableLayout");
		addEEnumLiteral(tableLayoutEEnum, TableLayout.DRIVES_AS_COLUMNS);
		addEEnumLiteral(tableLayoutEEnum, TableLayout.DRIVES_AS_ROWS);

		initEEnum(normalisationEEnum, Normalisation.class, "Normalisation");
		addEEnumLiteral(normalisationEEnum, Normalisation.ABSOLUTE);
		addEEnumLiteral(normalisationEEnum, Normalisation.RELATIVE_TO_BASELINE);

		initEEnum(groupEntryStateEEnum, GroupEntryState.class, "GroupEntryState");
		addEEnumLiteral(groupEntryStateEEnum, GroupEntryState.PENDING);
		addEEnumLiteral(groupEntryStateEEnum, GroupEntryState.RUNNING);
		addEEnumLiteral(groupEntryStateEEnum, GroupEntryState.DONE);
		addEEnumLiteral(groupEntryStateEEnum, GroupEntryState.FAILED);
		addEEnumLiteral(groupEntryStateEEnum, GroupEntryState.CANCELLED);

		// Initialize data types
		initEDataType(samplesEDataType, Samples.class, "Samples", IS_SERIALIZABLE, !IS_GENERATED_INSTANCE_CLASS);

		// Create resource
		createResource(eNS_URI);
	}

} //DriveBenchPackageImpl
