/**
 */
package org.drivebench.model;

import java.util.Date;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Drive Health</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * What the drive said about itself at one moment (smartctl --json -a): a figure the drive did not report is unset, not 0.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.DriveHealth#getSource <em>Source</em>}</li>
 *   <li>{@link org.drivebench.model.DriveHealth#getReadAt <em>Read At</em>}</li>
 *   <li>{@link org.drivebench.model.DriveHealth#getTemperatureCelsius <em>Temperature Celsius</em>}</li>
 *   <li>{@link org.drivebench.model.DriveHealth#getPowerOnHours <em>Power On Hours</em>}</li>
 * </ul>
 *
 * @see org.drivebench.model.DriveBenchPackage#getDriveHealth()
 * @model
 * @generated
 */
public interface DriveHealth extends EObject {
	/**
	 * Returns the value of the '<em><b>Source</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The tool that read it, e.g. smartctl 7.3.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Source</em>' attribute.
	 * @see #setSource(String)
	 * @see org.drivebench.model.DriveBenchPackage#getDriveHealth_Source()
	 * @model
	 * @generated
	 */
	String getSource();

	/**
	 * Sets the value of the '{@link org.drivebench.model.DriveHealth#getSource <em>Source</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Source</em>' attribute.
	 * @see #getSource()
	 * @generated
	 */
	void setSource(String value);

	/**
	 * Returns the value of the '<em><b>Read At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Read At</em>' attribute.
	 * @see #setReadAt(Date)
	 * @see org.drivebench.model.DriveBenchPackage#getDriveHealth_ReadAt()
	 * @model
	 * @generated
	 */
	Date getReadAt();

	/**
	 * Sets the value of the '{@link org.drivebench.model.DriveHealth#getReadAt <em>Read At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Read At</em>' attribute.
	 * @see #getReadAt()
	 * @generated
	 */
	void setReadAt(Date value);

	/**
	 * Returns the value of the '<em><b>Temperature Celsius</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Temperature Celsius</em>' attribute.
	 * @see #isSetTemperatureCelsius()
	 * @see #unsetTemperatureCelsius()
	 * @see #setTemperatureCelsius(int)
	 * @see org.drivebench.model.DriveBenchPackage#getDriveHealth_TemperatureCelsius()
	 * @model unsettable="true"
	 * @generated
	 */
	int getTemperatureCelsius();

	/**
	 * Sets the value of the '{@link org.drivebench.model.DriveHealth#getTemperatureCelsius <em>Temperature Celsius</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Temperature Celsius</em>' attribute.
	 * @see #isSetTemperatureCelsius()
	 * @see #unsetTemperatureCelsius()
	 * @see #getTemperatureCelsius()
	 * @generated
	 */
	void setTemperatureCelsius(int value);

	/**
	 * Unsets the value of the '{@link org.drivebench.model.DriveHealth#getTemperatureCelsius <em>Temperature Celsius</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetTemperatureCelsius()
	 * @see #getTemperatureCelsius()
	 * @see #setTemperatureCelsius(int)
	 * @generated
	 */
	void unsetTemperatureCelsius();

	/**
	 * Returns whether the value of the '{@link org.drivebench.model.DriveHealth#getTemperatureCelsius <em>Temperature Celsius</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Temperature Celsius</em>' attribute is set.
	 * @see #unsetTemperatureCelsius()
	 * @see #getTemperatureCelsius()
	 * @see #setTemperatureCelsius(int)
	 * @generated
	 */
	boolean isSetTemperatureCelsius();

	/**
	 * Returns the value of the '<em><b>Power On Hours</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Power On Hours</em>' attribute.
	 * @see #isSetPowerOnHours()
	 * @see #unsetPowerOnHours()
	 * @see #setPowerOnHours(long)
	 * @see org.drivebench.model.DriveBenchPackage#getDriveHealth_PowerOnHours()
	 * @model unsettable="true"
	 * @generated
	 */
	long getPowerOnHours();

	/**
	 * Sets the value of the '{@link org.drivebench.model.DriveHealth#getPowerOnHours <em>Power On Hours</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Power On Hours</em>' attribute.
	 * @see #isSetPowerOnHours()
	 * @see #unsetPowerOnHours()
	 * @see #getPowerOnHours()
	 * @generated
	 */
	void setPowerOnHours(long value);

	/**
	 * Unsets the value of the '{@link org.drivebench.model.DriveHealth#getPowerOnHours <em>Power On Hours</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetPowerOnHours()
	 * @see #getPowerOnHours()
	 * @see #setPowerOnHours(long)
	 * @generated
	 */
	void unsetPowerOnHours();

	/**
	 * Returns whether the value of the '{@link org.drivebench.model.DriveHealth#getPowerOnHours <em>Power On Hours</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Power On Hours</em>' attribute is set.
	 * @see #unsetPowerOnHours()
	 * @see #getPowerOnHours()
	 * @see #setPowerOnHours(long)
	 * @generated
	 */
	boolean isSetPowerOnHours();

} // DriveHealth
