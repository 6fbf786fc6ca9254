#!/usr/bin/env bash
# Regenerates bundles/org.drivebench.model/src-gen from model/drivebench.ecore (run after editing the model).
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -q -N install
./mvnw -q -f releng/org.drivebench.model.generator/pom.xml compile exec:java
