/**
 */
package org.drivebench.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Latency Span</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * Which part of an I/O's life a latency covers, in fio's terms.
 * <!-- end-model-doc -->
 * @see org.drivebench.model.DriveBenchPackage#getLatencySpan()
 * @model
 * @generated
 */
public enum LatencySpan implements Enumerator {
	/**
	 * The '<em><b>UNKNOWN</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Not recorded (files written before it was).
	 * <!-- end-model-doc -->
	 * @see #UNKNOWN_VALUE
	 * @generated
	 * @ordered
	 */
	UNKNOWN(0, "UNKNOWN", "UNKNOWN"),

	/**
	 * The '<em><b>TOTAL</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * From the I/O's preparation to the return of the call that reaped it: fio's lat, and what DriveBench's engine measures.
	 * <!-- end-model-doc -->
	 * @see #TOTAL_VALUE
	 * @generated
	 * @ordered
	 */
	TOTAL(1, "TOTAL", "TOTAL"),

	/**
	 * The '<em><b>COMPLETION</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * From the return of the submitting call to the reap: fio's clat.
	 * <!-- end-model-doc -->
	 * @see #COMPLETION_VALUE
	 * @generated
	 * @ordered
	 */
	COMPLETION(2, "COMPLETION", "COMPLETION"),

	/**
	 * The '<em><b>SUBMISSION</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * From the I/O's preparation to the return of the submitting call: fio's slat.
	 * <!-- end-model-doc -->
	 * @see #SUBMISSION_VALUE
	 * @generated
	 * @ordered
	 */
	SUBMISSION(3, "SUBMISSION", "SUBMISSION");

	/**
	 * The '<em><b>UNKNOWN</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Not recorded (files written before it was).
	 * <!-- end-model-doc -->
	 * @see #UNKNOWN
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int UNKNOWN_VALUE = 0;

	/**
	 * The '<em><b>TOTAL</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * From the I/O's preparation to the return of the call that reaped it: fio's lat, and what DriveBench's engine measures.
	 * <!-- end-model-doc -->
	 * @see #TOTAL
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int TOTAL_VALUE = 1;

	/**
	 * The '<em><b>COMPLETION</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * From the return of the submitting call to the reap: fio's clat.
	 * <!-- end-model-doc -->
	 * @see #COMPLETION
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int COMPLETION_VALUE = 2;

	/**
	 * The '<em><b>SUBMISSION</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * From the I/O's preparation to the return of the submitting call: fio's slat.
	 * <!-- end-model-doc -->
	 * @see #SUBMISSION
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int SUBMISSION_VALUE = 3;

	/**
	 * An array of all the '<em><b>Latency Span</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final LatencySpan[] VALUES_ARRAY =
		new LatencySpan[] {
			UNKNOWN,
			TOTAL,
			COMPLETION,
			SUBMISSION,
		};

	/**
	 * A public read-only list of all the '<em><b>Latency Span</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<LatencySpan> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Latency Span</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static LatencySpan get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			LatencySpan result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Latency Span</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static LatencySpan getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			LatencySpan result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Latency Span</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static LatencySpan get(int value) {
		switch (value) {
			case UNKNOWN_VALUE: return UNKNOWN;
			case TOTAL_VALUE: return TOTAL;
			case COMPLETION_VALUE: return COMPLETION;
			case SUBMISSION_VALUE: return SUBMISSION;
		}
		return null;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final int value;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String name;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String literal;

	/**
	 * Only this class can construct instances.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private LatencySpan(int value, String name, String literal) {
		this.value = value;
		this.name = name;
		this.literal = literal;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getValue() {
	  return value;
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
	public String getLiteral() {
	  return literal;
	}

	/**
	 * Returns the literal value of the enumerator, which is its string representation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		return literal;
	}
	
} //LatencySpan
