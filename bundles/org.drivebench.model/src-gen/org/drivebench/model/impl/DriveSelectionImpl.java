/**
 */
package org.drivebench.model.impl;

import java.util.Collection;

import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.DriveSelection;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EDataTypeUniqueEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Drive Selection</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.impl.DriveSelectionImpl#getDriveKey <em>Drive Key</em>}</li>
 *   <li>{@link org.drivebench.model.impl.DriveSelectionImpl#getLabel <em>Label</em>}</li>
 *   <li>{@link org.drivebench.model.impl.DriveSelectionImpl#getColor <em>Color</em>}</li>
 *   <li>{@link org.drivebench.model.impl.DriveSelectionImpl#getRunIds <em>Run Ids</em>}</li>
 * </ul>
 *
 * @generated
 */
public class DriveSelectionImpl extends MinimalEObjectImpl.Container implements DriveSelection {
	/**
	 * The default value of the '{@link #getDriveKey() <em>Drive Key</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDriveKey()
	 * @generated
	 * @ordered
	 */
	protected static final String DRIVE_KEY_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getDriveKey() <em>Drive Key</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDriveKey()
	 * @generated
	 * @ordered
	 */
	protected String driveKey = DRIVE_KEY_EDEFAULT;

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
	 * The default value of the '{@link #getColor() <em>Color</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getColor()
	 * @generated
	 * @ordered
	 */
	protected static final String COLOR_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getColor() <em>Color</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getColor()
	 * @generated
	 * @ordered
	 */
	protected String color = COLOR_EDEFAULT;

	/**
	 * The cached value of the '{@link #getRunIds() <em>Run Ids</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRunIds()
	 * @generated
	 * @ordered
	 */
	protected EList<String> runIds;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected DriveSelectionImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DriveBenchPackage.Literals.DRIVE_SELECTION;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getDriveKey() {
		return driveKey;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDriveKey(String newDriveKey) {
		String oldDriveKey = driveKey;
		driveKey = newDriveKey;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.DRIVE_SELECTION__DRIVE_KEY, oldDriveKey, driveKey));
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
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.DRIVE_SELECTION__LABEL, oldLabel, label));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getColor() {
		return color;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setColor(String newColor) {
		String oldColor = color;
		color = newColor;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.DRIVE_SELECTION__COLOR, oldColor, color));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getRunIds() {
		if (runIds == null) {
			runIds = new EDataTypeUniqueEList<String>(String.class, this, DriveBenchPackage.DRIVE_SELECTION__RUN_IDS);
		}
		return runIds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case DriveBenchPackage.DRIVE_SELECTION__DRIVE_KEY:
				return getDriveKey();
			case DriveBenchPackage.DRIVE_SELECTION__LABEL:
				return getLabel();
			case DriveBenchPackage.DRIVE_SELECTION__COLOR:
				return getColor();
			case DriveBenchPackage.DRIVE_SELECTION__RUN_IDS:
				return getRunIds();
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
			case DriveBenchPackage.DRIVE_SELECTION__DRIVE_KEY:
				setDriveKey((String)newValue);
				return;
			case DriveBenchPackage.DRIVE_SELECTION__LABEL:
				setLabel((String)newValue);
				return;
			case DriveBenchPackage.DRIVE_SELECTION__COLOR:
				setColor((String)newValue);
				return;
			case DriveBenchPackage.DRIVE_SELECTION__RUN_IDS:
				getRunIds().clear();
				getRunIds().addAll((Collection<? extends String>)newValue);
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
			case DriveBenchPackage.DRIVE_SELECTION__DRIVE_KEY:
				setDriveKey(DRIVE_KEY_EDEFAULT);
				return;
			case DriveBenchPackage.DRIVE_SELECTION__LABEL:
				setLabel(LABEL_EDEFAULT);
				return;
			case DriveBenchPackage.DRIVE_SELECTION__COLOR:
				setColor(COLOR_EDEFAULT);
				return;
			case DriveBenchPackage.DRIVE_SELECTION__RUN_IDS:
				getRunIds().clear();
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
			case DriveBenchPackage.DRIVE_SELECTION__DRIVE_KEY:
				return DRIVE_KEY_EDEFAULT == null ? driveKey != null : !DRIVE_KEY_EDEFAULT.equals(driveKey);
			case DriveBenchPackage.DRIVE_SELECTION__LABEL:
				return LABEL_EDEFAULT == null ? label != null : !LABEL_EDEFAULT.equals(label);
			case DriveBenchPackage.DRIVE_SELECTION__COLOR:
				return COLOR_EDEFAULT == null ? color != null : !COLOR_EDEFAULT.equals(color);
			case DriveBenchPackage.DRIVE_SELECTION__RUN_IDS:
				return runIds != null && !runIds.isEmpty();
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
		result.append(" (driveKey: ");
		result.append(driveKey);
		result.append(", label: ");
		result.append(label);
		result.append(", color: ");
		result.append(color);
		result.append(", runIds: ");
		result.append(runIds);
		result.append(')');
		return result.toString();
	}

} //DriveSelectionImpl
