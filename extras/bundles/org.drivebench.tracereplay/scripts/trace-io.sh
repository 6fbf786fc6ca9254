#!/usr/bin/env bash
# Records a block device's I/O in blktrace's binary format while a command runs:
#
#   trace-io.sh <device> <output-basename> <command> [args...]
#
# Writes <output-basename>.blktrace.<cpu>: a struct blk_io_trace record for every request the device
# was issued and completed (blktrace -a issue -a complete), one file per CPU. Run as root.
#
# It uses blktrace when the kernel lets it read its per-CPU channels in debugfs (mounting debugfs on
# /sys/kernel/debug when it is not). A kernel in lockdown refuses that ("Lockdown: blktrace: debugfs
# access is restricted"). Then it records the kernel's block tracepoints that blktrace's issue and
# complete events come from (block_rq_issue, block_rq_complete) in an ftrace instance of its own
# (tracefs; filtered to the device, nothing global is changed) and writes each as the struct
# blk_io_trace blktrace would have written, one file per CPU as blktrace writes them (blkparse reads
# them), with times to the microsecond that ftrace prints. ftrace's blk
# tracer, the other way to blktrace's records without debugfs, was seen to miss issue events (of
# read-ahead and of writeback) on this kernel, so it is not used.
set -euo pipefail
if [ $# -lt 3 ]; then
	echo "usage: trace-io.sh <device> <output-basename> <command> [args...]" >&2
	exit 2
fi
dev=$1
out=$2
shift 2
name=$(basename "$(readlink -f "$dev")")
rm -f "$out".blktrace.*

blktrace_works() {
	command -v blktrace >/dev/null || return 1
	if ! mountpoint -q /sys/kernel/debug; then
		mount -t debugfs none /sys/kernel/debug 2>/dev/null || return 1
		echo "trace-io.sh: mounted debugfs on /sys/kernel/debug for blktrace" >&2
	fi
	local probe
	probe=$(mktemp -d)
	timeout 2 blktrace -d "$dev" -a issue -a complete -o probe -D "$probe" >/dev/null 2>&1 &
	local pid=$!
	sleep 0.5
	local alive=1
	kill -0 "$pid" 2>/dev/null || alive=0
	kill -INT "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
	rm -rf "$probe"
	[ "$alive" = 1 ]
}

if blktrace_works; then
	blktrace -d "$dev" -a issue -a complete -o "$(basename "$out")" -D "$(dirname "$out")" >/dev/null 2>&1 &
	tracer=$!
	# blktrace sets up its per-CPU buffers and then creates its files; a fixed pause lost the whole
	# recording on a busy machine, so wait for the files (up to 30 s)
	for _ in $(seq 300); do
		compgen -G "$out.blktrace.*" >/dev/null && break
		kill -0 "$tracer" 2>/dev/null || break
		sleep 0.1
	done
	if ! compgen -G "$out.blktrace.*" >/dev/null; then
		kill -INT "$tracer" 2>/dev/null || true
		echo "trace-io.sh: blktrace did not start recording $dev (no $out.blktrace.* files)" >&2
		exit 1
	fi
	sleep 0.2 # its reader threads are running once the files exist
	status=0
	"$@" || status=$?
	sync
	sleep 0.5
	kill -INT "$tracer"
	wait "$tracer" || true
	echo "trace-io.sh: recorded $dev with blktrace" >&2
	exit "$status"
fi

tracing=/sys/kernel/tracing
if ! mountpoint -q "$tracing"; then
	mount -t tracefs nodev "$tracing"
fi
instance=$tracing/instances/drivebench-trace-io-$$
mkdir "$instance"
cleanup() {
	for event in block_rq_issue block_rq_complete; do
		echo 0 >"$instance/events/block/$event/enable" 2>/dev/null || true
	done
	rmdir "$instance" 2>/dev/null || true
}
trap cleanup EXIT
major=$((0x$(stat -L -c %t "$dev")))
minor=$((0x$(stat -L -c %T "$dev")))
echo 16384 >"$instance/buffer_size_kb" # per CPU: room for about 150,000 events
for event in block_rq_issue block_rq_complete; do
	echo "dev == $(((major << 20) | minor))" >"$instance/events/block/$event/filter"
	echo 1 >"$instance/events/block/$event/enable"
done
status=0
"$@" || status=$?
sync
sleep 0.5
for event in block_rq_issue block_rq_complete; do
	echo 0 >"$instance/events/block/$event/enable"
done
for stats in "$instance"/per_cpu/cpu*/stats; do
	if [ "$(awk '/^overrun:/ {print $2}' "$stats")" != 0 ]; then
		echo "trace-io.sh: the trace buffer overran ($stats): events were lost; record a shorter run" >&2
		exit 1
	fi
done
# ftrace's text lines, e.g.
#   cp-28537   [001] ..... 15231.123951: block_rq_issue: 7,0 RM 1024 () 8742 + 2 be,0,4 [cp]
#   ksoftirqd/0-14  [000] ..s.. 15231.142440: block_rq_complete: 7,0 RM () 8742 + 2 be,0,4 [0]
# into struct blk_io_trace (48 bytes, host byte order): magic|version, sequence, time (ns), sector,
# bytes, action (what | categories << 16), pid, device (major << 20 | minor), cpu, error, pdu_len
perl -e '
	use strict;
	my ($major, $minor) = @ARGV;
	my %category = (R => 1 << 0, W => 1 << 1, S => 1 << 3, A => 1 << 11, M => 1 << 12, D => 1 << 13);
	my ($FLUSH, $FUA, $ISSUE, $COMPLETE, $FS) = (1 << 2, 1 << 15, 1 << 6, 1 << 7, 1 << 8);
	my ($out) = $ARGV[2];
	my (%file, %sequence);
	while (my $line = <STDIN>) {
		next unless $line =~ /-(\d+)\s+\[(\d+)\]\s+\S+\s+(\d+)\.(\d{6}): block_rq_(issue|complete): \d+,\d+ (\S+) (?:\d+ )?\(.*?\) (\d+) \+ (\d+)(?: \S+)? \[(.*?)\]/;
		my ($pid, $cpu, $s, $us, $kind, $rwbs, $sector, $sectors, $tail) = ($1, $2, $3, $4, $5, $6, $7, $8, $9);
		next if $sector == 18446744073709551615; # a flush without data has no sector
		my $cats = $FS | ($kind eq "issue" ? $ISSUE : $COMPLETE);
		my @c = split //, $rwbs;
		$cats |= $FLUSH if @c > 1 && $c[0] eq "F" && shift @c; # a preflush before the operation
		my $op = shift @c;
		$cats |= $op eq "F" ? $FLUSH : ($op eq "D" ? $category{D} | $category{W} : ($category{$op} // 0));
		for my $flag (@c) { $cats |= $flag eq "F" ? $FUA : ($category{$flag} // 0); }
		my $action = ($kind eq "issue" ? 7 : 8) | ($cats << 16);
		my $error = $kind eq "complete" && $tail =~ /^-?\d+$/ ? $tail : 0;
		# blktrace keeps one file per CPU, each event in the file of the CPU it happened on
		$cpu += 0;
		unless ($file{$cpu}) {
			open($file{$cpu}, ">", "$out.blktrace.$cpu") or die "$out.blktrace.$cpu: $!";
			binmode $file{$cpu};
			$sequence{$cpu} = 0;
		}
		print { $file{$cpu} } pack("L L Q Q L L L L L s S", 0x65617407, $sequence{$cpu}++, $s * 1000000000 + $us * 1000,
			$sector, $sectors * 512, $action, $pid, ($major << 20) | $minor, $cpu, $error, 0);
	}
	close $_ for values %file;
' "$major" "$minor" "$out" <"$instance/trace"
echo "trace-io.sh: recorded $dev from the kernel's block tracepoints in blktrace's format (blktrace's debugfs channel is locked down here)" >&2
exit "$status"
