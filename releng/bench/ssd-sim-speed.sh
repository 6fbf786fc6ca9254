#!/usr/bin/env bash
# How fast the simulator runs an SSD review's heavy parts on sim:ssd-nvme (1 TB): a whole-drive fill,
# SNIA PTS preconditioning (twice the capacity), random 4 KiB writes in steady state (I/Os per wall
# second), one round of the PTS IOPS matrix; and each part's figures against the values the model's
# parameters give (SLC cache found by the fill, steady-state IOPS from greedy garbage collection's write
# amplification). Builds the engine bundle first, from clean (offline, tests not run). Extra arguments
# go to Maven.
set -euo pipefail
top=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)
. "$top/releng/scripts/find-jdk.sh"
java=$(drivebench_find_java)
JAVA_HOME=$(dirname "$(dirname "$(readlink -f "$java")")")
export JAVA_HOME
cd "$top"
./mvnw -q -o clean verify -pl bundles/org.drivebench.engine -am -DskipTests "$@"
hdr=$(ls "${HOME}"/.m2/repository/org/hdrhistogram/HdrHistogram/*/HdrHistogram-*.jar | sort -V | tail -n 1)
engine=bundles/org.drivebench.engine/target
exec "$java" -cp "$engine/classes:$engine/test-classes:$hdr" org.drivebench.engine.sim.SsdSimulatorBenchmark
