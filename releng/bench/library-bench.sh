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
#        MAVEN_ARGS   extra Maven arguments (default -o: offline, as after the README's two commands)
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
# The libraries the core needs (EMF, gson, commons-csv, HdrHistogram, ...) are the product's: the
# README's ./drivebench and ./run-tests build it, and it needs nothing Maven must fetch (the Maven
# dependency plugin is no part of the build, so it is not in a fresh clone's local repository).
plugins="$top/releng/org.drivebench.product/target/products/org.drivebench.product/linux/gtk/x86_64/drivebench/plugins"
if [ ! -d "$plugins" ]; then
	echo "library-bench: building the product first (./drivebench and ./run-tests do too)" >&2
	./mvnw ${MAVEN_ARGS:--o} -q -B verify -DskipTests >&2
fi
echo "library-bench: compiling the library, the reports and their benchmark (Java at $JAVA_HOME)" >&2
./mvnw ${MAVEN_ARGS:--o} -q -B test-compile -pl bundles/org.drivebench.report.tests -am >&2
classpath="bundles/org.drivebench.report.tests/target/test-classes"
for bundle in report library core core.testing model engine; do
	classpath="$classpath:bundles/org.drivebench.$bundle/target/classes"
done
for jar in "$plugins"/*.jar; do
	case "$(basename "$jar")" in
	org.drivebench.*) ;; # the sources compiled above stand for these
	*) classpath="$classpath:$jar" ;;
	esac
done

"$java" --enable-native-access=ALL-UNNAMED -cp "$classpath" org.drivebench.report.bench.LibraryBench generate "$folder"
for i in $(seq 1 "$repeat"); do
	echo "--- measurement $i of $repeat (fresh JVM, -Xmx$heap)"
	"$java" --enable-native-access=ALL-UNNAMED -Xmx"$heap" -cp "$classpath" org.drivebench.report.bench.LibraryBench measure "$folder"
done
echo "--- without the run index (fresh JVM, -Xmx$heap)"
"$java" --enable-native-access=ALL-UNNAMED -Xmx"$heap" -cp "$classpath" org.drivebench.report.bench.LibraryBench without-index "$folder"
