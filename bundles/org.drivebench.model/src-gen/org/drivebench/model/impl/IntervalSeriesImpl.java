/**
 */
package org.drivebench.model.impl;

import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.IntervalSeries;

import org.drivebench.model.values.Samples;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Interval Series</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.impl.IntervalSeriesImpl#getKey <em>Key</em>}</li>
 *   <li>{@link org.drivebench.model.impl.IntervalSeriesImpl#getLabel <em>Label</em>}</li>
 *   <li>{@link org.drivebench.model.impl.IntervalSeriesImpl#getIntervalNanos <em>Interval Nanos</em>}</li>
 *   <li>{@link org.drivebench.model.impl.IntervalSeriesImpl#getStartSeconds <em>Start Seconds</em>}</li>
 *   <li>{@link org.drivebench.model.impl.IntervalSeriesImpl#getIops <em>Iops</em>}</li>
 *   <li>{@link org.drivebench.model.impl.IntervalSeriesImpl#getMegabytesPerSecond <em>Megabytes Per Second</em>}</li>
 *   <li>{@link org.drivebench.model.impl.IntervalSeriesImpl#getMeanLatencyMicros <em>Mean Latency Micros</em>}</li>
 *   <li>{@link org.drivebench.model.impl.IntervalSeriesImpl#getMaxLatencyMicros <em>Max Latency Micros</em>}</li>
 * </ul>
 *
 * @generated
 */
public class IntervalSeriesImpl extends MinimalEObjectImpl.Container implements IntervalSeries {
	/**
	 * The default value of the '{@link #getKey() <em>Key</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKey()
	 * @generated
	 * @ordered
	 */
	protected static final String KEY_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getKey() <em>Key</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKey()
	 * @generated
	 * @ordered
	 */
	protected String key = KEY_EDEFAULT;

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
	 * The default value of the '{@link #getIntervalNanos() <em>Interval Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIntervalNanos()
	 * @generated
	 * @ordered
	 */
	protected static final long INTERVAL_NANOS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getIntervalNanos() <em>Interval Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIntervalNanos()
	 * @generated
	 * @ordered
	 */
	protected long intervalNanos = INTERVAL_NANOS_EDEFAULT;

	/**
	 * The default value of the '{@link #getStartSeconds() <em>Start Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStartSeconds()
	 * @generated
	 * @ordered
	 */
	protected static final Samples START_SECONDS_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getStartSeconds() <em>Start Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStartSeconds()
	 * @generated
	 * @ordered
	 */
	protected Samples startSeconds = START_SECONDS_EDEFAULT;

	/**
	 * The default value of the '{@link #getIops() <em>Iops</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIops()
	 * @generated
	 * @ordered
	 */
	protected static final Samples IOPS_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getIops() <em>Iops</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIops()
	 * @generated
	 * @ordered
	 */
	protected Samples iops = IOPS_EDEFAULT;

	/**
	 * The default value of the '{@link #getMegabytesPerSecond() <em>Megabytes Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMegabytesPerSecond()
	 * @generated
	 * @ordered
	 */
	protected static final Samples MEGABYTES_PER_SECOND_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getMegabytesPerSecond() <em>Megabytes Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMegabytesPerSecond()
	 * @generated
	 * @ordered
	 */
	protected Samples megabytesPerSecond = MEGABYTES_PER_SECOND_EDEFAULT;

	/**
	 * The default value of the '{@link #getMeanLatencyMicros() <em>Mean Latency Micros</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMeanLatencyMicros()
	 * @generated
	 * @ordered
	 */
	protected static final Samples MEAN_LATENCY_MICROS_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getMeanLatencyMicros() <em>Mean Latency Micros</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMeanLatencyMicros()
	 * @generated
	 * @ordered
	 */
	protected Samples meanLatencyMicros = MEAN_LATENCY_MICROS_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxLatencyMicros() <em>Max Latency Micros</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxLatencyMicros()
	 * @generated
	 * @ordered
	 */
	protected static final Samples MAX_LATENCY_MICROS_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getMaxLatencyMicros() <em>Max Latency Micros</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxLatencyMicros()
	 * @generated
	 * @ordered
	 */
	protected Samples maxLatencyMicros = MAX_LATENCY_MICROS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected IntervalSeriesImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DriveBenchPackage.Literals.INTERVAL_SERIES;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getKey() {
		return key;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setKey(String newKey) {
		String oldKey = key;
		key = newKey;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.INTERVAL_SERIES__KEY, oldKey, key));
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
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.INTERVAL_SERIES__LABEL, oldLabel, label));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getIntervalNanos() {
		return intervalNanos;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setIntervalNanos(long newIntervalNanos) {
		long oldIntervalNanos = intervalNanos;
		intervalNanos = newIntervalNanos;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.INTERVAL_SERIES__INTERVAL_NANOS, oldIntervalNanos, intervalNanos));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Samples getStartSeconds() {
		return startSeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStartSeconds(Samples newStartSeconds) {
		Samples oldStartSeconds = startSeconds;
		startSeconds = newStartSeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.INTERVAL_SERIES__START_SECONDS, oldStartSeconds, startSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Samples getIops() {
		return iops;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setIops(Samples newIops) {
		Samples oldIops = iops;
		iops = newIops;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.INTERVAL_SERIES__IOPS, oldIops, iops));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Samples getMegabytesPerSecond() {
		return megabytesPerSecond;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMegabytesPerSecond(Samples newMegabytesPerSecond) {
		Samples oldMegabytesPerSecond = megabytesPerSecond;
		megabytesPerSecond = newMegabytesPerSecond;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.INTERVAL_SERIES__MEGABYTES_PER_SECOND, oldMegabytesPerSecond, megabytesPerSecond));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Samples getMeanLatencyMicros() {
		return meanLatencyMicros;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMeanLatencyMicros(Samples newMeanLatencyMicros) {
		Samples oldMeanLatencyMicros = meanLatencyMicros;
		meanLatencyMicros = newMeanLatencyMicros;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.INTERVAL_SERIES__MEAN_LATENCY_MICROS, oldMeanLatencyMicros, meanLatencyMicros));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Samples getMaxLatencyMicros() {
		return maxLatencyMicros;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxLatencyMicros(Samples newMaxLatencyMicros) {
		Samples oldMaxLatencyMicros = maxLatencyMicros;
		maxLatencyMicros = newMaxLatencyMicros;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.INTERVAL_SERIES__MAX_LATENCY_MICROS, oldMaxLatencyMicros, maxLatencyMicros));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case DriveBenchPackage.INTERVAL_SERIES__KEY:
				return getKey();
			case DriveBenchPackage.INTERVAL_SERIES__LABEL:
				return getLabel();
			case DriveBenchPackage.INTERVAL_SERIES__INTERVAL_NANOS:
				return getIntervalNanos();
			case DriveBenchPackage.INTERVAL_SERIES__START_SECONDS:
				return getStartSeconds();
			case DriveBenchPackage.INTERVAL_SERIES__IOPS:
				return getIops();
			case DriveBenchPackage.INTERVAL_SERIES__MEGABYTES_PER_SECOND:
				return getMegabytesPerSecond();
			case DriveBenchPackage.INTERVAL_SERIES__MEAN_LATENCY_MICROS:
				return getMeanLatencyMicros();
			case DriveBenchPackage.INTERVAL_SERIES__MAX_LATENCY_MICROS:
				return getMaxLatencyMicros();
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
			case DriveBenchPackage.INTERVAL_SERIES__KEY:
				setKey((String)newValue);
				return;
			case DriveBenchPackage.INTERVAL_SERIES__LABEL:
				setLabel((String)newValue);
				return;
			case DriveBenchPackage.INTERVAL_SERIES__INTERVAL_NANOS:
				setIntervalNanos((Long)newValue);
				return;
			case DriveBenchPackage.INTERVAL_SERIES__START_SECONDS:
				setStartSeconds((Samples)newValue);
				return;
			case DriveBenchPackage.INTERVAL_SERIES__IOPS:
				setIops((Samples)newValue);
				return;
			case DriveBenchPackage.INTERVAL_SERIES__MEGABYTES_PER_SECOND:
				setMegabytesPerSecond((Samples)newValue);
				return;
			case DriveBenchPackage.INTERVAL_SERIES__MEAN_LATENCY_MICROS:
				setMeanLatencyMicros((Samples)newValue);
				return;
			case DriveBenchPackage.INTERVAL_SERIES__MAX_LATENCY_MICROS:
				setMaxLatencyMicros((Samples)newValue);
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
			case DriveBenchPackage.INTERVAL_SERIES__KEY:
				setKey(KEY_EDEFAULT);
				return;
			case DriveBenchPackage.INTERVAL_SERIES__LABEL:
				setLabel(LABEL_EDEFAULT);
				return;
			case DriveBenchPackage.INTERVAL_SERIES__INTERVAL_NANOS:
				setIntervalNanos(INTERVAL_NANOS_EDEFAULT);
				return;
			case DriveBenchPackage.INTERVAL_SERIES__START_SECONDS:
				setStartSeconds(START_SECONDS_EDEFAULT);
				return;
			case DriveBenchPackage.INTERVAL_SERIES__IOPS:
				setIops(IOPS_EDEFAULT);
				return;
			case DriveBenchPackage.INTERVAL_SERIES__MEGABYTES_PER_SECOND:
				setMegabytesPerSecond(MEGABYTES_PER_SECOND_EDEFAULT);
				return;
			case DriveBenchPackage.INTERVAL_SERIES__MEAN_LATENCY_MICROS:
				setMeanLatencyMicros(MEAN_LATENCY_MICROS_EDEFAULT);
				return;
			case DriveBenchPackage.INTERVAL_SERIES__MAX_LATENCY_MICROS:
				setMaxLatencyMicros(MAX_LATENCY_MICROS_EDEFAULT);
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
			case DriveBenchPackage.INTERVAL_SERIES__KEY:
				return KEY_EDEFAULT == null ? key != null : !KEY_EDEFAULT.equals(key);
			case DriveBenchPackage.INTERVAL_SERIES__LABEL:
				return LABEL_EDEFAULT == null ? label != null : !LABEL_EDEFAULT.equals(label);
			case DriveBenchPackage.INTERVAL_SERIES__INTERVAL_NANOS:
				return intervalNanos != INTERVAL_NANOS_EDEFAULT;
			case DriveBenchPackage.INTERVAL_SERIES__START_SECONDS:
				return START_SECONDS_EDEFAULT == null ? startSeconds != null : !START_SECONDS_EDEFAULT.equals(startSeconds);
			case DriveBenchPackage.INTERVAL_SERIES__IOPS:
				return IOPS_EDEFAULT == null ? iops != null : !IOPS_EDEFAULT.equals(iops);
			case DriveBenchPackage.INTERVAL_SERIES__MEGABYTES_PER_SECOND:
				return MEGABYTES_PER_SECOND_EDEFAULT == null ? megabytesPerSecond != null : !MEGABYTES_PER_SECOND_EDEFAULT.equals(megabytesPerSecond);
			case DriveBenchPackage.INTERVAL_SERIES__MEAN_LATENCY_MICROS:
				return MEAN_LATENCY_MICROS_EDEFAULT == null ? meanLatencyMicros != null : !MEAN_LATENCY_MICROS_EDEFAULT.equals(meanLatencyMicros);
			case DriveBenchPackage.INTERVAL_SERIES__MAX_LATENCY_MICROS:
				return MAX_LATENCY_MICROS_EDEFAULT == null ? maxLatencyMicros != null : !MAX_LATENCY_MICROS_EDEFAULT.equals(maxLatencyMicros);
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
		result.append(" (key: ");
		result.append(key);
		result.append(", label: ");
		result.append(label);
		result.append(", intervalNanos: ");
		result.append(intervalNanos);
		result.append(", startSeconds: ");
		result.append(startSeconds);
		result.append(", iops: ");
		result.append(iops);
		result.append(", megabytesPerSecond: ");
		result.append(megabytesPerSecond);
		result.append(", meanLatencyMicros: ");
		result.append(meanLatencyMicros);
		result.append(", maxLatencyMicros: ");
		result.append(maxLatencyMicros);
		result.append(')');
		return result.toString();
	}

} //IntervalSeriesImpl
