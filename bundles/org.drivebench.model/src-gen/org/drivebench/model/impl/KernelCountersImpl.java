/**
 */
package org.drivebench.model.impl;

import java.util.Collection;

import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.KernelCounters;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EDataTypeUniqueEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Kernel Counters</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.impl.KernelCountersImpl#getDevices <em>Devices</em>}</li>
 *   <li>{@link org.drivebench.model.impl.KernelCountersImpl#getReadIos <em>Read Ios</em>}</li>
 *   <li>{@link org.drivebench.model.impl.KernelCountersImpl#getReadBytes <em>Read Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.impl.KernelCountersImpl#getWriteIos <em>Write Ios</em>}</li>
 *   <li>{@link org.drivebench.model.impl.KernelCountersImpl#getWriteBytes <em>Write Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.impl.KernelCountersImpl#getProcessReadBytes <em>Process Read Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.impl.KernelCountersImpl#getProcessWriteBytes <em>Process Write Bytes</em>}</li>
 * </ul>
 *
 * @generated
 */
public class KernelCountersImpl extends MinimalEObjectImpl.Container implements KernelCounters {
	/**
	 * The cached value of the '{@link #getDevices() <em>Devices</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDevices()
	 * @generated
	 * @ordered
	 */
	protected EList<String> devices;

	/**
	 * The default value of the '{@link #getReadIos() <em>Read Ios</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReadIos()
	 * @generated
	 * @ordered
	 */
	protected static final long READ_IOS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getReadIos() <em>Read Ios</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReadIos()
	 * @generated
	 * @ordered
	 */
	protected long readIos = READ_IOS_EDEFAULT;

	/**
	 * The default value of the '{@link #getReadBytes() <em>Read Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReadBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long READ_BYTES_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getReadBytes() <em>Read Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReadBytes()
	 * @generated
	 * @ordered
	 */
	protected long readBytes = READ_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getWriteIos() <em>Write Ios</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWriteIos()
	 * @generated
	 * @ordered
	 */
	protected static final long WRITE_IOS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getWriteIos() <em>Write Ios</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWriteIos()
	 * @generated
	 * @ordered
	 */
	protected long writeIos = WRITE_IOS_EDEFAULT;

	/**
	 * The default value of the '{@link #getWriteBytes() <em>Write Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWriteBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long WRITE_BYTES_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getWriteBytes() <em>Write Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWriteBytes()
	 * @generated
	 * @ordered
	 */
	protected long writeBytes = WRITE_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getProcessReadBytes() <em>Process Read Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getProcessReadBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long PROCESS_READ_BYTES_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getProcessReadBytes() <em>Process Read Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getProcessReadBytes()
	 * @generated
	 * @ordered
	 */
	protected long processReadBytes = PROCESS_READ_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getProcessWriteBytes() <em>Process Write Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getProcessWriteBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long PROCESS_WRITE_BYTES_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getProcessWriteBytes() <em>Process Write Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getProcessWriteBytes()
	 * @generated
	 * @ordered
	 */
	protected long processWriteBytes = PROCESS_WRITE_BYTES_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected KernelCountersImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DriveBenchPackage.Literals.KERNEL_COUNTERS;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getDevices() {
		if (devices == null) {
			devices = new EDataTypeUniqueEList<String>(String.class, this, DriveBenchPackage.KERNEL_COUNTERS__DEVICES);
		}
		return devices;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getReadIos() {
		return readIos;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setReadIos(long newReadIos) {
		long oldReadIos = readIos;
		readIos = newReadIos;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.KERNEL_COUNTERS__READ_IOS, oldReadIos, readIos));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getReadBytes() {
		return readBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setReadBytes(long newReadBytes) {
		long oldReadBytes = readBytes;
		readBytes = newReadBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.KERNEL_COUNTERS__READ_BYTES, oldReadBytes, readBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getWriteIos() {
		return writeIos;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWriteIos(long newWriteIos) {
		long oldWriteIos = writeIos;
		writeIos = newWriteIos;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.KERNEL_COUNTERS__WRITE_IOS, oldWriteIos, writeIos));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getWriteBytes() {
		return writeBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWriteBytes(long newWriteBytes) {
		long oldWriteBytes = writeBytes;
		writeBytes = newWriteBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.KERNEL_COUNTERS__WRITE_BYTES, oldWriteBytes, writeBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getProcessReadBytes() {
		return processReadBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setProcessReadBytes(long newProcessReadBytes) {
		long oldProcessReadBytes = processReadBytes;
		processReadBytes = newProcessReadBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.KERNEL_COUNTERS__PROCESS_READ_BYTES, oldProcessReadBytes, processReadBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getProcessWriteBytes() {
		return processWriteBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setProcessWriteBytes(long newProcessWriteBytes) {
		long oldProcessWriteBytes = processWriteBytes;
		processWriteBytes = newProcessWriteBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.KERNEL_COUNTERS__PROCESS_WRITE_BYTES, oldProcessWriteBytes, processWriteBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case DriveBenchPackage.KERNEL_COUNTERS__DEVICES:
				return getDevices();
			case DriveBenchPackage.KERNEL_COUNTERS__READ_IOS:
				return getReadIos();
			case DriveBenchPackage.KERNEL_COUNTERS__READ_BYTES:
				return getReadBytes();
			case DriveBenchPackage.KERNEL_COUNTERS__WRITE_IOS:
				return getWriteIos();
			case DriveBenchPackage.KERNEL_COUNTERS__WRITE_BYTES:
				return getWriteBytes();
			case DriveBenchPackage.KERNEL_COUNTERS__PROCESS_READ_BYTES:
				return getProcessReadBytes();
			case DriveBenchPackage.KERNEL_COUNTERS__PROCESS_WRITE_BYTES:
				return getProcessWriteBytes();
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
			case DriveBenchPackage.KERNEL_COUNTERS__DEVICES:
				getDevices().clear();
				getDevices().addAll((Collection<? extends String>)newValue);
				return;
			case DriveBenchPackage.KERNEL_COUNTERS__READ_IOS:
				setReadIos((Long)newValue);
				return;
			case DriveBenchPackage.KERNEL_COUNTERS__READ_BYTES:
				setReadBytes((Long)newValue);
				return;
			case DriveBenchPackage.KERNEL_COUNTERS__WRITE_IOS:
				setWriteIos((Long)newValue);
				return;
			case DriveBenchPackage.KERNEL_COUNTERS__WRITE_BYTES:
				setWriteBytes((Long)newValue);
				return;
			case DriveBenchPackage.KERNEL_COUNTERS__PROCESS_READ_BYTES:
				setProcessReadBytes((Long)newValue);
				return;
			case DriveBenchPackage.KERNEL_COUNTERS__PROCESS_WRITE_BYTES:
				setProcessWriteBytes((Long)newValue);
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
			case DriveBenchPackage.KERNEL_COUNTERS__DEVICES:
				getDevices().clear();
				return;
			case DriveBenchPackage.KERNEL_COUNTERS__READ_IOS:
				setReadIos(READ_IOS_EDEFAULT);
				return;
			case DriveBenchPackage.KERNEL_COUNTERS__READ_BYTES:
				setReadBytes(READ_BYTES_EDEFAULT);
				return;
			case DriveBenchPackage.KERNEL_COUNTERS__WRITE_IOS:
				setWriteIos(WRITE_IOS_EDEFAULT);
				return;
			case DriveBenchPackage.KERNEL_COUNTERS__WRITE_BYTES:
				setWriteBytes(WRITE_BYTES_EDEFAULT);
				return;
			case DriveBenchPackage.KERNEL_COUNTERS__PROCESS_READ_BYTES:
				setProcessReadBytes(PROCESS_READ_BYTES_EDEFAULT);
				return;
			case DriveBenchPackage.KERNEL_COUNTERS__PROCESS_WRITE_BYTES:
				setProcessWriteBytes(PROCESS_WRITE_BYTES_EDEFAULT);
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
			case DriveBenchPackage.KERNEL_COUNTERS__DEVICES:
				return devices != null && !devices.isEmpty();
			case DriveBenchPackage.KERNEL_COUNTERS__READ_IOS:
				return readIos != READ_IOS_EDEFAULT;
			case DriveBenchPackage.KERNEL_COUNTERS__READ_BYTES:
				return readBytes != READ_BYTES_EDEFAULT;
			case DriveBenchPackage.KERNEL_COUNTERS__WRITE_IOS:
				return writeIos != WRITE_IOS_EDEFAULT;
			case DriveBenchPackage.KERNEL_COUNTERS__WRITE_BYTES:
				return writeBytes != WRITE_BYTES_EDEFAULT;
			case DriveBenchPackage.KERNEL_COUNTERS__PROCESS_READ_BYTES:
				return processReadBytes != PROCESS_READ_BYTES_EDEFAULT;
			case DriveBenchPackage.KERNEL_COUNTERS__PROCESS_WRITE_BYTES:
				return processWriteBytes != PROCESS_WRITE_BYTES_EDEFAULT;
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
		result.append(" (devices: ");
		result.append(devices);
		result.append(", readIos: ");
		result.append(readIos);
		result.append(", readBytes: ");
		result.append(readBytes);
		result.append(", writeIos: ");
		result.append(writeIos);
		result.append(", writeBytes: ");
		result.append(writeBytes);
		result.append(", processReadBytes: ");
		result.append(processReadBytes);
		result.append(", processWriteBytes: ");
		result.append(processWriteBytes);
		result.append(')');
		return result.toString();
	}

} //KernelCountersImpl
