/**
 */
package org.drivebench.model;

import org.drivebench.model.values.Samples;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Series</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * An x/y data series (transfer rate against position, MB/s against block size, ...), with labels, units and the scale the x axis wants.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.Series#getKey <em>Key</em>}</li>
 *   <li>{@link org.drivebench.model.Series#getLabel <em>Label</em>}</li>
 *   <li>{@link org.drivebench.model.Series#getKind <em>Kind</em>}</li>
 *   <li>{@link org.drivebench.model.Series#getRole <em>Role</em>}</li>
 *   <li>{@link org.drivebench.model.Series#getXLabel <em>XLabel</em>}</li>
 *   <li>{@link org.drivebench.model.Series#getXUnit <em>XUnit</em>}</li>
 *   <li>{@link org.drivebench.model.Series#getXScale <em>XScale</em>}</li>
 *   <li>{@link org.drivebench.model.Series#getYLabel <em>YLabel</em>}</li>
 *   <li>{@link org.drivebench.model.Series#getYUnit <em>YUnit</em>}</li>
 *   <li>{@link org.drivebench.model.Series#getYScale <em>YScale</em>}</li>
 *   <li>{@link org.drivebench.model.Series#getXValues <em>XValues</em>}</li>
 *   <li>{@link org.drivebench.model.Series#getYValues <em>YValues</em>}</li>
 *   <li>{@link org.drivebench.model.Series#getCategories <em>Categories</em>}</li>
 * </ul>
 *
 * @see org.drivebench.model.DriveBenchPackage#getSeries()
 * @model
 * @generated
 */
public interface Series extends EObject {
	/**
	 * Returns the value of the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Key</em>' attribute.
	 * @see #setKey(String)
	 * @see org.drivebench.model.DriveBenchPackage#getSeries_Key()
	 * @model
	 * @generated
	 */
	String getKey();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Series#getKey <em>Key</em>}' attribute.
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
	 * @see org.drivebench.model.DriveBenchPackage#getSeries_Label()
	 * @model
	 * @generated
	 */
	String getLabel();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Series#getLabel <em>Label</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Label</em>' attribute.
	 * @see #getLabel()
	 * @generated
	 */
	void setLabel(String value);

	/**
	 * Returns the value of the '<em><b>Kind</b></em>' attribute.
	 * The literals are from the enumeration {@link org.drivebench.model.SeriesKind}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Kind</em>' attribute.
	 * @see org.drivebench.model.SeriesKind
	 * @see #setKind(SeriesKind)
	 * @see org.drivebench.model.DriveBenchPackage#getSeries_Kind()
	 * @model
	 * @generated
	 */
	SeriesKind getKind();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Series#getKind <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Kind</em>' attribute.
	 * @see org.drivebench.model.SeriesKind
	 * @see #getKind()
	 * @generated
	 */
	void setKind(SeriesKind value);

	/**
	 * Returns the value of the '<em><b>Role</b></em>' attribute.
	 * The literals are from the enumeration {@link org.drivebench.model.SeriesRole}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * What the series is (a surface scan, a sweep by block size, ...): views and exports choose its charts from it, whatever test wrote it. UNSPECIFIED in files written before roles, and for series drawn simply by their kind.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Role</em>' attribute.
	 * @see org.drivebench.model.SeriesRole
	 * @see #setRole(SeriesRole)
	 * @see org.drivebench.model.DriveBenchPackage#getSeries_Role()
	 * @model
	 * @generated
	 */
	SeriesRole getRole();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Series#getRole <em>Role</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Role</em>' attribute.
	 * @see org.drivebench.model.SeriesRole
	 * @see #getRole()
	 * @generated
	 */
	void setRole(SeriesRole value);

	/**
	 * Returns the value of the '<em><b>XLabel</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>XLabel</em>' attribute.
	 * @see #setXLabel(String)
	 * @see org.drivebench.model.DriveBenchPackage#getSeries_XLabel()
	 * @model
	 * @generated
	 */
	String getXLabel();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Series#getXLabel <em>XLabel</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>XLabel</em>' attribute.
	 * @see #getXLabel()
	 * @generated
	 */
	void setXLabel(String value);

	/**
	 * Returns the value of the '<em><b>XUnit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>XUnit</em>' attribute.
	 * @see #setXUnit(String)
	 * @see org.drivebench.model.DriveBenchPackage#getSeries_XUnit()
	 * @model
	 * @generated
	 */
	String getXUnit();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Series#getXUnit <em>XUnit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>XUnit</em>' attribute.
	 * @see #getXUnit()
	 * @generated
	 */
	void setXUnit(String value);

	/**
	 * Returns the value of the '<em><b>XScale</b></em>' attribute.
	 * The literals are from the enumeration {@link org.drivebench.model.AxisScale}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>XScale</em>' attribute.
	 * @see org.drivebench.model.AxisScale
	 * @see #setXScale(AxisScale)
	 * @see org.drivebench.model.DriveBenchPackage#getSeries_XScale()
	 * @model
	 * @generated
	 */
	AxisScale getXScale();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Series#getXScale <em>XScale</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>XScale</em>' attribute.
	 * @see org.drivebench.model.AxisScale
	 * @see #getXScale()
	 * @generated
	 */
	void setXScale(AxisScale value);

	/**
	 * Returns the value of the '<em><b>YLabel</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>YLabel</em>' attribute.
	 * @see #setYLabel(String)
	 * @see org.drivebench.model.DriveBenchPackage#getSeries_YLabel()
	 * @model
	 * @generated
	 */
	String getYLabel();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Series#getYLabel <em>YLabel</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>YLabel</em>' attribute.
	 * @see #getYLabel()
	 * @generated
	 */
	void setYLabel(String value);

	/**
	 * Returns the value of the '<em><b>YUnit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>YUnit</em>' attribute.
	 * @see #setYUnit(String)
	 * @see org.drivebench.model.DriveBenchPackage#getSeries_YUnit()
	 * @model
	 * @generated
	 */
	String getYUnit();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Series#getYUnit <em>YUnit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>YUnit</em>' attribute.
	 * @see #getYUnit()
	 * @generated
	 */
	void setYUnit(String value);

	/**
	 * Returns the value of the '<em><b>YScale</b></em>' attribute.
	 * The literals are from the enumeration {@link org.drivebench.model.AxisScale}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>YScale</em>' attribute.
	 * @see org.drivebench.model.AxisScale
	 * @see #setYScale(AxisScale)
	 * @see org.drivebench.model.DriveBenchPackage#getSeries_YScale()
	 * @model
	 * @generated
	 */
	AxisScale getYScale();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Series#getYScale <em>YScale</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>YScale</em>' attribute.
	 * @see org.drivebench.model.AxisScale
	 * @see #getYScale()
	 * @generated
	 */
	void setYScale(AxisScale value);

	/**
	 * Returns the value of the '<em><b>XValues</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>XValues</em>' attribute.
	 * @see #setXValues(Samples)
	 * @see org.drivebench.model.DriveBenchPackage#getSeries_XValues()
	 * @model dataType="org.drivebench.model.Samples"
	 * @generated
	 */
	Samples getXValues();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Series#getXValues <em>XValues</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>XValues</em>' attribute.
	 * @see #getXValues()
	 * @generated
	 */
	void setXValues(Samples value);

	/**
	 * Returns the value of the '<em><b>YValues</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>YValues</em>' attribute.
	 * @see #setYValues(Samples)
	 * @see org.drivebench.model.DriveBenchPackage#getSeries_YValues()
	 * @model dataType="org.drivebench.model.Samples"
	 * @generated
	 */
	Samples getYValues();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Series#getYValues <em>YValues</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>YValues</em>' attribute.
	 * @see #getYValues()
	 * @generated
	 */
	void setYValues(Samples value);

	/**
	 * Returns the value of the '<em><b>Categories</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The names of the x values, in order, when they are cases rather than numbers (PER_CASE: "within", "across"); empty otherwise.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Categories</em>' attribute list.
	 * @see org.drivebench.model.DriveBenchPackage#getSeries_Categories()
	 * @model
	 * @generated
	 */
	EList<String> getCategories();

} // Series
