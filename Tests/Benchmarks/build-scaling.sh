#!/usr/bin/env bash
# Measures the edit-build-test loop at the repository's own size and again after generating N more
# features (default 27, mixing the three kinds), side by side in one run, in a temporary clone.
#
# Usage: bash Tests/Benchmarks/build-scaling.sh [N] [--keep]
#   N       how many features to generate (default 27)
#   --keep  keep the temporary clone and print where it is
#
# Every figure is the median of three runs, in seconds. Goals, printed as PASS/MISS (a MISS is
# information, not a failed run): at N, a body edit, an internal-declaration edit and one module's
# test run cost at most 1.3x, 1.3x and 1.2x what they cost at the start, and `./generate.sh X
# --no-verify` and a verified `./generate.sh X` (from a tree built before) at most 1.1x and 1.7x:
# every goal is a ratio of two figures of the same run, as seconds differ between machines. The
# table shows the figures of the run before these goals (3 -> 30 features, 2026-11) beside today's.
# It takes minutes (three clean builds at each size); CI does not run it.
set -euo pipefail

count=27
keep=0
for argument in "$@"; do
  case "$argument" in
    --keep) keep=1 ;;
    '' | *[!0-9]*) echo "build-scaling: unknown argument '$argument'; usage: build-scaling.sh [N] [--keep]" >&2; exit 2 ;;
    *) count=$argument ;;
  esac
done

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/build-scaling-XXXXXX")"
if [ "$keep" -eq 0 ]; then trap 'rm -rf "$work"' EXIT; fi
repo="$work/repo"
git clone -q "$root" "$repo"
cd "$repo"
log="$work/log"
edited=Features/Members/Domain/Models/Member.swift
edited_suite=MembersTests
results="$work/results"
: >"$results"

now() { date +%s.%N; }
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# timed <command...>: runs it quietly (its output goes to the log) and prints its seconds.
timed() {
  local start end
  start=$(now)
  if ! "$@" >>"$log" 2>&1; then
    echo "build-scaling: '$*' failed; the end of its output:" >&2
    tail -n 30 "$log" >&2
    exit 1
  fi
  end=$(now)
  awk -v s="$start" -v e="$end" 'BEGIN { printf "%.2f\n", e - s }'
}

# record <size> <metric> <seconds...>: keeps the median.
record() {
  local size=$1 metric=$2
  shift 2
  local value
  value=$(printf '%s\n' "$@" | median)
  printf '%s\t%s\t%s\n' "$size" "$metric" "$value" >>"$results"
  printf '  %-24s %6.2f s   (runs: %s)\n' "$metric" "$value" "$*"
}

body_edit() {
  sed -i "s|^    let needle = query.trimmingCharacters(in: .whitespacesAndNewlines)$|    _ = \"body edit $1\"\n&|" "$edited"
  sed -i "/^    _ = \"body edit $(($1 - 1))\"$/d" "$edited"
}

declaration_edit() {
  printf '\nlet buildScalingMarker%s = %s\n' "$1" "$1" >>"$edited"
}

# three <size> <metric> <command...>: the median of three runs of the command.
three() {
  local size=$1 metric=$2
  shift 2
  local first second third
  first=$(timed "$@")
  second=$(timed "$@")
  third=$(timed "$@")
  record "$size" "$metric" "$first" "$second" "$third"
}

settle() {
  timed swift build --build-tests >/dev/null
}

measure() {
  local size=$1 features value
  features=$(python3 .ci/check-consumer --list | wc -l)
  echo "== $size: $features features"
  settle
  three "$size" "no-op build" swift build --build-tests

  local runs=()
  for i in 1 2 3; do
    body_edit "$i"
    value=$(timed swift build --build-tests)
    runs+=("$value")
  done
  record "$size" "body edit" "${runs[@]}"

  runs=()
  for i in 1 2 3; do
    declaration_edit "$i"
    value=$(timed swift build --build-tests)
    runs+=("$value")
  done
  record "$size" "declaration edit" "${runs[@]}"
  git checkout -q -- "$edited"
  settle

  three "$size" "one module's tests" swift test --skip-build --filter "$edited_suite"

  runs=()
  local fast=()
  for i in 1 2 3; do
    value=$(timed ./generate.sh "Probe${size}N$i" --no-verify)
    fast+=("$value")
    timed ./generate.sh --remove "Probe${size}N$i" >/dev/null
    settle
    value=$(timed ./generate.sh "Probe${size}V$i")
    runs+=("$value")
    timed ./generate.sh --remove "Probe${size}V$i" >/dev/null
    settle
  done
  record "$size" "generate --no-verify" "${fast[@]}"
  record "$size" "generate, verified" "${runs[@]}"

  runs=()
  for i in 1 2 3; do
    rm -rf .build
    value=$(timed swift build --build-tests)
    runs+=("$value")
  done
  record "$size" "clean build" "${runs[@]}"
  printf '%s\tfeatures\t%s\n' "$size" "$features" >>"$results"
}

echo "build-scaling: a clone of $(git -C "$root" rev-parse --short HEAD) in $repo; the log is $log"
measure Start

echo "== generating $count features"
kinds=(cached local remote)
started=$(now)
for i in $(seq 1 "$count"); do
  ./generate.sh "Scale$i" --source "${kinds[$((i % 3))]}" --no-verify >>"$log"
done
awk -v s="$started" -v e="$(now)" -v n="$count" 'BEGIN { printf "  %d features in %.2f s\n", n, e - s }'
measure Grown

python3 - "$results" <<'EOF'
import sys

values = {}
for line in open(sys.argv[1]):
    size, metric, value = line.rstrip("\n").split("\t")
    values[(size, metric)] = float(value)
start, grown = int(values[("Start", "features")]), int(values[("Grown", "features")])
ratio_goals = {"body edit": 1.3, "declaration edit": 1.3, "one module's tests": 1.2, "generate --no-verify": 1.1,
               "generate, verified": 1.7}
# The run of 2026-11 that set the last two goals (3 -> 30 features), before the generator drew the module
# graph itself and type-checked the app instead of building it.
before = {"no-op build": None, "body edit": (0.97, 1.17), "declaration edit": (6.81, 8.11),
          "one module's tests": (0.87, 1.18), "clean build": (53.6, 185.0), "generate --no-verify": (0.97, 1.25),
          "generate, verified": (16.87, 27.25)}
print(f"\n{'':24} {start:>3} features {grown:>3} features   ratio  {'goal':20} 2026-11 (3 -> 30)")
for metric in ["no-op build", "body edit", "declaration edit", "one module's tests", "clean build",
               "generate --no-verify", "generate, verified"]:
    a, b = values[("Start", metric)], values[("Grown", metric)]
    if metric in ratio_goals:
        goal = ratio_goals[metric]
        verdict = f"{f'<= {goal}x':15} {'PASS' if b / a <= goal else 'MISS'}"
    else:
        verdict = "reported"
    earlier = f"{before[metric][0]:6.2f} s -> {before[metric][1]:6.2f} s" if before[metric] else ""
    print(f"{metric:24} {a:9.2f} s  {b:9.2f} s  {b / a:5.2f}x  {verdict:20} {earlier}")
EOF
if [ "$keep" -eq 1 ]; then echo "build-scaling: the clone stays in $repo"; fi
