#!/usr/bin/env bash
# Sweep throughput: 200 small static runs (uniform traffic on a 4-ary 3-tree and a 4x4x4 torus,
# 64 servers, seeds 1-100) and 200 small dynamic runs (simulate, direct runtime: 64 KiB messages of
# a seeded random permutation on a 4x4 torus and a 4-ary 2-tree, 16 servers, seeds 1-100), each
#   - as a shell loop of `interflow static|simulate --set ... --out DIR` (one JVM per run, with the
#     launcher's options: C1 only and the class-data archive), once;
#   - as `interflow sweep` in one JVM (a one-node cluster, --max-parallel 2 = the cores);
#   - as `interflow sweep --cluster` on 2 and 3 member JVMs (`interflow cluster seed` + `join`, one
#     run at a time each, --max-parallel 1; the submitting JVM runs nothing), members started
#     before the timing (they are long-lived).
# The sweep rows repeat REPS times, alternating, so that the machine's noise spreads over all of
# them. Prints per row the wall seconds of the command (min and median), runs per minute (from the
# median) and the dispatch overhead per run the sweep reports (median over the runs of each
# repetition: how long a run held its slot beyond its command's own time on the member, i.e. the
# messages both ways, input fetch and result hashing; median and max over the repetitions).
# Results are copied to the sweep folder while the member runs its next run. Checks that
# sweep.csv is the same in every row.
#
#   bench/sweep-throughput.sh            # REPS = 3 (about 15 minutes on 2 shared cores)
#   bench/sweep-throughput.sh 1          # one repetition
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
reps=${1:-3}
export INTERFLOW_JAVA_OPTS=${INTERFLOW_JAVA_OPTS:--Xmx1g}
INTERFLOW_SOURCED=1 . "$here/interflow"   # builds the jar and the class-data archive once
tmp=$(mktemp -d)
members=()
cleanup() { for p in "${members[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$tmp"; }
trap cleanup EXIT
echo "bench-$RANDOM-$RANDOM" > "$tmp/cookie"
seeds=$(seq -s, 1 100)

cat > "$tmp/static.conf" <<CONF
sweep {
  command = static
  set { traffic = "uniform" }
  grid { topology = ["fattree:k=4,n=3", "torus:dims=4x4x4"], seed = [$seeds] }
  metrics = ["throughput.restricted", "hops.mean"]
}
CONF
cat > "$tmp/dynamic.conf" <<CONF
sweep {
  command = simulate
  set { simulate.runtime = direct, simulate.jobs = ["phased:pattern=randperm,bytes=64KiB"] }
  grid { topology = ["torus:dims=4x4", "fattree:k=4,n=2"], seed = [$seeds] }
  metrics = ["makespanSeconds", "fct.meanSeconds"]
}
CONF

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

start_members() {  # n: a seed and n-1 joining members; sets $seed
  local n=$1 port
  port=$(free_port)
  seed="127.0.0.1:$port"
  mkdir -p "$tmp/m0"
  (cd "$tmp/m0" && exec "$here/interflow" cluster seed --port "$port" --cookie-file "$tmp/cookie" > log 2>&1) &
  members+=($!)
  until grep -q "started the cluster" "$tmp/m0/log" 2>/dev/null; do sleep 0.2; done
  for i in $(seq 1 $((n - 1))); do
    mkdir -p "$tmp/m$i"
    (cd "$tmp/m$i" && exec "$here/interflow" cluster join --seed "$seed" --cookie-file "$tmp/cookie" > log 2>&1) &
    members+=($!)
    until grep -q "joined" "$tmp/m$i/log" 2>/dev/null; do sleep 0.2; done
  done
}

stop_members() {
  for p in "${members[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${members[@]}"; do wait "$p" 2>/dev/null || true; done
  members=()
  rm -rf "$tmp"/m*
}

loop() {  # workload command: a shell loop over the same 200 points
  local w=$1 cmd=$2 start end extra
  [ "$w" = dynamic ] && extra=(--set simulate.runtime=direct --set 'simulate.jobs=["phased:pattern=randperm,bytes=64KiB"]') \
      || extra=(--set traffic=uniform)
  start=$(date +%s.%N)
  for t in $(grep -o 'topology = \[[^]]*\]' "$tmp/$w.conf" | grep -o '"[^"]*"' | tr -d '"'); do
    for s in $(seq 1 100); do
      "$here/interflow" "$cmd" --set "topology=$t" --set "seed=$s" --set threads=1 "${extra[@]}" \
          --out "$tmp/loop-$w/$t-$s" > /dev/null 2>&1
    done
  done
  end=$(date +%s.%N)
  echo "$end - $start" | bc -l
}

sweep_once() {  # workload label [sweep args...]: prints "wall overhead_median_ms"
  local w=$1 label=$2 out start end line; shift 2
  out="$tmp/$w-$label-$RANDOM"
  start=$(date +%s.%N)
  line=$("$here/interflow" sweep "$tmp/$w.conf" --out "$out" "$@" 2> "$out.log" | tail -1)
  end=$(date +%s.%N)
  grep -q " 200 done, 0 failed" <<< "$line" || { echo "FAILED $w $label: $line" >&2; tail -3 "$out.log" >&2; }
  cmp -s "$out/sweep.csv" "$tmp/$w.reference.csv" 2>/dev/null || { [ -f "$tmp/$w.reference.csv" ] \
      && echo "SWEEP.CSV DIFFERS: $w $label" >&2; cp "$out/sweep.csv" "$tmp/$w.reference.csv"; }
  echo "$(echo "$end - $start" | bc -l) $(sed 's/.*overhead per run median \([0-9.]*\) ms.*/\1/' <<< "$line")"
  rm -rf "$out"
}

stats() {  # numbers... -> "min median max"
  printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {printf "%.2f %.2f %.2f\n", a[1], a[int((NR+1)/2)], a[NR]}'
}

echo "200-run sweeps, $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg), $reps repetition(s), $(date -u +%FT%TZ)"
printf "%-8s %-14s %9s %9s %9s %11s %11s\n" workload row min_s median_s runs/min overhead_ms max_ovh_ms
for w in static dynamic; do
  cmd=$w; [ $w = dynamic ] && cmd=simulate
  declare -A walls=() ovh=()
  for r in $(seq 1 "$reps"); do
    read -r s o < <(sweep_once $w 1jvm --max-parallel 2); walls[1jvm]+=" $s"; ovh[1jvm]+=" $o"
    for n in 2 3; do
      start_members $n
      read -r s o < <(sweep_once $w "${n}jvm" --cluster "$seed" --cookie-file "$tmp/cookie" --max-parallel 1)
      walls[${n}jvm]+=" $s"; ovh[${n}jvm]+=" $o"
      stop_members
    done
  done
  for row in 1jvm 2jvm 3jvm; do
    # shellcheck disable=SC2086
    read -r mn md _ < <(stats ${walls[$row]})
    # shellcheck disable=SC2086
    read -r _ omd omx < <(stats ${ovh[$row]})
    printf "%-8s %-14s %9.2f %9.2f %9.0f %11.1f %11.1f\n" $w "sweep-$row" "$mn" "$md" "$(echo "200 * 60 / $md" | bc -l)" "$omd" "$omx"
  done
  l=$(loop $w $cmd)
  printf "%-8s %-14s %9.2f %9.2f %9.0f %11s %11s\n" $w "shell-loop" "$l" "$l" "$(echo "200 * 60 / $l" | bc -l)" - -
  unset walls ovh
done
echo "sweep.csv identical in every sweep row unless a line above says otherwise"
