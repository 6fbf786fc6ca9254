/**
 */
package org.drivebench.model;

import java.util.Date;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Group Entry</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.GroupEntry#getLabel <em>Label</em>}</li>
 *   <li>{@link org.drivebench.model.GroupEntry#getTarget <em>Target</em>}</li>
 *   <li>{@link org.drivebench.model.GroupEntry#getRig <em>Rig</em>}</li>
 *   <li>{@link org.drivebench.model.GroupEntry#getSuiteId <em>Suite Id</em>}</li>
 *   <li>{@link org.drivebench.model.GroupEntry#getParameters <em>Parameters</em>}</li>
 *   <li>{@link org.drivebench.model.GroupEntry#getConfirmations <em>Confirmations</em>}</li>
 *   <li>{@link org.drivebench.model.GroupEntry#getFileSizeBytes <em>File Size Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.GroupEntry#getState <em>State</em>}</li>
 *   <li>{@link org.drivebench.model.GroupEntry#getReason <em>Reason</em>}</li>
 *   <li>{@link org.drivebench.model.GroupEntry#getRunIds <em>Run Ids</em>}</li>
 *   <li>{@link org.drivebench.model.GroupEntry#getStartedAt <em>Started At</em>}</li>
 *   <li>{@link org.drivebench.model.GroupEntry#getFinishedAt <em>Finished At</em>}</li>
 * </ul>
 *
 * @see org.drivebench.model.DriveBenchPackage#getGroupEntry()
 * @model
 * @generated
 */
public interface GroupEntry extends EObject {
	/**
	 * Returns the value of the '<em><b>Label</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The drive's name in the comparison; unique in its group test.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Label</em>' attribute.
	 * @see #setLabel(String)
	 * @see org.drivebench.model.DriveBenchPackage#getGroupEntry_Label()
	 * @model
	 * @generated
	 */
	String getLabel();

	/**
	 * Sets the value of the '{@link org.drivebench.model.GroupEntry#getLabel <em>Label</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Label</em>' attribute.
	 * @see #getLabel()
	 * @generated
	 */
	void setLabel(String value);

	/**
	 * Returns the value of the '<em><b>Target</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * What drivebench run --target takes: a device, a test file, a simulated drive, or a path on the rig.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Target</em>' attribute.
	 * @see #setTarget(String)
	 * @see org.drivebench.model.DriveBenchPackage#getGroupEntry_Target()
	 * @model
	 * @generated
	 */
	String getTarget();

	/**
	 * Sets the value of the '{@link org.drivebench.model.GroupEntry#getTarget <em>Target</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Target</em>' attribute.
	 * @see #getTarget()
	 * @generated
	 */
	void setTarget(String value);

	/**
	 * Returns the value of the '<em><b>Rig</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The rig the target is on; empty for this machine.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rig</em>' attribute.
	 * @see #setRig(String)
	 * @see org.drivebench.model.DriveBenchPackage#getGroupEntry_Rig()
	 * @model
	 * @generated
	 */
	String getRig();

	/**
	 * Sets the value of the '{@link org.drivebench.model.GroupEntry#getRig <em>Rig</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rig</em>' attribute.
	 * @see #getRig()
	 * @generated
	 */
	void setRig(String value);

	/**
	 * Returns the value of the '<em><b>Suite Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Suite Id</em>' attribute.
	 * @see #setSuiteId(String)
	 * @see org.drivebench.model.DriveBenchPackage#getGroupEntry_SuiteId()
	 * @model
	 * @generated
	 */
	String getSuiteId();

	/**
	 * Sets the value of the '{@link org.drivebench.model.GroupEntry#getSuiteId <em>Suite Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Suite Id</em>' attribute.
	 * @see #getSuiteId()
	 * @generated
	 */
	void setSuiteId(String value);

	/**
	 * Returns the value of the '<em><b>Parameters</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Parameters as key=value, as --param gives them.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Parameters</em>' attribute list.
	 * @see org.drivebench.model.DriveBenchPackage#getGroupEntry_Parameters()
	 * @model
	 * @generated
	 */
	EList<String> getParameters();

	/**
	 * Returns the value of the '<em><b>Confirmations</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The write confirmations: a device's serial, or path@rig on a rig.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Confirmations</em>' attribute list.
	 * @see org.drivebench.model.DriveBenchPackage#getGroupEntry_Confirmations()
	 * @model
	 * @generated
	 */
	EList<String> getConfirmations();

	/**
	 * Returns the value of the '<em><b>File Size Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The size of a new test file; 0 for the default.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>File Size Bytes</em>' attribute.
	 * @see #setFileSizeBytes(long)
	 * @see org.drivebench.model.DriveBenchPackage#getGroupEntry_FileSizeBytes()
	 * @model
	 * @generated
	 */
	long getFileSizeBytes();

	/**
	 * Sets the value of the '{@link org.drivebench.model.GroupEntry#getFileSizeBytes <em>File Size Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>File Size Bytes</em>' attribute.
	 * @see #getFileSizeBytes()
	 * @generated
	 */
	void setFileSizeBytes(long value);

	/**
	 * Returns the value of the '<em><b>State</b></em>' attribute.
	 * The literals are from the enumeration {@link org.drivebench.model.GroupEntryState}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>State</em>' attribute.
	 * @see org.drivebench.model.GroupEntryState
	 * @see #setState(GroupEntryState)
	 * @see org.drivebench.model.DriveBenchPackage#getGroupEntry_State()
	 * @model
	 * @generated
	 */
	GroupEntryState getState();

	/**
	 * Sets the value of the '{@link org.drivebench.model.GroupEntry#getState <em>State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>State</em>' attribute.
	 * @see org.drivebench.model.GroupEntryState
	 * @see #getState()
	 * @generated
	 */
	void setState(GroupEntryState value);

	/**
	 * Returns the value of the '<em><b>Reason</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Why the entry failed or was cancelled.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Reason</em>' attribute.
	 * @see #setReason(String)
	 * @see org.drivebench.model.DriveBenchPackage#getGroupEntry_Reason()
	 * @model
	 * @generated
	 */
	String getReason();

	/**
	 * Sets the value of the '{@link org.drivebench.model.GroupEntry#getReason <em>Reason</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Reason</em>' attribute.
	 * @see #getReason()
	 * @generated
	 */
	void setReason(String value);

	/**
	 * Returns the value of the '<em><b>Run Ids</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The runs the entry made, in order: a resumed entry has one per start.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Run Ids</em>' attribute list.
	 * @see org.drivebench.model.DriveBenchPackage#getGroupEntry_RunIds()
	 * @model
	 * @generated
	 */
	EList<String> getRunIds();

	/**
	 * Returns the value of the '<em><b>Started At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Started At</em>' attribute.
	 * @see #setStartedAt(Date)
	 * @see org.drivebench.model.DriveBenchPackage#getGroupEntry_StartedAt()
	 * @model
	 * @generated
	 */
	Date getStartedAt();

	/**
	 * Sets the value of the '{@link org.drivebench.model.GroupEntry#getStartedAt <em>Started At</em>}' attribute.
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
	 * @see org.drivebench.model.DriveBenchPackage#getGroupEntry_FinishedAt()
	 * @model
	 * @generated
	 */
	Date getFinishedAt();

	/**
	 * Sets the value of the '{@link org.drivebench.model.GroupEntry#getFinishedAt <em>Finished At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Finished At</em>' attribute.
	 * @see #getFinishedAt()
	 * @generated
	 */
	void setFinishedAt(Date value);

} // GroupEntry
