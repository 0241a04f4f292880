#!/usr/bin/env bash
# Dynamic-engine scaling: nodes, flows, events, wall seconds, events per second and peak RSS
# (whole process, java -jar) for
#   - all-to-all with phases: phased many-all-to-all in groups of 64, phases of N flows (one
#     shift round of every group per phase): N*63 flows (a full all-to-all at 16k and 64k nodes
#     would be 268M and 4.3G flows, beyond what per-flow records in memory allow);
#   - the unstructured application (16 causal messages of 8 KiB per node);
# on fat-trees and 3D tori of 1k, 4k, 16k and 64k nodes, then the issue's targets:
# full all-to-all among 1024 and 2048 nodes of a 16-ary 3-tree, a random pairing of 262,144
# nodes of a 64-ary 3-tree, the unstructured application on the 4k fat-tree and torus with the
# direct runner, and the actor runtime against the direct runner on the same runs.
# Every row runs under each bandwidth model asked for (--sharing; default both): a wall-seconds
# column per model and, with both, their ratio max-min / bottleneck-share; events/s and RSS are
# those of the first model. All runs: 8 KiB flows, plots off (every other output written).
#
#   bench/dynamic-scaling.sh                              # everything, both models
#   bench/dynamic-scaling.sh quick                        # 1k and 4k rows and the 1M-flow target only
#   bench/dynamic-scaling.sh --sharing max-min [quick]    # one model (bottleneck-share, max-min or both)
# Rows without a runtime in their label use the default runtime (direct). RUNTIMES="direct actors"
# runs every scaling row on each runtime named, one after the other (labels end in the runtime;
# the actor runtime on its default of one dispatcher thread).
# JVM: a plain `java $JAVA_OPTS -jar` (JAVA_OPTS by default -Xmx12g: tiered compilation, no
# class-data archive). LAUNCHER=./interflow runs each row through the launcher instead, as
# `./interflow simulate ...` runs (its class-data archive and C1 only, then JAVA_OPTS as
# INTERFLOW_JAVA_OPTS): what a user gets, and a larger max-min / bottleneck-share ratio on the
# rows where max-min runs long enough to gain from C2 (README, "Max-min at scale").
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
jar=${INTERFLOW_JAR:-"$here/target/interflow-0.1.0-SNAPSHOT-all.jar"}  # INTERFLOW_JAR: another build (before/after)
[ -f "$jar" ] || (cd "$here" && mvn -B -q -DskipTests package)
command -v /usr/bin/time >/dev/null || { echo "needs GNU time (apt-get install time)"; exit 1; }
opts=${JAVA_OPTS:--Xmx12g}
quick=""
models="bottleneck-share max-min"
while [ $# -gt 0 ]; do
  case $1 in
    quick) quick=quick ;;
    --sharing) shift; case ${1:-} in both) ;; bottleneck-share|max-min) models=$1 ;;
                 *) echo "--sharing takes bottleneck-share, max-min or both"; exit 2 ;; esac ;;
    *) echo "usage: $0 [quick] [--sharing bottleneck-share|max-min|both]"; exit 2 ;;
  esac
  shift
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ -n "${LAUNCHER:-}" ]; then
  simulate_cmd=(env INTERFLOW_JAVA_OPTS="$opts" "$LAUNCHER" simulate)
  "$LAUNCHER" --version > /dev/null  # builds the jar and records its class-data archive now, not in a timed row
else
  # shellcheck disable=SC2206
  simulate_cmd=(java $opts -jar "$jar" simulate)
fi

run() {  # label topology job [extra args...]
  local label=$1 topo=$2 job=$3; shift 3
  local nodes="" flows events walls="" first="" rate rss
  for model in $models; do
    local out="$tmp/$RANDOM$RANDOM"
    if ! /usr/bin/time -f "%e %M" -o "$tmp/time" "${simulate_cmd[@]}" -t "$topo" --job "$job" \
        --sharing "$model" --set output.plots=false --out "$out" "$@" > /dev/null 2> "$tmp/log"; then
      echo "FAILED: $topo $job ($model)"; tail -3 "$tmp/log"; walls="$walls -"; continue
    fi
    local wall mem
    read -r wall mem < "$tmp/time"
    walls="$walls $wall"
    if [ -z "$first" ]; then
      first=$wall
      nodes=$(grep -m1 '"tasks"' "$out/summary.json" | tr -dc '0-9')
      flows=$(grep -m1 '"flows"' "$out/summary.json" | tr -dc '0-9')
      events=$(grep -m1 '"events"' "$out/summary.json" | tr -dc '0-9')
      rate=$(echo "$events / $wall" | bc -l)
      rss=$((mem / 1024))
    fi
    rm -rf "$out"
  done
  [ -n "$first" ] || return 0
  local ratio=""
  # shellcheck disable=SC2086
  set -- $walls
  [ $# = 2 ] && [ "$1" != - ] && [ "$2" != - ] && ratio=$(printf "%.2f" "$(echo "$2 / $1" | bc -l)")
  printf "%-24s %-20s %8s %10s %10s" "$label" "$topo" "$nodes" "$flows" "$events"
  for w in $walls; do printf " %9s" "$w"; done
  printf " %6s %10.0f %8.0f\n" "$ratio" "$rate" "$rss"
}


row() {  # label topology job: on each of $RUNTIMES, or on the default runtime
  [ -z "${RUNTIMES:-}" ] && { run "$@"; return; }
  local label=$1 runtime; shift
  for runtime in $RUNTIMES; do run "$label-$runtime" "$@" --runtime "$runtime"; done
}

printf "%-24s %-20s %8s %10s %10s" workload topology nodes flows events
for model in $models; do case $model in bottleneck-share) printf " %9s" bshare_s ;; *) printf " %9s" maxmin_s ;; esac; done
printf " %6s %10s %8s\n" ratio events/s rss_MiB
sizes="1k 4k 16k 64k"
[ "$quick" = quick ] && sizes="1k 4k"
for size in $sizes; do
  case $size in  # topology and its node count
    1k)  nets="fattree:k=10,n=3:1000 torus:dims=8x8x16:1024" ;;
    4k)  nets="fattree:k=16,n=3:4096 torus:dims=16x16x16:4096" ;;
    16k) nets="fattree:k=25,n=3:15625 torus:dims=16x32x32:16384" ;;
    64k) nets="fattree:k=40,n=3:64000 torus:dims=32x32x64:65536" ;;
  esac
  for net in $nets; do
    topo=${net%:*}; n=${net##*:}
    row alltoall-phased "$topo" "phased:pattern=manyalltoall:group=64,bytes=8KiB,phase=$n"
    row unstructured "$topo" "unstructured:bytes=8KiB,compute=1us,messages=16"
  done
done
echo "targets:"
run alltoall-1024-actors "fattree:k=16,n=3" "phased:pattern=alltoall,bytes=8KiB,tasks=1024" --runtime actors
run alltoall-1024-direct "fattree:k=16,n=3" "phased:pattern=alltoall,bytes=8KiB,tasks=1024" --runtime direct
run unstructured-4k-direct "fattree:k=16,n=3" "unstructured:bytes=8KiB,compute=1us,messages=16" --runtime direct
run unstructured-4k-direct "torus:dims=16x16x16" "unstructured:bytes=8KiB,compute=1us,messages=16" --runtime direct
[ "$quick" = quick ] && exit 0
run alltoall-2048 "fattree:k=16,n=3" "phased:pattern=alltoall,bytes=8KiB,tasks=2048"
run pairing-262144-actors "fattree:k=64,n=3" "phased:pattern=bisection,bytes=8KiB" --runtime actors
run pairing-262144-direct "fattree:k=64,n=3" "phased:pattern=bisection,bytes=8KiB" --runtime direct
run unstructured-64k-direct "fattree:k=40,n=3" "unstructured:bytes=8KiB,compute=1us,messages=16" --runtime direct
