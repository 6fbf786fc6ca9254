#!/usr/bin/env bash
# A check of the simulated drives' realism, not only of their self-consistency: runs each seed review's
# suite on its simulated counterpart with the product's command line, then prints, next to every figure
# or finding, the range or the finding the seed reports and whether the simulated figure is in range.
#
#   seed 000 (2 TB desktop HDDs)   desktop-hdd     on sim:hdd-7200 and sim:hdd-5400 (its multistream
#                                  steps included), and its Smart Align bursts (random.write-bursts) on
#                                  sim:hdd-5400
#   seed 001 (SAS 10K/15K HDDs)    enterprise-hdd  on sim:sas-10k and sim:sas-15k (its four workers included)
#   seed 003 (RAID-0 strip sizes)  the strip-size study: drivebench strip-study over two sim:hdd-7200 with
#                                  the raid-study suite (CrystalDiskMark 5.1 at 100 MB, ATTO 3.05, access
#                                  time) for strips 4k to 128k, read back with report --study --format json
#   seed 004 (2004 IDE HDDs)       classic-ide     on sim:ide-7200
#
# Ends with the summary line docs/benchmarks.md quotes. The runs use seed $SEED (default 1, so the table is
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
run 000-bursts-5400 --target sim:hdd-5400 --test random.write-bursts --param "blockSizes=4k, 64k"
if ! "$product/drivebench" strip-study --members sim:hdd-7200,sim:hdd-7200 --name seed-003 --library "$work/library" \
	"${seedArgs[@]}" >"$work/003-study.txt" 2>"$work/003-study.err"; then
	echo "sim-vs-seeds: drivebench strip-study failed:" >&2
	tail -n 5 "$work/003-study.err" >&2
	exit 1
fi
echo "  003-study: drivebench strip-study --members sim:hdd-7200,sim:hdd-7200 --name seed-003 (suite raid-study)" >&2
"$product/drivebench" report --study seed-003 --library "$work/library" --format json >"$work/003-study.json" 2>/dev/null
echo >&2
"$java" -cp "$gson" "$top/releng/bench/SimVsSeeds.java" "$work"
