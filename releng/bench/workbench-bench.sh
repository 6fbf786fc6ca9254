#!/usr/bin/env bash
# Workbench and review-page benchmark: what a reviewer waits for, timed through the product itself.
# Prints
#   window appears, first start: X s, CPU C s   (a new user: no settings, no caches)
#   window appears, second start: Y s, CPU D s
#   review page, N drives x M tests (C charts): Z s   (drivebench report --format html, the charts in it)
#   the same command writing Markdown only: W s       (what is not the page: JVM start, library open)
# A benchmark, not a test: it prints figures, it does not pass or fail on them. The comparison's
# opening in the workbench (table and every chart drawn) is measured by ComparisonBenchmarkUiTest
# (docs/benchmarks.md).
#
# The window is timed from the launcher's start until a window titled DriveBench is mapped on an Xvfb
# display of its own (xdotool), in a fresh DRIVEBENCH_HOME, so the user's own settings play no part.
# Beside the wall time it prints the CPU time (user + system) the launcher and everything it started
# had used by then: on a shared machine the wall time varies with the load, the CPU time much less, so
# compare CPU times of runs before and after a change.
# The review page is the comparison of simulated drives (each measured once with the `desktop-hdd` and
# `quick` suites: 21 tests) in a library of their own.
#
# Usage: releng/bench/workbench-bench.sh   (needs Xvfb and xdotool: releng/scripts/debian-packages;
#        builds the product through ./drivebench if needed)
# Settings (environment): DRIVES="hdd-7200 hdd-5400 sas-15k ssd-nvme" ROUNDS=3
#   PAGE=0          the window only, not the review page
#   DRIVEBENCH=...  the launcher to time instead of this checkout's ./drivebench (say, an unpacked product
#                   of another version, for runs before and after a change taken in turns)
set -euo pipefail

DRIVES=${DRIVES:-hdd-7200 hdd-5400 sas-15k ssd-nvme}
ROUNDS=${ROUNDS:-3}
PAGE=${PAGE:-1}

top=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)
median_awk=$(cat "$top/releng/bench/median.awk")
die() { echo "workbench-bench: $*" >&2; exit 1; }
for tool in Xvfb xdotool awk; do
	command -v "$tool" >/dev/null 2>&1 || die "needs $tool (apt-get install xvfb xdotool)"
done
export DRIVEBENCH_QUIET=1
drivebench=${DRIVEBENCH:-$top/drivebench}
"$drivebench" --version >/dev/null || die "the product did not build"

work=$(mktemp -d /tmp/workbench-bench.XXXXXX)
xvfb_pid=""
app_pid=""
cleanup() {
	set +e
	[ -n "$app_pid" ] && stop_workbench
	[ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null
	rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

# --- an X display of our own ------------------------------------------------------------------------
display=""
for n in $(seq 90 120); do
	if [ ! -e "/tmp/.X$n-lock" ] && [ ! -e "/tmp/.X11-unix/X$n" ]; then display=":$n"; break; fi
done
[ -n "$display" ] || die "no free X display number between :90 and :120"
Xvfb "$display" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
for _ in $(seq 50); do DISPLAY=$display xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done

now() { date +%s.%N; }
# the launcher starts Java as its child: stop the whole process group, and wait until its window is gone
# and every process of the group has ended (a JVM still shutting down holds the locks of the
# DRIVEBENCH_HOME the next start uses, which then gives up)
stop_workbench() {
	kill -- "-$app_pid" 2>/dev/null || true
	wait "$app_pid" 2>/dev/null || true
	for _ in $(seq 300); do
		if ! DISPLAY=$display xdotool search --onlyvisible --name '^DriveBench' >/dev/null 2>&1 &&
			! pgrep -g "$app_pid" >/dev/null 2>&1; then
			break
		fi
		sleep 0.1
	done
	app_pid=""
}
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }'; }
# CPU seconds (user + system) used so far by the processes of process group $1, with their children
# that ended (the launcher's own tools); fields 14-17 of /proc/PID/stat, after the command name
tick=$(getconf CLK_TCK)
group_cpu() {
	# a process that ends while cat reads makes cat fail, which pipefail and set -e must not take for ours
	{ cat /proc/[0-9]*/stat 2>/dev/null || true; } | awk -v group="$1" -v tick="$tick" '
		{ sub(/^.*\) /, ""); if ($3 == group) t += $12 + $13 + $14 + $15 }
		END { printf "%.2f", t / tick }'
}

# seconds from the launcher's start until the workbench's window is mapped, and the CPU seconds used by then
window_start() { # DRIVEBENCH_HOME
	local t0 seconds="" cpu=""
	t0=$(now)
	DISPLAY=$display DRIVEBENCH_HOME=$1 setsid "$drivebench" --workbench >"$work/workbench.log" 2>&1 &
	app_pid=$!
	for _ in $(seq 1200); do # at most 120 s
		if DISPLAY=$display xdotool search --onlyvisible --name '^DriveBench' >/dev/null 2>&1; then
			seconds=$(since "$t0")
			cpu=$(group_cpu "$app_pid")
			break
		fi
		kill -0 "$app_pid" 2>/dev/null || break
		sleep 0.05
	done
	stop_workbench
	[ -n "$seconds" ] || { cat "$work/workbench.log" >&2; die "the workbench's window did not appear"; }
	echo "$seconds $cpu"
}

echo "$(uname -r), $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg), $ROUNDS rounds"
echo
firsts=""
seconds=""
first_cpus=""
second_cpus=""
for round in $(seq 1 "$ROUNDS"); do
	home="$work/home-$round"
	read -r first first_cpu < <(window_start "$home")
	read -r second second_cpu < <(window_start "$home")
	echo "round $round: window appears, first start $first s (CPU $first_cpu s), second start $second s (CPU $second_cpu s)"
	firsts="$firsts $first"
	seconds="$seconds $second"
	first_cpus="$first_cpus $first_cpu"
	second_cpus="$second_cpus $second_cpu"
done

# the medians of the window's times
window_summary() {
	awk -v f="$firsts" -v s="$seconds" -v fc="$first_cpus" -v sc="$second_cpus" "$median_awk"'
		BEGIN {
			printf "window appears, first start: %.2f s, CPU %.2f s (rounds:%s; CPU:%s)\n", median(f), median(fc), f, fc
			printf "window appears, second start: %.2f s, CPU %.2f s (rounds:%s; CPU:%s)\n", median(s), median(sc), s, sc
		}'
}
if [ "$PAGE" = 0 ]; then
	window_summary
	exit 0
fi

# --- the review page of a comparison -------------------------------------------------------------
library="$work/library"
echo
echo "measuring the simulated drives for the comparison: $DRIVES (suites desktop-hdd and quick)" >&2
for drive in $DRIVES; do
	for suite in desktop-hdd quick; do
		"$drivebench" run --target "sim:$drive" --suite "$suite" --library "$library" >"$work/run.log" 2>&1 ||
			{ cat "$work/run.log" >&2; die "the $suite suite on sim:$drive failed"; }
	done
done
page_times=""
md_times=""
for round in $(seq 1 "$ROUNDS"); do
	t0=$(now)
	"$drivebench" report --format html --library "$library" --output "$work/page.html"
	page_times="$page_times $(since "$t0")"
	t0=$(now)
	"$drivebench" report --format md --library "$library" --output "$work/page.md"
	md_times="$md_times $(since "$t0")"
done
charts=$(grep -o '<svg' "$work/page.html" | wc -l)
tests=$("$drivebench" list-suites | awk '$1 == "desktop-hdd" || $1 == "quick" { sub(/^.*\(/, ""); n += $1 } END { print n }')
drives=$(echo $DRIVES | wc -w)
echo "review page commands:"
echo "  $drivebench report --format html --library <library> --output page.html"
echo "  $drivebench report --format md --library <library> --output page.md"
echo
window_summary
awk -v p="$page_times" -v m="$md_times" -v d="$drives" -v t="$tests" -v c="$charts" \
	-v rounds="$ROUNDS" "$median_awk"'
	BEGIN {
		printf "review page, %d drives x %d tests (%d charts): %.2f s (rounds:%s)\n", d, t, c, median(p), p
		printf "the same command writing Markdown only: %.2f s (rounds:%s)\n", median(m), m
	}'
