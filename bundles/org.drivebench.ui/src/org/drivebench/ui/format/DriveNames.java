package org.drivebench.ui.format;

import org.drivebench.model.Drive;

/** The name a drive goes by in the workbench: its label, else vendor and model, else its key. */
public final class DriveNames {
	private DriveNames() {
	}

	public static String of(Drive drive) {
		if (drive.getLabel() != null && !drive.getLabel().isBlank()) {
			return drive.getLabel();
		}
		String model = drive.getModel() == null ? "" : drive.getModel();
		String vendor = drive.getVendor() == null ? "" : drive.getVendor();
		String name = (vendor.isBlank() || model.startsWith(vendor) ? "" : vendor + " ") + model;
		return name.isBlank() ? String.valueOf(drive.getKey()) : name;
	}
}
