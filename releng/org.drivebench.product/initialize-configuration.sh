#!/usr/bin/env bash
# Starts the materialised product once, with Equinox's -initialize, so that its own configuration
# folder holds the framework's state (every bundle installed and resolved) and the extension
# registry's cache. Each user's configuration cascades to this one (the launcher script's
# osgi.sharedConfiguration.area), and Equinox and the registry read a parent's state and cache while
# the user's own folder has none: a first start then skips installing and resolving some 130 bundles and
# parsing every plugin.xml, and so does every start after one that was killed before the framework
# saved its own state (it does so 30 s after a change, or when DriveBench quits).
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
"$java" --enable-native-access=ALL-UNNAMED -Djava.awt.headless=true -Declipse.p2.data.area="$product/p2" \
	-jar "$launcher" -install "$product" -configuration "$configuration" -data @none -nosplash -initialize

if ls "$configuration"/*.log >/dev/null 2>&1; then
	echo "initialize-configuration: Equinox logged problems while initialising $configuration:" >&2
	cat "$configuration"/*.log >&2
	exit 1
fi
for made in org.eclipse.osgi/framework.info.* org.eclipse.core.runtime/.mainData.*; do
	ls "$configuration"/$made >/dev/null 2>&1 ||
		{ echo "initialize-configuration: -initialize wrote no $made into $configuration" >&2; exit 1; }
done
