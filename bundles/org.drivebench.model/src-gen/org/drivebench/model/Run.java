/**
 */
package org.drivebench.model;

import java.util.Date;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Run</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * One execution of one or more tests on one target. The root of one library file.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.Run#getSchemaVersion <em>Schema Version</em>}</li>
 *   <li>{@link org.drivebench.model.Run#getId <em>Id</em>}</li>
 *   <li>{@link org.drivebench.model.Run#getStartedAt <em>Started At</em>}</li>
 *   <li>{@link org.drivebench.model.Run#getFinishedAt <em>Finished At</em>}</li>
 *   <li>{@link org.drivebench.model.Run#getSuiteName <em>Suite Name</em>}</li>
 *   <li>{@link org.drivebench.model.Run#getSoftwareName <em>Software Name</em>}</li>
 *   <li>{@link org.drivebench.model.Run#getSoftwareVersion <em>Software Version</em>}</li>
 *   <li>{@link org.drivebench.model.Run#getImportedFrom <em>Imported From</em>}</li>
 *   <li>{@link org.drivebench.model.Run#getEngineVersion <em>Engine Version</em>}</li>
 *   <li>{@link org.drivebench.model.Run#getRandomSeed <em>Random Seed</em>}</li>
 *   <li>{@link org.drivebench.model.Run#isFreshDrivePerTest <em>Fresh Drive Per Test</em>}</li>
 *   <li>{@link org.drivebench.model.Run#getNotes <em>Notes</em>}</li>
 *   <li>{@link org.drivebench.model.Run#getState <em>State</em>}</li>
 *   <li>{@link org.drivebench.model.Run#getProcess <em>Process</em>}</li>
 *   <li>{@link org.drivebench.model.Run#getStudy <em>Study</em>}</li>
 *   <li>{@link org.drivebench.model.Run#getDrive <em>Drive</em>}</li>
 *   <li>{@link org.drivebench.model.Run#getBench <em>Bench</em>}</li>
 *   <li>{@link org.drivebench.model.Run#getTarget <em>Target</em>}</li>
 *   <li>{@link org.drivebench.model.Run#getResults <em>Results</em>}</li>
 *   <li>{@link org.drivebench.model.Run#getHealthBefore <em>Health Before</em>}</li>
 *   <li>{@link org.drivebench.model.Run#getHealthAfter <em>Health After</em>}</li>
 * </ul>
 *
 * @see org.drivebench.model.DriveBenchPackage#getRun()
 * @model
 * @generated
 */
public interface Run extends EObject {
	/**
	 * Returns the value of the '<em><b>Schema Version</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The version of the file format this file was written with (ResultLibrary.SCHEMA_VERSION). A reader refuses files of a newer version. 0: written before versions were recorded.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Schema Version</em>' attribute.
	 * @see #setSchemaVersion(int)
	 * @see org.drivebench.model.DriveBenchPackage#getRun_SchemaVersion()
	 * @model default="0"
	 * @generated
	 */
	int getSchemaVersion();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Run#getSchemaVersion <em>Schema Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Schema Version</em>' attribute.
	 * @see #getSchemaVersion()
	 * @generated
	 */
	void setSchemaVersion(int value);

	/**
	 * Returns the value of the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Id</em>' attribute.
	 * @see #setId(String)
	 * @see org.drivebench.model.DriveBenchPackage#getRun_Id()
	 * @model id="true"
	 * @generated
	 */
	String getId();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Run#getId <em>Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Id</em>' attribute.
	 * @see #getId()
	 * @generated
	 */
	void setId(String value);

	/**
	 * Returns the value of the '<em><b>Started At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Started At</em>' attribute.
	 * @see #setStartedAt(Date)
	 * @see org.drivebench.model.DriveBenchPackage#getRun_StartedAt()
	 * @model
	 * @generated
	 */
	Date getStartedAt();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Run#getStartedAt <em>Started At</em>}' attribute.
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
	 * @see org.drivebench.model.DriveBenchPackage#getRun_FinishedAt()
	 * @model
	 * @generated
	 */
	Date getFinishedAt();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Run#getFinishedAt <em>Finished At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Finished At</em>' attribute.
	 * @see #getFinishedAt()
	 * @generated
	 */
	void setFinishedAt(Date value);

	/**
	 * Returns the value of the '<em><b>Suite Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Suite Name</em>' attribute.
	 * @see #setSuiteName(String)
	 * @see org.drivebench.model.DriveBenchPackage#getRun_SuiteName()
	 * @model
	 * @generated
	 */
	String getSuiteName();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Run#getSuiteName <em>Suite Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Suite Name</em>' attribute.
	 * @see #getSuiteName()
	 * @generated
	 */
	void setSuiteName(String value);

	/**
	 * Returns the value of the '<em><b>Software Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The program that measured: DriveBench, or the tool an imported run came from (fio).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Software Name</em>' attribute.
	 * @see #setSoftwareName(String)
	 * @see org.drivebench.model.DriveBenchPackage#getRun_SoftwareName()
	 * @model
	 * @generated
	 */
	String getSoftwareName();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Run#getSoftwareName <em>Software Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Software Name</em>' attribute.
	 * @see #getSoftwareName()
	 * @generated
	 */
	void setSoftwareName(String value);

	/**
	 * Returns the value of the '<em><b>Software Version</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The version of that program.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Software Version</em>' attribute.
	 * @see #setSoftwareVersion(String)
	 * @see org.drivebench.model.DriveBenchPackage#getRun_SoftwareVersion()
	 * @model
	 * @generated
	 */
	String getSoftwareVersion();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Run#getSoftwareVersion <em>Software Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Software Version</em>' attribute.
	 * @see #getSoftwareVersion()
	 * @generated
	 */
	void setSoftwareVersion(String value);

	/**
	 * Returns the value of the '<em><b>Imported From</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * For an imported run: the file it was read from; empty for runs DriveBench measured.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Imported From</em>' attribute.
	 * @see #setImportedFrom(String)
	 * @see org.drivebench.model.DriveBenchPackage#getRun_ImportedFrom()
	 * @model
	 * @generated
	 */
	String getImportedFrom();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Run#getImportedFrom <em>Imported From</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Imported From</em>' attribute.
	 * @see #getImportedFrom()
	 * @generated
	 */
	void setImportedFrom(String value);

	/**
	 * Returns the value of the '<em><b>Engine Version</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The version of the I/O engine that measured (each result names its backend).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Engine Version</em>' attribute.
	 * @see #setEngineVersion(String)
	 * @see org.drivebench.model.DriveBenchPackage#getRun_EngineVersion()
	 * @model
	 * @generated
	 */
	String getEngineVersion();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Run#getEngineVersion <em>Engine Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Engine Version</em>' attribute.
	 * @see #getEngineVersion()
	 * @generated
	 */
	void setEngineVersion(String value);

	/**
	 * Returns the value of the '<em><b>Random Seed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The seed of every random choice of the run: the workloads' offsets, sizes and data, and a simulated drive's own variation. Running the same suite with this seed on a simulated drive gives the same figures. Unset: not recorded (imported runs, runs made before seeds were).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Random Seed</em>' attribute.
	 * @see #isSetRandomSeed()
	 * @see #unsetRandomSeed()
	 * @see #setRandomSeed(long)
	 * @see org.drivebench.model.DriveBenchPackage#getRun_RandomSeed()
	 * @model unsettable="true"
	 * @generated
	 */
	long getRandomSeed();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Run#getRandomSeed <em>Random Seed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Random Seed</em>' attribute.
	 * @see #isSetRandomSeed()
	 * @see #unsetRandomSeed()
	 * @see #getRandomSeed()
	 * @generated
	 */
	void setRandomSeed(long value);

	/**
	 * Unsets the value of the '{@link org.drivebench.model.Run#getRandomSeed <em>Random Seed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetRandomSeed()
	 * @see #getRandomSeed()
	 * @see #setRandomSeed(long)
	 * @generated
	 */
	void unsetRandomSeed();

	/**
	 * Returns whether the value of the '{@link org.drivebench.model.Run#getRandomSeed <em>Random Seed</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Random Seed</em>' attribute is set.
	 * @see #unsetRandomSeed()
	 * @see #getRandomSeed()
	 * @see #setRandomSeed(long)
	 * @generated
	 */
	boolean isSetRandomSeed();

	/**
	 * Returns the value of the '<em><b>Fresh Drive Per Test</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Whether each test started on a fresh simulated drive; otherwise a test meets what the tests before it left on the drive (dirty cache, used SLC cache), as on a real drive.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Fresh Drive Per Test</em>' attribute.
	 * @see #setFreshDrivePerTest(boolean)
	 * @see org.drivebench.model.DriveBenchPackage#getRun_FreshDrivePerTest()
	 * @model
	 * @generated
	 */
	boolean isFreshDrivePerTest();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Run#isFreshDrivePerTest <em>Fresh Drive Per Test</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Fresh Drive Per Test</em>' attribute.
	 * @see #isFreshDrivePerTest()
	 * @generated
	 */
	void setFreshDrivePerTest(boolean value);

	/**
	 * Returns the value of the '<em><b>Notes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Notes</em>' attribute.
	 * @see #setNotes(String)
	 * @see org.drivebench.model.DriveBenchPackage#getRun_Notes()
	 * @model
	 * @generated
	 */
	String getNotes();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Run#getNotes <em>Notes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Notes</em>' attribute.
	 * @see #getNotes()
	 * @generated
	 */
	void setNotes(String value);

	/**
	 * Returns the value of the '<em><b>State</b></em>' attribute.
	 * The literals are from the enumeration {@link org.drivebench.model.RunState}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Whether the run finished, is being measured (it is saved as it goes, so a crash leaves it so), or was interrupted. A run in progress whose process is gone is shown as interrupted.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>State</em>' attribute.
	 * @see org.drivebench.model.RunState
	 * @see #setState(RunState)
	 * @see org.drivebench.model.DriveBenchPackage#getRun_State()
	 * @model
	 * @generated
	 */
	RunState getState();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Run#getState <em>State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>State</em>' attribute.
	 * @see org.drivebench.model.RunState
	 * @see #getState()
	 * @generated
	 */
	void setState(RunState value);

	/**
	 * Returns the value of the '<em><b>Process</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The process measuring a run in progress: host, boot, process id and its start time, so a reader can tell whether it still lives.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Process</em>' attribute.
	 * @see #setProcess(String)
	 * @see org.drivebench.model.DriveBenchPackage#getRun_Process()
	 * @model
	 * @generated
	 */
	String getProcess();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Run#getProcess <em>Process</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Process</em>' attribute.
	 * @see #getProcess()
	 * @generated
	 */
	void setProcess(String value);

	/**
	 * Returns the value of the '<em><b>Study</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The name of the strip-size study the run is a point of (the same suite on RAID-0 arrays of the same members at different strip sizes, the strip size in the target's stripSizeBytes); the library groups a study's runs by it. Empty for a run of its own.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Study</em>' attribute.
	 * @see #setStudy(String)
	 * @see org.drivebench.model.DriveBenchPackage#getRun_Study()
	 * @model
	 * @generated
	 */
	String getStudy();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Run#getStudy <em>Study</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Study</em>' attribute.
	 * @see #getStudy()
	 * @generated
	 */
	void setStudy(String value);

	/**
	 * Returns the value of the '<em><b>Drive</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Drive</em>' containment reference.
	 * @see #setDrive(Drive)
	 * @see org.drivebench.model.DriveBenchPackage#getRun_Drive()
	 * @model containment="true"
	 * @generated
	 */
	Drive getDrive();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Run#getDrive <em>Drive</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Drive</em>' containment reference.
	 * @see #getDrive()
	 * @generated
	 */
	void setDrive(Drive value);

	/**
	 * Returns the value of the '<em><b>Bench</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Bench</em>' containment reference.
	 * @see #setBench(TestBench)
	 * @see org.drivebench.model.DriveBenchPackage#getRun_Bench()
	 * @model containment="true"
	 * @generated
	 */
	TestBench getBench();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Run#getBench <em>Bench</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Bench</em>' containment reference.
	 * @see #getBench()
	 * @generated
	 */
	void setBench(TestBench value);

	/**
	 * Returns the value of the '<em><b>Target</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Target</em>' containment reference.
	 * @see #setTarget(TargetInfo)
	 * @see org.drivebench.model.DriveBenchPackage#getRun_Target()
	 * @model containment="true"
	 * @generated
	 */
	TargetInfo getTarget();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Run#getTarget <em>Target</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Target</em>' containment reference.
	 * @see #getTarget()
	 * @generated
	 */
	void setTarget(TargetInfo value);

	/**
	 * Returns the value of the '<em><b>Results</b></em>' containment reference list.
	 * The list contents are of type {@link org.drivebench.model.TestResult}.
	 * It is bidirectional and its opposite is '{@link org.drivebench.model.TestResult#getRun <em>Run</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Results</em>' containment reference list.
	 * @see org.drivebench.model.DriveBenchPackage#getRun_Results()
	 * @see org.drivebench.model.TestResult#getRun
	 * @model opposite="run" containment="true"
	 * @generated
	 */
	EList<TestResult> getResults();

	/**
	 * Returns the value of the '<em><b>Health Before</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The drive's health readings (temperature, power-on hours) just before the first test; absent when nothing could be read.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Health Before</em>' containment reference.
	 * @see #setHealthBefore(DriveHealth)
	 * @see org.drivebench.model.DriveBenchPackage#getRun_HealthBefore()
	 * @model containment="true"
	 * @generated
	 */
	DriveHealth getHealthBefore();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Run#getHealthBefore <em>Health Before</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Health Before</em>' containment reference.
	 * @see #getHealthBefore()
	 * @generated
	 */
	void setHealthBefore(DriveHealth value);

	/**
	 * Returns the value of the '<em><b>Health After</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The same readings just after the last test.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Health After</em>' containment reference.
	 * @see #setHealthAfter(DriveHealth)
	 * @see org.drivebench.model.DriveBenchPackage#getRun_HealthAfter()
	 * @model containment="true"
	 * @generated
	 */
	DriveHealth getHealthAfter();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Run#getHealthAfter <em>Health After</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Health After</em>' containment reference.
	 * @see #getHealthAfter()
	 * @generated
	 */
	void setHealthAfter(DriveHealth value);

} // Run
