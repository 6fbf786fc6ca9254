#!/usr/bin/env bash
# ssd.pts-iops's steady-state rounds of 4 KiB random writes on a test file against fio's own steady-state
# detection (--steadystate) running the same writes on the same file, back to back:
#   DriveBench: run --test ssd.pts-iops with the matrix cut to its tracked cell (blockSizes=4k,
#               readShares=0): 2 x the file in 128 KiB sequential writes (PTS's preconditioning), then
#               rounds of ROUND s of 4 KiB random writes, 2 threads at QD16, until the last 5 rounds' range
#               is within 20 % of their mean and their fitted line changes by at most 10 % of it;
#   fio:        the same preconditioning as a job of its own (rw=write, bs=128k, iodepth=32, twice the
#               file), then randwrite bs=4k, numjobs=2, iodepth=16, io_uring, direct, for at most
#               MAX_ROUNDS x ROUND s, stopped by fio's steady-state detection over the last 5 x ROUND s:
#               once with --steadystate=iops:10% (every per-second IOPS within 10 % of the mean: PTS's
#               20 % range, as +-10 %) and once with --steadystate=iops_slope:S% (S = 10 % over the
#               window's seconds: PTS's 10 % change of the fitted line across the window, per second).
# fio judges one criterion at a time, each second over a sliding window, where PTS (and DriveBench) judge
# both at once at the end of each round; so "when" differs by nature, and the figures compare: DriveBench's
# window mean against the mean of fio's window (its steadystate data). On a test file steady state is
# immediate (the file system and the drive's cache smooth the writes; a file is not a purged drive): both
# sides should find it in their first window. Prints the command lines, the round/second each found
# steady state in, both figures and their ratio, and the load average. A benchmark: it prints figures, it
# does not pass or fail on them. The file is removed on exit.
#
# Usage: releng/bench/pts-vs-fio.sh   (needs fio, jq, awk; builds the product through ./drivebench if needed)
# Settings (environment): ROUND=2 MAX_ROUNDS=10 SIZE_MIB=1024 DIR=/var/tmp (a folder on the drive to measure)
set -euo pipefail

ROUND=${ROUND:-2}
MAX_ROUNDS=${MAX_ROUNDS:-10}
SIZE_MIB=${SIZE_MIB:-1024}
DIR=${DIR:-/var/tmp}

top=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)
die() { echo "pts-vs-fio: $*" >&2; exit 1; }
for tool in fio jq awk; do
	command -v "$tool" >/dev/null 2>&1 || die "needs $tool"
done
[ -d "$DIR" ] && [ -w "$DIR" ] || die "DIR=$DIR: not a folder this user can write"
[ "$ROUND" -ge 1 ] && [ "$MAX_ROUNDS" -ge 5 ] || die "ROUND=$ROUND MAX_ROUNDS=$MAX_ROUNDS: at least 1 s and 5 rounds"

work=$(mktemp -d "$DIR/pts-vs-fio.XXXXXX")
cleanup() { rm -rf "$work"; }
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

drivebench() { DRIVEBENCH_QUIET=1 "$top/drivebench" "$@"; }
echo "pts-vs-fio: building the product if needed" >&2
drivebench --help >/dev/null 2>&1 || die "./drivebench does not start (run ./drivebench once)"

test_file="$work/test.dat"
window=$((5 * ROUND))
slope=$(awk -v w="$window" 'BEGIN { printf "%.4g", 10 / w }')
product_args=(run --target "$test_file" --file-size "${SIZE_MIB}M" --keep-file --test ssd.pts-iops --param blockSizes=4k
	--param readShares=0 --param threads=2 --param queueDepth=16 --param roundTime="${ROUND}s" --param maxRounds="$MAX_ROUNDS"
	--library "$work/library" --json)
fio_precondition=(--name=precondition --filename="$test_file" --rw=write --bs=128k --iodepth=32 --ioengine=io_uring --direct=1
	--io_size=$((2 * SIZE_MIB))M --size="${SIZE_MIB}M" --overwrite=1 --output-format=json)
fio_rounds=(--name=steady --filename="$test_file" --rw=randwrite --bs=4k --numjobs=2 --iodepth=16 --ioengine=io_uring --direct=1
	--size="${SIZE_MIB}M" --overwrite=1 --norandommap --randrepeat=0 --group_reporting --time_based
	--runtime=$((MAX_ROUNDS * ROUND)) --ss_dur="$window" --output-format=json)

echo
echo "command lines (file in $DIR, ${SIZE_MIB} MiB, rounds of $ROUND s, at most $MAX_ROUNDS):"
echo "  $top/drivebench ${product_args[*]}"
echo "  fio ${fio_precondition[*]}"
echo "  fio ${fio_rounds[*]} --steadystate=iops:10%"
echo "  fio ${fio_precondition[*]}"
echo "  fio ${fio_rounds[*]} --steadystate=iops_slope:${slope}%"
echo

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
echo "pts-vs-fio: DriveBench (creates and fills the file, then preconditions it and runs the rounds)" >&2
drivebench "${product_args[@]}" > "$work/product.json" 2> "$work/product.err" \
	|| { cat "$work/product.err" >&2; die "DriveBench failed"; }
metric() { jq -r --arg k "$1" '.results[0].metrics[] | select(.key == $k) | .value' "$work/product.json"; }
p_iops=$(metric steady.iops.4k.write)
p_round=$(metric steady.round)
p_rounds=$(metric rounds)
[ -n "$p_iops" ] || die "the DriveBench result has no steady.iops.4k.write: $(head -c 400 "$work/product.json")"
[ -f "$test_file" ] || die "DriveBench did not keep the test file"

fio_side() { # criterion -> attained  seconds  window-mean-iops
	fio "${fio_precondition[@]}" > "$work/fio-pre.json" || die "fio's preconditioning failed"
	# (job_runtime below: the two jobs' times summed by group_reporting, so halved)
	fio "${fio_rounds[@]}" --steadystate="$1" > "$work/fio-ss.json" || die "fio failed with --steadystate=$1"
	jq -r '.jobs[0] | [.steadystate.attained, (.job_runtime / 1000 / 2),
		((.steadystate.data.iops | add) / (.steadystate.data.iops | length))] | @tsv' "$work/fio-ss.json"
}
echo "pts-vs-fio: fio, --steadystate=iops:10%" >&2
read -r f1_attained f1_seconds f1_iops < <(fio_side "iops:10%")
echo "pts-vs-fio: fio, --steadystate=iops_slope:${slope}%" >&2
read -r f2_attained f2_seconds f2_iops < <(fio_side "iops_slope:${slope}%")

echo "$(uname -r), $(nproc) CPUs, $(fio --version), $(df -T "$DIR" | awk 'NR == 2 { print $2 " on " $1 }')"
echo "load average before: $load_before, after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "4 KiB random writes, 2 x QD16, window $window s; IOPS: DriveBench's window mean, fio's steady-state window's mean"
echo
awk -v pi="$p_iops" -v pr="${p_round:-none}" -v pn="$p_rounds" -v r="$ROUND" \
	-v a1="$f1_attained" -v s1="$f1_seconds" -v i1="$f1_iops" -v a2="$f2_attained" -v s2="$f2_seconds" -v i2="$f2_iops" -v sl="$slope" '
	function ratio(a, b) { return b > 0 ? a / b : 0 }
	BEGIN {
		printf "| %-34s | %-32s | %10s | %21s |\n", "side", "steady state", "IOPS", "ratio DriveBench/fio"
		printf "| %-34s | %-32s | %10.0f | %21s |\n", "DriveBench ssd.pts-iops", (pr == "none" ? "not within " pn " rounds" : "round " pr " (" pr * r " s)"), pi, ""
		printf "| %-34s | %-32s | %10.0f | %21.3f |\n", "fio --steadystate=iops:10%", (a1 ? "after " s1 " s" : "not within " s1 " s"), i1, ratio(pi, i1)
		printf "| %-34s | %-32s | %10.0f | %21.3f |\n", "fio --steadystate=iops_slope:" sl "%", (a2 ? "after " s2 " s" : "not within " s2 " s"), i2, ratio(pi, i2)
	}'
