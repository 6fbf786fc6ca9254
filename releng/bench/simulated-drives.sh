#!/usr/bin/env bash
# Benchmark of the simulated drives: how fast the virtual clock runs simulated 10-minute jobs (CPU and
# wall time) and the models' headline figures against the values their parameters give. Builds the
# engine and its tests' bundle first, from clean (offline, tests not run: the incremental test compile
# misses unchanged test classes). Extra arguments go to Maven. SIM_BENCH_MAIN names another benchmark
# main of the engine's tests to run instead (ssd-sim-speed.sh does).
set -euo pipefail
top=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)
. "$top/releng/scripts/find-jdk.sh"
java=$(drivebench_find_java)
JAVA_HOME=$(dirname "$(dirname "$(readlink -f "$java")")")
export JAVA_HOME
cd "$top"
./mvnw -q -o clean verify -pl bundles/org.drivebench.engine.tests -am -DskipTests "$@"
hdr=$(ls "${HOME}"/.m2/repository/org/hdrhistogram/HdrHistogram/*/HdrHistogram-*.jar | sort -V | tail -n 1)
engine=bundles/org.drivebench.engine/target
tests=bundles/org.drivebench.engine.tests/target
exec "$java" -cp "$engine/classes:$tests/test-classes:$hdr" "${SIM_BENCH_MAIN:-org.drivebench.engine.sim.SimulatedDrivesBenchmark}"
