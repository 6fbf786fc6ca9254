#!/usr/bin/env bash
# How fast the simulator runs an SSD review's heavy parts on sim:ssd-nvme (1 TB): a whole-drive fill,
# SNIA PTS preconditioning (twice the capacity), random 4 KiB writes in steady state (I/Os per wall
# second), one round of the PTS IOPS matrix; and each part's figures against the values the model's
# parameters give (SLC cache found by the fill, steady-state IOPS from greedy garbage collection's write
# amplification). Builds the engine bundle first, as simulated-drives.sh does; extra arguments go to Maven.
#
# Then the SSD suites through the product as a user runs them (./drivebench run --target sim:ssd-nvme
# --suite <suite>, in a library of its own that is removed afterwards): ssd-review, and ssd-pts, whose
# tests each precondition the drive with twice its capacity. Each test's lines are stamped with the wall
# seconds since the command started (JVM and framework start included), each test's wall time follows its
# "done" line, and each suite's wall time is printed against the target of 5 minutes. Environment:
# SUITES ("ssd-review ssd-pts") the suites, SUITE_RUNS (1) runs of each, each a fresh process with its own
# seed; SUITES="" leaves the product out.
set -euo pipefail
here=$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")
top=$(cd "$here/../.." && pwd)
SIM_BENCH_MAIN=org.drivebench.engine.sim.SsdSimulatorBenchmark "$here/simulated-drives.sh" "$@"
suites=${SUITES-ssd-review ssd-pts}
[ -n "$suites" ] || exit 0

home=$(mktemp -d "${TMPDIR:-/tmp}/drivebench-ssd-suites.XXXXXX")
trap 'rm -rf "$home"' EXIT
# a stale product is rebuilt by the launcher here, before any clock starts
DRIVEBENCH_HOME="$home" "$top/drivebench" --help >/dev/null

# stamps the progress lines of a run that started at $1 (ns) and leaves out its steps' lines, which end
# in "(k/n)" (a PTS test has hundreds)
stamp() {
	local start=$1 line now began=$1
	while IFS= read -r line; do
		now=$(date +%s%N)
		if [[ $line =~ ^\[[0-9]+/[0-9]+\] ]]; then
			began=$now
		elif [[ $line =~ \([0-9]+/[0-9]+\)$ ]]; then
			continue
		fi
		if [[ $line =~ ^\ +done ]]; then
			line="$line (wall $(awk -v ns=$((now - began)) 'BEGIN { printf "%.1f", ns / 1e9 }') s)"
		fi
		printf '%7s s  %s\n' "$(awk -v ns=$((now - start)) 'BEGIN { printf "%.1f", ns / 1e9 }')" "$line"
	done
}

summary=()
for suite in $suites; do
	echo
	echo "== $suite on sim:ssd-nvme (1 TB) through the product: ./drivebench run --target sim:ssd-nvme --suite $suite"
	walls=()
	for run in $(seq 1 "${SUITE_RUNS:-1}"); do
		echo "-- run $run, --seed $run (load average $(cut -d' ' -f1-3 /proc/loadavg))"
		status=0
		start=$(date +%s%N)
		# the progress lines (stderr) as they come; the run's table (stdout) is not wanted here
		DRIVEBENCH_HOME="$home" "$top/drivebench" run --target sim:ssd-nvme --suite "$suite" --seed "$run" 2>&1 >/dev/null \
			| stamp "$start" || status=$?
		end=$(date +%s%N)
		if [ "$status" != 0 ]; then
			echo "ssd-sim-speed: the run of $suite ended with status $status" >&2
			exit "$status"
		fi
		walls+=("$(awk -v ns=$((end - start)) 'BEGIN { printf "%.1f", ns / 1e9 }')")
	done
	summary+=("$(printf '%-10s wall s per run: %s' "$suite" "${walls[*]}")")
done
echo
echo "== the suites through the product on sim:ssd-nvme (target: each under 300 s; load average now $(cut -d' ' -f1-3 /proc/loadavg))"
printf '%s\n' "${summary[@]}"
