/**
 */
package org.drivebench.model.impl;

import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.KernelCounters;
import org.drivebench.model.MeasuredStep;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Measured Step</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.impl.MeasuredStepImpl#getName <em>Name</em>}</li>
 *   <li>{@link org.drivebench.model.impl.MeasuredStepImpl#getBackend <em>Backend</em>}</li>
 *   <li>{@link org.drivebench.model.impl.MeasuredStepImpl#isCompleted <em>Completed</em>}</li>
 *   <li>{@link org.drivebench.model.impl.MeasuredStepImpl#getElapsedNanos <em>Elapsed Nanos</em>}</li>
 *   <li>{@link org.drivebench.model.impl.MeasuredStepImpl#getReadIos <em>Read Ios</em>}</li>
 *   <li>{@link org.drivebench.model.impl.MeasuredStepImpl#getReadBytes <em>Read Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.impl.MeasuredStepImpl#getWriteIos <em>Write Ios</em>}</li>
 *   <li>{@link org.drivebench.model.impl.MeasuredStepImpl#getWriteBytes <em>Write Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.impl.MeasuredStepImpl#getKernel <em>Kernel</em>}</li>
 * </ul>
 *
 * @generated
 */
public class MeasuredStepImpl extends MinimalEObjectImpl.Container implements MeasuredStep {
	/**
	 * The default value of the '{@link #getName() <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getName()
	 * @generated
	 * @ordered
	 */
	protected static final String NAME_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getName() <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getName()
	 * @generated
	 * @ordered
	 */
	protected String name = NAME_EDEFAULT;

	/**
	 * The default value of the '{@link #getBackend() <em>Backend</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBackend()
	 * @generated
	 * @ordered
	 */
	protected static final String BACKEND_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getBackend() <em>Backend</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBackend()
	 * @generated
	 * @ordered
	 */
	protected String backend = BACKEND_EDEFAULT;

	/**
	 * The default value of the '{@link #isCompleted() <em>Completed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isCompleted()
	 * @generated
	 * @ordered
	 */
	protected static final boolean COMPLETED_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isCompleted() <em>Completed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isCompleted()
	 * @generated
	 * @ordered
	 */
	protected boolean completed = COMPLETED_EDEFAULT;

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
	 * The cached value of the '{@link #getKernel() <em>Kernel</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKernel()
	 * @generated
	 * @ordered
	 */
	protected KernelCounters kernel;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected MeasuredStepImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DriveBenchPackage.Literals.MEASURED_STEP;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getName() {
		return name;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setName(String newName) {
		String oldName = name;
		name = newName;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.MEASURED_STEP__NAME, oldName, name));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getBackend() {
		return backend;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBackend(String newBackend) {
		String oldBackend = backend;
		backend = newBackend;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.MEASURED_STEP__BACKEND, oldBackend, backend));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isCompleted() {
		return completed;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCompleted(boolean newCompleted) {
		boolean oldCompleted = completed;
		completed = newCompleted;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.MEASURED_STEP__COMPLETED, oldCompleted, completed));
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
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.MEASURED_STEP__ELAPSED_NANOS, oldElapsedNanos, elapsedNanos));
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
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.MEASURED_STEP__READ_IOS, oldReadIos, readIos));
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
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.MEASURED_STEP__READ_BYTES, oldReadBytes, readBytes));
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
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.MEASURED_STEP__WRITE_IOS, oldWriteIos, writeIos));
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
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.MEASURED_STEP__WRITE_BYTES, oldWriteBytes, writeBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public KernelCounters getKernel() {
		return kernel;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetKernel(KernelCounters newKernel, NotificationChain msgs) {
		KernelCounters oldKernel = kernel;
		kernel = newKernel;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, DriveBenchPackage.MEASURED_STEP__KERNEL, oldKernel, newKernel);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setKernel(KernelCounters newKernel) {
		if (newKernel != kernel) {
			NotificationChain msgs = null;
			if (kernel != null)
				msgs = ((InternalEObject)kernel).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - DriveBenchPackage.MEASURED_STEP__KERNEL, null, msgs);
			if (newKernel != null)
				msgs = ((InternalEObject)newKernel).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - DriveBenchPackage.MEASURED_STEP__KERNEL, null, msgs);
			msgs = basicSetKernel(newKernel, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.MEASURED_STEP__KERNEL, newKernel, newKernel));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case DriveBenchPackage.MEASURED_STEP__KERNEL:
				return basicSetKernel(null, msgs);
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
			case DriveBenchPackage.MEASURED_STEP__NAME:
				return getName();
			case DriveBenchPackage.MEASURED_STEP__BACKEND:
				return getBackend();
			case DriveBenchPackage.MEASURED_STEP__COMPLETED:
				return isCompleted();
			case DriveBenchPackage.MEASURED_STEP__ELAPSED_NANOS:
				return getElapsedNanos();
			case DriveBenchPackage.MEASURED_STEP__READ_IOS:
				return getReadIos();
			case DriveBenchPackage.MEASURED_STEP__READ_BYTES:
				return getReadBytes();
			case DriveBenchPackage.MEASURED_STEP__WRITE_IOS:
				return getWriteIos();
			case DriveBenchPackage.MEASURED_STEP__WRITE_BYTES:
				return getWriteBytes();
			case DriveBenchPackage.MEASURED_STEP__KERNEL:
				return getKernel();
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
			case DriveBenchPackage.MEASURED_STEP__NAME:
				setName((String)newValue);
				return;
			case DriveBenchPackage.MEASURED_STEP__BACKEND:
				setBackend((String)newValue);
				return;
			case DriveBenchPackage.MEASURED_STEP__COMPLETED:
				setCompleted((Boolean)newValue);
				return;
			case DriveBenchPackage.MEASURED_STEP__ELAPSED_NANOS:
				setElapsedNanos((Long)newValue);
				return;
			case DriveBenchPackage.MEASURED_STEP__READ_IOS:
				setReadIos((Long)newValue);
				return;
			case DriveBenchPackage.MEASURED_STEP__READ_BYTES:
				setReadBytes((Long)newValue);
				return;
			case DriveBenchPackage.MEASURED_STEP__WRITE_IOS:
				setWriteIos((Long)newValue);
				return;
			case DriveBenchPackage.MEASURED_STEP__WRITE_BYTES:
				setWriteBytes((Long)newValue);
				return;
			case DriveBenchPackage.MEASURED_STEP__KERNEL:
				setKernel((KernelCounters)newValue);
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
			case DriveBenchPackage.MEASURED_STEP__NAME:
				setName(NAME_EDEFAULT);
				return;
			case DriveBenchPackage.MEASURED_STEP__BACKEND:
				setBackend(BACKEND_EDEFAULT);
				return;
			case DriveBenchPackage.MEASURED_STEP__COMPLETED:
				setCompleted(COMPLETED_EDEFAULT);
				return;
			case DriveBenchPackage.MEASURED_STEP__ELAPSED_NANOS:
				setElapsedNanos(ELAPSED_NANOS_EDEFAULT);
				return;
			case DriveBenchPackage.MEASURED_STEP__READ_IOS:
				setReadIos(READ_IOS_EDEFAULT);
				return;
			case DriveBenchPackage.MEASURED_STEP__READ_BYTES:
				setReadBytes(READ_BYTES_EDEFAULT);
				return;
			case DriveBenchPackage.MEASURED_STEP__WRITE_IOS:
				setWriteIos(WRITE_IOS_EDEFAULT);
				return;
			case DriveBenchPackage.MEASURED_STEP__WRITE_BYTES:
				setWriteBytes(WRITE_BYTES_EDEFAULT);
				return;
			case DriveBenchPackage.MEASURED_STEP__KERNEL:
				setKernel((KernelCounters)null);
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
			case DriveBenchPackage.MEASURED_STEP__NAME:
				return NAME_EDEFAULT == null ? name != null : !NAME_EDEFAULT.equals(name);
			case DriveBenchPackage.MEASURED_STEP__BACKEND:
				return BACKEND_EDEFAULT == null ? backend != null : !BACKEND_EDEFAULT.equals(backend);
			case DriveBenchPackage.MEASURED_STEP__COMPLETED:
				return completed != COMPLETED_EDEFAULT;
			case DriveBenchPackage.MEASURED_STEP__ELAPSED_NANOS:
				return elapsedNanos != ELAPSED_NANOS_EDEFAULT;
			case DriveBenchPackage.MEASURED_STEP__READ_IOS:
				return readIos != READ_IOS_EDEFAULT;
			case DriveBenchPackage.MEASURED_STEP__READ_BYTES:
				return readBytes != READ_BYTES_EDEFAULT;
			case DriveBenchPackage.MEASURED_STEP__WRITE_IOS:
				return writeIos != WRITE_IOS_EDEFAULT;
			case DriveBenchPackage.MEASURED_STEP__WRITE_BYTES:
				return writeBytes != WRITE_BYTES_EDEFAULT;
			case DriveBenchPackage.MEASURED_STEP__KERNEL:
				return kernel != null;
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
		result.append(" (name: ");
		result.append(name);
		result.append(", backend: ");
		result.append(backend);
		result.append(", completed: ");
		result.append(completed);
		result.append(", elapsedNanos: ");
		result.append(elapsedNanos);
		result.append(", readIos: ");
		result.append(readIos);
		result.append(", readBytes: ");
		result.append(readBytes);
		result.append(", writeIos: ");
		result.append(writeIos);
		result.append(", writeBytes: ");
		result.append(writeBytes);
		result.append(')');
		return result.toString();
	}

} //MeasuredStepImpl
