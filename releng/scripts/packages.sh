# Sourced by ./drivebench, ./run-tests and .ci/run: makes sure the Debian packages a job needs are
# installed (the list is releng/scripts/debian-packages). As root with apt-get, it installs what is
# missing; otherwise it prints the one apt-get line that would, and fails.

# The packages of releng/scripts/debian-packages that job $1 ("workbench", "tests") needs, one a line.
drivebench_packages() {
	local here
	here=$(dirname "${BASH_SOURCE[0]}")
	awk -v job="$1" '!/^#/ && NF >= 2 { for (i = 2; i <= NF; i++) if ($i == job) { print $1; next } }' "$here/debian-packages"
}

# Installs what job $2 needs, or says how; $1 names the caller in messages. Returns non-zero when
# packages are missing and could not be installed. On a system without dpkg it checks nothing.
drivebench_ensure_packages() {
	local who=$1 job=$2 p missing=()
	if ! command -v dpkg-query >/dev/null 2>&1; then
		echo "$who: not a Debian system (no dpkg-query): not checking for the packages $job needs:" \
			"$(drivebench_packages "$job" | tr '\n' ' ')" >&2
		return 0
	fi
	while IFS= read -r p; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
	done < <(drivebench_packages "$job")
	[ ${#missing[@]} -eq 0 ] && return 0
	if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
		echo "$who: installing ${missing[*]}" >&2
		if DEBIAN_FRONTEND=noninteractive apt-get update -qq \
			&& DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; then
			return 0
		fi
		echo "$who: could not install ${missing[*]} (apt-get failed, above)" >&2
		return 1
	fi
	echo "$who: missing Debian packages; install them with:" >&2
	echo "  sudo apt-get install ${missing[*]}" >&2
	return 1
}
