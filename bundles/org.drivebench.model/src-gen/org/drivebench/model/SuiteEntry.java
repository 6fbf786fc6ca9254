/**
 */
package org.drivebench.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Suite Entry</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.SuiteEntry#getTestId <em>Test Id</em>}</li>
 *   <li>{@link org.drivebench.model.SuiteEntry#getLabel <em>Label</em>}</li>
 *   <li>{@link org.drivebench.model.SuiteEntry#getParameters <em>Parameters</em>}</li>
 * </ul>
 *
 * @see org.drivebench.model.DriveBenchPackage#getSuiteEntry()
 * @model
 * @generated
 */
public interface SuiteEntry extends EObject {
	/**
	 * Returns the value of the '<em><b>Test Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Test Id</em>' attribute.
	 * @see #setTestId(String)
	 * @see org.drivebench.model.DriveBenchPackage#getSuiteEntry_TestId()
	 * @model
	 * @generated
	 */
	String getTestId();

	/**
	 * Sets the value of the '{@link org.drivebench.model.SuiteEntry#getTestId <em>Test Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Test Id</em>' attribute.
	 * @see #getTestId()
	 * @generated
	 */
	void setTestId(String value);

	/**
	 * Returns the value of the '<em><b>Label</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Label</em>' attribute.
	 * @see #setLabel(String)
	 * @see org.drivebench.model.DriveBenchPackage#getSuiteEntry_Label()
	 * @model
	 * @generated
	 */
	String getLabel();

	/**
	 * Sets the value of the '{@link org.drivebench.model.SuiteEntry#getLabel <em>Label</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Label</em>' attribute.
	 * @see #getLabel()
	 * @generated
	 */
	void setLabel(String value);

	/**
	 * Returns the value of the '<em><b>Parameters</b></em>' containment reference list.
	 * The list contents are of type {@link org.drivebench.model.Parameter}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Parameters</em>' containment reference list.
	 * @see org.drivebench.model.DriveBenchPackage#getSuiteEntry_Parameters()
	 * @model containment="true"
	 * @generated
	 */
	EList<Parameter> getParameters();

} // SuiteEntry
