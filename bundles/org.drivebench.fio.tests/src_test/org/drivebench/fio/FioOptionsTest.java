package org.drivebench.fio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.drivebench.model.Parameter;
import org.junit.jupiter.api.Test;

class FioOptionsTest {
	@Test
	void sizesAreBytesTheWayFioReadsThem() {
		assertEquals("4096", FioOptions.sizeBytes("4k", 1024));
		assertEquals("4096", FioOptions.sizeBytes("4K", 1024));
		assertEquals("1048576", FioOptions.sizeBytes("1MiB", 1000), "IEC prefixes are always powers of 2");
		assertEquals("4000", FioOptions.sizeBytes("4kB", 1000), "SI with kb_base=1000");
		assertEquals("4096", FioOptions.sizeBytes("4kB", 1024), "fio's default kb_base=1024 reads kB as 1024");
		assertEquals("512", FioOptions.sizeBytes("512", 1024));
		assertEquals("1610612736", FioOptions.sizeBytes("1.5g", 1024));
		assertNull(FioOptions.sizeBytes("4k-64k", 1024));
		assertNull(FioOptions.sizeBytes("4k,128k", 1024));
	}

	@Test
	void timesAreSeconds() {
		assertEquals("30", FioOptions.seconds("30"));
		assertEquals("30", FioOptions.seconds("30s"));
		assertEquals("120", FioOptions.seconds("2m"));
		assertEquals("0.5", FioOptions.seconds("500ms"));
		assertEquals("3600", FioOptions.seconds("1h"));
		assertNull(FioOptions.seconds("soon"));
	}

	@Test
	void everyOptionBecomesAParameterWithItsUnitAndDefaultsAreFilledIn() {
		Map<String, String> global = new LinkedHashMap<>();
		global.put("size", "16M");
		global.put("runtime", "30");
		global.put("bs", "64k");
		Map<String, String> job = new LinkedHashMap<>();
		job.put("name", "seq");
		job.put("bs", "4k");
		job.put("rw", "randread");
		job.put("rwmixread", "70");
		job.put("bssplit", "4k/50:64k/50");
		FioOptions options = new FioOptions(global, job);
		List<Parameter> parameters = options.parameters();
		Map<String, String> shown = new LinkedHashMap<>();
		for (Parameter p : parameters) {
			shown.put(p.getKey(), p.getValue() + (p.getUnit().isEmpty() ? "" : " " + p.getUnit()));
		}
		assertEquals("16777216 B", shown.get("size"));
		assertEquals("30 s", shown.get("runtime"));
		assertEquals("4096 B", shown.get("bs"), "the job's option wins over the global one");
		assertEquals("randread", shown.get("rw"));
		assertEquals("70 %", shown.get("rwmixread"));
		assertEquals("4k/50:64k/50", shown.get("bssplit"));
		assertEquals("1", shown.get("iodepth"), "fio's default, which its output leaves out");
		assertEquals("1", shown.get("numjobs"));
		assertEquals("0", shown.get("direct"));
		assertEquals(List.of("iodepth", "numjobs", "direct"), options.defaulted());
		assertEquals("Block size", parameters.stream().filter(p -> p.getKey().equals("bs")).findFirst().orElseThrow().getLabel());
	}
}
