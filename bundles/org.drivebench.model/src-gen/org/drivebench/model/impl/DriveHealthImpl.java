/**
 */
package org.drivebench.model.impl;

import java.util.Date;

import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.DriveHealth;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Drive Health</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.impl.DriveHealthImpl#getSource <em>Source</em>}</li>
 *   <li>{@link org.drivebench.model.impl.DriveHealthImpl#getReadAt <em>Read At</em>}</li>
 *   <li>{@link org.drivebench.model.impl.DriveHealthImpl#getTemperatureCelsius <em>Temperature Celsius</em>}</li>
 *   <li>{@link org.drivebench.model.impl.DriveHealthImpl#getPowerOnHours <em>Power On Hours</em>}</li>
 * </ul>
 *
 * @generated
 */
public class DriveHealthImpl extends MinimalEObjectImpl.Container implements DriveHealth {
	/**
	 * The default value of the '{@link #getSource() <em>Source</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSource()
	 * @generated
	 * @ordered
	 */
	protected static final String SOURCE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getSource() <em>Source</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSource()
	 * @generated
	 * @ordered
	 */
	protected String source = SOURCE_EDEFAULT;

	/**
	 * The default value of the '{@link #getReadAt() <em>Read At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReadAt()
	 * @generated
	 * @ordered
	 */
	protected static final Date READ_AT_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getReadAt() <em>Read At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReadAt()
	 * @generated
	 * @ordered
	 */
	protected Date readAt = READ_AT_EDEFAULT;

	/**
	 * The default value of the '{@link #getTemperatureCelsius() <em>Temperature Celsius</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTemperatureCelsius()
	 * @generated
	 * @ordered
	 */
	protected static final int TEMPERATURE_CELSIUS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getTemperatureCelsius() <em>Temperature Celsius</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTemperatureCelsius()
	 * @generated
	 * @ordered
	 */
	protected int temperatureCelsius = TEMPERATURE_CELSIUS_EDEFAULT;

	/**
	 * This is true if the Temperature Celsius attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean temperatureCelsiusESet;

	/**
	 * The default value of the '{@link #getPowerOnHours() <em>Power On Hours</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPowerOnHours()
	 * @generated
	 * @ordered
	 */
	protected static final long POWER_ON_HOURS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getPowerOnHours() <em>Power On Hours</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPowerOnHours()
	 * @generated
	 * @ordered
	 */
	protected long powerOnHours = POWER_ON_HOURS_EDEFAULT;

	/**
	 * This is true if the Power On Hours attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean powerOnHoursESet;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected DriveHealthImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DriveBenchPackage.Literals.DRIVE_HEALTH;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getSource() {
		return source;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSource(String newSource) {
		String oldSource = source;
		source = newSource;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.DRIVE_HEALTH__SOURCE, oldSource, source));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Date getReadAt() {
		return readAt;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setReadAt(Date newReadAt) {
		Date oldReadAt = readAt;
		readAt = newReadAt;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.DRIVE_HEALTH__READ_AT, oldReadAt, readAt));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getTemperatureCelsius() {
		return temperatureCelsius;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTemperatureCelsius(int newTemperatureCelsius) {
		int oldTemperatureCelsius = temperatureCelsius;
		temperatureCelsius = newTemperatureCelsius;
		boolean oldTemperatureCelsiusESet = temperatureCelsiusESet;
		temperatureCelsiusESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.DRIVE_HEALTH__TEMPERATURE_CELSIUS, oldTemperatureCelsius, temperatureCelsius, !oldTemperatureCelsiusESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetTemperatureCelsius() {
		int oldTemperatureCelsius = temperatureCelsius;
		boolean oldTemperatureCelsiusESet = temperatureCelsiusESet;
		temperatureCelsius = TEMPERATURE_CELSIUS_EDEFAULT;
		temperatureCelsiusESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, DriveBenchPackage.DRIVE_HEALTH__TEMPERATURE_CELSIUS, oldTemperatureCelsius, TEMPERATURE_CELSIUS_EDEFAULT, oldTemperatureCelsiusESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetTemperatureCelsius() {
		return temperatureCelsiusESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getPowerOnHours() {
		return powerOnHours;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPowerOnHours(long newPowerOnHours) {
		long oldPowerOnHours = powerOnHours;
		powerOnHours = newPowerOnHours;
		boolean oldPowerOnHoursESet = powerOnHoursESet;
		powerOnHoursESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.DRIVE_HEALTH__POWER_ON_HOURS, oldPowerOnHours, powerOnHours, !oldPowerOnHoursESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetPowerOnHours() {
		long oldPowerOnHours = powerOnHours;
		boolean oldPowerOnHoursESet = powerOnHoursESet;
		powerOnHours = POWER_ON_HOURS_EDEFAULT;
		powerOnHoursESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, DriveBenchPackage.DRIVE_HEALTH__POWER_ON_HOURS, oldPowerOnHours, POWER_ON_HOURS_EDEFAULT, oldPowerOnHoursESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetPowerOnHours() {
		return powerOnHoursESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case DriveBenchPackage.DRIVE_HEALTH__SOURCE:
				return getSource();
			case DriveBenchPackage.DRIVE_HEALTH__READ_AT:
				return getReadAt();
			case DriveBenchPackage.DRIVE_HEALTH__TEMPERATURE_CELSIUS:
				return getTemperatureCelsius();
			case DriveBenchPackage.DRIVE_HEALTH__POWER_ON_HOURS:
				return getPowerOnHours();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case DriveBenchPackage.DRIVE_HEALTH__SOURCE:
				setSource((String)newValue);
				return;
			case DriveBenchPackage.DRIVE_HEALTH__READ_AT:
				setReadAt((Date)newValue);
				return;
			case DriveBenchPackage.DRIVE_HEALTH__TEMPERATURE_CELSIUS:
				setTemperatureCelsius((Integer)newValue);
				return;
			case DriveBenchPackage.DRIVE_HEALTH__POWER_ON_HOURS:
				setPowerOnHours((Long)newValue);
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
			case DriveBenchPackage.DRIVE_HEALTH__SOURCE:
				setSource(SOURCE_EDEFAULT);
				return;
			case DriveBenchPackage.DRIVE_HEALTH__READ_AT:
				setReadAt(READ_AT_EDEFAULT);
				return;
			case DriveBenchPackage.DRIVE_HEALTH__TEMPERATURE_CELSIUS:
				unsetTemperatureCelsius();
				return;
			case DriveBenchPackage.DRIVE_HEALTH__POWER_ON_HOURS:
				unsetPowerOnHours();
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
			case DriveBenchPackage.DRIVE_HEALTH__SOURCE:
				return SOURCE_EDEFAULT == null ? source != null : !SOURCE_EDEFAULT.equals(source);
			case DriveBenchPackage.DRIVE_HEALTH__READ_AT:
				return READ_AT_EDEFAULT == null ? readAt != null : !READ_AT_EDEFAULT.equals(readAt);
			case DriveBenchPackage.DRIVE_HEALTH__TEMPERATURE_CELSIUS:
				return isSetTemperatureCelsius();
			case DriveBenchPackage.DRIVE_HEALTH__POWER_ON_HOURS:
				return isSetPowerOnHours();
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
		result.append(" (source: ");
		result.append(source);
		result.append(", readAt: ");
		result.append(readAt);
		result.append(", temperatureCelsius: ");
		if (temperatureCelsiusESet) result.append(temperatureCelsius); else result.append("<unset>");
		result.append(", powerOnHours: ");
		if (powerOnHoursESet) result.append(powerOnHours); else result.append("<unset>");
		result.append(')');
		return result.toString();
	}

} //DriveHealthImpl
