#!/usr/bin/env bash
# ssd.sustained-write (or, with TEST=ssd.thermal, the thermal test's write held for DURATION seconds) on a
# test file against fio running the same job on the same kind of file, back to back, several rounds. Like for like: both sides overwrite a file that was laid out and
# written whole just before the timed write, at the same path, of the same size:
#   DriveBench: run --test ssd.sustained-write creates the test file (fallocate), writes it whole with
#               incompressible data in 4 MiB direct writes and syncs it (as it does before any
#               measurement), then overwrites it sequentially, 128 KiB at QD32, io_uring, direct, timed;
#   fio:        a fill job lays the file out the same way (fallocate=native, 4 MiB psync direct writes of
#               random data, fsync at its end), untimed; then the timed job overwrites it, 128 KiB at
#               QD32, io_uring with registered buffers and file (as the engine does), direct, with
#               --overwrite=1 on the existing file (fio lays nothing out again: the file is large enough),
#               its buffers on huge pages (--iomem=shmhuge, hugetlb pages this script reserves and gives
#               back) as the engine's buffers larger than a page lie on transparent huge pages: on 4 KiB
#               pages fio wrote 1.5-2 times slower here (scattered segments per 128 KiB write).
# Each side's file is removed after its turn, so both start from a new file at the same path. It prints
# the three command lines, each round's average MB/s, the median of the rounds' DriveBench/fio ratios,
# and the load average (a shared machine moves the figures). A benchmark: it prints figures, it does
# not pass or fail on them. The file is removed on exit.
#
# Usage: sudo releng/bench/ssd-vs-fio.sh   (needs fio, jq, awk; root for the huge pages, else fio's
#        buffers stay on 4 KiB pages and the script says the comparison is not like for like; builds the
#        product through ./drivebench if needed)
# Settings (environment): ROUNDS=3 SIZE_MIB=1024 SAMPLE_MIB=64 DIR=. (a folder on the drive to measure)
#   TEST=ssd.sustained-write | ssd.thermal; DURATION=10 (seconds, ssd.thermal: fio runs time_based as long,
#   wrapping over the file as the test does). ssd.thermal also prints what it said of the drive's
#   temperature (a test file on a disk without a sensor: "no temperature sensor", and the rate still measured).
set -euo pipefail

ROUNDS=${ROUNDS:-3}
SIZE_MIB=${SIZE_MIB:-1024}
SAMPLE_MIB=${SAMPLE_MIB:-64}
TEST=${TEST:-ssd.sustained-write}
DURATION=${DURATION:-10}
DIR=${DIR:-$PWD}

top=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)
median_awk=$(cat "$top/releng/bench/median.awk")
die() { echo "ssd-vs-fio: $*" >&2; exit 1; }
for tool in fio jq awk; do
	command -v "$tool" >/dev/null 2>&1 || die "needs $tool"
done
[ -d "$DIR" ] && [ -w "$DIR" ] || die "DIR=$DIR: not a folder this user can write"

work=$(mktemp -d "$DIR/ssd-vs-fio.XXXXXX")
. "$top/releng/scripts/huge-pages.sh"
cleanup() { set +e; release_huge_pages; rm -rf "$work"; }
trap cleanup EXIT
trap 'exit 130' INT TERM HUP
iomem=$(thp_iomem)
if [ -n "$iomem" ] && [ "$(id -u)" = 0 ]; then
	reserve_huge_pages 4 # 32 buffers of 128 KiB: 2 huge pages, and room for alignment
	huge_said="buffers on huge pages on both sides (DriveBench: transparent huge pages; fio: --iomem=$iomem)"
else
	iomem=""
	huge_said="NOT LIKE FOR LIKE: fio's buffers on 4 KiB pages (run as root for --iomem=shmhuge), DriveBench's on transparent huge pages where offered"
	echo "ssd-vs-fio: warning: $huge_said" >&2
fi

drivebench() { DRIVEBENCH_QUIET=1 "$top/drivebench" "$@"; }
echo "ssd-vs-fio: building the product if needed" >&2
drivebench --help >/dev/null 2>&1 || die "./drivebench does not start (run ./drivebench once)"

test_file="$work/test.dat"
case "$TEST" in
ssd.sustained-write)
	test_args=(--test ssd.sustained-write --param blockSize=128k --param queueDepth=32 --param sampleBytes="${SAMPLE_MIB}M")
	fio_time=()
	row="sustained write 128K QD32" ;;
ssd.thermal)
	test_args=(--test ssd.thermal --param blockSize=128k --param queueDepth=32 --param duration="${DURATION}s" --param idleWithoutSensor=0)
	fio_time=(--time_based --runtime="$DURATION")
	row="thermal 128K QD32 ${DURATION}s" ;;
*) die "TEST=$TEST: give ssd.sustained-write or ssd.thermal" ;;
esac
product_args=(run --target "$test_file" --file-size "${SIZE_MIB}M" "${test_args[@]}" --library "$work/library" --json)
fio_fill_args=(--name=fill --filename="$test_file" --rw=write --bs=4M --ioengine=psync --direct=1 --size="${SIZE_MIB}M"
	--fallocate=native --end_fsync=1 --output-format=terse)
fio_args=(--name=seq --filename="$test_file" --overwrite=1 --rw=write --bs=128k --iodepth=32 --ioengine=io_uring
	--fixedbufs --registerfiles ${iomem:+--iomem=$iomem} --direct=1 --size="${SIZE_MIB}M" "${fio_time[@]}" --output-format=json)

echo
echo "command lines (file in $DIR, ${SIZE_MIB} MiB):"
echo "  $top/drivebench ${product_args[*]}"
echo "  fio ${fio_fill_args[*]}   (untimed fill)"
echo "  fio ${fio_args[*]}"
echo

results="$work/results.tsv"
: > "$results"
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
for round in $(seq 1 "$ROUNDS"); do
	echo "round $round/$ROUNDS" >&2
	run_product() {
		rm -f "$test_file"
		drivebench "${product_args[@]}" > "$work/product.json" 2> "$work/product.err" \
			|| { cat "$work/product.err" >&2; die "DriveBench failed"; }
		grep -q "written whole" "$work/product.err" || die "DriveBench did not say it wrote the file whole: $(cat "$work/product.err")"
		rm -f "$test_file"
	}
	run_fio() {
		rm -f "$test_file"
		fio "${fio_fill_args[@]}" > /dev/null || die "fio's fill failed"
		inode=$(stat -c %i "$test_file")
		fio "${fio_args[@]}" > "$work/fio.json" || die "fio failed"
		[ "$(stat -c %i "$test_file")" = "$inode" ] || die "fio laid the file out again: not an overwrite"
		rm -f "$test_file"
	}
	# alternate which side goes first, so neither always meets the drive the other left
	if [ $((round % 2)) = 1 ]; then run_product; run_fio; else run_fio; run_product; fi
	p=$(jq -r '.results[0].metrics[] | select(.key == "write.mbps.mean") | .value' "$work/product.json")
	[ -n "$p" ] || die "the DriveBench result has no write.mbps.mean: $(head -c 400 "$work/product.json")"
	f=$(jq -r '.jobs[0].write.bw_bytes / 1e6' "$work/fio.json")
	printf '%s\t%s\t%s\n' "$round" "$p" "$f" >> "$results"
	if [ "$TEST" = ssd.thermal ]; then
		jq -r '.results[0].messages[]? | "  DriveBench said: " + .' "$work/product.json" | grep -i -e temperature -e throttl >&2 || true
	fi
done

echo "$(uname -r), $(nproc) CPUs, $(fio --version), $ROUNDS rounds, $(df -T "$DIR" | awk 'NR == 2 { print $2 " on " $1 }')"
echo "$huge_said"
echo "load average before: $load_before, after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "average write MB/s over a ${SIZE_MIB} MiB file; DriveBench/fio: median of the rounds' ratios"
echo
awk -F'\t' "$median_awk"'
	{ p = p " " $2; f = f " " $3; r = r " " ($3 > 0 ? $2 / $3 : 0); per = per sprintf(" %.2f", $3 > 0 ? $2 / $3 : 0) }
	END {
		printf "| %-28s | %10s | %10s | %6s | %s\n", "row", "DriveBench", "fio", "ratio", "ratio per round"
		printf "| %-28s | %10.1f | %10.1f | %6.2f |%s\n", row, median(p), median(f), median(r), per
	}' row="$row" "$results"
