#!/usr/bin/env bash
# Library benchmark: generates a library of 1000 realistic runs (100 drives x 10 runs, each run 4 of
# 20 tests with metrics, a 1000-point series, a latency histogram, intervals and workers), then, in
# a fresh JVM, opens it and builds the review table of 100 drives x 20 tests, and prints
#   open 1000 runs: X s                    (goal: under 0.5 s)
#   report 100 drives x 20 tests: Y s      (goal: under 0.25 s)
#   peak heap: ... MB                      (goal: under 128 MB)
# and how long an open takes without the run index (a library's first open: every file is read; goal:
# under 2 s), and how long a library of 10,000 runs (1000 drives x 10 runs) takes to open, in a fresh
# JVM (goal: under 2 s).
#
# It measures what the product pays. The library runs in the product inside Equinox, whose bundle class
# loaders read a bundle's jar as a plain zip and check no jar signature unless the framework property
# osgi.signedcontent.support is set (Equinox's EquinoxConfiguration derives runtimeVerifySignedBundles
# from it, and Storage opens each bundle's ZipBundleFile with verify=false otherwise; the product's
# config.ini, eclipse.ini and launcher do not set it). On a plain class path the JVM would verify every
# signed jar's signature at its first class (EMF, Equinox, ...: about half of a fresh open's CPU), a
# cost the product never pays; so the class path holds copies of the signed third-party jars without
# their signature files (META-INF/*.SF, *.RSA, *.DSA, *.EC; the rest, manifest included, as it is),
# made once by UnsignedJar.java into <folder>-unsigned-jars, keyed by each jar's name, size and mtime
# (a new build refreshes them). The measuring JVMs run with the options the launcher gives the
# product's report command: -XX:TieredStopAtLevel=1 (the one-shot commands run without C2), and
# -XX:+UseTransparentHugePages where Linux gives huge pages on request ([madvise]), as the launcher does.
#
# usage: releng/bench/library-bench.sh [library folder]   (default: $TMPDIR/drivebench-bench-library;
#        kept between runs, so only the first run generates it; the 10,000 runs go beside it, in
#        <folder>-10000, generated once too: about 1.2 GB)
# env:   BENCH_HEAP   -Xmx of the measuring JVM (default 1g)
#        BENCH_RUNS   how many times to measure, each in a fresh JVM (default 3)
#        BENCH_LARGE  0 leaves out the library of 10,000 runs (default 1)
#        BENCH_JVM_OPTS  options of the measuring JVMs (default: the report command's, above; empty for
#                     the JDK's defaults)
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
report_opts="-XX:TieredStopAtLevel=1"
case "$(cat /sys/kernel/mm/transparent_hugepage/enabled 2>/dev/null)" in
*"[madvise]"*) report_opts="$report_opts -XX:+UseTransparentHugePages" ;;
esac
# shellcheck disable=SC2206
jvm_opts=(${BENCH_JVM_OPTS-$report_opts})

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
jars=()
for jar in "$plugins"/*.jar; do
	case "$(basename "$jar")" in
	org.drivebench.*) ;; # the sources compiled above stand for these
	*) jars+=("$jar") ;;
	esac
done
classpath="$classpath:$("$java" "$top/releng/bench/UnsignedJar.java" "$folder-unsigned-jars" "${jars[@]}")"

"$java" --enable-native-access=ALL-UNNAMED -cp "$classpath" org.drivebench.report.bench.LibraryBench generate "$folder"
for i in $(seq 1 "$repeat"); do
	echo "--- measurement $i of $repeat (fresh JVM, -Xmx$heap ${jvm_opts[*]})"
	"$java" --enable-native-access=ALL-UNNAMED "${jvm_opts[@]}" -Xmx"$heap" -cp "$classpath" org.drivebench.report.bench.LibraryBench measure "$folder"
done
echo "--- without the run index (fresh JVM, -Xmx$heap ${jvm_opts[*]})"
"$java" --enable-native-access=ALL-UNNAMED "${jvm_opts[@]}" -Xmx"$heap" -cp "$classpath" org.drivebench.report.bench.LibraryBench without-index "$folder"
if [ "${BENCH_LARGE:-1}" != 0 ]; then
	large="$folder-10000"
	"$java" --enable-native-access=ALL-UNNAMED -cp "$classpath" org.drivebench.report.bench.LibraryBench generate-large "$large"
	for i in $(seq 1 "$repeat"); do
		echo "--- 10,000 runs, measurement $i of $repeat (fresh JVM, -Xmx$heap ${jvm_opts[*]})"
		"$java" --enable-native-access=ALL-UNNAMED "${jvm_opts[@]}" -Xmx"$heap" -cp "$classpath" org.drivebench.report.bench.LibraryBench open "$large"
	done
fi
