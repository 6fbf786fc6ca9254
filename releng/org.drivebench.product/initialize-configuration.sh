#!/usr/bin/env bash
# Starts the materialised product once, with Equinox's -initialize, so that its own configuration
# folder holds the framework's state (every bundle installed and resolved) and the extension registry's
# cache. Each user's configuration cascades to this one (the launcher script's
# osgi.sharedConfiguration.area), and Equinox and the registry read a parent's state and cache while
# the user's own folder has none: a first start then skips installing and resolving some 130 bundles and
# parsing every plugin.xml, and so does every start after one that was killed before the framework
# saved its own state (it does so 30 s after a change, or when DriveBench quits).
#
# It then makes the command line's own shared configuration, cli-configuration/: the same config.ini
# without the bundles only the workbench uses, initialised the same way, and a copy of the product's
# config.ini it was made from. The product's cli-configuration.sh (a root file, beside the launcher) does
# both, with the list of the workbench's bundles; the launcher runs it again when a plugin install or
# removal has rewritten config.ini.
#
# Usage: initialize-configuration.sh <product folder> <java>   (run by this module's pom, after the
# product is materialised and before it is archived)
set -euo pipefail

product=${1:?the product folder}
java=${2:?the java binary}
configuration="$product/configuration"
[ -f "$configuration/config.ini" ] || { echo "initialize-configuration: no $configuration/config.ini" >&2; exit 1; }
[ -f "$product/cli-configuration.sh" ] || { echo "initialize-configuration: no $product/cli-configuration.sh" >&2; exit 1; }
# shellcheck source=../../features/org.drivebench.workbench.feature/rootfiles/cli-configuration.sh
. "$product/cli-configuration.sh"

# a state from an earlier build would be updated rather than made anew: start from config.ini alone
find "$configuration" -mindepth 1 -maxdepth 1 ! -name config.ini ! -name org.eclipse.update -exec rm -rf {} +
drivebench_initialize "$product" "$java" "$configuration" ||
	{ echo "initialize-configuration: $configuration was not initialised" >&2; exit 1; }

rm -rf "$product/cli-configuration"
drivebench_make_cli_configuration "$product" "$java" ||
	{ echo "initialize-configuration: $product/cli-configuration was not made" >&2; exit 1; }
