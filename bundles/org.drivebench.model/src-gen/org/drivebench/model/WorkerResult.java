/**
 */
package org.drivebench.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Worker Result</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * What one worker (one stream, one thread) did: its region and its totals.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.WorkerResult#getIndex <em>Index</em>}</li>
 *   <li>{@link org.drivebench.model.WorkerResult#getRegionOffset <em>Region Offset</em>}</li>
 *   <li>{@link org.drivebench.model.WorkerResult#getRegionLength <em>Region Length</em>}</li>
 *   <li>{@link org.drivebench.model.WorkerResult#getIos <em>Ios</em>}</li>
 *   <li>{@link org.drivebench.model.WorkerResult#getBytes <em>Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.WorkerResult#getElapsedNanos <em>Elapsed Nanos</em>}</li>
 *   <li>{@link org.drivebench.model.WorkerResult#getIops <em>Iops</em>}</li>
 *   <li>{@link org.drivebench.model.WorkerResult#getMegabytesPerSecond <em>Megabytes Per Second</em>}</li>
 *   <li>{@link org.drivebench.model.WorkerResult#getMeanLatencyNanos <em>Mean Latency Nanos</em>}</li>
 *   <li>{@link org.drivebench.model.WorkerResult#getMaxLatencyNanos <em>Max Latency Nanos</em>}</li>
 * </ul>
 *
 * @see org.drivebench.model.DriveBenchPackage#getWorkerResult()
 * @model
 * @generated
 */
public interface WorkerResult extends EObject {
	/**
	 * Returns the value of the '<em><b>Index</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Index</em>' attribute.
	 * @see #setIndex(int)
	 * @see org.drivebench.model.DriveBenchPackage#getWorkerResult_Index()
	 * @model
	 * @generated
	 */
	int getIndex();

	/**
	 * Sets the value of the '{@link org.drivebench.model.WorkerResult#getIndex <em>Index</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Index</em>' attribute.
	 * @see #getIndex()
	 * @generated
	 */
	void setIndex(int value);

	/**
	 * Returns the value of the '<em><b>Region Offset</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Region Offset</em>' attribute.
	 * @see #setRegionOffset(long)
	 * @see org.drivebench.model.DriveBenchPackage#getWorkerResult_RegionOffset()
	 * @model
	 * @generated
	 */
	long getRegionOffset();

	/**
	 * Sets the value of the '{@link org.drivebench.model.WorkerResult#getRegionOffset <em>Region Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Region Offset</em>' attribute.
	 * @see #getRegionOffset()
	 * @generated
	 */
	void setRegionOffset(long value);

	/**
	 * Returns the value of the '<em><b>Region Length</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Region Length</em>' attribute.
	 * @see #setRegionLength(long)
	 * @see org.drivebench.model.DriveBenchPackage#getWorkerResult_RegionLength()
	 * @model
	 * @generated
	 */
	long getRegionLength();

	/**
	 * Sets the value of the '{@link org.drivebench.model.WorkerResult#getRegionLength <em>Region Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Region Length</em>' attribute.
	 * @see #getRegionLength()
	 * @generated
	 */
	void setRegionLength(long value);

	/**
	 * Returns the value of the '<em><b>Ios</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Ios</em>' attribute.
	 * @see #setIos(long)
	 * @see org.drivebench.model.DriveBenchPackage#getWorkerResult_Ios()
	 * @model
	 * @generated
	 */
	long getIos();

	/**
	 * Sets the value of the '{@link org.drivebench.model.WorkerResult#getIos <em>Ios</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Ios</em>' attribute.
	 * @see #getIos()
	 * @generated
	 */
	void setIos(long value);

	/**
	 * Returns the value of the '<em><b>Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Bytes</em>' attribute.
	 * @see #setBytes(long)
	 * @see org.drivebench.model.DriveBenchPackage#getWorkerResult_Bytes()
	 * @model
	 * @generated
	 */
	long getBytes();

	/**
	 * Sets the value of the '{@link org.drivebench.model.WorkerResult#getBytes <em>Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Bytes</em>' attribute.
	 * @see #getBytes()
	 * @generated
	 */
	void setBytes(long value);

	/**
	 * Returns the value of the '<em><b>Elapsed Nanos</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Elapsed Nanos</em>' attribute.
	 * @see #setElapsedNanos(long)
	 * @see org.drivebench.model.DriveBenchPackage#getWorkerResult_ElapsedNanos()
	 * @model
	 * @generated
	 */
	long getElapsedNanos();

	/**
	 * Sets the value of the '{@link org.drivebench.model.WorkerResult#getElapsedNanos <em>Elapsed Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Elapsed Nanos</em>' attribute.
	 * @see #getElapsedNanos()
	 * @generated
	 */
	void setElapsedNanos(long value);

	/**
	 * Returns the value of the '<em><b>Iops</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Iops</em>' attribute.
	 * @see #setIops(double)
	 * @see org.drivebench.model.DriveBenchPackage#getWorkerResult_Iops()
	 * @model
	 * @generated
	 */
	double getIops();

	/**
	 * Sets the value of the '{@link org.drivebench.model.WorkerResult#getIops <em>Iops</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Iops</em>' attribute.
	 * @see #getIops()
	 * @generated
	 */
	void setIops(double value);

	/**
	 * Returns the value of the '<em><b>Megabytes Per Second</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Megabytes Per Second</em>' attribute.
	 * @see #setMegabytesPerSecond(double)
	 * @see org.drivebench.model.DriveBenchPackage#getWorkerResult_MegabytesPerSecond()
	 * @model
	 * @generated
	 */
	double getMegabytesPerSecond();

	/**
	 * Sets the value of the '{@link org.drivebench.model.WorkerResult#getMegabytesPerSecond <em>Megabytes Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Megabytes Per Second</em>' attribute.
	 * @see #getMegabytesPerSecond()
	 * @generated
	 */
	void setMegabytesPerSecond(double value);

	/**
	 * Returns the value of the '<em><b>Mean Latency Nanos</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Mean Latency Nanos</em>' attribute.
	 * @see #setMeanLatencyNanos(double)
	 * @see org.drivebench.model.DriveBenchPackage#getWorkerResult_MeanLatencyNanos()
	 * @model
	 * @generated
	 */
	double getMeanLatencyNanos();

	/**
	 * Sets the value of the '{@link org.drivebench.model.WorkerResult#getMeanLatencyNanos <em>Mean Latency Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mean Latency Nanos</em>' attribute.
	 * @see #getMeanLatencyNanos()
	 * @generated
	 */
	void setMeanLatencyNanos(double value);

	/**
	 * Returns the value of the '<em><b>Max Latency Nanos</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Max Latency Nanos</em>' attribute.
	 * @see #setMaxLatencyNanos(long)
	 * @see org.drivebench.model.DriveBenchPackage#getWorkerResult_MaxLatencyNanos()
	 * @model
	 * @generated
	 */
	long getMaxLatencyNanos();

	/**
	 * Sets the value of the '{@link org.drivebench.model.WorkerResult#getMaxLatencyNanos <em>Max Latency Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Latency Nanos</em>' attribute.
	 * @see #getMaxLatencyNanos()
	 * @generated
	 */
	void setMaxLatencyNanos(long value);

} // WorkerResult
