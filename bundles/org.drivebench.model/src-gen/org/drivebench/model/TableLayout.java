/**
 */
package org.drivebench.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Table Layout</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * @see org.drivebench.model.DriveBenchPackage#getTableLayout()
 * @model
 * @generated
 */
public enum TableLayout implements Enumerator {
	/**
	 * The '<em><b>DRIVES AS COLUMNS</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #DRIVES_AS_COLUMNS_VALUE
	 * @generated
	 * @ordered
	 */
	DRIVES_AS_COLUMNS(0, "DRIVES_AS_COLUMNS", "DRIVES_AS_COLUMNS"),

	/**
	 * The '<em><b>DRIVES AS ROWS</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #DRIVES_AS_ROWS_VALUE
	 * @generated
	 * @ordered
	 */
	DRIVES_AS_ROWS(1, "DRIVES_AS_ROWS", "DRIVES_AS_ROWS");

	/**
	 * The '<em><b>DRIVES AS COLUMNS</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #DRIVES_AS_COLUMNS
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int DRIVES_AS_COLUMNS_VALUE = 0;

	/**
	 * The '<em><b>DRIVES AS ROWS</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #DRIVES_AS_ROWS
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int DRIVES_AS_ROWS_VALUE = 1;

	/**
	 * An array of all the '<em><b>Table Layout</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final TableLayout[] VALUES_ARRAY =
		new TableLayout[] {
			DRIVES_AS_COLUMNS,
			DRIVES_AS_ROWS,
		};

	/**
	 * A public read-only list of all the '<em><b>Table Layout</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<TableLayout> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Table Layout</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static TableLayout get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			TableLayout result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Table Layout</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static TableLayout getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			TableLayout result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Table Layout</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static TableLayout get(int value) {
		switch (value) {
			case DRIVES_AS_COLUMNS_VALUE: return DRIVES_AS_COLUMNS;
			case DRIVES_AS_ROWS_VALUE: return DRIVES_AS_ROWS;
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
	private TableLayout(int value, String name, String literal) {
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
	
} //TableLayout
