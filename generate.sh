#!/usr/bin/env bash
# Scaffolds a feature module from Shared/Templates/Feature, wires it into Package.swift and the
# string tables, and proves it builds and passes its tests; rolls everything back when that fails.
# `./generate.sh --help` lists the options; Shared/Templates/generator/README.md describes the engine.
# Needs bash, python3 and, to verify, swift.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
command -v python3 >/dev/null || { echo "generate.sh: python3 is required" >&2; exit 2; }
# The engine's folder goes first on the path, ahead of the working directory, whatever that holds.
exec python3 -c 'import sys; sys.path.insert(0, sys.argv.pop(1)); from generator.cli import run; run()' \
  "$root/Shared/Templates" "$@"
