/**
 */
package org.drivebench.model.impl;

import java.util.Collection;

import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchPackage;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Drive</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.impl.DriveImpl#getKey <em>Key</em>}</li>
 *   <li>{@link org.drivebench.model.impl.DriveImpl#getLabel <em>Label</em>}</li>
 *   <li>{@link org.drivebench.model.impl.DriveImpl#getVendor <em>Vendor</em>}</li>
 *   <li>{@link org.drivebench.model.impl.DriveImpl#getModel <em>Model</em>}</li>
 *   <li>{@link org.drivebench.model.impl.DriveImpl#getSerial <em>Serial</em>}</li>
 *   <li>{@link org.drivebench.model.impl.DriveImpl#getFirmware <em>Firmware</em>}</li>
 *   <li>{@link org.drivebench.model.impl.DriveImpl#getCapacityBytes <em>Capacity Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.impl.DriveImpl#getLogicalSectorSize <em>Logical Sector Size</em>}</li>
 *   <li>{@link org.drivebench.model.impl.DriveImpl#getPhysicalSectorSize <em>Physical Sector Size</em>}</li>
 *   <li>{@link org.drivebench.model.impl.DriveImpl#getRotationalSpeedRpm <em>Rotational Speed Rpm</em>}</li>
 *   <li>{@link org.drivebench.model.impl.DriveImpl#getInterfaceName <em>Interface Name</em>}</li>
 *   <li>{@link org.drivebench.model.impl.DriveImpl#getCacheBytes <em>Cache Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.impl.DriveImpl#isSimulated <em>Simulated</em>}</li>
 *   <li>{@link org.drivebench.model.impl.DriveImpl#getIdentitySource <em>Identity Source</em>}</li>
 *   <li>{@link org.drivebench.model.impl.DriveImpl#getNotes <em>Notes</em>}</li>
 *   <li>{@link org.drivebench.model.impl.DriveImpl#getColor <em>Color</em>}</li>
 *   <li>{@link org.drivebench.model.impl.DriveImpl#getMembers <em>Members</em>}</li>
 * </ul>
 *
 * @generated
 */
public class DriveImpl extends MinimalEObjectImpl.Container implements Drive {
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
	 * The default value of the '{@link #getVendor() <em>Vendor</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getVendor()
	 * @generated
	 * @ordered
	 */
	protected static final String VENDOR_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getVendor() <em>Vendor</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getVendor()
	 * @generated
	 * @ordered
	 */
	protected String vendor = VENDOR_EDEFAULT;

	/**
	 * The default value of the '{@link #getModel() <em>Model</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getModel()
	 * @generated
	 * @ordered
	 */
	protected static final String MODEL_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getModel() <em>Model</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getModel()
	 * @generated
	 * @ordered
	 */
	protected String model = MODEL_EDEFAULT;

	/**
	 * The default value of the '{@link #getSerial() <em>Serial</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSerial()
	 * @generated
	 * @ordered
	 */
	protected static final String SERIAL_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getSerial() <em>Serial</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSerial()
	 * @generated
	 * @ordered
	 */
	protected String serial = SERIAL_EDEFAULT;

	/**
	 * The default value of the '{@link #getFirmware() <em>Firmware</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFirmware()
	 * @generated
	 * @ordered
	 */
	protected static final String FIRMWARE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getFirmware() <em>Firmware</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFirmware()
	 * @generated
	 * @ordered
	 */
	protected String firmware = FIRMWARE_EDEFAULT;

	/**
	 * The default value of the '{@link #getCapacityBytes() <em>Capacity Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCapacityBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long CAPACITY_BYTES_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getCapacityBytes() <em>Capacity Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCapacityBytes()
	 * @generated
	 * @ordered
	 */
	protected long capacityBytes = CAPACITY_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getLogicalSectorSize() <em>Logical Sector Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLogicalSectorSize()
	 * @generated
	 * @ordered
	 */
	protected static final int LOGICAL_SECTOR_SIZE_EDEFAULT = 512;

	/**
	 * The cached value of the '{@link #getLogicalSectorSize() <em>Logical Sector Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLogicalSectorSize()
	 * @generated
	 * @ordered
	 */
	protected int logicalSectorSize = LOGICAL_SECTOR_SIZE_EDEFAULT;

	/**
	 * The default value of the '{@link #getPhysicalSectorSize() <em>Physical Sector Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPhysicalSectorSize()
	 * @generated
	 * @ordered
	 */
	protected static final int PHYSICAL_SECTOR_SIZE_EDEFAULT = 512;

	/**
	 * The cached value of the '{@link #getPhysicalSectorSize() <em>Physical Sector Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPhysicalSectorSize()
	 * @generated
	 * @ordered
	 */
	protected int physicalSectorSize = PHYSICAL_SECTOR_SIZE_EDEFAULT;

	/**
	 * The default value of the '{@link #getRotationalSpeedRpm() <em>Rotational Speed Rpm</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRotationalSpeedRpm()
	 * @generated
	 * @ordered
	 */
	protected static final int ROTATIONAL_SPEED_RPM_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getRotationalSpeedRpm() <em>Rotational Speed Rpm</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRotationalSpeedRpm()
	 * @generated
	 * @ordered
	 */
	protected int rotationalSpeedRpm = ROTATIONAL_SPEED_RPM_EDEFAULT;

	/**
	 * The default value of the '{@link #getInterfaceName() <em>Interface Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInterfaceName()
	 * @generated
	 * @ordered
	 */
	protected static final String INTERFACE_NAME_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getInterfaceName() <em>Interface Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInterfaceName()
	 * @generated
	 * @ordered
	 */
	protected String interfaceName = INTERFACE_NAME_EDEFAULT;

	/**
	 * The default value of the '{@link #getCacheBytes() <em>Cache Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCacheBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long CACHE_BYTES_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getCacheBytes() <em>Cache Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCacheBytes()
	 * @generated
	 * @ordered
	 */
	protected long cacheBytes = CACHE_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #isSimulated() <em>Simulated</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSimulated()
	 * @generated
	 * @ordered
	 */
	protected static final boolean SIMULATED_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isSimulated() <em>Simulated</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSimulated()
	 * @generated
	 * @ordered
	 */
	protected boolean simulated = SIMULATED_EDEFAULT;

	/**
	 * The default value of the '{@link #getIdentitySource() <em>Identity Source</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIdentitySource()
	 * @generated
	 * @ordered
	 */
	protected static final String IDENTITY_SOURCE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getIdentitySource() <em>Identity Source</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIdentitySource()
	 * @generated
	 * @ordered
	 */
	protected String identitySource = IDENTITY_SOURCE_EDEFAULT;

	/**
	 * The default value of the '{@link #getNotes() <em>Notes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNotes()
	 * @generated
	 * @ordered
	 */
	protected static final String NOTES_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getNotes() <em>Notes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNotes()
	 * @generated
	 * @ordered
	 */
	protected String notes = NOTES_EDEFAULT;

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
	 * The cached value of the '{@link #getMembers() <em>Members</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMembers()
	 * @generated
	 * @ordered
	 */
	protected EList<Drive> members;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected DriveImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DriveBenchPackage.Literals.DRIVE;
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
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.DRIVE__KEY, oldKey, key));
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
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.DRIVE__LABEL, oldLabel, label));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getVendor() {
		return vendor;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setVendor(String newVendor) {
		String oldVendor = vendor;
		vendor = newVendor;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.DRIVE__VENDOR, oldVendor, vendor));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getModel() {
		return model;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setModel(String newModel) {
		String oldModel = model;
		model = newModel;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.DRIVE__MODEL, oldModel, model));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getSerial() {
		return serial;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSerial(String newSerial) {
		String oldSerial = serial;
		serial = newSerial;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.DRIVE__SERIAL, oldSerial, serial));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getFirmware() {
		return firmware;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFirmware(String newFirmware) {
		String oldFirmware = firmware;
		firmware = newFirmware;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.DRIVE__FIRMWARE, oldFirmware, firmware));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getCapacityBytes() {
		return capacityBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCapacityBytes(long newCapacityBytes) {
		long oldCapacityBytes = capacityBytes;
		capacityBytes = newCapacityBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.DRIVE__CAPACITY_BYTES, oldCapacityBytes, capacityBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getLogicalSectorSize() {
		return logicalSectorSize;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLogicalSectorSize(int newLogicalSectorSize) {
		int oldLogicalSectorSize = logicalSectorSize;
		logicalSectorSize = newLogicalSectorSize;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.DRIVE__LOGICAL_SECTOR_SIZE, oldLogicalSectorSize, logicalSectorSize));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getPhysicalSectorSize() {
		return physicalSectorSize;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPhysicalSectorSize(int newPhysicalSectorSize) {
		int oldPhysicalSectorSize = physicalSectorSize;
		physicalSectorSize = newPhysicalSectorSize;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.DRIVE__PHYSICAL_SECTOR_SIZE, oldPhysicalSectorSize, physicalSectorSize));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRotationalSpeedRpm() {
		return rotationalSpeedRpm;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRotationalSpeedRpm(int newRotationalSpeedRpm) {
		int oldRotationalSpeedRpm = rotationalSpeedRpm;
		rotationalSpeedRpm = newRotationalSpeedRpm;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.DRIVE__ROTATIONAL_SPEED_RPM, oldRotationalSpeedRpm, rotationalSpeedRpm));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getInterfaceName() {
		return interfaceName;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setInterfaceName(String newInterfaceName) {
		String oldInterfaceName = interfaceName;
		interfaceName = newInterfaceName;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.DRIVE__INTERFACE_NAME, oldInterfaceName, interfaceName));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getCacheBytes() {
		return cacheBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCacheBytes(long newCacheBytes) {
		long oldCacheBytes = cacheBytes;
		cacheBytes = newCacheBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.DRIVE__CACHE_BYTES, oldCacheBytes, cacheBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSimulated() {
		return simulated;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSimulated(boolean newSimulated) {
		boolean oldSimulated = simulated;
		simulated = newSimulated;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.DRIVE__SIMULATED, oldSimulated, simulated));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getIdentitySource() {
		return identitySource;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setIdentitySource(String newIdentitySource) {
		String oldIdentitySource = identitySource;
		identitySource = newIdentitySource;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.DRIVE__IDENTITY_SOURCE, oldIdentitySource, identitySource));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getNotes() {
		return notes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNotes(String newNotes) {
		String oldNotes = notes;
		notes = newNotes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.DRIVE__NOTES, oldNotes, notes));
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
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.DRIVE__COLOR, oldColor, color));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Drive> getMembers() {
		if (members == null) {
			members = new EObjectContainmentEList<Drive>(Drive.class, this, DriveBenchPackage.DRIVE__MEMBERS);
		}
		return members;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case DriveBenchPackage.DRIVE__MEMBERS:
				return ((InternalEList<?>)getMembers()).basicRemove(otherEnd, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case DriveBenchPackage.DRIVE__KEY:
				return getKey();
			case DriveBenchPackage.DRIVE__LABEL:
				return getLabel();
			case DriveBenchPackage.DRIVE__VENDOR:
				return getVendor();
			case DriveBenchPackage.DRIVE__MODEL:
				return getModel();
			case DriveBenchPackage.DRIVE__SERIAL:
				return getSerial();
			case DriveBenchPackage.DRIVE__FIRMWARE:
				return getFirmware();
			case DriveBenchPackage.DRIVE__CAPACITY_BYTES:
				return getCapacityBytes();
			case DriveBenchPackage.DRIVE__LOGICAL_SECTOR_SIZE:
				return getLogicalSectorSize();
			case DriveBenchPackage.DRIVE__PHYSICAL_SECTOR_SIZE:
				return getPhysicalSectorSize();
			case DriveBenchPackage.DRIVE__ROTATIONAL_SPEED_RPM:
				return getRotationalSpeedRpm();
			case DriveBenchPackage.DRIVE__INTERFACE_NAME:
				return getInterfaceName();
			case DriveBenchPackage.DRIVE__CACHE_BYTES:
				return getCacheBytes();
			case DriveBenchPackage.DRIVE__SIMULATED:
				return isSimulated();
			case DriveBenchPackage.DRIVE__IDENTITY_SOURCE:
				return getIdentitySource();
			case DriveBenchPackage.DRIVE__NOTES:
				return getNotes();
			case DriveBenchPackage.DRIVE__COLOR:
				return getColor();
			case DriveBenchPackage.DRIVE__MEMBERS:
				return getMembers();
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
			case DriveBenchPackage.DRIVE__KEY:
				setKey((String)newValue);
				return;
			case DriveBenchPackage.DRIVE__LABEL:
				setLabel((String)newValue);
				return;
			case DriveBenchPackage.DRIVE__VENDOR:
				setVendor((String)newValue);
				return;
			case DriveBenchPackage.DRIVE__MODEL:
				setModel((String)newValue);
				return;
			case DriveBenchPackage.DRIVE__SERIAL:
				setSerial((String)newValue);
				return;
			case DriveBenchPackage.DRIVE__FIRMWARE:
				setFirmware((String)newValue);
				return;
			case DriveBenchPackage.DRIVE__CAPACITY_BYTES:
				setCapacityBytes((Long)newValue);
				return;
			case DriveBenchPackage.DRIVE__LOGICAL_SECTOR_SIZE:
				setLogicalSectorSize((Integer)newValue);
				return;
			case DriveBenchPackage.DRIVE__PHYSICAL_SECTOR_SIZE:
				setPhysicalSectorSize((Integer)newValue);
				return;
			case DriveBenchPackage.DRIVE__ROTATIONAL_SPEED_RPM:
				setRotationalSpeedRpm((Integer)newValue);
				return;
			case DriveBenchPackage.DRIVE__INTERFACE_NAME:
				setInterfaceName((String)newValue);
				return;
			case DriveBenchPackage.DRIVE__CACHE_BYTES:
				setCacheBytes((Long)newValue);
				return;
			case DriveBenchPackage.DRIVE__SIMULATED:
				setSimulated((Boolean)newValue);
				return;
			case DriveBenchPackage.DRIVE__IDENTITY_SOURCE:
				setIdentitySource((String)newValue);
				return;
			case DriveBenchPackage.DRIVE__NOTES:
				setNotes((String)newValue);
				return;
			case DriveBenchPackage.DRIVE__COLOR:
				setColor((String)newValue);
				return;
			case DriveBenchPackage.DRIVE__MEMBERS:
				getMembers().clear();
				getMembers().addAll((Collection<? extends Drive>)newValue);
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
			case DriveBenchPackage.DRIVE__KEY:
				setKey(KEY_EDEFAULT);
				return;
			case DriveBenchPackage.DRIVE__LABEL:
				setLabel(LABEL_EDEFAULT);
				return;
			case DriveBenchPackage.DRIVE__VENDOR:
				setVendor(VENDOR_EDEFAULT);
				return;
			case DriveBenchPackage.DRIVE__MODEL:
				setModel(MODEL_EDEFAULT);
				return;
			case DriveBenchPackage.DRIVE__SERIAL:
				setSerial(SERIAL_EDEFAULT);
				return;
			case DriveBenchPackage.DRIVE__FIRMWARE:
				setFirmware(FIRMWARE_EDEFAULT);
				return;
			case DriveBenchPackage.DRIVE__CAPACITY_BYTES:
				setCapacityBytes(CAPACITY_BYTES_EDEFAULT);
				return;
			case DriveBenchPackage.DRIVE__LOGICAL_SECTOR_SIZE:
				setLogicalSectorSize(LOGICAL_SECTOR_SIZE_EDEFAULT);
				return;
			case DriveBenchPackage.DRIVE__PHYSICAL_SECTOR_SIZE:
				setPhysicalSectorSize(PHYSICAL_SECTOR_SIZE_EDEFAULT);
				return;
			case DriveBenchPackage.DRIVE__ROTATIONAL_SPEED_RPM:
				setRotationalSpeedRpm(ROTATIONAL_SPEED_RPM_EDEFAULT);
				return;
			case DriveBenchPackage.DRIVE__INTERFACE_NAME:
				setInterfaceName(INTERFACE_NAME_EDEFAULT);
				return;
			case DriveBenchPackage.DRIVE__CACHE_BYTES:
				setCacheBytes(CACHE_BYTES_EDEFAULT);
				return;
			case DriveBenchPackage.DRIVE__SIMULATED:
				setSimulated(SIMULATED_EDEFAULT);
				return;
			case DriveBenchPackage.DRIVE__IDENTITY_SOURCE:
				setIdentitySource(IDENTITY_SOURCE_EDEFAULT);
				return;
			case DriveBenchPackage.DRIVE__NOTES:
				setNotes(NOTES_EDEFAULT);
				return;
			case DriveBenchPackage.DRIVE__COLOR:
				setColor(COLOR_EDEFAULT);
				return;
			case DriveBenchPackage.DRIVE__MEMBERS:
				getMembers().clear();
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
			case DriveBenchPackage.DRIVE__KEY:
				return KEY_EDEFAULT == null ? key != null : !KEY_EDEFAULT.equals(key);
			case DriveBenchPackage.DRIVE__LABEL:
				return LABEL_EDEFAULT == null ? label != null : !LABEL_EDEFAULT.equals(label);
			case DriveBenchPackage.DRIVE__VENDOR:
				return VENDOR_EDEFAULT == null ? vendor != null : !VENDOR_EDEFAULT.equals(vendor);
			case DriveBenchPackage.DRIVE__MODEL:
				return MODEL_EDEFAULT == null ? model != null : !MODEL_EDEFAULT.equals(model);
			case DriveBenchPackage.DRIVE__SERIAL:
				return SERIAL_EDEFAULT == null ? serial != null : !SERIAL_EDEFAULT.equals(serial);
			case DriveBenchPackage.DRIVE__FIRMWARE:
				return FIRMWARE_EDEFAULT == null ? firmware != null : !FIRMWARE_EDEFAULT.equals(firmware);
			case DriveBenchPackage.DRIVE__CAPACITY_BYTES:
				return capacityBytes != CAPACITY_BYTES_EDEFAULT;
			case DriveBenchPackage.DRIVE__LOGICAL_SECTOR_SIZE:
				return logicalSectorSize != LOGICAL_SECTOR_SIZE_EDEFAULT;
			case DriveBenchPackage.DRIVE__PHYSICAL_SECTOR_SIZE:
				return physicalSectorSize != PHYSICAL_SECTOR_SIZE_EDEFAULT;
			case DriveBenchPackage.DRIVE__ROTATIONAL_SPEED_RPM:
				return rotationalSpeedRpm != ROTATIONAL_SPEED_RPM_EDEFAULT;
			case DriveBenchPackage.DRIVE__INTERFACE_NAME:
				return INTERFACE_NAME_EDEFAULT == null ? interfaceName != null : !INTERFACE_NAME_EDEFAULT.equals(interfaceName);
			case DriveBenchPackage.DRIVE__CACHE_BYTES:
				return cacheBytes != CACHE_BYTES_EDEFAULT;
			case DriveBenchPackage.DRIVE__SIMULATED:
				return simulated != SIMULATED_EDEFAULT;
			case DriveBenchPackage.DRIVE__IDENTITY_SOURCE:
				return IDENTITY_SOURCE_EDEFAULT == null ? identitySource != null : !IDENTITY_SOURCE_EDEFAULT.equals(identitySource);
			case DriveBenchPackage.DRIVE__NOTES:
				return NOTES_EDEFAULT == null ? notes != null : !NOTES_EDEFAULT.equals(notes);
			case DriveBenchPackage.DRIVE__COLOR:
				return COLOR_EDEFAULT == null ? color != null : !COLOR_EDEFAULT.equals(color);
			case DriveBenchPackage.DRIVE__MEMBERS:
				return members != null && !members.isEmpty();
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
		result.append(", vendor: ");
		result.append(vendor);
		result.append(", model: ");
		result.append(model);
		result.append(", serial: ");
		result.append(serial);
		result.append(", firmware: ");
		result.append(firmware);
		result.append(", capacityBytes: ");
		result.append(capacityBytes);
		result.append(", logicalSectorSize: ");
		result.append(logicalSectorSize);
		result.append(", physicalSectorSize: ");
		result.append(physicalSectorSize);
		result.append(", rotationalSpeedRpm: ");
		result.append(rotationalSpeedRpm);
		result.append(", interfaceName: ");
		result.append(interfaceName);
		result.append(", cacheBytes: ");
		result.append(cacheBytes);
		result.append(", simulated: ");
		result.append(simulated);
		result.append(", identitySource: ");
		result.append(identitySource);
		result.append(", notes: ");
		result.append(notes);
		result.append(", color: ");
		result.append(color);
		result.append(')');
		return result.toString();
	}

} //DriveImpl
