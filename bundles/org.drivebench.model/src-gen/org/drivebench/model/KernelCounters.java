/**
 */
package org.drivebench.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Kernel Counters</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * What /proc/diskstats counted for some block devices between two moments: requests completed plus requests merged into them (each was an I/O of its own), and bytes (sectors x 512).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.KernelCounters#getDevices <em>Devices</em>}</li>
 *   <li>{@link org.drivebench.model.KernelCounters#getReadIos <em>Read Ios</em>}</li>
 *   <li>{@link org.drivebench.model.KernelCounters#getReadBytes <em>Read Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.KernelCounters#getWriteIos <em>Write Ios</em>}</li>
 *   <li>{@link org.drivebench.model.KernelCounters#getWriteBytes <em>Write Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.KernelCounters#getProcessReadBytes <em>Process Read Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.KernelCounters#getProcessWriteBytes <em>Process Write Bytes</em>}</li>
 * </ul>
 *
 * @see org.drivebench.model.DriveBenchPackage#getKernelCounters()
 * @model
 * @generated
 */
public interface KernelCounters extends EObject {
	/**
	 * Returns the value of the '<em><b>Devices</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Devices</em>' attribute list.
	 * @see org.drivebench.model.DriveBenchPackage#getKernelCounters_Devices()
	 * @model
	 * @generated
	 */
	EList<String> getDevices();

	/**
	 * Returns the value of the '<em><b>Read Ios</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Read Ios</em>' attribute.
	 * @see #setReadIos(long)
	 * @see org.drivebench.model.DriveBenchPackage#getKernelCounters_ReadIos()
	 * @model
	 * @generated
	 */
	long getReadIos();

	/**
	 * Sets the value of the '{@link org.drivebench.model.KernelCounters#getReadIos <em>Read Ios</em>}' attribute.
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
	 * @see org.drivebench.model.DriveBenchPackage#getKernelCounters_ReadBytes()
	 * @model
	 * @generated
	 */
	long getReadBytes();

	/**
	 * Sets the value of the '{@link org.drivebench.model.KernelCounters#getReadBytes <em>Read Bytes</em>}' attribute.
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
	 * @see org.drivebench.model.DriveBenchPackage#getKernelCounters_WriteIos()
	 * @model
	 * @generated
	 */
	long getWriteIos();

	/**
	 * Sets the value of the '{@link org.drivebench.model.KernelCounters#getWriteIos <em>Write Ios</em>}' attribute.
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
	 * @see org.drivebench.model.DriveBenchPackage#getKernelCounters_WriteBytes()
	 * @model
	 * @generated
	 */
	long getWriteBytes();

	/**
	 * Sets the value of the '{@link org.drivebench.model.KernelCounters#getWriteBytes <em>Write Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Write Bytes</em>' attribute.
	 * @see #getWriteBytes()
	 * @generated
	 */
	void setWriteBytes(long value);

	/**
	 * Returns the value of the '<em><b>Process Read Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bytes DriveBench's own process read from block devices over the same time (its /proc/self/io read_bytes): on a device others use too, the part that was the run's.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Process Read Bytes</em>' attribute.
	 * @see #setProcessReadBytes(long)
	 * @see org.drivebench.model.DriveBenchPackage#getKernelCounters_ProcessReadBytes()
	 * @model
	 * @generated
	 */
	long getProcessReadBytes();

	/**
	 * Sets the value of the '{@link org.drivebench.model.KernelCounters#getProcessReadBytes <em>Process Read Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Process Read Bytes</em>' attribute.
	 * @see #getProcessReadBytes()
	 * @generated
	 */
	void setProcessReadBytes(long value);

	/**
	 * Returns the value of the '<em><b>Process Write Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bytes the process wrote to block devices over the same time (write_bytes).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Process Write Bytes</em>' attribute.
	 * @see #setProcessWriteBytes(long)
	 * @see org.drivebench.model.DriveBenchPackage#getKernelCounters_ProcessWriteBytes()
	 * @model
	 * @generated
	 */
	long getProcessWriteBytes();

	/**
	 * Sets the value of the '{@link org.drivebench.model.KernelCounters#getProcessWriteBytes <em>Process Write Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Process Write Bytes</em>' attribute.
	 * @see #getProcessWriteBytes()
	 * @generated
	 */
	void setProcessWriteBytes(long value);

} // KernelCounters
