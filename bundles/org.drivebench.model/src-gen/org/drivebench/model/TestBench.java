/**
 */
package org.drivebench.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Test Bench</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The machine a run was measured on.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.TestBench#getHost <em>Host</em>}</li>
 *   <li>{@link org.drivebench.model.TestBench#getOs <em>Os</em>}</li>
 *   <li>{@link org.drivebench.model.TestBench#getKernel <em>Kernel</em>}</li>
 *   <li>{@link org.drivebench.model.TestBench#getCpu <em>Cpu</em>}</li>
 *   <li>{@link org.drivebench.model.TestBench#getCpuCount <em>Cpu Count</em>}</li>
 *   <li>{@link org.drivebench.model.TestBench#getMemoryBytes <em>Memory Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.TestBench#getController <em>Controller</em>}</li>
 *   <li>{@link org.drivebench.model.TestBench#getJavaRuntime <em>Java Runtime</em>}</li>
 *   <li>{@link org.drivebench.model.TestBench#getIoBuffers <em>Io Buffers</em>}</li>
 *   <li>{@link org.drivebench.model.TestBench#getRig <em>Rig</em>}</li>
 *   <li>{@link org.drivebench.model.TestBench#getRigAddress <em>Rig Address</em>}</li>
 *   <li>{@link org.drivebench.model.TestBench#getRemoteEngine <em>Remote Engine</em>}</li>
 * </ul>
 *
 * @see org.drivebench.model.DriveBenchPackage#getTestBench()
 * @model
 * @generated
 */
public interface TestBench extends EObject {
	/**
	 * Returns the value of the '<em><b>Host</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Host</em>' attribute.
	 * @see #setHost(String)
	 * @see org.drivebench.model.DriveBenchPackage#getTestBench_Host()
	 * @model
	 * @generated
	 */
	String getHost();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TestBench#getHost <em>Host</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Host</em>' attribute.
	 * @see #getHost()
	 * @generated
	 */
	void setHost(String value);

	/**
	 * Returns the value of the '<em><b>Os</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Os</em>' attribute.
	 * @see #setOs(String)
	 * @see org.drivebench.model.DriveBenchPackage#getTestBench_Os()
	 * @model
	 * @generated
	 */
	String getOs();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TestBench#getOs <em>Os</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Os</em>' attribute.
	 * @see #getOs()
	 * @generated
	 */
	void setOs(String value);

	/**
	 * Returns the value of the '<em><b>Kernel</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Kernel</em>' attribute.
	 * @see #setKernel(String)
	 * @see org.drivebench.model.DriveBenchPackage#getTestBench_Kernel()
	 * @model
	 * @generated
	 */
	String getKernel();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TestBench#getKernel <em>Kernel</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Kernel</em>' attribute.
	 * @see #getKernel()
	 * @generated
	 */
	void setKernel(String value);

	/**
	 * Returns the value of the '<em><b>Cpu</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Cpu</em>' attribute.
	 * @see #setCpu(String)
	 * @see org.drivebench.model.DriveBenchPackage#getTestBench_Cpu()
	 * @model
	 * @generated
	 */
	String getCpu();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TestBench#getCpu <em>Cpu</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cpu</em>' attribute.
	 * @see #getCpu()
	 * @generated
	 */
	void setCpu(String value);

	/**
	 * Returns the value of the '<em><b>Cpu Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Cpu Count</em>' attribute.
	 * @see #setCpuCount(int)
	 * @see org.drivebench.model.DriveBenchPackage#getTestBench_CpuCount()
	 * @model
	 * @generated
	 */
	int getCpuCount();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TestBench#getCpuCount <em>Cpu Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cpu Count</em>' attribute.
	 * @see #getCpuCount()
	 * @generated
	 */
	void setCpuCount(int value);

	/**
	 * Returns the value of the '<em><b>Memory Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Memory Bytes</em>' attribute.
	 * @see #setMemoryBytes(long)
	 * @see org.drivebench.model.DriveBenchPackage#getTestBench_MemoryBytes()
	 * @model
	 * @generated
	 */
	long getMemoryBytes();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TestBench#getMemoryBytes <em>Memory Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Memory Bytes</em>' attribute.
	 * @see #getMemoryBytes()
	 * @generated
	 */
	void setMemoryBytes(long value);

	/**
	 * Returns the value of the '<em><b>Controller</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Controller</em>' attribute.
	 * @see #setController(String)
	 * @see org.drivebench.model.DriveBenchPackage#getTestBench_Controller()
	 * @model
	 * @generated
	 */
	String getController();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TestBench#getController <em>Controller</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Controller</em>' attribute.
	 * @see #getController()
	 * @generated
	 */
	void setController(String value);

	/**
	 * Returns the value of the '<em><b>Java Runtime</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Java Runtime</em>' attribute.
	 * @see #setJavaRuntime(String)
	 * @see org.drivebench.model.DriveBenchPackage#getTestBench_JavaRuntime()
	 * @model
	 * @generated
	 */
	String getJavaRuntime();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TestBench#getJavaRuntime <em>Java Runtime</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Java Runtime</em>' attribute.
	 * @see #getJavaRuntime()
	 * @generated
	 */
	void setJavaRuntime(String value);

	/**
	 * Returns the value of the '<em><b>Io Buffers</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * What the engine's I/O buffers larger than 4 KiB lay on, e.g. "2 MiB transparent huge pages": on 4 KiB pages a large buffer is many scattered segments, and a device with a segment limit gets each large I/O split into several requests. Empty for runs recorded before it was kept, and for rig runs (fio's own buffers).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Io Buffers</em>' attribute.
	 * @see #setIoBuffers(String)
	 * @see org.drivebench.model.DriveBenchPackage#getTestBench_IoBuffers()
	 * @model
	 * @generated
	 */
	String getIoBuffers();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TestBench#getIoBuffers <em>Io Buffers</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Io Buffers</em>' attribute.
	 * @see #getIoBuffers()
	 * @generated
	 */
	void setIoBuffers(String value);

	/**
	 * Returns the value of the '<em><b>Rig</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The rig's name in the user's settings when the run was measured on a rig through fio's client/server mode; empty for a run measured by DriveBench's own engine on this machine.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rig</em>' attribute.
	 * @see #setRig(String)
	 * @see org.drivebench.model.DriveBenchPackage#getTestBench_Rig()
	 * @model
	 * @generated
	 */
	String getRig();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TestBench#getRig <em>Rig</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rig</em>' attribute.
	 * @see #getRig()
	 * @generated
	 */
	void setRig(String value);

	/**
	 * Returns the value of the '<em><b>Rig Address</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Where the rig was reached (host:port); empty for a local run.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rig Address</em>' attribute.
	 * @see #setRigAddress(String)
	 * @see org.drivebench.model.DriveBenchPackage#getTestBench_RigAddress()
	 * @model
	 * @generated
	 */
	String getRigAddress();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TestBench#getRigAddress <em>Rig Address</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rig Address</em>' attribute.
	 * @see #getRigAddress()
	 * @generated
	 */
	void setRigAddress(String value);

	/**
	 * Returns the value of the '<em><b>Remote Engine</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The engine that did the I/O on the rig and its version as the rig reported it, e.g. "fio-3.33"; empty for a local run.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Remote Engine</em>' attribute.
	 * @see #setRemoteEngine(String)
	 * @see org.drivebench.model.DriveBenchPackage#getTestBench_RemoteEngine()
	 * @model
	 * @generated
	 */
	String getRemoteEngine();

	/**
	 * Sets the value of the '{@link org.drivebench.model.TestBench#getRemoteEngine <em>Remote Engine</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Remote Engine</em>' attribute.
	 * @see #getRemoteEngine()
	 * @generated
	 */
	void setRemoteEngine(String value);

} // TestBench
