#!/usr/bin/env bash
# How fast the simulator runs an SSD review's heavy parts on sim:ssd-nvme (1 TB): a whole-drive fill,
# SNIA PTS preconditioning (twice the capacity), random 4 KiB writes in steady state (I/Os per wall
# second), one round of the PTS IOPS matrix; and each part's figures against the values the model's
# parameters give (SLC cache found by the fill, steady-state IOPS from greedy garbage collection's write
# amplification). Builds the engine bundle first, as simulated-drives.sh does; extra arguments go to Maven.
set -euo pipefail
SIM_BENCH_MAIN=org.drivebench.engine.sim.SsdSimulatorBenchmark exec "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/simulated-drives.sh" "$@"
