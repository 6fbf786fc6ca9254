# Sourced by the drivebench launcher and the build scripts: finds a JDK new enough for DriveBench.
# DriveBench's engine uses the FFM API (final since Java 22); Eclipse 4.41 and SWTChart need 21+.
DRIVEBENCH_MIN_JAVA=22

drivebench_java_version() {
	# the feature version (17, 21, 25, ...) of the java binary $1, or nothing. A JDK's release file
	# says it without starting a JVM, which costs a start of DriveBench a few hundred ms of CPU; a
	# java without one (or with one that names no version) is asked.
	local release v
	release=$(dirname "$(dirname "$(readlink -f "$1")")")/release
	if [ -f "$release" ]; then
		v=$(sed -n 's/^JAVA_VERSION="\(1\.\)\{0,1\}\([0-9]*\).*/\2/p' "$release" | head -n 1)
		if [ -n "$v" ]; then
			echo "$v"
			return 0
		fi
	fi
	"$1" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = \(1\.\)\{0,1\}\([0-9]*\).*/\2/p' | head -n 1
}

# Prints the java binary to use: $JAVA_HOME's, else the newest under /usr/lib/jvm, else the one on
# PATH; the first of version >= DRIVEBENCH_MIN_JAVA. Explains on stderr what it skipped.
drivebench_find_java() {
	local candidates=() c v
	[ -n "${JAVA_HOME:-}" ] && candidates+=("$JAVA_HOME/bin/java")
	while IFS= read -r c; do candidates+=("$c"); done < <(ls -d /usr/lib/jvm/*/bin/java 2>/dev/null | sort -t- -k2 -V -r)
	command -v java >/dev/null 2>&1 && candidates+=("$(command -v java)")
	for c in "${candidates[@]}"; do
		[ -x "$c" ] || continue
		v=$(drivebench_java_version "$c")
		if [ -n "$v" ] && [ "$v" -ge "$DRIVEBENCH_MIN_JAVA" ]; then
			echo "$c"
			return 0
		fi
		echo "drivebench: skipping $c (Java ${v:-of unknown version}; DriveBench needs $DRIVEBENCH_MIN_JAVA or newer)" >&2
	done
	echo "drivebench: no JDK >= $DRIVEBENCH_MIN_JAVA found (looked at JAVA_HOME, /usr/lib/jvm/*, and java on PATH)." >&2
	echo "drivebench: install one (e.g. Temurin 25) or set JAVA_HOME to it." >&2
	return 1
}
