#!/usr/bin/env bash
# Benchmarks DriveBench's I/O engine against fio: the same jobs, on the same devices, back to back in
# one run, several rounds; prints both sides' exact command lines, one row per job (IOPS, MB/s, p50
# and p99 latency, CPU time per I/O, for both) with the median engine/fio ratios, and ends with
#   min IOPS ratio engine/fio: X.XX
#   max p99 ratio engine/fio: Y.YY
# A benchmark, not a test: it prints figures, it does not pass or fail on them.
#
# Devices (created here, removed on exit, also when interrupted):
#  - a loop device (direct I/O on) over a file in /dev/shm, filled with random data, for the io_uring
#    jobs and the threads job: its I/O is truly asynchronous (the loop driver's worker copies from
#    tmpfs), so queue depth and batching behave as on a fast drive, and nothing but the CPU limits it;
#  - a zram device filled with incompressible data for the synchronous QD1 job: zram completes
#    every I/O in the caller's context (about 4 us), so the figure is the per-I/O cost of the
#    submission path itself. (zram turns io_uring into a kernel worker pool, hence not for io_uring;
#    never-written zram pages read twice as fast, hence the fill.)
#
# Like is compared with like: fio's options are derived from the engine's (EngineBench --print_fio,
# the engine's own mapping, FioWorkloads), so fio gets whatever the engine uses:
#  - engine io_uring (one ring per worker, SINGLE_ISSUER + DEFER_TASKRUN, which fio 3.33 sets too)
#    against fio io_uring; the engine registers its buffers and files with the ring unless told
#    --no_register_buffers / --no_register_files, so fio gets --fixedbufs / --registerfiles likewise;
#    the engine's --completion_batch=B is fio's --iodepth_batch_submit=B --iodepth_batch_complete_min=B;
#  - engine threads (one thread per outstanding I/O, pread/pwrite) against fio psync, one job per
#    engine thread (--numjobs=N --thread);
#  - buffers larger than a page on huge pages: the engine's on transparent huge pages (BufferMemory),
#    fio's by --iomem=shmhuge on hugetlb pages this script reserves and gives back on exit;
#  - the same random seed on both sides (--randseed), and the same data: buffers filled with random
#    data once, every 512-byte sector of each write marked with its offset and a per-write value
#    (the engine's stamp; fio's --scramble_buffers=1). Not --refill_buffers: fio regenerating every
#    byte (200 µs of CPU per 1 MiB write) is work the engine does not do;
#  - waiting for completions: the engine submits, then polls its ring for up to POLL_US microseconds
#    (its default, 10), then sleeps in io_uring_enter; it polls only while its polls catch their
#    completions (else it sleeps at once, submitting and waiting in one call, and polls every 32nd
#    wait to notice when they would again). fio submits, then sleeps: it has no such poll for io_uring
#    (--hipri needs polled device queues, which loop devices have not). POLL_US=0 runs the engine
#    sleeping at once, as fio does; HYBRID=1 makes the engine's waits of 250 µs or more (the 1M row's)
#    hybrid: slept with a timeout until 100 µs before the completions are expected, then polled. Why
#    the engine polls: docs/benchmarks.md.
#
# Latency is compared over the same span: both sides time an I/O from the moment it is prepared (fio
# stamps start_time after td_io_prep, the engine after writing the SQE or, for pread, just before the
# call) to the return of the call that reaped it; that is fio's total latency, lat, so the table
# shows fio's lat percentiles (--lat_percentiles=1 --clat_percentiles=0). fio's clat starts only
# after the submitting io_uring_enter has returned and leaves out the submission. What still differs:
# between start_time and the pread, fio does its own bookkeeping (td_io_queue), which the engine does
# not have; the script prints its size, fio's mean lat - clat of the psync jobs.
#
# Noise and gap told apart as in product-vs-fio.sh: every round runs fio, the engine, fio again; the
# round's ratio is the engine's figure over the geometric mean of the two fio runs around it, the job's
# ratio the median over the rounds; fio's second run against its first shows how far the moment alone
# moves a figure, and a ratio within that is called noise, one outside it a gap.
#
# Usage: sudo releng/bench/engine-vs-fio.sh        (needs root, fio, losetup, jq, Java 22+)
# Settings (environment): ROUNDS=3 RUNTIME=10 RAMP=2 SIZE_MIB=2048 POLL_US=10 HYBRID=
#                         JOBS=regex (only the jobs whose name matches, e.g. JOBS='QD32')
#                         ENGINE_VM_ARGS= extra options of the engine's JVM, e.g. the workbench's compiler
#                         options (its launcher's workbench branch) to see the engine as the workbench runs it
set -euo pipefail

ROUNDS=${ROUNDS:-3}
RUNTIME=${RUNTIME:-10}
RAMP=${RAMP:-2}
SIZE_MIB=${SIZE_MIB:-2048}
JOBS=${JOBS:-.}
POLL_US=${POLL_US:-10}
HYBRID=${HYBRID:-}

top=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)
median_awk=$(cat "$top/releng/bench/median.awk")
die() { echo "engine-vs-fio: $*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || die "needs root (it creates a loop device and a zram device)"
for tool in fio losetup jq awk; do
	command -v "$tool" >/dev/null 2>&1 || die "needs $tool"
done
. "$top/releng/scripts/find-jdk.sh"
java=$(drivebench_find_java) || die "no Java 22+ found"

# --- the engine, run outside OSGi ------------------------------------------------------------------
classes="$top/bundles/org.drivebench.engine/target/classes"
bench="$top/bundles/org.drivebench.engine.bench/target/classes"
fio_jobs="$top/bundles/org.drivebench.fio/target/classes"
echo "engine-vs-fio: building the engine and its benchmark bundle (offline)" >&2
(cd "$top" && JAVA_HOME=$(dirname "$(dirname "$(readlink -f "$java")")") ./mvnw -o -q -B package \
	-pl bundles/org.drivebench.engine.bench -am -DskipTests) >&2 || die "the engine did not build (run ./run-tests once first)"
hdr=$(ls "${HOME}"/.m2/repository/org/hdrhistogram/HdrHistogram/2.2.*/HdrHistogram-2.2.*.jar 2>/dev/null | sort -V | tail -n 1)
[ -n "$hdr" ] || die "no HdrHistogram 2.2.x jar in ~/.m2 (build the project once)"
# shellcheck disable=SC2206
engine=("$java" --enable-native-access=ALL-UNNAMED -Xms256m -Xmx256m ${ENGINE_VM_ARGS:-} -cp "$bench:$fio_jobs:$classes:$hdr"
	org.drivebench.engine.bench.EngineBench)

# --- devices, removed on exit ----------------------------------------------------------------------
work=$(mktemp -d /tmp/engine-vs-fio.XXXXXX)
shm_file=""
loop=""
zram_id=""
cleanup() {
	set +e
	[ -n "$loop" ] && losetup -d "$loop"
	[ -n "$shm_file" ] && rm -f "$shm_file"
	if [ -n "$zram_id" ]; then
		echo 1 > "/sys/block/zram$zram_id/reset" 2>/dev/null
		echo "$zram_id" > /sys/class/zram-control/hot_remove 2>/dev/null
	fi
	release_huge_pages
	rm -rf "$work"
}
trap cleanup EXIT
. "$top/releng/scripts/huge-pages.sh"
trap 'exit 130' INT TERM HUP

echo "setting up: ${SIZE_MIB} MiB of random data in /dev/shm, a loop device over it, a zram copy" >&2
shm_file=$(mktemp /dev/shm/engine-vs-fio.XXXXXX)
dd if=/dev/urandom of="$shm_file" bs=1M count="$SIZE_MIB" status=none
loop=$(losetup -f --show --direct-io=on "$shm_file")
[ "$(cat "/sys/block/$(basename "$loop")/loop/dio")" = 1 ] || die "$loop did not get direct I/O to its backing file"
zram=""
if [ -w /sys/class/zram-control/hot_add ] || modprobe zram num_devices=0 2>/dev/null; then
	zram_id=$(cat /sys/class/zram-control/hot_add)
	echo "${SIZE_MIB}M" > "/sys/block/zram$zram_id/disksize"
	zram=/dev/zram$zram_id
	dd if="$shm_file" of="$zram" bs=1M oflag=direct status=none
else
	echo "engine-vs-fio: no zram here; the QD1 job runs on the loop device" >&2
fi
sync_dev=${zram:-$loop}
# the engine opens a device for writing only through its write guard: confirm with what list-targets
# shows (a loop device: its backing file and inode; a zram device: its path)
confirmation_of() {
	if [ "$1" = "$loop" ]; then echo "$(readlink -f "$shm_file"),inode=$(stat -c %i "$shm_file")"; else echo "$1"; fi
}

# --- jobs: name | device | engine options (fio's are derived from them) ------------------------------
all_jobs=(
	"4K random read QD1|$sync_dev|--rw=randread --bs=4k --iodepth=1 --backend=threads"
	"4K random read QD32|$loop|--rw=randread --bs=4k --iodepth=32 --backend=io_uring --completion_batch=8"
	"4K random write QD32|$loop|--rw=randwrite --bs=4k --iodepth=32 --backend=io_uring --completion_batch=8"
	"128K sequential read QD8|$loop|--rw=read --bs=128k --iodepth=8 --backend=io_uring --completion_batch=2"
	"1M sequential write QD8|$loop|--rw=write --bs=1m --iodepth=8 --backend=io_uring --completion_batch=2"
	"4K random read QD32, threads|$loop|--rw=randread --bs=4k --iodepth=32 --backend=threads"
)
jobs=()
for job in "${all_jobs[@]}"; do
	[[ "${job%%|*}" =~ $JOBS ]] && jobs+=("$job")
done
[ ${#jobs[@]} -gt 0 ] || die "no job matches JOBS='$JOBS'"

# fio's options for the engine's: the same I/O, and fio's way of doing what the engine does, derived
# by the engine's own mapping (org.drivebench.fio.FioWorkloads, which runs on a rig use too)
fio_options() { # engine options
	"${engine[@]}" --print_fio $engine_common "$@" || die "no fio equivalent of the engine options $*"
}

engine_common="--runtime=$RUNTIME --ramp_time=$RAMP --poll_us=$POLL_US${HYBRID:+ --hybrid_poll}"
# direct I/O, time-based, random offsets with repeats, lat percentiles: all in fio_options
fio_common="--output-format=json"
results="$work/results.tsv"
: > "$results"

echo
echo "command lines:"
for job in "${jobs[@]}"; do
	IFS='|' read -r name dev engine_opts <<< "$job"
	# shellcheck disable=SC2086
	fio_opts=$(fio_options $engine_opts)
	echo "  [$name]"
	echo "    fio --name=job --filename=$dev $fio_opts $fio_common"
	echo "    ${engine[*]} --filename=$dev --confirm_serial=$(confirmation_of "$dev") $engine_common $engine_opts"
	[[ "$fio_opts" != *--iomem=shmhuge* ]] || fio_huge_pages=1
done
echo
# the engine's own mapping says when fio's buffers go on huge pages: reserve what fio needs for them
[ -z "${fio_huge_pages:-}" ] || reserve_huge_pages 32

run_fio() { # name dev opts round side
	# shellcheck disable=SC2086
	fio --name=job --filename="$2" $3 $fio_common > "$work/fio.json"
	jq -r --arg job "$1" --arg round "$4" --arg side "$5" '
		.jobs[0] as $j | (if $j.read.io_bytes > 0 then $j.read else $j.write end) as $r
		| [$job, $round, $side, $r.iops, $r.bw_bytes / 1e6, $r.lat_ns.percentile["50.000000"] / 1e3,
		   $r.lat_ns.percentile["99.000000"] / 1e3, (($j.usr_cpu + $j.sys_cpu) / 100 * $j.job_runtime * 1e6 / $r.total_ios),
		   ($r.lat_ns.mean - $r.clat_ns.mean)]
		| @tsv' "$work/fio.json" >> "$results"
}
run_engine() { # name dev opts round
	# shellcheck disable=SC2086
	"${engine[@]}" --filename="$2" --confirm_serial="$(confirmation_of "$2")" $engine_common $3 > "$work/engine.json"
	jq -r --arg job "$1" --arg round "$4" '[$job, $round, "engine", .iops, .mbps, .p50_us, .p99_us, .cpu_ns_per_io, 0] | @tsv' \
		"$work/engine.json" >> "$results"
}

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
for round in $(seq 1 "$ROUNDS"); do
	for job in "${jobs[@]}"; do
		IFS='|' read -r name dev engine_opts <<< "$job"
		# shellcheck disable=SC2086
		fio_opts=$(fio_options $engine_opts)
		echo "round $round/$ROUNDS: $name" >&2
		# a sandwich: fio, the engine, fio again (a drift of the machine during the three cancels out)
		run_fio "$name" "$dev" "$fio_opts" "$round" fio
		run_engine "$name" "$dev" "$engine_opts" "$round"
		run_fio "$name" "$dev" "$fio_opts" "$round" fio-again
	done
done

# --- table: medians over the rounds; ratios are medians of each round's engine/fio -------------------
echo "$(uname -r), $(nproc) CPUs, $(fio --version), $("$java" -version 2>&1 | head -n 1), $ROUNDS rounds of ${RUNTIME} s (+${RAMP} s ramp)"
echo "load average before: $load_before, after: $(cut -d' ' -f1-3 /proc/loadavg)"
if [ -n "${fio_huge_pages:-}" ]; then
	echo "buffers larger than 4 KiB on huge pages on both sides (engine: transparent huge pages; fio: --iomem=shmhuge)"
else
	echo "buffers on 4 KiB pages on both sides (transparent huge pages are off here, or no job has buffers over 4 KiB)"
fi
echo "p50/p99: latency from the I/O's preparation to the return of the call that reaped it (fio: lat); CPU: process CPU time per I/O"
echo
awk -F'\t' -v rounds="$ROUNDS" "$median_awk"'
	function fmt(list,   n, a, i, out) {
		n = split(list, a, " ")
		for (i = 1; i <= n; i++) out = out sprintf(" %.2f", a[i])
		return out
	}
	function abs(x) { return x < 0 ? -x : x }
	{
		if (!($1 in seen)) { seen[$1] = 1; order[++jobs] = $1 }
		key = $1 SUBSEP ($3 == "engine" ? "engine" : "fio") # the table: the medians of fio over both its runs
		for (m = 4; m <= 9; m++) values[key, m] = values[key, m] " " $m
		v[$1, $2, $3, 4] = $4; v[$1, $2, $3, 7] = $7
	}
	END {
		printf "| %-28s | %9s %9s | %8s %8s | %8s %8s | %8s %8s | %8s %8s | %6s | %6s |\n", "job", "fio IOPS", "eng IOPS", \
			"fio MB/s", "eng MB/s", "fio p50", "eng p50", "fio p99", "eng p99", "fio CPU", "eng CPU", "IOPS", "p99"
		printf "| %-28s | %19s | %17s | %17s | %17s | %17s | %6s | %6s |\n", "", "", "", "(us)", "(us)", "(ns per I/O)", "ratio", "ratio"
		min = -1; maxp = -1
		for (k = 1; k <= jobs; k++) {
			j = order[k]
			iopsr = ""; p99r = ""; inoise = 0; pnoise = 0
			for (r = 1; r <= rounds; r++) {
				a = v[j, r, "fio", 4]; b = v[j, r, "fio-again", 4]
				if (a > 0 && b > 0) {
					iopsr = iopsr " " v[j, r, "engine", 4] / sqrt(a * b)
					if (abs(log(b / a)) > inoise) inoise = abs(log(b / a))
				}
				a = v[j, r, "fio", 7]; b = v[j, r, "fio-again", 7]
				if (a > 0 && b > 0) {
					p99r = p99r " " v[j, r, "engine", 7] / sqrt(a * b)
					if (abs(log(b / a)) > pnoise) pnoise = abs(log(b / a))
				}
			}
			ir = median(iopsr); pr = median(p99r)
			if (min < 0 || ir < min) min = ir
			if (pr > maxp) maxp = pr
			spread[k] = sprintf("  %-28s IOPS%s   p99%s", j, fmt(iopsr), fmt(p99r))
			again[k] = sprintf("  %-28s IOPS %.2f   p99 %.2f", j, exp(inoise), exp(pnoise))
			if (ir < 1) verdicts = verdicts sprintf("  %s: IOPS %.2f, %s\n", j, ir, \
				abs(log(ir)) <= inoise ? "within fio'"'"'s own back-to-back spread (noise)" : "outside fio'"'"'s own spread (a gap)")
			if (pr > 1.05) verdicts = verdicts sprintf("  %s: p99 %.2f, %s\n", j, pr, \
				abs(log(pr)) <= pnoise ? "within fio'"'"'s own back-to-back spread (noise)" : "outside fio'"'"'s own spread (a gap)")
			if (j ~ /QD1$|threads/) bookkeeping[k] = sprintf("  %-28s %.0f ns", j, median(values[j, "fio", 9]))
			printf "| %-28s | %9.0f %9.0f | %8.1f %8.1f | %8.1f %8.1f | %8.1f %8.1f | %8.0f %8.0f | %6.2f | %6.2f |\n", j,
				median(values[j, "fio", 4]), median(values[j, "engine", 4]), median(values[j, "fio", 5]), median(values[j, "engine", 5]),
				median(values[j, "fio", 6]), median(values[j, "engine", 6]), median(values[j, "fio", 7]), median(values[j, "engine", 7]),
				median(values[j, "fio", 8]), median(values[j, "engine", 8]), ir, pr
		}
		printf "\nengine/fio ratios of each round, against the geometric mean of the fio runs before and after it:\n"
		for (k = 1; k <= jobs; k++) print spread[k]
		printf "\nfio against itself: the largest factor between its two runs of one round (how far the moment alone moves a figure):\n"
		for (k = 1; k <= jobs; k++) print again[k]
		if (length(bookkeeping) > 0) {
			printf "\nfio psync: its own bookkeeping inside lat (mean lat - mean clat), a span the engine does not have:\n"
			for (k = 1; k <= jobs; k++) if (k in bookkeeping) print bookkeeping[k]
		}
		printf "\nmin IOPS ratio engine/fio: %.2f\n", min
		printf "max p99 ratio engine/fio: %.2f\n", maxp
		printf "rows below 1.00 (IOPS) or above 1.05 (p99): %s\n%s", verdicts == "" ? "none" : "", verdicts
	}' "$results"
