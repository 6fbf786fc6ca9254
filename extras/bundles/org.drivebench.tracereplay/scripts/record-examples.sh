#!/usr/bin/env bash
# Records the example traces shipped with the trace replay plugin: blktrace on a loop device, with an
# ext4 file system on it, while a real program works there. Run as root from a DriveBench checkout:
#
#   extras/bundles/org.drivebench.tracereplay/scripts/record-examples.sh [out-dir]
#
# Needs e2fsprogs, git, sqlite3, a JDK (javac), and blktrace or tracefs (see trace-io.sh). Each trace is
# the device-level view (the issue and complete events: what the loop device was asked to do and when
# it answered), in blktrace's binary format: <name>.blktrace.<cpu>.
#
#   git-clone  git clone --no-local of this repository onto the file system, then sync
#   sqlite     2000 rows inserted into an SQLite database in 100 transactions of 20 (synchronous=FULL,
#              WAL journal), then a checkpoint
#   javac      the engine bundle's sources (and the three jars they need) compiled with javac into a
#              class folder on the file system, read with a cold cache
set -euo pipefail
here=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)
top=$(cd "$here/../../../.." && pwd)
out=${1:-$here/../src/org/drivebench/tracereplay/examples}
work=$(mktemp -d /tmp/drivebench-traces.XXXXXX)
mnt="$work/mnt"
mkdir -p "$mnt"
truncate -s 256M "$work/disk.img"
dev=$(losetup -f --show "$work/disk.img")
cleanup() {
	mountpoint -q "$mnt" && umount "$mnt"
	losetup -d "$dev"
	rm -rf "$work"
}
trap cleanup EXIT
mkfs.ext4 -q -F "$dev"

# mounts the file system fresh, so nothing it holds is in the page cache
remount() {
	mountpoint -q "$mnt" && umount "$mnt"
	mount "$dev" "$mnt"
}

# record <name> <function>: the device's I/O while the shell function runs in $mnt (trace-io.sh)
record() {
	local name=$1 work_function=$2
	remount
	(cd "$mnt" && "$here/trace-io.sh" "$dev" "$work/$name" bash -c "$(declare -f "$work_function"); set -e; $work_function")
	rm -f "$out/$name".blktrace.*
	cp "$work/$name".blktrace.* "$out/"
	echo "record.sh: $name: $(cat "$work/$name".blktrace.* | wc -c) bytes of trace" >&2
}

export top
git_clone() {
	git clone -q --no-local "$top" clone
}
record git-clone git_clone

sqlite_work() {
	sqlite3 bench.db "PRAGMA journal_mode=WAL;" >/dev/null
	sqlite3 bench.db "CREATE TABLE IF NOT EXISTS runs(id INTEGER PRIMARY KEY, drive TEXT, figure REAL, note TEXT);"
	for t in $(seq 1 100); do
		{
			echo "PRAGMA synchronous=FULL; BEGIN;"
			for r in $(seq 1 20); do
				echo "INSERT INTO runs(drive, figure, note) VALUES ('drive-$t', $((t * r)).5, hex(randomblob(200)));"
			done
			echo "COMMIT;"
		} | sqlite3 bench.db
	done
	sqlite3 bench.db "PRAGMA wal_checkpoint(TRUNCATE);" >/dev/null
}
record sqlite sqlite_work

javac_build() {
	cp -r "$top/bundles/org.drivebench.engine/src" engine-src
	mkdir -p lib
	cp ~/.m2/repository/org/hdrhistogram/HdrHistogram/2.2.2/HdrHistogram-2.2.2.jar \
		~/.m2/repository/net/java/dev/jna/jna/5.19.1/jna-5.19.1.jar \
		~/.m2/repository/org/eclipse/jdt/org.eclipse.jdt.annotation/2.4.100/org.eclipse.jdt.annotation-2.4.100.jar lib/
	sync
}
remount
(cd "$mnt" && javac_build)
export jdk=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
javac_work() {
	mkdir -p classes
	find engine-src -name '*.java' >sources.txt
	"$jdk/bin/javac" -nowarn -proc:none -d classes -cp "lib/*" @sources.txt
}
record javac javac_work
