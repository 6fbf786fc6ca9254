/**
 */
package org.drivebench.model.impl;

import java.util.Collection;
import java.util.Date;

import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.DriveHealth;
import org.drivebench.model.Run;
import org.drivebench.model.RunState;
import org.drivebench.model.TargetInfo;
import org.drivebench.model.TestBench;
import org.drivebench.model.TestResult;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentWithInverseEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Run</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.impl.RunImpl#getSchemaVersion <em>Schema Version</em>}</li>
 *   <li>{@link org.drivebench.model.impl.RunImpl#getId <em>Id</em>}</li>
 *   <li>{@link org.drivebench.model.impl.RunImpl#getStartedAt <em>Started At</em>}</li>
 *   <li>{@link org.drivebench.model.impl.RunImpl#getFinishedAt <em>Finished At</em>}</li>
 *   <li>{@link org.drivebench.model.impl.RunImpl#getSuiteName <em>Suite Name</em>}</li>
 *   <li>{@link org.drivebench.model.impl.RunImpl#getSoftwareName <em>Software Name</em>}</li>
 *   <li>{@link org.drivebench.model.impl.RunImpl#getSoftwareVersion <em>Software Version</em>}</li>
 *   <li>{@link org.drivebench.model.impl.RunImpl#getImportedFrom <em>Imported From</em>}</li>
 *   <li>{@link org.drivebench.model.impl.RunImpl#getEngineVersion <em>Engine Version</em>}</li>
 *   <li>{@link org.drivebench.model.impl.RunImpl#getRandomSeed <em>Random Seed</em>}</li>
 *   <li>{@link org.drivebench.model.impl.RunImpl#isFreshDrivePerTest <em>Fresh Drive Per Test</em>}</li>
 *   <li>{@link org.drivebench.model.impl.RunImpl#getNotes <em>Notes</em>}</li>
 *   <li>{@link org.drivebench.model.impl.RunImpl#getState <em>State</em>}</li>
 *   <li>{@link org.drivebench.model.impl.RunImpl#getProcess <em>Process</em>}</li>
 *   <li>{@link org.drivebench.model.impl.RunImpl#getStudy <em>Study</em>}</li>
 *   <li>{@link org.drivebench.model.impl.RunImpl#getDrive <em>Drive</em>}</li>
 *   <li>{@link org.drivebench.model.impl.RunImpl#getBench <em>Bench</em>}</li>
 *   <li>{@link org.drivebench.model.impl.RunImpl#getTarget <em>Target</em>}</li>
 *   <li>{@link org.drivebench.model.impl.RunImpl#getResults <em>Results</em>}</li>
 *   <li>{@link org.drivebench.model.impl.RunImpl#getHealthBefore <em>Health Before</em>}</li>
 *   <li>{@link org.drivebench.model.impl.RunImpl#getHealthAfter <em>Health After</em>}</li>
 * </ul>
 *
 * @generated
 */
public class RunImpl extends MinimalEObjectImpl.Container implements Run {
	/**
	 * The default value of the '{@link #getSchemaVersion() <em>Schema Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSchemaVersion()
	 * @generated
	 * @ordered
	 */
	protected static final int SCHEMA_VERSION_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getSchemaVersion() <em>Schema Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSchemaVersion()
	 * @generated
	 * @ordered
	 */
	protected int schemaVersion = SCHEMA_VERSION_EDEFAULT;

	/**
	 * The default value of the '{@link #getId() <em>Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getId()
	 * @generated
	 * @ordered
	 */
	protected static final String ID_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getId() <em>Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getId()
	 * @generated
	 * @ordered
	 */
	protected String id = ID_EDEFAULT;

	/**
	 * The default value of the '{@link #getStartedAt() <em>Started At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStartedAt()
	 * @generated
	 * @ordered
	 */
	protected static final Date STARTED_AT_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getStartedAt() <em>Started At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStartedAt()
	 * @generated
	 * @ordered
	 */
	protected Date startedAt = STARTED_AT_EDEFAULT;

	/**
	 * The default value of the '{@link #getFinishedAt() <em>Finished At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFinishedAt()
	 * @generated
	 * @ordered
	 */
	protected static final Date FINISHED_AT_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getFinishedAt() <em>Finished At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFinishedAt()
	 * @generated
	 * @ordered
	 */
	protected Date finishedAt = FINISHED_AT_EDEFAULT;

	/**
	 * The default value of the '{@link #getSuiteName() <em>Suite Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSuiteName()
	 * @generated
	 * @ordered
	 */
	protected static final String SUITE_NAME_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getSuiteName() <em>Suite Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSuiteName()
	 * @generated
	 * @ordered
	 */
	protected String suiteName = SUITE_NAME_EDEFAULT;

	/**
	 * The default value of the '{@link #getSoftwareName() <em>Software Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSoftwareName()
	 * @generated
	 * @ordered
	 */
	protected static final String SOFTWARE_NAME_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getSoftwareName() <em>Software Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSoftwareName()
	 * @generated
	 * @ordered
	 */
	protected String softwareName = SOFTWARE_NAME_EDEFAULT;

	/**
	 * The default value of the '{@link #getSoftwareVersion() <em>Software Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSoftwareVersion()
	 * @generated
	 * @ordered
	 */
	protected static final String SOFTWARE_VERSION_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getSoftwareVersion() <em>Software Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSoftwareVersion()
	 * @generated
	 * @ordered
	 */
	protected String softwareVersion = SOFTWARE_VERSION_EDEFAULT;

	/**
	 * The default value of the '{@link #getImportedFrom() <em>Imported From</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getImportedFrom()
	 * @generated
	 * @ordered
	 */
	protected static final String IMPORTED_FROM_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getImportedFrom() <em>Imported From</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getImportedFrom()
	 * @generated
	 * @ordered
	 */
	protected String importedFrom = IMPORTED_FROM_EDEFAULT;

	/**
	 * The default value of the '{@link #getEngineVersion() <em>Engine Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEngineVersion()
	 * @generated
	 * @ordered
	 */
	protected static final String ENGINE_VERSION_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getEngineVersion() <em>Engine Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEngineVersion()
	 * @generated
	 * @ordered
	 */
	protected String engineVersion = ENGINE_VERSION_EDEFAULT;

	/**
	 * The default value of the '{@link #getRandomSeed() <em>Random Seed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRandomSeed()
	 * @generated
	 * @ordered
	 */
	protected static final long RANDOM_SEED_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getRandomSeed() <em>Random Seed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRandomSeed()
	 * @generated
	 * @ordered
	 */
	protected long randomSeed = RANDOM_SEED_EDEFAULT;

	/**
	 * This is true if the Random Seed attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean randomSeedESet;

	/**
	 * The default value of the '{@link #isFreshDrivePerTest() <em>Fresh Drive Per Test</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isFreshDrivePerTest()
	 * @generated
	 * @ordered
	 */
	protected static final boolean FRESH_DRIVE_PER_TEST_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isFreshDrivePerTest() <em>Fresh Drive Per Test</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isFreshDrivePerTest()
	 * @generated
	 * @ordered
	 */
	protected boolean freshDrivePerTest = FRESH_DRIVE_PER_TEST_EDEFAULT;

	/**
	 * The default value of the '{@link #getNotes() <em>Notes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNotes()
	 * @generated
	 * @ordered
	 */
	protected static final String NOTES_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getNotes() <em>Notes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNotes()
	 * @generated
	 * @ordered
	 */
	protected String notes = NOTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getState() <em>State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getState()
	 * @generated
	 * @ordered
	 */
	protected static final RunState STATE_EDEFAULT = RunState.FINISHED;

	/**
	 * The cached value of the '{@link #getState() <em>State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getState()
	 * @generated
	 * @ordered
	 */
	protected RunState state = STATE_EDEFAULT;

	/**
	 * The default value of the '{@link #getProcess() <em>Process</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getProcess()
	 * @generated
	 * @ordered
	 */
	protected static final String PROCESS_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getProcess() <em>Process</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getProcess()
	 * @generated
	 * @ordered
	 */
	protected String process = PROCESS_EDEFAULT;

	/**
	 * The default value of the '{@link #getStudy() <em>Study</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStudy()
	 * @generated
	 * @ordered
	 */
	protected static final String STUDY_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getStudy() <em>Study</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStudy()
	 * @generated
	 * @ordered
	 */
	protected String study = STUDY_EDEFAULT;

	/**
	 * The cached value of the '{@link #getDrive() <em>Drive</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDrive()
	 * @generated
	 * @ordered
	 */
	protected Drive drive;

	/**
	 * The cached value of the '{@link #getBench() <em>Bench</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBench()
	 * @generated
	 * @ordered
	 */
	protected TestBench bench;

	/**
	 * The cached value of the '{@link #getTarget() <em>Target</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTarget()
	 * @generated
	 * @ordered
	 */
	protected TargetInfo target;

	/**
	 * The cached value of the '{@link #getResults() <em>Results</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getResults()
	 * @generated
	 * @ordered
	 */
	protected EList<TestResult> results;

	/**
	 * The cached value of the '{@link #getHealthBefore() <em>Health Before</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHealthBefore()
	 * @generated
	 * @ordered
	 */
	protected DriveHealth healthBefore;

	/**
	 * The cached value of the '{@link #getHealthAfter() <em>Health After</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHealthAfter()
	 * @generated
	 * @ordered
	 */
	protected DriveHealth healthAfter;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected RunImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DriveBenchPackage.Literals.RUN;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getSchemaVersion() {
		return schemaVersion;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSchemaVersion(int newSchemaVersion) {
		int oldSchemaVersion = schemaVersion;
		schemaVersion = newSchemaVersion;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__SCHEMA_VERSION, oldSchemaVersion, schemaVersion));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getId() {
		return id;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setId(String newId) {
		String oldId = id;
		id = newId;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__ID, oldId, id));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Date getStartedAt() {
		return startedAt;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStartedAt(Date newStartedAt) {
		Date oldStartedAt = startedAt;
		startedAt = newStartedAt;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__STARTED_AT, oldStartedAt, startedAt));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Date getFinishedAt() {
		return finishedAt;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFinishedAt(Date newFinishedAt) {
		Date oldFinishedAt = finishedAt;
		finishedAt = newFinishedAt;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__FINISHED_AT, oldFinishedAt, finishedAt));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getSuiteName() {
		return suiteName;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSuiteName(String newSuiteName) {
		String oldSuiteName = suiteName;
		suiteName = newSuiteName;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__SUITE_NAME, oldSuiteName, suiteName));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getSoftwareName() {
		return softwareName;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSoftwareName(String newSoftwareName) {
		String oldSoftwareName = softwareName;
		softwareName = newSoftwareName;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__SOFTWARE_NAME, oldSoftwareName, softwareName));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getSoftwareVersion() {
		return softwareVersion;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSoftwareVersion(String newSoftwareVersion) {
		String oldSoftwareVersion = softwareVersion;
		softwareVersion = newSoftwareVersion;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__SOFTWARE_VERSION, oldSoftwareVersion, softwareVersion));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getImportedFrom() {
		return importedFrom;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setImportedFrom(String newImportedFrom) {
		String oldImportedFrom = importedFrom;
		importedFrom = newImportedFrom;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__IMPORTED_FROM, oldImportedFrom, importedFrom));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getEngineVersion() {
		return engineVersion;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setEngineVersion(String newEngineVersion) {
		String oldEngineVersion = engineVersion;
		engineVersion = newEngineVersion;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__ENGINE_VERSION, oldEngineVersion, engineVersion));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getRandomSeed() {
		return randomSeed;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRandomSeed(long newRandomSeed) {
		long oldRandomSeed = randomSeed;
		randomSeed = newRandomSeed;
		boolean oldRandomSeedESet = randomSeedESet;
		randomSeedESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__RANDOM_SEED, oldRandomSeed, randomSeed, !oldRandomSeedESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetRandomSeed() {
		long oldRandomSeed = randomSeed;
		boolean oldRandomSeedESet = randomSeedESet;
		randomSeed = RANDOM_SEED_EDEFAULT;
		randomSeedESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, DriveBenchPackage.RUN__RANDOM_SEED, oldRandomSeed, RANDOM_SEED_EDEFAULT, oldRandomSeedESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetRandomSeed() {
		return randomSeedESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isFreshDrivePerTest() {
		return freshDrivePerTest;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFreshDrivePerTest(boolean newFreshDrivePerTest) {
		boolean oldFreshDrivePerTest = freshDrivePerTest;
		freshDrivePerTest = newFreshDrivePerTest;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__FRESH_DRIVE_PER_TEST, oldFreshDrivePerTest, freshDrivePerTest));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getNotes() {
		return notes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNotes(String newNotes) {
		String oldNotes = notes;
		notes = newNotes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__NOTES, oldNotes, notes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RunState getState() {
		return state;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setState(RunState newState) {
		RunState oldState = state;
		state = newState == null ? STATE_EDEFAULT : newState;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__STATE, oldState, state));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getProcess() {
		return process;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setProcess(String newProcess) {
		String oldProcess = process;
		process = newProcess;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__PROCESS, oldProcess, process));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getStudy() {
		return study;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStudy(String newStudy) {
		String oldStudy = study;
		study = newStudy;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__STUDY, oldStudy, study));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Drive getDrive() {
		return drive;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetDrive(Drive newDrive, NotificationChain msgs) {
		Drive oldDrive = drive;
		drive = newDrive;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__DRIVE, oldDrive, newDrive);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDrive(Drive newDrive) {
		if (newDrive != drive) {
			NotificationChain msgs = null;
			if (drive != null)
				msgs = ((InternalEObject)drive).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - DriveBenchPackage.RUN__DRIVE, null, msgs);
			if (newDrive != null)
				msgs = ((InternalEObject)newDrive).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - DriveBenchPackage.RUN__DRIVE, null, msgs);
			msgs = basicSetDrive(newDrive, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__DRIVE, newDrive, newDrive));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TestBench getBench() {
		return bench;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetBench(TestBench newBench, NotificationChain msgs) {
		TestBench oldBench = bench;
		bench = newBench;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__BENCH, oldBench, newBench);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBench(TestBench newBench) {
		if (newBench != bench) {
			NotificationChain msgs = null;
			if (bench != null)
				msgs = ((InternalEObject)bench).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - DriveBenchPackage.RUN__BENCH, null, msgs);
			if (newBench != null)
				msgs = ((InternalEObject)newBench).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - DriveBenchPackage.RUN__BENCH, null, msgs);
			msgs = basicSetBench(newBench, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__BENCH, newBench, newBench));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TargetInfo getTarget() {
		return target;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetTarget(TargetInfo newTarget, NotificationChain msgs) {
		TargetInfo oldTarget = target;
		target = newTarget;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__TARGET, oldTarget, newTarget);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTarget(TargetInfo newTarget) {
		if (newTarget != target) {
			NotificationChain msgs = null;
			if (target != null)
				msgs = ((InternalEObject)target).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - DriveBenchPackage.RUN__TARGET, null, msgs);
			if (newTarget != null)
				msgs = ((InternalEObject)newTarget).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - DriveBenchPackage.RUN__TARGET, null, msgs);
			msgs = basicSetTarget(newTarget, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__TARGET, newTarget, newTarget));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<TestResult> getResults() {
		if (results == null) {
			results = new EObjectContainmentWithInverseEList<TestResult>(TestResult.class, this, DriveBenchPackage.RUN__RESULTS, DriveBenchPackage.TEST_RESULT__RUN);
		}
		return results;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public DriveHealth getHealthBefore() {
		return healthBefore;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetHealthBefore(DriveHealth newHealthBefore, NotificationChain msgs) {
		DriveHealth oldHealthBefore = healthBefore;
		healthBefore = newHealthBefore;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__HEALTH_BEFORE, oldHealthBefore, newHealthBefore);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHealthBefore(DriveHealth newHealthBefore) {
		if (newHealthBefore != healthBefore) {
			NotificationChain msgs = null;
			if (healthBefore != null)
				msgs = ((InternalEObject)healthBefore).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - DriveBenchPackage.RUN__HEALTH_BEFORE, null, msgs);
			if (newHealthBefore != null)
				msgs = ((InternalEObject)newHealthBefore).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - DriveBenchPackage.RUN__HEALTH_BEFORE, null, msgs);
			msgs = basicSetHealthBefore(newHealthBefore, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__HEALTH_BEFORE, newHealthBefore, newHealthBefore));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public DriveHealth getHealthAfter() {
		return healthAfter;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetHealthAfter(DriveHealth newHealthAfter, NotificationChain msgs) {
		DriveHealth oldHealthAfter = healthAfter;
		healthAfter = newHealthAfter;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__HEALTH_AFTER, oldHealthAfter, newHealthAfter);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHealthAfter(DriveHealth newHealthAfter) {
		if (newHealthAfter != healthAfter) {
			NotificationChain msgs = null;
			if (healthAfter != null)
				msgs = ((InternalEObject)healthAfter).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - DriveBenchPackage.RUN__HEALTH_AFTER, null, msgs);
			if (newHealthAfter != null)
				msgs = ((InternalEObject)newHealthAfter).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - DriveBenchPackage.RUN__HEALTH_AFTER, null, msgs);
			msgs = basicSetHealthAfter(newHealthAfter, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.RUN__HEALTH_AFTER, newHealthAfter, newHealthAfter));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public NotificationChain eInverseAdd(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case DriveBenchPackage.RUN__RESULTS:
				return ((InternalEList<InternalEObject>)(InternalEList<?>)getResults()).basicAdd(otherEnd, msgs);
		}
		return super.eInverseAdd(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case DriveBenchPackage.RUN__DRIVE:
				return basicSetDrive(null, msgs);
			case DriveBenchPackage.RUN__BENCH:
				return basicSetBench(null, msgs);
			case DriveBenchPackage.RUN__TARGET:
				return basicSetTarget(null, msgs);
			case DriveBenchPackage.RUN__RESULTS:
				return ((InternalEList<?>)getResults()).basicRemove(otherEnd, msgs);
			case DriveBenchPackage.RUN__HEALTH_BEFORE:
				return basicSetHealthBefore(null, msgs);
			case DriveBenchPackage.RUN__HEALTH_AFTER:
				return basicSetHealthAfter(null, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case DriveBenchPackage.RUN__SCHEMA_VERSION:
				return getSchemaVersion();
			case DriveBenchPackage.RUN__ID:
				return getId();
			case DriveBenchPackage.RUN__STARTED_AT:
				return getStartedAt();
			case DriveBenchPackage.RUN__FINISHED_AT:
				return getFinishedAt();
			case DriveBenchPackage.RUN__SUITE_NAME:
				return getSuiteName();
			case DriveBenchPackage.RUN__SOFTWARE_NAME:
				return getSoftwareName();
			case DriveBenchPackage.RUN__SOFTWARE_VERSION:
				return getSoftwareVersion();
			case DriveBenchPackage.RUN__IMPORTED_FROM:
				return getImportedFrom();
			case DriveBenchPackage.RUN__ENGINE_VERSION:
				return getEngineVersion();
			case DriveBenchPackage.RUN__RANDOM_SEED:
				return getRandomSeed();
			case DriveBenchPackage.RUN__FRESH_DRIVE_PER_TEST:
				return isFreshDrivePerTest();
			case DriveBenchPackage.RUN__NOTES:
				return getNotes();
			case DriveBenchPackage.RUN__STATE:
				return getState();
			case DriveBenchPackage.RUN__PROCESS:
				return getProcess();
			case DriveBenchPackage.RUN__STUDY:
				return getStudy();
			case DriveBenchPackage.RUN__DRIVE:
				return getDrive();
			case DriveBenchPackage.RUN__BENCH:
				return getBench();
			case DriveBenchPackage.RUN__TARGET:
				return getTarget();
			case DriveBenchPackage.RUN__RESULTS:
				return getResults();
			case DriveBenchPackage.RUN__HEALTH_BEFORE:
				return getHealthBefore();
			case DriveBenchPackage.RUN__HEALTH_AFTER:
				return getHealthAfter();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case DriveBenchPackage.RUN__SCHEMA_VERSION:
				setSchemaVersion((Integer)newValue);
				return;
			case DriveBenchPackage.RUN__ID:
				setId((String)newValue);
				return;
			case DriveBenchPackage.RUN__STARTED_AT:
				setStartedAt((Date)newValue);
				return;
			case DriveBenchPackage.RUN__FINISHED_AT:
				setFinishedAt((Date)newValue);
				return;
			case DriveBenchPackage.RUN__SUITE_NAME:
				setSuiteName((String)newValue);
				return;
			case DriveBenchPackage.RUN__SOFTWARE_NAME:
				setSoftwareName((String)newValue);
				return;
			case DriveBenchPackage.RUN__SOFTWARE_VERSION:
				setSoftwareVersion((String)newValue);
				return;
			case DriveBenchPackage.RUN__IMPORTED_FROM:
				setImportedFrom((String)newValue);
				return;
			case DriveBenchPackage.RUN__ENGINE_VERSION:
				setEngineVersion((String)newValue);
				return;
			case DriveBenchPackage.RUN__RANDOM_SEED:
				setRandomSeed((Long)newValue);
				return;
			case DriveBenchPackage.RUN__FRESH_DRIVE_PER_TEST:
				setFreshDrivePerTest((Boolean)newValue);
				return;
			case DriveBenchPackage.RUN__NOTES:
				setNotes((String)newValue);
				return;
			case DriveBenchPackage.RUN__STATE:
				setState((RunState)newValue);
				return;
			case DriveBenchPackage.RUN__PROCESS:
				setProcess((String)newValue);
				return;
			case DriveBenchPackage.RUN__STUDY:
				setStudy((String)newValue);
				return;
			case DriveBenchPackage.RUN__DRIVE:
				setDrive((Drive)newValue);
				return;
			case DriveBenchPackage.RUN__BENCH:
				setBench((TestBench)newValue);
				return;
			case DriveBenchPackage.RUN__TARGET:
				setTarget((TargetInfo)newValue);
				return;
			case DriveBenchPackage.RUN__RESULTS:
				getResults().clear();
				getResults().addAll((Collection<? extends TestResult>)newValue);
				return;
			case DriveBenchPackage.RUN__HEALTH_BEFORE:
				setHealthBefore((DriveHealth)newValue);
				return;
			case DriveBenchPackage.RUN__HEALTH_AFTER:
				setHealthAfter((DriveHealth)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case DriveBenchPackage.RUN__SCHEMA_VERSION:
				setSchemaVersion(SCHEMA_VERSION_EDEFAULT);
				return;
			case DriveBenchPackage.RUN__ID:
				setId(ID_EDEFAULT);
				return;
			case DriveBenchPackage.RUN__STARTED_AT:
				setStartedAt(STARTED_AT_EDEFAULT);
				return;
			case DriveBenchPackage.RUN__FINISHED_AT:
				setFinishedAt(FINISHED_AT_EDEFAULT);
				return;
			case DriveBenchPackage.RUN__SUITE_NAME:
				setSuiteName(SUITE_NAME_EDEFAULT);
				return;
			case DriveBenchPackage.RUN__SOFTWARE_NAME:
				setSoftwareName(SOFTWARE_NAME_EDEFAULT);
				return;
			case DriveBenchPackage.RUN__SOFTWARE_VERSION:
				setSoftwareVersion(SOFTWARE_VERSION_EDEFAULT);
				return;
			case DriveBenchPackage.RUN__IMPORTED_FROM:
				setImportedFrom(IMPORTED_FROM_EDEFAULT);
				return;
			case DriveBenchPackage.RUN__ENGINE_VERSION:
				setEngineVersion(ENGINE_VERSION_EDEFAULT);
				return;
			case DriveBenchPackage.RUN__RANDOM_SEED:
				unsetRandomSeed();
				return;
			case DriveBenchPackage.RUN__FRESH_DRIVE_PER_TEST:
				setFreshDrivePerTest(FRESH_DRIVE_PER_TEST_EDEFAULT);
				return;
			case DriveBenchPackage.RUN__NOTES:
				setNotes(NOTES_EDEFAULT);
				return;
			case DriveBenchPackage.RUN__STATE:
				setState(STATE_EDEFAULT);
				return;
			case DriveBenchPackage.RUN__PROCESS:
				setProcess(PROCESS_EDEFAULT);
				return;
			case DriveBenchPackage.RUN__STUDY:
				setStudy(STUDY_EDEFAULT);
				return;
			case DriveBenchPackage.RUN__DRIVE:
				setDrive((Drive)null);
				return;
			case DriveBenchPackage.RUN__BENCH:
				setBench((TestBench)null);
				return;
			case DriveBenchPackage.RUN__TARGET:
				setTarget((TargetInfo)null);
				return;
			case DriveBenchPackage.RUN__RESULTS:
				getResults().clear();
				return;
			case DriveBenchPackage.RUN__HEALTH_BEFORE:
				setHealthBefore((DriveHealth)null);
				return;
			case DriveBenchPackage.RUN__HEALTH_AFTER:
				setHealthAfter((DriveHealth)null);
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case DriveBenchPackage.RUN__SCHEMA_VERSION:
				return schemaVersion != SCHEMA_VERSION_EDEFAULT;
			case DriveBenchPackage.RUN__ID:
				return ID_EDEFAULT == null ? id != null : !ID_EDEFAULT.equals(id);
			case DriveBenchPackage.RUN__STARTED_AT:
				return STARTED_AT_EDEFAULT == null ? startedAt != null : !STARTED_AT_EDEFAULT.equals(startedAt);
			case DriveBenchPackage.RUN__FINISHED_AT:
				return FINISHED_AT_EDEFAULT == null ? finishedAt != null : !FINISHED_AT_EDEFAULT.equals(finishedAt);
			case DriveBenchPackage.RUN__SUITE_NAME:
				return SUITE_NAME_EDEFAULT == null ? suiteName != null : !SUITE_NAME_EDEFAULT.equals(suiteName);
			case DriveBenchPackage.RUN__SOFTWARE_NAME:
				return SOFTWARE_NAME_EDEFAULT == null ? softwareName != null : !SOFTWARE_NAME_EDEFAULT.equals(softwareName);
			case DriveBenchPackage.RUN__SOFTWARE_VERSION:
				return SOFTWARE_VERSION_EDEFAULT == null ? softwareVersion != null : !SOFTWARE_VERSION_EDEFAULT.equals(softwareVersion);
			case DriveBenchPackage.RUN__IMPORTED_FROM:
				return IMPORTED_FROM_EDEFAULT == null ? importedFrom != null : !IMPORTED_FROM_EDEFAULT.equals(importedFrom);
			case DriveBenchPackage.RUN__ENGINE_VERSION:
				return ENGINE_VERSION_EDEFAULT == null ? engineVersion != null : !ENGINE_VERSION_EDEFAULT.equals(engineVersion);
			case DriveBenchPackage.RUN__RANDOM_SEED:
				return isSetRandomSeed();
			case DriveBenchPackage.RUN__FRESH_DRIVE_PER_TEST:
				return freshDrivePerTest != FRESH_DRIVE_PER_TEST_EDEFAULT;
			case DriveBenchPackage.RUN__NOTES:
				return NOTES_EDEFAULT == null ? notes != null : !NOTES_EDEFAULT.equals(notes);
			case DriveBenchPackage.RUN__STATE:
				return state != STATE_EDEFAULT;
			case DriveBenchPackage.RUN__PROCESS:
				return PROCESS_EDEFAULT == null ? process != null : !PROCESS_EDEFAULT.equals(process);
			case DriveBenchPackage.RUN__STUDY:
				return STUDY_EDEFAULT == null ? study != null : !STUDY_EDEFAULT.equals(study);
			case DriveBenchPackage.RUN__DRIVE:
				return drive != null;
			case DriveBenchPackage.RUN__BENCH:
				return bench != null;
			case DriveBenchPackage.RUN__TARGET:
				return target != null;
			case DriveBenchPackage.RUN__RESULTS:
				return results != null && !results.isEmpty();
			case DriveBenchPackage.RUN__HEALTH_BEFORE:
				return healthBefore != null;
			case DriveBenchPackage.RUN__HEALTH_AFTER:
				return healthAfter != null;
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (schemaVersion: ");
		result.append(schemaVersion);
		result.append(", id: ");
		result.append(id);
		result.append(", startedAt: ");
		result.append(startedAt);
		result.append(", finishedAt: ");
		result.append(finishedAt);
		result.append(", suiteName: ");
		result.append(suiteName);
		result.append(", softwareName: ");
		result.append(softwareName);
		result.append(", softwareVersion: ");
		result.append(softwareVersion);
		result.append(", importedFrom: ");
		result.append(importedFrom);
		result.append(", engineVersion: ");
		result.append(engineVersion);
		result.append(", randomSeed: ");
		if (randomSeedESet) result.append(randomSeed); else result.append("<unset>");
		result.append(", freshDrivePerTest: ");
		result.append(freshDrivePerTest);
		result.append(", notes: ");
		result.append(notes);
		result.append(", state: ");
		result.append(state);
		result.append(", process: ");
		result.append(process);
		result.append(", study: ");
		result.append(study);
		result.append(')');
		return result.toString();
	}

} //RunImpl
