/**
 */
package org.drivebench.model.impl;

import java.util.Collection;
import java.util.Date;

import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupEntryState;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EDataTypeUniqueEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Group Entry</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.impl.GroupEntryImpl#getLabel <em>Label</em>}</li>
 *   <li>{@link org.drivebench.model.impl.GroupEntryImpl#getTarget <em>Target</em>}</li>
 *   <li>{@link org.drivebench.model.impl.GroupEntryImpl#getRig <em>Rig</em>}</li>
 *   <li>{@link org.drivebench.model.impl.GroupEntryImpl#getSuiteId <em>Suite Id</em>}</li>
 *   <li>{@link org.drivebench.model.impl.GroupEntryImpl#getParameters <em>Parameters</em>}</li>
 *   <li>{@link org.drivebench.model.impl.GroupEntryImpl#getConfirmations <em>Confirmations</em>}</li>
 *   <li>{@link org.drivebench.model.impl.GroupEntryImpl#getFileSizeBytes <em>File Size Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.impl.GroupEntryImpl#getState <em>State</em>}</li>
 *   <li>{@link org.drivebench.model.impl.GroupEntryImpl#getReason <em>Reason</em>}</li>
 *   <li>{@link org.drivebench.model.impl.GroupEntryImpl#getRunIds <em>Run Ids</em>}</li>
 *   <li>{@link org.drivebench.model.impl.GroupEntryImpl#getStartedAt <em>Started At</em>}</li>
 *   <li>{@link org.drivebench.model.impl.GroupEntryImpl#getFinishedAt <em>Finished At</em>}</li>
 * </ul>
 *
 * @generated
 */
public class GroupEntryImpl extends MinimalEObjectImpl.Container implements GroupEntry {
	/**
	 * The default value of the '{@link #getLabel() <em>Label</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLabel()
	 * @generated
	 * @ordered
	 */
	protected static final String LABEL_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getLabel() <em>Label</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLabel()
	 * @generated
	 * @ordered
	 */
	protected String label = LABEL_EDEFAULT;

	/**
	 * The default value of the '{@link #getTarget() <em>Target</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTarget()
	 * @generated
	 * @ordered
	 */
	protected static final String TARGET_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getTarget() <em>Target</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTarget()
	 * @generated
	 * @ordered
	 */
	protected String target = TARGET_EDEFAULT;

	/**
	 * The default value of the '{@link #getRig() <em>Rig</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRig()
	 * @generated
	 * @ordered
	 */
	protected static final String RIG_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getRig() <em>Rig</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRig()
	 * @generated
	 * @ordered
	 */
	protected String rig = RIG_EDEFAULT;

	/**
	 * The default value of the '{@link #getSuiteId() <em>Suite Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSuiteId()
	 * @generated
	 * @ordered
	 */
	protected static final String SUITE_ID_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getSuiteId() <em>Suite Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSuiteId()
	 * @generated
	 * @ordered
	 */
	protected String suiteId = SUITE_ID_EDEFAULT;

	/**
	 * The cached value of the '{@link #getParameters() <em>Parameters</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getParameters()
	 * @generated
	 * @ordered
	 */
	protected EList<String> parameters;

	/**
	 * The cached value of the '{@link #getConfirmations() <em>Confirmations</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getConfirmations()
	 * @generated
	 * @ordered
	 */
	protected EList<String> confirmations;

	/**
	 * The default value of the '{@link #getFileSizeBytes() <em>File Size Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFileSizeBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long FILE_SIZE_BYTES_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getFileSizeBytes() <em>File Size Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFileSizeBytes()
	 * @generated
	 * @ordered
	 */
	protected long fileSizeBytes = FILE_SIZE_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getState() <em>State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getState()
	 * @generated
	 * @ordered
	 */
	protected static final GroupEntryState STATE_EDEFAULT = GroupEntryState.PENDING;

	/**
	 * The cached value of the '{@link #getState() <em>State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getState()
	 * @generated
	 * @ordered
	 */
	protected GroupEntryState state = STATE_EDEFAULT;

	/**
	 * The default value of the '{@link #getReason() <em>Reason</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReason()
	 * @generated
	 * @ordered
	 */
	protected static final String REASON_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getReason() <em>Reason</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReason()
	 * @generated
	 * @ordered
	 */
	protected String reason = REASON_EDEFAULT;

	/**
	 * The cached value of the '{@link #getRunIds() <em>Run Ids</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRunIds()
	 * @generated
	 * @ordered
	 */
	protected EList<String> runIds;

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
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected GroupEntryImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DriveBenchPackage.Literals.GROUP_ENTRY;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getLabel() {
		return label;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLabel(String newLabel) {
		String oldLabel = label;
		label = newLabel;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.GROUP_ENTRY__LABEL, oldLabel, label));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getTarget() {
		return target;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTarget(String newTarget) {
		String oldTarget = target;
		target = newTarget;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.GROUP_ENTRY__TARGET, oldTarget, target));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getRig() {
		return rig;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRig(String newRig) {
		String oldRig = rig;
		rig = newRig;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.GROUP_ENTRY__RIG, oldRig, rig));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getSuiteId() {
		return suiteId;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSuiteId(String newSuiteId) {
		String oldSuiteId = suiteId;
		suiteId = newSuiteId;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.GROUP_ENTRY__SUITE_ID, oldSuiteId, suiteId));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getParameters() {
		if (parameters == null) {
			parameters = new EDataTypeUniqueEList<String>(String.class, this, DriveBenchPackage.GROUP_ENTRY__PARAMETERS);
		}
		return parameters;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getConfirmations() {
		if (confirmations == null) {
			confirmations = new EDataTypeUniqueEList<String>(String.class, this, DriveBenchPackage.GROUP_ENTRY__CONFIRMATIONS);
		}
		return confirmations;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getFileSizeBytes() {
		return fileSizeBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFileSizeBytes(long newFileSizeBytes) {
		long oldFileSizeBytes = fileSizeBytes;
		fileSizeBytes = newFileSizeBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.GROUP_ENTRY__FILE_SIZE_BYTES, oldFileSizeBytes, fileSizeBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public GroupEntryState getState() {
		return state;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setState(GroupEntryState newState) {
		GroupEntryState oldState = state;
		state = newState == null ? STATE_EDEFAULT : newState;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.GROUP_ENTRY__STATE, oldState, state));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getReason() {
		return reason;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setReason(String newReason) {
		String oldReason = reason;
		reason = newReason;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.GROUP_ENTRY__REASON, oldReason, reason));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getRunIds() {
		if (runIds == null) {
			runIds = new EDataTypeUniqueEList<String>(String.class, this, DriveBenchPackage.GROUP_ENTRY__RUN_IDS);
		}
		return runIds;
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
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.GROUP_ENTRY__STARTED_AT, oldStartedAt, startedAt));
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
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.GROUP_ENTRY__FINISHED_AT, oldFinishedAt, finishedAt));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case DriveBenchPackage.GROUP_ENTRY__LABEL:
				return getLabel();
			case DriveBenchPackage.GROUP_ENTRY__TARGET:
				return getTarget();
			case DriveBenchPackage.GROUP_ENTRY__RIG:
				return getRig();
			case DriveBenchPackage.GROUP_ENTRY__SUITE_ID:
				return getSuiteId();
			case DriveBenchPackage.GROUP_ENTRY__PARAMETERS:
				return getParameters();
			case DriveBenchPackage.GROUP_ENTRY__CONFIRMATIONS:
				return getConfirmations();
			case DriveBenchPackage.GROUP_ENTRY__FILE_SIZE_BYTES:
				return getFileSizeBytes();
			case DriveBenchPackage.GROUP_ENTRY__STATE:
				return getState();
			case DriveBenchPackage.GROUP_ENTRY__REASON:
				return getReason();
			case DriveBenchPackage.GROUP_ENTRY__RUN_IDS:
				return getRunIds();
			case DriveBenchPackage.GROUP_ENTRY__STARTED_AT:
				return getStartedAt();
			case DriveBenchPackage.GROUP_ENTRY__FINISHED_AT:
				return getFinishedAt();
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
			case DriveBenchPackage.GROUP_ENTRY__LABEL:
				setLabel((String)newValue);
				return;
			case DriveBenchPackage.GROUP_ENTRY__TARGET:
				setTarget((String)newValue);
				return;
			case DriveBenchPackage.GROUP_ENTRY__RIG:
				setRig((String)newValue);
				return;
			case DriveBenchPackage.GROUP_ENTRY__SUITE_ID:
				setSuiteId((String)newValue);
				return;
			case DriveBenchPackage.GROUP_ENTRY__PARAMETERS:
				getParameters().clear();
				getParameters().addAll((Collection<? extends String>)newValue);
				return;
			case DriveBenchPackage.GROUP_ENTRY__CONFIRMATIONS:
				getConfirmations().clear();
				getConfirmations().addAll((Collection<? extends String>)newValue);
				return;
			case DriveBenchPackage.GROUP_ENTRY__FILE_SIZE_BYTES:
				setFileSizeBytes((Long)newValue);
				return;
			case DriveBenchPackage.GROUP_ENTRY__STATE:
				setState((GroupEntryState)newValue);
				return;
			case DriveBenchPackage.GROUP_ENTRY__REASON:
				setReason((String)newValue);
				return;
			case DriveBenchPackage.GROUP_ENTRY__RUN_IDS:
				getRunIds().clear();
				getRunIds().addAll((Collection<? extends String>)newValue);
				return;
			case DriveBenchPackage.GROUP_ENTRY__STARTED_AT:
				setStartedAt((Date)newValue);
				return;
			case DriveBenchPackage.GROUP_ENTRY__FINISHED_AT:
				setFinishedAt((Date)newValue);
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
			case DriveBenchPackage.GROUP_ENTRY__LABEL:
				setLabel(LABEL_EDEFAULT);
				return;
			case DriveBenchPackage.GROUP_ENTRY__TARGET:
				setTarget(TARGET_EDEFAULT);
				return;
			case DriveBenchPackage.GROUP_ENTRY__RIG:
				setRig(RIG_EDEFAULT);
				return;
			case DriveBenchPackage.GROUP_ENTRY__SUITE_ID:
				setSuiteId(SUITE_ID_EDEFAULT);
				return;
			case DriveBenchPackage.GROUP_ENTRY__PARAMETERS:
				getParameters().clear();
				return;
			case DriveBenchPackage.GROUP_ENTRY__CONFIRMATIONS:
				getConfirmations().clear();
				return;
			case DriveBenchPackage.GROUP_ENTRY__FILE_SIZE_BYTES:
				setFileSizeBytes(FILE_SIZE_BYTES_EDEFAULT);
				return;
			case DriveBenchPackage.GROUP_ENTRY__STATE:
				setState(STATE_EDEFAULT);
				return;
			case DriveBenchPackage.GROUP_ENTRY__REASON:
				setReason(REASON_EDEFAULT);
				return;
			case DriveBenchPackage.GROUP_ENTRY__RUN_IDS:
				getRunIds().clear();
				return;
			case DriveBenchPackage.GROUP_ENTRY__STARTED_AT:
				setStartedAt(STARTED_AT_EDEFAULT);
				return;
			case DriveBenchPackage.GROUP_ENTRY__FINISHED_AT:
				setFinishedAt(FINISHED_AT_EDEFAULT);
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
			case DriveBenchPackage.GROUP_ENTRY__LABEL:
				return LABEL_EDEFAULT == null ? label != null : !LABEL_EDEFAULT.equals(label);
			case DriveBenchPackage.GROUP_ENTRY__TARGET:
				return TARGET_EDEFAULT == null ? target != null : !TARGET_EDEFAULT.equals(target);
			case DriveBenchPackage.GROUP_ENTRY__RIG:
				return RIG_EDEFAULT == null ? rig != null : !RIG_EDEFAULT.equals(rig);
			case DriveBenchPackage.GROUP_ENTRY__SUITE_ID:
				return SUITE_ID_EDEFAULT == null ? suiteId != null : !SUITE_ID_EDEFAULT.equals(suiteId);
			case DriveBenchPackage.GROUP_ENTRY__PARAMETERS:
				return parameters != null && !parameters.isEmpty();
			case DriveBenchPackage.GROUP_ENTRY__CONFIRMATIONS:
				return confirmations != null && !confirmations.isEmpty();
			case DriveBenchPackage.GROUP_ENTRY__FILE_SIZE_BYTES:
				return fileSizeBytes != FILE_SIZE_BYTES_EDEFAULT;
			case DriveBenchPackage.GROUP_ENTRY__STATE:
				return state != STATE_EDEFAULT;
			case DriveBenchPackage.GROUP_ENTRY__REASON:
				return REASON_EDEFAULT == null ? reason != null : !REASON_EDEFAULT.equals(reason);
			case DriveBenchPackage.GROUP_ENTRY__RUN_IDS:
				return runIds != null && !runIds.isEmpty();
			case DriveBenchPackage.GROUP_ENTRY__STARTED_AT:
				return STARTED_AT_EDEFAULT == null ? startedAt != null : !STARTED_AT_EDEFAULT.equals(startedAt);
			case DriveBenchPackage.GROUP_ENTRY__FINISHED_AT:
				return FINISHED_AT_EDEFAULT == null ? finishedAt != null : !FINISHED_AT_EDEFAULT.equals(finishedAt);
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
		result.append(" (label: ");
		result.append(label);
		result.append(", target: ");
		result.append(target);
		result.append(", rig: ");
		result.append(rig);
		result.append(", suiteId: ");
		result.append(suiteId);
		result.append(", parameters: ");
		result.append(parameters);
		result.append(", confirmations: ");
		result.append(confirmations);
		result.append(", fileSizeBytes: ");
		result.append(fileSizeBytes);
		result.append(", state: ");
		result.append(state);
		result.append(", reason: ");
		result.append(reason);
		result.append(", runIds: ");
		result.append(runIds);
		result.append(", startedAt: ");
		result.append(startedAt);
		result.append(", finishedAt: ");
		result.append(finishedAt);
		result.append(')');
		return result.toString();
	}

} //GroupEntryImpl
