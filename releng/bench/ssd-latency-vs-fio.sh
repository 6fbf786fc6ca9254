#!/usr/bin/env bash
# ssd.latency-under-load on a test file against fio running the same jobs, back to back:
#   DriveBench: run --test ssd.latency-under-load: 4 KiB random reads at QD32 over the whole file at full
#               speed for TIME s (the maximum IOPS), then at each of LEVELS % of it for TIME s, each read
#               on a fixed schedule, its latency counted from its scheduled time;
#   fio:        the same reads (randread, bs=4k, iodepth=32, io_uring with registered buffers and file,
#               direct, time_based, runtime=TIME) at full speed, then with --rate_iops=R for each rate R
#               DriveBench asked for (the same offered load); fio's lat (from the issue; fio paces the same
#               way but does not count a read's wait for its turn, so near the maximum its figures are the
#               lower: that difference is the point of the test, not a gap of either program). The
#               schedule also counts the time DriveBench's issuing thread waited for a CPU: on a busy
#               machine that dominates the low rates (fio, sleeping between reads and timing each from
#               its issue, leaves it out), so compare the latency columns on a quiet machine; the IOPS
#               columns compare everywhere.
# The file is created and written whole by DriveBench first (--keep-file, a read-only warm-up), so both
# read the same file as DriveBench's fill left it (DriveBench says on stderr that it measured it as it
# is; the script stops if not). READ_SHARE=70 runs the 70/30 mix instead (rw=randrw rwmixread=70 for fio;
# DriveBench then writes the file whole again before measuring, as it does before any writing run).
# Prints the command lines, the maximum IOPS of both and, per rate, IOPS, mean, p99 and p99.99 latency
# of both with DriveBench/fio ratios, and the load average (a shared machine moves the figures). A
# benchmark: it prints figures, it does not pass or fail on them. The file is removed on exit.
#
# Usage: releng/bench/ssd-latency-vs-fio.sh   (needs fio, jq, awk; builds the product through ./drivebench if needed)
# Settings (environment): TIME=5 LEVELS="10 25 50 75 90 100" SIZE_MIB=1024 READ_SHARE=100 TARGET=1ms
#                         DIR=/var/tmp (a folder on the drive to measure, not tmpfs)
set -euo pipefail

TIME=${TIME:-5}
LEVELS=${LEVELS:-10 25 50 75 90 100}
SIZE_MIB=${SIZE_MIB:-1024}
READ_SHARE=${READ_SHARE:-100}
TARGET=${TARGET:-1ms}
DIR=${DIR:-/var/tmp}

top=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)
die() { echo "ssd-latency-vs-fio: $*" >&2; exit 1; }
for tool in fio jq awk; do
	command -v "$tool" >/dev/null 2>&1 || die "needs $tool"
done
[ -d "$DIR" ] && [ -w "$DIR" ] || die "DIR=$DIR: not a folder this user can write"
[ "$READ_SHARE" = 100 ] || [ "$READ_SHARE" = 70 ] || die "READ_SHARE=$READ_SHARE: 100 or 70"

work=$(mktemp -d "$DIR/ssd-latency-vs-fio.XXXXXX")
cleanup() { rm -rf "$work"; }
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

drivebench() { DRIVEBENCH_QUIET=1 "$top/drivebench" "$@"; }
echo "ssd-latency-vs-fio: building the product if needed" >&2
drivebench --help >/dev/null 2>&1 || die "./drivebench does not start (run ./drivebench once)"

test_file="$work/test.dat"
echo "ssd-latency-vs-fio: DriveBench creates and fills a ${SIZE_MIB} MiB test file in $DIR" >&2
drivebench run --target "$test_file" --file-size "${SIZE_MIB}M" --keep-file --test random.random --param duration=1s \
	--param regionLength=16M --library "$work/library" --json > /dev/null 2> "$work/fill.err" \
	|| { cat "$work/fill.err" >&2; die "DriveBench could not create the test file"; }
grep -q "written whole" "$work/fill.err" || die "DriveBench's first run did not fill the test file: $(cat "$work/fill.err")"

key=read
fio_rw=(--rw=randread)
if [ "$READ_SHARE" = 70 ]; then
	key=mix70
	fio_rw=(--rw=randrw --rwmixread=70)
fi
levels_param=$(echo "$LEVELS" | tr ' ' ',')
product_args=(run --target "$test_file" --test ssd.latency-under-load --param readShares="$READ_SHARE" --param blockSize=4k
	--param queueDepth=32 --param loadLevels="$levels_param" --param maxTime="${TIME}s" --param timePerRate="${TIME}s"
	--param latencyTarget="$TARGET" --library "$work/library" --json)
fio_args=(--name=lat --filename="$test_file" "${fio_rw[@]}" --bs=4k --iodepth=32 --ioengine=io_uring --fixedbufs --registerfiles
	--direct=1 --norandommap --randrepeat=0 --time_based --runtime="$TIME" --lat_percentiles=1 --clat_percentiles=0
	--percentile_list=99:99.99 --output-format=json)

echo
echo "command lines (file in $DIR, ${SIZE_MIB} MiB):"
echo "  $top/drivebench ${product_args[*]}"
echo "  fio ${fio_args[*]}                 (full speed)"
echo "  fio ${fio_args[*]} --rate_iops=R   (R: each rate DriveBench asked for)"
echo

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
echo "ssd-latency-vs-fio: DriveBench" >&2
drivebench "${product_args[@]}" > "$work/product.json" 2> "$work/product.err" \
	|| { cat "$work/product.err" >&2; die "DriveBench failed"; }
if [ "$READ_SHARE" = 100 ]; then
	grep -q "measured as DriveBench wrote it whole" "$work/product.err" \
		|| die "DriveBench did not measure the file as its fill left it: $(cat "$work/product.err")"
fi
metric() { jq -r --arg k "$1" '.results[0].metrics[] | select(.key == $k) | .value' "$work/product.json"; }
p_max=$(metric "$key.iops.max")
[ -n "$p_max" ] || die "the DriveBench result has no $key.iops.max: $(head -c 400 "$work/product.json")"

# fio's figures of all its reads and writes: IOPS summed, latency of the reads (the mix: the reads' too, as a
# single histogram of both is not in fio's json; DriveBench's figure counts both)
fio_figures() { # json -> iops mean_ms p99_ms p9999_ms
	jq -r '.jobs[0] | [(.read.iops + .write.iops), (.read.lat_ns.mean / 1e6),
		(.read.lat_ns.percentile["99.000000"] / 1e6), (.read.lat_ns.percentile["99.990000"] / 1e6)] | @tsv' "$1"
}
echo "ssd-latency-vs-fio: fio at full speed" >&2
fio "${fio_args[@]}" > "$work/fio-max.json" || die "fio failed"
f_max=$(fio_figures "$work/fio-max.json" | cut -f1)

rows="$work/rows.tsv"
: > "$rows"
for level in $LEVELS; do
	rate=$(awk -v m="$p_max" -v l="$level" 'BEGIN { r = m * l / 100; r = int(r + 0.5); print (r < 1 ? 1 : r) }')
	echo "ssd-latency-vs-fio: fio at $level % ($rate IOPS)" >&2
	fio "${fio_args[@]}" --rate_iops="$rate" > "$work/fio-$level.json" || die "fio failed at --rate_iops=$rate"
	printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$level" "$rate" "$(metric "$key.load$level.iops")" \
		"$(metric "$key.load$level.latency.mean")" "$(metric "$key.load$level.latency.p99")" \
		"$(metric "$key.load$level.latency.p99.99")" "$(fio_figures "$work/fio-$level.json")" >> "$rows"
done

echo "$(uname -r), $(nproc) CPUs, $(fio --version), $(df -T "$DIR" | awk 'NR == 2 { print $2 " on " $1 }')"
echo "load average before: $load_before, after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "4 KiB random, read share $READ_SHARE %, QD32, $TIME s per rate; latency in ms; ratio DriveBench/fio"
[ "$READ_SHARE" = 100 ] || echo "fio's latency: its reads' (fio's json has no histogram of reads and writes together); DriveBench's: all I/Os"
echo
awk -v pm="$p_max" -v fm="$f_max" 'BEGIN { printf "maximum IOPS: DriveBench %.0f, fio %.0f, ratio %.2f\n\n", pm, fm, (fm > 0 ? pm / fm : 0) }'
awk -F'\t' '
	function ratio(a, b) { return b > 0 ? a / b : 0 }
	BEGIN {
		printf "| %5s | %8s | %17s | %5s | %17s | %5s | %17s | %5s | %17s | %5s |\n", "level", "rate", "IOPS DB / fio", "ratio",
			"mean DB / fio", "ratio", "p99 DB / fio", "ratio", "p99.99 DB / fio", "ratio"
	}
	{
		printf "| %4s%% | %8d | %8.0f / %6.0f | %5.2f | %8.3f / %6.3f | %5.2f | %8.3f / %6.3f | %5.2f | %8.3f / %6.3f | %5.2f |\n",
			$1, $2, $3, $7, ratio($3, $7), $4, $8, ratio($4, $8), $5, $9, ratio($5, $9), $6, $10, ratio($6, $10)
	}' "$rows"
within=$(metric "$key.iops.within-target")
echo
echo "DriveBench: highest rate with p99.99 within $TARGET: ${within:-none of the rates}"
