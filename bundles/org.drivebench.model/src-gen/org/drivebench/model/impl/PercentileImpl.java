/**
 */
package org.drivebench.model.impl;

import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.Percentile;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Percentile</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.impl.PercentileImpl#getPercent <em>Percent</em>}</li>
 *   <li>{@link org.drivebench.model.impl.PercentileImpl#getNanos <em>Nanos</em>}</li>
 * </ul>
 *
 * @generated
 */
public class PercentileImpl extends MinimalEObjectImpl.Container implements Percentile {
	/**
	 * The default value of the '{@link #getPercent() <em>Percent</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPercent()
	 * @generated
	 * @ordered
	 */
	protected static final double PERCENT_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getPercent() <em>Percent</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPercent()
	 * @generated
	 * @ordered
	 */
	protected double percent = PERCENT_EDEFAULT;

	/**
	 * The default value of the '{@link #getNanos() <em>Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNanos()
	 * @generated
	 * @ordered
	 */
	protected static final long NANOS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getNanos() <em>Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNanos()
	 * @generated
	 * @ordered
	 */
	protected long nanos = NANOS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected PercentileImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DriveBenchPackage.Literals.PERCENTILE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getPercent() {
		return percent;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPercent(double newPercent) {
		double oldPercent = percent;
		percent = newPercent;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.PERCENTILE__PERCENT, oldPercent, percent));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getNanos() {
		return nanos;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNanos(long newNanos) {
		long oldNanos = nanos;
		nanos = newNanos;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.PERCENTILE__NANOS, oldNanos, nanos));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case DriveBenchPackage.PERCENTILE__PERCENT:
				return getPercent();
			case DriveBenchPackage.PERCENTILE__NANOS:
				return getNanos();
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
			case DriveBenchPackage.PERCENTILE__PERCENT:
				setPercent((Double)newValue);
				return;
			case DriveBenchPackage.PERCENTILE__NANOS:
				setNanos((Long)newValue);
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
			case DriveBenchPackage.PERCENTILE__PERCENT:
				setPercent(PERCENT_EDEFAULT);
				return;
			case DriveBenchPackage.PERCENTILE__NANOS:
				setNanos(NANOS_EDEFAULT);
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
			case DriveBenchPackage.PERCENTILE__PERCENT:
				return percent != PERCENT_EDEFAULT;
			case DriveBenchPackage.PERCENTILE__NANOS:
				return nanos != NANOS_EDEFAULT;
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
		result.append(" (percent: ");
		result.append(percent);
		result.append(", nanos: ");
		result.append(nanos);
		result.append(')');
		return result.toString();
	}

} //PercentileImpl
