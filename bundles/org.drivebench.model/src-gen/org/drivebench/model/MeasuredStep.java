/**
 */
package org.drivebench.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Measured Step</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * One engine run of a test (a step: one point of a sweep, one pass of a surface scan) as counted by DriveBench over its measured time, and what the kernel counted for the target's devices over the same time, so a reader can check that the figures are what the drive did.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.MeasuredStep#getName <em>Name</em>}</li>
 *   <li>{@link org.drivebench.model.MeasuredStep#getBackend <em>Backend</em>}</li>
 *   <li>{@link org.drivebench.model.MeasuredStep#isCompleted <em>Completed</em>}</li>
 *   <li>{@link org.drivebench.model.MeasuredStep#getElapsedNanos <em>Elapsed Nanos</em>}</li>
 *   <li>{@link org.drivebench.model.MeasuredStep#getReadIos <em>Read Ios</em>}</li>
 *   <li>{@link org.drivebench.model.MeasuredStep#getReadBytes <em>Read Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.MeasuredStep#getWriteIos <em>Write Ios</em>}</li>
 *   <li>{@link org.drivebench.model.MeasuredStep#getWriteBytes <em>Write Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.MeasuredStep#getKernel <em>Kernel</em>}</li>
 * </ul>
 *
 * @see org.drivebench.model.DriveBenchPackage#getMeasuredStep()
 * @model
 * @generated
 */
public interface MeasuredStep extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Name</em>' attribute.
	 * @see #setName(String)
	 * @see org.drivebench.model.DriveBenchPackage#getMeasuredStep_Name()
	 * @model
	 * @generated
	 */
	String getName();

	/**
	 * Sets the value of the '{@link org.drivebench.model.MeasuredStep#getName <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Name</em>' attribute.
	 * @see #getName()
	 * @generated
	 */
	void setName(String value);

	/**
	 * Returns the value of the '<em><b>Backend</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Backend</em>' attribute.
	 * @see #setBackend(String)
	 * @see org.drivebench.model.DriveBenchPackage#getMeasuredStep_Backend()
	 * @model
	 * @generated
	 */
	String getBackend();

	/**
	 * Sets the value of the '{@link org.drivebench.model.MeasuredStep#getBackend <em>Backend</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Backend</em>' attribute.
	 * @see #getBackend()
	 * @generated
	 */
	void setBackend(String value);

	/**
	 * Returns the value of the '<em><b>Completed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Completed</em>' attribute.
	 * @see #setCompleted(boolean)
	 * @see org.drivebench.model.DriveBenchPackage#getMeasuredStep_Completed()
	 * @model
	 * @generated
	 */
	boolean isCompleted();

	/**
	 * Sets the value of the '{@link org.drivebench.model.MeasuredStep#isCompleted <em>Completed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Completed</em>' attribute.
	 * @see #isCompleted()
	 * @generated
	 */
	void setCompleted(boolean value);

	/**
	 * Returns the value of the '<em><b>Elapsed Nanos</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Elapsed Nanos</em>' attribute.
	 * @see #setElapsedNanos(long)
	 * @see org.drivebench.model.DriveBenchPackage#getMeasuredStep_ElapsedNanos()
	 * @model
	 * @generated
	 */
	long getElapsedNanos();

	/**
	 * Sets the value of the '{@link org.drivebench.model.MeasuredStep#getElapsedNanos <em>Elapsed Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Elapsed Nanos</em>' attribute.
	 * @see #getElapsedNanos()
	 * @generated
	 */
	void setElapsedNanos(long value);

	/**
	 * Returns the value of the '<em><b>Read Ios</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Read Ios</em>' attribute.
	 * @see #setReadIos(long)
	 * @see org.drivebench.model.DriveBenchPackage#getMeasuredStep_ReadIos()
	 * @model
	 * @generated
	 */
	long getReadIos();

	/**
	 * Sets the value of the '{@link org.drivebench.model.MeasuredStep#getReadIos <em>Read Ios</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Read Ios</em>' attribute.
	 * @see #getReadIos()
	 * @generated
	 */
	void setReadIos(long value);

	/**
	 * Returns the value of the '<em><b>Read Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Read Bytes</em>' attribute.
	 * @see #setReadBytes(long)
	 * @see org.drivebench.model.DriveBenchPackage#getMeasuredStep_ReadBytes()
	 * @model
	 * @generated
	 */
	long getReadBytes();

	/**
	 * Sets the value of the '{@link org.drivebench.model.MeasuredStep#getReadBytes <em>Read Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Read Bytes</em>' attribute.
	 * @see #getReadBytes()
	 * @generated
	 */
	void setReadBytes(long value);

	/**
	 * Returns the value of the '<em><b>Write Ios</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Write Ios</em>' attribute.
	 * @see #setWriteIos(long)
	 * @see org.drivebench.model.DriveBenchPackage#getMeasuredStep_WriteIos()
	 * @model
	 * @generated
	 */
	long getWriteIos();

	/**
	 * Sets the value of the '{@link org.drivebench.model.MeasuredStep#getWriteIos <em>Write Ios</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Write Ios</em>' attribute.
	 * @see #getWriteIos()
	 * @generated
	 */
	void setWriteIos(long value);

	/**
	 * Returns the value of the '<em><b>Write Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Write Bytes</em>' attribute.
	 * @see #setWriteBytes(long)
	 * @see org.drivebench.model.DriveBenchPackage#getMeasuredStep_WriteBytes()
	 * @model
	 * @generated
	 */
	long getWriteBytes();

	/**
	 * Sets the value of the '{@link org.drivebench.model.MeasuredStep#getWriteBytes <em>Write Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Write Bytes</em>' attribute.
	 * @see #getWriteBytes()
	 * @generated
	 */
	void setWriteBytes(long value);

	/**
	 * Returns the value of the '<em><b>Kernel</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Absent when the kernel keeps no counters for the target (a simulated drive, a file on a file system without a block device).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Kernel</em>' containment reference.
	 * @see #setKernel(KernelCounters)
	 * @see org.drivebench.model.DriveBenchPackage#getMeasuredStep_Kernel()
	 * @model containment="true"
	 * @generated
	 */
	KernelCounters getKernel();

	/**
	 * Sets the value of the '{@link org.drivebench.model.MeasuredStep#getKernel <em>Kernel</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Kernel</em>' containment reference.
	 * @see #getKernel()
	 * @generated
	 */
	void setKernel(KernelCounters value);

} // MeasuredStep
