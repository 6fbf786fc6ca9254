/**
 */
package org.drivebench.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Target Info</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * What the I/O went to: a test file, a block device, a striped set or a simulated drive.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.TargetInfo#getKind <em>Kind</em>}</li>
 *   <li>{@link org.drivebench.model.TargetInfo#getPath <em>Path</em>}</li>
 *   <li>{@link org.drivebench.model.TargetInfo#getSizeBytes <em>Size Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.TargetInfo#getStripSizeBytes <em>Strip Size Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.TargetInfo#getMembers <em>Members</em>}</li>
 *   <li>{@link org.drivebench.model.TargetInfo#getTemporaryFiles <em>Temporary Files</em>}</li>
 * </ul>
 *
 * @see org.drivebench.model.DriveBenchPackage#getTargetInfo()
 * @model
 * @generated
 */
public interface TargetInfo extends EObject {
	/**
	 * Returns the value of the '<em><b>Kind</b></em>' attribute.
	 * The literals are from the enumeration {@link org.drivebench.model.TargetKind}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Kind</em>' attribute.
	 * @see org.drivebench.model.TargetKind
	 * @see #setKind(TargetKind)
	 * @see org.drivebench.model.DriveBenchPackage#getTargetInfo_Kind()
	 * @model
	 * @generated
	 */
	TargetKind getKind();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TargetInfo#getKind <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Kind</em>' attribute.
	 * @see org.drivebench.model.TargetKind
	 * @see #getKind()
	 * @generated
	 */
	void setKind(TargetKind value);

	/**
	 * Returns the value of the '<em><b>Path</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Path</em>' attribute.
	 * @see #setPath(String)
	 * @see org.drivebench.model.DriveBenchPackage#getTargetInfo_Path()
	 * @model
	 * @generated
	 */
	String getPath();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TargetInfo#getPath <em>Path</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Path</em>' attribute.
	 * @see #getPath()
	 * @generated
	 */
	void setPath(String value);

	/**
	 * Returns the value of the '<em><b>Size Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Size Bytes</em>' attribute.
	 * @see #setSizeBytes(long)
	 * @see org.drivebench.model.DriveBenchPackage#getTargetInfo_SizeBytes()
	 * @model
	 * @generated
	 */
	long getSizeBytes();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TargetInfo#getSizeBytes <em>Size Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Size Bytes</em>' attribute.
	 * @see #getSizeBytes()
	 * @generated
	 */
	void setSizeBytes(long value);

	/**
	 * Returns the value of the '<em><b>Strip Size Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The strip size of a RAID-0 target: the engine's own set's, or the one the user states for an array a controller or md made (a study made array by array). 0 when the target is no array or its strip is not known.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Strip Size Bytes</em>' attribute.
	 * @see #setStripSizeBytes(int)
	 * @see org.drivebench.model.DriveBenchPackage#getTargetInfo_StripSizeBytes()
	 * @model
	 * @generated
	 */
	int getStripSizeBytes();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TargetInfo#getStripSizeBytes <em>Strip Size Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Strip Size Bytes</em>' attribute.
	 * @see #getStripSizeBytes()
	 * @generated
	 */
	void setStripSizeBytes(int value);

	/**
	 * Returns the value of the '<em><b>Members</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Members</em>' attribute list.
	 * @see org.drivebench.model.DriveBenchPackage#getTargetInfo_Members()
	 * @model unique="false"
	 * @generated
	 */
	EList<String> getMembers();

	/**
	 * Returns the value of the '<em><b>Temporary Files</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Test files the run created and removes when it ends: a run whose process died leaves them, and they are found through this.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Temporary Files</em>' attribute list.
	 * @see org.drivebench.model.DriveBenchPackage#getTargetInfo_TemporaryFiles()
	 * @model
	 * @generated
	 */
	EList<String> getTemporaryFiles();

} // TargetInfo
