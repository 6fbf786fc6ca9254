/**
 */
package org.drivebench.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Drive</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The identity of the drive a run measured, as read from the device (or the simulated model) when the run started. Runs of one drive share its key.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.Drive#getKey <em>Key</em>}</li>
 *   <li>{@link org.drivebench.model.Drive#getLabel <em>Label</em>}</li>
 *   <li>{@link org.drivebench.model.Drive#getVendor <em>Vendor</em>}</li>
 *   <li>{@link org.drivebench.model.Drive#getModel <em>Model</em>}</li>
 *   <li>{@link org.drivebench.model.Drive#getSerial <em>Serial</em>}</li>
 *   <li>{@link org.drivebench.model.Drive#getFirmware <em>Firmware</em>}</li>
 *   <li>{@link org.drivebench.model.Drive#getCapacityBytes <em>Capacity Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.Drive#getLogicalSectorSize <em>Logical Sector Size</em>}</li>
 *   <li>{@link org.drivebench.model.Drive#getPhysicalSectorSize <em>Physical Sector Size</em>}</li>
 *   <li>{@link org.drivebench.model.Drive#getRotationalSpeedRpm <em>Rotational Speed Rpm</em>}</li>
 *   <li>{@link org.drivebench.model.Drive#getInterfaceName <em>Interface Name</em>}</li>
 *   <li>{@link org.drivebench.model.Drive#getCacheBytes <em>Cache Bytes</em>}</li>
 *   <li>{@link org.drivebench.model.Drive#isSimulated <em>Simulated</em>}</li>
 *   <li>{@link org.drivebench.model.Drive#getIdentitySource <em>Identity Source</em>}</li>
 *   <li>{@link org.drivebench.model.Drive#getNotes <em>Notes</em>}</li>
 *   <li>{@link org.drivebench.model.Drive#getColor <em>Color</em>}</li>
 *   <li>{@link org.drivebench.model.Drive#getMembers <em>Members</em>}</li>
 * </ul>
 *
 * @see org.drivebench.model.DriveBenchPackage#getDrive()
 * @model
 * @generated
 */
public interface Drive extends EObject {
	/**
	 * Returns the value of the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Key</em>' attribute.
	 * @see #setKey(String)
	 * @see org.drivebench.model.DriveBenchPackage#getDrive_Key()
	 * @model
	 * @generated
	 */
	String getKey();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Drive#getKey <em>Key</em>}' attribute.
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
	 * @see org.drivebench.model.DriveBenchPackage#getDrive_Label()
	 * @model
	 * @generated
	 */
	String getLabel();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Drive#getLabel <em>Label</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Label</em>' attribute.
	 * @see #getLabel()
	 * @generated
	 */
	void setLabel(String value);

	/**
	 * Returns the value of the '<em><b>Vendor</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Vendor</em>' attribute.
	 * @see #setVendor(String)
	 * @see org.drivebench.model.DriveBenchPackage#getDrive_Vendor()
	 * @model
	 * @generated
	 */
	String getVendor();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Drive#getVendor <em>Vendor</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Vendor</em>' attribute.
	 * @see #getVendor()
	 * @generated
	 */
	void setVendor(String value);

	/**
	 * Returns the value of the '<em><b>Model</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Model</em>' attribute.
	 * @see #setModel(String)
	 * @see org.drivebench.model.DriveBenchPackage#getDrive_Model()
	 * @model
	 * @generated
	 */
	String getModel();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Drive#getModel <em>Model</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Model</em>' attribute.
	 * @see #getModel()
	 * @generated
	 */
	void setModel(String value);

	/**
	 * Returns the value of the '<em><b>Serial</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Serial</em>' attribute.
	 * @see #setSerial(String)
	 * @see org.drivebench.model.DriveBenchPackage#getDrive_Serial()
	 * @model
	 * @generated
	 */
	String getSerial();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Drive#getSerial <em>Serial</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Serial</em>' attribute.
	 * @see #getSerial()
	 * @generated
	 */
	void setSerial(String value);

	/**
	 * Returns the value of the '<em><b>Firmware</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Firmware</em>' attribute.
	 * @see #setFirmware(String)
	 * @see org.drivebench.model.DriveBenchPackage#getDrive_Firmware()
	 * @model
	 * @generated
	 */
	String getFirmware();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Drive#getFirmware <em>Firmware</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Firmware</em>' attribute.
	 * @see #getFirmware()
	 * @generated
	 */
	void setFirmware(String value);

	/**
	 * Returns the value of the '<em><b>Capacity Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Capacity Bytes</em>' attribute.
	 * @see #setCapacityBytes(long)
	 * @see org.drivebench.model.DriveBenchPackage#getDrive_CapacityBytes()
	 * @model
	 * @generated
	 */
	long getCapacityBytes();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Drive#getCapacityBytes <em>Capacity Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Capacity Bytes</em>' attribute.
	 * @see #getCapacityBytes()
	 * @generated
	 */
	void setCapacityBytes(long value);

	/**
	 * Returns the value of the '<em><b>Logical Sector Size</b></em>' attribute.
	 * The default value is <code>"512"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Logical Sector Size</em>' attribute.
	 * @see #setLogicalSectorSize(int)
	 * @see org.drivebench.model.DriveBenchPackage#getDrive_LogicalSectorSize()
	 * @model default="512"
	 * @generated
	 */
	int getLogicalSectorSize();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Drive#getLogicalSectorSize <em>Logical Sector Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Logical Sector Size</em>' attribute.
	 * @see #getLogicalSectorSize()
	 * @generated
	 */
	void setLogicalSectorSize(int value);

	/**
	 * Returns the value of the '<em><b>Physical Sector Size</b></em>' attribute.
	 * The default value is <code>"512"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Physical Sector Size</em>' attribute.
	 * @see #setPhysicalSectorSize(int)
	 * @see org.drivebench.model.DriveBenchPackage#getDrive_PhysicalSectorSize()
	 * @model default="512"
	 * @generated
	 */
	int getPhysicalSectorSize();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Drive#getPhysicalSectorSize <em>Physical Sector Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Physical Sector Size</em>' attribute.
	 * @see #getPhysicalSectorSize()
	 * @generated
	 */
	void setPhysicalSectorSize(int value);

	/**
	 * Returns the value of the '<em><b>Rotational Speed Rpm</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Spindle speed; 0 for solid-state or unknown.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rotational Speed Rpm</em>' attribute.
	 * @see #setRotationalSpeedRpm(int)
	 * @see org.drivebench.model.DriveBenchPackage#getDrive_RotationalSpeedRpm()
	 * @model
	 * @generated
	 */
	int getRotationalSpeedRpm();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Drive#getRotationalSpeedRpm <em>Rotational Speed Rpm</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rotational Speed Rpm</em>' attribute.
	 * @see #getRotationalSpeedRpm()
	 * @generated
	 */
	void setRotationalSpeedRpm(int value);

	/**
	 * Returns the value of the '<em><b>Interface Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Interface Name</em>' attribute.
	 * @see #setInterfaceName(String)
	 * @see org.drivebench.model.DriveBenchPackage#getDrive_InterfaceName()
	 * @model
	 * @generated
	 */
	String getInterfaceName();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Drive#getInterfaceName <em>Interface Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Interface Name</em>' attribute.
	 * @see #getInterfaceName()
	 * @generated
	 */
	void setInterfaceName(String value);

	/**
	 * Returns the value of the '<em><b>Cache Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Cache Bytes</em>' attribute.
	 * @see #setCacheBytes(long)
	 * @see org.drivebench.model.DriveBenchPackage#getDrive_CacheBytes()
	 * @model
	 * @generated
	 */
	long getCacheBytes();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Drive#getCacheBytes <em>Cache Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cache Bytes</em>' attribute.
	 * @see #getCacheBytes()
	 * @generated
	 */
	void setCacheBytes(long value);

	/**
	 * Returns the value of the '<em><b>Simulated</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Simulated</em>' attribute.
	 * @see #setSimulated(boolean)
	 * @see org.drivebench.model.DriveBenchPackage#getDrive_Simulated()
	 * @model
	 * @generated
	 */
	boolean isSimulated();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Drive#isSimulated <em>Simulated</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Simulated</em>' attribute.
	 * @see #isSimulated()
	 * @generated
	 */
	void setSimulated(boolean value);

	/**
	 * Returns the value of the '<em><b>Identity Source</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Where the identity was read: smartctl and its version, sysfs, the simulator; empty in files written before it was recorded.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Identity Source</em>' attribute.
	 * @see #setIdentitySource(String)
	 * @see org.drivebench.model.DriveBenchPackage#getDrive_IdentitySource()
	 * @model
	 * @generated
	 */
	String getIdentitySource();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Drive#getIdentitySource <em>Identity Source</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Identity Source</em>' attribute.
	 * @see #getIdentitySource()
	 * @generated
	 */
	void setIdentitySource(String value);

	/**
	 * Returns the value of the '<em><b>Notes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Notes</em>' attribute.
	 * @see #setNotes(String)
	 * @see org.drivebench.model.DriveBenchPackage#getDrive_Notes()
	 * @model
	 * @generated
	 */
	String getNotes();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Drive#getNotes <em>Notes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Notes</em>' attribute.
	 * @see #getNotes()
	 * @generated
	 */
	void setNotes(String value);

	/**
	 * Returns the value of the '<em><b>Color</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The drive's colour in every chart of every comparison, as #rrggbb: given when the drive is first measured (the first colour of the palette no other drive of the library has), kept by its later runs, changed with Colour... in a comparison; empty in files written before it was recorded.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Color</em>' attribute.
	 * @see #setColor(String)
	 * @see org.drivebench.model.DriveBenchPackage#getDrive_Color()
	 * @model
	 * @generated
	 */
	String getColor();

	/**
	 * Sets the value of the '{@link org.drivebench.model.Drive#getColor <em>Color</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Color</em>' attribute.
	 * @see #getColor()
	 * @generated
	 */
	void setColor(String value);

	/**
	 * Returns the value of the '<em><b>Members</b></em>' containment reference list.
	 * The list contents are of type {@link org.drivebench.model.Drive}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The members of an array (a RAID-0 set), in stripe order, each with its own identity; empty for a single drive and in files written before they were recorded. An array without a serial of its own is keyed by its members' keys, so two arrays of one model and strip size over different drives are two drives.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Members</em>' containment reference list.
	 * @see org.drivebench.model.DriveBenchPackage#getDrive_Members()
	 * @model containment="true"
	 * @generated
	 */
	EList<Drive> getMembers();

} // Drive
