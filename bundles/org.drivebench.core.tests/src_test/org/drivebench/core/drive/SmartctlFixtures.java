package org.drivebench.core.drive;

/**
 * smartctl 7.3 {@code --json -a} answers, cut to the fields DriveBench reads (and a few it does not),
 * in the shapes smartmontools documents for ATA, NVMe and SCSI drives, and its answer for a device it
 * cannot talk to.
 */
final class SmartctlFixtures {
	private SmartctlFixtures() {
	}

	static final String ATA_HDD = """
			{ "json_format_version": [1, 0],
			  "smartctl": { "version": [7, 3], "svn_revision": "5338", "exit_status": 0 },
			  "device": { "name": "/dev/sdb", "info_name": "/dev/sdb [SAT]", "type": "sat", "protocol": "ATA" },
			  "model_family": "Western Digital Green", "model_name": "WDC WD20EARS-00MVWB0",
			  "serial_number": "WD-WMAZA1234567", "firmware_version": "51.0AB51",
			  "user_capacity": { "blocks": 3907029168, "bytes": 2000398934016 },
			  "rotation_rate": 5400,
			  "sata_version": { "string": "SATA 2.6", "value": 30 },
			  "interface_speed": { "max": { "string": "3.0 Gb/s" }, "current": { "string": "3.0 Gb/s" } },
			  "smart_status": { "passed": true },
			  "ata_smart_attributes": { "table": [ { "id": 194, "name": "Temperature_Celsius", "raw": { "value": 34 } } ] },
			  "power_on_time": { "hours": 23456 },
			  "power_cycle_count": 1234,
			  "temperature": { "current": 34 } }
			""";

	static final String NVME_SSD = """
			{ "json_format_version": [1, 0],
			  "smartctl": { "version": [7, 3], "exit_status": 0 },
			  "device": { "name": "/dev/nvme0", "info_name": "/dev/nvme0", "type": "nvme", "protocol": "NVMe" },
			  "model_name": "Samsung SSD 980 PRO 1TB", "serial_number": "S5GXNX0T123456A",
			  "firmware_version": "5B2QGXA7", "nvme_pci_vendor": { "id": 5197, "subsystem_id": 5197 },
			  "smart_status": { "passed": true },
			  "nvme_smart_health_information_log": { "temperature": 41, "power_on_hours": 812 },
			  "temperature": { "current": 41 },
			  "power_on_time": { "hours": 812 } }
			""";

	static final String SAS_HDD = """
			{ "json_format_version": [1, 0],
			  "smartctl": { "version": [7, 3], "exit_status": 0 },
			  "device": { "name": "/dev/sdc", "info_name": "/dev/sdc", "type": "scsi", "protocol": "SCSI" },
			  "scsi_vendor": "SEAGATE", "scsi_product": "ST600MP0006", "scsi_revision": "N003",
			  "serial_number": "WAF0ABCD", "rotation_rate": 15000,
			  "scsi_transport_protocol": { "name": "SAS (SPL-4)", "value": 6 },
			  "temperature": { "current": 38, "drive_trip": 60 } }
			""";

	static final String UNKNOWN_DEVICE = """
			{ "json_format_version": [1, 0],
			  "smartctl": { "version": [7, 3], "exit_status": 1,
			    "messages": [ { "string": "/dev/loop0: Unable to detect device type", "severity": "error" } ] },
			  "local_time": { "time_t": 1796109473 } }
			""";

	/**
	 * An NVMe drive's {@code --json -A} and {@code -a} answer with its thermal fields: WCTEMP 81 and
	 * CCTEMP 82 (a PM981's), 52 °C now, and its health log's thermal management transitions.
	 */
	static final String NVME_THERMAL = """
			{ "json_format_version": [1, 0],
			  "smartctl": { "version": [7, 3], "svn_revision": "5338", "exit_status": 0 },
			  "device": { "name": "/dev/nvme0n1", "info_name": "/dev/nvme0n1", "type": "nvme", "protocol": "NVMe" },
			  "model_name": "SAMSUNG MZVLB1T0HALR-00000", "serial_number": "S4GJNX0M123456",
			  "temperature": { "current": 52, "op_limit_max": 81, "critical_limit_max": 82 },
			  "nvme_smart_health_information_log": { "critical_warning": 0, "temperature": 52, "warning_temp_time": 12,
			    "critical_comp_time": 0, "thermal_temp1_transition_count": 3, "thermal_temp2_transition_count": 1,
			    "thermal_temp1_total_time": 340, "thermal_temp2_total_time": 20 } }
			""";
}
