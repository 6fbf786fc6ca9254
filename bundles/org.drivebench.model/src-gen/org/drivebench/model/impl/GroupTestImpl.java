/**
 */
package org.drivebench.model.impl;

import java.util.Collection;
import java.util.Date;

import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupTest;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Group Test</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.impl.GroupTestImpl#getSchemaVersion <em>Schema Version</em>}</li>
 *   <li>{@link org.drivebench.model.impl.GroupTestImpl#getId <em>Id</em>}</li>
 *   <li>{@link org.drivebench.model.impl.GroupTestImpl#getTitle <em>Title</em>}</li>
 *   <li>{@link org.drivebench.model.impl.GroupTestImpl#getCreatedAt <em>Created At</em>}</li>
 *   <li>{@link org.drivebench.model.impl.GroupTestImpl#getModifiedAt <em>Modified At</em>}</li>
 *   <li>{@link org.drivebench.model.impl.GroupTestImpl#getEntries <em>Entries</em>}</li>
 *   <li>{@link org.drivebench.model.impl.GroupTestImpl#getProcess <em>Process</em>}</li>
 *   <li>{@link org.drivebench.model.impl.GroupTestImpl#getReportId <em>Report Id</em>}</li>
 * </ul>
 *
 * @generated
 */
public class GroupTestImpl extends MinimalEObjectImpl.Container implements GroupTest {
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
	 * The cached value of the '{@link #getEntries() <em>Entries</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEntries()
	 * @generated
	 * @ordered
	 */
	protected EList<GroupEntry> entries;

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
	 * The default value of the '{@link #getReportId() <em>Report Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReportId()
	 * @generated
	 * @ordered
	 */
	protected static final String REPORT_ID_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getReportId() <em>Report Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReportId()
	 * @generated
	 * @ordered
	 */
	protected String reportId = REPORT_ID_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected GroupTestImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DriveBenchPackage.Literals.GROUP_TEST;
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
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.GROUP_TEST__SCHEMA_VERSION, oldSchemaVersion, schemaVersion));
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
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.GROUP_TEST__ID, oldId, id));
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
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.GROUP_TEST__TITLE, oldTitle, title));
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
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.GROUP_TEST__CREATED_AT, oldCreatedAt, createdAt));
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
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.GROUP_TEST__MODIFIED_AT, oldModifiedAt, modifiedAt));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<GroupEntry> getEntries() {
		if (entries == null) {
			entries = new EObjectContainmentEList<GroupEntry>(GroupEntry.class, this, DriveBenchPackage.GROUP_TEST__ENTRIES);
		}
		return entries;
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
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.GROUP_TEST__PROCESS, oldProcess, process));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getReportId() {
		return reportId;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setReportId(String newReportId) {
		String oldReportId = reportId;
		reportId = newReportId;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.GROUP_TEST__REPORT_ID, oldReportId, reportId));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case DriveBenchPackage.GROUP_TEST__ENTRIES:
				return ((InternalEList<?>)getEntries()).basicRemove(otherEnd, msgs);
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
			case DriveBenchPackage.GROUP_TEST__SCHEMA_VERSION:
				return getSchemaVersion();
			case DriveBenchPackage.GROUP_TEST__ID:
				return getId();
			case DriveBenchPackage.GROUP_TEST__TITLE:
				return getTitle();
			case DriveBenchPackage.GROUP_TEST__CREATED_AT:
				return getCreatedAt();
			case DriveBenchPackage.GROUP_TEST__MODIFIED_AT:
				return getModifiedAt();
			case DriveBenchPackage.GROUP_TEST__ENTRIES:
				return getEntries();
			case DriveBenchPackage.GROUP_TEST__PROCESS:
				return getProcess();
			case DriveBenchPackage.GROUP_TEST__REPORT_ID:
				return getReportId();
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
			case DriveBenchPackage.GROUP_TEST__SCHEMA_VERSION:
				setSchemaVersion((Integer)newValue);
				return;
			case DriveBenchPackage.GROUP_TEST__ID:
				setId((String)newValue);
				return;
			case DriveBenchPackage.GROUP_TEST__TITLE:
				setTitle((String)newValue);
				return;
			case DriveBenchPackage.GROUP_TEST__CREATED_AT:
				setCreatedAt((Date)newValue);
				return;
			case DriveBenchPackage.GROUP_TEST__MODIFIED_AT:
				setModifiedAt((Date)newValue);
				return;
			case DriveBenchPackage.GROUP_TEST__ENTRIES:
				getEntries().clear();
				getEntries().addAll((Collection<? extends GroupEntry>)newValue);
				return;
			case DriveBenchPackage.GROUP_TEST__PROCESS:
				setProcess((String)newValue);
				return;
			case DriveBenchPackage.GROUP_TEST__REPORT_ID:
				setReportId((String)newValue);
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
			case DriveBenchPackage.GROUP_TEST__SCHEMA_VERSION:
				setSchemaVersion(SCHEMA_VERSION_EDEFAULT);
				return;
			case DriveBenchPackage.GROUP_TEST__ID:
				setId(ID_EDEFAULT);
				return;
			case DriveBenchPackage.GROUP_TEST__TITLE:
				setTitle(TITLE_EDEFAULT);
				return;
			case DriveBenchPackage.GROUP_TEST__CREATED_AT:
				setCreatedAt(CREATED_AT_EDEFAULT);
				return;
			case DriveBenchPackage.GROUP_TEST__MODIFIED_AT:
				setModifiedAt(MODIFIED_AT_EDEFAULT);
				return;
			case DriveBenchPackage.GROUP_TEST__ENTRIES:
				getEntries().clear();
				return;
			case DriveBenchPackage.GROUP_TEST__PROCESS:
				setProcess(PROCESS_EDEFAULT);
				return;
			case DriveBenchPackage.GROUP_TEST__REPORT_ID:
				setReportId(REPORT_ID_EDEFAULT);
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
			case DriveBenchPackage.GROUP_TEST__SCHEMA_VERSION:
				return schemaVersion != SCHEMA_VERSION_EDEFAULT;
			case DriveBenchPackage.GROUP_TEST__ID:
				return ID_EDEFAULT == null ? id != null : !ID_EDEFAULT.equals(id);
			case DriveBenchPackage.GROUP_TEST__TITLE:
				return TITLE_EDEFAULT == null ? title != null : !TITLE_EDEFAULT.equals(title);
			case DriveBenchPackage.GROUP_TEST__CREATED_AT:
				return CREATED_AT_EDEFAULT == null ? createdAt != null : !CREATED_AT_EDEFAULT.equals(createdAt);
			case DriveBenchPackage.GROUP_TEST__MODIFIED_AT:
				return MODIFIED_AT_EDEFAULT == null ? modifiedAt != null : !MODIFIED_AT_EDEFAULT.equals(modifiedAt);
			case DriveBenchPackage.GROUP_TEST__ENTRIES:
				return entries != null && !entries.isEmpty();
			case DriveBenchPackage.GROUP_TEST__PROCESS:
				return PROCESS_EDEFAULT == null ? process != null : !PROCESS_EDEFAULT.equals(process);
			case DriveBenchPackage.GROUP_TEST__REPORT_ID:
				return REPORT_ID_EDEFAULT == null ? reportId != null : !REPORT_ID_EDEFAULT.equals(reportId);
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
		result.append(", process: ");
		result.append(process);
		result.append(", reportId: ");
		result.append(reportId);
		result.append(')');
		return result.toString();
	}

} //GroupTestImpl
