package org.drivebench.engine.open;

import java.io.IOException;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.drivebench.engine.CreationLog;
import org.drivebench.engine.Target;
import org.drivebench.engine.TargetShape;

/**
 * A target judged before anything is created or written ({@link Targets#check}): what it will be
 * (its {@link #shape()}, against which a plan's parameters are checked), what writing it destroys
 * (said before the first write), notes about what it measures, and how to open it. Opening runs
 * the write guard again, at the moment of the open.
 */
public final class TargetCheck {
	/** Opens the checked target. */
	@FunctionalInterface
	public interface Opener {
		/**
		 * @param cancelled asked while the target is prepared (a test file filled): true stops it
		 * @param creations where every file and folder made is recorded before it is made
		 */
		Target open(BooleanSupplier cancelled, CreationLog creations) throws IOException;
	}

	private final TargetShape shape;
	private final Target rehearsalTarget;
	private final List<String> overwrites;
	private final List<String> notes;
	private final Opener opener;
	private final int stripSizeBytes;

	TargetCheck(TargetShape shape, List<String> overwrites, List<String> notes, Opener opener) {
		this(shape, shape, overwrites, notes, opener, 0);
	}

	TargetCheck(TargetShape shape, List<String> overwrites, List<String> notes, Opener opener, int stripSizeBytes) {
		this(shape, shape, overwrites, notes, opener, stripSizeBytes);
	}

	/**
	 * A check of a target that {@link Targets} does not open (a target on a rig).
	 *
	 * @param rehearsalTarget what a plan is checked against before the run: the shape, or a stand-in of
	 *                        the target that also checks each workload as its engine will (and does no I/O)
	 */
	public TargetCheck(TargetShape shape, Target rehearsalTarget, List<String> overwrites, List<String> notes, Opener opener) {
		this(shape, rehearsalTarget, overwrites, notes, opener, 0);
	}

	private TargetCheck(TargetShape shape, Target rehearsalTarget, List<String> overwrites, List<String> notes, Opener opener,
			int stripSizeBytes) {
		this.shape = shape;
		this.rehearsalTarget = rehearsalTarget;
		this.overwrites = List.copyOf(overwrites);
		this.notes = List.copyOf(notes);
		this.opener = opener;
		this.stripSizeBytes = stripSizeBytes;
	}

	/** The strip size of a RAID-0 set the engine will stripe (its own or a simulated one), else 0 ({@link Target#stripSizeBytes()}). */
	public int stripSizeBytes() {
		return stripSizeBytes;
	}

	/** What the target will be: name, kind, size, sector sizes, identity. */
	public TargetShape shape() {
		return shape;
	}

	/**
	 * What a plan is checked against before the run: the {@link #shape()}, or for a target measured
	 * elsewhere a stand-in that also refuses each workload its engine cannot run. It does no I/O.
	 */
	public Target rehearsalTarget() {
		return rehearsalTarget;
	}

	/**
	 * What the run's writes destroy, each a sentence naming it (a device's filesystem, partitions and
	 * what is built on it; an existing file named for overwriting, with its size and date); empty when
	 * the run only reads or writes nothing of value (a simulated drive, a new or DriveBench's own test
	 * file).
	 */
	public List<String> overwrites() {
		return overwrites;
	}

	/** What the user should know about what this target measures (e.g. a test file in memory). */
	public List<String> notes() {
		return notes;
	}

	/**
	 * Opens the target: a test file is created (or written whole again, unless unchanged since
	 * DriveBench's last fill) here, a device opened for writing passes the write guard again.
	 */
	public Target open() throws IOException {
		return open(() -> false, CreationLog.NONE);
	}

	/**
	 * {@link #open()} for a run: a preparation that {@code cancelled} stops ends with a
	 * {@link org.drivebench.engine.PreparationCancelledException} (and removes what it had made), and
	 * every file made is recorded in {@code creations} before it is made.
	 */
	public Target open(BooleanSupplier cancelled, CreationLog creations) throws IOException {
		return opener.open(cancelled, creations);
	}
}
