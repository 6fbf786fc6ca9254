/**
 */
package org.drivebench.model.impl;

import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.WorkerResult;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Worker Result</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.impl.WorkerResultImpl#getIndex <em>Index</em>}</li>
 *   <li>{@link org.drivebench.model.impl.WorkerResultImpl#getRegionOffset <em>Region Offset</em>}</li>
 *   <li>{@link org.drivebench.model.impl.WorkerResultImpl#getRegionLength <em>Region Length</em>}</li>
 *   <li>{@link org.drivebench.model.impl.WorkerResultImpl#getIos <em>Ios</em>}</li>
 *   <li>{@link org.drivebench.model.impl.WorkerResultImpl#getBytes <em>Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.impl.WorkerResultImpl#getElapsedNanos <em>Elapsed Nanos</em>}</li>
 *   <li>{@link org.drivebench.model.impl.WorkerResultImpl#getIops <em>Iops</em>}</li>
 *   <li>{@link org.drivebench.model.impl.WorkerResultImpl#getMegabytesPerSecond <em>Megabytes Per Second</em>}</li>
 *   <li>{@link org.drivebench.model.impl.WorkerResultImpl#getMeanLatencyNanos <em>Mean Latency Nanos</em>}</li>
 *   <li>{@link org.drivebench.model.impl.WorkerResultImpl#getMaxLatencyNanos <em>Max Latency Nanos</em>}</li>
 * </ul>
 *
 * @generated
 */
public class WorkerResultImpl extends MinimalEObjectImpl.Container implements WorkerResult {
	/**
	 * The default value of the '{@link #getIndex() <em>Index</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIndex()
	 * @generated
	 * @ordered
	 */
	protected static final int INDEX_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getIndex() <em>Index</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIndex()
	 * @generated
	 * @ordered
	 */
	protected int index = INDEX_EDEFAULT;

	/**
	 * The default value of the '{@link #getRegionOffset() <em>Region Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRegionOffset()
	 * @generated
	 * @ordered
	 */
	protected static final long REGION_OFFSET_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getRegionOffset() <em>Region Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRegionOffset()
	 * @generated
	 * @ordered
	 */
	protected long regionOffset = REGION_OFFSET_EDEFAULT;

	/**
	 * The default value of the '{@link #getRegionLength() <em>Region Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRegionLength()
	 * @generated
	 * @ordered
	 */
	protected static final long REGION_LENGTH_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getRegionLength() <em>Region Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRegionLength()
	 * @generated
	 * @ordered
	 */
	protected long regionLength = REGION_LENGTH_EDEFAULT;

	/**
	 * The default value of the '{@link #getIos() <em>Ios</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIos()
	 * @generated
	 * @ordered
	 */
	protected static final long IOS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getIos() <em>Ios</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIos()
	 * @generated
	 * @ordered
	 */
	protected long ios = IOS_EDEFAULT;

	/**
	 * The default value of the '{@link #getBytes() <em>Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long BYTES_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getBytes() <em>Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBytes()
	 * @generated
	 * @ordered
	 */
	protected long bytes = BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getElapsedNanos() <em>Elapsed Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getElapsedNanos()
	 * @generated
	 * @ordered
	 */
	protected static final long ELAPSED_NANOS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getElapsedNanos() <em>Elapsed Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getElapsedNanos()
	 * @generated
	 * @ordered
	 */
	protected long elapsedNanos = ELAPSED_NANOS_EDEFAULT;

	/**
	 * The default value of the '{@link #getIops() <em>Iops</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIops()
	 * @generated
	 * @ordered
	 */
	protected static final double IOPS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getIops() <em>Iops</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIops()
	 * @generated
	 * @ordered
	 */
	protected double iops = IOPS_EDEFAULT;

	/**
	 * The default value of the '{@link #getMegabytesPerSecond() <em>Megabytes Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMegabytesPerSecond()
	 * @generated
	 * @ordered
	 */
	protected static final double MEGABYTES_PER_SECOND_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getMegabytesPerSecond() <em>Megabytes Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMegabytesPerSecond()
	 * @generated
	 * @ordered
	 */
	protected double megabytesPerSecond = MEGABYTES_PER_SECOND_EDEFAULT;

	/**
	 * The default value of the '{@link #getMeanLatencyNanos() <em>Mean Latency Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMeanLatencyNanos()
	 * @generated
	 * @ordered
	 */
	protected static final double MEAN_LATENCY_NANOS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getMeanLatencyNanos() <em>Mean Latency Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMeanLatencyNanos()
	 * @generated
	 * @ordered
	 */
	protected double meanLatencyNanos = MEAN_LATENCY_NANOS_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxLatencyNanos() <em>Max Latency Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxLatencyNanos()
	 * @generated
	 * @ordered
	 */
	protected static final long MAX_LATENCY_NANOS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getMaxLatencyNanos() <em>Max Latency Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxLatencyNanos()
	 * @generated
	 * @ordered
	 */
	protected long maxLatencyNanos = MAX_LATENCY_NANOS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected WorkerResultImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DriveBenchPackage.Literals.WORKER_RESULT;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getIndex() {
		return index;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setIndex(int newIndex) {
		int oldIndex = index;
		index = newIndex;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.WORKER_RESULT__INDEX, oldIndex, index));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getRegionOffset() {
		return regionOffset;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRegionOffset(long newRegionOffset) {
		long oldRegionOffset = regionOffset;
		regionOffset = newRegionOffset;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.WORKER_RESULT__REGION_OFFSET, oldRegionOffset, regionOffset));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getRegionLength() {
		return regionLength;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRegionLength(long newRegionLength) {
		long oldRegionLength = regionLength;
		regionLength = newRegionLength;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.WORKER_RESULT__REGION_LENGTH, oldRegionLength, regionLength));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getIos() {
		return ios;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setIos(long newIos) {
		long oldIos = ios;
		ios = newIos;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.WORKER_RESULT__IOS, oldIos, ios));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getBytes() {
		return bytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBytes(long newBytes) {
		long oldBytes = bytes;
		bytes = newBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.WORKER_RESULT__BYTES, oldBytes, bytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getElapsedNanos() {
		return elapsedNanos;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setElapsedNanos(long newElapsedNanos) {
		long oldElapsedNanos = elapsedNanos;
		elapsedNanos = newElapsedNanos;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.WORKER_RESULT__ELAPSED_NANOS, oldElapsedNanos, elapsedNanos));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getIops() {
		return iops;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setIops(double newIops) {
		double oldIops = iops;
		iops = newIops;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.WORKER_RESULT__IOPS, oldIops, iops));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getMegabytesPerSecond() {
		return megabytesPerSecond;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMegabytesPerSecond(double newMegabytesPerSecond) {
		double oldMegabytesPerSecond = megabytesPerSecond;
		megabytesPerSecond = newMegabytesPerSecond;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.WORKER_RESULT__MEGABYTES_PER_SECOND, oldMegabytesPerSecond, megabytesPerSecond));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getMeanLatencyNanos() {
		return meanLatencyNanos;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMeanLatencyNanos(double newMeanLatencyNanos) {
		double oldMeanLatencyNanos = meanLatencyNanos;
		meanLatencyNanos = newMeanLatencyNanos;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.WORKER_RESULT__MEAN_LATENCY_NANOS, oldMeanLatencyNanos, meanLatencyNanos));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getMaxLatencyNanos() {
		return maxLatencyNanos;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxLatencyNanos(long newMaxLatencyNanos) {
		long oldMaxLatencyNanos = maxLatencyNanos;
		maxLatencyNanos = newMaxLatencyNanos;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.WORKER_RESULT__MAX_LATENCY_NANOS, oldMaxLatencyNanos, maxLatencyNanos));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case DriveBenchPackage.WORKER_RESULT__INDEX:
				return getIndex();
			case DriveBenchPackage.WORKER_RESULT__REGION_OFFSET:
				return getRegionOffset();
			case DriveBenchPackage.WORKER_RESULT__REGION_LENGTH:
				return getRegionLength();
			case DriveBenchPackage.WORKER_RESULT__IOS:
				return getIos();
			case DriveBenchPackage.WORKER_RESULT__BYTES:
				return getBytes();
			case DriveBenchPackage.WORKER_RESULT__ELAPSED_NANOS:
				return getElapsedNanos();
			case DriveBenchPackage.WORKER_RESULT__IOPS:
				return getIops();
			case DriveBenchPackage.WORKER_RESULT__MEGABYTES_PER_SECOND:
				return getMegabytesPerSecond();
			case DriveBenchPackage.WORKER_RESULT__MEAN_LATENCY_NANOS:
				return getMeanLatencyNanos();
			case DriveBenchPackage.WORKER_RESULT__MAX_LATENCY_NANOS:
				return getMaxLatencyNanos();
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
			case DriveBenchPackage.WORKER_RESULT__INDEX:
				setIndex((Integer)newValue);
				return;
			case DriveBenchPackage.WORKER_RESULT__REGION_OFFSET:
				setRegionOffset((Long)newValue);
				return;
			case DriveBenchPackage.WORKER_RESULT__REGION_LENGTH:
				setRegionLength((Long)newValue);
				return;
			case DriveBenchPackage.WORKER_RESULT__IOS:
				setIos((Long)newValue);
				return;
			case DriveBenchPackage.WORKER_RESULT__BYTES:
				setBytes((Long)newValue);
				return;
			case DriveBenchPackage.WORKER_RESULT__ELAPSED_NANOS:
				setElapsedNanos((Long)newValue);
				return;
			case DriveBenchPackage.WORKER_RESULT__IOPS:
				setIops((Double)newValue);
				return;
			case DriveBenchPackage.WORKER_RESULT__MEGABYTES_PER_SECOND:
				setMegabytesPerSecond((Double)newValue);
				return;
			case DriveBenchPackage.WORKER_RESULT__MEAN_LATENCY_NANOS:
				setMeanLatencyNanos((Double)newValue);
				return;
			case DriveBenchPackage.WORKER_RESULT__MAX_LATENCY_NANOS:
				setMaxLatencyNanos((Long)newValue);
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
			case DriveBenchPackage.WORKER_RESULT__INDEX:
				setIndex(INDEX_EDEFAULT);
				return;
			case DriveBenchPackage.WORKER_RESULT__REGION_OFFSET:
				setRegionOffset(REGION_OFFSET_EDEFAULT);
				return;
			case DriveBenchPackage.WORKER_RESULT__REGION_LENGTH:
				setRegionLength(REGION_LENGTH_EDEFAULT);
				return;
			case DriveBenchPackage.WORKER_RESULT__IOS:
				setIos(IOS_EDEFAULT);
				return;
			case DriveBenchPackage.WORKER_RESULT__BYTES:
				setBytes(BYTES_EDEFAULT);
				return;
			case DriveBenchPackage.WORKER_RESULT__ELAPSED_NANOS:
				setElapsedNanos(ELAPSED_NANOS_EDEFAULT);
				return;
			case DriveBenchPackage.WORKER_RESULT__IOPS:
				setIops(IOPS_EDEFAULT);
				return;
			case DriveBenchPackage.WORKER_RESULT__MEGABYTES_PER_SECOND:
				setMegabytesPerSecond(MEGABYTES_PER_SECOND_EDEFAULT);
				return;
			case DriveBenchPackage.WORKER_RESULT__MEAN_LATENCY_NANOS:
				setMeanLatencyNanos(MEAN_LATENCY_NANOS_EDEFAULT);
				return;
			case DriveBenchPackage.WORKER_RESULT__MAX_LATENCY_NANOS:
				setMaxLatencyNanos(MAX_LATENCY_NANOS_EDEFAULT);
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
			case DriveBenchPackage.WORKER_RESULT__INDEX:
				return index != INDEX_EDEFAULT;
			case DriveBenchPackage.WORKER_RESULT__REGION_OFFSET:
				return regionOffset != REGION_OFFSET_EDEFAULT;
			case DriveBenchPackage.WORKER_RESULT__REGION_LENGTH:
				return regionLength != REGION_LENGTH_EDEFAULT;
			case DriveBenchPackage.WORKER_RESULT__IOS:
				return ios != IOS_EDEFAULT;
			case DriveBenchPackage.WORKER_RESULT__BYTES:
				return bytes != BYTES_EDEFAULT;
			case DriveBenchPackage.WORKER_RESULT__ELAPSED_NANOS:
				return elapsedNanos != ELAPSED_NANOS_EDEFAULT;
			case DriveBenchPackage.WORKER_RESULT__IOPS:
				return iops != IOPS_EDEFAULT;
			case DriveBenchPackage.WORKER_RESULT__MEGABYTES_PER_SECOND:
				return megabytesPerSecond != MEGABYTES_PER_SECOND_EDEFAULT;
			case DriveBenchPackage.WORKER_RESULT__MEAN_LATENCY_NANOS:
				return meanLatencyNanos != MEAN_LATENCY_NANOS_EDEFAULT;
			case DriveBenchPackage.WORKER_RESULT__MAX_LATENCY_NANOS:
				return maxLatencyNanos != MAX_LATENCY_NANOS_EDEFAULT;
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
		result.append(" (index: ");
		result.append(index);
		result.append(", regionOffset: ");
		result.append(regionOffset);
		result.append(", regionLength: ");
		result.append(regionLength);
		result.append(", ios: ");
		result.append(ios);
		result.append(", bytes: ");
		result.append(bytes);
		result.append(", elapsedNanos: ");
		result.append(elapsedNanos);
		result.append(", iops: ");
		result.append(iops);
		result.append(", megabytesPerSecond: ");
		result.append(megabytesPerSecond);
		result.append(", meanLatencyNanos: ");
		result.append(meanLatencyNanos);
		result.append(", maxLatencyNanos: ");
		result.append(maxLatencyNanos);
		result.append(')');
		return result.toString();
	}

} //WorkerResultImpl
