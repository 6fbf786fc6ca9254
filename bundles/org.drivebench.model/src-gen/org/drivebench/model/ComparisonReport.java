/**
 */
package org.drivebench.model;

import java.util.Date;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Comparison Report</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A multi-drive comparison: which drives (and runs), tests and metrics, the baseline and the table layout. Saved in the library and reopened later.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.ComparisonReport#getSchemaVersion <em>Schema Version</em>}</li>
 *   <li>{@link org.drivebench.model.ComparisonReport#getId <em>Id</em>}</li>
 *   <li>{@link org.drivebench.model.ComparisonReport#getTitle <em>Title</em>}</li>
 *   <li>{@link org.drivebench.model.ComparisonReport#getCreatedAt <em>Created At</em>}</li>
 *   <li>{@link org.drivebench.model.ComparisonReport#getModifiedAt <em>Modified At</em>}</li>
 *   <li>{@link org.drivebench.model.ComparisonReport#getDrives <em>Drives</em>}</li>
 *   <li>{@link org.drivebench.model.ComparisonReport#getTestIds <em>Test Ids</em>}</li>
 *   <li>{@link org.drivebench.model.ComparisonReport#getMetricKeys <em>Metric Keys</em>}</li>
 *   <li>{@link org.drivebench.model.ComparisonReport#getSeriesKeys <em>Series Keys</em>}</li>
 *   <li>{@link org.drivebench.model.ComparisonReport#getBaselineDriveKey <em>Baseline Drive Key</em>}</li>
 *   <li>{@link org.drivebench.model.ComparisonReport#getLayout <em>Layout</em>}</li>
 *   <li>{@link org.drivebench.model.ComparisonReport#getNormalisation <em>Normalisation</em>}</li>
 *   <li>{@link org.drivebench.model.ComparisonReport#getConfidenceLevel <em>Confidence Level</em>}</li>
 *   <li>{@link org.drivebench.model.ComparisonReport#getPinnedAt <em>Pinned At</em>}</li>
 *   <li>{@link org.drivebench.model.ComparisonReport#getPinNote <em>Pin Note</em>}</li>
 *   <li>{@link org.drivebench.model.ComparisonReport#isOverall <em>Overall</em>}</li>
 * </ul>
 *
 * @see org.drivebench.model.DriveBenchPackage#getComparisonReport()
 * @model
 * @generated
 */
public interface ComparisonReport extends EObject {
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
	 * @see org.drivebench.model.DriveBenchPackage#getComparisonReport_SchemaVersion()
	 * @model default="0"
	 * @generated
	 */
	int getSchemaVersion();

	/**
	 * Sets the value of the '{@link org.drivebench.model.ComparisonReport#getSchemaVersion <em>Schema Version</em>}' attribute.
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
	 * @see org.drivebench.model.DriveBenchPackage#getComparisonReport_Id()
	 * @model id="true"
	 * @generated
	 */
	String getId();

	/**
	 * Sets the value of the '{@link org.drivebench.model.ComparisonReport#getId <em>Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Id</em>' attribute.
	 * @see #getId()
	 * @generated
	 */
	void setId(String value);

	/**
	 * Returns the value of the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Title</em>' attribute.
	 * @see #setTitle(String)
	 * @see org.drivebench.model.DriveBenchPackage#getComparisonReport_Title()
	 * @model
	 * @generated
	 */
	String getTitle();

	/**
	 * Sets the value of the '{@link org.drivebench.model.ComparisonReport#getTitle <em>Title</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Title</em>' attribute.
	 * @see #getTitle()
	 * @generated
	 */
	void setTitle(String value);

	/**
	 * Returns the value of the '<em><b>Created At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Created At</em>' attribute.
	 * @see #setCreatedAt(Date)
	 * @see org.drivebench.model.DriveBenchPackage#getComparisonReport_CreatedAt()
	 * @model
	 * @generated
	 */
	Date getCreatedAt();

	/**
	 * Sets the value of the '{@link org.drivebench.model.ComparisonReport#getCreatedAt <em>Created At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Created At</em>' attribute.
	 * @see #getCreatedAt()
	 * @generated
	 */
	void setCreatedAt(Date value);

	/**
	 * Returns the value of the '<em><b>Modified At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Modified At</em>' attribute.
	 * @see #setModifiedAt(Date)
	 * @see org.drivebench.model.DriveBenchPackage#getComparisonReport_ModifiedAt()
	 * @model
	 * @generated
	 */
	Date getModifiedAt();

	/**
	 * Sets the value of the '{@link org.drivebench.model.ComparisonReport#getModifiedAt <em>Modified At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Modified At</em>' attribute.
	 * @see #getModifiedAt()
	 * @generated
	 */
	void setModifiedAt(Date value);

	/**
	 * Returns the value of the '<em><b>Drives</b></em>' containment reference list.
	 * The list contents are of type {@link org.drivebench.model.DriveSelection}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Drives</em>' containment reference list.
	 * @see org.drivebench.model.DriveBenchPackage#getComparisonReport_Drives()
	 * @model containment="true"
	 * @generated
	 */
	EList<DriveSelection> getDrives();

	/**
	 * Returns the value of the '<em><b>Test Ids</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The tests compared, in table order: a test id, or testId#caseName for one case of a test; empty means every test the chosen drives ran (a pinned report lists them).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Test Ids</em>' attribute list.
	 * @see org.drivebench.model.DriveBenchPackage#getComparisonReport_TestIds()
	 * @model
	 * @generated
	 */
	EList<String> getTestIds();

	/**
	 * Returns the value of the '<em><b>Metric Keys</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The metrics shown, in table order: a metric key (shown for every chosen test that has it) or testKey/metricKey; empty means every metric of the chosen tests.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Metric Keys</em>' attribute list.
	 * @see org.drivebench.model.DriveBenchPackage#getComparisonReport_MetricKeys()
	 * @model
	 * @generated
	 */
	EList<String> getMetricKeys();

	/**
	 * Returns the value of the '<em><b>Series Keys</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The series overlaid in the report's charts, as seriesKey or testKey/seriesKey; empty means every series of the chosen tests.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Series Keys</em>' attribute list.
	 * @see org.drivebench.model.DriveBenchPackage#getComparisonReport_SeriesKeys()
	 * @model
	 * @generated
	 */
	EList<String> getSeriesKeys();

	/**
	 * Returns the value of the '<em><b>Baseline Drive Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The drive the others are compared with in percent; empty for none.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Baseline Drive Key</em>' attribute.
	 * @see #setBaselineDriveKey(String)
	 * @see org.drivebench.model.DriveBenchPackage#getComparisonReport_BaselineDriveKey()
	 * @model
	 * @generated
	 */
	String getBaselineDriveKey();

	/**
	 * Sets the value of the '{@link org.drivebench.model.ComparisonReport#getBaselineDriveKey <em>Baseline Drive Key</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Baseline Drive Key</em>' attribute.
	 * @see #getBaselineDriveKey()
	 * @generated
	 */
	void setBaselineDriveKey(String value);

	/**
	 * Returns the value of the '<em><b>Layout</b></em>' attribute.
	 * The literals are from the enumeration {@link org.drivebench.model.TableLayout}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Layout</em>' attribute.
	 * @see org.drivebench.model.TableLayout
	 * @see #setLayout(TableLayout)
	 * @see org.drivebench.model.DriveBenchPackage#getComparisonReport_Layout()
	 * @model
	 * @generated
	 */
	TableLayout getLayout();

	/**
	 * Sets the value of the '{@link org.drivebench.model.ComparisonReport#getLayout <em>Layout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Layout</em>' attribute.
	 * @see org.drivebench.model.TableLayout
	 * @see #getLayout()
	 * @generated
	 */
	void setLayout(TableLayout value);

	/**
	 * Returns the value of the '<em><b>Normalisation</b></em>' attribute.
	 * The literals are from the enumeration {@link org.drivebench.model.Normalisation}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Normalisation</em>' attribute.
	 * @see org.drivebench.model.Normalisation
	 * @see #setNormalisation(Normalisation)
	 * @see org.drivebench.model.DriveBenchPackage#getComparisonReport_Normalisation()
	 * @model
	 * @generated
	 */
	Normalisation getNormalisation();

	/**
	 * Sets the value of the '{@link org.drivebench.model.ComparisonReport#getNormalisation <em>Normalisation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Normalisation</em>' attribute.
	 * @see org.drivebench.model.Normalisation
	 * @see #getNormalisation()
	 * @generated
	 */
	void setNormalisation(Normalisation value);

	/**
	 * Returns the value of the '<em><b>Confidence Level</b></em>' attribute.
	 * The default value is <code>"0.95"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The confidence level of the interval shown for repeated runs (Student t), e.g. 0.95.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Confidence Level</em>' attribute.
	 * @see #setConfidenceLevel(double)
	 * @see org.drivebench.model.DriveBenchPackage#getComparisonReport_ConfidenceLevel()
	 * @model default="0.95"
	 * @generated
	 */
	double getConfidenceLevel();

	/**
	 * Sets the value of the '{@link org.drivebench.model.ComparisonReport#getConfidenceLevel <em>Confidence Level</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Confidence Level</em>' attribute.
	 * @see #getConfidenceLevel()
	 * @generated
	 */
	void setConfidenceLevel(double value);

	/**
	 * Returns the value of the '<em><b>Pinned At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * When the report's runs and tests were pinned: from then on each drive's runIds and the testIds list exactly what it shows (an empty runIds then means none), and runs made later are offered as an update, never taken in. Unset: a report not saved yet, or saved before reports were pinned (see pinNote).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Pinned At</em>' attribute.
	 * @see #setPinnedAt(Date)
	 * @see org.drivebench.model.DriveBenchPackage#getComparisonReport_PinnedAt()
	 * @model
	 * @generated
	 */
	Date getPinnedAt();

	/**
	 * Sets the value of the '{@link org.drivebench.model.ComparisonReport#getPinnedAt <em>Pinned At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Pinned At</em>' attribute.
	 * @see #getPinnedAt()
	 * @generated
	 */
	void setPinnedAt(Date value);

	/**
	 * Returns the value of the '<em><b>Pin Note</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How the runs were pinned when it was not at a save: a report saved before reports were pinned is pinned to the runs made before its last save, or, when that is not known, to the runs there were when it was first opened again; this says which. Empty for a report pinned when it was saved.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Pin Note</em>' attribute.
	 * @see #setPinNote(String)
	 * @see org.drivebench.model.DriveBenchPackage#getComparisonReport_PinNote()
	 * @model
	 * @generated
	 */
	String getPinNote();

	/**
	 * Sets the value of the '{@link org.drivebench.model.ComparisonReport#getPinNote <em>Pin Note</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Pin Note</em>' attribute.
	 * @see #getPinNote()
	 * @generated
	 */
	void setPinNote(String value);

	/**
	 * Returns the value of the '<em><b>Overall</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Whether the table adds, per suite, each drive's overall figure: the geometric mean of its figures relative to the baseline drive's (needs a baseline).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Overall</em>' attribute.
	 * @see #setOverall(boolean)
	 * @see org.drivebench.model.DriveBenchPackage#getComparisonReport_Overall()
	 * @model
	 * @generated
	 */
	boolean isOverall();

	/**
	 * Sets the value of the '{@link org.drivebench.model.ComparisonReport#isOverall <em>Overall</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Overall</em>' attribute.
	 * @see #isOverall()
	 * @generated
	 */
	void setOverall(boolean value);

} // ComparisonReport
