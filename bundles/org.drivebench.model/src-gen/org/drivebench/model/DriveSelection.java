/**
 */
package org.drivebench.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Drive Selection</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.DriveSelection#getDriveKey <em>Drive Key</em>}</li>
 *   <li>{@link org.drivebench.model.DriveSelection#getLabel <em>Label</em>}</li>
 *   <li>{@link org.drivebench.model.DriveSelection#getColor <em>Color</em>}</li>
 *   <li>{@link org.drivebench.model.DriveSelection#getRunIds <em>Run Ids</em>}</li>
 * </ul>
 *
 * @see org.drivebench.model.DriveBenchPackage#getDriveSelection()
 * @model
 * @generated
 */
public interface DriveSelection extends EObject {
	/**
	 * Returns the value of the '<em><b>Drive Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Drive Key</em>' attribute.
	 * @see #setDriveKey(String)
	 * @see org.drivebench.model.DriveBenchPackage#getDriveSelection_DriveKey()
	 * @model
	 * @generated
	 */
	String getDriveKey();

	/**
	 * Sets the value of the '{@link org.drivebench.model.DriveSelection#getDriveKey <em>Drive Key</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Drive Key</em>' attribute.
	 * @see #getDriveKey()
	 * @generated
	 */
	void setDriveKey(String value);

	/**
	 * Returns the value of the '<em><b>Label</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Label</em>' attribute.
	 * @see #setLabel(String)
	 * @see org.drivebench.model.DriveBenchPackage#getDriveSelection_Label()
	 * @model
	 * @generated
	 */
	String getLabel();

	/**
	 * Sets the value of the '{@link org.drivebench.model.DriveSelection#getLabel <em>Label</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Label</em>' attribute.
	 * @see #getLabel()
	 * @generated
	 */
	void setLabel(String value);

	/**
	 * Returns the value of the '<em><b>Color</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The drive's colour in every chart of the report, as #rrggbb.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Color</em>' attribute.
	 * @see #setColor(String)
	 * @see org.drivebench.model.DriveBenchPackage#getDriveSelection_Color()
	 * @model
	 * @generated
	 */
	String getColor();

	/**
	 * Sets the value of the '{@link org.drivebench.model.DriveSelection#getColor <em>Color</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Color</em>' attribute.
	 * @see #getColor()
	 * @generated
	 */
	void setColor(String value);

	/**
	 * Returns the value of the '<em><b>Run Ids</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The runs of this drive to include; empty means all of them in a report not pinned yet, none in a pinned one (ComparisonReport.pinnedAt).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Run Ids</em>' attribute list.
	 * @see org.drivebench.model.DriveBenchPackage#getDriveSelection_RunIds()
	 * @model
	 * @generated
	 */
	EList<String> getRunIds();

} // DriveSelection
