#!/usr/bin/env bash
# The command line's own shared configuration, cli-configuration/: the product's configuration/config.ini
# without the bundles only the workbench uses (SWT, JFace, e4, CSS, Batik, SVG, ...), started once with
# Equinox's -initialize so that it holds the framework's state and the extension registry's cache, and,
# written last, product-config.ini: a copy of the config.ini it was made from. The launcher starts a
# command on it while the product's config.ini is still that copy, so a command does not install,
# resolve or start what only draws windows.
#
# The build makes it (releng/org.drivebench.product/initialize-configuration.sh, which also uses
# drivebench_initialize below); the launcher makes it again once a plugin install or removal has
# rewritten config.ini, so that the command line keeps its light start and has the plugin's bundles.
# It is made in a folder beside it and renamed into place: a run that is killed leaves the old one,
# the new one or none (the launcher then starts on the whole product), never one that misses bundles.
# One run at a time holds a lock on the product folder; a run that finds it held gives up at once.
#
# Usage: cli-configuration.sh <product folder> <java>
#   exit 0  cli-configuration/ is made from the product's config.ini as it is now (or already was)
#   exit 3  not made, and nothing is wrong: this user cannot write the product folder, or another run
#           is making it
#   other   not made: the reason is on standard error
# Sourced, it only defines the functions.

# the bundles only the workbench uses, by bundle name (a bundle the command line needs must not match)
drivebench_workbench_only='org\.drivebench\.ui|org\.eclipse\.(swt.*|jface.*|e4\..*|core\.(commands|databinding.*|expressions)|urischeme)'
drivebench_workbench_only+='|org\.eclipse\.equinox\.(event|launcher.*)|org\.apache\.(batik\..*|aries\.spifly.*)|com\.github\.weisj\.jsvg'
drivebench_workbench_only+='|com\.sun\.jna.*|jakarta\.(annotation.*|inject.*)|org\.objectweb\.asm\.(util|tree\.analysis)|xml-apis-ext|xmlgraphics-commons'

# Starts the product once on configuration folder $3 with -initialize, with the launcher's options but no
# per-user area (nothing of a user is written there), and checks that it wrote the state and the cache.
# Without the optimising compiler, like the launcher's short commands: a quarter less CPU for this JVM.
drivebench_initialize() { # product java configuration
	local launcher made
	launcher=$(ls "$1"/plugins/org.eclipse.equinox.launcher_*.jar 2>/dev/null | head -n 1)
	[ -n "$launcher" ] || { echo "no Equinox launcher under $1/plugins" >&2; return 1; }
	"$2" -XX:TieredStopAtLevel=1 --enable-native-access=ALL-UNNAMED -Djava.awt.headless=true -Declipse.p2.data.area="$1/p2" \
		-jar "$launcher" -install "$1" -configuration "$3" -data @none -nosplash -initialize || return 1
	if ls "$3"/*.log >/dev/null 2>&1; then
		echo "Equinox logged problems while initialising $3:" >&2
		cat "$3"/*.log >&2
		return 1
	fi
	for made in org.eclipse.osgi/framework.info.* org.eclipse.core.runtime/.mainData.*; do
		# shellcheck disable=SC2086 # the pattern is meant to expand
		ls "$3"/$made >/dev/null 2>&1 || { echo "-initialize wrote no $made into $3" >&2; return 1; }
	done
}

# The command line's config.ini from the product's ($1): the workbench's bundles out, and with them the
# workbench's application and product.
drivebench_cli_config_ini() { # product config.ini
	WORKBENCH_ONLY="^($drivebench_workbench_only)\$" awk '
		/^osgi\.bundles=/ {
			n = split(substr($0, length("osgi.bundles=") + 1), bundles, ",")
			kept = ""
			for (i = 1; i <= n; i++) {
				name = bundles[i]
				sub(/^reference\\:file\\:/, "", name)
				sub(/_[0-9].*$/, "", name)
				if (name !~ ENVIRON["WORKBENCH_ONLY"]) kept = kept (kept == "" ? "" : ",") bundles[i]
			}
			print "osgi.bundles=" kept
			next
		}
		/^eclipse\.(application|product)=/ { next }
		{ print }' "$1"
}

# Makes cli-configuration/ of product $1 anew from its config.ini, in a folder beside it that is renamed
# into place once complete. Every step is checked here: callers may run it where set -e does not apply.
drivebench_make_cli_configuration() { # product java
	local product=$1 java=$2
	local configuration=$product/configuration target=$product/cli-configuration
	local new=$target.new-$$ old=$target.old-$$
	rm -rf "$target".new-* "$target".old-* # what runs that were killed left
	mkdir "$new" || return 1
	# the config.ini it is made from, as it is now: p2 may rewrite the product's while this runs
	if ! cp "$configuration/config.ini" "$new/.source-config.ini" ||
		! drivebench_cli_config_ini "$new/.source-config.ini" >"$new/config.ini"; then
		rm -rf "$new"
		return 1
	fi
	if ! grep -q 'org\.drivebench\.cli_' "$new/config.ini" || grep -q 'org\.eclipse\.swt_' "$new/config.ini"; then
		echo "$configuration/config.ini: the command line's config.ini made from it does not list the command line, or lists SWT" >&2
		rm -rf "$new"
		return 1
	fi
	drivebench_initialize "$product" "$java" "$new" || { rm -rf "$new"; return 1; }
	if ! cmp -s "$new/.source-config.ini" "$configuration/config.ini"; then
		echo "$configuration/config.ini changed while the command line's configuration was made from it" >&2
		rm -rf "$new"
		return 1
	fi
	# last, the copy that says the folder is complete; then the folder in place of the old one (a command
	# starting meanwhile finds none, and starts on the whole product)
	mv "$new/.source-config.ini" "$new/product-config.ini" || { rm -rf "$new"; return 1; }
	if [ -e "$target" ] && ! mv -T "$target" "$old"; then
		rm -rf "$new"
		return 1
	fi
	mv -T "$new" "$target" || { rm -rf "$new"; return 1; }
	rm -rf "$old" || true # a command started on it read what it needs when it started
}

# Whether cli-configuration/ of product $1 was made from its config.ini as it is now.
drivebench_cli_configuration_current() { # product
	cmp -s "$1/configuration/config.ini" "$1/cli-configuration/product-config.ini"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
	set -euo pipefail
	product=${1:?the product folder}
	java=${2:?the java binary}
	[ -f "$product/configuration/config.ini" ] || { echo "cli-configuration: no $product/configuration/config.ini" >&2; exit 1; }
	[ -w "$product" ] || exit 3
	# the lock: on the product folder itself, so that nothing is written to take it; released on any exit
	exec {lock}<"$product"
	flock -n "$lock" || exit 3
	drivebench_cli_configuration_current "$product" && exit 0
	trap 'rm -rf "$product/cli-configuration.new-$$"' EXIT
	drivebench_make_cli_configuration "$product" "$java"
fi
