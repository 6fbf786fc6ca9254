#!/usr/bin/env bash
# Library benchmark: generates a library of 1000 realistic runs (100 drives x 10 runs, each run 4 of
# 20 tests with metrics, a 1000-point series, a latency histogram, intervals and workers), then, in
# a fresh JVM, opens it and builds the review table of 100 drives x 20 tests, and prints
#   open 1000 runs: X s                    (target: under 2 s)
#   report 100 drives x 20 tests: Y s      (target: under 1 s)
#   peak heap: ... MB
# and how long an open takes without the run index (a library's first open: every file is read).
#
# usage: releng/bench/library-bench.sh [library folder]   (default: $TMPDIR/drivebench-bench-library;
#        kept between runs, so only the first run generates it)
# env:   BENCH_HEAP   -Xmx of the measuring JVM (default 1g)
#        BENCH_RUNS   how many times to measure, each in a fresh JVM (default 3)
#        MAVEN_ARGS   extra Maven arguments (default -o: offline)
set -euo pipefail
top=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)
. "$top/releng/scripts/find-jdk.sh"
java=$(drivebench_find_java)
JAVA_HOME=$(dirname "$(dirname "$(readlink -f "$java")")")
export JAVA_HOME
folder=${1:-${TMPDIR:-/tmp}/drivebench-bench-library}
heap=${BENCH_HEAP:-1g}
repeat=${BENCH_RUNS:-3}

cd "$top"
classpath_file=$(mktemp)
trap 'rm -f "$classpath_file"' EXIT
echo "library-bench: compiling the core and its benchmark (Java at $JAVA_HOME)" >&2
# compile (not only resolve) so the reactor's own bundles are on the class path
./mvnw ${MAVEN_ARGS:--o} -q test-compile dependency:build-classpath -pl bundles/org.drivebench.core -am \
	-Dmdep.outputFile="$classpath_file" >&2
core=bundles/org.drivebench.core/target
classpath="$core/classes:$core/test-classes:$(cat "$classpath_file")"

"$java" -cp "$classpath" org.drivebench.core.bench.LibraryBench generate "$folder"
for i in $(seq 1 "$repeat"); do
	echo "--- measurement $i of $repeat (fresh JVM, -Xmx$heap)"
	"$java" -Xmx"$heap" -cp "$classpath" org.drivebench.core.bench.LibraryBench measure "$folder"
done
echo "--- without the run index (fresh JVM, -Xmx$heap)"
"$java" -Xmx"$heap" -cp "$classpath" org.drivebench.core.bench.LibraryBench without-index "$folder"
