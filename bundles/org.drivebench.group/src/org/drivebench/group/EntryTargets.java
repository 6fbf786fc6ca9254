package org.drivebench.group;

import java.io.IOException;
import java.util.List;
import java.util.function.DoubleConsumer;

import org.drivebench.core.runner.RunCheck;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.engine.open.Targets;
import org.drivebench.model.GroupEntry;
import org.drivebench.rig.FioClient;
import org.drivebench.rig.FioRemoteEngine;
import org.drivebench.rig.Rig;
import org.drivebench.rig.RigBook;
import org.drivebench.rig.RigTargets;
import org.eclipse.jdt.annotation.Nullable;

/**
 * An entry's target judged for its plan as {@code drivebench run} and the workbench's launcher judge a
 * run's: on this machine through the engine's target factory, on a rig through the rig's checks, with
 * the confirmation the entry carries. Nothing is written.
 */
public final class EntryTargets {
	/** The user's rigs and this machine's fio client, for entries on a rig. */
	public interface Rigs {
		/**
		 * The rig called {@code name}.
		 *
		 * @throws IllegalArgumentException when the user has no rig of that name
		 */
		Rig require(String name) throws IOException;

		/** Runs fio jobs on a rig through this machine's fio client. */
		FioRemoteEngine engine() throws IOException;

		/** The rigs of the user's rigs file, and the fio on the PATH. */
		static Rigs user() {
			RigBook book = RigBook.user();
			return new Rigs() {
				@Override
				public Rig require(String name) throws IOException {
					return book.require(name);
				}

				@Override
				public FioRemoteEngine engine() throws IOException {
					return new FioRemoteEngine(FioClient.find());
				}
			};
		}
	}

	private EntryTargets() {
	}

	/**
	 * The verdict on running {@code plan} on the entry's target.
	 *
	 * @param preparing hears how far a new test file is filled (null: nobody listens)
	 * @throws IllegalArgumentException naming a rig the user does not have, or a path on a rig that cannot be one
	 * @throws IOException              when the target cannot be examined, or its rig not reached
	 */
	public static RunCheck.Verdict judge(GroupEntry entry, RunPlan plan, Rigs rigs, @Nullable DoubleConsumer preparing) throws IOException {
		if (NextDrive.is(entry.getTarget())) {
			throw new IllegalArgumentException("the next drive plugged in is judged when it is plugged in, as the entry runs");
		}
		return judge(entry, entry.getTarget(), List.copyOf(entry.getConfirmations()), plan, rigs, preparing);
	}

	/**
	 * The verdict on running {@code plan} on {@code target} of this machine, confirmed with
	 * {@code confirmations}: the device found for an entry of the next drive plugged in ({@link NextDrive}).
	 */
	public static RunCheck.Verdict judge(GroupEntry entry, NextDrive.Drive drive, RunPlan plan, Rigs rigs) throws IOException {
		return judge(entry, drive.report().path(), drive.confirmations(), plan, rigs, null);
	}

	private static RunCheck.Verdict judge(GroupEntry entry, String target, List<String> confirmations, RunPlan plan, Rigs rigs,
			@Nullable DoubleConsumer preparing) throws IOException {
		String rigName = GroupRunner.rigOf(entry);
		if (rigName.isEmpty()) {
			return RunCheck.judge(plan, new Targets.Request(target, plan.writes(), confirmations, entry.getFileSizeBytes(), false,
					preparing, List.of()));
		}
		Rig rig = rigs.require(rigName);
		RigTargets.Request request = new RigTargets.Request(rig, entry.getTarget(), plan.writes(),
				confirmations.isEmpty() ? "" : confirmations.get(0), entry.getFileSizeBytes(), false, preparing);
		return RunCheck.rehearsed(plan, RigTargets.check(request, rigs.engine()));
	}
}
