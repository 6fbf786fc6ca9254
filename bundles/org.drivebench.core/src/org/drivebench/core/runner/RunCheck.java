package org.drivebench.core.runner;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.drivebench.engine.TargetShape;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.device.DeviceReport;
import org.drivebench.engine.device.SafetyFinding;
import org.drivebench.engine.device.TestFileInspector;
import org.drivebench.engine.device.TestFileReport;
import org.drivebench.engine.device.WriteGuard;
import org.drivebench.engine.device.WriteRefusedException;
import org.drivebench.engine.open.TargetCheck;
import org.drivebench.engine.open.Targets;

/**
 * Whether a plan may run on a target, judged before anything is created or written: the one judgement
 * the command line's {@code run} and the workbench's launcher share, with the same verdicts and the same
 * messages. It takes the target's name and options as the engine opens them ({@link Targets#check}: a
 * simulated drive's model, a test file's folder, size and free space, a striped set's members), the
 * write guards (a device is written only when nothing rules it out and its serial confirms it; a file
 * only when DriveBench made it or the user names it for overwriting), and every parameter of the plan
 * against what the target will be ({@link PlanRehearsal}).
 */
public final class RunCheck {
	private RunCheck() {
	}

	/** What the check found. */
	public sealed interface Verdict permits Ready, Refused, Unfit {
		/** What is wrong, in full (a refusal lists the device's findings); empty when the plan may run. */
		String message();

		/** What is wrong in a sentence, for a one-line message: a refusal's conclusion (why, and what to do). */
		default String summary() {
			List<String> lines = message().lines().filter(l -> !l.isBlank()).toList();
			return lines.isEmpty() ? "" : lines.get(lines.size() - 1).strip();
		}
	}

	/** The plan may run: the target as it was checked (its shape, what the run overwrites, notes, how to open it). */
	public record Ready(TargetCheck check) implements Verdict {
		@Override
		public String message() {
			return "";
		}
	}

	/**
	 * Writing was refused by a guard: a device that must never be written, one that cannot be or was not
	 * confirmed with its serial; a file that must never be written, or the user's, not named for overwriting.
	 */
	public record Refused(WriteRefusedException refusal) implements Verdict {
		@Override
		public String message() {
			String message = refusal.getMessage();
			return message == null ? "writing to " + refusal.device() + " was refused" : message;
		}

		/** Why a device was refused (a file's refusal says {@code NEVER_ALLOWED}). */
		public WriteRefusedException.Reason reason() {
			return refusal.reason();
		}
	}

	/**
	 * The request or the plan does not fit: the target's name or options are wrong ({@code target}), or
	 * parameters of the plan do not fit what the target will be (each naming the entry and the parameter).
	 */
	public record Unfit(String message, boolean target) implements Verdict {
		@Override
		public String summary() {
			return message.lines().findFirst().orElse("");
		}
	}

	/**
	 * Judges the target of {@code request} for {@code plan} (the request's write access must be the
	 * plan's), creating and writing nothing.
	 *
	 * @throws IOException when the target cannot be examined (a device that cannot be read)
	 */
	public static Verdict judge(RunPlan plan, Targets.Request request) throws IOException {
		TargetCheck check;
		try {
			check = Targets.check(request);
		} catch (WriteRefusedException e) {
			return new Refused(e);
		} catch (IllegalArgumentException e) {
			return new Unfit(String.valueOf(e.getMessage()), true);
		}
		return rehearsed(plan, check);
	}

	/** A target checked elsewhere (on a rig, by the rig's checks), with {@code plan} rehearsed on it. */
	public static Verdict rehearsed(RunPlan plan, TargetCheck check) {
		List<String> problems = PlanRehearsal.problems(plan, check.rehearsalTarget());
		return problems.isEmpty() ? new Ready(check) : new Unfit(String.join("\n", problems), false);
	}

	/**
	 * Judges a device as it was inspected when it was listed (a launcher lists the devices once, off its
	 * UI thread, and judges each choice as it is typed): the write guard's policy with the confirmation
	 * typed, and the plan on the device's shape. Opening the target judges the device again, as it is then.
	 */
	public static Verdict judge(RunPlan plan, DeviceReport device, String confirmation) {
		if (plan.writes()) {
			try {
				WriteGuard.judgeWrite(device, confirmation);
			} catch (WriteRefusedException e) {
				return new Refused(e);
			}
		}
		var id = device.identity();
		TargetShape shape = new TargetShape(device.path(), TargetType.BLOCK_DEVICE, id.capacityBytes(), id.logicalSectorSize(),
				id.physicalSectorSize(), id.rotational(), id, plan.writes());
		Targets.Request request = new Targets.Request(device.path(), plan.writes(), confirmation, 0, false, null);
		return rehearsed(plan, new TargetCheck(shape, shape, plan.writes() ? WriteGuard.destroys(device) : List.of(), List.of(),
				(cancelled, creations) -> Targets.open(request)));
	}

	/**
	 * The file at {@code file}, described (size and date), when it is an existing file of the user's that
	 * a run may overwrite once the user names it (DriveBench did not create it, and nothing forbids
	 * writing it); empty for a new path, DriveBench's own test file, or a file that must never be written.
	 *
	 * @throws IOException when the path cannot be examined
	 */
	public static Optional<String> overwritable(Path file) throws IOException {
		TestFileReport report = new TestFileInspector().inspect(file);
		return report.isUsersFile() && report.findings().isEmpty() ? Optional.of(report.describe()) : Optional.empty();
	}

	/** How a listed device stands for a run that writes. */
	public enum Standing {
		/** Never written: mounted, the running system, read-only, no capacity ({@link #never}). */
		NEVER,
		/** It reports no serial (and is no loop or zram device): a write to it cannot be confirmed. */
		CANNOT_BE_CONFIRMED,
		/** Written once its serial is typed. */
		CONFIRM_WITH_SERIAL
	}

	/** How {@code device} stands for a run that writes, by the write guard's policy. */
	public static Standing standing(DeviceReport device) {
		if (!device.neverAllowed().isEmpty()) {
			return Standing.NEVER;
		}
		return WriteGuard.canBeConfirmed(device) ? Standing.CONFIRM_WITH_SERIAL : Standing.CANNOT_BE_CONFIRMED;
	}

	/** What rules writing to {@code device} out for good; empty when nothing does. */
	public static List<SafetyFinding> never(DeviceReport device) {
		return device.neverAllowed();
	}

	/** What a write to an allowed {@code device} destroys, each a sentence (its signatures, partitions, or its data all the same). */
	public static List<String> destroys(DeviceReport device) {
		return WriteGuard.destroys(device);
	}
}
