/**
 */
package org.drivebench.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Series Role</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * What a series is, so that views and exports choose its charts from it (docs/tests.md lists what each role requires of the axes).
 * <!-- end-model-doc -->
 * @see org.drivebench.model.DriveBenchPackage#getSeriesRole()
 * @model
 * @generated
 */
public enum SeriesRole implements Enumerator {
	/**
	 * The '<em><b>UNSPECIFIED</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * No role declared: drawn by its kind (line, scatter, bars) on its own axes.
	 * <!-- end-model-doc -->
	 * @see #UNSPECIFIED_VALUE
	 * @generated
	 * @ordered
	 */
	UNSPECIFIED(0, "UNSPECIFIED", "UNSPECIFIED"),

	/**
	 * The '<em><b>SURFACE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A figure against position over the drive (a surface scan's transfer rate): x is a position, an amount of data.
	 * <!-- end-model-doc -->
	 * @see #SURFACE_VALUE
	 * @generated
	 * @ordered
	 */
	SURFACE(1, "SURFACE", "SURFACE"),

	/**
	 * The '<em><b>SCATTER</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * One point per I/O (access time against position): drawn as dots with its distribution, never averaged over runs.
	 * <!-- end-model-doc -->
	 * @see #SCATTER_VALUE
	 * @generated
	 * @ordered
	 */
	SCATTER(2, "SCATTER", "SCATTER"),

	/**
	 * The '<em><b>BLOCK SIZE SWEEP</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A figure by block size: x is a block size in bytes.
	 * <!-- end-model-doc -->
	 * @see #BLOCK_SIZE_SWEEP_VALUE
	 * @generated
	 * @ordered
	 */
	BLOCK_SIZE_SWEEP(3, "BLOCK_SIZE_SWEEP", "BLOCK_SIZE_SWEEP"),

	/**
	 * The '<em><b>QUEUE DEPTH SWEEP</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A figure by queue depth: x is a plain number.
	 * <!-- end-model-doc -->
	 * @see #QUEUE_DEPTH_SWEEP_VALUE
	 * @generated
	 * @ordered
	 */
	QUEUE_DEPTH_SWEEP(4, "QUEUE_DEPTH_SWEEP", "QUEUE_DEPTH_SWEEP"),

	/**
	 * The '<em><b>READ SHARE SWEEP</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A figure by the share of reads in a mixed workload: x is a share (%).
	 * <!-- end-model-doc -->
	 * @see #READ_SHARE_SWEEP_VALUE
	 * @generated
	 * @ordered
	 */
	READ_SHARE_SWEEP(5, "READ_SHARE_SWEEP", "READ_SHARE_SWEEP"),

	/**
	 * The '<em><b>PARAMETER SWEEP</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A figure by any other swept parameter (threads, streams, file size): x in that parameter's unit.
	 * <!-- end-model-doc -->
	 * @see #PARAMETER_SWEEP_VALUE
	 * @generated
	 * @ordered
	 */
	PARAMETER_SWEEP(6, "PARAMETER_SWEEP", "PARAMETER_SWEEP"),

	/**
	 * The '<em><b>DISTRIBUTION</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How values are distributed: x the lower edges of the buckets, y each bucket's share or count.
	 * <!-- end-model-doc -->
	 * @see #DISTRIBUTION_VALUE
	 * @generated
	 * @ordered
	 */
	DISTRIBUTION(7, "DISTRIBUTION", "DISTRIBUTION"),

	/**
	 * The '<em><b>PER INTERVAL</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A figure per interval of time: x is a time.
	 * <!-- end-model-doc -->
	 * @see #PER_INTERVAL_VALUE
	 * @generated
	 * @ordered
	 */
	PER_INTERVAL(8, "PER_INTERVAL", "PER_INTERVAL"),

	/**
	 * The '<em><b>PER WORKER</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * One value per worker or stream: x the worker's number (1, 2, ...), drawn as bars.
	 * <!-- end-model-doc -->
	 * @see #PER_WORKER_VALUE
	 * @generated
	 * @ordered
	 */
	PER_WORKER(9, "PER_WORKER", "PER_WORKER"),

	/**
	 * The '<em><b>PER CASE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * One value per named case of a test (a copy within and across a partition, an archive packed and unpacked): x the case's number (1, 2, ...), drawn as bars labelled with the series' categories.
	 * <!-- end-model-doc -->
	 * @see #PER_CASE_VALUE
	 * @generated
	 * @ordered
	 */
	PER_CASE(10, "PER_CASE", "PER_CASE"),

	/**
	 * The '<em><b>ROUNDS</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A figure per round of a test that repeats its workload until the figure is steady (SNIA PTS steady state): x is the round's number (1, 2, ...); the steady-state window's mean, its band and its fitted line are series of this role over the window's rounds.
	 * <!-- end-model-doc -->
	 * @see #ROUNDS_VALUE
	 * @generated
	 * @ordered
	 */
	ROUNDS(11, "ROUNDS", "ROUNDS"),

	/**
	 * The '<em><b>TEMPERATURE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The drive's temperature over the test's time: x is a time (seconds since the test started), y a temperature. Drawn over the rate against the same time (a PER_INTERVAL series with the same x axis) on an axis of its own.
	 * <!-- end-model-doc -->
	 * @see #TEMPERATURE_VALUE
	 * @generated
	 * @ordered
	 */
	TEMPERATURE(12, "TEMPERATURE", "TEMPERATURE"),

	/**
	 * The '<em><b>PHASES</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Where the phases of the series sharing its x axis begin (a write in an SSD's cache, after it, folding): x the positions, the categories the phases' names. Drawn as labelled vertical lines on that series' chart, not as a line of its own.
	 * <!-- end-model-doc -->
	 * @see #PHASES_VALUE
	 * @generated
	 * @ordered
	 */
	PHASES(13, "PHASES", "PHASES");

	/**
	 * The '<em><b>UNSPECIFIED</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * No role declared: drawn by its kind (line, scatter, bars) on its own axes.
	 * <!-- end-model-doc -->
	 * @see #UNSPECIFIED
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int UNSPECIFIED_VALUE = 0;

	/**
	 * The '<em><b>SURFACE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A figure against position over the drive (a surface scan's transfer rate): x is a position, an amount of data.
	 * <!-- end-model-doc -->
	 * @see #SURFACE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int SURFACE_VALUE = 1;

	/**
	 * The '<em><b>SCATTER</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * One point per I/O (access time against position): drawn as dots with its distribution, never averaged over runs.
	 * <!-- end-model-doc -->
	 * @see #SCATTER
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int SCATTER_VALUE = 2;

	/**
	 * The '<em><b>BLOCK SIZE SWEEP</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A figure by block size: x is a block size in bytes.
	 * <!-- end-model-doc -->
	 * @see #BLOCK_SIZE_SWEEP
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int BLOCK_SIZE_SWEEP_VALUE = 3;

	/**
	 * The '<em><b>QUEUE DEPTH SWEEP</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A figure by queue depth: x is a plain number.
	 * <!-- end-model-doc -->
	 * @see #QUEUE_DEPTH_SWEEP
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int QUEUE_DEPTH_SWEEP_VALUE = 4;

	/**
	 * The '<em><b>READ SHARE SWEEP</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A figure by the share of reads in a mixed workload: x is a share (%).
	 * <!-- end-model-doc -->
	 * @see #READ_SHARE_SWEEP
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int READ_SHARE_SWEEP_VALUE = 5;

	/**
	 * The '<em><b>PARAMETER SWEEP</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A figure by any other swept parameter (threads, streams, file size): x in that parameter's unit.
	 * <!-- end-model-doc -->
	 * @see #PARAMETER_SWEEP
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int PARAMETER_SWEEP_VALUE = 6;

	/**
	 * The '<em><b>DISTRIBUTION</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How values are distributed: x the lower edges of the buckets, y each bucket's share or count.
	 * <!-- end-model-doc -->
	 * @see #DISTRIBUTION
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int DISTRIBUTION_VALUE = 7;

	/**
	 * The '<em><b>PER INTERVAL</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A figure per interval of time: x is a time.
	 * <!-- end-model-doc -->
	 * @see #PER_INTERVAL
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int PER_INTERVAL_VALUE = 8;

	/**
	 * The '<em><b>PER WORKER</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * One value per worker or stream: x the worker's number (1, 2, ...), drawn as bars.
	 * <!-- end-model-doc -->
	 * @see #PER_WORKER
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int PER_WORKER_VALUE = 9;

	/**
	 * The '<em><b>PER CASE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * One value per named case of a test (a copy within and across a partition, an archive packed and unpacked): x the case's number (1, 2, ...), drawn as bars labelled with the series' categories.
	 * <!-- end-model-doc -->
	 * @see #PER_CASE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int PER_CASE_VALUE = 10;

	/**
	 * The '<em><b>ROUNDS</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A figure per round of a test that repeats its workload until the figure is steady (SNIA PTS steady state): x is the round's number (1, 2, ...); the steady-state window's mean, its band and its fitted line are series of this role over the window's rounds.
	 * <!-- end-model-doc -->
	 * @see #ROUNDS
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int ROUNDS_VALUE = 11;

	/**
	 * The '<em><b>TEMPERATURE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The drive's temperature over the test's time: x is a time (seconds since the test started), y a temperature. Drawn over the rate against the same time (a PER_INTERVAL series with the same x axis) on an axis of its own.
	 * <!-- end-model-doc -->
	 * @see #TEMPERATURE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int TEMPERATURE_VALUE = 12;

	/**
	 * The '<em><b>PHASES</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Where the phases of the series sharing its x axis begin (a write in an SSD's cache, after it, folding): x the positions, the categories the phases' names. Drawn as labelled vertical lines on that series' chart, not as a line of its own.
	 * <!-- end-model-doc -->
	 * @see #PHASES
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int PHASES_VALUE = 13;

	/**
	 * An array of all the '<em><b>Series Role</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final SeriesRole[] VALUES_ARRAY =
		new SeriesRole[] {
			UNSPECIFIED,
			SURFACE,
			SCATTER,
			BLOCK_SIZE_SWEEP,
			QUEUE_DEPTH_SWEEP,
			READ_SHARE_SWEEP,
			PARAMETER_SWEEP,
			DISTRIBUTION,
			PER_INTERVAL,
			PER_WORKER,
			PER_CASE,
			ROUNDS,
			TEMPERATURE,
			PHASES,
		};

	/**
	 * A public read-only list of all the '<em><b>Series Role</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<SeriesRole> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Series Role</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static SeriesRole get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			SeriesRole result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Series Role</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static SeriesRole getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			SeriesRole result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Series Role</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static SeriesRole get(int value) {
		switch (value) {
			case UNSPECIFIED_VALUE: return UNSPECIFIED;
			case SURFACE_VALUE: return SURFACE;
			case SCATTER_VALUE: return SCATTER;
			case BLOCK_SIZE_SWEEP_VALUE: return BLOCK_SIZE_SWEEP;
			case QUEUE_DEPTH_SWEEP_VALUE: return QUEUE_DEPTH_SWEEP;
			case READ_SHARE_SWEEP_VALUE: return READ_SHARE_SWEEP;
			case PARAMETER_SWEEP_VALUE: return PARAMETER_SWEEP;
			case DISTRIBUTION_VALUE: return DISTRIBUTION;
			case PER_INTERVAL_VALUE: return PER_INTERVAL;
			case PER_WORKER_VALUE: return PER_WORKER;
			case PER_CASE_VALUE: return PER_CASE;
			case ROUNDS_VALUE: return ROUNDS;
			case TEMPERATURE_VALUE: return TEMPERATURE;
			case PHASES_VALUE: return PHASES;
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
	private SeriesRole(int value, String name, String literal) {
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
	
} //SeriesRole
