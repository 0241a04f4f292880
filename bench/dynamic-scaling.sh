#!/usr/bin/env bash
# Dynamic-engine scaling: nodes, flows, events, wall seconds, events per second and peak RSS
# (whole process, java -jar) for
#   - all-to-all with phases: phased many-all-to-all in groups of 64, phases of N flows (one
#     shift round of every group per phase): N*63 flows (a full all-to-all at 16k and 64k nodes
#     would be 268M and 4.3G flows, beyond what per-flow records in memory allow);
#   - the unstructured application (16 causal messages of 8 KiB per node);
# on fat-trees and 3D tori of 1k, 4k, 16k and 64k nodes, then the issue's targets:
# full all-to-all among 1024 and 2048 nodes of a 16-ary 3-tree and a random pairing of 262,144
# nodes of a 64-ary 3-tree, and the actor runtime against the direct runner on the same runs.
# All runs: bottleneck-share model, 8 KiB flows, plots off (every other output written).
#
#   bench/dynamic-scaling.sh          # everything (about 10 minutes on 2 cores)
#   bench/dynamic-scaling.sh quick    # 1k and 4k rows and the 1M-flow target only
# Rows without a runtime in their label use the default runtime (direct). INTERFLOW_JAR=<jar> runs
# another build's jar (to compare two builds side by side). RUNTIMES="direct actors" runs every
# scaling row on each runtime named, one after the other (labels end in the runtime).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
jar="${INTERFLOW_JAR:-$here/target/interflow-0.1.0-SNAPSHOT-all.jar}"
[ -f "$jar" ] || (cd "$here" && mvn -B -q -DskipTests package)
command -v /usr/bin/time >/dev/null || { echo "needs GNU time (apt-get install time)"; exit 1; }
opts=${JAVA_OPTS:--Xmx12g}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

run() {  # label topology job [extra args...]
  local label=$1 topo=$2 job=$3; shift 3
  local out="$tmp/$RANDOM$RANDOM"
  /usr/bin/time -f "%e %M" -o "$tmp/time" java $opts -jar "$jar" simulate -t "$topo" --job "$job" \
      --sharing bottleneck-share --set output.plots=false --out "$out" "$@" > /dev/null 2> "$tmp/log" \
      || { echo "FAILED: $topo $job"; tail -3 "$tmp/log"; return; }
  read -r wall rss < "$tmp/time"
  local nodes flows events
  nodes=$(grep -m1 '"tasks"' "$out/summary.json" | tr -dc '0-9')
  flows=$(grep -m1 '"flows"' "$out/summary.json" | tr -dc '0-9')
  events=$(grep -m1 '"events"' "$out/summary.json" | tr -dc '0-9')
  printf "%-22s %-20s %8s %10s %10s %8s %10.0f %8.0f\n" "$label" "$topo" "$nodes" "$flows" "$events" "$wall" \
      "$(echo "$events / $wall" | bc -l)" "$((rss / 1024))"
  rm -rf "$out"
}

row() {  # label topology job: on each of $RUNTIMES, or on the default runtime
  [ -z "${RUNTIMES:-}" ] && { run "$@"; return; }
  local label=$1 runtime; shift
  for runtime in $RUNTIMES; do run "$label-$runtime" "$@" --runtime "$runtime"; done
}

printf "%-22s %-20s %8s %10s %10s %8s %10s %8s\n" workload topology nodes flows events wall_s events/s rss_MiB
sizes="1k 4k 16k 64k"
[ "${1:-}" = quick ] && sizes="1k 4k"
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
[ "${1:-}" = quick ] && exit 0
run alltoall-2048 "fattree:k=16,n=3" "phased:pattern=alltoall,bytes=8KiB,tasks=2048"
run pairing-262144-actors "fattree:k=64,n=3" "phased:pattern=bisection,bytes=8KiB" --runtime actors
run pairing-262144-direct "fattree:k=64,n=3" "phased:pattern=bisection,bytes=8KiB" --runtime direct
run unstructured-64k-direct "fattree:k=40,n=3" "unstructured:bytes=8KiB,compute=1us,messages=16" --runtime direct
