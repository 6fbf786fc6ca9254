/**
 */
package org.drivebench.model.impl;

import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.TestBench;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Test Bench</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.impl.TestBenchImpl#getHost <em>Host</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestBenchImpl#getOs <em>Os</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestBenchImpl#getKernel <em>Kernel</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestBenchImpl#getCpu <em>Cpu</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestBenchImpl#getCpuCount <em>Cpu Count</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestBenchImpl#getMemoryBytes <em>Memory Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestBenchImpl#getController <em>Controller</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestBenchImpl#getJavaRuntime <em>Java Runtime</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestBenchImpl#getIoBuffers <em>Io Buffers</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestBenchImpl#getRig <em>Rig</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestBenchImpl#getRigAddress <em>Rig Address</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestBenchImpl#getRemoteEngine <em>Remote Engine</em>}</li>
 * </ul>
 *
 * @generated
 */
public class TestBenchImpl extends MinimalEObjectImpl.Container implements TestBench {
	/**
	 * The default value of the '{@link #getHost() <em>Host</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHost()
	 * @generated
	 * @ordered
	 */
	protected static final String HOST_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getHost() <em>Host</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHost()
	 * @generated
	 * @ordered
	 */
	protected String host = HOST_EDEFAULT;

	/**
	 * The default value of the '{@link #getOs() <em>Os</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOs()
	 * @generated
	 * @ordered
	 */
	protected static final String OS_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getOs() <em>Os</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOs()
	 * @generated
	 * @ordered
	 */
	protected String os = OS_EDEFAULT;

	/**
	 * The default value of the '{@link #getKernel() <em>Kernel</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKernel()
	 * @generated
	 * @ordered
	 */
	protected static final String KERNEL_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getKernel() <em>Kernel</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKernel()
	 * @generated
	 * @ordered
	 */
	protected String kernel = KERNEL_EDEFAULT;

	/**
	 * The default value of the '{@link #getCpu() <em>Cpu</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCpu()
	 * @generated
	 * @ordered
	 */
	protected static final String CPU_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getCpu() <em>Cpu</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCpu()
	 * @generated
	 * @ordered
	 */
	protected String cpu = CPU_EDEFAULT;

	/**
	 * The default value of the '{@link #getCpuCount() <em>Cpu Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCpuCount()
	 * @generated
	 * @ordered
	 */
	protected static final int CPU_COUNT_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getCpuCount() <em>Cpu Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCpuCount()
	 * @generated
	 * @ordered
	 */
	protected int cpuCount = CPU_COUNT_EDEFAULT;

	/**
	 * The default value of the '{@link #getMemoryBytes() <em>Memory Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMemoryBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long MEMORY_BYTES_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getMemoryBytes() <em>Memory Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMemoryBytes()
	 * @generated
	 * @ordered
	 */
	protected long memoryBytes = MEMORY_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getController() <em>Controller</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getController()
	 * @generated
	 * @ordered
	 */
	protected static final String CONTROLLER_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getController() <em>Controller</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getController()
	 * @generated
	 * @ordered
	 */
	protected String controller = CONTROLLER_EDEFAULT;

	/**
	 * The default value of the '{@link #getJavaRuntime() <em>Java Runtime</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getJavaRuntime()
	 * @generated
	 * @ordered
	 */
	protected static final String JAVA_RUNTIME_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getJavaRuntime() <em>Java Runtime</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getJavaRuntime()
	 * @generated
	 * @ordered
	 */
	protected String javaRuntime = JAVA_RUNTIME_EDEFAULT;

	/**
	 * The default value of the '{@link #getIoBuffers() <em>Io Buffers</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIoBuffers()
	 * @generated
	 * @ordered
	 */
	protected static final String IO_BUFFERS_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getIoBuffers() <em>Io Buffers</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIoBuffers()
	 * @generated
	 * @ordered
	 */
	protected String ioBuffers = IO_BUFFERS_EDEFAULT;

	/**
	 * The default value of the '{@link #getRig() <em>Rig</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRig()
	 * @generated
	 * @ordered
	 */
	protected static final String RIG_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getRig() <em>Rig</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRig()
	 * @generated
	 * @ordered
	 */
	protected String rig = RIG_EDEFAULT;

	/**
	 * The default value of the '{@link #getRigAddress() <em>Rig Address</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRigAddress()
	 * @generated
	 * @ordered
	 */
	protected static final String RIG_ADDRESS_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getRigAddress() <em>Rig Address</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRigAddress()
	 * @generated
	 * @ordered
	 */
	protected String rigAddress = RIG_ADDRESS_EDEFAULT;

	/**
	 * The default value of the '{@link #getRemoteEngine() <em>Remote Engine</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRemoteEngine()
	 * @generated
	 * @ordered
	 */
	protected static final String REMOTE_ENGINE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getRemoteEngine() <em>Remote Engine</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRemoteEngine()
	 * @generated
	 * @ordered
	 */
	protected String remoteEngine = REMOTE_ENGINE_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected TestBenchImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DriveBenchPackage.Literals.TEST_BENCH;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getHost() {
		return host;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHost(String newHost) {
		String oldHost = host;
		host = newHost;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TEST_BENCH__HOST, oldHost, host));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getOs() {
		return os;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setOs(String newOs) {
		String oldOs = os;
		os = newOs;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TEST_BENCH__OS, oldOs, os));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getKernel() {
		return kernel;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setKernel(String newKernel) {
		String oldKernel = kernel;
		kernel = newKernel;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TEST_BENCH__KERNEL, oldKernel, kernel));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getCpu() {
		return cpu;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCpu(String newCpu) {
		String oldCpu = cpu;
		cpu = newCpu;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TEST_BENCH__CPU, oldCpu, cpu));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getCpuCount() {
		return cpuCount;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCpuCount(int newCpuCount) {
		int oldCpuCount = cpuCount;
		cpuCount = newCpuCount;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TEST_BENCH__CPU_COUNT, oldCpuCount, cpuCount));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getMemoryBytes() {
		return memoryBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMemoryBytes(long newMemoryBytes) {
		long oldMemoryBytes = memoryBytes;
		memoryBytes = newMemoryBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TEST_BENCH__MEMORY_BYTES, oldMemoryBytes, memoryBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getController() {
		return controller;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setController(String newController) {
		String oldController = controller;
		controller = newController;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TEST_BENCH__CONTROLLER, oldController, controller));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getJavaRuntime() {
		return javaRuntime;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setJavaRuntime(String newJavaRuntime) {
		String oldJavaRuntime = javaRuntime;
		javaRuntime = newJavaRuntime;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TEST_BENCH__JAVA_RUNTIME, oldJavaRuntime, javaRuntime));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getIoBuffers() {
		return ioBuffers;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setIoBuffers(String newIoBuffers) {
		String oldIoBuffers = ioBuffers;
		ioBuffers = newIoBuffers;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TEST_BENCH__IO_BUFFERS, oldIoBuffers, ioBuffers));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getRig() {
		return rig;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRig(String newRig) {
		String oldRig = rig;
		rig = newRig;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TEST_BENCH__RIG, oldRig, rig));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getRigAddress() {
		return rigAddress;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRigAddress(String newRigAddress) {
		String oldRigAddress = rigAddress;
		rigAddress = newRigAddress;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TEST_BENCH__RIG_ADDRESS, oldRigAddress, rigAddress));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getRemoteEngine() {
		return remoteEngine;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRemoteEngine(String newRemoteEngine) {
		String oldRemoteEngine = remoteEngine;
		remoteEngine = newRemoteEngine;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TEST_BENCH__REMOTE_ENGINE, oldRemoteEngine, remoteEngine));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case DriveBenchPackage.TEST_BENCH__HOST:
				return getHost();
			case DriveBenchPackage.TEST_BENCH__OS:
				return getOs();
			case DriveBenchPackage.TEST_BENCH__KERNEL:
				return getKernel();
			case DriveBenchPackage.TEST_BENCH__CPU:
				return getCpu();
			case DriveBenchPackage.TEST_BENCH__CPU_COUNT:
				return getCpuCount();
			case DriveBenchPackage.TEST_BENCH__MEMORY_BYTES:
				return getMemoryBytes();
			case DriveBenchPackage.TEST_BENCH__CONTROLLER:
				return getController();
			case DriveBenchPackage.TEST_BENCH__JAVA_RUNTIME:
				return getJavaRuntime();
			case DriveBenchPackage.TEST_BENCH__IO_BUFFERS:
				return getIoBuffers();
			case DriveBenchPackage.TEST_BENCH__RIG:
				return getRig();
			case DriveBenchPackage.TEST_BENCH__RIG_ADDRESS:
				return getRigAddress();
			case DriveBenchPackage.TEST_BENCH__REMOTE_ENGINE:
				return getRemoteEngine();
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
			case DriveBenchPackage.TEST_BENCH__HOST:
				setHost((String)newValue);
				return;
			case DriveBenchPackage.TEST_BENCH__OS:
				setOs((String)newValue);
				return;
			case DriveBenchPackage.TEST_BENCH__KERNEL:
				setKernel((String)newValue);
				return;
			case DriveBenchPackage.TEST_BENCH__CPU:
				setCpu((String)newValue);
				return;
			case DriveBenchPackage.TEST_BENCH__CPU_COUNT:
				setCpuCount((Integer)newValue);
				return;
			case DriveBenchPackage.TEST_BENCH__MEMORY_BYTES:
				setMemoryBytes((Long)newValue);
				return;
			case DriveBenchPackage.TEST_BENCH__CONTROLLER:
				setController((String)newValue);
				return;
			case DriveBenchPackage.TEST_BENCH__JAVA_RUNTIME:
				setJavaRuntime((String)newValue);
				return;
			case DriveBenchPackage.TEST_BENCH__IO_BUFFERS:
				setIoBuffers((String)newValue);
				return;
			case DriveBenchPackage.TEST_BENCH__RIG:
				setRig((String)newValue);
				return;
			case DriveBenchPackage.TEST_BENCH__RIG_ADDRESS:
				setRigAddress((String)newValue);
				return;
			case DriveBenchPackage.TEST_BENCH__REMOTE_ENGINE:
				setRemoteEngine((String)newValue);
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
			case DriveBenchPackage.TEST_BENCH__HOST:
				setHost(HOST_EDEFAULT);
				return;
			case DriveBenchPackage.TEST_BENCH__OS:
				setOs(OS_EDEFAULT);
				return;
			case DriveBenchPackage.TEST_BENCH__KERNEL:
				setKernel(KERNEL_EDEFAULT);
				return;
			case DriveBenchPackage.TEST_BENCH__CPU:
				setCpu(CPU_EDEFAULT);
				return;
			case DriveBenchPackage.TEST_BENCH__CPU_COUNT:
				setCpuCount(CPU_COUNT_EDEFAULT);
				return;
			case DriveBenchPackage.TEST_BENCH__MEMORY_BYTES:
				setMemoryBytes(MEMORY_BYTES_EDEFAULT);
				return;
			case DriveBenchPackage.TEST_BENCH__CONTROLLER:
				setController(CONTROLLER_EDEFAULT);
				return;
			case DriveBenchPackage.TEST_BENCH__JAVA_RUNTIME:
				setJavaRuntime(JAVA_RUNTIME_EDEFAULT);
				return;
			case DriveBenchPackage.TEST_BENCH__IO_BUFFERS:
				setIoBuffers(IO_BUFFERS_EDEFAULT);
				return;
			case DriveBenchPackage.TEST_BENCH__RIG:
				setRig(RIG_EDEFAULT);
				return;
			case DriveBenchPackage.TEST_BENCH__RIG_ADDRESS:
				setRigAddress(RIG_ADDRESS_EDEFAULT);
				return;
			case DriveBenchPackage.TEST_BENCH__REMOTE_ENGINE:
				setRemoteEngine(REMOTE_ENGINE_EDEFAULT);
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
			case DriveBenchPackage.TEST_BENCH__HOST:
				return HOST_EDEFAULT == null ? host != null : !HOST_EDEFAULT.equals(host);
			case DriveBenchPackage.TEST_BENCH__OS:
				return OS_EDEFAULT == null ? os != null : !OS_EDEFAULT.equals(os);
			case DriveBenchPackage.TEST_BENCH__KERNEL:
				return KERNEL_EDEFAULT == null ? kernel != null : !KERNEL_EDEFAULT.equals(kernel);
			case DriveBenchPackage.TEST_BENCH__CPU:
				return CPU_EDEFAULT == null ? cpu != null : !CPU_EDEFAULT.equals(cpu);
			case DriveBenchPackage.TEST_BENCH__CPU_COUNT:
				return cpuCount != CPU_COUNT_EDEFAULT;
			case DriveBenchPackage.TEST_BENCH__MEMORY_BYTES:
				return memoryBytes != MEMORY_BYTES_EDEFAULT;
			case DriveBenchPackage.TEST_BENCH__CONTROLLER:
				return CONTROLLER_EDEFAULT == null ? controller != null : !CONTROLLER_EDEFAULT.equals(controller);
			case DriveBenchPackage.TEST_BENCH__JAVA_RUNTIME:
				return JAVA_RUNTIME_EDEFAULT == null ? javaRuntime != null : !JAVA_RUNTIME_EDEFAULT.equals(javaRuntime);
			case DriveBenchPackage.TEST_BENCH__IO_BUFFERS:
				return IO_BUFFERS_EDEFAULT == null ? ioBuffers != null : !IO_BUFFERS_EDEFAULT.equals(ioBuffers);
			case DriveBenchPackage.TEST_BENCH__RIG:
				return RIG_EDEFAULT == null ? rig != null : !RIG_EDEFAULT.equals(rig);
			case DriveBenchPackage.TEST_BENCH__RIG_ADDRESS:
				return RIG_ADDRESS_EDEFAULT == null ? rigAddress != null : !RIG_ADDRESS_EDEFAULT.equals(rigAddress);
			case DriveBenchPackage.TEST_BENCH__REMOTE_ENGINE:
				return REMOTE_ENGINE_EDEFAULT == null ? remoteEngine != null : !REMOTE_ENGINE_EDEFAULT.equals(remoteEngine);
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
		result.append(" (host: ");
		result.append(host);
		result.append(", os: ");
		result.append(os);
		result.append(", kernel: ");
		result.append(kernel);
		result.append(", cpu: ");
		result.append(cpu);
		result.append(", cpuCount: ");
		result.append(cpuCount);
		result.append(", memoryBytes: ");
		result.append(memoryBytes);
		result.append(", controller: ");
		result.append(controller);
		result.append(", javaRuntime: ");
		result.append(javaRuntime);
		result.append(", ioBuffers: ");
		result.append(ioBuffers);
		result.append(", rig: ");
		result.append(rig);
		result.append(", rigAddress: ");
		result.append(rigAddress);
		result.append(", remoteEngine: ");
		result.append(remoteEngine);
		result.append(')');
		return result.toString();
	}

} //TestBenchImpl
