/**
 */
package org.drivebench.model;

import java.util.Date;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Group Test</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Several drives run unattended, one entry after another (entries on different rigs at the same time), ending in one saved comparison. Saved in the library before and after each entry, so a kill loses at most the test under way.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.GroupTest#getSchemaVersion <em>Schema Version</em>}</li>
 *   <li>{@link org.drivebench.model.GroupTest#getId <em>Id</em>}</li>
 *   <li>{@link org.drivebench.model.GroupTest#getTitle <em>Title</em>}</li>
 *   <li>{@link org.drivebench.model.GroupTest#getCreatedAt <em>Created At</em>}</li>
 *   <li>{@link org.drivebench.model.GroupTest#getModifiedAt <em>Modified At</em>}</li>
 *   <li>{@link org.drivebench.model.GroupTest#getEntries <em>Entries</em>}</li>
 *   <li>{@link org.drivebench.model.GroupTest#getProcess <em>Process</em>}</li>
 *   <li>{@link org.drivebench.model.GroupTest#getReportId <em>Report Id</em>}</li>
 * </ul>
 *
 * @see org.drivebench.model.DriveBenchPackage#getGroupTest()
 * @model
 * @generated
 */
public interface GroupTest extends EObject {
	/**
	 * Returns the value of the '<em><b>Schema Version</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The version of the file format this file was written with (ResultLibrary.SCHEMA_VERSION). A reader refuses files of a newer version.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Schema Version</em>' attribute.
	 * @see #setSchemaVersion(int)
	 * @see org.drivebench.model.DriveBenchPackage#getGroupTest_SchemaVersion()
	 * @model default="0"
	 * @generated
	 */
	int getSchemaVersion();

	/**
	 * Sets the value of the '{@link org.drivebench.model.GroupTest#getSchemaVersion <em>Schema Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Schema Version</em>' attribute.
	 * @see #getSchemaVersion()
	 * @generated
	 */
	void setSchemaVersion(int value);

	/**
	 * Returns the value of the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The group test's name, which names its file in the library (groups/<id>.xmi): letters, digits, '.', '_' and '-'.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Id</em>' attribute.
	 * @see #setId(String)
	 * @see org.drivebench.model.DriveBenchPackage#getGroupTest_Id()
	 * @model id="true"
	 * @generated
	 */
	String getId();

	/**
	 * Sets the value of the '{@link org.drivebench.model.GroupTest#getId <em>Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Id</em>' attribute.
	 * @see #getId()
	 * @generated
	 */
	void setId(String value);

	/**
	 * Returns the value of the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Title</em>' attribute.
	 * @see #setTitle(String)
	 * @see org.drivebench.model.DriveBenchPackage#getGroupTest_Title()
	 * @model
	 * @generated
	 */
	String getTitle();

	/**
	 * Sets the value of the '{@link org.drivebench.model.GroupTest#getTitle <em>Title</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Title</em>' attribute.
	 * @see #getTitle()
	 * @generated
	 */
	void setTitle(String value);

	/**
	 * Returns the value of the '<em><b>Created At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Created At</em>' attribute.
	 * @see #setCreatedAt(Date)
	 * @see org.drivebench.model.DriveBenchPackage#getGroupTest_CreatedAt()
	 * @model
	 * @generated
	 */
	Date getCreatedAt();

	/**
	 * Sets the value of the '{@link org.drivebench.model.GroupTest#getCreatedAt <em>Created At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Created At</em>' attribute.
	 * @see #getCreatedAt()
	 * @generated
	 */
	void setCreatedAt(Date value);

	/**
	 * Returns the value of the '<em><b>Modified At</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Modified At</em>' attribute.
	 * @see #setModifiedAt(Date)
	 * @see org.drivebench.model.DriveBenchPackage#getGroupTest_ModifiedAt()
	 * @model
	 * @generated
	 */
	Date getModifiedAt();

	/**
	 * Sets the value of the '{@link org.drivebench.model.GroupTest#getModifiedAt <em>Modified At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Modified At</em>' attribute.
	 * @see #getModifiedAt()
	 * @generated
	 */
	void setModifiedAt(Date value);

	/**
	 * Returns the value of the '<em><b>Entries</b></em>' containment reference list.
	 * The list contents are of type {@link org.drivebench.model.GroupEntry}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Entries</em>' containment reference list.
	 * @see org.drivebench.model.DriveBenchPackage#getGroupTest_Entries()
	 * @model containment="true"
	 * @generated
	 */
	EList<GroupEntry> getEntries();

	/**
	 * Returns the value of the '<em><b>Process</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The process running the group test while it runs (as Run.process); empty when none does.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Process</em>' attribute.
	 * @see #setProcess(String)
	 * @see org.drivebench.model.DriveBenchPackage#getGroupTest_Process()
	 * @model
	 * @generated
	 */
	String getProcess();

	/**
	 * Sets the value of the '{@link org.drivebench.model.GroupTest#getProcess <em>Process</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Process</em>' attribute.
	 * @see #getProcess()
	 * @generated
	 */
	void setProcess(String value);

	/**
	 * Returns the value of the '<em><b>Report Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The saved comparison of every entry's runs, made when the last entry ended; empty before.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Report Id</em>' attribute.
	 * @see #setReportId(String)
	 * @see org.drivebench.model.DriveBenchPackage#getGroupTest_ReportId()
	 * @model
	 * @generated
	 */
	String getReportId();

	/**
	 * Sets the value of the '{@link org.drivebench.model.GroupTest#getReportId <em>Report Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Report Id</em>' attribute.
	 * @see #getReportId()
	 * @generated
	 */
	void setReportId(String value);

} // GroupTest
