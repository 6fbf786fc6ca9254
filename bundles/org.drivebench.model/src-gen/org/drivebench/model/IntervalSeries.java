/**
 */
package org.drivebench.model;

import org.drivebench.model.values.Samples;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Interval Series</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Figures per fixed interval of a test (default one second): IOPS, MB/s, mean and maximum latency.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.IntervalSeries#getKey <em>Key</em>}</li>
 *   <li>{@link org.drivebench.model.IntervalSeries#getLabel <em>Label</em>}</li>
 *   <li>{@link org.drivebench.model.IntervalSeries#getIntervalNanos <em>Interval Nanos</em>}</li>
 *   <li>{@link org.drivebench.model.IntervalSeries#getStartSeconds <em>Start Seconds</em>}</li>
 *   <li>{@link org.drivebench.model.IntervalSeries#getIops <em>Iops</em>}</li>
 *   <li>{@link org.drivebench.model.IntervalSeries#getMegabytesPerSecond <em>Megabytes Per Second</em>}</li>
 *   <li>{@link org.drivebench.model.IntervalSeries#getMeanLatencyMicros <em>Mean Latency Micros</em>}</li>
 *   <li>{@link org.drivebench.model.IntervalSeries#getMaxLatencyMicros <em>Max Latency Micros</em>}</li>
 * </ul>
 *
 * @see org.drivebench.model.DriveBenchPackage#getIntervalSeries()
 * @model
 * @generated
 */
public interface IntervalSeries extends EObject {
	/**
	 * Returns the value of the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Key</em>' attribute.
	 * @see #setKey(String)
	 * @see org.drivebench.model.DriveBenchPackage#getIntervalSeries_Key()
	 * @model
	 * @generated
	 */
	String getKey();

	/**
	 * Sets the value of the '{@link org.drivebench.model.IntervalSeries#getKey <em>Key</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Key</em>' attribute.
	 * @see #getKey()
	 * @generated
	 */
	void setKey(String value);

	/**
	 * Returns the value of the '<em><b>Label</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Label</em>' attribute.
	 * @see #setLabel(String)
	 * @see org.drivebench.model.DriveBenchPackage#getIntervalSeries_Label()
	 * @model
	 * @generated
	 */
	String getLabel();

	/**
	 * Sets the value of the '{@link org.drivebench.model.IntervalSeries#getLabel <em>Label</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Label</em>' attribute.
	 * @see #getLabel()
	 * @generated
	 */
	void setLabel(String value);

	/**
	 * Returns the value of the '<em><b>Interval Nanos</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Interval Nanos</em>' attribute.
	 * @see #setIntervalNanos(long)
	 * @see org.drivebench.model.DriveBenchPackage#getIntervalSeries_IntervalNanos()
	 * @model
	 * @generated
	 */
	long getIntervalNanos();

	/**
	 * Sets the value of the '{@link org.drivebench.model.IntervalSeries#getIntervalNanos <em>Interval Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Interval Nanos</em>' attribute.
	 * @see #getIntervalNanos()
	 * @generated
	 */
	void setIntervalNanos(long value);

	/**
	 * Returns the value of the '<em><b>Start Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Start Seconds</em>' attribute.
	 * @see #setStartSeconds(Samples)
	 * @see org.drivebench.model.DriveBenchPackage#getIntervalSeries_StartSeconds()
	 * @model dataType="org.drivebench.model.Samples"
	 * @generated
	 */
	Samples getStartSeconds();

	/**
	 * Sets the value of the '{@link org.drivebench.model.IntervalSeries#getStartSeconds <em>Start Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Start Seconds</em>' attribute.
	 * @see #getStartSeconds()
	 * @generated
	 */
	void setStartSeconds(Samples value);

	/**
	 * Returns the value of the '<em><b>Iops</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Iops</em>' attribute.
	 * @see #setIops(Samples)
	 * @see org.drivebench.model.DriveBenchPackage#getIntervalSeries_Iops()
	 * @model dataType="org.drivebench.model.Samples"
	 * @generated
	 */
	Samples getIops();

	/**
	 * Sets the value of the '{@link org.drivebench.model.IntervalSeries#getIops <em>Iops</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Iops</em>' attribute.
	 * @see #getIops()
	 * @generated
	 */
	void setIops(Samples value);

	/**
	 * Returns the value of the '<em><b>Megabytes Per Second</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Megabytes Per Second</em>' attribute.
	 * @see #setMegabytesPerSecond(Samples)
	 * @see org.drivebench.model.DriveBenchPackage#getIntervalSeries_MegabytesPerSecond()
	 * @model dataType="org.drivebench.model.Samples"
	 * @generated
	 */
	Samples getMegabytesPerSecond();

	/**
	 * Sets the value of the '{@link org.drivebench.model.IntervalSeries#getMegabytesPerSecond <em>Megabytes Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Megabytes Per Second</em>' attribute.
	 * @see #getMegabytesPerSecond()
	 * @generated
	 */
	void setMegabytesPerSecond(Samples value);

	/**
	 * Returns the value of the '<em><b>Mean Latency Micros</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Mean Latency Micros</em>' attribute.
	 * @see #setMeanLatencyMicros(Samples)
	 * @see org.drivebench.model.DriveBenchPackage#getIntervalSeries_MeanLatencyMicros()
	 * @model dataType="org.drivebench.model.Samples"
	 * @generated
	 */
	Samples getMeanLatencyMicros();

	/**
	 * Sets the value of the '{@link org.drivebench.model.IntervalSeries#getMeanLatencyMicros <em>Mean Latency Micros</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mean Latency Micros</em>' attribute.
	 * @see #getMeanLatencyMicros()
	 * @generated
	 */
	void setMeanLatencyMicros(Samples value);

	/**
	 * Returns the value of the '<em><b>Max Latency Micros</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Max Latency Micros</em>' attribute.
	 * @see #setMaxLatencyMicros(Samples)
	 * @see org.drivebench.model.DriveBenchPackage#getIntervalSeries_MaxLatencyMicros()
	 * @model dataType="org.drivebench.model.Samples"
	 * @generated
	 */
	Samples getMaxLatencyMicros();

	/**
	 * Sets the value of the '{@link org.drivebench.model.IntervalSeries#getMaxLatencyMicros <em>Max Latency Micros</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Latency Micros</em>' attribute.
	 * @see #getMaxLatencyMicros()
	 * @generated
	 */
	void setMaxLatencyMicros(Samples value);

} // IntervalSeries
