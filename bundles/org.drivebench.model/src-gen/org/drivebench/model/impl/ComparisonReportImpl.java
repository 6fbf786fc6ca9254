/**
 */
package org.drivebench.model.impl;

import java.util.Collection;
import java.util.Date;

import org.drivebench.model.ComparisonReport;
import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.DriveSelection;
import org.drivebench.model.Normalisation;
import org.drivebench.model.TableLayout;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EDataTypeUniqueEList;
import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Comparison Report</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.impl.ComparisonReportImpl#getSchemaVersion <em>Schema Version</em>}</li>
 *   <li>{@link org.drivebench.model.impl.ComparisonReportImpl#getId <em>Id</em>}</li>
 *   <li>{@link org.drivebench.model.impl.ComparisonReportImpl#getTitle <em>Title</em>}</li>
 *   <li>{@link org.drivebench.model.impl.ComparisonReportImpl#getCreatedAt <em>Created At</em>}</li>
 *   <li>{@link org.drivebench.model.impl.ComparisonReportImpl#getModifiedAt <em>Modified At</em>}</li>
 *   <li>{@link org.drivebench.model.impl.ComparisonReportImpl#getDrives <em>Drives</em>}</li>
 *   <li>{@link org.drivebench.model.impl.ComparisonReportImpl#getTestIds <em>Test Ids</em>}</li>
 *   <li>{@link org.drivebench.model.impl.ComparisonReportImpl#getMetricKeys <em>Metric Keys</em>}</li>
 *   <li>{@link org.drivebench.model.impl.ComparisonReportImpl#getSeriesKeys <em>Series Keys</em>}</li>
 *   <li>{@link org.drivebench.model.impl.ComparisonReportImpl#getBaselineDriveKey <em>Baseline Drive Key</em>}</li>
 *   <li>{@link org.drivebench.model.impl.ComparisonReportImpl#getLayout <em>Layout</em>}</li>
 *   <li>{@link org.drivebench.model.impl.ComparisonReportImpl#getNormalisation <em>Normalisation</em>}</li>
 *   <li>{@link org.drivebench.model.impl.ComparisonReportImpl#getConfidenceLevel <em>Confidence Level</em>}</li>
 *   <li>{@link org.drivebench.model.impl.ComparisonReportImpl#getPinnedAt <em>Pinned At</em>}</li>
 *   <li>{@link org.drivebench.model.impl.ComparisonReportImpl#getPinNote <em>Pin Note</em>}</li>
 *   <li>{@link org.drivebench.model.impl.ComparisonReportImpl#isOverall <em>Overall</em>}</li>
 * </ul>
 *
 * @generated
 */
public class ComparisonReportImpl extends MinimalEObjectImpl.Container implements ComparisonReport {
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
	 * The default value of the '{@link #getTitle() <em>Title</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTitle()
	 * @generated
	 * @ordered
	 */
	protected static final String TITLE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getTitle() <em>Title</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTitle()
	 * @generated
	 * @ordered
	 */
	protected String title = TITLE_EDEFAULT;

	/**
	 * The default value of the '{@link #getCreatedAt() <em>Created At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCreatedAt()
	 * @generated
	 * @ordered
	 */
	protected static final Date CREATED_AT_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getCreatedAt() <em>Created At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCreatedAt()
	 * @generated
	 * @ordered
	 */
	protected Date createdAt = CREATED_AT_EDEFAULT;

	/**
	 * The default value of the '{@link #getModifiedAt() <em>Modified At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getModifiedAt()
	 * @generated
	 * @ordered
	 */
	protected static final Date MODIFIED_AT_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getModifiedAt() <em>Modified At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getModifiedAt()
	 * @generated
	 * @ordered
	 */
	protected Date modifiedAt = MODIFIED_AT_EDEFAULT;

	/**
	 * The cached value of the '{@link #getDrives() <em>Drives</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDrives()
	 * @generated
	 * @ordered
	 */
	protected EList<DriveSelection> drives;

	/**
	 * The cached value of the '{@link #getTestIds() <em>Test Ids</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTestIds()
	 * @generated
	 * @ordered
	 */
	protected EList<String> testIds;

	/**
	 * The cached value of the '{@link #getMetricKeys() <em>Metric Keys</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMetricKeys()
	 * @generated
	 * @ordered
	 */
	protected EList<String> metricKeys;

	/**
	 * The cached value of the '{@link #getSeriesKeys() <em>Series Keys</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSeriesKeys()
	 * @generated
	 * @ordered
	 */
	protected EList<String> seriesKeys;

	/**
	 * The default value of the '{@link #getBaselineDriveKey() <em>Baseline Drive Key</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBaselineDriveKey()
	 * @generated
	 * @ordered
	 */
	protected static final String BASELINE_DRIVE_KEY_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getBaselineDriveKey() <em>Baseline Drive Key</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBaselineDriveKey()
	 * @generated
	 * @ordered
	 */
	protected String baselineDriveKey = BASELINE_DRIVE_KEY_EDEFAULT;

	/**
	 * The default value of the '{@link #getLayout() <em>Layout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLayout()
	 * @generated
	 * @ordered
	 */
	protected static final TableLayout LAYOUT_EDEFAULT = TableLayout.DRIVES_AS_COLUMNS;

	/**
	 * The cached value of the '{@link #getLayout() <em>Layout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLayout()
	 * @generated
	 * @ordered
	 */
	protected TableLayout layout = LAYOUT_EDEFAULT;

	/**
	 * The default value of the '{@link #getNormalisation() <em>Normalisation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNormalisation()
	 * @generated
	 * @ordered
	 */
	protected static final Normalisation NORMALISATION_EDEFAULT = Normalisation.ABSOLUTE;

	/**
	 * The cached value of the '{@link #getNormalisation() <em>Normalisation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNormalisation()
	 * @generated
	 * @ordered
	 */
	protected Normalisation normalisation = NORMALISATION_EDEFAULT;

	/**
	 * The default value of the '{@link #getConfidenceLevel() <em>Confidence Level</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getConfidenceLevel()
	 * @generated
	 * @ordered
	 */
	protected static final double CONFIDENCE_LEVEL_EDEFAULT = 0.95;

	/**
	 * The cached value of the '{@link #getConfidenceLevel() <em>Confidence Level</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getConfidenceLevel()
	 * @generated
	 * @ordered
	 */
	protected double confidenceLevel = CONFIDENCE_LEVEL_EDEFAULT;

	/**
	 * The default value of the '{@link #getPinnedAt() <em>Pinned At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPinnedAt()
	 * @generated
	 * @ordered
	 */
	protected static final Date PINNED_AT_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getPinnedAt() <em>Pinned At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPinnedAt()
	 * @generated
	 * @ordered
	 */
	protected Date pinnedAt = PINNED_AT_EDEFAULT;

	/**
	 * The default value of the '{@link #getPinNote() <em>Pin Note</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPinNote()
	 * @generated
	 * @ordered
	 */
	protected static final String PIN_NOTE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getPinNote() <em>Pin Note</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPinNote()
	 * @generated
	 * @ordered
	 */
	protected String pinNote = PIN_NOTE_EDEFAULT;

	/**
	 * The default value of the '{@link #isOverall() <em>Overall</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isOverall()
	 * @generated
	 * @ordered
	 */
	protected static final boolean OVERALL_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isOverall() <em>Overall</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isOverall()
	 * @generated
	 * @ordered
	 */
	protected boolean overall = OVERALL_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected ComparisonReportImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DriveBenchPackage.Literals.COMPARISON_REPORT;
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
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.COMPARISON_REPORT__SCHEMA_VERSION, oldSchemaVersion, schemaVersion));
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
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.COMPARISON_REPORT__ID, oldId, id));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getTitle() {
		return title;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTitle(String newTitle) {
		String oldTitle = title;
		title = newTitle;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.COMPARISON_REPORT__TITLE, oldTitle, title));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Date getCreatedAt() {
		return createdAt;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCreatedAt(Date newCreatedAt) {
		Date oldCreatedAt = createdAt;
		createdAt = newCreatedAt;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.COMPARISON_REPORT__CREATED_AT, oldCreatedAt, createdAt));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Date getModifiedAt() {
		return modifiedAt;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setModifiedAt(Date newModifiedAt) {
		Date oldModifiedAt = modifiedAt;
		modifiedAt = newModifiedAt;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.COMPARISON_REPORT__MODIFIED_AT, oldModifiedAt, modifiedAt));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<DriveSelection> getDrives() {
		if (drives == null) {
			drives = new EObjectContainmentEList<DriveSelection>(DriveSelection.class, this, DriveBenchPackage.COMPARISON_REPORT__DRIVES);
		}
		return drives;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getTestIds() {
		if (testIds == null) {
			testIds = new EDataTypeUniqueEList<String>(String.class, this, DriveBenchPackage.COMPARISON_REPORT__TEST_IDS);
		}
		return testIds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getMetricKeys() {
		if (metricKeys == null) {
			metricKeys = new EDataTypeUniqueEList<String>(String.class, this, DriveBenchPackage.COMPARISON_REPORT__METRIC_KEYS);
		}
		return metricKeys;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getSeriesKeys() {
		if (seriesKeys == null) {
			seriesKeys = new EDataTypeUniqueEList<String>(String.class, this, DriveBenchPackage.COMPARISON_REPORT__SERIES_KEYS);
		}
		return seriesKeys;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getBaselineDriveKey() {
		return baselineDriveKey;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBaselineDriveKey(String newBaselineDriveKey) {
		String oldBaselineDriveKey = baselineDriveKey;
		baselineDriveKey = newBaselineDriveKey;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.COMPARISON_REPORT__BASELINE_DRIVE_KEY, oldBaselineDriveKey, baselineDriveKey));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TableLayout getLayout() {
		return layout;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLayout(TableLayout newLayout) {
		TableLayout oldLayout = layout;
		layout = newLayout == null ? LAYOUT_EDEFAULT : newLayout;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.COMPARISON_REPORT__LAYOUT, oldLayout, layout));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Normalisation getNormalisation() {
		return normalisation;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNormalisation(Normalisation newNormalisation) {
		Normalisation oldNormalisation = normalisation;
		normalisation = newNormalisation == null ? NORMALISATION_EDEFAULT : newNormalisation;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.COMPARISON_REPORT__NORMALISATION, oldNormalisation, normalisation));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getConfidenceLevel() {
		return confidenceLevel;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setConfidenceLevel(double newConfidenceLevel) {
		double oldConfidenceLevel = confidenceLevel;
		confidenceLevel = newConfidenceLevel;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.COMPARISON_REPORT__CONFIDENCE_LEVEL, oldConfidenceLevel, confidenceLevel));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Date getPinnedAt() {
		return pinnedAt;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPinnedAt(Date newPinnedAt) {
		Date oldPinnedAt = pinnedAt;
		pinnedAt = newPinnedAt;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.COMPARISON_REPORT__PINNED_AT, oldPinnedAt, pinnedAt));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getPinNote() {
		return pinNote;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPinNote(String newPinNote) {
		String oldPinNote = pinNote;
		pinNote = newPinNote;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.COMPARISON_REPORT__PIN_NOTE, oldPinNote, pinNote));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isOverall() {
		return overall;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setOverall(boolean newOverall) {
		boolean oldOverall = overall;
		overall = newOverall;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.COMPARISON_REPORT__OVERALL, oldOverall, overall));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case DriveBenchPackage.COMPARISON_REPORT__DRIVES:
				return ((InternalEList<?>)getDrives()).basicRemove(otherEnd, msgs);
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
			case DriveBenchPackage.COMPARISON_REPORT__SCHEMA_VERSION:
				return getSchemaVersion();
			case DriveBenchPackage.COMPARISON_REPORT__ID:
				return getId();
			case DriveBenchPackage.COMPARISON_REPORT__TITLE:
				return getTitle();
			case DriveBenchPackage.COMPARISON_REPORT__CREATED_AT:
				return getCreatedAt();
			case DriveBenchPackage.COMPARISON_REPORT__MODIFIED_AT:
				return getModifiedAt();
			case DriveBenchPackage.COMPARISON_REPORT__DRIVES:
				return getDrives();
			case DriveBenchPackage.COMPARISON_REPORT__TEST_IDS:
				return getTestIds();
			case DriveBenchPackage.COMPARISON_REPORT__METRIC_KEYS:
				return getMetricKeys();
			case DriveBenchPackage.COMPARISON_REPORT__SERIES_KEYS:
				return getSeriesKeys();
			case DriveBenchPackage.COMPARISON_REPORT__BASELINE_DRIVE_KEY:
				return getBaselineDriveKey();
			case DriveBenchPackage.COMPARISON_REPORT__LAYOUT:
				return getLayout();
			case DriveBenchPackage.COMPARISON_REPORT__NORMALISATION:
				return getNormalisation();
			case DriveBenchPackage.COMPARISON_REPORT__CONFIDENCE_LEVEL:
				return getConfidenceLevel();
			case DriveBenchPackage.COMPARISON_REPORT__PINNED_AT:
				return getPinnedAt();
			case DriveBenchPackage.COMPARISON_REPORT__PIN_NOTE:
				return getPinNote();
			case DriveBenchPackage.COMPARISON_REPORT__OVERALL:
				return isOverall();
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
			case DriveBenchPackage.COMPARISON_REPORT__SCHEMA_VERSION:
				setSchemaVersion((Integer)newValue);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__ID:
				setId((String)newValue);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__TITLE:
				setTitle((String)newValue);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__CREATED_AT:
				setCreatedAt((Date)newValue);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__MODIFIED_AT:
				setModifiedAt((Date)newValue);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__DRIVES:
				getDrives().clear();
				getDrives().addAll((Collection<? extends DriveSelection>)newValue);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__TEST_IDS:
				getTestIds().clear();
				getTestIds().addAll((Collection<? extends String>)newValue);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__METRIC_KEYS:
				getMetricKeys().clear();
				getMetricKeys().addAll((Collection<? extends String>)newValue);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__SERIES_KEYS:
				getSeriesKeys().clear();
				getSeriesKeys().addAll((Collection<? extends String>)newValue);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__BASELINE_DRIVE_KEY:
				setBaselineDriveKey((String)newValue);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__LAYOUT:
				setLayout((TableLayout)newValue);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__NORMALISATION:
				setNormalisation((Normalisation)newValue);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__CONFIDENCE_LEVEL:
				setConfidenceLevel((Double)newValue);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__PINNED_AT:
				setPinnedAt((Date)newValue);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__PIN_NOTE:
				setPinNote((String)newValue);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__OVERALL:
				setOverall((Boolean)newValue);
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
			case DriveBenchPackage.COMPARISON_REPORT__SCHEMA_VERSION:
				setSchemaVersion(SCHEMA_VERSION_EDEFAULT);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__ID:
				setId(ID_EDEFAULT);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__TITLE:
				setTitle(TITLE_EDEFAULT);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__CREATED_AT:
				setCreatedAt(CREATED_AT_EDEFAULT);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__MODIFIED_AT:
				setModifiedAt(MODIFIED_AT_EDEFAULT);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__DRIVES:
				getDrives().clear();
				return;
			case DriveBenchPackage.COMPARISON_REPORT__TEST_IDS:
				getTestIds().clear();
				return;
			case DriveBenchPackage.COMPARISON_REPORT__METRIC_KEYS:
				getMetricKeys().clear();
				return;
			case DriveBenchPackage.COMPARISON_REPORT__SERIES_KEYS:
				getSeriesKeys().clear();
				return;
			case DriveBenchPackage.COMPARISON_REPORT__BASELINE_DRIVE_KEY:
				setBaselineDriveKey(BASELINE_DRIVE_KEY_EDEFAULT);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__LAYOUT:
				setLayout(LAYOUT_EDEFAULT);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__NORMALISATION:
				setNormalisation(NORMALISATION_EDEFAULT);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__CONFIDENCE_LEVEL:
				setConfidenceLevel(CONFIDENCE_LEVEL_EDEFAULT);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__PINNED_AT:
				setPinnedAt(PINNED_AT_EDEFAULT);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__PIN_NOTE:
				setPinNote(PIN_NOTE_EDEFAULT);
				return;
			case DriveBenchPackage.COMPARISON_REPORT__OVERALL:
				setOverall(OVERALL_EDEFAULT);
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
			case DriveBenchPackage.COMPARISON_REPORT__SCHEMA_VERSION:
				return schemaVersion != SCHEMA_VERSION_EDEFAULT;
			case DriveBenchPackage.COMPARISON_REPORT__ID:
				return ID_EDEFAULT == null ? id != null : !ID_EDEFAULT.equals(id);
			case DriveBenchPackage.COMPARISON_REPORT__TITLE:
				return TITLE_EDEFAULT == null ? title != null : !TITLE_EDEFAULT.equals(title);
			case DriveBenchPackage.COMPARISON_REPORT__CREATED_AT:
				return CREATED_AT_EDEFAULT == null ? createdAt != null : !CREATED_AT_EDEFAULT.equals(createdAt);
			case DriveBenchPackage.COMPARISON_REPORT__MODIFIED_AT:
				return MODIFIED_AT_EDEFAULT == null ? modifiedAt != null : !MODIFIED_AT_EDEFAULT.equals(modifiedAt);
			case DriveBenchPackage.COMPARISON_REPORT__DRIVES:
				return drives != null && !drives.isEmpty();
			case DriveBenchPackage.COMPARISON_REPORT__TEST_IDS:
				return testIds != null && !testIds.isEmpty();
			case DriveBenchPackage.COMPARISON_REPORT__METRIC_KEYS:
				return metricKeys != null && !metricKeys.isEmpty();
			case DriveBenchPackage.COMPARISON_REPORT__SERIES_KEYS:
				return seriesKeys != null && !seriesKeys.isEmpty();
			case DriveBenchPackage.COMPARISON_REPORT__BASELINE_DRIVE_KEY:
				return BASELINE_DRIVE_KEY_EDEFAULT == null ? baselineDriveKey != null : !BASELINE_DRIVE_KEY_EDEFAULT.equals(baselineDriveKey);
			case DriveBenchPackage.COMPARISON_REPORT__LAYOUT:
				return layout != LAYOUT_EDEFAULT;
			case DriveBenchPackage.COMPARISON_REPORT__NORMALISATION:
				return normalisation != NORMALISATION_EDEFAULT;
			case DriveBenchPackage.COMPARISON_REPORT__CONFIDENCE_LEVEL:
				return confidenceLevel != CONFIDENCE_LEVEL_EDEFAULT;
			case DriveBenchPackage.COMPARISON_REPORT__PINNED_AT:
				return PINNED_AT_EDEFAULT == null ? pinnedAt != null : !PINNED_AT_EDEFAULT.equals(pinnedAt);
			case DriveBenchPackage.COMPARISON_REPORT__PIN_NOTE:
				return PIN_NOTE_EDEFAULT == null ? pinNote != null : !PIN_NOTE_EDEFAULT.equals(pinNote);
			case DriveBenchPackage.COMPARISON_REPORT__OVERALL:
				return overall != OVERALL_EDEFAULT;
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
		result.append(", title: ");
		result.append(title);
		result.append(", createdAt: ");
		result.append(createdAt);
		result.append(", modifiedAt: ");
		result.append(modifiedAt);
		result.append(", testIds: ");
		result.append(testIds);
		result.append(", metricKeys: ");
		result.append(metricKeys);
		result.append(", seriesKeys: ");
		result.append(seriesKeys);
		result.append(", baselineDriveKey: ");
		result.append(baselineDriveKey);
		result.append(", layout: ");
		result.append(layout);
		result.append(", normalisation: ");
		result.append(normalisation);
		result.append(", confidenceLevel: ");
		result.append(confidenceLevel);
		result.append(", pinnedAt: ");
		result.append(pinnedAt);
		result.append(", pinNote: ");
		result.append(pinNote);
		result.append(", overall: ");
		result.append(overall);
		result.append(')');
		return result.toString();
	}

} //ComparisonReportImpl
