# Sourced by releng/bench/product-vs-fio.sh. A read at queue depth 1 on a loop device is a hand-off:
# the reader wakes the loop driver's worker, sleeps, and is woken when the worker is done. When the CPU
# to be woken sits in a halt state, each wake-up costs what leaving it costs: on the 2-CPU virtual
# machine here (cpuidle driver haltpoll, guest_halt_poll_ns 0) 20-90 us a read, from one second to
# the next, where the read itself takes 7-9 us; which of the two programs got the slow moment decided
# the row. hold_cpus_awake asks the kernel, through PM QoS (/dev/cpu_dma_latency, as cyclictest and
# tuned's latency-performance profile do), to keep idle CPUs in states with no exit latency for as
# long as the script runs: both programs then measure the read, not the wake-up, under the same
# condition. CPU_IDLE=default leaves the idle states as the machine sets them.
# release_cpus (on exit) withdraws the request; $cpu_idle_said says which condition the run had.
cpu_idle_holder=""
cpu_idle_said=""
hold_cpus_awake() {
	case "${CPU_IDLE:-awake}" in
	awake) ;;
	default)
		cpu_idle_said="as the machine sets them (CPU_IDLE=default; driver $(cat /sys/devices/system/cpu/cpuidle/current_driver 2>/dev/null || echo none))"
		return ;;
	*) echo "CPU_IDLE=$CPU_IDLE: must be awake (hold idle CPUs awake, the default) or default (leave the machine's idle states)" >&2; exit 2 ;;
	esac
	if [ ! -w /dev/cpu_dma_latency ]; then
		cpu_idle_said="as the machine sets them (no writable /dev/cpu_dma_latency)"
		echo "warning: /dev/cpu_dma_latency is not writable: idle CPUs keep their idle states, so the QD1 rows on the loop device include CPU wake-ups" >&2
		return
	fi
	# the request lasts while the file stays open: a sleeping child keeps it open until killed
	(exec 3> /dev/cpu_dma_latency && printf 0 >&3 && exec sleep infinity) &
	cpu_idle_holder=$!
	local limit="" tries=0
	while [ "$tries" -lt 50 ]; do # the child opens it at once; read back what the kernel now enforces
		limit=$(od -An -td4 -N4 /dev/cpu_dma_latency | tr -d ' ')
		[ "$limit" != 0 ] || break
		sleep 0.02; tries=$((tries + 1))
	done
	[ "$limit" = 0 ] || { echo "the CPU latency request was not taken (limit $limit us)" >&2; exit 1; }
	cpu_idle_said="held awake for both programs (PM QoS CPU latency 0 us through /dev/cpu_dma_latency; CPU_IDLE=default leaves them)"
}
release_cpus() {
	[ -z "$cpu_idle_holder" ] || kill "$cpu_idle_holder" 2>/dev/null || true
}
