/**
 */
package org.drivebench.model.impl;

import java.util.Collection;
import java.util.Date;

import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.IntervalSeries;
import org.drivebench.model.LatencyHistogram;
import org.drivebench.model.MeasuredStep;
import org.drivebench.model.Message;
import org.drivebench.model.Metric;
import org.drivebench.model.Parameter;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.Series;
import org.drivebench.model.TestResult;
import org.drivebench.model.WorkerResult;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Test Result</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.drivebench.model.impl.TestResultImpl#getRun <em>Run</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestResultImpl#getTestId <em>Test Id</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestResultImpl#getTestVersion <em>Test Version</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestResultImpl#getTestName <em>Test Name</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestResultImpl#getCaseName <em>Case Name</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestResultImpl#getCategory <em>Category</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestResultImpl#getStatus <em>Status</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestResultImpl#getStartedAt <em>Started At</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestResultImpl#getFinishedAt <em>Finished At</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestResultImpl#getEngineBackend <em>Engine Backend</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestResultImpl#getParameters <em>Parameters</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestResultImpl#getMessages <em>Messages</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestResultImpl#getMetrics <em>Metrics</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestResultImpl#getSeries <em>Series</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestResultImpl#getHistograms <em>Histograms</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestResultImpl#getIntervals <em>Intervals</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestResultImpl#getWorkers <em>Workers</em>}</li>
 *   <li>{@link org.drivebench.model.impl.TestResultImpl#getSteps <em>Steps</em>}</li>
 * </ul>
 *
 * @generated
 */
public class TestResultImpl extends MinimalEObjectImpl.Container implements TestResult {
	/**
	 * The default value of the '{@link #getTestId() <em>Test Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTestId()
	 * @generated
	 * @ordered
	 */
	protected static final String TEST_ID_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getTestId() <em>Test Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTestId()
	 * @generated
	 * @ordered
	 */
	protected String testId = TEST_ID_EDEFAULT;

	/**
	 * The default value of the '{@link #getTestVersion() <em>Test Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTestVersion()
	 * @generated
	 * @ordered
	 */
	protected static final String TEST_VERSION_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getTestVersion() <em>Test Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTestVersion()
	 * @generated
	 * @ordered
	 */
	protected String testVersion = TEST_VERSION_EDEFAULT;

	/**
	 * The default value of the '{@link #getTestName() <em>Test Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTestName()
	 * @generated
	 * @ordered
	 */
	protected static final String TEST_NAME_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getTestName() <em>Test Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTestName()
	 * @generated
	 * @ordered
	 */
	protected String testName = TEST_NAME_EDEFAULT;

	/**
	 * The default value of the '{@link #getCaseName() <em>Case Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCaseName()
	 * @generated
	 * @ordered
	 */
	protected static final String CASE_NAME_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getCaseName() <em>Case Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCaseName()
	 * @generated
	 * @ordered
	 */
	protected String caseName = CASE_NAME_EDEFAULT;

	/**
	 * The default value of the '{@link #getCategory() <em>Category</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCategory()
	 * @generated
	 * @ordered
	 */
	protected static final String CATEGORY_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getCategory() <em>Category</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCategory()
	 * @generated
	 * @ordered
	 */
	protected String category = CATEGORY_EDEFAULT;

	/**
	 * The default value of the '{@link #getStatus() <em>Status</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStatus()
	 * @generated
	 * @ordered
	 */
	protected static final ResultStatus STATUS_EDEFAULT = ResultStatus.COMPLETED;

	/**
	 * The cached value of the '{@link #getStatus() <em>Status</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStatus()
	 * @generated
	 * @ordered
	 */
	protected ResultStatus status = STATUS_EDEFAULT;

	/**
	 * The default value of the '{@link #getStartedAt() <em>Started At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStartedAt()
	 * @generated
	 * @ordered
	 */
	protected static final Date STARTED_AT_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getStartedAt() <em>Started At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStartedAt()
	 * @generated
	 * @ordered
	 */
	protected Date startedAt = STARTED_AT_EDEFAULT;

	/**
	 * The default value of the '{@link #getFinishedAt() <em>Finished At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFinishedAt()
	 * @generated
	 * @ordered
	 */
	protected static final Date FINISHED_AT_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getFinishedAt() <em>Finished At</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFinishedAt()
	 * @generated
	 * @ordered
	 */
	protected Date finishedAt = FINISHED_AT_EDEFAULT;

	/**
	 * The default value of the '{@link #getEngineBackend() <em>Engine Backend</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEngineBackend()
	 * @generated
	 * @ordered
	 */
	protected static final String ENGINE_BACKEND_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getEngineBackend() <em>Engine Backend</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEngineBackend()
	 * @generated
	 * @ordered
	 */
	protected String engineBackend = ENGINE_BACKEND_EDEFAULT;

	/**
	 * The cached value of the '{@link #getParameters() <em>Parameters</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getParameters()
	 * @generated
	 * @ordered
	 */
	protected EList<Parameter> parameters;

	/**
	 * The cached value of the '{@link #getMessages() <em>Messages</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMessages()
	 * @generated
	 * @ordered
	 */
	protected EList<Message> messages;

	/**
	 * The cached value of the '{@link #getMetrics() <em>Metrics</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMetrics()
	 * @generated
	 * @ordered
	 */
	protected EList<Metric> metrics;

	/**
	 * The cached value of the '{@link #getSeries() <em>Series</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSeries()
	 * @generated
	 * @ordered
	 */
	protected EList<Series> series;

	/**
	 * The cached value of the '{@link #getHistograms() <em>Histograms</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHistograms()
	 * @generated
	 * @ordered
	 */
	protected EList<LatencyHistogram> histograms;

	/**
	 * The cached value of the '{@link #getIntervals() <em>Intervals</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIntervals()
	 * @generated
	 * @ordered
	 */
	protected EList<IntervalSeries> intervals;

	/**
	 * The cached value of the '{@link #getWorkers() <em>Workers</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWorkers()
	 * @generated
	 * @ordered
	 */
	protected EList<WorkerResult> workers;

	/**
	 * The cached value of the '{@link #getSteps() <em>Steps</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSteps()
	 * @generated
	 * @ordered
	 */
	protected EList<MeasuredStep> steps;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected TestResultImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return DriveBenchPackage.Literals.TEST_RESULT;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Run getRun() {
		if (eContainerFeatureID() != DriveBenchPackage.TEST_RESULT__RUN) return null;
		return (Run)eInternalContainer();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetRun(Run newRun, NotificationChain msgs) {
		msgs = eBasicSetContainer((InternalEObject)newRun, DriveBenchPackage.TEST_RESULT__RUN, msgs);
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRun(Run newRun) {
		if (newRun != eInternalContainer() || (eContainerFeatureID() != DriveBenchPackage.TEST_RESULT__RUN && newRun != null)) {
			if (EcoreUtil.isAncestor(this, newRun))
				throw new IllegalArgumentException("Recursive containment not allowed for " + toString());
			NotificationChain msgs = null;
			if (eInternalContainer() != null)
				msgs = eBasicRemoveFromContainer(msgs);
			if (newRun != null)
				msgs = ((InternalEObject)newRun).eInverseAdd(this, DriveBenchPackage.RUN__RESULTS, Run.class, msgs);
			msgs = basicSetRun(newRun, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TEST_RESULT__RUN, newRun, newRun));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getTestId() {
		return testId;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTestId(String newTestId) {
		String oldTestId = testId;
		testId = newTestId;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TEST_RESULT__TEST_ID, oldTestId, testId));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getTestVersion() {
		return testVersion;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTestVersion(String newTestVersion) {
		String oldTestVersion = testVersion;
		testVersion = newTestVersion;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TEST_RESULT__TEST_VERSION, oldTestVersion, testVersion));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getTestName() {
		return testName;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTestName(String newTestName) {
		String oldTestName = testName;
		testName = newTestName;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TEST_RESULT__TEST_NAME, oldTestName, testName));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getCaseName() {
		return caseName;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCaseName(String newCaseName) {
		String oldCaseName = caseName;
		caseName = newCaseName;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TEST_RESULT__CASE_NAME, oldCaseName, caseName));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getCategory() {
		return category;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCategory(String newCategory) {
		String oldCategory = category;
		category = newCategory;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TEST_RESULT__CATEGORY, oldCategory, category));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ResultStatus getStatus() {
		return status;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStatus(ResultStatus newStatus) {
		ResultStatus oldStatus = status;
		status = newStatus == null ? STATUS_EDEFAULT : newStatus;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TEST_RESULT__STATUS, oldStatus, status));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Date getStartedAt() {
		return startedAt;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStartedAt(Date newStartedAt) {
		Date oldStartedAt = startedAt;
		startedAt = newStartedAt;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TEST_RESULT__STARTED_AT, oldStartedAt, startedAt));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Date getFinishedAt() {
		return finishedAt;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFinishedAt(Date newFinishedAt) {
		Date oldFinishedAt = finishedAt;
		finishedAt = newFinishedAt;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TEST_RESULT__FINISHED_AT, oldFinishedAt, finishedAt));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getEngineBackend() {
		return engineBackend;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setEngineBackend(String newEngineBackend) {
		String oldEngineBackend = engineBackend;
		engineBackend = newEngineBackend;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, DriveBenchPackage.TEST_RESULT__ENGINE_BACKEND, oldEngineBackend, engineBackend));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Parameter> getParameters() {
		if (parameters == null) {
			parameters = new EObjectContainmentEList<Parameter>(Parameter.class, this, DriveBenchPackage.TEST_RESULT__PARAMETERS);
		}
		return parameters;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Message> getMessages() {
		if (messages == null) {
			messages = new EObjectContainmentEList<Message>(Message.class, this, DriveBenchPackage.TEST_RESULT__MESSAGES);
		}
		return messages;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Metric> getMetrics() {
		if (metrics == null) {
			metrics = new EObjectContainmentEList<Metric>(Metric.class, this, DriveBenchPackage.TEST_RESULT__METRICS);
		}
		return metrics;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Series> getSeries() {
		if (series == null) {
			series = new EObjectContainmentEList<Series>(Series.class, this, DriveBenchPackage.TEST_RESULT__SERIES);
		}
		return series;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<LatencyHistogram> getHistograms() {
		if (histograms == null) {
			histograms = new EObjectContainmentEList<LatencyHistogram>(LatencyHistogram.class, this, DriveBenchPackage.TEST_RESULT__HISTOGRAMS);
		}
		return histograms;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<IntervalSeries> getIntervals() {
		if (intervals == null) {
			intervals = new EObjectContainmentEList<IntervalSeries>(IntervalSeries.class, this, DriveBenchPackage.TEST_RESULT__INTERVALS);
		}
		return intervals;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<WorkerResult> getWorkers() {
		if (workers == null) {
			workers = new EObjectContainmentEList<WorkerResult>(WorkerResult.class, this, DriveBenchPackage.TEST_RESULT__WORKERS);
		}
		return workers;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<MeasuredStep> getSteps() {
		if (steps == null) {
			steps = new EObjectContainmentEList<MeasuredStep>(MeasuredStep.class, this, DriveBenchPackage.TEST_RESULT__STEPS);
		}
		return steps;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseAdd(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case DriveBenchPackage.TEST_RESULT__RUN:
				if (eInternalContainer() != null)
					msgs = eBasicRemoveFromContainer(msgs);
				return basicSetRun((Run)otherEnd, msgs);
		}
		return super.eInverseAdd(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case DriveBenchPackage.TEST_RESULT__RUN:
				return basicSetRun(null, msgs);
			case DriveBenchPackage.TEST_RESULT__PARAMETERS:
				return ((InternalEList<?>)getParameters()).basicRemove(otherEnd, msgs);
			case DriveBenchPackage.TEST_RESULT__MESSAGES:
				return ((InternalEList<?>)getMessages()).basicRemove(otherEnd, msgs);
			case DriveBenchPackage.TEST_RESULT__METRICS:
				return ((InternalEList<?>)getMetrics()).basicRemove(otherEnd, msgs);
			case DriveBenchPackage.TEST_RESULT__SERIES:
				return ((InternalEList<?>)getSeries()).basicRemove(otherEnd, msgs);
			case DriveBenchPackage.TEST_RESULT__HISTOGRAMS:
				return ((InternalEList<?>)getHistograms()).basicRemove(otherEnd, msgs);
			case DriveBenchPackage.TEST_RESULT__INTERVALS:
				return ((InternalEList<?>)getIntervals()).basicRemove(otherEnd, msgs);
			case DriveBenchPackage.TEST_RESULT__WORKERS:
				return ((InternalEList<?>)getWorkers()).basicRemove(otherEnd, msgs);
			case DriveBenchPackage.TEST_RESULT__STEPS:
				return ((InternalEList<?>)getSteps()).basicRemove(otherEnd, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eBasicRemoveFromContainerFeature(NotificationChain msgs) {
		switch (eContainerFeatureID()) {
			case DriveBenchPackage.TEST_RESULT__RUN:
				return eInternalContainer().eInverseRemove(this, DriveBenchPackage.RUN__RESULTS, Run.class, msgs);
		}
		return super.eBasicRemoveFromContainerFeature(msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case DriveBenchPackage.TEST_RESULT__RUN:
				return getRun();
			case DriveBenchPackage.TEST_RESULT__TEST_ID:
				return getTestId();
			case DriveBenchPackage.TEST_RESULT__TEST_VERSION:
				return getTestVersion();
			case DriveBenchPackage.TEST_RESULT__TEST_NAME:
				return getTestName();
			case DriveBenchPackage.TEST_RESULT__CASE_NAME:
				return getCaseName();
			case DriveBenchPackage.TEST_RESULT__CATEGORY:
				return getCategory();
			case DriveBenchPackage.TEST_RESULT__STATUS:
				return getStatus();
			case DriveBenchPackage.TEST_RESULT__STARTED_AT:
				return getStartedAt();
			case DriveBenchPackage.TEST_RESULT__FINISHED_AT:
				return getFinishedAt();
			case DriveBenchPackage.TEST_RESULT__ENGINE_BACKEND:
				return getEngineBackend();
			case DriveBenchPackage.TEST_RESULT__PARAMETERS:
				return getParameters();
			case DriveBenchPackage.TEST_RESULT__MESSAGES:
				return getMessages();
			case DriveBenchPackage.TEST_RESULT__METRICS:
				return getMetrics();
			case DriveBenchPackage.TEST_RESULT__SERIES:
				return getSeries();
			case DriveBenchPackage.TEST_RESULT__HISTOGRAMS:
				return getHistograms();
			case DriveBenchPackage.TEST_RESULT__INTERVALS:
				return getIntervals();
			case DriveBenchPackage.TEST_RESULT__WORKERS:
				return getWorkers();
			case DriveBenchPackage.TEST_RESULT__STEPS:
				return getSteps();
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
			case DriveBenchPackage.TEST_RESULT__RUN:
				setRun((Run)newValue);
				return;
			case DriveBenchPackage.TEST_RESULT__TEST_ID:
				setTestId((String)newValue);
				return;
			case DriveBenchPackage.TEST_RESULT__TEST_VERSION:
				setTestVersion((String)newValue);
				return;
			case DriveBenchPackage.TEST_RESULT__TEST_NAME:
				setTestName((String)newValue);
				return;
			case DriveBenchPackage.TEST_RESULT__CASE_NAME:
				setCaseName((String)newValue);
				return;
			case DriveBenchPackage.TEST_RESULT__CATEGORY:
				setCategory((String)newValue);
				return;
			case DriveBenchPackage.TEST_RESULT__STATUS:
				setStatus((ResultStatus)newValue);
				return;
			case DriveBenchPackage.TEST_RESULT__STARTED_AT:
				setStartedAt((Date)newValue);
				return;
			case DriveBenchPackage.TEST_RESULT__FINISHED_AT:
				setFinishedAt((Date)newValue);
				return;
			case DriveBenchPackage.TEST_RESULT__ENGINE_BACKEND:
				setEngineBackend((String)newValue);
				return;
			case DriveBenchPackage.TEST_RESULT__PARAMETERS:
				getParameters().clear();
				getParameters().addAll((Collection<? extends Parameter>)newValue);
				return;
			case DriveBenchPackage.TEST_RESULT__MESSAGES:
				getMessages().clear();
				getMessages().addAll((Collection<? extends Message>)newValue);
				return;
			case DriveBenchPackage.TEST_RESULT__METRICS:
				getMetrics().clear();
				getMetrics().addAll((Collection<? extends Metric>)newValue);
				return;
			case DriveBenchPackage.TEST_RESULT__SERIES:
				getSeries().clear();
				getSeries().addAll((Collection<? extends Series>)newValue);
				return;
			case DriveBenchPackage.TEST_RESULT__HISTOGRAMS:
				getHistograms().clear();
				getHistograms().addAll((Collection<? extends LatencyHistogram>)newValue);
				return;
			case DriveBenchPackage.TEST_RESULT__INTERVALS:
				getIntervals().clear();
				getIntervals().addAll((Collection<? extends IntervalSeries>)newValue);
				return;
			case DriveBenchPackage.TEST_RESULT__WORKERS:
				getWorkers().clear();
				getWorkers().addAll((Collection<? extends WorkerResult>)newValue);
				return;
			case DriveBenchPackage.TEST_RESULT__STEPS:
				getSteps().clear();
				getSteps().addAll((Collection<? extends MeasuredStep>)newValue);
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
			case DriveBenchPackage.TEST_RESULT__RUN:
				setRun((Run)null);
				return;
			case DriveBenchPackage.TEST_RESULT__TEST_ID:
				setTestId(TEST_ID_EDEFAULT);
				return;
			case DriveBenchPackage.TEST_RESULT__TEST_VERSION:
				setTestVersion(TEST_VERSION_EDEFAULT);
				return;
			case DriveBenchPackage.TEST_RESULT__TEST_NAME:
				setTestName(TEST_NAME_EDEFAULT);
				return;
			case DriveBenchPackage.TEST_RESULT__CASE_NAME:
				setCaseName(CASE_NAME_EDEFAULT);
				return;
			case DriveBenchPackage.TEST_RESULT__CATEGORY:
				setCategory(CATEGORY_EDEFAULT);
				return;
			case DriveBenchPackage.TEST_RESULT__STATUS:
				setStatus(STATUS_EDEFAULT);
				return;
			case DriveBenchPackage.TEST_RESULT__STARTED_AT:
				setStartedAt(STARTED_AT_EDEFAULT);
				return;
			case DriveBenchPackage.TEST_RESULT__FINISHED_AT:
				setFinishedAt(FINISHED_AT_EDEFAULT);
				return;
			case DriveBenchPackage.TEST_RESULT__ENGINE_BACKEND:
				setEngineBackend(ENGINE_BACKEND_EDEFAULT);
				return;
			case DriveBenchPackage.TEST_RESULT__PARAMETERS:
				getParameters().clear();
				return;
			case DriveBenchPackage.TEST_RESULT__MESSAGES:
				getMessages().clear();
				return;
			case DriveBenchPackage.TEST_RESULT__METRICS:
				getMetrics().clear();
				return;
			case DriveBenchPackage.TEST_RESULT__SERIES:
				getSeries().clear();
				return;
			case DriveBenchPackage.TEST_RESULT__HISTOGRAMS:
				getHistograms().clear();
				return;
			case DriveBenchPackage.TEST_RESULT__INTERVALS:
				getIntervals().clear();
				return;
			case DriveBenchPackage.TEST_RESULT__WORKERS:
				getWorkers().clear();
				return;
			case DriveBenchPackage.TEST_RESULT__STEPS:
				getSteps().clear();
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
			case DriveBenchPackage.TEST_RESULT__RUN:
				return getRun() != null;
			case DriveBenchPackage.TEST_RESULT__TEST_ID:
				return TEST_ID_EDEFAULT == null ? testId != null : !TEST_ID_EDEFAULT.equals(testId);
			case DriveBenchPackage.TEST_RESULT__TEST_VERSION:
				return TEST_VERSION_EDEFAULT == null ? testVersion != null : !TEST_VERSION_EDEFAULT.equals(testVersion);
			case DriveBenchPackage.TEST_RESULT__TEST_NAME:
				return TEST_NAME_EDEFAULT == null ? testName != null : !TEST_NAME_EDEFAULT.equals(testName);
			case DriveBenchPackage.TEST_RESULT__CASE_NAME:
				return CASE_NAME_EDEFAULT == null ? caseName != null : !CASE_NAME_EDEFAULT.equals(caseName);
			case DriveBenchPackage.TEST_RESULT__CATEGORY:
				return CATEGORY_EDEFAULT == null ? category != null : !CATEGORY_EDEFAULT.equals(category);
			case DriveBenchPackage.TEST_RESULT__STATUS:
				return status != STATUS_EDEFAULT;
			case DriveBenchPackage.TEST_RESULT__STARTED_AT:
				return STARTED_AT_EDEFAULT == null ? startedAt != null : !STARTED_AT_EDEFAULT.equals(startedAt);
			case DriveBenchPackage.TEST_RESULT__FINISHED_AT:
				return FINISHED_AT_EDEFAULT == null ? finishedAt != null : !FINISHED_AT_EDEFAULT.equals(finishedAt);
			case DriveBenchPackage.TEST_RESULT__ENGINE_BACKEND:
				return ENGINE_BACKEND_EDEFAULT == null ? engineBackend != null : !ENGINE_BACKEND_EDEFAULT.equals(engineBackend);
			case DriveBenchPackage.TEST_RESULT__PARAMETERS:
				return parameters != null && !parameters.isEmpty();
			case DriveBenchPackage.TEST_RESULT__MESSAGES:
				return messages != null && !messages.isEmpty();
			case DriveBenchPackage.TEST_RESULT__METRICS:
				return metrics != null && !metrics.isEmpty();
			case DriveBenchPackage.TEST_RESULT__SERIES:
				return series != null && !series.isEmpty();
			case DriveBenchPackage.TEST_RESULT__HISTOGRAMS:
				return histograms != null && !histograms.isEmpty();
			case DriveBenchPackage.TEST_RESULT__INTERVALS:
				return intervals != null && !intervals.isEmpty();
			case DriveBenchPackage.TEST_RESULT__WORKERS:
				return workers != null && !workers.isEmpty();
			case DriveBenchPackage.TEST_RESULT__STEPS:
				return steps != null && !steps.isEmpty();
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
		result.append(" (testId: ");
		result.append(testId);
		result.append(", testVersion: ");
		result.append(testVersion);
		result.append(", testName: ");
		result.append(testName);
		result.append(", caseName: ");
		result.append(caseName);
		result.append(", category: ");
		result.append(category);
		result.append(", status: ");
		result.append(status);
		result.append(", startedAt: ");
		result.append(startedAt);
		result.append(", finishedAt: ");
		result.append(finishedAt);
		result.append(", engineBackend: ");
		result.append(engineBackend);
		result.append(')');
		return result.toString();
	}

} //TestResultImpl
