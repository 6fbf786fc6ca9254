/**
 */
package org.drivebench.model.impl;

import java.util.Collection;

import org.drivebench.model.AxisScale;
import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.Series;
import org.drivebench.model.SeriesKind;
import org.drivebench.model.SeriesRole;

import org.drivebench.model.values.Samples;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EDataTypeUniqueEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Series</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.impl.SeriesImpl#getKey <em>Key</em>}</li>
 *   <li>{@link org.drivebench.model.impl.SeriesImpl#getLabel <em>Label</em>}</li>
 *   <li>{@link org.drivebench.model.impl.SeriesImpl#getKind <em>Kind</em>}</li>
 *   <li>{@link org.drivebench.model.impl.SeriesImpl#getRole <em>Role</em>}</li>
 *   <li>{@link org.drivebench.model.impl.SeriesImpl#getXLabel <em>XLabel</em>}</li>
 *   <li>{@link org.drivebench.model.impl.SeriesImpl#getXUnit <em>XUnit</em>}</li>
 *   <li>{@link org.drivebench.model.impl.SeriesImpl#getXScale <em>XScale</em>}</li>
 *   <li>{@link org.drivebench.model.impl.SeriesImpl#getYLabel <em>YLabel</em>}</li>
 *   <li>{@link org.drivebench.model.impl.SeriesImpl#getYUnit <em>YUnit</em>}</li>
 *   <li>{@link org.drivebench.model.impl.SeriesImpl#getYScale <em>YScale</em>}</li>
 *   <li>{@link org.drivebench.model.impl.SeriesImpl#getXValues <em>XValues</em>}</li>
 *   <li>{@link org.drivebench.model.impl.SeriesImpl#getYValues <em>YValues</em>}</li>
 *   <li>{@link org.drivebench.model.impl.SeriesImpl#getCategories <em>Categories</em>}</li>
 * </ul>
 *
 * @generated
 */
public class SeriesImpl extends MinimalEObjectImpl.Container implements Series {
	/**
	 * The default value of the '{@link #getKey() <em>Key</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKey()
	 * @generated
	 * @ordered
	 */
	protected static final String KEY_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getKey() <em>Key</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKey()
	 * @generated
	 * @ordered
	 */
	protected String key = KEY_EDEFAULT;

	/**
	 * The default value of the '{@link #getLabel() <em>Label</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLabel()
	 * @generated
	 * @ordered
	 */
	protected static final String LABEL_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getLabel() <em>Label</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLabel()
	 * @generated
	 * @ordered
	 */
	protected String label = LABEL_EDEFAULT;

	/**
	 * The default value of the '{@link #getKind() <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKind()
	 * @generated
	 * @ordered
	 */
	protected static final SeriesKind KIND_EDEFAULT = SeriesKind.LINE;

	/**
	 * The cached value of the '{@link #getKind() <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKind()
	 * @generated
	 * @ordered
	 */
	protected SeriesKind kind = KIND_EDEFAULT;

	/**
	 * The default value of the '{@link #getRole() <em>Role</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRole()
	 * @generated
	 * @ordered
	 */
	protected static final SeriesRole ROLE_EDEFAULT = SeriesRole.UNSPECIFIED;

	/**
	 * The cached value of the '{@link #getRole() <em>Role</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRole()
	 * @generated
	 * @ordered
	 */
	protected SeriesRole role = ROLE_EDEFAULT;

	/**
	 * The default value of the '{@link #getXLabel() <em>XLabel</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getXLabel()
	 * @generated
	 * @ordered
	 */
	protected static final String XLABEL_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getXLabel() <em>XLabel</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getXLabel()
	 * @generated
	 * @ordered
	 */
	protected String xLabel = XLABEL_EDEFAULT;

	/**
	 * The default value of the '{@link #getXUnit() <em>XUnit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getXUnit()
	 * @generated
	 * @ordered
	 */
	protected static final String XUNIT_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getXUnit() <em>XUnit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getXUnit()
	 * @generated
	 * @ordered
	 */
	protected String xUnit = XUNIT_EDEFAULT;

	/**
	 * The default value of the '{@link #getXScale() <em>XScale</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getXScale()
	 * @generated
	 * @ordered
	 */
	protected static final AxisScale XSCALE_EDEFAULT = AxisScale.LINEAR;

	/**
	 * The cached value of the '{@link #getXScale() <em>XScale</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getXScale()
	 * @generated
	 * @ordered
	 */
	protected AxisScale xScale = XSCALE_EDEFAULT;

	/**
	 * The default value of the '{@link #getYLabel() <em>YLabel</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getYLabel()
	 * @generated
	 * @ordered
	 */
	protected static final String YLABEL_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getYLabel() <em>YLabel</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getYLabel()
	 * @generated
	 * @ordered
	 */
	protected String yLabel = YLABEL_EDEFAULT;

	/**
	 * The default value of the '{@link #getYUnit() <em>YUnit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getYUnit()
	 * @generated
	 * @ordered
	 */
	protected static final String YUNIT_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getYUnit() <em>YUnit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getYUnit()
	 * @generated
	 * @ordered
	 */
	protected String yUnit = YUNIT_EDEFAULT;

	/**
	 * The default value of the '{@link #getYScale() <em>YScale</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getYScale()
	 * @generated
	 * @ordered
	 */
	protected static final AxisScale YSCALE_EDEFAULT = AxisScale.LINEAR;

	/**
	 * The cached value of the '{@link #getYScale() <em>YScale</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getYScale()
	 * @generated
	 * @ordered
	 */
	protected AxisScale yScale = YSCALE_EDEFAULT;

	/**
	 * The default value of the '{@link #getXValues() <em>XValues</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getXValues()
	 * @generated
	 * @ordered
	 */
	protected static final Samples XVALUES_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getXValues() <em>XValues</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getXValues()
	 * @generated
	 * @ordered
	 */
	protected Samples xValues = XVALUES_EDEFAULT;

	/**
	 * The default value of the '{@link #getYValues() <em>YValues</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getYValues()
	 * @generated
	 * @ordered
	 */
	protected static final Samples YVALUES_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getYValues() <em>YValues</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getYValues()
	 * @generated
	 * @ordered
	 */
	protected Samples yValues = YVALUES_EDEFAULT;

	/**
	 * The cached value of the '{@link #getCategories() <em>Categories</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCategories()
	 * @generated
	 * @ordered
	 */
	protected EList<String> categories;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected SeriesImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DriveBenchPackage.Literals.SERIES;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getKey() {
		return key;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setKey(String newKey) {
		String oldKey = key;
		key = newKey;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.SERIES__KEY, oldKey, key));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getLabel() {
		return label;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLabel(String newLabel) {
		String oldLabel = label;
		label = newLabel;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.SERIES__LABEL, oldLabel, label));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SeriesKind getKind() {
		return kind;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setKind(SeriesKind newKind) {
		SeriesKind oldKind = kind;
		kind = newKind == null ? KIND_EDEFAULT : newKind;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.SERIES__KIND, oldKind, kind));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SeriesRole getRole() {
		return role;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRole(SeriesRole newRole) {
		SeriesRole oldRole = role;
		role = newRole == null ? ROLE_EDEFAULT : newRole;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.SERIES__ROLE, oldRole, role));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getXLabel() {
		return xLabel;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setXLabel(String newXLabel) {
		String oldXLabel = xLabel;
		xLabel = newXLabel;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.SERIES__XLABEL, oldXLabel, xLabel));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getXUnit() {
		return xUnit;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setXUnit(String newXUnit) {
		String oldXUnit = xUnit;
		xUnit = newXUnit;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.SERIES__XUNIT, oldXUnit, xUnit));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public AxisScale getXScale() {
		return xScale;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setXScale(AxisScale newXScale) {
		AxisScale oldXScale = xScale;
		xScale = newXScale == null ? XSCALE_EDEFAULT : newXScale;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.SERIES__XSCALE, oldXScale, xScale));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getYLabel() {
		return yLabel;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setYLabel(String newYLabel) {
		String oldYLabel = yLabel;
		yLabel = newYLabel;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.SERIES__YLABEL, oldYLabel, yLabel));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getYUnit() {
		return yUnit;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setYUnit(String newYUnit) {
		String oldYUnit = yUnit;
		yUnit = newYUnit;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.SERIES__YUNIT, oldYUnit, yUnit));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public AxisScale getYScale() {
		return yScale;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setYScale(AxisScale newYScale) {
		AxisScale oldYScale = yScale;
		yScale = newYScale == null ? YSCALE_EDEFAULT : newYScale;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.SERIES__YSCALE, oldYScale, yScale));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Samples getXValues() {
		return xValues;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setXValues(Samples newXValues) {
		Samples oldXValues = xValues;
		xValues = newXValues;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.SERIES__XVALUES, oldXValues, xValues));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Samples getYValues() {
		return yValues;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setYValues(Samples newYValues) {
		Samples oldYValues = yValues;
		yValues = newYValues;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.SERIES__YVALUES, oldYValues, yValues));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getCategories() {
		if (categories == null) {
			categories = new EDataTypeUniqueEList<String>(String.class, this, DriveBenchPackage.SERIES__CATEGORIES);
		}
		return categories;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case DriveBenchPackage.SERIES__KEY:
				return getKey();
			case DriveBenchPackage.SERIES__LABEL:
				return getLabel();
			case DriveBenchPackage.SERIES__KIND:
				return getKind();
			case DriveBenchPackage.SERIES__ROLE:
				return getRole();
			case DriveBenchPackage.SERIES__XLABEL:
				return getXLabel();
			case DriveBenchPackage.SERIES__XUNIT:
				return getXUnit();
			case DriveBenchPackage.SERIES__XSCALE:
				return getXScale();
			case DriveBenchPackage.SERIES__YLABEL:
				return getYLabel();
			case DriveBenchPackage.SERIES__YUNIT:
				return getYUnit();
			case DriveBenchPackage.SERIES__YSCALE:
				return getYScale();
			case DriveBenchPackage.SERIES__XVALUES:
				return getXValues();
			case DriveBenchPackage.SERIES__YVALUES:
				return getYValues();
			case DriveBenchPackage.SERIES__CATEGORIES:
				return getCategories();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case DriveBenchPackage.SERIES__KEY:
				setKey((String)newValue);
				return;
			case DriveBenchPackage.SERIES__LABEL:
				setLabel((String)newValue);
				return;
			case DriveBenchPackage.SERIES__KIND:
				setKind((SeriesKind)newValue);
				return;
			case DriveBenchPackage.SERIES__ROLE:
				setRole((SeriesRole)newValue);
				return;
			case DriveBenchPackage.SERIES__XLABEL:
				setXLabel((String)newValue);
				return;
			case DriveBenchPackage.SERIES__XUNIT:
				setXUnit((String)newValue);
				return;
			case DriveBenchPackage.SERIES__XSCALE:
				setXScale((AxisScale)newValue);
				return;
			case DriveBenchPackage.SERIES__YLABEL:
				setYLabel((String)newValue);
				return;
			case DriveBenchPackage.SERIES__YUNIT:
				setYUnit((String)newValue);
				return;
			case DriveBenchPackage.SERIES__YSCALE:
				setYScale((AxisScale)newValue);
				return;
			case DriveBenchPackage.SERIES__XVALUES:
				setXValues((Samples)newValue);
				return;
			case DriveBenchPackage.SERIES__YVALUES:
				setYValues((Samples)newValue);
				return;
			case DriveBenchPackage.SERIES__CATEGORIES:
				getCategories().clear();
				getCategories().addAll((Collection<? extends String>)newValue);
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
			case DriveBenchPackage.SERIES__KEY:
				setKey(KEY_EDEFAULT);
				return;
			case DriveBenchPackage.SERIES__LABEL:
				setLabel(LABEL_EDEFAULT);
				return;
			case DriveBenchPackage.SERIES__KIND:
				setKind(KIND_EDEFAULT);
				return;
			case DriveBenchPackage.SERIES__ROLE:
				setRole(ROLE_EDEFAULT);
				return;
			case DriveBenchPackage.SERIES__XLABEL:
				setXLabel(XLABEL_EDEFAULT);
				return;
			case DriveBenchPackage.SERIES__XUNIT:
				setXUnit(XUNIT_EDEFAULT);
				return;
			case DriveBenchPackage.SERIES__XSCALE:
				setXScale(XSCALE_EDEFAULT);
				return;
			case DriveBenchPackage.SERIES__YLABEL:
				setYLabel(YLABEL_EDEFAULT);
				return;
			case DriveBenchPackage.SERIES__YUNIT:
				setYUnit(YUNIT_EDEFAULT);
				return;
			case DriveBenchPackage.SERIES__YSCALE:
				setYScale(YSCALE_EDEFAULT);
				return;
			case DriveBenchPackage.SERIES__XVALUES:
				setXValues(XVALUES_EDEFAULT);
				return;
			case DriveBenchPackage.SERIES__YVALUES:
				setYValues(YVALUES_EDEFAULT);
				return;
			case DriveBenchPackage.SERIES__CATEGORIES:
				getCategories().clear();
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
			case DriveBenchPackage.SERIES__KEY:
				return KEY_EDEFAULT == null ? key != null : !KEY_EDEFAULT.equals(key);
			case DriveBenchPackage.SERIES__LABEL:
				return LABEL_EDEFAULT == null ? label != null : !LABEL_EDEFAULT.equals(label);
			case DriveBenchPackage.SERIES__KIND:
				return kind != KIND_EDEFAULT;
			case DriveBenchPackage.SERIES__ROLE:
				return role != ROLE_EDEFAULT;
			case DriveBenchPackage.SERIES__XLABEL:
				return XLABEL_EDEFAULT == null ? xLabel != null : !XLABEL_EDEFAULT.equals(xLabel);
			case DriveBenchPackage.SERIES__XUNIT:
				return XUNIT_EDEFAULT == null ? xUnit != null : !XUNIT_EDEFAULT.equals(xUnit);
			case DriveBenchPackage.SERIES__XSCALE:
				return xScale != XSCALE_EDEFAULT;
			case DriveBenchPackage.SERIES__YLABEL:
				return YLABEL_EDEFAULT == null ? yLabel != null : !YLABEL_EDEFAULT.equals(yLabel);
			case DriveBenchPackage.SERIES__YUNIT:
				return YUNIT_EDEFAULT == null ? yUnit != null : !YUNIT_EDEFAULT.equals(yUnit);
			case DriveBenchPackage.SERIES__YSCALE:
				return yScale != YSCALE_EDEFAULT;
			case DriveBenchPackage.SERIES__XVALUES:
				return XVALUES_EDEFAULT == null ? xValues != null : !XVALUES_EDEFAULT.equals(xValues);
			case DriveBenchPackage.SERIES__YVALUES:
				return YVALUES_EDEFAULT == null ? yValues != null : !YVALUES_EDEFAULT.equals(yValues);
			case DriveBenchPackage.SERIES__CATEGORIES:
				return categories != null && !categories.isEmpty();
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
		result.append(" (key: ");
		result.append(key);
		result.append(", label: ");
		result.append(label);
		result.append(", kind: ");
		result.append(kind);
		result.append(", role: ");
		result.append(role);
		result.append(", xLabel: ");
		result.append(xLabel);
		result.append(", xUnit: ");
		result.append(xUnit);
		result.append(", xScale: ");
		result.append(xScale);
		result.append(", yLabel: ");
		result.append(yLabel);
		result.append(", yUnit: ");
		result.append(yUnit);
		result.append(", yScale: ");
		result.append(yScale);
		result.append(", xValues: ");
		result.append(xValues);
		result.append(", yValues: ");
		result.append(yValues);
		result.append(", categories: ");
		result.append(categories);
		result.append(')');
		return result.toString();
	}

} //SeriesImpl
