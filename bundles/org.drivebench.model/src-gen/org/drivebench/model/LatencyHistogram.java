/**
 */
package org.drivebench.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Latency Histogram</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The latency of every I/O of a result (or of one direction; see span), as an HdrHistogram in its compressed encoding, with the usual summary figures and percentiles in nanoseconds.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.LatencyHistogram#getKey <em>Key</em>}</li>
 *   <li>{@link org.drivebench.model.LatencyHistogram#getLabel <em>Label</em>}</li>
 *   <li>{@link org.drivebench.model.LatencyHistogram#getCount <em>Count</em>}</li>
 *   <li>{@link org.drivebench.model.LatencyHistogram#getMinNanos <em>Min Nanos</em>}</li>
 *   <li>{@link org.drivebench.model.LatencyHistogram#getMaxNanos <em>Max Nanos</em>}</li>
 *   <li>{@link org.drivebench.model.LatencyHistogram#getMeanNanos <em>Mean Nanos</em>}</li>
 *   <li>{@link org.drivebench.model.LatencyHistogram#getStdDevNanos <em>Std Dev Nanos</em>}</li>
 *   <li>{@link org.drivebench.model.LatencyHistogram#getPercentiles <em>Percentiles</em>}</li>
 *   <li>{@link org.drivebench.model.LatencyHistogram#getEncoded <em>Encoded</em>}</li>
 *   <li>{@link org.drivebench.model.LatencyHistogram#getSpan <em>Span</em>}</li>
 * </ul>
 *
 * @see org.drivebench.model.DriveBenchPackage#getLatencyHistogram()
 * @model
 * @generated
 */
public interface LatencyHistogram extends EObject {
	/**
	 * Returns the value of the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Key</em>' attribute.
	 * @see #setKey(String)
	 * @see org.drivebench.model.DriveBenchPackage#getLatencyHistogram_Key()
	 * @model
	 * @generated
	 */
	String getKey();

	/**
	 * Sets the value of the '{@link org.drivebench.model.LatencyHistogram#getKey <em>Key</em>}' attribute.
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
	 * @see org.drivebench.model.DriveBenchPackage#getLatencyHistogram_Label()
	 * @model
	 * @generated
	 */
	String getLabel();

	/**
	 * Sets the value of the '{@link org.drivebench.model.LatencyHistogram#getLabel <em>Label</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Label</em>' attribute.
	 * @see #getLabel()
	 * @generated
	 */
	void setLabel(String value);

	/**
	 * Returns the value of the '<em><b>Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Count</em>' attribute.
	 * @see #setCount(long)
	 * @see org.drivebench.model.DriveBenchPackage#getLatencyHistogram_Count()
	 * @model
	 * @generated
	 */
	long getCount();

	/**
	 * Sets the value of the '{@link org.drivebench.model.LatencyHistogram#getCount <em>Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Count</em>' attribute.
	 * @see #getCount()
	 * @generated
	 */
	void setCount(long value);

	/**
	 * Returns the value of the '<em><b>Min Nanos</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Min Nanos</em>' attribute.
	 * @see #setMinNanos(long)
	 * @see org.drivebench.model.DriveBenchPackage#getLatencyHistogram_MinNanos()
	 * @model
	 * @generated
	 */
	long getMinNanos();

	/**
	 * Sets the value of the '{@link org.drivebench.model.LatencyHistogram#getMinNanos <em>Min Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Min Nanos</em>' attribute.
	 * @see #getMinNanos()
	 * @generated
	 */
	void setMinNanos(long value);

	/**
	 * Returns the value of the '<em><b>Max Nanos</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Max Nanos</em>' attribute.
	 * @see #setMaxNanos(long)
	 * @see org.drivebench.model.DriveBenchPackage#getLatencyHistogram_MaxNanos()
	 * @model
	 * @generated
	 */
	long getMaxNanos();

	/**
	 * Sets the value of the '{@link org.drivebench.model.LatencyHistogram#getMaxNanos <em>Max Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Nanos</em>' attribute.
	 * @see #getMaxNanos()
	 * @generated
	 */
	void setMaxNanos(long value);

	/**
	 * Returns the value of the '<em><b>Mean Nanos</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Mean Nanos</em>' attribute.
	 * @see #setMeanNanos(double)
	 * @see org.drivebench.model.DriveBenchPackage#getLatencyHistogram_MeanNanos()
	 * @model
	 * @generated
	 */
	double getMeanNanos();

	/**
	 * Sets the value of the '{@link org.drivebench.model.LatencyHistogram#getMeanNanos <em>Mean Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mean Nanos</em>' attribute.
	 * @see #getMeanNanos()
	 * @generated
	 */
	void setMeanNanos(double value);

	/**
	 * Returns the value of the '<em><b>Std Dev Nanos</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Std Dev Nanos</em>' attribute.
	 * @see #setStdDevNanos(double)
	 * @see org.drivebench.model.DriveBenchPackage#getLatencyHistogram_StdDevNanos()
	 * @model
	 * @generated
	 */
	double getStdDevNanos();

	/**
	 * Sets the value of the '{@link org.drivebench.model.LatencyHistogram#getStdDevNanos <em>Std Dev Nanos</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Std Dev Nanos</em>' attribute.
	 * @see #getStdDevNanos()
	 * @generated
	 */
	void setStdDevNanos(double value);

	/**
	 * Returns the value of the '<em><b>Percentiles</b></em>' containment reference list.
	 * The list contents are of type {@link org.drivebench.model.Percentile}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Percentiles</em>' containment reference list.
	 * @see org.drivebench.model.DriveBenchPackage#getLatencyHistogram_Percentiles()
	 * @model containment="true"
	 * @generated
	 */
	EList<Percentile> getPercentiles();

	/**
	 * Returns the value of the '<em><b>Encoded</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Base64 of HdrHistogram's compressed encoding; empty when only the summary is known (imported results).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Encoded</em>' attribute.
	 * @see #setEncoded(String)
	 * @see org.drivebench.model.DriveBenchPackage#getLatencyHistogram_Encoded()
	 * @model
	 * @generated
	 */
	String getEncoded();

	/**
	 * Sets the value of the '{@link org.drivebench.model.LatencyHistogram#getEncoded <em>Encoded</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Encoded</em>' attribute.
	 * @see #getEncoded()
	 * @generated
	 */
	void setEncoded(String value);

	/**
	 * Returns the value of the '<em><b>Span</b></em>' attribute.
	 * The literals are from the enumeration {@link org.drivebench.model.LatencySpan}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Which latency the histogram holds.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Span</em>' attribute.
	 * @see org.drivebench.model.LatencySpan
	 * @see #setSpan(LatencySpan)
	 * @see org.drivebench.model.DriveBenchPackage#getLatencyHistogram_Span()
	 * @model
	 * @generated
	 */
	LatencySpan getSpan();

	/**
	 * Sets the value of the '{@link org.drivebench.model.LatencyHistogram#getSpan <em>Span</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Span</em>' attribute.
	 * @see org.drivebench.model.LatencySpan
	 * @see #getSpan()
	 * @generated
	 */
	void setSpan(LatencySpan value);

} // LatencyHistogram
