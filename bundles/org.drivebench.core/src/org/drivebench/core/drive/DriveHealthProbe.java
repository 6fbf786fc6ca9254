package org.drivebench.core.drive;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Date;
import java.util.List;
import java.util.Optional;

import org.drivebench.engine.RemoteTarget;
import org.drivebench.engine.Target;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.device.KernelDevices;
import org.drivebench.engine.device.SystemRoots;
import org.drivebench.engine.targets.DirectTarget;
import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.DriveHealth;
import org.drivebench.model.Run;

/**
 * Asks smartmontools' {@code smartctl --json -a} about the drive under a run, when smartctl is
 * installed: at the start, for the drive's identity (model, serial, firmware, rotation rate,
 * interface: fuller than sysfs's, e.g. an ATA model name is not cut at 16 characters) and its
 * temperature and power-on hours; at the end, for the same two figures again. The drive is the block
 * device of a device target, or the whole disk a test file lives on (its health only: the run's
 * drive stays "test file on ..."). Without smartctl, or when it cannot read the device (a loop
 * device, a virtio disk), the identity is what sysfs gives and the run says so in
 * {@link Drive#getIdentitySource()}. The drive's key never changes, so its runs stay together.
 */
public final class DriveHealthProbe {
	/** System property naming the smartctl to run (tests point it at a stand-in). */
	public static final String SMARTCTL_PROPERTY = "drivebench.smartctl";
	private static final List<Path> PLACES = List.of(Path.of("/usr/sbin/smartctl"), Path.of("/sbin/smartctl"),
			Path.of("/usr/bin/smartctl"), Path.of("/usr/local/sbin/smartctl"));

	private final Optional<Path> smartctl;
	private final SystemRoots roots;

	/** Uses the smartctl of {@value #SMARTCTL_PROPERTY}, else the first one installed. */
	public DriveHealthProbe() {
		this(find(), SystemRoots.system());
	}

	public DriveHealthProbe(Optional<Path> smartctl, SystemRoots roots) {
		this.smartctl = smartctl;
		this.roots = roots;
	}

	/** The smartctl to run: the property's (when it names an executable), else a standard place's. */
	static Optional<Path> find() {
		String configured = System.getProperty(SMARTCTL_PROPERTY);
		if (configured != null) {
			Path p = Path.of(configured);
			return Files.isExecutable(p) ? Optional.of(p) : Optional.empty();
		}
		return PLACES.stream().filter(Files::isExecutable).findFirst();
	}

	/** Fills the drive's identity and the run's health before its tests. */
	public void before(Run run, Target target) {
		Drive drive = run.getDrive();
		if (target.kind() == TargetType.SIMULATED) {
			drive.setIdentitySource("simulator");
			return;
		}
		if (target instanceof RemoteTarget remote) {
			// nothing of another machine can be read here: the path on the rig is all there is
			drive.setIdentitySource(remote.machine().engineVersion() + " on " + remote.machine().describe()
					+ ": no model, serial or health is read from a rig");
			return;
		}
		drive.setIdentitySource("sysfs");
		Optional<Path> device = device(target);
		if (smartctl.isEmpty() || device.isEmpty()) {
			if (smartctl.isEmpty()) {
				drive.setIdentitySource("sysfs (smartctl is not installed)");
			}
			return;
		}
		Optional<SmartctlReport> report = read(device.get());
		if (report.isEmpty()) {
			drive.setIdentitySource("sysfs (smartctl gave no answer for " + device.get() + ")");
			return;
		}
		SmartctlReport r = report.get();
		if (r.identified() && target.kind() == TargetType.BLOCK_DEVICE) {
			drive.setIdentitySource(r.tool());
			setIfKnown(r.model(), drive::setModel);
			setIfKnown(r.serial(), drive::setSerial);
			setIfKnown(r.firmware(), drive::setFirmware);
			setIfKnown(r.interfaceName(), drive::setInterfaceName);
			r.rotationRpm().ifPresent(drive::setRotationalSpeedRpm);
		} else if (!r.identified()) {
			drive.setIdentitySource("sysfs (" + r.tool() + ": " + String.join("; ", r.problems()) + ")");
		}
		Optional<DriveHealth> health = health(r);
		run.setHealthBefore(health.isPresent() ? health.get() : null);
	}

	/** Reads the health again after the tests (when it could be read before). */
	public void after(Run run, Target target) {
		if (run.getHealthBefore() == null) {
			return;
		}
		device(target).flatMap(this::read).flatMap(DriveHealthProbe::health).ifPresent(run::setHealthAfter);
	}

	/** The temperature sensor of the drive under {@code target}, or why it has none. */
	public TemperatureSensors.Lookup temperatureSensor(Target target) {
		return TemperatureSensors.find(target, device(target), smartctl, roots);
	}

	/** The whole disk the target's I/O goes to, when it is one disk. */
	Optional<Path> device(Target target) {
		if (!(target instanceof DirectTarget direct) || direct.stripeMap().isPresent()) {
			return Optional.empty(); // a striped set is several drives: none of them is the run's drive
		}
		List<KernelDevices.Device> devices = KernelDevices.of(direct.files(), roots);
		return devices.size() == 1 ? Optional.of(devices.get(0).wholeDiskNode(roots)) : Optional.empty();
	}

	private Optional<SmartctlReport> read(Path device) {
		return Smartctl.json(smartctl.orElseThrow(), "--json", "-a", device.toString()).flatMap(SmartctlReport::parse);
	}

	private static Optional<DriveHealth> health(SmartctlReport r) {
		if (!r.hasHealth()) {
			return Optional.empty();
		}
		DriveHealth h = DriveBenchFactory.eINSTANCE.createDriveHealth();
		h.setSource(r.tool());
		h.setReadAt(new Date());
		r.temperatureCelsius().ifPresent(h::setTemperatureCelsius);
		r.powerOnHours().ifPresent(h::setPowerOnHours);
		return Optional.of(h);
	}

	private static void setIfKnown(String value, java.util.function.Consumer<String> setter) {
		if (!value.isEmpty()) {
			setter.accept(value);
		}
	}
}
