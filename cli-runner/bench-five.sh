#!/usr/bin/env bash
# bench-five.sh: runs `./agon bench GAME` several times per game (5 by default, each run 3 JVMs of its own (bench --forks), with the
# launcher's default JVM options) and prints one Markdown table per game: every figure of every run, the median of
# the runs, its spread (the goal is within ±10% of the median) and the goals of issue 18. Run it on a quiet
# machine; see docs/benchmarks.md.
#
#   cli-runner/bench-five.sh                        # polis, massilia and architekton, 5 runs each
#   cli-runner/bench-five.sh --runs 3 polis         # fewer runs, one game
#   cli-runner/bench-five.sh --compare /work/baseline/agon-base.jar   # also an older launcher jar, run by run
#
# --compare JAR runs JAR back to back with the current build (same game, alternately), with `java -jar JAR`
# as the old launcher did (AGON_BASE_OPTS adds JVM options to it). Extra bench options go in BENCH_OPTS, e.g.
# BENCH_OPTS="--seconds 1". The JSON files stay in the folder printed at the end.
#
# Every run keeps the best reference-loop speed seen on this machine in ~/.agon/bench-machine.tsv (MACHINE_HISTORY
# names another file; MACHINE_HISTORY=none keeps none), so that a run during which the machine was slow from start
# to end is measured again (bench --machine-history, docs/benchmarks.md "When the machine slows down").
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs=5
compare=""
games=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --compare) compare="$2"; shift 2 ;;
    -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
    *) games+=("$1"); shift ;;
  esac
done
[ ${#games[@]} -gt 0 ] || games=(polis massilia architekton)
if [ -n "$compare" ] && [ ! -f "$compare" ]; then
  echo "bench-five: no such jar: $compare" >&2
  exit 2
fi

history="${MACHINE_HISTORY:-$HOME/.agon/bench-machine.tsv}"
history_opts=()
if [ "$history" != "none" ]; then
  mkdir -p "$(dirname "$history")"
  history_opts=(--machine-history "$history")
fi

out="$(mktemp -d "${TMPDIR:-/tmp}/agon-bench-five.XXXXXX")"
"$root/agon" list >/dev/null   # builds the launcher first when needed
echo "bench-five: $runs runs of ${games[*]}; started $(date -u '+%Y-%m-%d %H:%M UTC'); load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')" >&2
for r in $(seq 1 "$runs"); do
  for g in "${games[@]}"; do
    echo "bench-five: run $r of $runs: $g" >&2
    # shellcheck disable=SC2086
    "$root/agon" bench "$g" ${history_opts[@]+"${history_opts[@]}"} ${BENCH_OPTS:-} --json "$out/new-$g-$r.json" \
      >"$out/new-$g-$r.txt"
    if [ -n "$compare" ]; then
      # shellcheck disable=SC2086
      java ${AGON_BASE_OPTS:-} -jar "$compare" bench "$g" ${BENCH_OPTS:-} --json "$out/base-$g-$r.json" \
        >"$out/base-$g-$r.txt"
    fi
  done
done
echo "bench-five: finished $(date -u '+%Y-%m-%d %H:%M UTC'); load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')" >&2
java -cp "$root/cli-runner/target/agon.jar" "$root/cli-runner/bench/FiveRuns.java" "$out"/*.json
echo "(the runs' output and JSON: $out)"
