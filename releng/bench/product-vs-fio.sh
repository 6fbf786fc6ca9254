#!/usr/bin/env bash
# The whole product against fio and against the kernel's own counters: shipped tests run through the
# command line (./drivebench run ... --json), fio runs the matching job in its best configuration on
# the same target, several rounds; for every row it prints the product's figure, fio's, their paired
# ratio with its spread and fio's own back-to-back spread, and what /proc/diskstats counted for the
# target's device over the product's measured time (the product records it with every step), and ends
# with
#   max deviation product/kernel counters: X %     (the product reports what the kernel did)
#   min ratio product/fio: Y
# A benchmark, not a test: it prints figures, it does not pass or fail on them.
#
# Targets (created here, removed on exit, also when interrupted):
#  - a test file on the machine's disk (TESTFILE_DIR, default /var/tmp, which must not be tmpfs),
#    created and filled by the product (--keep-file) in a read-only warm-up run, then read by both:
#    the product measures it as it is while it is unchanged since that fill (it would write it whole
#    again otherwise, and says which on stderr; the script stops if it does);
#  - a loop device (direct I/O on) over a random-filled file in /dev/shm;
#  - for the QD1 rows, a zram device holding the same random data: it completes a read in the
#    caller's context (no worker to wake), so its QD1 latency is steady, where a loop device's QD1
#    read waits for the loop driver's worker to wake: the zram rows measure the per-I/O cost of each
#    program with nothing else in the read.
#
# Idle CPUs are held awake for the whole run, for both programs alike (releng/scripts/cpu-idle.sh:
# PM QoS CPU latency 0 through /dev/cpu_dma_latency, as cyclictest does). Left to their idle states
# on this virtual machine, waking a halted CPU made a loop device's QD1 read take 20 to 90 us where
# the read takes 7 to 9, from one second to the next, and the rows compared which program got the
# slow moments (docs/benchmarks.md, "Why the script holds idle CPUs awake"). CPU_IDLE=default runs without it.
#
# Rows (product test and parameters | fio job), all reads:
#  - random.random 4 KiB QD1 (1 GiB region, or the whole of a smaller target) | fio psync, 4 KiB randread
#  - random.random 4 KiB QD32 (the same region) | fio io_uring --fixedbufs --registerfiles, QD32
#  - linear.sequential 1 MiB QD8 (the same region) | fio io_uring --fixedbufs --registerfiles, QD8
#  - random.access-time (ACCESS_IOS reads of 4 KiB over the whole target, QD1, after a ramp of RAMP s)
#    | fio psync, the same reads after the same ramp: fio logs every read's total latency (lat) and its
#    side is the mean of the first ACCESS_IOS reads logged after its ramp; compared by the test's own
#    figure, the mean access time, both timing every I/O in nanoseconds. ACCESS_IOS is 20000, not HD
#    Tune's 2000: on the zram device here about 0.6 reads per millisecond take 50-200 us (the host, for
#    fio as for the product), so the mean of 2000 reads (4 ms) moved with how many of them fell in its
#    window: fio's own consecutive 2000-read windows of one second had a spread (sd) of 5.4 %, more
#    than the row's tolerance; its 20000-read windows 1.7 %. Both
#    ramp because on this virtual machine memory left alone for 0.1 s is slow to touch again (its host
#    takes it back): 2000 reads from a zram or /dev/shm-backed loop device with no ramp measured 5 to
#    37 us where the device reads in 2.1 us, the more the longer the target had idled before the run
#    (fio's too). Unramped, the row compared how long each program leaves the target idle before its
#    first read (fio ~20 ms, the product's start and warm-up 1-2 s), not what each costs per read.
#    fio cannot ramp a job bounded by an I/O count (its ramp's I/Os count toward --number_ios), hence
#    its per-I/O log
# fio's best configuration: psync for one I/O at a time (no ring to set up per I/O), io_uring with
# registered buffers and files for a queue (what the product does too), and for the 1 MiB row its
# buffers on huge pages (--iomem=shmhuge, hugetlb pages this script reserves and gives back), as the
# product's buffers larger than a page lie on transparent huge pages: on 4 KiB pages a 1 MiB buffer
# is up to 256 scattered segments, which a virtio disk (254 per request) gets split in two, and its
# speed then changes from run to run with where the allocator put the buffer (docs/benchmarks.md). The timed rows ramp for
# RAMP seconds on both sides (the product's rampTime, fio's ramp_time).
#
# Noise and gap told apart: every round runs fio, the product, fio again, back to back (a sandwich).
# The round's ratio is the product's figure over the geometric mean of the two fio runs around it (a
# drift of the machine during the three cancels out); the row's ratio is the median of the rounds'
# ratios, shown with their range. fio's second run over its first, the same job twice in a row, shows
# how far the moment alone moves a figure: a row whose ratio lies within that spread is noise on this
# machine, not a gap of either program; one outside it is a gap.
#
# The QD1 rows run both programs pinned to one CPU (taskset -c, the whole process: the product's JVM
# with all its threads, fio with its job thread). Left to the scheduler, a QD1 read on a loop device is
# two hand-offs (the reader wakes the loop driver's worker, the worker's completion wakes the reader) and
# where the kernel places the two threads decides whether a read takes ~12 us (both on one CPU) or ~27 us
# (a wake-up across CPUs); here it placed fio's thread beside the worker more often than the JVM's (fio's
# thread migrated about once per read, the JVM's a fifth as often), which put the product at 0.87-0.92
# of fio with neither doing more per read. Pinned, both get the same placement and the row compares what
# each program costs per read (docs/benchmarks.md, "Why the QD1 rows pin both programs to one CPU").
# PIN_QD1=none leaves placement to the scheduler.
#
# Usage: sudo releng/bench/product-vs-fio.sh   (needs root, fio, jq, losetup; after ./drivebench builds)
# Settings (environment): ROUNDS=3 RUNTIME=5 RAMP=1 SIZE_MIB=1024 TESTFILE_DIR=/var/tmp CPU_IDLE=awake
#   ACCESS_IOS=20000 PIN_QD1=<last CPU> (a CPU number, or none)
#   ONLY_ROWS, ONLY_TARGETS: extended regular expressions on the row and target names above (default
#   all), to look again at one row, e.g. ONLY_ROWS='sequential' ONLY_TARGETS='test file' ROUNDS=9
set -euo pipefail

ROUNDS=${ROUNDS:-3}
RUNTIME=${RUNTIME:-5}
RAMP=${RAMP:-1}
ACCESS_IOS=${ACCESS_IOS:-20000}
SIZE_MIB=${SIZE_MIB:-1024}
TESTFILE_DIR=${TESTFILE_DIR:-/var/tmp}
ONLY_ROWS=${ONLY_ROWS:-.}
ONLY_TARGETS=${ONLY_TARGETS:-.}
PIN_QD1=${PIN_QD1:-$(($(nproc) - 1))}

top=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)
median_awk=$(cat "$top/releng/bench/median.awk")
die() { echo "product-vs-fio: $*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || die "needs root (it creates a loop device)"
for tool in fio losetup jq awk findmnt taskset; do
	command -v "$tool" >/dev/null 2>&1 || die "needs $tool"
done
case "$PIN_QD1" in
none) ;;
*[!0-9]* | "") die "PIN_QD1=$PIN_QD1: must be a CPU number (0 to $(($(nproc) - 1))) or none" ;;
*) [ "$PIN_QD1" -lt "$(nproc)" ] || die "PIN_QD1=$PIN_QD1: this machine has CPUs 0 to $(($(nproc) - 1))" ;;
esac
[ "$(findmnt -n -o FSTYPE -T "$TESTFILE_DIR")" != tmpfs ] || die "$TESTFILE_DIR is tmpfs: set TESTFILE_DIR to a folder on a disk"

work=$(mktemp -d /tmp/product-vs-fio.XXXXXX)
shm_file=""
loop=""
zram=""
zram_id=""
test_file="$TESTFILE_DIR/product-vs-fio.$$.dat"
cleanup() {
	set +e
	[ -n "$loop" ] && losetup -d "$loop"
	if [ -n "$zram_id" ]; then
		echo 1 > "/sys/block/zram$zram_id/reset"
		echo "$zram_id" > /sys/class/zram-control/hot_remove
	fi
	[ -n "$shm_file" ] && rm -f "$shm_file"
	[ -n "${fio_log:-}" ] && rm -rf "$fio_log"
	rm -f "$test_file"
	release_huge_pages
	release_cpus
	rm -rf "$work"
}
trap cleanup EXIT
. "$top/releng/scripts/huge-pages.sh"
. "$top/releng/scripts/cpu-idle.sh"
trap 'exit 130' INT TERM HUP
hold_cpus_awake # first, so that a bad CPU_IDLE stops the script before its set-up

drivebench() { "$top/drivebench" "$@"; }
echo "product-vs-fio: building the product if needed" >&2
drivebench --help >/dev/null 2>&1 || die "./drivebench does not start (run ./drivebench once)"

echo "setting up: a ${SIZE_MIB} MiB test file in $TESTFILE_DIR (filled by the product), a loop device over ${SIZE_MIB} MiB of random data in /dev/shm, a zram copy" >&2
drivebench run --target "$test_file" --file-size "${SIZE_MIB}M" --keep-file --test random.random --param duration=1s \
	--param regionLength=16M --library "$work/library" --json > /dev/null 2> "$work/fill.err" \
	|| { cat "$work/fill.err" >&2; die "the product could not create the test file"; }
grep -q "^Test file .*: written whole" "$work/fill.err" || die "the product's first run did not fill the test file: $(cat "$work/fill.err")"
shm_file=$(mktemp /dev/shm/product-vs-fio.XXXXXX)
dd if=/dev/urandom of="$shm_file" bs=1M count="$SIZE_MIB" status=none
loop=$(losetup -f --show --direct-io=on "$shm_file")
if [ -w /sys/class/zram-control/hot_add ]; then
	zram_id=$(cat /sys/class/zram-control/hot_add)
	echo "${SIZE_MIB}M" > "/sys/block/zram$zram_id/disksize"
	zram=/dev/zram$zram_id
	dd if="$shm_file" of="$zram" bs=1M oflag=direct status=none # incompressible: never-written pages read faster
else
	echo "product-vs-fio: no zram here (/sys/class/zram-control); the QD1 rows run on the test file and loop device only" >&2
fi
size_bytes=$((SIZE_MIB * 1024 * 1024))
region_mib=$((SIZE_MIB < 1024 ? SIZE_MIB : 1024)) # CrystalDiskMark's 1 GiB, or the whole of a smaller target

# --- rows: name | product test | product parameters | fio options | figure | QD1 --------------------
# figure: iops or mbps (the product's read.iops / read.mbps against fio's iops / bw), or access (the
# product's mean access time against fio's mean lat, in us: lower is better, so the ratio is fio/product)
timed="--param duration=${RUNTIME}s --param rampTime=${RAMP}s"
fio_timed="--time_based --runtime=$RUNTIME --ramp_time=$RAMP"
# fio counts its ramp's I/Os toward --number_ios (all of them may fall in a ramp and leave no figure),
# so its side of the access-time row logs every read after the same ramp (a log's times start at the
# ramp's end) and takes the first ACCESS_IOS; the log goes to memory, not to the disk under test
fio_log=$(mktemp -d /dev/shm/product-vs-fio-log.XXXXXX)
fio_access="--time_based --runtime=$RUNTIME --ramp_time=$RAMP --write_lat_log=$fio_log/access --log_avg_msec=0"
uring="--ioengine=io_uring --fixedbufs --registerfiles"
# the product's buffers larger than a page lie on huge pages, so fio's 1 MiB buffers do too
iomem=$(thp_iomem)
[ -z "$iomem" ] || reserve_huge_pages 16
rows=(
	"random 4K QD1|random.random|--param blockSize=4k --param queueDepth=1 --param regionLength=${region_mib}M $timed|--rw=randread --bs=4k --iodepth=1 --ioengine=psync --size=${region_mib}M $fio_timed|iops|qd1"
	"random 4K QD32|random.random|--param blockSize=4k --param queueDepth=32 --param regionLength=${region_mib}M $timed|--rw=randread --bs=4k --iodepth=32 $uring --size=${region_mib}M $fio_timed|iops|"
	"sequential 1M QD8|linear.sequential|--param blockSize=1M --param queueDepth=8 --param regionLength=${region_mib}M $timed|--rw=read --bs=1M --iodepth=8 $uring${iomem:+ --iomem=$iomem} --size=${region_mib}M $fio_timed|mbps|"
	"access time 4K QD1|random.access-time|--param blockSize=4k --param ios=$ACCESS_IOS --param rampTime=${RAMP}s|--rw=randread --bs=4k --iodepth=1 --ioengine=psync --size=$size_bytes $fio_access|access|qd1"
)
# a loop or zram device of our own has no other user: its counters are the product's alone; the test
# file's disk is shared with whatever else runs on the machine, so there only the process's own count is
targets=("test file|$test_file|shared|all" "loop device|$loop|private|all")
[ -n "$zram" ] && targets+=("zram|$zram|private|qd1")
selected() { # row-name target-name: whether ONLY_ROWS and ONLY_TARGETS let it run
	grep -Eq -- "$ONLY_ROWS" <<< "$1" && grep -Eq -- "$ONLY_TARGETS" <<< "$2"
}
fio_common="--name=job --direct=1 --norandommap --randrepeat=0 --lat_percentiles=1 --output-format=json"

pin=()
pin_for() { # qd1-flag: the prefix both programs run under for this row
	pin=()
	if [ -n "$1" ] && [ "$PIN_QD1" != none ]; then pin=(taskset -c "$PIN_QD1"); fi
}
echo
echo "command lines (TARGET: the test file $test_file, the loop device $loop${zram:+, for the QD1 rows the zram device $zram}):"
for row in "${rows[@]}"; do
	IFS='|' read -r name test params fio_opts figure qd1 <<< "$row"
	pin_for "$qd1"
	echo "  [$name]"
	echo "    ${pin[*]}${pin:+ }$top/drivebench run --target TARGET --test $test $params --library $work/library --json"
	echo "    ${pin[*]}${pin:+ }fio --filename=TARGET $fio_opts $fio_common"
done
echo

results="$work/results.tsv"
: > "$results"
run_product() { # target-name target row-name test params round figure
	# shellcheck disable=SC2086
	"${pin[@]}" "$top/drivebench" run --target "$2" --test "$4" $5 --library "$work/library" --json > "$work/product.json" 2> "$work/product.err" \
		|| { cat "$work/product.err" >&2; die "the product failed on $3 ($1)"; }
	! grep -q "^Test file .*: written whole" "$work/product.err" \
		|| die "the product wrote the test file whole again before measuring $3: something changed it since its fill ($(grep '^Test file' "$work/product.err"))"
	jq -r --arg t "$1" --arg row "$3" --arg round "$6" --arg figure "$7" '
		.results[0] as $r | ($r.steps[0]) as $s
		| (if $figure == "access" then "read.access-time.mean" else "read." + $figure end) as $key
		| ($r.metrics[] | select(.key == $key) | .value) as $value
		| [$t, $row, $round, "product", (if $figure == "access" then $value * 1000 else $value end), $s.readIos, $s.readBytes,
		   ($s.kernel.readIos // "none"), ($s.kernel.readBytes // "none"), (($s.kernel.devices // []) | join(",")),
		   ($s.kernel.processReadBytes // "none"), $figure]
		| @tsv' "$work/product.json" >> "$results"
}
run_fio() { # target-name target row-name fio-options round figure side
	# shellcheck disable=SC2086
	"${pin[@]}" fio --filename="$2" $4 $fio_common > "$work/fio.json"
	local first=""
	if [ "$6" = access ]; then # the mean lat of the first ACCESS_IOS reads after the ramp, in us
		first=$(awk -F, -v n="$ACCESS_IOS" '{ sum += $2 } NR == n { printf "%.4f", sum / n / 1000; exit }' "$fio_log/access_lat.1.log")
		[ -n "$first" ] || die "fio read fewer than $ACCESS_IOS times in $RUNTIME s after its ramp on $3 ($1): set ACCESS_IOS lower or RUNTIME higher"
		rm -f "$fio_log"/access_*.log
	fi
	jq -r --arg t "$1" --arg row "$3" --arg round "$5" --arg figure "$6" --arg side "$7" --arg first "$first" '
		.jobs[0].read as $r
		| [$t, $row, $round, $side,
		   (if $figure == "iops" then $r.iops elif $figure == "mbps" then $r.bw_bytes / 1e6 else ($first | tonumber) end),
		   $r.total_ios, $r.io_bytes, "", "", "", "", $figure] | @tsv' "$work/fio.json" >> "$results"
}

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
for round in $(seq 1 "$ROUNDS"); do
	for t in "${targets[@]}"; do
		IFS='|' read -r tname tpath tuse trows <<< "$t"
		for row in "${rows[@]}"; do
			IFS='|' read -r name test params fio_opts figure qd1 <<< "$row"
			[ "$trows" = all ] || [ -n "$qd1" ] || continue
			selected "$name" "$tname" || continue
			pin_for "$qd1"
			echo "round $round/$ROUNDS: $name on the $tname" >&2
			# a sandwich: fio, the product, fio again
			run_fio "$tname/$tuse" "$tpath" "$name" "$fio_opts" "$round" "$figure" fio
			run_product "$tname/$tuse" "$tpath" "$name" "$test" "$params" "$round" "$figure"
			run_fio "$tname/$tuse" "$tpath" "$name" "$fio_opts" "$round" "$figure" fio-again
		done
	done
done

if [ ! -s "$results" ]; then
	names=""
	for row in "${rows[@]}"; do names+="${names:+, }${row%%|*}"; done
	die "ONLY_ROWS='$ONLY_ROWS' ONLY_TARGETS='$ONLY_TARGETS' selected no row (rows: $names; targets: test file, loop device, zram)"
fi
echo "$(uname -r), $(nproc) CPUs, $(fio --version), $ROUNDS rounds, timed rows ${RUNTIME} s (+${RAMP} s ramp)"
echo "test file: $test_file on $(findmnt -n -o SOURCE -T "$TESTFILE_DIR") ($(findmnt -n -o FSTYPE -T "$TESTFILE_DIR")); loop device: $loop over /dev/shm${zram:+; zram: $zram}"
echo "load average before: $load_before, after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "idle CPUs: $cpu_idle_said"
if [ "$PIN_QD1" = none ]; then
	echo "QD1 rows: both programs placed by the scheduler (PIN_QD1=none)"
else
	echo "QD1 rows: both programs pinned to CPU $PIN_QD1 (taskset -c $PIN_QD1; PIN_QD1=none leaves them to the scheduler)"
fi
echo "figures: IOPS; MB/s for the sequential row; for access time the mean access time of $ACCESS_IOS reads in us"
echo "(fio: the mean lat of the first $ACCESS_IOS reads it logged after its ramp)"
echo "product, fio: medians over the rounds (fio: of both its runs); ratio: median over the rounds of the product's"
echo "figure against the geometric mean of the fio runs before and after it (for access time fio's over the"
echo "product's: above 1 the product is faster), with its range; fio/fio: fio's second run against its first"
echo "(the same job twice in a row), its range over the rounds: how far the moment alone moves the figure"
echo "kernel: what /proc/diskstats counted for the target's device, and what /proc/self/io counted for the"
echo "product's own process (block-layer bytes, no page cache), over the product's measured time; deviations in %"
echo "of the product's own counts. In the maximum: on the loop and zram devices (the product's alone) the device's"
echo "bytes, and its I/Os for the 4 KiB rows (a 1 MiB read may reach a device as two requests: its segment limit);"
echo "on the shared disk, whose counters include other processes' I/O, the process's bytes. (A read the kernel must"
echo "split is tried without blocking first, refused, and retried: the process's count shows it twice.)"
echo
awk -F'\t' -v rounds="$ROUNDS" "$median_awk"'
	function range(list,   n, a, i, lo, hi) {
		n = split(list, a, " ")
		lo = hi = a[1] + 0
		for (i = 2; i <= n; i++) { if (a[i] + 0 < lo) lo = a[i] + 0; if (a[i] + 0 > hi) hi = a[i] + 0 }
		return sprintf("%.2f-%.2f", lo, hi)
	}
	function dev(kernel, product) { return product > 0 ? (kernel - product) / product * 100 : 0 }
	function abs(x) { return x < 0 ? -x : x }
	function worst(d) { if (abs(d) > maxdev) maxdev = abs(d) }
	BEGIN { maxdev = 0 }
	{
		key = $1 SUBSEP $2
		if (!(key in seen)) { seen[key] = 1; order[++rows] = key; tname[rows] = $1; rname[rows] = $2 }
		latency[key] = $12 == "access"
		if ($4 == "product") {
			p[key] = p[key] " " $5; pv[key, $3] = $5
			private = $1 ~ /private$/
			small = $2 ~ /4K/
			if ($8 == "none") {
				note[key] = "no kernel counters"
			} else {
				di = dev($8, $6); db = dev($9, $7); dp = $11 == "none" ? 0 : dev($11, $7)
				devices[key] = $10
				cells[key] = cells[key] sprintf(" %+.2f/%+.2f/%+.2f", di, db, dp)
				if (private) { worst(db); if (small) worst(di) } else worst(dp)
			}
		} else {
			f[key] = f[key] " " $5; fv[key, $3, $4] = $5
		}
	}
	END {
		printf "| %-23s | %-18s | %9s | %9s | %5s | %-9s | %-9s | %-7s | %s\n", "target", "test", "product", "fio", \
			"ratio", "range", "fio/fio", "device", "kernel vs product per round: device I/Os / device bytes / process bytes (%)"
		min = -1
		for (k = 1; k <= rows; k++) {
			key = order[k]
			ratios = ""; again = ""; noise = 0
			for (r = 1; r <= rounds; r++) {
				a = fv[key, r, "fio"]; b = fv[key, r, "fio-again"]
				if (a > 0 && b > 0 && pv[key, r] > 0) {
					both = sqrt(a * b)
					ratios = ratios " " (latency[key] ? both / pv[key, r] : pv[key, r] / both)
					aa = latency[key] ? a / b : b / a
					again = again " " aa
					if (abs(log(aa)) > noise) noise = abs(log(aa))
				}
			}
			ratio = median(ratios)
			if (min < 0 || ratio < min) { min = ratio; minrow = tname[k] " / " rname[k] }
			if (ratio < 0.95) {
				below++
				verdict = abs(log(ratio)) <= noise ? "within fio'"'"'s own back-to-back spread (noise)" : "outside fio'"'"'s own spread (a gap)"
				belowrows = belowrows sprintf("  %s / %s: %.2f, %s\n", tname[k], rname[k], ratio, verdict)
			}
			printf "| %-23s | %-18s | %9.1f | %9.1f | %5.2f | %-9s | %-9s | %-7s |%s\n", tname[k], rname[k], median(p[key]),
				median(f[key]), ratio, range(ratios), range(again), (key in note) ? "-" : devices[key],
				(key in note) ? " " note[key] : cells[key]
		}
		printf "\nmax deviation product/kernel counters: %.2f %%\n", maxdev
		printf "min ratio product/fio: %.2f (%s)\n", min, minrow
		printf "rows below 0.95: %d\n%s", below, belowrows
	}' "$results"
