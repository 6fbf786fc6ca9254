/**
 */
package org.drivebench.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Percentile</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.Percentile#getPercent <em>Percent</em>}</li>
 *   <li>{@link org.drivebench.model.Percentile#getNanos <em>Nanos</em>}</li>
 * </ul>
 *
 * @see org.drivebench.model.DriveBenchPackage#getPercentile()
 * @model
 * @generated
 */
public interface Percentile extends EObject {
	/**
	 * Returns the value of the '<em><b>Percent</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Percent</em>' attribute.
	 * @see #setPercent(double)
	 * @see org.drivebench.model.DriveBenchPackage#getPercentile_Percent()
	 * @model
	 * @generated
	 */
	double getPercent();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Percentile#getPercent <em>Percent</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Percent</em>' attribute.
	 * @see #getPercent()
	 * @generated
	 */
	void setPercent(double value);

	/**
	 * Returns the value of the '<em><b>Nanos</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Nanos</em>' attribute.
	 * @see #setNanos(long)
	 * @see org.drivebench.model.DriveBenchPackage#getPercentile_Nanos()
	 * @model
	 * @generated
	 */
	long getNanos();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Percentile#getNanos <em>Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Nanos</em>' attribute.
	 * @see #getNanos()
	 * @generated
	 */
	void setNanos(long value);

} // Percentile
