/**
 */
package org.drivebench.model;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;

/**
 * <!-- begin-user-doc -->
 * The <b>Package</b> for the model.
 * It contains accessors for the meta objects to represent
 * <ul>
 *   <li>each class,</li>
 *   <li>each feature of each class,</li>
 *   <li>each enum,</li>
 *   <li>and each data type</li>
 * </ul>
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * The DriveBench result library: runs of tests on drives, their measurements, and the comparison reports built from them. Every number can be traced to its parameters, host and engine.
 * <!-- end-model-doc -->
 * @see org.drivebench.model.DriveBenchFactory
 * @model kind="package"
 * @generated
 */
public interface DriveBenchPackage extends EPackage {
	/**
	 * The package name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNAME = "model";

	/**
	 * The package namespace URI.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_URI = "http://drivebench.org/model/1";

	/**
	 * The package namespace name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_PREFIX = "db";

	/**
	 * The singleton instance of the package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	DriveBenchPackage eINSTANCE = org.drivebench.model.impl.DriveBenchPackageImpl.init();

	/**
	 * The meta object id for the '{@link org.drivebench.model.impl.RunImpl <em>Run</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.impl.RunImpl
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getRun()
	 * @generated
	 */
	int RUN = 0;

	/**
	 * The feature id for the '<em><b>Schema Version</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN__SCHEMA_VERSION = 0;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN__ID = 1;

	/**
	 * The feature id for the '<em><b>Started At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN__STARTED_AT = 2;

	/**
	 * The feature id for the '<em><b>Finished At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN__FINISHED_AT = 3;

	/**
	 * The feature id for the '<em><b>Suite Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN__SUITE_NAME = 4;

	/**
	 * The feature id for the '<em><b>Software Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN__SOFTWARE_NAME = 5;

	/**
	 * The feature id for the '<em><b>Software Version</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN__SOFTWARE_VERSION = 6;

	/**
	 * The feature id for the '<em><b>Imported From</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN__IMPORTED_FROM = 7;

	/**
	 * The feature id for the '<em><b>Engine Version</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN__ENGINE_VERSION = 8;

	/**
	 * The feature id for the '<em><b>Random Seed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN__RANDOM_SEED = 9;

	/**
	 * The feature id for the '<em><b>Fresh Drive Per Test</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN__FRESH_DRIVE_PER_TEST = 10;

	/**
	 * The feature id for the '<em><b>Notes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN__NOTES = 11;

	/**
	 * The feature id for the '<em><b>State</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN__STATE = 12;

	/**
	 * The feature id for the '<em><b>Process</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN__PROCESS = 13;

	/**
	 * The feature id for the '<em><b>Study</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN__STUDY = 14;

	/**
	 * The feature id for the '<em><b>Drive</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN__DRIVE = 15;

	/**
	 * The feature id for the '<em><b>Bench</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN__BENCH = 16;

	/**
	 * The feature id for the '<em><b>Target</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN__TARGET = 17;

	/**
	 * The feature id for the '<em><b>Results</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN__RESULTS = 18;

	/**
	 * The feature id for the '<em><b>Health Before</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN__HEALTH_BEFORE = 19;

	/**
	 * The feature id for the '<em><b>Health After</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN__HEALTH_AFTER = 20;

	/**
	 * The number of structural features of the '<em>Run</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN_FEATURE_COUNT = 21;

	/**
	 * The meta object id for the '{@link org.drivebench.model.impl.DriveImpl <em>Drive</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.impl.DriveImpl
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getDrive()
	 * @generated
	 */
	int DRIVE = 1;

	/**
	 * The feature id for the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE__KEY = 0;

	/**
	 * The feature id for the '<em><b>Label</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE__LABEL = 1;

	/**
	 * The feature id for the '<em><b>Vendor</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE__VENDOR = 2;

	/**
	 * The feature id for the '<em><b>Model</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE__MODEL = 3;

	/**
	 * The feature id for the '<em><b>Serial</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE__SERIAL = 4;

	/**
	 * The feature id for the '<em><b>Firmware</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE__FIRMWARE = 5;

	/**
	 * The feature id for the '<em><b>Capacity Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE__CAPACITY_BYTES = 6;

	/**
	 * The feature id for the '<em><b>Logical Sector Size</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE__LOGICAL_SECTOR_SIZE = 7;

	/**
	 * The feature id for the '<em><b>Physical Sector Size</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE__PHYSICAL_SECTOR_SIZE = 8;

	/**
	 * The feature id for the '<em><b>Rotational Speed Rpm</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE__ROTATIONAL_SPEED_RPM = 9;

	/**
	 * The feature id for the '<em><b>Interface Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE__INTERFACE_NAME = 10;

	/**
	 * The feature id for the '<em><b>Cache Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE__CACHE_BYTES = 11;

	/**
	 * The feature id for the '<em><b>Simulated</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE__SIMULATED = 12;

	/**
	 * The feature id for the '<em><b>Identity Source</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE__IDENTITY_SOURCE = 13;

	/**
	 * The feature id for the '<em><b>Notes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE__NOTES = 14;

	/**
	 * The feature id for the '<em><b>Color</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE__COLOR = 15;

	/**
	 * The feature id for the '<em><b>Members</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE__MEMBERS = 16;

	/**
	 * The number of structural features of the '<em>Drive</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE_FEATURE_COUNT = 17;

	/**
	 * The meta object id for the '{@link org.drivebench.model.impl.TestBenchImpl <em>Test Bench</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.impl.TestBenchImpl
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getTestBench()
	 * @generated
	 */
	int TEST_BENCH = 2;

	/**
	 * The feature id for the '<em><b>Host</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_BENCH__HOST = 0;

	/**
	 * The feature id for the '<em><b>Os</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_BENCH__OS = 1;

	/**
	 * The feature id for the '<em><b>Kernel</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_BENCH__KERNEL = 2;

	/**
	 * The feature id for the '<em><b>Cpu</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_BENCH__CPU = 3;

	/**
	 * The feature id for the '<em><b>Cpu Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_BENCH__CPU_COUNT = 4;

	/**
	 * The feature id for the '<em><b>Memory Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_BENCH__MEMORY_BYTES = 5;

	/**
	 * The feature id for the '<em><b>Controller</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_BENCH__CONTROLLER = 6;

	/**
	 * The feature id for the '<em><b>Java Runtime</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_BENCH__JAVA_RUNTIME = 7;

	/**
	 * The feature id for the '<em><b>Io Buffers</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_BENCH__IO_BUFFERS = 8;

	/**
	 * The feature id for the '<em><b>Rig</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_BENCH__RIG = 9;

	/**
	 * The feature id for the '<em><b>Rig Address</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_BENCH__RIG_ADDRESS = 10;

	/**
	 * The feature id for the '<em><b>Remote Engine</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_BENCH__REMOTE_ENGINE = 11;

	/**
	 * The number of structural features of the '<em>Test Bench</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_BENCH_FEATURE_COUNT = 12;

	/**
	 * The meta object id for the '{@link org.drivebench.model.impl.DriveHealthImpl <em>Drive Health</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.impl.DriveHealthImpl
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getDriveHealth()
	 * @generated
	 */
	int DRIVE_HEALTH = 3;

	/**
	 * The feature id for the '<em><b>Source</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE_HEALTH__SOURCE = 0;

	/**
	 * The feature id for the '<em><b>Read At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE_HEALTH__READ_AT = 1;

	/**
	 * The feature id for the '<em><b>Temperature Celsius</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE_HEALTH__TEMPERATURE_CELSIUS = 2;

	/**
	 * The feature id for the '<em><b>Power On Hours</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE_HEALTH__POWER_ON_HOURS = 3;

	/**
	 * The number of structural features of the '<em>Drive Health</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE_HEALTH_FEATURE_COUNT = 4;

	/**
	 * The meta object id for the '{@link org.drivebench.model.impl.TargetInfoImpl <em>Target Info</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.impl.TargetInfoImpl
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getTargetInfo()
	 * @generated
	 */
	int TARGET_INFO = 4;

	/**
	 * The feature id for the '<em><b>Kind</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TARGET_INFO__KIND = 0;

	/**
	 * The feature id for the '<em><b>Path</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TARGET_INFO__PATH = 1;

	/**
	 * The feature id for the '<em><b>Size Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TARGET_INFO__SIZE_BYTES = 2;

	/**
	 * The feature id for the '<em><b>Strip Size Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TARGET_INFO__STRIP_SIZE_BYTES = 3;

	/**
	 * The feature id for the '<em><b>Members</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TARGET_INFO__MEMBERS = 4;

	/**
	 * The feature id for the '<em><b>Temporary Files</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TARGET_INFO__TEMPORARY_FILES = 5;

	/**
	 * The number of structural features of the '<em>Target Info</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TARGET_INFO_FEATURE_COUNT = 6;

	/**
	 * The meta object id for the '{@link org.drivebench.model.impl.TestResultImpl <em>Test Result</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.impl.TestResultImpl
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getTestResult()
	 * @generated
	 */
	int TEST_RESULT = 5;

	/**
	 * The feature id for the '<em><b>Run</b></em>' container reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_RESULT__RUN = 0;

	/**
	 * The feature id for the '<em><b>Test Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_RESULT__TEST_ID = 1;

	/**
	 * The feature id for the '<em><b>Test Version</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_RESULT__TEST_VERSION = 2;

	/**
	 * The feature id for the '<em><b>Test Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_RESULT__TEST_NAME = 3;

	/**
	 * The feature id for the '<em><b>Case Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_RESULT__CASE_NAME = 4;

	/**
	 * The feature id for the '<em><b>Category</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_RESULT__CATEGORY = 5;

	/**
	 * The feature id for the '<em><b>Status</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_RESULT__STATUS = 6;

	/**
	 * The feature id for the '<em><b>Started At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_RESULT__STARTED_AT = 7;

	/**
	 * The feature id for the '<em><b>Finished At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_RESULT__FINISHED_AT = 8;

	/**
	 * The feature id for the '<em><b>Engine Backend</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_RESULT__ENGINE_BACKEND = 9;

	/**
	 * The feature id for the '<em><b>Parameters</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_RESULT__PARAMETERS = 10;

	/**
	 * The feature id for the '<em><b>Messages</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_RESULT__MESSAGES = 11;

	/**
	 * The feature id for the '<em><b>Metrics</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_RESULT__METRICS = 12;

	/**
	 * The feature id for the '<em><b>Series</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_RESULT__SERIES = 13;

	/**
	 * The feature id for the '<em><b>Histograms</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_RESULT__HISTOGRAMS = 14;

	/**
	 * The feature id for the '<em><b>Intervals</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_RESULT__INTERVALS = 15;

	/**
	 * The feature id for the '<em><b>Workers</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_RESULT__WORKERS = 16;

	/**
	 * The feature id for the '<em><b>Steps</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_RESULT__STEPS = 17;

	/**
	 * The number of structural features of the '<em>Test Result</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEST_RESULT_FEATURE_COUNT = 18;

	/**
	 * The meta object id for the '{@link org.drivebench.model.impl.MeasuredStepImpl <em>Measured Step</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.impl.MeasuredStepImpl
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getMeasuredStep()
	 * @generated
	 */
	int MEASURED_STEP = 6;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MEASURED_STEP__NAME = 0;

	/**
	 * The feature id for the '<em><b>Backend</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MEASURED_STEP__BACKEND = 1;

	/**
	 * The feature id for the '<em><b>Completed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MEASURED_STEP__COMPLETED = 2;

	/**
	 * The feature id for the '<em><b>Elapsed Nanos</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MEASURED_STEP__ELAPSED_NANOS = 3;

	/**
	 * The feature id for the '<em><b>Read Ios</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MEASURED_STEP__READ_IOS = 4;

	/**
	 * The feature id for the '<em><b>Read Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MEASURED_STEP__READ_BYTES = 5;

	/**
	 * The feature id for the '<em><b>Write Ios</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MEASURED_STEP__WRITE_IOS = 6;

	/**
	 * The feature id for the '<em><b>Write Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MEASURED_STEP__WRITE_BYTES = 7;

	/**
	 * The feature id for the '<em><b>Kernel</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MEASURED_STEP__KERNEL = 8;

	/**
	 * The number of structural features of the '<em>Measured Step</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MEASURED_STEP_FEATURE_COUNT = 9;

	/**
	 * The meta object id for the '{@link org.drivebench.model.impl.KernelCountersImpl <em>Kernel Counters</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.impl.KernelCountersImpl
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getKernelCounters()
	 * @generated
	 */
	int KERNEL_COUNTERS = 7;

	/**
	 * The feature id for the '<em><b>Devices</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KERNEL_COUNTERS__DEVICES = 0;

	/**
	 * The feature id for the '<em><b>Read Ios</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KERNEL_COUNTERS__READ_IOS = 1;

	/**
	 * The feature id for the '<em><b>Read Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KERNEL_COUNTERS__READ_BYTES = 2;

	/**
	 * The feature id for the '<em><b>Write Ios</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KERNEL_COUNTERS__WRITE_IOS = 3;

	/**
	 * The feature id for the '<em><b>Write Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KERNEL_COUNTERS__WRITE_BYTES = 4;

	/**
	 * The feature id for the '<em><b>Process Read Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KERNEL_COUNTERS__PROCESS_READ_BYTES = 5;

	/**
	 * The feature id for the '<em><b>Process Write Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KERNEL_COUNTERS__PROCESS_WRITE_BYTES = 6;

	/**
	 * The number of structural features of the '<em>Kernel Counters</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KERNEL_COUNTERS_FEATURE_COUNT = 7;

	/**
	 * The meta object id for the '{@link org.drivebench.model.impl.ParameterImpl <em>Parameter</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.impl.ParameterImpl
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getParameter()
	 * @generated
	 */
	int PARAMETER = 8;

	/**
	 * The feature id for the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARAMETER__KEY = 0;

	/**
	 * The feature id for the '<em><b>Label</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARAMETER__LABEL = 1;

	/**
	 * The feature id for the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARAMETER__VALUE = 2;

	/**
	 * The feature id for the '<em><b>Unit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARAMETER__UNIT = 3;

	/**
	 * The feature id for the '<em><b>Place</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARAMETER__PLACE = 4;

	/**
	 * The number of structural features of the '<em>Parameter</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARAMETER_FEATURE_COUNT = 5;

	/**
	 * The meta object id for the '{@link org.drivebench.model.impl.MessageImpl <em>Message</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.impl.MessageImpl
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getMessage()
	 * @generated
	 */
	int MESSAGE = 9;

	/**
	 * The feature id for the '<em><b>Severity</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE__SEVERITY = 0;

	/**
	 * The feature id for the '<em><b>Text</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE__TEXT = 1;

	/**
	 * The number of structural features of the '<em>Message</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE_FEATURE_COUNT = 2;

	/**
	 * The meta object id for the '{@link org.drivebench.model.impl.MetricImpl <em>Metric</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.impl.MetricImpl
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getMetric()
	 * @generated
	 */
	int METRIC = 10;

	/**
	 * The feature id for the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int METRIC__KEY = 0;

	/**
	 * The feature id for the '<em><b>Label</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int METRIC__LABEL = 1;

	/**
	 * The feature id for the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int METRIC__VALUE = 2;

	/**
	 * The feature id for the '<em><b>Unit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int METRIC__UNIT = 3;

	/**
	 * The feature id for the '<em><b>Direction</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int METRIC__DIRECTION = 4;

	/**
	 * The number of structural features of the '<em>Metric</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int METRIC_FEATURE_COUNT = 5;

	/**
	 * The meta object id for the '{@link org.drivebench.model.impl.SeriesImpl <em>Series</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.impl.SeriesImpl
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getSeries()
	 * @generated
	 */
	int SERIES = 11;

	/**
	 * The feature id for the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SERIES__KEY = 0;

	/**
	 * The feature id for the '<em><b>Label</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SERIES__LABEL = 1;

	/**
	 * The feature id for the '<em><b>Kind</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SERIES__KIND = 2;

	/**
	 * The feature id for the '<em><b>Role</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SERIES__ROLE = 3;

	/**
	 * The feature id for the '<em><b>XLabel</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SERIES__XLABEL = 4;

	/**
	 * The feature id for the '<em><b>XUnit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SERIES__XUNIT = 5;

	/**
	 * The feature id for the '<em><b>XScale</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SERIES__XSCALE = 6;

	/**
	 * The feature id for the '<em><b>YLabel</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SERIES__YLABEL = 7;

	/**
	 * The feature id for the '<em><b>YUnit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SERIES__YUNIT = 8;

	/**
	 * The feature id for the '<em><b>YScale</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SERIES__YSCALE = 9;

	/**
	 * The feature id for the '<em><b>XValues</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SERIES__XVALUES = 10;

	/**
	 * The feature id for the '<em><b>YValues</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SERIES__YVALUES = 11;

	/**
	 * The feature id for the '<em><b>Categories</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SERIES__CATEGORIES = 12;

	/**
	 * The number of structural features of the '<em>Series</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SERIES_FEATURE_COUNT = 13;

	/**
	 * The meta object id for the '{@link org.drivebench.model.impl.LatencyHistogramImpl <em>Latency Histogram</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.impl.LatencyHistogramImpl
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getLatencyHistogram()
	 * @generated
	 */
	int LATENCY_HISTOGRAM = 12;

	/**
	 * The feature id for the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HISTOGRAM__KEY = 0;

	/**
	 * The feature id for the '<em><b>Label</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HISTOGRAM__LABEL = 1;

	/**
	 * The feature id for the '<em><b>Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HISTOGRAM__COUNT = 2;

	/**
	 * The feature id for the '<em><b>Min Nanos</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HISTOGRAM__MIN_NANOS = 3;

	/**
	 * The feature id for the '<em><b>Max Nanos</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HISTOGRAM__MAX_NANOS = 4;

	/**
	 * The feature id for the '<em><b>Mean Nanos</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HISTOGRAM__MEAN_NANOS = 5;

	/**
	 * The feature id for the '<em><b>Std Dev Nanos</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HISTOGRAM__STD_DEV_NANOS = 6;

	/**
	 * The feature id for the '<em><b>Percentiles</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HISTOGRAM__PERCENTILES = 7;

	/**
	 * The feature id for the '<em><b>Encoded</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HISTOGRAM__ENCODED = 8;

	/**
	 * The feature id for the '<em><b>Span</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HISTOGRAM__SPAN = 9;

	/**
	 * The number of structural features of the '<em>Latency Histogram</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LATENCY_HISTOGRAM_FEATURE_COUNT = 10;

	/**
	 * The meta object id for the '{@link org.drivebench.model.impl.PercentileImpl <em>Percentile</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.impl.PercentileImpl
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getPercentile()
	 * @generated
	 */
	int PERCENTILE = 13;

	/**
	 * The feature id for the '<em><b>Percent</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PERCENTILE__PERCENT = 0;

	/**
	 * The feature id for the '<em><b>Nanos</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PERCENTILE__NANOS = 1;

	/**
	 * The number of structural features of the '<em>Percentile</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PERCENTILE_FEATURE_COUNT = 2;

	/**
	 * The meta object id for the '{@link org.drivebench.model.impl.IntervalSeriesImpl <em>Interval Series</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.impl.IntervalSeriesImpl
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getIntervalSeries()
	 * @generated
	 */
	int INTERVAL_SERIES = 14;

	/**
	 * The feature id for the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTERVAL_SERIES__KEY = 0;

	/**
	 * The feature id for the '<em><b>Label</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTERVAL_SERIES__LABEL = 1;

	/**
	 * The feature id for the '<em><b>Interval Nanos</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTERVAL_SERIES__INTERVAL_NANOS = 2;

	/**
	 * The feature id for the '<em><b>Start Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTERVAL_SERIES__START_SECONDS = 3;

	/**
	 * The feature id for the '<em><b>Iops</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTERVAL_SERIES__IOPS = 4;

	/**
	 * The feature id for the '<em><b>Megabytes Per Second</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTERVAL_SERIES__MEGABYTES_PER_SECOND = 5;

	/**
	 * The feature id for the '<em><b>Mean Latency Micros</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTERVAL_SERIES__MEAN_LATENCY_MICROS = 6;

	/**
	 * The feature id for the '<em><b>Max Latency Micros</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTERVAL_SERIES__MAX_LATENCY_MICROS = 7;

	/**
	 * The number of structural features of the '<em>Interval Series</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTERVAL_SERIES_FEATURE_COUNT = 8;

	/**
	 * The meta object id for the '{@link org.drivebench.model.impl.WorkerResultImpl <em>Worker Result</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.impl.WorkerResultImpl
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getWorkerResult()
	 * @generated
	 */
	int WORKER_RESULT = 15;

	/**
	 * The feature id for the '<em><b>Index</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORKER_RESULT__INDEX = 0;

	/**
	 * The feature id for the '<em><b>Region Offset</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORKER_RESULT__REGION_OFFSET = 1;

	/**
	 * The feature id for the '<em><b>Region Length</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORKER_RESULT__REGION_LENGTH = 2;

	/**
	 * The feature id for the '<em><b>Ios</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORKER_RESULT__IOS = 3;

	/**
	 * The feature id for the '<em><b>Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORKER_RESULT__BYTES = 4;

	/**
	 * The feature id for the '<em><b>Elapsed Nanos</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORKER_RESULT__ELAPSED_NANOS = 5;

	/**
	 * The feature id for the '<em><b>Iops</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORKER_RESULT__IOPS = 6;

	/**
	 * The feature id for the '<em><b>Megabytes Per Second</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORKER_RESULT__MEGABYTES_PER_SECOND = 7;

	/**
	 * The feature id for the '<em><b>Mean Latency Nanos</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORKER_RESULT__MEAN_LATENCY_NANOS = 8;

	/**
	 * The feature id for the '<em><b>Max Latency Nanos</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORKER_RESULT__MAX_LATENCY_NANOS = 9;

	/**
	 * The number of structural features of the '<em>Worker Result</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORKER_RESULT_FEATURE_COUNT = 10;

	/**
	 * The meta object id for the '{@link org.drivebench.model.impl.SuiteImpl <em>Suite</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.impl.SuiteImpl
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getSuite()
	 * @generated
	 */
	int SUITE = 16;

	/**
	 * The feature id for the '<em><b>Schema Version</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUITE__SCHEMA_VERSION = 0;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUITE__ID = 1;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUITE__NAME = 2;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUITE__TITLE = 3;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUITE__DESCRIPTION = 4;

	/**
	 * The feature id for the '<em><b>Entries</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUITE__ENTRIES = 5;

	/**
	 * The number of structural features of the '<em>Suite</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUITE_FEATURE_COUNT = 6;

	/**
	 * The meta object id for the '{@link org.drivebench.model.impl.SuiteEntryImpl <em>Suite Entry</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.impl.SuiteEntryImpl
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getSuiteEntry()
	 * @generated
	 */
	int SUITE_ENTRY = 17;

	/**
	 * The feature id for the '<em><b>Test Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUITE_ENTRY__TEST_ID = 0;

	/**
	 * The feature id for the '<em><b>Label</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUITE_ENTRY__LABEL = 1;

	/**
	 * The feature id for the '<em><b>Parameters</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUITE_ENTRY__PARAMETERS = 2;

	/**
	 * The number of structural features of the '<em>Suite Entry</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUITE_ENTRY_FEATURE_COUNT = 3;

	/**
	 * The meta object id for the '{@link org.drivebench.model.impl.ComparisonReportImpl <em>Comparison Report</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.impl.ComparisonReportImpl
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getComparisonReport()
	 * @generated
	 */
	int COMPARISON_REPORT = 18;

	/**
	 * The feature id for the '<em><b>Schema Version</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPARISON_REPORT__SCHEMA_VERSION = 0;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPARISON_REPORT__ID = 1;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPARISON_REPORT__TITLE = 2;

	/**
	 * The feature id for the '<em><b>Created At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPARISON_REPORT__CREATED_AT = 3;

	/**
	 * The feature id for the '<em><b>Modified At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPARISON_REPORT__MODIFIED_AT = 4;

	/**
	 * The feature id for the '<em><b>Drives</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPARISON_REPORT__DRIVES = 5;

	/**
	 * The feature id for the '<em><b>Test Ids</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPARISON_REPORT__TEST_IDS = 6;

	/**
	 * The feature id for the '<em><b>Metric Keys</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPARISON_REPORT__METRIC_KEYS = 7;

	/**
	 * The feature id for the '<em><b>Series Keys</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPARISON_REPORT__SERIES_KEYS = 8;

	/**
	 * The feature id for the '<em><b>Baseline Drive Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPARISON_REPORT__BASELINE_DRIVE_KEY = 9;

	/**
	 * The feature id for the '<em><b>Layout</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPARISON_REPORT__LAYOUT = 10;

	/**
	 * The feature id for the '<em><b>Normalisation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPARISON_REPORT__NORMALISATION = 11;

	/**
	 * The feature id for the '<em><b>Confidence Level</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPARISON_REPORT__CONFIDENCE_LEVEL = 12;

	/**
	 * The feature id for the '<em><b>Pinned At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPARISON_REPORT__PINNED_AT = 13;

	/**
	 * The feature id for the '<em><b>Pin Note</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPARISON_REPORT__PIN_NOTE = 14;

	/**
	 * The feature id for the '<em><b>Overall</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPARISON_REPORT__OVERALL = 15;

	/**
	 * The number of structural features of the '<em>Comparison Report</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPARISON_REPORT_FEATURE_COUNT = 16;

	/**
	 * The meta object id for the '{@link org.drivebench.model.impl.DriveSelectionImpl <em>Drive Selection</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.impl.DriveSelectionImpl
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getDriveSelection()
	 * @generated
	 */
	int DRIVE_SELECTION = 19;

	/**
	 * The feature id for the '<em><b>Drive Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE_SELECTION__DRIVE_KEY = 0;

	/**
	 * The feature id for the '<em><b>Label</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE_SELECTION__LABEL = 1;

	/**
	 * The feature id for the '<em><b>Color</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE_SELECTION__COLOR = 2;

	/**
	 * The feature id for the '<em><b>Run Ids</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE_SELECTION__RUN_IDS = 3;

	/**
	 * The number of structural features of the '<em>Drive Selection</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DRIVE_SELECTION_FEATURE_COUNT = 4;

	/**
	 * The meta object id for the '{@link org.drivebench.model.impl.GroupTestImpl <em>Group Test</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.impl.GroupTestImpl
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getGroupTest()
	 * @generated
	 */
	int GROUP_TEST = 20;

	/**
	 * The feature id for the '<em><b>Schema Version</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_TEST__SCHEMA_VERSION = 0;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_TEST__ID = 1;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_TEST__TITLE = 2;

	/**
	 * The feature id for the '<em><b>Created At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_TEST__CREATED_AT = 3;

	/**
	 * The feature id for the '<em><b>Modified At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_TEST__MODIFIED_AT = 4;

	/**
	 * The feature id for the '<em><b>Entries</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_TEST__ENTRIES = 5;

	/**
	 * The feature id for the '<em><b>Process</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_TEST__PROCESS = 6;

	/**
	 * The feature id for the '<em><b>Report Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_TEST__REPORT_ID = 7;

	/**
	 * The number of structural features of the '<em>Group Test</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_TEST_FEATURE_COUNT = 8;

	/**
	 * The meta object id for the '{@link org.drivebench.model.impl.GroupEntryImpl <em>Group Entry</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.impl.GroupEntryImpl
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getGroupEntry()
	 * @generated
	 */
	int GROUP_ENTRY = 21;

	/**
	 * The feature id for the '<em><b>Label</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_ENTRY__LABEL = 0;

	/**
	 * The feature id for the '<em><b>Target</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_ENTRY__TARGET = 1;

	/**
	 * The feature id for the '<em><b>Rig</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_ENTRY__RIG = 2;

	/**
	 * The feature id for the '<em><b>Suite Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_ENTRY__SUITE_ID = 3;

	/**
	 * The feature id for the '<em><b>Parameters</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_ENTRY__PARAMETERS = 4;

	/**
	 * The feature id for the '<em><b>Confirmations</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_ENTRY__CONFIRMATIONS = 5;

	/**
	 * The feature id for the '<em><b>File Size Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_ENTRY__FILE_SIZE_BYTES = 6;

	/**
	 * The feature id for the '<em><b>State</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_ENTRY__STATE = 7;

	/**
	 * The feature id for the '<em><b>Reason</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_ENTRY__REASON = 8;

	/**
	 * The feature id for the '<em><b>Run Ids</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_ENTRY__RUN_IDS = 9;

	/**
	 * The feature id for the '<em><b>Started At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_ENTRY__STARTED_AT = 10;

	/**
	 * The feature id for the '<em><b>Finished At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_ENTRY__FINISHED_AT = 11;

	/**
	 * The number of structural features of the '<em>Group Entry</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_ENTRY_FEATURE_COUNT = 12;

	/**
	 * The meta object id for the '{@link org.drivebench.model.RunState <em>Run State</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.RunState
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getRunState()
	 * @generated
	 */
	int RUN_STATE = 22;

	/**
	 * The meta object id for the '{@link org.drivebench.model.TargetKind <em>Target Kind</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.TargetKind
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getTargetKind()
	 * @generated
	 */
	int TARGET_KIND = 23;

	/**
	 * The meta object id for the '{@link org.drivebench.model.ResultStatus <em>Result Status</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.ResultStatus
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getResultStatus()
	 * @generated
	 */
	int RESULT_STATUS = 24;

	/**
	 * The meta object id for the '{@link org.drivebench.model.Severity <em>Severity</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.Severity
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getSeverity()
	 * @generated
	 */
	int SEVERITY = 25;

	/**
	 * The meta object id for the '{@link org.drivebench.model.BetterDirection <em>Better Direction</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.BetterDirection
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getBetterDirection()
	 * @generated
	 */
	int BETTER_DIRECTION = 26;

	/**
	 * The meta object id for the '{@link org.drivebench.model.SeriesKind <em>Series Kind</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.SeriesKind
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getSeriesKind()
	 * @generated
	 */
	int SERIES_KIND = 27;

	/**
	 * The meta object id for the '{@link org.drivebench.model.SeriesRole <em>Series Role</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.SeriesRole
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getSeriesRole()
	 * @generated
	 */
	int SERIES_ROLE = 28;

	/**
	 * The meta object id for the '{@link org.drivebench.model.AxisScale <em>Axis Scale</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.AxisScale
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getAxisScale()
	 * @generated
	 */
	int AXIS_SCALE = 29;

	/**
	 * The meta object id for the '{@link org.drivebench.model.LatencySpan <em>Latency Span</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.LatencySpan
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getLatencySpan()
	 * @generated
	 */
	int LATENCY_SPAN = 30;

	/**
	 * The meta object id for the '{@link org.drivebench.model.TableLayout <em>Table Layout</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.TableLayout
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getTableLayout()
	 * @generated
	 */
	int TABLE_LAYOUT = 31;

	/**
	 * The meta object id for the '{@link org.drivebench.model.Normalisation <em>Normalisation</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.Normalisation
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getNormalisation()
	 * @generated
	 */
	int NORMALISATION = 32;

	/**
	 * The meta object id for the '{@link org.drivebench.model.GroupEntryState <em>Group Entry State</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.GroupEntryState
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getGroupEntryState()
	 * @generated
	 */
	int GROUP_ENTRY_STATE = 33;

	/**
	 * The meta object id for the '<em>Samples</em>' data type.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.drivebench.model.values.Samples
	 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getSamples()
	 * @generated
	 */
	int SAMPLES = 34;


	/**
	 * Returns the meta object for class '{@link org.drivebench.model.Run <em>Run</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Run</em>'.
	 * @see org.drivebench.model.Run
	 * @generated
	 */
	EClass getRun();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Run#getSchemaVersion <em>Schema Version</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Schema Version</em>'.
	 * @see org.drivebench.model.Run#getSchemaVersion()
	 * @see #getRun()
	 * @generated
	 */
	EAttribute getRun_SchemaVersion();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Run#getId <em>Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Id</em>'.
	 * @see org.drivebench.model.Run#getId()
	 * @see #getRun()
	 * @generated
	 */
	EAttribute getRun_Id();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Run#getStartedAt <em>Started At</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Started At</em>'.
	 * @see org.drivebench.model.Run#getStartedAt()
	 * @see #getRun()
	 * @generated
	 */
	EAttribute getRun_StartedAt();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Run#getFinishedAt <em>Finished At</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Finished At</em>'.
	 * @see org.drivebench.model.Run#getFinishedAt()
	 * @see #getRun()
	 * @generated
	 */
	EAttribute getRun_FinishedAt();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Run#getSuiteName <em>Suite Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Suite Name</em>'.
	 * @see org.drivebench.model.Run#getSuiteName()
	 * @see #getRun()
	 * @generated
	 */
	EAttribute getRun_SuiteName();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Run#getSoftwareName <em>Software Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Software Name</em>'.
	 * @see org.drivebench.model.Run#getSoftwareName()
	 * @see #getRun()
	 * @generated
	 */
	EAttribute getRun_SoftwareName();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Run#getSoftwareVersion <em>Software Version</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Software Version</em>'.
	 * @see org.drivebench.model.Run#getSoftwareVersion()
	 * @see #getRun()
	 * @generated
	 */
	EAttribute getRun_SoftwareVersion();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Run#getImportedFrom <em>Imported From</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Imported From</em>'.
	 * @see org.drivebench.model.Run#getImportedFrom()
	 * @see #getRun()
	 * @generated
	 */
	EAttribute getRun_ImportedFrom();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Run#getEngineVersion <em>Engine Version</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Engine Version</em>'.
	 * @see org.drivebench.model.Run#getEngineVersion()
	 * @see #getRun()
	 * @generated
	 */
	EAttribute getRun_EngineVersion();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Run#getRandomSeed <em>Random Seed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Random Seed</em>'.
	 * @see org.drivebench.model.Run#getRandomSeed()
	 * @see #getRun()
	 * @generated
	 */
	EAttribute getRun_RandomSeed();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Run#isFreshDrivePerTest <em>Fresh Drive Per Test</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Fresh Drive Per Test</em>'.
	 * @see org.drivebench.model.Run#isFreshDrivePerTest()
	 * @see #getRun()
	 * @generated
	 */
	EAttribute getRun_FreshDrivePerTest();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Run#getNotes <em>Notes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Notes</em>'.
	 * @see org.drivebench.model.Run#getNotes()
	 * @see #getRun()
	 * @generated
	 */
	EAttribute getRun_Notes();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Run#getState <em>State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>State</em>'.
	 * @see org.drivebench.model.Run#getState()
	 * @see #getRun()
	 * @generated
	 */
	EAttribute getRun_State();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Run#getProcess <em>Process</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Process</em>'.
	 * @see org.drivebench.model.Run#getProcess()
	 * @see #getRun()
	 * @generated
	 */
	EAttribute getRun_Process();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Run#getStudy <em>Study</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Study</em>'.
	 * @see org.drivebench.model.Run#getStudy()
	 * @see #getRun()
	 * @generated
	 */
	EAttribute getRun_Study();

	/**
	 * Returns the meta object for the containment reference '{@link org.drivebench.model.Run#getDrive <em>Drive</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Drive</em>'.
	 * @see org.drivebench.model.Run#getDrive()
	 * @see #getRun()
	 * @generated
	 */
	EReference getRun_Drive();

	/**
	 * Returns the meta object for the containment reference '{@link org.drivebench.model.Run#getBench <em>Bench</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Bench</em>'.
	 * @see org.drivebench.model.Run#getBench()
	 * @see #getRun()
	 * @generated
	 */
	EReference getRun_Bench();

	/**
	 * Returns the meta object for the containment reference '{@link org.drivebench.model.Run#getTarget <em>Target</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Target</em>'.
	 * @see org.drivebench.model.Run#getTarget()
	 * @see #getRun()
	 * @generated
	 */
	EReference getRun_Target();

	/**
	 * Returns the meta object for the containment reference list '{@link org.drivebench.model.Run#getResults <em>Results</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Results</em>'.
	 * @see org.drivebench.model.Run#getResults()
	 * @see #getRun()
	 * @generated
	 */
	EReference getRun_Results();

	/**
	 * Returns the meta object for the containment reference '{@link org.drivebench.model.Run#getHealthBefore <em>Health Before</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Health Before</em>'.
	 * @see org.drivebench.model.Run#getHealthBefore()
	 * @see #getRun()
	 * @generated
	 */
	EReference getRun_HealthBefore();

	/**
	 * Returns the meta object for the containment reference '{@link org.drivebench.model.Run#getHealthAfter <em>Health After</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Health After</em>'.
	 * @see org.drivebench.model.Run#getHealthAfter()
	 * @see #getRun()
	 * @generated
	 */
	EReference getRun_HealthAfter();

	/**
	 * Returns the meta object for class '{@link org.drivebench.model.Drive <em>Drive</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Drive</em>'.
	 * @see org.drivebench.model.Drive
	 * @generated
	 */
	EClass getDrive();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Drive#getKey <em>Key</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Key</em>'.
	 * @see org.drivebench.model.Drive#getKey()
	 * @see #getDrive()
	 * @generated
	 */
	EAttribute getDrive_Key();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Drive#getLabel <em>Label</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Label</em>'.
	 * @see org.drivebench.model.Drive#getLabel()
	 * @see #getDrive()
	 * @generated
	 */
	EAttribute getDrive_Label();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Drive#getVendor <em>Vendor</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Vendor</em>'.
	 * @see org.drivebench.model.Drive#getVendor()
	 * @see #getDrive()
	 * @generated
	 */
	EAttribute getDrive_Vendor();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Drive#getModel <em>Model</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Model</em>'.
	 * @see org.drivebench.model.Drive#getModel()
	 * @see #getDrive()
	 * @generated
	 */
	EAttribute getDrive_Model();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Drive#getSerial <em>Serial</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Serial</em>'.
	 * @see org.drivebench.model.Drive#getSerial()
	 * @see #getDrive()
	 * @generated
	 */
	EAttribute getDrive_Serial();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Drive#getFirmware <em>Firmware</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Firmware</em>'.
	 * @see org.drivebench.model.Drive#getFirmware()
	 * @see #getDrive()
	 * @generated
	 */
	EAttribute getDrive_Firmware();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Drive#getCapacityBytes <em>Capacity Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Capacity Bytes</em>'.
	 * @see org.drivebench.model.Drive#getCapacityBytes()
	 * @see #getDrive()
	 * @generated
	 */
	EAttribute getDrive_CapacityBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Drive#getLogicalSectorSize <em>Logical Sector Size</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Logical Sector Size</em>'.
	 * @see org.drivebench.model.Drive#getLogicalSectorSize()
	 * @see #getDrive()
	 * @generated
	 */
	EAttribute getDrive_LogicalSectorSize();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Drive#getPhysicalSectorSize <em>Physical Sector Size</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Physical Sector Size</em>'.
	 * @see org.drivebench.model.Drive#getPhysicalSectorSize()
	 * @see #getDrive()
	 * @generated
	 */
	EAttribute getDrive_PhysicalSectorSize();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Drive#getRotationalSpeedRpm <em>Rotational Speed Rpm</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rotational Speed Rpm</em>'.
	 * @see org.drivebench.model.Drive#getRotationalSpeedRpm()
	 * @see #getDrive()
	 * @generated
	 */
	EAttribute getDrive_RotationalSpeedRpm();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Drive#getInterfaceName <em>Interface Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Interface Name</em>'.
	 * @see org.drivebench.model.Drive#getInterfaceName()
	 * @see #getDrive()
	 * @generated
	 */
	EAttribute getDrive_InterfaceName();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Drive#getCacheBytes <em>Cache Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Cache Bytes</em>'.
	 * @see org.drivebench.model.Drive#getCacheBytes()
	 * @see #getDrive()
	 * @generated
	 */
	EAttribute getDrive_CacheBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Drive#isSimulated <em>Simulated</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Simulated</em>'.
	 * @see org.drivebench.model.Drive#isSimulated()
	 * @see #getDrive()
	 * @generated
	 */
	EAttribute getDrive_Simulated();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Drive#getIdentitySource <em>Identity Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Identity Source</em>'.
	 * @see org.drivebench.model.Drive#getIdentitySource()
	 * @see #getDrive()
	 * @generated
	 */
	EAttribute getDrive_IdentitySource();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Drive#getNotes <em>Notes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Notes</em>'.
	 * @see org.drivebench.model.Drive#getNotes()
	 * @see #getDrive()
	 * @generated
	 */
	EAttribute getDrive_Notes();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Drive#getColor <em>Color</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Color</em>'.
	 * @see org.drivebench.model.Drive#getColor()
	 * @see #getDrive()
	 * @generated
	 */
	EAttribute getDrive_Color();

	/**
	 * Returns the meta object for the containment reference list '{@link org.drivebench.model.Drive#getMembers <em>Members</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Members</em>'.
	 * @see org.drivebench.model.Drive#getMembers()
	 * @see #getDrive()
	 * @generated
	 */
	EReference getDrive_Members();

	/**
	 * Returns the meta object for class '{@link org.drivebench.model.TestBench <em>Test Bench</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Test Bench</em>'.
	 * @see org.drivebench.model.TestBench
	 * @generated
	 */
	EClass getTestBench();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TestBench#getHost <em>Host</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Host</em>'.
	 * @see org.drivebench.model.TestBench#getHost()
	 * @see #getTestBench()
	 * @generated
	 */
	EAttribute getTestBench_Host();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TestBench#getOs <em>Os</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Os</em>'.
	 * @see org.drivebench.model.TestBench#getOs()
	 * @see #getTestBench()
	 * @generated
	 */
	EAttribute getTestBench_Os();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TestBench#getKernel <em>Kernel</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Kernel</em>'.
	 * @see org.drivebench.model.TestBench#getKernel()
	 * @see #getTestBench()
	 * @generated
	 */
	EAttribute getTestBench_Kernel();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TestBench#getCpu <em>Cpu</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Cpu</em>'.
	 * @see org.drivebench.model.TestBench#getCpu()
	 * @see #getTestBench()
	 * @generated
	 */
	EAttribute getTestBench_Cpu();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TestBench#getCpuCount <em>Cpu Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Cpu Count</em>'.
	 * @see org.drivebench.model.TestBench#getCpuCount()
	 * @see #getTestBench()
	 * @generated
	 */
	EAttribute getTestBench_CpuCount();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TestBench#getMemoryBytes <em>Memory Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Memory Bytes</em>'.
	 * @see org.drivebench.model.TestBench#getMemoryBytes()
	 * @see #getTestBench()
	 * @generated
	 */
	EAttribute getTestBench_MemoryBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TestBench#getController <em>Controller</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Controller</em>'.
	 * @see org.drivebench.model.TestBench#getController()
	 * @see #getTestBench()
	 * @generated
	 */
	EAttribute getTestBench_Controller();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TestBench#getJavaRuntime <em>Java Runtime</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Java Runtime</em>'.
	 * @see org.drivebench.model.TestBench#getJavaRuntime()
	 * @see #getTestBench()
	 * @generated
	 */
	EAttribute getTestBench_JavaRuntime();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TestBench#getIoBuffers <em>Io Buffers</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Io Buffers</em>'.
	 * @see org.drivebench.model.TestBench#getIoBuffers()
	 * @see #getTestBench()
	 * @generated
	 */
	EAttribute getTestBench_IoBuffers();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TestBench#getRig <em>Rig</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rig</em>'.
	 * @see org.drivebench.model.TestBench#getRig()
	 * @see #getTestBench()
	 * @generated
	 */
	EAttribute getTestBench_Rig();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TestBench#getRigAddress <em>Rig Address</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rig Address</em>'.
	 * @see org.drivebench.model.TestBench#getRigAddress()
	 * @see #getTestBench()
	 * @generated
	 */
	EAttribute getTestBench_RigAddress();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TestBench#getRemoteEngine <em>Remote Engine</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Remote Engine</em>'.
	 * @see org.drivebench.model.TestBench#getRemoteEngine()
	 * @see #getTestBench()
	 * @generated
	 */
	EAttribute getTestBench_RemoteEngine();

	/**
	 * Returns the meta object for class '{@link org.drivebench.model.DriveHealth <em>Drive Health</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Drive Health</em>'.
	 * @see org.drivebench.model.DriveHealth
	 * @generated
	 */
	EClass getDriveHealth();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.DriveHealth#getSource <em>Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Source</em>'.
	 * @see org.drivebench.model.DriveHealth#getSource()
	 * @see #getDriveHealth()
	 * @generated
	 */
	EAttribute getDriveHealth_Source();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.DriveHealth#getReadAt <em>Read At</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Read At</em>'.
	 * @see org.drivebench.model.DriveHealth#getReadAt()
	 * @see #getDriveHealth()
	 * @generated
	 */
	EAttribute getDriveHealth_ReadAt();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.DriveHealth#getTemperatureCelsius <em>Temperature Celsius</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Temperature Celsius</em>'.
	 * @see org.drivebench.model.DriveHealth#getTemperatureCelsius()
	 * @see #getDriveHealth()
	 * @generated
	 */
	EAttribute getDriveHealth_TemperatureCelsius();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.DriveHealth#getPowerOnHours <em>Power On Hours</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Power On Hours</em>'.
	 * @see org.drivebench.model.DriveHealth#getPowerOnHours()
	 * @see #getDriveHealth()
	 * @generated
	 */
	EAttribute getDriveHealth_PowerOnHours();

	/**
	 * Returns the meta object for class '{@link org.drivebench.model.TargetInfo <em>Target Info</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Target Info</em>'.
	 * @see org.drivebench.model.TargetInfo
	 * @generated
	 */
	EClass getTargetInfo();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TargetInfo#getKind <em>Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Kind</em>'.
	 * @see org.drivebench.model.TargetInfo#getKind()
	 * @see #getTargetInfo()
	 * @generated
	 */
	EAttribute getTargetInfo_Kind();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TargetInfo#getPath <em>Path</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Path</em>'.
	 * @see org.drivebench.model.TargetInfo#getPath()
	 * @see #getTargetInfo()
	 * @generated
	 */
	EAttribute getTargetInfo_Path();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TargetInfo#getSizeBytes <em>Size Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Size Bytes</em>'.
	 * @see org.drivebench.model.TargetInfo#getSizeBytes()
	 * @see #getTargetInfo()
	 * @generated
	 */
	EAttribute getTargetInfo_SizeBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TargetInfo#getStripSizeBytes <em>Strip Size Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Strip Size Bytes</em>'.
	 * @see org.drivebench.model.TargetInfo#getStripSizeBytes()
	 * @see #getTargetInfo()
	 * @generated
	 */
	EAttribute getTargetInfo_StripSizeBytes();

	/**
	 * Returns the meta object for the attribute list '{@link org.drivebench.model.TargetInfo#getMembers <em>Members</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Members</em>'.
	 * @see org.drivebench.model.TargetInfo#getMembers()
	 * @see #getTargetInfo()
	 * @generated
	 */
	EAttribute getTargetInfo_Members();

	/**
	 * Returns the meta object for the attribute list '{@link org.drivebench.model.TargetInfo#getTemporaryFiles <em>Temporary Files</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Temporary Files</em>'.
	 * @see org.drivebench.model.TargetInfo#getTemporaryFiles()
	 * @see #getTargetInfo()
	 * @generated
	 */
	EAttribute getTargetInfo_TemporaryFiles();

	/**
	 * Returns the meta object for class '{@link org.drivebench.model.TestResult <em>Test Result</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Test Result</em>'.
	 * @see org.drivebench.model.TestResult
	 * @generated
	 */
	EClass getTestResult();

	/**
	 * Returns the meta object for the container reference '{@link org.drivebench.model.TestResult#getRun <em>Run</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the container reference '<em>Run</em>'.
	 * @see org.drivebench.model.TestResult#getRun()
	 * @see #getTestResult()
	 * @generated
	 */
	EReference getTestResult_Run();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TestResult#getTestId <em>Test Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Test Id</em>'.
	 * @see org.drivebench.model.TestResult#getTestId()
	 * @see #getTestResult()
	 * @generated
	 */
	EAttribute getTestResult_TestId();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TestResult#getTestVersion <em>Test Version</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Test Version</em>'.
	 * @see org.drivebench.model.TestResult#getTestVersion()
	 * @see #getTestResult()
	 * @generated
	 */
	EAttribute getTestResult_TestVersion();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TestResult#getTestName <em>Test Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Test Name</em>'.
	 * @see org.drivebench.model.TestResult#getTestName()
	 * @see #getTestResult()
	 * @generated
	 */
	EAttribute getTestResult_TestName();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TestResult#getCaseName <em>Case Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Case Name</em>'.
	 * @see org.drivebench.model.TestResult#getCaseName()
	 * @see #getTestResult()
	 * @generated
	 */
	EAttribute getTestResult_CaseName();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TestResult#getCategory <em>Category</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Category</em>'.
	 * @see org.drivebench.model.TestResult#getCategory()
	 * @see #getTestResult()
	 * @generated
	 */
	EAttribute getTestResult_Category();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TestResult#getStatus <em>Status</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Status</em>'.
	 * @see org.drivebench.model.TestResult#getStatus()
	 * @see #getTestResult()
	 * @generated
	 */
	EAttribute getTestResult_Status();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TestResult#getStartedAt <em>Started At</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Started At</em>'.
	 * @see org.drivebench.model.TestResult#getStartedAt()
	 * @see #getTestResult()
	 * @generated
	 */
	EAttribute getTestResult_StartedAt();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TestResult#getFinishedAt <em>Finished At</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Finished At</em>'.
	 * @see org.drivebench.model.TestResult#getFinishedAt()
	 * @see #getTestResult()
	 * @generated
	 */
	EAttribute getTestResult_FinishedAt();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.TestResult#getEngineBackend <em>Engine Backend</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Engine Backend</em>'.
	 * @see org.drivebench.model.TestResult#getEngineBackend()
	 * @see #getTestResult()
	 * @generated
	 */
	EAttribute getTestResult_EngineBackend();

	/**
	 * Returns the meta object for the containment reference list '{@link org.drivebench.model.TestResult#getParameters <em>Parameters</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Parameters</em>'.
	 * @see org.drivebench.model.TestResult#getParameters()
	 * @see #getTestResult()
	 * @generated
	 */
	EReference getTestResult_Parameters();

	/**
	 * Returns the meta object for the containment reference list '{@link org.drivebench.model.TestResult#getMessages <em>Messages</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Messages</em>'.
	 * @see org.drivebench.model.TestResult#getMessages()
	 * @see #getTestResult()
	 * @generated
	 */
	EReference getTestResult_Messages();

	/**
	 * Returns the meta object for the containment reference list '{@link org.drivebench.model.TestResult#getMetrics <em>Metrics</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Metrics</em>'.
	 * @see org.drivebench.model.TestResult#getMetrics()
	 * @see #getTestResult()
	 * @generated
	 */
	EReference getTestResult_Metrics();

	/**
	 * Returns the meta object for the containment reference list '{@link org.drivebench.model.TestResult#getSeries <em>Series</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Series</em>'.
	 * @see org.drivebench.model.TestResult#getSeries()
	 * @see #getTestResult()
	 * @generated
	 */
	EReference getTestResult_Series();

	/**
	 * Returns the meta object for the containment reference list '{@link org.drivebench.model.TestResult#getHistograms <em>Histograms</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Histograms</em>'.
	 * @see org.drivebench.model.TestResult#getHistograms()
	 * @see #getTestResult()
	 * @generated
	 */
	EReference getTestResult_Histograms();

	/**
	 * Returns the meta object for the containment reference list '{@link org.drivebench.model.TestResult#getIntervals <em>Intervals</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Intervals</em>'.
	 * @see org.drivebench.model.TestResult#getIntervals()
	 * @see #getTestResult()
	 * @generated
	 */
	EReference getTestResult_Intervals();

	/**
	 * Returns the meta object for the containment reference list '{@link org.drivebench.model.TestResult#getWorkers <em>Workers</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Workers</em>'.
	 * @see org.drivebench.model.TestResult#getWorkers()
	 * @see #getTestResult()
	 * @generated
	 */
	EReference getTestResult_Workers();

	/**
	 * Returns the meta object for the containment reference list '{@link org.drivebench.model.TestResult#getSteps <em>Steps</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Steps</em>'.
	 * @see org.drivebench.model.TestResult#getSteps()
	 * @see #getTestResult()
	 * @generated
	 */
	EReference getTestResult_Steps();

	/**
	 * Returns the meta object for class '{@link org.drivebench.model.MeasuredStep <em>Measured Step</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Measured Step</em>'.
	 * @see org.drivebench.model.MeasuredStep
	 * @generated
	 */
	EClass getMeasuredStep();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.MeasuredStep#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see org.drivebench.model.MeasuredStep#getName()
	 * @see #getMeasuredStep()
	 * @generated
	 */
	EAttribute getMeasuredStep_Name();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.MeasuredStep#getBackend <em>Backend</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Backend</em>'.
	 * @see org.drivebench.model.MeasuredStep#getBackend()
	 * @see #getMeasuredStep()
	 * @generated
	 */
	EAttribute getMeasuredStep_Backend();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.MeasuredStep#isCompleted <em>Completed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Completed</em>'.
	 * @see org.drivebench.model.MeasuredStep#isCompleted()
	 * @see #getMeasuredStep()
	 * @generated
	 */
	EAttribute getMeasuredStep_Completed();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.MeasuredStep#getElapsedNanos <em>Elapsed Nanos</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Elapsed Nanos</em>'.
	 * @see org.drivebench.model.MeasuredStep#getElapsedNanos()
	 * @see #getMeasuredStep()
	 * @generated
	 */
	EAttribute getMeasuredStep_ElapsedNanos();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.MeasuredStep#getReadIos <em>Read Ios</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Read Ios</em>'.
	 * @see org.drivebench.model.MeasuredStep#getReadIos()
	 * @see #getMeasuredStep()
	 * @generated
	 */
	EAttribute getMeasuredStep_ReadIos();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.MeasuredStep#getReadBytes <em>Read Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Read Bytes</em>'.
	 * @see org.drivebench.model.MeasuredStep#getReadBytes()
	 * @see #getMeasuredStep()
	 * @generated
	 */
	EAttribute getMeasuredStep_ReadBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.MeasuredStep#getWriteIos <em>Write Ios</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Write Ios</em>'.
	 * @see org.drivebench.model.MeasuredStep#getWriteIos()
	 * @see #getMeasuredStep()
	 * @generated
	 */
	EAttribute getMeasuredStep_WriteIos();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.MeasuredStep#getWriteBytes <em>Write Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Write Bytes</em>'.
	 * @see org.drivebench.model.MeasuredStep#getWriteBytes()
	 * @see #getMeasuredStep()
	 * @generated
	 */
	EAttribute getMeasuredStep_WriteBytes();

	/**
	 * Returns the meta object for the containment reference '{@link org.drivebench.model.MeasuredStep#getKernel <em>Kernel</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Kernel</em>'.
	 * @see org.drivebench.model.MeasuredStep#getKernel()
	 * @see #getMeasuredStep()
	 * @generated
	 */
	EReference getMeasuredStep_Kernel();

	/**
	 * Returns the meta object for class '{@link org.drivebench.model.KernelCounters <em>Kernel Counters</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Kernel Counters</em>'.
	 * @see org.drivebench.model.KernelCounters
	 * @generated
	 */
	EClass getKernelCounters();

	/**
	 * Returns the meta object for the attribute list '{@link org.drivebench.model.KernelCounters#getDevices <em>Devices</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Devices</em>'.
	 * @see org.drivebench.model.KernelCounters#getDevices()
	 * @see #getKernelCounters()
	 * @generated
	 */
	EAttribute getKernelCounters_Devices();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.KernelCounters#getReadIos <em>Read Ios</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Read Ios</em>'.
	 * @see org.drivebench.model.KernelCounters#getReadIos()
	 * @see #getKernelCounters()
	 * @generated
	 */
	EAttribute getKernelCounters_ReadIos();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.KernelCounters#getReadBytes <em>Read Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Read Bytes</em>'.
	 * @see org.drivebench.model.KernelCounters#getReadBytes()
	 * @see #getKernelCounters()
	 * @generated
	 */
	EAttribute getKernelCounters_ReadBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.KernelCounters#getWriteIos <em>Write Ios</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Write Ios</em>'.
	 * @see org.drivebench.model.KernelCounters#getWriteIos()
	 * @see #getKernelCounters()
	 * @generated
	 */
	EAttribute getKernelCounters_WriteIos();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.KernelCounters#getWriteBytes <em>Write Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Write Bytes</em>'.
	 * @see org.drivebench.model.KernelCounters#getWriteBytes()
	 * @see #getKernelCounters()
	 * @generated
	 */
	EAttribute getKernelCounters_WriteBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.KernelCounters#getProcessReadBytes <em>Process Read Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Process Read Bytes</em>'.
	 * @see org.drivebench.model.KernelCounters#getProcessReadBytes()
	 * @see #getKernelCounters()
	 * @generated
	 */
	EAttribute getKernelCounters_ProcessReadBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.KernelCounters#getProcessWriteBytes <em>Process Write Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Process Write Bytes</em>'.
	 * @see org.drivebench.model.KernelCounters#getProcessWriteBytes()
	 * @see #getKernelCounters()
	 * @generated
	 */
	EAttribute getKernelCounters_ProcessWriteBytes();

	/**
	 * Returns the meta object for class '{@link org.drivebench.model.Parameter <em>Parameter</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Parameter</em>'.
	 * @see org.drivebench.model.Parameter
	 * @generated
	 */
	EClass getParameter();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Parameter#getKey <em>Key</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Key</em>'.
	 * @see org.drivebench.model.Parameter#getKey()
	 * @see #getParameter()
	 * @generated
	 */
	EAttribute getParameter_Key();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Parameter#getLabel <em>Label</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Label</em>'.
	 * @see org.drivebench.model.Parameter#getLabel()
	 * @see #getParameter()
	 * @generated
	 */
	EAttribute getParameter_Label();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Parameter#getValue <em>Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Value</em>'.
	 * @see org.drivebench.model.Parameter#getValue()
	 * @see #getParameter()
	 * @generated
	 */
	EAttribute getParameter_Value();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Parameter#getUnit <em>Unit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Unit</em>'.
	 * @see org.drivebench.model.Parameter#getUnit()
	 * @see #getParameter()
	 * @generated
	 */
	EAttribute getParameter_Unit();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Parameter#isPlace <em>Place</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Place</em>'.
	 * @see org.drivebench.model.Parameter#isPlace()
	 * @see #getParameter()
	 * @generated
	 */
	EAttribute getParameter_Place();

	/**
	 * Returns the meta object for class '{@link org.drivebench.model.Message <em>Message</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Message</em>'.
	 * @see org.drivebench.model.Message
	 * @generated
	 */
	EClass getMessage();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Message#getSeverity <em>Severity</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Severity</em>'.
	 * @see org.drivebench.model.Message#getSeverity()
	 * @see #getMessage()
	 * @generated
	 */
	EAttribute getMessage_Severity();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Message#getText <em>Text</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Text</em>'.
	 * @see org.drivebench.model.Message#getText()
	 * @see #getMessage()
	 * @generated
	 */
	EAttribute getMessage_Text();

	/**
	 * Returns the meta object for class '{@link org.drivebench.model.Metric <em>Metric</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Metric</em>'.
	 * @see org.drivebench.model.Metric
	 * @generated
	 */
	EClass getMetric();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Metric#getKey <em>Key</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Key</em>'.
	 * @see org.drivebench.model.Metric#getKey()
	 * @see #getMetric()
	 * @generated
	 */
	EAttribute getMetric_Key();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Metric#getLabel <em>Label</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Label</em>'.
	 * @see org.drivebench.model.Metric#getLabel()
	 * @see #getMetric()
	 * @generated
	 */
	EAttribute getMetric_Label();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Metric#getValue <em>Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Value</em>'.
	 * @see org.drivebench.model.Metric#getValue()
	 * @see #getMetric()
	 * @generated
	 */
	EAttribute getMetric_Value();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Metric#getUnit <em>Unit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Unit</em>'.
	 * @see org.drivebench.model.Metric#getUnit()
	 * @see #getMetric()
	 * @generated
	 */
	EAttribute getMetric_Unit();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Metric#getDirection <em>Direction</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Direction</em>'.
	 * @see org.drivebench.model.Metric#getDirection()
	 * @see #getMetric()
	 * @generated
	 */
	EAttribute getMetric_Direction();

	/**
	 * Returns the meta object for class '{@link org.drivebench.model.Series <em>Series</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Series</em>'.
	 * @see org.drivebench.model.Series
	 * @generated
	 */
	EClass getSeries();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Series#getKey <em>Key</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Key</em>'.
	 * @see org.drivebench.model.Series#getKey()
	 * @see #getSeries()
	 * @generated
	 */
	EAttribute getSeries_Key();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Series#getLabel <em>Label</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Label</em>'.
	 * @see org.drivebench.model.Series#getLabel()
	 * @see #getSeries()
	 * @generated
	 */
	EAttribute getSeries_Label();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Series#getKind <em>Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Kind</em>'.
	 * @see org.drivebench.model.Series#getKind()
	 * @see #getSeries()
	 * @generated
	 */
	EAttribute getSeries_Kind();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Series#getRole <em>Role</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Role</em>'.
	 * @see org.drivebench.model.Series#getRole()
	 * @see #getSeries()
	 * @generated
	 */
	EAttribute getSeries_Role();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Series#getXLabel <em>XLabel</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>XLabel</em>'.
	 * @see org.drivebench.model.Series#getXLabel()
	 * @see #getSeries()
	 * @generated
	 */
	EAttribute getSeries_XLabel();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Series#getXUnit <em>XUnit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>XUnit</em>'.
	 * @see org.drivebench.model.Series#getXUnit()
	 * @see #getSeries()
	 * @generated
	 */
	EAttribute getSeries_XUnit();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Series#getXScale <em>XScale</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>XScale</em>'.
	 * @see org.drivebench.model.Series#getXScale()
	 * @see #getSeries()
	 * @generated
	 */
	EAttribute getSeries_XScale();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Series#getYLabel <em>YLabel</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>YLabel</em>'.
	 * @see org.drivebench.model.Series#getYLabel()
	 * @see #getSeries()
	 * @generated
	 */
	EAttribute getSeries_YLabel();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Series#getYUnit <em>YUnit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>YUnit</em>'.
	 * @see org.drivebench.model.Series#getYUnit()
	 * @see #getSeries()
	 * @generated
	 */
	EAttribute getSeries_YUnit();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Series#getYScale <em>YScale</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>YScale</em>'.
	 * @see org.drivebench.model.Series#getYScale()
	 * @see #getSeries()
	 * @generated
	 */
	EAttribute getSeries_YScale();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Series#getXValues <em>XValues</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>XValues</em>'.
	 * @see org.drivebench.model.Series#getXValues()
	 * @see #getSeries()
	 * @generated
	 */
	EAttribute getSeries_XValues();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Series#getYValues <em>YValues</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>YValues</em>'.
	 * @see org.drivebench.model.Series#getYValues()
	 * @see #getSeries()
	 * @generated
	 */
	EAttribute getSeries_YValues();

	/**
	 * Returns the meta object for the attribute list '{@link org.drivebench.model.Series#getCategories <em>Categories</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Categories</em>'.
	 * @see org.drivebench.model.Series#getCategories()
	 * @see #getSeries()
	 * @generated
	 */
	EAttribute getSeries_Categories();

	/**
	 * Returns the meta object for class '{@link org.drivebench.model.LatencyHistogram <em>Latency Histogram</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Latency Histogram</em>'.
	 * @see org.drivebench.model.LatencyHistogram
	 * @generated
	 */
	EClass getLatencyHistogram();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.LatencyHistogram#getKey <em>Key</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Key</em>'.
	 * @see org.drivebench.model.LatencyHistogram#getKey()
	 * @see #getLatencyHistogram()
	 * @generated
	 */
	EAttribute getLatencyHistogram_Key();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.LatencyHistogram#getLabel <em>Label</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Label</em>'.
	 * @see org.drivebench.model.LatencyHistogram#getLabel()
	 * @see #getLatencyHistogram()
	 * @generated
	 */
	EAttribute getLatencyHistogram_Label();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.LatencyHistogram#getCount <em>Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Count</em>'.
	 * @see org.drivebench.model.LatencyHistogram#getCount()
	 * @see #getLatencyHistogram()
	 * @generated
	 */
	EAttribute getLatencyHistogram_Count();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.LatencyHistogram#getMinNanos <em>Min Nanos</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Min Nanos</em>'.
	 * @see org.drivebench.model.LatencyHistogram#getMinNanos()
	 * @see #getLatencyHistogram()
	 * @generated
	 */
	EAttribute getLatencyHistogram_MinNanos();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.LatencyHistogram#getMaxNanos <em>Max Nanos</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Nanos</em>'.
	 * @see org.drivebench.model.LatencyHistogram#getMaxNanos()
	 * @see #getLatencyHistogram()
	 * @generated
	 */
	EAttribute getLatencyHistogram_MaxNanos();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.LatencyHistogram#getMeanNanos <em>Mean Nanos</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Mean Nanos</em>'.
	 * @see org.drivebench.model.LatencyHistogram#getMeanNanos()
	 * @see #getLatencyHistogram()
	 * @generated
	 */
	EAttribute getLatencyHistogram_MeanNanos();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.LatencyHistogram#getStdDevNanos <em>Std Dev Nanos</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Std Dev Nanos</em>'.
	 * @see org.drivebench.model.LatencyHistogram#getStdDevNanos()
	 * @see #getLatencyHistogram()
	 * @generated
	 */
	EAttribute getLatencyHistogram_StdDevNanos();

	/**
	 * Returns the meta object for the containment reference list '{@link org.drivebench.model.LatencyHistogram#getPercentiles <em>Percentiles</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Percentiles</em>'.
	 * @see org.drivebench.model.LatencyHistogram#getPercentiles()
	 * @see #getLatencyHistogram()
	 * @generated
	 */
	EReference getLatencyHistogram_Percentiles();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.LatencyHistogram#getEncoded <em>Encoded</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Encoded</em>'.
	 * @see org.drivebench.model.LatencyHistogram#getEncoded()
	 * @see #getLatencyHistogram()
	 * @generated
	 */
	EAttribute getLatencyHistogram_Encoded();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.LatencyHistogram#getSpan <em>Span</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Span</em>'.
	 * @see org.drivebench.model.LatencyHistogram#getSpan()
	 * @see #getLatencyHistogram()
	 * @generated
	 */
	EAttribute getLatencyHistogram_Span();

	/**
	 * Returns the meta object for class '{@link org.drivebench.model.Percentile <em>Percentile</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Percentile</em>'.
	 * @see org.drivebench.model.Percentile
	 * @generated
	 */
	EClass getPercentile();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Percentile#getPercent <em>Percent</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Percent</em>'.
	 * @see org.drivebench.model.Percentile#getPercent()
	 * @see #getPercentile()
	 * @generated
	 */
	EAttribute getPercentile_Percent();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Percentile#getNanos <em>Nanos</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Nanos</em>'.
	 * @see org.drivebench.model.Percentile#getNanos()
	 * @see #getPercentile()
	 * @generated
	 */
	EAttribute getPercentile_Nanos();

	/**
	 * Returns the meta object for class '{@link org.drivebench.model.IntervalSeries <em>Interval Series</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Interval Series</em>'.
	 * @see org.drivebench.model.IntervalSeries
	 * @generated
	 */
	EClass getIntervalSeries();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.IntervalSeries#getKey <em>Key</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Key</em>'.
	 * @see org.drivebench.model.IntervalSeries#getKey()
	 * @see #getIntervalSeries()
	 * @generated
	 */
	EAttribute getIntervalSeries_Key();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.IntervalSeries#getLabel <em>Label</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Label</em>'.
	 * @see org.drivebench.model.IntervalSeries#getLabel()
	 * @see #getIntervalSeries()
	 * @generated
	 */
	EAttribute getIntervalSeries_Label();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.IntervalSeries#getIntervalNanos <em>Interval Nanos</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Interval Nanos</em>'.
	 * @see org.drivebench.model.IntervalSeries#getIntervalNanos()
	 * @see #getIntervalSeries()
	 * @generated
	 */
	EAttribute getIntervalSeries_IntervalNanos();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.IntervalSeries#getStartSeconds <em>Start Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Start Seconds</em>'.
	 * @see org.drivebench.model.IntervalSeries#getStartSeconds()
	 * @see #getIntervalSeries()
	 * @generated
	 */
	EAttribute getIntervalSeries_StartSeconds();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.IntervalSeries#getIops <em>Iops</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Iops</em>'.
	 * @see org.drivebench.model.IntervalSeries#getIops()
	 * @see #getIntervalSeries()
	 * @generated
	 */
	EAttribute getIntervalSeries_Iops();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.IntervalSeries#getMegabytesPerSecond <em>Megabytes Per Second</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Megabytes Per Second</em>'.
	 * @see org.drivebench.model.IntervalSeries#getMegabytesPerSecond()
	 * @see #getIntervalSeries()
	 * @generated
	 */
	EAttribute getIntervalSeries_MegabytesPerSecond();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.IntervalSeries#getMeanLatencyMicros <em>Mean Latency Micros</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Mean Latency Micros</em>'.
	 * @see org.drivebench.model.IntervalSeries#getMeanLatencyMicros()
	 * @see #getIntervalSeries()
	 * @generated
	 */
	EAttribute getIntervalSeries_MeanLatencyMicros();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.IntervalSeries#getMaxLatencyMicros <em>Max Latency Micros</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Latency Micros</em>'.
	 * @see org.drivebench.model.IntervalSeries#getMaxLatencyMicros()
	 * @see #getIntervalSeries()
	 * @generated
	 */
	EAttribute getIntervalSeries_MaxLatencyMicros();

	/**
	 * Returns the meta object for class '{@link org.drivebench.model.WorkerResult <em>Worker Result</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Worker Result</em>'.
	 * @see org.drivebench.model.WorkerResult
	 * @generated
	 */
	EClass getWorkerResult();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.WorkerResult#getIndex <em>Index</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Index</em>'.
	 * @see org.drivebench.model.WorkerResult#getIndex()
	 * @see #getWorkerResult()
	 * @generated
	 */
	EAttribute getWorkerResult_Index();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.WorkerResult#getRegionOffset <em>Region Offset</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Region Offset</em>'.
	 * @see org.drivebench.model.WorkerResult#getRegionOffset()
	 * @see #getWorkerResult()
	 * @generated
	 */
	EAttribute getWorkerResult_RegionOffset();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.WorkerResult#getRegionLength <em>Region Length</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Region Length</em>'.
	 * @see org.drivebench.model.WorkerResult#getRegionLength()
	 * @see #getWorkerResult()
	 * @generated
	 */
	EAttribute getWorkerResult_RegionLength();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.WorkerResult#getIos <em>Ios</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Ios</em>'.
	 * @see org.drivebench.model.WorkerResult#getIos()
	 * @see #getWorkerResult()
	 * @generated
	 */
	EAttribute getWorkerResult_Ios();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.WorkerResult#getBytes <em>Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Bytes</em>'.
	 * @see org.drivebench.model.WorkerResult#getBytes()
	 * @see #getWorkerResult()
	 * @generated
	 */
	EAttribute getWorkerResult_Bytes();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.WorkerResult#getElapsedNanos <em>Elapsed Nanos</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Elapsed Nanos</em>'.
	 * @see org.drivebench.model.WorkerResult#getElapsedNanos()
	 * @see #getWorkerResult()
	 * @generated
	 */
	EAttribute getWorkerResult_ElapsedNanos();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.WorkerResult#getIops <em>Iops</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Iops</em>'.
	 * @see org.drivebench.model.WorkerResult#getIops()
	 * @see #getWorkerResult()
	 * @generated
	 */
	EAttribute getWorkerResult_Iops();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.WorkerResult#getMegabytesPerSecond <em>Megabytes Per Second</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Megabytes Per Second</em>'.
	 * @see org.drivebench.model.WorkerResult#getMegabytesPerSecond()
	 * @see #getWorkerResult()
	 * @generated
	 */
	EAttribute getWorkerResult_MegabytesPerSecond();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.WorkerResult#getMeanLatencyNanos <em>Mean Latency Nanos</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Mean Latency Nanos</em>'.
	 * @see org.drivebench.model.WorkerResult#getMeanLatencyNanos()
	 * @see #getWorkerResult()
	 * @generated
	 */
	EAttribute getWorkerResult_MeanLatencyNanos();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.WorkerResult#getMaxLatencyNanos <em>Max Latency Nanos</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Latency Nanos</em>'.
	 * @see org.drivebench.model.WorkerResult#getMaxLatencyNanos()
	 * @see #getWorkerResult()
	 * @generated
	 */
	EAttribute getWorkerResult_MaxLatencyNanos();

	/**
	 * Returns the meta object for class '{@link org.drivebench.model.Suite <em>Suite</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Suite</em>'.
	 * @see org.drivebench.model.Suite
	 * @generated
	 */
	EClass getSuite();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Suite#getSchemaVersion <em>Schema Version</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Schema Version</em>'.
	 * @see org.drivebench.model.Suite#getSchemaVersion()
	 * @see #getSuite()
	 * @generated
	 */
	EAttribute getSuite_SchemaVersion();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Suite#getId <em>Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Id</em>'.
	 * @see org.drivebench.model.Suite#getId()
	 * @see #getSuite()
	 * @generated
	 */
	EAttribute getSuite_Id();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Suite#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see org.drivebench.model.Suite#getName()
	 * @see #getSuite()
	 * @generated
	 */
	EAttribute getSuite_Name();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Suite#getTitle <em>Title</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Title</em>'.
	 * @see org.drivebench.model.Suite#getTitle()
	 * @see #getSuite()
	 * @generated
	 */
	EAttribute getSuite_Title();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.Suite#getDescription <em>Description</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Description</em>'.
	 * @see org.drivebench.model.Suite#getDescription()
	 * @see #getSuite()
	 * @generated
	 */
	EAttribute getSuite_Description();

	/**
	 * Returns the meta object for the containment reference list '{@link org.drivebench.model.Suite#getEntries <em>Entries</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Entries</em>'.
	 * @see org.drivebench.model.Suite#getEntries()
	 * @see #getSuite()
	 * @generated
	 */
	EReference getSuite_Entries();

	/**
	 * Returns the meta object for class '{@link org.drivebench.model.SuiteEntry <em>Suite Entry</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Suite Entry</em>'.
	 * @see org.drivebench.model.SuiteEntry
	 * @generated
	 */
	EClass getSuiteEntry();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.SuiteEntry#getTestId <em>Test Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Test Id</em>'.
	 * @see org.drivebench.model.SuiteEntry#getTestId()
	 * @see #getSuiteEntry()
	 * @generated
	 */
	EAttribute getSuiteEntry_TestId();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.SuiteEntry#getLabel <em>Label</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Label</em>'.
	 * @see org.drivebench.model.SuiteEntry#getLabel()
	 * @see #getSuiteEntry()
	 * @generated
	 */
	EAttribute getSuiteEntry_Label();

	/**
	 * Returns the meta object for the containment reference list '{@link org.drivebench.model.SuiteEntry#getParameters <em>Parameters</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Parameters</em>'.
	 * @see org.drivebench.model.SuiteEntry#getParameters()
	 * @see #getSuiteEntry()
	 * @generated
	 */
	EReference getSuiteEntry_Parameters();

	/**
	 * Returns the meta object for class '{@link org.drivebench.model.ComparisonReport <em>Comparison Report</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Comparison Report</em>'.
	 * @see org.drivebench.model.ComparisonReport
	 * @generated
	 */
	EClass getComparisonReport();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.ComparisonReport#getSchemaVersion <em>Schema Version</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Schema Version</em>'.
	 * @see org.drivebench.model.ComparisonReport#getSchemaVersion()
	 * @see #getComparisonReport()
	 * @generated
	 */
	EAttribute getComparisonReport_SchemaVersion();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.ComparisonReport#getId <em>Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Id</em>'.
	 * @see org.drivebench.model.ComparisonReport#getId()
	 * @see #getComparisonReport()
	 * @generated
	 */
	EAttribute getComparisonReport_Id();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.ComparisonReport#getTitle <em>Title</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Title</em>'.
	 * @see org.drivebench.model.ComparisonReport#getTitle()
	 * @see #getComparisonReport()
	 * @generated
	 */
	EAttribute getComparisonReport_Title();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.ComparisonReport#getCreatedAt <em>Created At</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Created At</em>'.
	 * @see org.drivebench.model.ComparisonReport#getCreatedAt()
	 * @see #getComparisonReport()
	 * @generated
	 */
	EAttribute getComparisonReport_CreatedAt();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.ComparisonReport#getModifiedAt <em>Modified At</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Modified At</em>'.
	 * @see org.drivebench.model.ComparisonReport#getModifiedAt()
	 * @see #getComparisonReport()
	 * @generated
	 */
	EAttribute getComparisonReport_ModifiedAt();

	/**
	 * Returns the meta object for the containment reference list '{@link org.drivebench.model.ComparisonReport#getDrives <em>Drives</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Drives</em>'.
	 * @see org.drivebench.model.ComparisonReport#getDrives()
	 * @see #getComparisonReport()
	 * @generated
	 */
	EReference getComparisonReport_Drives();

	/**
	 * Returns the meta object for the attribute list '{@link org.drivebench.model.ComparisonReport#getTestIds <em>Test Ids</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Test Ids</em>'.
	 * @see org.drivebench.model.ComparisonReport#getTestIds()
	 * @see #getComparisonReport()
	 * @generated
	 */
	EAttribute getComparisonReport_TestIds();

	/**
	 * Returns the meta object for the attribute list '{@link org.drivebench.model.ComparisonReport#getMetricKeys <em>Metric Keys</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Metric Keys</em>'.
	 * @see org.drivebench.model.ComparisonReport#getMetricKeys()
	 * @see #getComparisonReport()
	 * @generated
	 */
	EAttribute getComparisonReport_MetricKeys();

	/**
	 * Returns the meta object for the attribute list '{@link org.drivebench.model.ComparisonReport#getSeriesKeys <em>Series Keys</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Series Keys</em>'.
	 * @see org.drivebench.model.ComparisonReport#getSeriesKeys()
	 * @see #getComparisonReport()
	 * @generated
	 */
	EAttribute getComparisonReport_SeriesKeys();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.ComparisonReport#getBaselineDriveKey <em>Baseline Drive Key</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Baseline Drive Key</em>'.
	 * @see org.drivebench.model.ComparisonReport#getBaselineDriveKey()
	 * @see #getComparisonReport()
	 * @generated
	 */
	EAttribute getComparisonReport_BaselineDriveKey();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.ComparisonReport#getLayout <em>Layout</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Layout</em>'.
	 * @see org.drivebench.model.ComparisonReport#getLayout()
	 * @see #getComparisonReport()
	 * @generated
	 */
	EAttribute getComparisonReport_Layout();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.ComparisonReport#getNormalisation <em>Normalisation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Normalisation</em>'.
	 * @see org.drivebench.model.ComparisonReport#getNormalisation()
	 * @see #getComparisonReport()
	 * @generated
	 */
	EAttribute getComparisonReport_Normalisation();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.ComparisonReport#getConfidenceLevel <em>Confidence Level</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Confidence Level</em>'.
	 * @see org.drivebench.model.ComparisonReport#getConfidenceLevel()
	 * @see #getComparisonReport()
	 * @generated
	 */
	EAttribute getComparisonReport_ConfidenceLevel();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.ComparisonReport#getPinnedAt <em>Pinned At</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Pinned At</em>'.
	 * @see org.drivebench.model.ComparisonReport#getPinnedAt()
	 * @see #getComparisonReport()
	 * @generated
	 */
	EAttribute getComparisonReport_PinnedAt();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.ComparisonReport#getPinNote <em>Pin Note</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Pin Note</em>'.
	 * @see org.drivebench.model.ComparisonReport#getPinNote()
	 * @see #getComparisonReport()
	 * @generated
	 */
	EAttribute getComparisonReport_PinNote();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.ComparisonReport#isOverall <em>Overall</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Overall</em>'.
	 * @see org.drivebench.model.ComparisonReport#isOverall()
	 * @see #getComparisonReport()
	 * @generated
	 */
	EAttribute getComparisonReport_Overall();

	/**
	 * Returns the meta object for class '{@link org.drivebench.model.DriveSelection <em>Drive Selection</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Drive Selection</em>'.
	 * @see org.drivebench.model.DriveSelection
	 * @generated
	 */
	EClass getDriveSelection();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.DriveSelection#getDriveKey <em>Drive Key</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Drive Key</em>'.
	 * @see org.drivebench.model.DriveSelection#getDriveKey()
	 * @see #getDriveSelection()
	 * @generated
	 */
	EAttribute getDriveSelection_DriveKey();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.DriveSelection#getLabel <em>Label</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Label</em>'.
	 * @see org.drivebench.model.DriveSelection#getLabel()
	 * @see #getDriveSelection()
	 * @generated
	 */
	EAttribute getDriveSelection_Label();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.DriveSelection#getColor <em>Color</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Color</em>'.
	 * @see org.drivebench.model.DriveSelection#getColor()
	 * @see #getDriveSelection()
	 * @generated
	 */
	EAttribute getDriveSelection_Color();

	/**
	 * Returns the meta object for the attribute list '{@link org.drivebench.model.DriveSelection#getRunIds <em>Run Ids</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Run Ids</em>'.
	 * @see org.drivebench.model.DriveSelection#getRunIds()
	 * @see #getDriveSelection()
	 * @generated
	 */
	EAttribute getDriveSelection_RunIds();

	/**
	 * Returns the meta object for class '{@link org.drivebench.model.GroupTest <em>Group Test</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Group Test</em>'.
	 * @see org.drivebench.model.GroupTest
	 * @generated
	 */
	EClass getGroupTest();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.GroupTest#getSchemaVersion <em>Schema Version</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Schema Version</em>'.
	 * @see org.drivebench.model.GroupTest#getSchemaVersion()
	 * @see #getGroupTest()
	 * @generated
	 */
	EAttribute getGroupTest_SchemaVersion();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.GroupTest#getId <em>Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Id</em>'.
	 * @see org.drivebench.model.GroupTest#getId()
	 * @see #getGroupTest()
	 * @generated
	 */
	EAttribute getGroupTest_Id();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.GroupTest#getTitle <em>Title</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Title</em>'.
	 * @see org.drivebench.model.GroupTest#getTitle()
	 * @see #getGroupTest()
	 * @generated
	 */
	EAttribute getGroupTest_Title();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.GroupTest#getCreatedAt <em>Created At</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Created At</em>'.
	 * @see org.drivebench.model.GroupTest#getCreatedAt()
	 * @see #getGroupTest()
	 * @generated
	 */
	EAttribute getGroupTest_CreatedAt();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.GroupTest#getModifiedAt <em>Modified At</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Modified At</em>'.
	 * @see org.drivebench.model.GroupTest#getModifiedAt()
	 * @see #getGroupTest()
	 * @generated
	 */
	EAttribute getGroupTest_ModifiedAt();

	/**
	 * Returns the meta object for the containment reference list '{@link org.drivebench.model.GroupTest#getEntries <em>Entries</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Entries</em>'.
	 * @see org.drivebench.model.GroupTest#getEntries()
	 * @see #getGroupTest()
	 * @generated
	 */
	EReference getGroupTest_Entries();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.GroupTest#getProcess <em>Process</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Process</em>'.
	 * @see org.drivebench.model.GroupTest#getProcess()
	 * @see #getGroupTest()
	 * @generated
	 */
	EAttribute getGroupTest_Process();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.GroupTest#getReportId <em>Report Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Report Id</em>'.
	 * @see org.drivebench.model.GroupTest#getReportId()
	 * @see #getGroupTest()
	 * @generated
	 */
	EAttribute getGroupTest_ReportId();

	/**
	 * Returns the meta object for class '{@link org.drivebench.model.GroupEntry <em>Group Entry</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Group Entry</em>'.
	 * @see org.drivebench.model.GroupEntry
	 * @generated
	 */
	EClass getGroupEntry();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.GroupEntry#getLabel <em>Label</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Label</em>'.
	 * @see org.drivebench.model.GroupEntry#getLabel()
	 * @see #getGroupEntry()
	 * @generated
	 */
	EAttribute getGroupEntry_Label();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.GroupEntry#getTarget <em>Target</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Target</em>'.
	 * @see org.drivebench.model.GroupEntry#getTarget()
	 * @see #getGroupEntry()
	 * @generated
	 */
	EAttribute getGroupEntry_Target();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.GroupEntry#getRig <em>Rig</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rig</em>'.
	 * @see org.drivebench.model.GroupEntry#getRig()
	 * @see #getGroupEntry()
	 * @generated
	 */
	EAttribute getGroupEntry_Rig();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.GroupEntry#getSuiteId <em>Suite Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Suite Id</em>'.
	 * @see org.drivebench.model.GroupEntry#getSuiteId()
	 * @see #getGroupEntry()
	 * @generated
	 */
	EAttribute getGroupEntry_SuiteId();

	/**
	 * Returns the meta object for the attribute list '{@link org.drivebench.model.GroupEntry#getParameters <em>Parameters</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Parameters</em>'.
	 * @see org.drivebench.model.GroupEntry#getParameters()
	 * @see #getGroupEntry()
	 * @generated
	 */
	EAttribute getGroupEntry_Parameters();

	/**
	 * Returns the meta object for the attribute list '{@link org.drivebench.model.GroupEntry#getConfirmations <em>Confirmations</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Confirmations</em>'.
	 * @see org.drivebench.model.GroupEntry#getConfirmations()
	 * @see #getGroupEntry()
	 * @generated
	 */
	EAttribute getGroupEntry_Confirmations();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.GroupEntry#getFileSizeBytes <em>File Size Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>File Size Bytes</em>'.
	 * @see org.drivebench.model.GroupEntry#getFileSizeBytes()
	 * @see #getGroupEntry()
	 * @generated
	 */
	EAttribute getGroupEntry_FileSizeBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.GroupEntry#getState <em>State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>State</em>'.
	 * @see org.drivebench.model.GroupEntry#getState()
	 * @see #getGroupEntry()
	 * @generated
	 */
	EAttribute getGroupEntry_State();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.GroupEntry#getReason <em>Reason</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Reason</em>'.
	 * @see org.drivebench.model.GroupEntry#getReason()
	 * @see #getGroupEntry()
	 * @generated
	 */
	EAttribute getGroupEntry_Reason();

	/**
	 * Returns the meta object for the attribute list '{@link org.drivebench.model.GroupEntry#getRunIds <em>Run Ids</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Run Ids</em>'.
	 * @see org.drivebench.model.GroupEntry#getRunIds()
	 * @see #getGroupEntry()
	 * @generated
	 */
	EAttribute getGroupEntry_RunIds();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.GroupEntry#getStartedAt <em>Started At</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Started At</em>'.
	 * @see org.drivebench.model.GroupEntry#getStartedAt()
	 * @see #getGroupEntry()
	 * @generated
	 */
	EAttribute getGroupEntry_StartedAt();

	/**
	 * Returns the meta object for the attribute '{@link org.drivebench.model.GroupEntry#getFinishedAt <em>Finished At</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Finished At</em>'.
	 * @see org.drivebench.model.GroupEntry#getFinishedAt()
	 * @see #getGroupEntry()
	 * @generated
	 */
	EAttribute getGroupEntry_FinishedAt();

	/**
	 * Returns the meta object for enum '{@link org.drivebench.model.RunState <em>Run State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Run State</em>'.
	 * @see org.drivebench.model.RunState
	 * @generated
	 */
	EEnum getRunState();

	/**
	 * Returns the meta object for enum '{@link org.drivebench.model.TargetKind <em>Target Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Target Kind</em>'.
	 * @see org.drivebench.model.TargetKind
	 * @generated
	 */
	EEnum getTargetKind();

	/**
	 * Returns the meta object for enum '{@link org.drivebench.model.ResultStatus <em>Result Status</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Result Status</em>'.
	 * @see org.drivebench.model.ResultStatus
	 * @generated
	 */
	EEnum getResultStatus();

	/**
	 * Returns the meta object for enum '{@link org.drivebench.model.Severity <em>Severity</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Severity</em>'.
	 * @see org.drivebench.model.Severity
	 * @generated
	 */
	EEnum getSeverity();

	/**
	 * Returns the meta object for enum '{@link org.drivebench.model.BetterDirection <em>Better Direction</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Better Direction</em>'.
	 * @see org.drivebench.model.BetterDirection
	 * @generated
	 */
	EEnum getBetterDirection();

	/**
	 * Returns the meta object for enum '{@link org.drivebench.model.SeriesKind <em>Series Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Series Kind</em>'.
	 * @see org.drivebench.model.SeriesKind
	 * @generated
	 */
	EEnum getSeriesKind();

	/**
	 * Returns the meta object for enum '{@link org.drivebench.model.SeriesRole <em>Series Role</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Series Role</em>'.
	 * @see org.drivebench.model.SeriesRole
	 * @generated
	 */
	EEnum getSeriesRole();

	/**
	 * Returns the meta object for enum '{@link org.drivebench.model.AxisScale <em>Axis Scale</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Axis Scale</em>'.
	 * @see org.drivebench.model.AxisScale
	 * @generated
	 */
	EEnum getAxisScale();

	/**
	 * Returns the meta object for enum '{@link org.drivebench.model.LatencySpan <em>Latency Span</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Latency Span</em>'.
	 * @see org.drivebench.model.LatencySpan
	 * @generated
	 */
	EEnum getLatencySpan();

	/**
	 * Returns the meta object for enum '{@link org.drivebench.model.TableLayout <em>Table Layout</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Table Layout</em>'.
	 * @see org.drivebench.model.TableLayout
	 * @generated
	 */
	EEnum getTableLayout();

	/**
	 * Returns the meta object for enum '{@link org.drivebench.model.Normalisation <em>Normalisation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Normalisation</em>'.
	 * @see org.drivebench.model.Normalisation
	 * @generated
	 */
	EEnum getNormalisation();

	/**
	 * Returns the meta object for enum '{@link org.drivebench.model.GroupEntryState <em>Group Entry State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Group Entry State</em>'.
	 * @see org.drivebench.model.GroupEntryState
	 * @generated
	 */
	EEnum getGroupEntryState();

	/**
	 * Returns the meta object for data type '{@link org.drivebench.model.values.Samples <em>Samples</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
     * <!-- begin-model-doc -->
     * An immutable array of doubles, stored compactly (base64 of little-endian IEEE 754) so that a 100,000-point surface scan stays small and loads fast.
     * <!-- end-model-doc -->
	 * @return the meta object for data type '<em>Samples</em>'.
	 * @see org.drivebench.model.values.Samples
	 * @model instanceClass="org.drivebench.model.values.Samples"
	 * @generated
	 */
	EDataType getSamples();

	/**
	 * Returns the factory that creates the instances of the model.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the factory that creates the instances of the model.
	 * @generated
	 */
	DriveBenchFactory getDriveBenchFactory();

	/**
	 * <!-- begin-user-doc -->
	 * Defines literals for the meta objects that represent
	 * <ul>
	 *   <li>each class,</li>
	 *   <li>each feature of each class,</li>
	 *   <li>each enum,</li>
	 *   <li>and each data type</li>
	 * </ul>
	 * <!-- end-user-doc -->
	 * @generated
	 */
	interface Literals {
		/**
		 * The meta object literal for the '{@link org.drivebench.model.impl.RunImpl <em>Run</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.impl.RunImpl
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getRun()
		 * @generated
		 */
		EClass RUN = eINSTANCE.getRun();

		/**
		 * The meta object literal for the '<em><b>Schema Version</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RUN__SCHEMA_VERSION = eINSTANCE.getRun_SchemaVersion();

		/**
		 * The meta object literal for the '<em><b>Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RUN__ID = eINSTANCE.getRun_Id();

		/**
		 * The meta object literal for the '<em><b>Started At</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RUN__STARTED_AT = eINSTANCE.getRun_StartedAt();

		/**
		 * The meta object literal for the '<em><b>Finished At</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RUN__FINISHED_AT = eINSTANCE.getRun_FinishedAt();

		/**
		 * The meta object literal for the '<em><b>Suite Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RUN__SUITE_NAME = eINSTANCE.getRun_SuiteName();

		/**
		 * The meta object literal for the '<em><b>Software Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RUN__SOFTWARE_NAME = eINSTANCE.getRun_SoftwareName();

		/**
		 * The meta object literal for the '<em><b>Software Version</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RUN__SOFTWARE_VERSION = eINSTANCE.getRun_SoftwareVersion();

		/**
		 * The meta object literal for the '<em><b>Imported From</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RUN__IMPORTED_FROM = eINSTANCE.getRun_ImportedFrom();

		/**
		 * The meta object literal for the '<em><b>Engine Version</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RUN__ENGINE_VERSION = eINSTANCE.getRun_EngineVersion();

		/**
		 * The meta object literal for the '<em><b>Random Seed</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RUN__RANDOM_SEED = eINSTANCE.getRun_RandomSeed();

		/**
		 * The meta object literal for the '<em><b>Fresh Drive Per Test</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RUN__FRESH_DRIVE_PER_TEST = eINSTANCE.getRun_FreshDrivePerTest();

		/**
		 * The meta object literal for the '<em><b>Notes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RUN__NOTES = eINSTANCE.getRun_Notes();

		/**
		 * The meta object literal for the '<em><b>State</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RUN__STATE = eINSTANCE.getRun_State();

		/**
		 * The meta object literal for the '<em><b>Process</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RUN__PROCESS = eINSTANCE.getRun_Process();

		/**
		 * The meta object literal for the '<em><b>Study</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RUN__STUDY = eINSTANCE.getRun_Study();

		/**
		 * The meta object literal for the '<em><b>Drive</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference RUN__DRIVE = eINSTANCE.getRun_Drive();

		/**
		 * The meta object literal for the '<em><b>Bench</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference RUN__BENCH = eINSTANCE.getRun_Bench();

		/**
		 * The meta object literal for the '<em><b>Target</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference RUN__TARGET = eINSTANCE.getRun_Target();

		/**
		 * The meta object literal for the '<em><b>Results</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference RUN__RESULTS = eINSTANCE.getRun_Results();

		/**
		 * The meta object literal for the '<em><b>Health Before</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference RUN__HEALTH_BEFORE = eINSTANCE.getRun_HealthBefore();

		/**
		 * The meta object literal for the '<em><b>Health After</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference RUN__HEALTH_AFTER = eINSTANCE.getRun_HealthAfter();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.impl.DriveImpl <em>Drive</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.impl.DriveImpl
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getDrive()
		 * @generated
		 */
		EClass DRIVE = eINSTANCE.getDrive();

		/**
		 * The meta object literal for the '<em><b>Key</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE__KEY = eINSTANCE.getDrive_Key();

		/**
		 * The meta object literal for the '<em><b>Label</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE__LABEL = eINSTANCE.getDrive_Label();

		/**
		 * The meta object literal for the '<em><b>Vendor</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE__VENDOR = eINSTANCE.getDrive_Vendor();

		/**
		 * The meta object literal for the '<em><b>Model</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE__MODEL = eINSTANCE.getDrive_Model();

		/**
		 * The meta object literal for the '<em><b>Serial</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE__SERIAL = eINSTANCE.getDrive_Serial();

		/**
		 * The meta object literal for the '<em><b>Firmware</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE__FIRMWARE = eINSTANCE.getDrive_Firmware();

		/**
		 * The meta object literal for the '<em><b>Capacity Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE__CAPACITY_BYTES = eINSTANCE.getDrive_CapacityBytes();

		/**
		 * The meta object literal for the '<em><b>Logical Sector Size</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE__LOGICAL_SECTOR_SIZE = eINSTANCE.getDrive_LogicalSectorSize();

		/**
		 * The meta object literal for the '<em><b>Physical Sector Size</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE__PHYSICAL_SECTOR_SIZE = eINSTANCE.getDrive_PhysicalSectorSize();

		/**
		 * The meta object literal for the '<em><b>Rotational Speed Rpm</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE__ROTATIONAL_SPEED_RPM = eINSTANCE.getDrive_RotationalSpeedRpm();

		/**
		 * The meta object literal for the '<em><b>Interface Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE__INTERFACE_NAME = eINSTANCE.getDrive_InterfaceName();

		/**
		 * The meta object literal for the '<em><b>Cache Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE__CACHE_BYTES = eINSTANCE.getDrive_CacheBytes();

		/**
		 * The meta object literal for the '<em><b>Simulated</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE__SIMULATED = eINSTANCE.getDrive_Simulated();

		/**
		 * The meta object literal for the '<em><b>Identity Source</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE__IDENTITY_SOURCE = eINSTANCE.getDrive_IdentitySource();

		/**
		 * The meta object literal for the '<em><b>Notes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE__NOTES = eINSTANCE.getDrive_Notes();

		/**
		 * The meta object literal for the '<em><b>Color</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE__COLOR = eINSTANCE.getDrive_Color();

		/**
		 * The meta object literal for the '<em><b>Members</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference DRIVE__MEMBERS = eINSTANCE.getDrive_Members();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.impl.TestBenchImpl <em>Test Bench</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.impl.TestBenchImpl
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getTestBench()
		 * @generated
		 */
		EClass TEST_BENCH = eINSTANCE.getTestBench();

		/**
		 * The meta object literal for the '<em><b>Host</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TEST_BENCH__HOST = eINSTANCE.getTestBench_Host();

		/**
		 * The meta object literal for the '<em><b>Os</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TEST_BENCH__OS = eINSTANCE.getTestBench_Os();

		/**
		 * The meta object literal for the '<em><b>Kernel</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TEST_BENCH__KERNEL = eINSTANCE.getTestBench_Kernel();

		/**
		 * The meta object literal for the '<em><b>Cpu</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TEST_BENCH__CPU = eINSTANCE.getTestBench_Cpu();

		/**
		 * The meta object literal for the '<em><b>Cpu Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TEST_BENCH__CPU_COUNT = eINSTANCE.getTestBench_CpuCount();

		/**
		 * The meta object literal for the '<em><b>Memory Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TEST_BENCH__MEMORY_BYTES = eINSTANCE.getTestBench_MemoryBytes();

		/**
		 * The meta object literal for the '<em><b>Controller</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TEST_BENCH__CONTROLLER = eINSTANCE.getTestBench_Controller();

		/**
		 * The meta object literal for the '<em><b>Java Runtime</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TEST_BENCH__JAVA_RUNTIME = eINSTANCE.getTestBench_JavaRuntime();

		/**
		 * The meta object literal for the '<em><b>Io Buffers</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TEST_BENCH__IO_BUFFERS = eINSTANCE.getTestBench_IoBuffers();

		/**
		 * The meta object literal for the '<em><b>Rig</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TEST_BENCH__RIG = eINSTANCE.getTestBench_Rig();

		/**
		 * The meta object literal for the '<em><b>Rig Address</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TEST_BENCH__RIG_ADDRESS = eINSTANCE.getTestBench_RigAddress();

		/**
		 * The meta object literal for the '<em><b>Remote Engine</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TEST_BENCH__REMOTE_ENGINE = eINSTANCE.getTestBench_RemoteEngine();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.impl.DriveHealthImpl <em>Drive Health</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.impl.DriveHealthImpl
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getDriveHealth()
		 * @generated
		 */
		EClass DRIVE_HEALTH = eINSTANCE.getDriveHealth();

		/**
		 * The meta object literal for the '<em><b>Source</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE_HEALTH__SOURCE = eINSTANCE.getDriveHealth_Source();

		/**
		 * The meta object literal for the '<em><b>Read At</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE_HEALTH__READ_AT = eINSTANCE.getDriveHealth_ReadAt();

		/**
		 * The meta object literal for the '<em><b>Temperature Celsius</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE_HEALTH__TEMPERATURE_CELSIUS = eINSTANCE.getDriveHealth_TemperatureCelsius();

		/**
		 * The meta object literal for the '<em><b>Power On Hours</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE_HEALTH__POWER_ON_HOURS = eINSTANCE.getDriveHealth_PowerOnHours();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.impl.TargetInfoImpl <em>Target Info</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.impl.TargetInfoImpl
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getTargetInfo()
		 * @generated
		 */
		EClass TARGET_INFO = eINSTANCE.getTargetInfo();

		/**
		 * The meta object literal for the '<em><b>Kind</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TARGET_INFO__KIND = eINSTANCE.getTargetInfo_Kind();

		/**
		 * The meta object literal for the '<em><b>Path</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TARGET_INFO__PATH = eINSTANCE.getTargetInfo_Path();

		/**
		 * The meta object literal for the '<em><b>Size Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TARGET_INFO__SIZE_BYTES = eINSTANCE.getTargetInfo_SizeBytes();

		/**
		 * The meta object literal for the '<em><b>Strip Size Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TARGET_INFO__STRIP_SIZE_BYTES = eINSTANCE.getTargetInfo_StripSizeBytes();

		/**
		 * The meta object literal for the '<em><b>Members</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TARGET_INFO__MEMBERS = eINSTANCE.getTargetInfo_Members();

		/**
		 * The meta object literal for the '<em><b>Temporary Files</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TARGET_INFO__TEMPORARY_FILES = eINSTANCE.getTargetInfo_TemporaryFiles();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.impl.TestResultImpl <em>Test Result</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.impl.TestResultImpl
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getTestResult()
		 * @generated
		 */
		EClass TEST_RESULT = eINSTANCE.getTestResult();

		/**
		 * The meta object literal for the '<em><b>Run</b></em>' container reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TEST_RESULT__RUN = eINSTANCE.getTestResult_Run();

		/**
		 * The meta object literal for the '<em><b>Test Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TEST_RESULT__TEST_ID = eINSTANCE.getTestResult_TestId();

		/**
		 * The meta object literal for the '<em><b>Test Version</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TEST_RESULT__TEST_VERSION = eINSTANCE.getTestResult_TestVersion();

		/**
		 * The meta object literal for the '<em><b>Test Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TEST_RESULT__TEST_NAME = eINSTANCE.getTestResult_TestName();

		/**
		 * The meta object literal for the '<em><b>Case Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TEST_RESULT__CASE_NAME = eINSTANCE.getTestResult_CaseName();

		/**
		 * The meta object literal for the '<em><b>Category</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TEST_RESULT__CATEGORY = eINSTANCE.getTestResult_Category();

		/**
		 * The meta object literal for the '<em><b>Status</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TEST_RESULT__STATUS = eINSTANCE.getTestResult_Status();

		/**
		 * The meta object literal for the '<em><b>Started At</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TEST_RESULT__STARTED_AT = eINSTANCE.getTestResult_StartedAt();

		/**
		 * The meta object literal for the '<em><b>Finished At</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TEST_RESULT__FINISHED_AT = eINSTANCE.getTestResult_FinishedAt();

		/**
		 * The meta object literal for the '<em><b>Engine Backend</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TEST_RESULT__ENGINE_BACKEND = eINSTANCE.getTestResult_EngineBackend();

		/**
		 * The meta object literal for the '<em><b>Parameters</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TEST_RESULT__PARAMETERS = eINSTANCE.getTestResult_Parameters();

		/**
		 * The meta object literal for the '<em><b>Messages</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TEST_RESULT__MESSAGES = eINSTANCE.getTestResult_Messages();

		/**
		 * The meta object literal for the '<em><b>Metrics</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TEST_RESULT__METRICS = eINSTANCE.getTestResult_Metrics();

		/**
		 * The meta object literal for the '<em><b>Series</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TEST_RESULT__SERIES = eINSTANCE.getTestResult_Series();

		/**
		 * The meta object literal for the '<em><b>Histograms</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TEST_RESULT__HISTOGRAMS = eINSTANCE.getTestResult_Histograms();

		/**
		 * The meta object literal for the '<em><b>Intervals</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TEST_RESULT__INTERVALS = eINSTANCE.getTestResult_Intervals();

		/**
		 * The meta object literal for the '<em><b>Workers</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TEST_RESULT__WORKERS = eINSTANCE.getTestResult_Workers();

		/**
		 * The meta object literal for the '<em><b>Steps</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TEST_RESULT__STEPS = eINSTANCE.getTestResult_Steps();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.impl.MeasuredStepImpl <em>Measured Step</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.impl.MeasuredStepImpl
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getMeasuredStep()
		 * @generated
		 */
		EClass MEASURED_STEP = eINSTANCE.getMeasuredStep();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MEASURED_STEP__NAME = eINSTANCE.getMeasuredStep_Name();

		/**
		 * The meta object literal for the '<em><b>Backend</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MEASURED_STEP__BACKEND = eINSTANCE.getMeasuredStep_Backend();

		/**
		 * The meta object literal for the '<em><b>Completed</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MEASURED_STEP__COMPLETED = eINSTANCE.getMeasuredStep_Completed();

		/**
		 * The meta object literal for the '<em><b>Elapsed Nanos</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MEASURED_STEP__ELAPSED_NANOS = eINSTANCE.getMeasuredStep_ElapsedNanos();

		/**
		 * The meta object literal for the '<em><b>Read Ios</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MEASURED_STEP__READ_IOS = eINSTANCE.getMeasuredStep_ReadIos();

		/**
		 * The meta object literal for the '<em><b>Read Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MEASURED_STEP__READ_BYTES = eINSTANCE.getMeasuredStep_ReadBytes();

		/**
		 * The meta object literal for the '<em><b>Write Ios</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MEASURED_STEP__WRITE_IOS = eINSTANCE.getMeasuredStep_WriteIos();

		/**
		 * The meta object literal for the '<em><b>Write Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MEASURED_STEP__WRITE_BYTES = eINSTANCE.getMeasuredStep_WriteBytes();

		/**
		 * The meta object literal for the '<em><b>Kernel</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference MEASURED_STEP__KERNEL = eINSTANCE.getMeasuredStep_Kernel();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.impl.KernelCountersImpl <em>Kernel Counters</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.impl.KernelCountersImpl
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getKernelCounters()
		 * @generated
		 */
		EClass KERNEL_COUNTERS = eINSTANCE.getKernelCounters();

		/**
		 * The meta object literal for the '<em><b>Devices</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KERNEL_COUNTERS__DEVICES = eINSTANCE.getKernelCounters_Devices();

		/**
		 * The meta object literal for the '<em><b>Read Ios</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KERNEL_COUNTERS__READ_IOS = eINSTANCE.getKernelCounters_ReadIos();

		/**
		 * The meta object literal for the '<em><b>Read Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KERNEL_COUNTERS__READ_BYTES = eINSTANCE.getKernelCounters_ReadBytes();

		/**
		 * The meta object literal for the '<em><b>Write Ios</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KERNEL_COUNTERS__WRITE_IOS = eINSTANCE.getKernelCounters_WriteIos();

		/**
		 * The meta object literal for the '<em><b>Write Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KERNEL_COUNTERS__WRITE_BYTES = eINSTANCE.getKernelCounters_WriteBytes();

		/**
		 * The meta object literal for the '<em><b>Process Read Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KERNEL_COUNTERS__PROCESS_READ_BYTES = eINSTANCE.getKernelCounters_ProcessReadBytes();

		/**
		 * The meta object literal for the '<em><b>Process Write Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KERNEL_COUNTERS__PROCESS_WRITE_BYTES = eINSTANCE.getKernelCounters_ProcessWriteBytes();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.impl.ParameterImpl <em>Parameter</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.impl.ParameterImpl
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getParameter()
		 * @generated
		 */
		EClass PARAMETER = eINSTANCE.getParameter();

		/**
		 * The meta object literal for the '<em><b>Key</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PARAMETER__KEY = eINSTANCE.getParameter_Key();

		/**
		 * The meta object literal for the '<em><b>Label</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PARAMETER__LABEL = eINSTANCE.getParameter_Label();

		/**
		 * The meta object literal for the '<em><b>Value</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PARAMETER__VALUE = eINSTANCE.getParameter_Value();

		/**
		 * The meta object literal for the '<em><b>Unit</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PARAMETER__UNIT = eINSTANCE.getParameter_Unit();

		/**
		 * The meta object literal for the '<em><b>Place</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PARAMETER__PLACE = eINSTANCE.getParameter_Place();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.impl.MessageImpl <em>Message</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.impl.MessageImpl
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getMessage()
		 * @generated
		 */
		EClass MESSAGE = eINSTANCE.getMessage();

		/**
		 * The meta object literal for the '<em><b>Severity</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE__SEVERITY = eINSTANCE.getMessage_Severity();

		/**
		 * The meta object literal for the '<em><b>Text</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE__TEXT = eINSTANCE.getMessage_Text();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.impl.MetricImpl <em>Metric</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.impl.MetricImpl
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getMetric()
		 * @generated
		 */
		EClass METRIC = eINSTANCE.getMetric();

		/**
		 * The meta object literal for the '<em><b>Key</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute METRIC__KEY = eINSTANCE.getMetric_Key();

		/**
		 * The meta object literal for the '<em><b>Label</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute METRIC__LABEL = eINSTANCE.getMetric_Label();

		/**
		 * The meta object literal for the '<em><b>Value</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute METRIC__VALUE = eINSTANCE.getMetric_Value();

		/**
		 * The meta object literal for the '<em><b>Unit</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute METRIC__UNIT = eINSTANCE.getMetric_Unit();

		/**
		 * The meta object literal for the '<em><b>Direction</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute METRIC__DIRECTION = eINSTANCE.getMetric_Direction();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.impl.SeriesImpl <em>Series</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.impl.SeriesImpl
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getSeries()
		 * @generated
		 */
		EClass SERIES = eINSTANCE.getSeries();

		/**
		 * The meta object literal for the '<em><b>Key</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SERIES__KEY = eINSTANCE.getSeries_Key();

		/**
		 * The meta object literal for the '<em><b>Label</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SERIES__LABEL = eINSTANCE.getSeries_Label();

		/**
		 * The meta object literal for the '<em><b>Kind</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SERIES__KIND = eINSTANCE.getSeries_Kind();

		/**
		 * The meta object literal for the '<em><b>Role</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SERIES__ROLE = eINSTANCE.getSeries_Role();

		/**
		 * The meta object literal for the '<em><b>XLabel</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SERIES__XLABEL = eINSTANCE.getSeries_XLabel();

		/**
		 * The meta object literal for the '<em><b>XUnit</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SERIES__XUNIT = eINSTANCE.getSeries_XUnit();

		/**
		 * The meta object literal for the '<em><b>XScale</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SERIES__XSCALE = eINSTANCE.getSeries_XScale();

		/**
		 * The meta object literal for the '<em><b>YLabel</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SERIES__YLABEL = eINSTANCE.getSeries_YLabel();

		/**
		 * The meta object literal for the '<em><b>YUnit</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SERIES__YUNIT = eINSTANCE.getSeries_YUnit();

		/**
		 * The meta object literal for the '<em><b>YScale</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SERIES__YSCALE = eINSTANCE.getSeries_YScale();

		/**
		 * The meta object literal for the '<em><b>XValues</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SERIES__XVALUES = eINSTANCE.getSeries_XValues();

		/**
		 * The meta object literal for the '<em><b>YValues</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SERIES__YVALUES = eINSTANCE.getSeries_YValues();

		/**
		 * The meta object literal for the '<em><b>Categories</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SERIES__CATEGORIES = eINSTANCE.getSeries_Categories();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.impl.LatencyHistogramImpl <em>Latency Histogram</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.impl.LatencyHistogramImpl
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getLatencyHistogram()
		 * @generated
		 */
		EClass LATENCY_HISTOGRAM = eINSTANCE.getLatencyHistogram();

		/**
		 * The meta object literal for the '<em><b>Key</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HISTOGRAM__KEY = eINSTANCE.getLatencyHistogram_Key();

		/**
		 * The meta object literal for the '<em><b>Label</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HISTOGRAM__LABEL = eINSTANCE.getLatencyHistogram_Label();

		/**
		 * The meta object literal for the '<em><b>Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HISTOGRAM__COUNT = eINSTANCE.getLatencyHistogram_Count();

		/**
		 * The meta object literal for the '<em><b>Min Nanos</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HISTOGRAM__MIN_NANOS = eINSTANCE.getLatencyHistogram_MinNanos();

		/**
		 * The meta object literal for the '<em><b>Max Nanos</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HISTOGRAM__MAX_NANOS = eINSTANCE.getLatencyHistogram_MaxNanos();

		/**
		 * The meta object literal for the '<em><b>Mean Nanos</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HISTOGRAM__MEAN_NANOS = eINSTANCE.getLatencyHistogram_MeanNanos();

		/**
		 * The meta object literal for the '<em><b>Std Dev Nanos</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HISTOGRAM__STD_DEV_NANOS = eINSTANCE.getLatencyHistogram_StdDevNanos();

		/**
		 * The meta object literal for the '<em><b>Percentiles</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference LATENCY_HISTOGRAM__PERCENTILES = eINSTANCE.getLatencyHistogram_Percentiles();

		/**
		 * The meta object literal for the '<em><b>Encoded</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HISTOGRAM__ENCODED = eINSTANCE.getLatencyHistogram_Encoded();

		/**
		 * The meta object literal for the '<em><b>Span</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LATENCY_HISTOGRAM__SPAN = eINSTANCE.getLatencyHistogram_Span();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.impl.PercentileImpl <em>Percentile</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.impl.PercentileImpl
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getPercentile()
		 * @generated
		 */
		EClass PERCENTILE = eINSTANCE.getPercentile();

		/**
		 * The meta object literal for the '<em><b>Percent</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PERCENTILE__PERCENT = eINSTANCE.getPercentile_Percent();

		/**
		 * The meta object literal for the '<em><b>Nanos</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PERCENTILE__NANOS = eINSTANCE.getPercentile_Nanos();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.impl.IntervalSeriesImpl <em>Interval Series</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.impl.IntervalSeriesImpl
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getIntervalSeries()
		 * @generated
		 */
		EClass INTERVAL_SERIES = eINSTANCE.getIntervalSeries();

		/**
		 * The meta object literal for the '<em><b>Key</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INTERVAL_SERIES__KEY = eINSTANCE.getIntervalSeries_Key();

		/**
		 * The meta object literal for the '<em><b>Label</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INTERVAL_SERIES__LABEL = eINSTANCE.getIntervalSeries_Label();

		/**
		 * The meta object literal for the '<em><b>Interval Nanos</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INTERVAL_SERIES__INTERVAL_NANOS = eINSTANCE.getIntervalSeries_IntervalNanos();

		/**
		 * The meta object literal for the '<em><b>Start Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INTERVAL_SERIES__START_SECONDS = eINSTANCE.getIntervalSeries_StartSeconds();

		/**
		 * The meta object literal for the '<em><b>Iops</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INTERVAL_SERIES__IOPS = eINSTANCE.getIntervalSeries_Iops();

		/**
		 * The meta object literal for the '<em><b>Megabytes Per Second</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INTERVAL_SERIES__MEGABYTES_PER_SECOND = eINSTANCE.getIntervalSeries_MegabytesPerSecond();

		/**
		 * The meta object literal for the '<em><b>Mean Latency Micros</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INTERVAL_SERIES__MEAN_LATENCY_MICROS = eINSTANCE.getIntervalSeries_MeanLatencyMicros();

		/**
		 * The meta object literal for the '<em><b>Max Latency Micros</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INTERVAL_SERIES__MAX_LATENCY_MICROS = eINSTANCE.getIntervalSeries_MaxLatencyMicros();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.impl.WorkerResultImpl <em>Worker Result</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.impl.WorkerResultImpl
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getWorkerResult()
		 * @generated
		 */
		EClass WORKER_RESULT = eINSTANCE.getWorkerResult();

		/**
		 * The meta object literal for the '<em><b>Index</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WORKER_RESULT__INDEX = eINSTANCE.getWorkerResult_Index();

		/**
		 * The meta object literal for the '<em><b>Region Offset</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WORKER_RESULT__REGION_OFFSET = eINSTANCE.getWorkerResult_RegionOffset();

		/**
		 * The meta object literal for the '<em><b>Region Length</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WORKER_RESULT__REGION_LENGTH = eINSTANCE.getWorkerResult_RegionLength();

		/**
		 * The meta object literal for the '<em><b>Ios</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WORKER_RESULT__IOS = eINSTANCE.getWorkerResult_Ios();

		/**
		 * The meta object literal for the '<em><b>Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WORKER_RESULT__BYTES = eINSTANCE.getWorkerResult_Bytes();

		/**
		 * The meta object literal for the '<em><b>Elapsed Nanos</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WORKER_RESULT__ELAPSED_NANOS = eINSTANCE.getWorkerResult_ElapsedNanos();

		/**
		 * The meta object literal for the '<em><b>Iops</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WORKER_RESULT__IOPS = eINSTANCE.getWorkerResult_Iops();

		/**
		 * The meta object literal for the '<em><b>Megabytes Per Second</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WORKER_RESULT__MEGABYTES_PER_SECOND = eINSTANCE.getWorkerResult_MegabytesPerSecond();

		/**
		 * The meta object literal for the '<em><b>Mean Latency Nanos</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WORKER_RESULT__MEAN_LATENCY_NANOS = eINSTANCE.getWorkerResult_MeanLatencyNanos();

		/**
		 * The meta object literal for the '<em><b>Max Latency Nanos</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WORKER_RESULT__MAX_LATENCY_NANOS = eINSTANCE.getWorkerResult_MaxLatencyNanos();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.impl.SuiteImpl <em>Suite</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.impl.SuiteImpl
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getSuite()
		 * @generated
		 */
		EClass SUITE = eINSTANCE.getSuite();

		/**
		 * The meta object literal for the '<em><b>Schema Version</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SUITE__SCHEMA_VERSION = eINSTANCE.getSuite_SchemaVersion();

		/**
		 * The meta object literal for the '<em><b>Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SUITE__ID = eINSTANCE.getSuite_Id();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SUITE__NAME = eINSTANCE.getSuite_Name();

		/**
		 * The meta object literal for the '<em><b>Title</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SUITE__TITLE = eINSTANCE.getSuite_Title();

		/**
		 * The meta object literal for the '<em><b>Description</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SUITE__DESCRIPTION = eINSTANCE.getSuite_Description();

		/**
		 * The meta object literal for the '<em><b>Entries</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SUITE__ENTRIES = eINSTANCE.getSuite_Entries();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.impl.SuiteEntryImpl <em>Suite Entry</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.impl.SuiteEntryImpl
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getSuiteEntry()
		 * @generated
		 */
		EClass SUITE_ENTRY = eINSTANCE.getSuiteEntry();

		/**
		 * The meta object literal for the '<em><b>Test Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SUITE_ENTRY__TEST_ID = eINSTANCE.getSuiteEntry_TestId();

		/**
		 * The meta object literal for the '<em><b>Label</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SUITE_ENTRY__LABEL = eINSTANCE.getSuiteEntry_Label();

		/**
		 * The meta object literal for the '<em><b>Parameters</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SUITE_ENTRY__PARAMETERS = eINSTANCE.getSuiteEntry_Parameters();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.impl.ComparisonReportImpl <em>Comparison Report</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.impl.ComparisonReportImpl
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getComparisonReport()
		 * @generated
		 */
		EClass COMPARISON_REPORT = eINSTANCE.getComparisonReport();

		/**
		 * The meta object literal for the '<em><b>Schema Version</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COMPARISON_REPORT__SCHEMA_VERSION = eINSTANCE.getComparisonReport_SchemaVersion();

		/**
		 * The meta object literal for the '<em><b>Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COMPARISON_REPORT__ID = eINSTANCE.getComparisonReport_Id();

		/**
		 * The meta object literal for the '<em><b>Title</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COMPARISON_REPORT__TITLE = eINSTANCE.getComparisonReport_Title();

		/**
		 * The meta object literal for the '<em><b>Created At</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COMPARISON_REPORT__CREATED_AT = eINSTANCE.getComparisonReport_CreatedAt();

		/**
		 * The meta object literal for the '<em><b>Modified At</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COMPARISON_REPORT__MODIFIED_AT = eINSTANCE.getComparisonReport_ModifiedAt();

		/**
		 * The meta object literal for the '<em><b>Drives</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference COMPARISON_REPORT__DRIVES = eINSTANCE.getComparisonReport_Drives();

		/**
		 * The meta object literal for the '<em><b>Test Ids</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COMPARISON_REPORT__TEST_IDS = eINSTANCE.getComparisonReport_TestIds();

		/**
		 * The meta object literal for the '<em><b>Metric Keys</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COMPARISON_REPORT__METRIC_KEYS = eINSTANCE.getComparisonReport_MetricKeys();

		/**
		 * The meta object literal for the '<em><b>Series Keys</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COMPARISON_REPORT__SERIES_KEYS = eINSTANCE.getComparisonReport_SeriesKeys();

		/**
		 * The meta object literal for the '<em><b>Baseline Drive Key</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COMPARISON_REPORT__BASELINE_DRIVE_KEY = eINSTANCE.getComparisonReport_BaselineDriveKey();

		/**
		 * The meta object literal for the '<em><b>Layout</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COMPARISON_REPORT__LAYOUT = eINSTANCE.getComparisonReport_Layout();

		/**
		 * The meta object literal for the '<em><b>Normalisation</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COMPARISON_REPORT__NORMALISATION = eINSTANCE.getComparisonReport_Normalisation();

		/**
		 * The meta object literal for the '<em><b>Confidence Level</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COMPARISON_REPORT__CONFIDENCE_LEVEL = eINSTANCE.getComparisonReport_ConfidenceLevel();

		/**
		 * The meta object literal for the '<em><b>Pinned At</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COMPARISON_REPORT__PINNED_AT = eINSTANCE.getComparisonReport_PinnedAt();

		/**
		 * The meta object literal for the '<em><b>Pin Note</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COMPARISON_REPORT__PIN_NOTE = eINSTANCE.getComparisonReport_PinNote();

		/**
		 * The meta object literal for the '<em><b>Overall</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COMPARISON_REPORT__OVERALL = eINSTANCE.getComparisonReport_Overall();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.impl.DriveSelectionImpl <em>Drive Selection</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.impl.DriveSelectionImpl
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getDriveSelection()
		 * @generated
		 */
		EClass DRIVE_SELECTION = eINSTANCE.getDriveSelection();

		/**
		 * The meta object literal for the '<em><b>Drive Key</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE_SELECTION__DRIVE_KEY = eINSTANCE.getDriveSelection_DriveKey();

		/**
		 * The meta object literal for the '<em><b>Label</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE_SELECTION__LABEL = eINSTANCE.getDriveSelection_Label();

		/**
		 * The meta object literal for the '<em><b>Color</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE_SELECTION__COLOR = eINSTANCE.getDriveSelection_Color();

		/**
		 * The meta object literal for the '<em><b>Run Ids</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DRIVE_SELECTION__RUN_IDS = eINSTANCE.getDriveSelection_RunIds();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.impl.GroupTestImpl <em>Group Test</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.impl.GroupTestImpl
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getGroupTest()
		 * @generated
		 */
		EClass GROUP_TEST = eINSTANCE.getGroupTest();

		/**
		 * The meta object literal for the '<em><b>Schema Version</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_TEST__SCHEMA_VERSION = eINSTANCE.getGroupTest_SchemaVersion();

		/**
		 * The meta object literal for the '<em><b>Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_TEST__ID = eINSTANCE.getGroupTest_Id();

		/**
		 * The meta object literal for the '<em><b>Title</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_TEST__TITLE = eINSTANCE.getGroupTest_Title();

		/**
		 * The meta object literal for the '<em><b>Created At</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_TEST__CREATED_AT = eINSTANCE.getGroupTest_CreatedAt();

		/**
		 * The meta object literal for the '<em><b>Modified At</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_TEST__MODIFIED_AT = eINSTANCE.getGroupTest_ModifiedAt();

		/**
		 * The meta object literal for the '<em><b>Entries</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GROUP_TEST__ENTRIES = eINSTANCE.getGroupTest_Entries();

		/**
		 * The meta object literal for the '<em><b>Process</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_TEST__PROCESS = eINSTANCE.getGroupTest_Process();

		/**
		 * The meta object literal for the '<em><b>Report Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_TEST__REPORT_ID = eINSTANCE.getGroupTest_ReportId();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.impl.GroupEntryImpl <em>Group Entry</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.impl.GroupEntryImpl
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getGroupEntry()
		 * @generated
		 */
		EClass GROUP_ENTRY = eINSTANCE.getGroupEntry();

		/**
		 * The meta object literal for the '<em><b>Label</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_ENTRY__LABEL = eINSTANCE.getGroupEntry_Label();

		/**
		 * The meta object literal for the '<em><b>Target</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_ENTRY__TARGET = eINSTANCE.getGroupEntry_Target();

		/**
		 * The meta object literal for the '<em><b>Rig</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_ENTRY__RIG = eINSTANCE.getGroupEntry_Rig();

		/**
		 * The meta object literal for the '<em><b>Suite Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_ENTRY__SUITE_ID = eINSTANCE.getGroupEntry_SuiteId();

		/**
		 * The meta object literal for the '<em><b>Parameters</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_ENTRY__PARAMETERS = eINSTANCE.getGroupEntry_Parameters();

		/**
		 * The meta object literal for the '<em><b>Confirmations</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_ENTRY__CONFIRMATIONS = eINSTANCE.getGroupEntry_Confirmations();

		/**
		 * The meta object literal for the '<em><b>File Size Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_ENTRY__FILE_SIZE_BYTES = eINSTANCE.getGroupEntry_FileSizeBytes();

		/**
		 * The meta object literal for the '<em><b>State</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_ENTRY__STATE = eINSTANCE.getGroupEntry_State();

		/**
		 * The meta object literal for the '<em><b>Reason</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_ENTRY__REASON = eINSTANCE.getGroupEntry_Reason();

		/**
		 * The meta object literal for the '<em><b>Run Ids</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_ENTRY__RUN_IDS = eINSTANCE.getGroupEntry_RunIds();

		/**
		 * The meta object literal for the '<em><b>Started At</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_ENTRY__STARTED_AT = eINSTANCE.getGroupEntry_StartedAt();

		/**
		 * The meta object literal for the '<em><b>Finished At</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_ENTRY__FINISHED_AT = eINSTANCE.getGroupEntry_FinishedAt();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.RunState <em>Run State</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.RunState
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getRunState()
		 * @generated
		 */
		EEnum RUN_STATE = eINSTANCE.getRunState();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.TargetKind <em>Target Kind</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.TargetKind
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getTargetKind()
		 * @generated
		 */
		EEnum TARGET_KIND = eINSTANCE.getTargetKind();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.ResultStatus <em>Result Status</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.ResultStatus
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getResultStatus()
		 * @generated
		 */
		EEnum RESULT_STATUS = eINSTANCE.getResultStatus();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.Severity <em>Severity</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.Severity
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getSeverity()
		 * @generated
		 */
		EEnum SEVERITY = eINSTANCE.getSeverity();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.BetterDirection <em>Better Direction</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.BetterDirection
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getBetterDirection()
		 * @generated
		 */
		EEnum BETTER_DIRECTION = eINSTANCE.getBetterDirection();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.SeriesKind <em>Series Kind</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.SeriesKind
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getSeriesKind()
		 * @generated
		 */
		EEnum SERIES_KIND = eINSTANCE.getSeriesKind();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.SeriesRole <em>Series Role</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.SeriesRole
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getSeriesRole()
		 * @generated
		 */
		EEnum SERIES_ROLE = eINSTANCE.getSeriesRole();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.AxisScale <em>Axis Scale</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.AxisScale
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getAxisScale()
		 * @generated
		 */
		EEnum AXIS_SCALE = eINSTANCE.getAxisScale();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.LatencySpan <em>Latency Span</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.LatencySpan
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getLatencySpan()
		 * @generated
		 */
		EEnum LATENCY_SPAN = eINSTANCE.getLatencySpan();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.TableLayout <em>Table Layout</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.TableLayout
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getTableLayout()
		 * @generated
		 */
		EEnum TABLE_LAYOUT = eINSTANCE.getTableLayout();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.Normalisation <em>Normalisation</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.Normalisation
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getNormalisation()
		 * @generated
		 */
		EEnum NORMALISATION = eINSTANCE.getNormalisation();

		/**
		 * The meta object literal for the '{@link org.drivebench.model.GroupEntryState <em>Group Entry State</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.GroupEntryState
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getGroupEntryState()
		 * @generated
		 */
		EEnum GROUP_ENTRY_STATE = eINSTANCE.getGroupEntryState();

		/**
		 * The meta object literal for the '<em>Samples</em>' data type.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.drivebench.model.values.Samples
		 * @see org.drivebench.model.impl.DriveBenchPackageImpl#getSamples()
		 * @generated
		 */
		EDataType SAMPLES = eINSTANCE.getSamples();

	}

} //DriveBenchPackage
