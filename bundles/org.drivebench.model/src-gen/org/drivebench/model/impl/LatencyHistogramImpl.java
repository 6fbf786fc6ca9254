/**
 */
package org.drivebench.model.impl;

import java.util.Collection;

import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.LatencyHistogram;
import org.drivebench.model.LatencySpan;
import org.drivebench.model.Percentile;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Latency Histogram</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.impl.LatencyHistogramImpl#getKey <em>Key</em>}</li>
 *   <li>{@link org.drivebench.model.impl.LatencyHistogramImpl#getLabel <em>Label</em>}</li>
 *   <li>{@link org.drivebench.model.impl.LatencyHistogramImpl#getCount <em>Count</em>}</li>
 *   <li>{@link org.drivebench.model.impl.LatencyHistogramImpl#getMinNanos <em>Min Nanos</em>}</li>
 *   <li>{@link org.drivebench.model.impl.LatencyHistogramImpl#getMaxNanos <em>Max Nanos</em>}</li>
 *   <li>{@link org.drivebench.model.impl.LatencyHistogramImpl#getMeanNanos <em>Mean Nanos</em>}</li>
 *   <li>{@link org.drivebench.model.impl.LatencyHistogramImpl#getStdDevNanos <em>Std Dev Nanos</em>}</li>
 *   <li>{@link org.drivebench.model.impl.LatencyHistogramImpl#getPercentiles <em>Percentiles</em>}</li>
 *   <li>{@link org.drivebench.model.impl.LatencyHistogramImpl#getEncoded <em>Encoded</em>}</li>
 *   <li>{@link org.drivebench.model.impl.LatencyHistogramImpl#getSpan <em>Span</em>}</li>
 * </ul>
 *
 * @generated
 */
public class LatencyHistogramImpl extends MinimalEObjectImpl.Container implements LatencyHistogram {
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
	 * The default value of the '{@link #getCount() <em>Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCount()
	 * @generated
	 * @ordered
	 */
	protected static final long COUNT_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getCount() <em>Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCount()
	 * @generated
	 * @ordered
	 */
	protected long count = COUNT_EDEFAULT;

	/**
	 * The default value of the '{@link #getMinNanos() <em>Min Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMinNanos()
	 * @generated
	 * @ordered
	 */
	protected static final long MIN_NANOS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getMinNanos() <em>Min Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMinNanos()
	 * @generated
	 * @ordered
	 */
	protected long minNanos = MIN_NANOS_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxNanos() <em>Max Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxNanos()
	 * @generated
	 * @ordered
	 */
	protected static final long MAX_NANOS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getMaxNanos() <em>Max Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxNanos()
	 * @generated
	 * @ordered
	 */
	protected long maxNanos = MAX_NANOS_EDEFAULT;

	/**
	 * The default value of the '{@link #getMeanNanos() <em>Mean Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMeanNanos()
	 * @generated
	 * @ordered
	 */
	protected static final double MEAN_NANOS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getMeanNanos() <em>Mean Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMeanNanos()
	 * @generated
	 * @ordered
	 */
	protected double meanNanos = MEAN_NANOS_EDEFAULT;

	/**
	 * The default value of the '{@link #getStdDevNanos() <em>Std Dev Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStdDevNanos()
	 * @generated
	 * @ordered
	 */
	protected static final double STD_DEV_NANOS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getStdDevNanos() <em>Std Dev Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStdDevNanos()
	 * @generated
	 * @ordered
	 */
	protected double stdDevNanos = STD_DEV_NANOS_EDEFAULT;

	/**
	 * The cached value of the '{@link #getPercentiles() <em>Percentiles</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPercentiles()
	 * @generated
	 * @ordered
	 */
	protected EList<Percentile> percentiles;

	/**
	 * The default value of the '{@link #getEncoded() <em>Encoded</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEncoded()
	 * @generated
	 * @ordered
	 */
	protected static final String ENCODED_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getEncoded() <em>Encoded</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEncoded()
	 * @generated
	 * @ordered
	 */
	protected String encoded = ENCODED_EDEFAULT;

	/**
	 * The default value of the '{@link #getSpan() <em>Span</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSpan()
	 * @generated
	 * @ordered
	 */
	protected static final LatencySpan SPAN_EDEFAULT = LatencySpan.UNKNOWN;

	/**
	 * The cached value of the '{@link #getSpan() <em>Span</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSpan()
	 * @generated
	 * @ordered
	 */
	protected LatencySpan span = SPAN_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected LatencyHistogramImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DriveBenchPackage.Literals.LATENCY_HISTOGRAM;
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
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.LATENCY_HISTOGRAM__KEY, oldKey, key));
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
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.LATENCY_HISTOGRAM__LABEL, oldLabel, label));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getCount() {
		return count;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCount(long newCount) {
		long oldCount = count;
		count = newCount;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.LATENCY_HISTOGRAM__COUNT, oldCount, count));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getMinNanos() {
		return minNanos;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMinNanos(long newMinNanos) {
		long oldMinNanos = minNanos;
		minNanos = newMinNanos;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.LATENCY_HISTOGRAM__MIN_NANOS, oldMinNanos, minNanos));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getMaxNanos() {
		return maxNanos;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxNanos(long newMaxNanos) {
		long oldMaxNanos = maxNanos;
		maxNanos = newMaxNanos;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.LATENCY_HISTOGRAM__MAX_NANOS, oldMaxNanos, maxNanos));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getMeanNanos() {
		return meanNanos;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMeanNanos(double newMeanNanos) {
		double oldMeanNanos = meanNanos;
		meanNanos = newMeanNanos;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.LATENCY_HISTOGRAM__MEAN_NANOS, oldMeanNanos, meanNanos));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getStdDevNanos() {
		return stdDevNanos;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStdDevNanos(double newStdDevNanos) {
		double oldStdDevNanos = stdDevNanos;
		stdDevNanos = newStdDevNanos;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.LATENCY_HISTOGRAM__STD_DEV_NANOS, oldStdDevNanos, stdDevNanos));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Percentile> getPercentiles() {
		if (percentiles == null) {
			percentiles = new EObjectContainmentEList<Percentile>(Percentile.class, this, DriveBenchPackage.LATENCY_HISTOGRAM__PERCENTILES);
		}
		return percentiles;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getEncoded() {
		return encoded;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setEncoded(String newEncoded) {
		String oldEncoded = encoded;
		encoded = newEncoded;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.LATENCY_HISTOGRAM__ENCODED, oldEncoded, encoded));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LatencySpan getSpan() {
		return span;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSpan(LatencySpan newSpan) {
		LatencySpan oldSpan = span;
		span = newSpan == null ? SPAN_EDEFAULT : newSpan;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.LATENCY_HISTOGRAM__SPAN, oldSpan, span));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case DriveBenchPackage.LATENCY_HISTOGRAM__PERCENTILES:
				return ((InternalEList<?>)getPercentiles()).basicRemove(otherEnd, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case DriveBenchPackage.LATENCY_HISTOGRAM__KEY:
				return getKey();
			case DriveBenchPackage.LATENCY_HISTOGRAM__LABEL:
				return getLabel();
			case DriveBenchPackage.LATENCY_HISTOGRAM__COUNT:
				return getCount();
			case DriveBenchPackage.LATENCY_HISTOGRAM__MIN_NANOS:
				return getMinNanos();
			case DriveBenchPackage.LATENCY_HISTOGRAM__MAX_NANOS:
				return getMaxNanos();
			case DriveBenchPackage.LATENCY_HISTOGRAM__MEAN_NANOS:
				return getMeanNanos();
			case DriveBenchPackage.LATENCY_HISTOGRAM__STD_DEV_NANOS:
				return getStdDevNanos();
			case DriveBenchPackage.LATENCY_HISTOGRAM__PERCENTILES:
				return getPercentiles();
			case DriveBenchPackage.LATENCY_HISTOGRAM__ENCODED:
				return getEncoded();
			case DriveBenchPackage.LATENCY_HISTOGRAM__SPAN:
				return getSpan();
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
			case DriveBenchPackage.LATENCY_HISTOGRAM__KEY:
				setKey((String)newValue);
				return;
			case DriveBenchPackage.LATENCY_HISTOGRAM__LABEL:
				setLabel((String)newValue);
				return;
			case DriveBenchPackage.LATENCY_HISTOGRAM__COUNT:
				setCount((Long)newValue);
				return;
			case DriveBenchPackage.LATENCY_HISTOGRAM__MIN_NANOS:
				setMinNanos((Long)newValue);
				return;
			case DriveBenchPackage.LATENCY_HISTOGRAM__MAX_NANOS:
				setMaxNanos((Long)newValue);
				return;
			case DriveBenchPackage.LATENCY_HISTOGRAM__MEAN_NANOS:
				setMeanNanos((Double)newValue);
				return;
			case DriveBenchPackage.LATENCY_HISTOGRAM__STD_DEV_NANOS:
				setStdDevNanos((Double)newValue);
				return;
			case DriveBenchPackage.LATENCY_HISTOGRAM__PERCENTILES:
				getPercentiles().clear();
				getPercentiles().addAll((Collection<? extends Percentile>)newValue);
				return;
			case DriveBenchPackage.LATENCY_HISTOGRAM__ENCODED:
				setEncoded((String)newValue);
				return;
			case DriveBenchPackage.LATENCY_HISTOGRAM__SPAN:
				setSpan((LatencySpan)newValue);
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
			case DriveBenchPackage.LATENCY_HISTOGRAM__KEY:
				setKey(KEY_EDEFAULT);
				return;
			case DriveBenchPackage.LATENCY_HISTOGRAM__LABEL:
				setLabel(LABEL_EDEFAULT);
				return;
			case DriveBenchPackage.LATENCY_HISTOGRAM__COUNT:
				setCount(COUNT_EDEFAULT);
				return;
			case DriveBenchPackage.LATENCY_HISTOGRAM__MIN_NANOS:
				setMinNanos(MIN_NANOS_EDEFAULT);
				return;
			case DriveBenchPackage.LATENCY_HISTOGRAM__MAX_NANOS:
				setMaxNanos(MAX_NANOS_EDEFAULT);
				return;
			case DriveBenchPackage.LATENCY_HISTOGRAM__MEAN_NANOS:
				setMeanNanos(MEAN_NANOS_EDEFAULT);
				return;
			case DriveBenchPackage.LATENCY_HISTOGRAM__STD_DEV_NANOS:
				setStdDevNanos(STD_DEV_NANOS_EDEFAULT);
				return;
			case DriveBenchPackage.LATENCY_HISTOGRAM__PERCENTILES:
				getPercentiles().clear();
				return;
			case DriveBenchPackage.LATENCY_HISTOGRAM__ENCODED:
				setEncoded(ENCODED_EDEFAULT);
				return;
			case DriveBenchPackage.LATENCY_HISTOGRAM__SPAN:
				setSpan(SPAN_EDEFAULT);
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
			case DriveBenchPackage.LATENCY_HISTOGRAM__KEY:
				return KEY_EDEFAULT == null ? key != null : !KEY_EDEFAULT.equals(key);
			case DriveBenchPackage.LATENCY_HISTOGRAM__LABEL:
				return LABEL_EDEFAULT == null ? label != null : !LABEL_EDEFAULT.equals(label);
			case DriveBenchPackage.LATENCY_HISTOGRAM__COUNT:
				return count != COUNT_EDEFAULT;
			case DriveBenchPackage.LATENCY_HISTOGRAM__MIN_NANOS:
				return minNanos != MIN_NANOS_EDEFAULT;
			case DriveBenchPackage.LATENCY_HISTOGRAM__MAX_NANOS:
				return maxNanos != MAX_NANOS_EDEFAULT;
			case DriveBenchPackage.LATENCY_HISTOGRAM__MEAN_NANOS:
				return meanNanos != MEAN_NANOS_EDEFAULT;
			case DriveBenchPackage.LATENCY_HISTOGRAM__STD_DEV_NANOS:
				return stdDevNanos != STD_DEV_NANOS_EDEFAULT;
			case DriveBenchPackage.LATENCY_HISTOGRAM__PERCENTILES:
				return percentiles != null && !percentiles.isEmpty();
			case DriveBenchPackage.LATENCY_HISTOGRAM__ENCODED:
				return ENCODED_EDEFAULT == null ? encoded != null : !ENCODED_EDEFAULT.equals(encoded);
			case DriveBenchPackage.LATENCY_HISTOGRAM__SPAN:
				return span != SPAN_EDEFAULT;
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
		result.append(", count: ");
		result.append(count);
		result.append(", minNanos: ");
		result.append(minNanos);
		result.append(", maxNanos: ");
		result.append(maxNanos);
		result.append(", meanNanos: ");
		result.append(meanNanos);
		result.append(", stdDevNanos: ");
		result.append(stdDevNanos);
		result.append(", encoded: ");
		result.append(encoded);
		result.append(", span: ");
		result.append(span);
		result.append(')');
		return result.toString();
	}

} //LatencyHistogramImpl
