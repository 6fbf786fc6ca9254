#!/usr/bin/env bash
# The multistream, ATTO and write-burst tests on a real target against fio running the same job, back to back, several rounds:
#  - multistream.sequential, 4 streams of 64 KiB at QD1 in adjacent regions of REGION_MIB/4 each
#      | fio: 4 psync jobs, --offset_increment, group reporting (total MB/s)
#  - linear.atto at 64 KiB: TOTAL_MIB written, then read, at QD4
#      | fio: a write job, then (stonewall) a read job, 64 KiB at iodepth 4 on io_uring (MB/s of each)
#  - random.write-bursts at 4 KiB: a RUNTIME-second burst of random 4 KiB-aligned writes at QD1 after a
#    1 s rest, over the whole target | fio: randwrite 4k, psync, RUNTIME seconds over the whole target (IOPS)
# on a loop device over a random-filled file in /dev/shm (created here, removed on exit; the product writes
# to it confirmed with the file's path and inode, as a loop device is confirmed). It prints both command lines of every
# row, each round's figures, and the median of the rounds' product/fio ratios. A benchmark: it prints
# figures, it does not pass or fail on them.
#
# Usage: sudo releng/bench/new-tests-vs-fio.sh   (needs root, fio, jq, losetup; after ./drivebench builds)
# Settings (environment): ROUNDS=5 RUNTIME=5 SIZE_MIB=1024 REGION_MIB=512 TOTAL_MIB=512
set -euo pipefail

ROUNDS=${ROUNDS:-5}
RUNTIME=${RUNTIME:-5}
SIZE_MIB=${SIZE_MIB:-1024}
REGION_MIB=${REGION_MIB:-512}
TOTAL_MIB=${TOTAL_MIB:-512}

top=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)
median_awk=$(cat "$top/releng/bench/median.awk")
die() { echo "new-tests-vs-fio: $*" >&2; exit 1; }
[ "$(id -u)" = 0 ] || die "needs root (it creates a loop device)"
for tool in fio losetup jq awk; do
	command -v "$tool" >/dev/null 2>&1 || die "needs $tool"
done

work=$(mktemp -d /tmp/new-tests-vs-fio.XXXXXX)
shm_file=""
loop=""
cleanup() {
	set +e
	[ -n "$loop" ] && losetup -d "$loop"
	[ -n "$shm_file" ] && rm -f "$shm_file"
	rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

drivebench() { DRIVEBENCH_QUIET=1 "$top/drivebench" "$@"; }
echo "new-tests-vs-fio: building the product if needed" >&2
drivebench --help >/dev/null 2>&1 || die "./drivebench does not start (run ./drivebench once)"
shm_file=$(mktemp /dev/shm/new-tests-vs-fio.XXXXXX)
dd if=/dev/urandom of="$shm_file" bs=1M count="$SIZE_MIB" status=none
loop=$(losetup -f --show --direct-io=on "$shm_file")
stream_mib=$((REGION_MIB / 4))
# a loop device is confirmed with its backing file and that file's inode (docs/device-safety.md)
confirm="$shm_file,inode=$(stat -c %i "$shm_file")"

# name | product test and parameters | product figure (jq over the result's metrics) | fio options | fio figure (jq)
rows=(
	"multistream 4 x 64K QD1|--test multistream.sequential --param streams=4 --param blockSize=64k --param queueDepth=1 --param regionLength=${stream_mib}M --param timePerStep=${RUNTIME}s|read.mbps.s4|--rw=read --bs=64k --iodepth=1 --ioengine=psync --numjobs=4 --size=${stream_mib}M --offset_increment=${stream_mib}M --group_reporting --thread --time_based --runtime=$RUNTIME|.jobs[0].read.bw_bytes / 1e6"
	"ATTO 64K QD4 write|--test linear.atto --param blockSizes=64k --param totalLength=${TOTAL_MIB}M --param queueDepth=4|write.mbps.65536|--bs=64k --iodepth=4 --ioengine=io_uring --fixedbufs --registerfiles --size=${TOTAL_MIB}M --name=w --rw=write --name=r --rw=read --stonewall|.jobs[0].write.bw_bytes / 1e6"
	"ATTO 64K QD4 read|(the same run)|read.mbps.65536|(the same run)|.jobs[1].read.bw_bytes / 1e6"
	"write burst 4K QD1|--test random.write-bursts --param blockSizes=4k --param burst=${RUNTIME}s --param rest=1s --param sustained=1s|write.burst.iops.4096|--rw=randwrite --bs=4k --iodepth=1 --ioengine=psync --time_based --runtime=$RUNTIME --norandommap --randrepeat=0|.jobs[0].write.iops"
)
# before the jobs: options after a --name belong to that job alone
fio_common="--filename=$loop --direct=1 --output-format=json"

echo
echo "command lines (on $loop, a loop device over ${SIZE_MIB} MiB of random data in /dev/shm):"
for row in "${rows[@]}"; do
	IFS='|' read -r name product _ fio_opts _ <<< "$row"
	[ "$product" = "(the same run)" ] && continue
	echo "  [$name]"
	echo "    $top/drivebench run --target $loop $product --confirm-serial $confirm --library $work/library --json"
	echo "    fio $fio_common $fio_opts$([[ $fio_opts == *--name=* ]] || echo ' --name=job')"
done
echo

results="$work/results.tsv"
: > "$results"
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
for round in $(seq 1 "$ROUNDS"); do
	for i in "${!rows[@]}"; do
		IFS='|' read -r name product figure fio_opts fio_figure <<< "${rows[$i]}"
		if [ "$product" != "(the same run)" ]; then
			echo "round $round/$ROUNDS: $name" >&2
			# shellcheck disable=SC2086
			run_product() { drivebench run --target "$loop" $product --confirm-serial "$confirm" --library "$work/library" --json \
				> "$work/product.json" 2> "$work/product.err" || { cat "$work/product.err" >&2; die "the product failed ($name)"; }; }
			# shellcheck disable=SC2086
			run_fio() { fio $fio_common $fio_opts $([[ $fio_opts == *--name=* ]] || echo --name=job) > "$work/fio.json"; }
			if [ $((round % 2)) = 1 ]; then run_product; run_fio; else run_fio; run_product; fi
		fi
		p=$(jq -r --arg k "$figure" '.results[0].metrics[] | select(.key == $k) | .value' "$work/product.json")
		f=$(jq -r "$fio_figure" "$work/fio.json")
		printf '%s\t%s\t%s\t%s\n' "$name" "$round" "$p" "$f" >> "$results"
	done
done

echo "$(uname -r), $(nproc) CPUs, $(fio --version), $ROUNDS rounds"
echo "load average before: $load_before, after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "figures: MB/s (IOPS for the write burst); product/fio: median of the rounds' ratios"
echo
awk -F'\t' "$median_awk"'
	{
		if (!($1 in seen)) { seen[$1] = 1; order[++n] = $1 }
		p[$1] = p[$1] " " $3; f[$1] = f[$1] " " $4; r[$1] = r[$1] " " ($4 > 0 ? $3 / $4 : 0)
		rounds[$1] = rounds[$1] sprintf(" %.2f", $4 > 0 ? $3 / $4 : 0)
	}
	END {
		printf "| %-24s | %10s | %10s | %6s | %s\n", "row", "product", "fio", "ratio", "ratio per round"
		min = -1
		for (k = 1; k <= n; k++) {
			key = order[k]; ratio = median(r[key])
			if (min < 0 || ratio < min) min = ratio
			printf "| %-24s | %10.1f | %10.1f | %6.2f |%s\n", key, median(p[key]), median(f[key]), ratio, rounds[key]
		}
		printf "\nmin ratio product/fio: %.2f\n", min
	}' "$results"
