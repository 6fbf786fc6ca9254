#!/usr/bin/env bash
# A check of the simulated drives' realism, not only of their self-consistency: runs each seed review's
# suite on its simulated counterpart with the product's command line, then prints, next to every figure
# or finding, the range or the finding the seed reports and whether the simulated figure is in range.
#
#   seed 000 (2 TB desktop HDDs)   desktop-hdd     on sim:hdd-7200 and sim:hdd-5400
#   seed 001 (SAS 10K/15K HDDs)    enterprise-hdd  on sim:sas-10k and sim:sas-15k
#   seed 003 (RAID-0 strip sizes)  CrystalDiskMark at 100 MB (quick, regionLength=100M, threads=1) and
#                                  ATTO (linear.bs-sweep at QD4, 512 B to 8 MiB, 256 MB) on
#                                  sim:raid0:hdd-7200x2:<strip> for strips 4k to 128k
#   seed 004 (2004 IDE HDDs)       classic-ide     on sim:ide-7200
#
# Ends with the summary line the README quotes. The runs use seed $SEED (default 1, so the table is
# the same every time; SEED=random draws a new one per run). Needs the product (./drivebench builds it).
set -euo pipefail
top=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)
. "$top/releng/scripts/find-jdk.sh"
java=$(drivebench_find_java)
product="$top/releng/org.drivebench.product/target/products/org.drivebench.product/linux/gtk/x86_64/drivebench"
if [ ! -x "$product/drivebench" ]; then
	echo "sim-vs-seeds: no product yet; building it with ./drivebench --help" >&2
	"$top/drivebench" --help >/dev/null
fi
gson=$(ls "$product"/plugins/com.google.gson_*.jar 2>/dev/null | sort -V | tail -n 1)
[ -n "$gson" ] || { echo "sim-vs-seeds: gson not found in $product/plugins" >&2; exit 1; }

work=$(mktemp -d -t sim-vs-seeds.XXXXXX)
trap 'rm -rf "$work"' EXIT
seed=${SEED:-1}
seedArgs=()
[ "$seed" = random ] || seedArgs=(--seed "$seed")

run() { # <output name> <drivebench run arguments...>
	local out=$1
	shift
	if ! "$product/drivebench" run --library "$work/library" --json "${seedArgs[@]}" "$@" >"$work/$out.json" 2>"$work/$out.err"; then
		echo "sim-vs-seeds: drivebench run $* failed:" >&2
		tail -n 5 "$work/$out.err" >&2
		exit 1
	fi
	echo "  $out: drivebench run $*" >&2
}

echo "sim-vs-seeds: running the seeds' suites on their simulated counterparts (seed $seed)" >&2
run 004-ide-7200 --target sim:ide-7200 --suite classic-ide
run 000-hdd-7200 --target sim:hdd-7200 --suite desktop-hdd
run 000-hdd-5400 --target sim:hdd-5400 --suite desktop-hdd
run 001-sas-10k --target sim:sas-10k --suite enterprise-hdd
run 001-sas-15k --target sim:sas-15k --suite enterprise-hdd
for strip in 4k 8k 16k 32k 64k 128k; do
	run "003-cdm-$strip" --target "sim:raid0:hdd-7200x2:$strip" --suite quick --param regionLength=100M --param threads=1
	run "003-atto-$strip" --target "sim:raid0:hdd-7200x2:$strip" --test linear.bs-sweep --param queueDepth=4 \
		--param "blockSizes=512, 1k, 2k, 4k, 8k, 16k, 32k, 64k, 128k, 256k, 512k, 1M, 2M, 4M, 8M" \
		--param timePerSize=2s --param regionLength=256M
done
echo >&2
"$java" -cp "$gson" "$top/releng/bench/SimVsSeeds.java" "$work"
