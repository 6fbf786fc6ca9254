#!/usr/bin/env bash
# ssd.sustained-write on a test file against fio running the same job, back to back, several rounds:
#   DriveBench: run --test ssd.sustained-write (128 KiB at QD32 over the whole file, sampled every SAMPLE_MIB)
#   fio:        rw=write bs=128k iodepth=32 ioengine=io_uring direct=1 size=SIZE_MIB over a file of the same size
# Each side writes its own file in DIR (DriveBench creates and fills its test file, as it always does;
# fio's is filled from /dev/urandom first, so neither writes into holes). It prints both command lines,
# each round's average MB/s and the median of the rounds' DriveBench/fio ratios. A benchmark: it prints
# figures, it does not pass or fail on them. Both files are removed on exit.
#
# Usage: releng/bench/ssd-vs-fio.sh   (needs fio, jq, awk; builds the product through ./drivebench if needed)
# Settings (environment): ROUNDS=3 SIZE_MIB=1024 SAMPLE_MIB=64 DIR=. (a folder on the drive to measure)
set -euo pipefail

ROUNDS=${ROUNDS:-3}
SIZE_MIB=${SIZE_MIB:-1024}
SAMPLE_MIB=${SAMPLE_MIB:-64}
DIR=${DIR:-$PWD}

top=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)
die() { echo "ssd-vs-fio: $*" >&2; exit 1; }
for tool in fio jq awk; do
	command -v "$tool" >/dev/null 2>&1 || die "needs $tool"
done
[ -d "$DIR" ] && [ -w "$DIR" ] || die "DIR=$DIR: not a folder this user can write"

work=$(mktemp -d "$DIR/ssd-vs-fio.XXXXXX")
cleanup() { rm -rf "$work"; }
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

drivebench() { DRIVEBENCH_QUIET=1 "$top/drivebench" "$@"; }
echo "ssd-vs-fio: building the product if needed" >&2
drivebench --help >/dev/null 2>&1 || die "./drivebench does not start (run ./drivebench once)"

product_file="$work/drivebench.dat"
fio_file="$work/fio.dat"
product_args=(run --target "$product_file" --file-size "${SIZE_MIB}M" --test ssd.sustained-write --param blockSize=128k
	--param queueDepth=32 --param sampleBytes="${SAMPLE_MIB}M" --library "$work/library" --json)
fio_args=(--name=seq --filename="$fio_file" --rw=write --bs=128k --iodepth=32 --ioengine=io_uring --direct=1
	--size="${SIZE_MIB}M" --output-format=json)

echo
echo "command lines (files in $DIR, ${SIZE_MIB} MiB each):"
echo "  $top/drivebench ${product_args[*]}"
echo "  fio ${fio_args[*]}"
echo

results="$work/results.tsv"
: > "$results"
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
for round in $(seq 1 "$ROUNDS"); do
	echo "round $round/$ROUNDS" >&2
	run_product() {
		rm -f "$product_file"
		drivebench "${product_args[@]}" > "$work/product.json" 2> "$work/product.err" \
			|| { cat "$work/product.err" >&2; die "DriveBench failed"; }
		rm -f "$product_file"
	}
	run_fio() {
		dd if=/dev/urandom of="$fio_file" bs=1M count="$SIZE_MIB" status=none conv=fsync
		fio "${fio_args[@]}" > "$work/fio.json" || die "fio failed"
		rm -f "$fio_file"
	}
	# alternate which side goes first, so neither always meets the drive the other left
	if [ $((round % 2)) = 1 ]; then run_product; run_fio; else run_fio; run_product; fi
	p=$(jq -r '.results[0].metrics[] | select(.key == "write.mbps.mean") | .value' "$work/product.json")
	[ -n "$p" ] || die "the DriveBench result has no write.mbps.mean: $(head -c 400 "$work/product.json")"
	f=$(jq -r '.jobs[0].write.bw_bytes / 1e6' "$work/fio.json")
	printf '%s\t%s\t%s\n' "$round" "$p" "$f" >> "$results"
done

echo "$(uname -r), $(nproc) CPUs, $(fio --version), $ROUNDS rounds, $(df -T "$DIR" | awk 'NR == 2 { print $2 " on " $1 }')"
echo "load average before: $load_before, after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "average write MB/s over ${SIZE_MIB} MiB; DriveBench/fio: median of the rounds' ratios"
echo
awk -F'\t' '
	function median(list,   n, a, i, j, t) {
		n = split(list, a, " ")
		for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
		return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
	}
	{ p = p " " $2; f = f " " $3; r = r " " ($3 > 0 ? $2 / $3 : 0); per = per sprintf(" %.2f", $3 > 0 ? $2 / $3 : 0) }
	END {
		printf "| %-28s | %10s | %10s | %6s | %s\n", "row", "DriveBench", "fio", "ratio", "ratio per round"
		printf "| %-28s | %10.1f | %10.1f | %6.2f |%s\n", "sustained write 128K QD32", median(p), median(f), median(r), per
	}' "$results"
