#!/usr/bin/env bash
# Starts the materialised product once, with Equinox's -initialize, so that its own configuration
# folder holds the framework's state (every bundle installed and resolved) and the extension
# registry's cache. Each user's configuration cascades to this one (the launcher script's
# osgi.sharedConfiguration.area), and Equinox and the registry read a parent's state and cache while
# the user's own folder has none: a first start then skips installing and resolving some 130 bundles and
# parsing every plugin.xml, and so does every start after one that was killed before the framework
# saved its own state (it does so 30 s after a change, or when DriveBench quits).
#
#
# It then makes the command line's own shared configuration, cli-configuration/: the same config.ini
# without the bundles only the workbench uses (SWT, JFace, e4, CSS, Batik, SVG, ...), initialised the same
# way, and a copy of the product's config.ini it was made from. The launcher script starts the command
# line on it while the product's config.ini is still that copy; a plugin installed since rewrites
# config.ini, and the command line then starts on the product's whole configuration, as the workbench does.
#
# Usage: initialize-configuration.sh <product folder> <java>   (run by this module's pom, after the
# product is materialised and before it is archived)
set -euo pipefail

product=${1:?the product folder}
java=${2:?the java binary}
configuration="$product/configuration"
[ -f "$configuration/config.ini" ] || { echo "initialize-configuration: no $configuration/config.ini" >&2; exit 1; }
launcher=$(ls "$product"/plugins/org.eclipse.equinox.launcher_*.jar 2>/dev/null | head -n 1)
[ -n "$launcher" ] || { echo "initialize-configuration: no Equinox launcher under $product/plugins" >&2; exit 1; }

# a state from an earlier build would be updated rather than made anew: start from config.ini alone
find "$configuration" -mindepth 1 -maxdepth 1 ! -name config.ini ! -name org.eclipse.update -exec rm -rf {} +

# the same options as the launcher script, without a per-user area: nothing of a user is written here
initialize() { # configuration folder
	"$java" --enable-native-access=ALL-UNNAMED -Djava.awt.headless=true -Declipse.p2.data.area="$product/p2" \
		-jar "$launcher" -install "$product" -configuration "$1" -data @none -nosplash -initialize
	if ls "$1"/*.log >/dev/null 2>&1; then
		echo "initialize-configuration: Equinox logged problems while initialising $1:" >&2
		cat "$1"/*.log >&2
		exit 1
	fi
	for made in org.eclipse.osgi/framework.info.* org.eclipse.core.runtime/.mainData.*; do
		ls "$1"/$made >/dev/null 2>&1 ||
			{ echo "initialize-configuration: -initialize wrote no $made into $1" >&2; exit 1; }
	done
}
initialize "$configuration"

# the command line's: the workbench's bundles out (what they hold, by bundle name), and with them the
# workbench's application and product
cli_configuration="$product/cli-configuration"
rm -rf "$cli_configuration"
mkdir -p "$cli_configuration"
workbench_only='org\.drivebench\.ui|org\.eclipse\.(swt.*|jface.*|e4\..*|core\.(commands|databinding.*|expressions)|urischeme)'
workbench_only+='|org\.eclipse\.equinox\.(event|launcher.*)|org\.apache\.(batik\..*|aries\.spifly.*)|com\.github\.weisj\.jsvg'
workbench_only+='|com\.sun\.jna.*|jakarta\.(annotation.*|inject.*)|org\.objectweb\.asm\.(util|tree\.analysis)|xml-apis-ext|xmlgraphics-commons'
WORKBENCH_ONLY="^($workbench_only)\$" awk '
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
	{ print }' "$configuration/config.ini" >"$cli_configuration/config.ini"
grep -q 'org\.drivebench\.cli_' "$cli_configuration/config.ini" && ! grep -q 'org\.eclipse\.swt_' "$cli_configuration/config.ini" ||
	{ echo "initialize-configuration: $cli_configuration/config.ini does not list the command line, or lists SWT" >&2; exit 1; }
initialize "$cli_configuration"
cp "$configuration/config.ini" "$cli_configuration/product-config.ini"
