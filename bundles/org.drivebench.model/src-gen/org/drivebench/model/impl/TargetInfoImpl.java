/**
 */
package org.drivebench.model.impl;

import java.util.Collection;

import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.TargetInfo;
import org.drivebench.model.TargetKind;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EDataTypeEList;
import org.eclipse.emf.ecore.util.EDataTypeUniqueEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Target Info</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.impl.TargetInfoImpl#getKind <em>Kind</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TargetInfoImpl#getPath <em>Path</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TargetInfoImpl#getSizeBytes <em>Size Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TargetInfoImpl#getStripSizeBytes <em>Strip Size Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TargetInfoImpl#getMembers <em>Members</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TargetInfoImpl#getTemporaryFiles <em>Temporary Files</em>}</li>
 * </ul>
 *
 * @generated
 */
public class TargetInfoImpl extends MinimalEObjectImpl.Container implements TargetInfo {
	/**
	 * The default value of the '{@link #getKind() <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKind()
	 * @generated
	 * @ordered
	 */
	protected static final TargetKind KIND_EDEFAULT = TargetKind.FILE;

	/**
	 * The cached value of the '{@link #getKind() <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKind()
	 * @generated
	 * @ordered
	 */
	protected TargetKind kind = KIND_EDEFAULT;

	/**
	 * The default value of the '{@link #getPath() <em>Path</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPath()
	 * @generated
	 * @ordered
	 */
	protected static final String PATH_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getPath() <em>Path</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPath()
	 * @generated
	 * @ordered
	 */
	protected String path = PATH_EDEFAULT;

	/**
	 * The default value of the '{@link #getSizeBytes() <em>Size Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSizeBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long SIZE_BYTES_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getSizeBytes() <em>Size Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSizeBytes()
	 * @generated
	 * @ordered
	 */
	protected long sizeBytes = SIZE_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getStripSizeBytes() <em>Strip Size Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStripSizeBytes()
	 * @generated
	 * @ordered
	 */
	protected static final int STRIP_SIZE_BYTES_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getStripSizeBytes() <em>Strip Size Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStripSizeBytes()
	 * @generated
	 * @ordered
	 */
	protected int stripSizeBytes = STRIP_SIZE_BYTES_EDEFAULT;

	/**
	 * The cached value of the '{@link #getMembers() <em>Members</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMembers()
	 * @generated
	 * @ordered
	 */
	protected EList<String> members;

	/**
	 * The cached value of the '{@link #getTemporaryFiles() <em>Temporary Files</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTemporaryFiles()
	 * @generated
	 * @ordered
	 */
	protected EList<String> temporaryFiles;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected TargetInfoImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DriveBenchPackage.Literals.TARGET_INFO;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TargetKind getKind() {
		return kind;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setKind(TargetKind newKind) {
		TargetKind oldKind = kind;
		kind = newKind == null ? KIND_EDEFAULT : newKind;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TARGET_INFO__KIND, oldKind, kind));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getPath() {
		return path;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPath(String newPath) {
		String oldPath = path;
		path = newPath;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TARGET_INFO__PATH, oldPath, path));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getSizeBytes() {
		return sizeBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSizeBytes(long newSizeBytes) {
		long oldSizeBytes = sizeBytes;
		sizeBytes = newSizeBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TARGET_INFO__SIZE_BYTES, oldSizeBytes, sizeBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getStripSizeBytes() {
		return stripSizeBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStripSizeBytes(int newStripSizeBytes) {
		int oldStripSizeBytes = stripSizeBytes;
		stripSizeBytes = newStripSizeBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TARGET_INFO__STRIP_SIZE_BYTES, oldStripSizeBytes, stripSizeBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getMembers() {
		if (members == null) {
			members = new EDataTypeEList<String>(String.class, this, DriveBenchPackage.TARGET_INFO__MEMBERS);
		}
		return members;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getTemporaryFiles() {
		if (temporaryFiles == null) {
			temporaryFiles = new EDataTypeUniqueEList<String>(String.class, this, DriveBenchPackage.TARGET_INFO__TEMPORARY_FILES);
		}
		return temporaryFiles;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case DriveBenchPackage.TARGET_INFO__KIND:
				return getKind();
			case DriveBenchPackage.TARGET_INFO__PATH:
				return getPath();
			case DriveBenchPackage.TARGET_INFO__SIZE_BYTES:
				return getSizeBytes();
			case DriveBenchPackage.TARGET_INFO__STRIP_SIZE_BYTES:
				return getStripSizeBytes();
			case DriveBenchPackage.TARGET_INFO__MEMBERS:
				return getMembers();
			case DriveBenchPackage.TARGET_INFO__TEMPORARY_FILES:
				return getTemporaryFiles();
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
			case DriveBenchPackage.TARGET_INFO__KIND:
				setKind((TargetKind)newValue);
				return;
			case DriveBenchPackage.TARGET_INFO__PATH:
				setPath((String)newValue);
				return;
			case DriveBenchPackage.TARGET_INFO__SIZE_BYTES:
				setSizeBytes((Long)newValue);
				return;
			case DriveBenchPackage.TARGET_INFO__STRIP_SIZE_BYTES:
				setStripSizeBytes((Integer)newValue);
				return;
			case DriveBenchPackage.TARGET_INFO__MEMBERS:
				getMembers().clear();
				getMembers().addAll((Collection<? extends String>)newValue);
				return;
			case DriveBenchPackage.TARGET_INFO__TEMPORARY_FILES:
				getTemporaryFiles().clear();
				getTemporaryFiles().addAll((Collection<? extends String>)newValue);
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
			case DriveBenchPackage.TARGET_INFO__KIND:
				setKind(KIND_EDEFAULT);
				return;
			case DriveBenchPackage.TARGET_INFO__PATH:
				setPath(PATH_EDEFAULT);
				return;
			case DriveBenchPackage.TARGET_INFO__SIZE_BYTES:
				setSizeBytes(SIZE_BYTES_EDEFAULT);
				return;
			case DriveBenchPackage.TARGET_INFO__STRIP_SIZE_BYTES:
				setStripSizeBytes(STRIP_SIZE_BYTES_EDEFAULT);
				return;
			case DriveBenchPackage.TARGET_INFO__MEMBERS:
				getMembers().clear();
				return;
			case DriveBenchPackage.TARGET_INFO__TEMPORARY_FILES:
				getTemporaryFiles().clear();
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
			case DriveBenchPackage.TARGET_INFO__KIND:
				return kind != KIND_EDEFAULT;
			case DriveBenchPackage.TARGET_INFO__PATH:
				return PATH_EDEFAULT == null ? path != null : !PATH_EDEFAULT.equals(path);
			case DriveBenchPackage.TARGET_INFO__SIZE_BYTES:
				return sizeBytes != SIZE_BYTES_EDEFAULT;
			case DriveBenchPackage.TARGET_INFO__STRIP_SIZE_BYTES:
				return stripSizeBytes != STRIP_SIZE_BYTES_EDEFAULT;
			case DriveBenchPackage.TARGET_INFO__MEMBERS:
				return members != null && !members.isEmpty();
			case DriveBenchPackage.TARGET_INFO__TEMPORARY_FILES:
				return temporaryFiles != null && !temporaryFiles.isEmpty();
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
		result.append(" (kind: ");
		result.append(kind);
		result.append(", path: ");
		result.append(path);
		result.append(", sizeBytes: ");
		result.append(sizeBytes);
		result.append(", stripSizeBytes: ");
		result.append(stripSizeBytes);
		result.append(", members: ");
		result.append(members);
		result.append(", temporaryFiles: ");
		result.append(temporaryFiles);
		result.append(')');
		return result.toString();
	}

} //TargetInfoImpl
