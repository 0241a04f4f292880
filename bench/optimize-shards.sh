#!/usr/bin/env bash
# Optimizer speed-up from simulation shards: one NSGA-II run of T = (R, N, M) = (8, 16, 1),
# seed 1, 8 Kernighan-Lin restarts, evaluated
#   - locally on 1 thread (no actors: the baseline),
#   - on 1 and 2 shards of a one-node cluster (one JVM),
#   - on 2 shards over two JVMs on this machine: the coordinator (interflow optimize
#     --cluster-port P --expect-workers 1) and one worker (interflow worker --seed-nodes 127.0.0.1:P),
#     one shard each.
# Prints mode, shards, JVMs, wall seconds of the command (JVM start, cluster start-up and the
# worker's join included), search seconds (first to last generation line), evaluations, evaluations
# per search second, CPU seconds (user + system, of every JVM of the row: on a shared machine the
# wall times measure the neighbours too, CPU time shows the cost of shards and remoting) and the
# evaluations per node. Every row must report the same front: the
# script checks the hypervolumes agree.
#
# The two-JVM row needs interflow optimize's cluster options (cli/ClusterOptions mixed into
# OptimizeCommand). Results of runs on the shared 2-core machine: optimize-shards.results.txt.
#
#   bench/optimize-shards.sh                 # population 100, 100 generations
#   bench/optimize-shards.sh 100 40          # population, generations (reduced)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
jar="$here/target/interflow-0.1.0-SNAPSHOT-all.jar"
[ -f "$jar" ] || (cd "$here" && mvn -B -q -o -DskipTests package)
population=${1:-100}
generations=${2:-100}
opts=${JAVA_OPTS:--Xmx1g}
search="--links-per-side 8 --chassis 16 --cabinets 1 --algorithm nsga2 --population $population --generations $generations --seed 1"
tmp=$(mktemp -d)
worker_pid=""
cleanup() { if [ -n "$worker_pid" ]; then pkill -P "$worker_pid" 2>/dev/null || true; fi; rm -rf "$tmp"; }
trap cleanup EXIT

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])' 2>/dev/null \
      || echo $((20000 + RANDOM % 20000))
}

seconds() {  # HH:MM:SS.mmm -> seconds of the day
  echo "$1" | awk -F'[:.]' '{ printf "%.3f", $1 * 3600 + $2 * 60 + $3 + $4 / 1000 }'
}

hypervolumes=""
run() {  # mode shards jvms [extra optimize args...]
  local mode=$1 shards=$2 jvms=$3; shift 3
  local log="$tmp/$mode.log" wall cpu first last evals
  # shellcheck disable=SC2086
  ( TIMEFORMAT='%R %U %S'; time java $opts -jar "$jar" optimize $search --out "$tmp/$mode" "$@" \
      > "$tmp/$mode.out" 2> "$log" ) 2> "$tmp/$mode.time" || { echo "FAILED: $mode"; tail -3 "$log"; return; }
  read -r wall user sys < "$tmp/$mode.time"
  cpu=$(echo "$user + $sys" | bc -l)
  if [ -n "$worker_pid" ]; then  # the worker leaves with the coordinator: add its CPU time
    wait "$worker_pid" || echo "worker exit code $?"
    worker_pid=""
    read -r _ user sys < "$tmp/worker.time"
    cpu=$(echo "$cpu + $user + $sys" | bc -l)
  fi
  first=$(grep -m1 ' generation 0 |' "$log" | cut -c1-12)
  last=$(grep ' generation [0-9]* |' "$log" | tail -1 | cut -c1-12)
  evals=$(grep ' generation [0-9]* |' "$log" | tail -1 | sed 's/.*| \([0-9]*\) evaluations.*/\1/')
  local s
  s=$(echo "$(seconds "$last") - $(seconds "$first")" | bc -l)
  local nodes
  nodes=$(grep -o 'evaluations per node {.*}' "$log" | sed 's/evaluations per node //' || true)
  printf "%-12s %6s %4s %8.2f %8.2f %8s %10.0f %8.2f  %s\n" "$mode" "$shards" "$jvms" "$wall" "$s" "$evals" \
      "$(echo "$evals / $s" | bc -l)" "$cpu" "${nodes:--}"
  hypervolumes="$hypervolumes $(sed 's/.*hypervolume \([0-9.]*\),.*/\1/' "$tmp/$mode.out")"
}

echo "T = (8, 16, 1), NSGA-II, population $population, $generations generations, $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg)"
printf "%-12s %6s %4s %8s %8s %8s %10s %8s  %s\n" mode shards jvms wall_s search_s evals evals/s cpu_s per_node
run local 0 1 --threads 1
run shards-1 1 1 --shards 1
run shards-2 2 1 --shards 2
port=$(free_port)
# shellcheck disable=SC2086
( TIMEFORMAT='%R %U %S'; time java $opts -jar "$jar" worker --seed-nodes "127.0.0.1:$port" --host 127.0.0.1 --port 0 \
    > "$tmp/worker.log" 2>&1 ) 2> "$tmp/worker.time" &
worker_pid=$!
run 2jvm-shards-2 2 2 --shards 2 --cluster-port "$port" --cluster-host 127.0.0.1 --expect-workers 1 --join-timeout 60
distinct=$(echo "$hypervolumes" | tr ' ' '\n' | sed '/^$/d' | sort -u | wc -l)
[ "$distinct" = 1 ] && echo "same front in every row (hypervolume$hypervolumes)" \
    || { echo "FRONTS DIFFER: hypervolumes$hypervolumes"; exit 1; }
