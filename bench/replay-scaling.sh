#!/usr/bin/env bash
# Trace-replay scaling: ranks, actions, wall seconds, actions per second and peak RSS (whole
# process, java -jar) replaying a generated SimGrid time-independent trace: per rank and
# iteration, a compute of 1e6 flops, a ring exchange (isend to rank+1, irecv from rank-1,
# waitall) of 1 KiB, and every 4th iteration an allreduce of 128 doubles (1 KiB). The iteration count is the
# same at every size (60), so the 4096-rank trace has about 1M actions (4096 x 257).
# Networks: a star, a fat-tree and a 3D torus with at least as many servers as ranks, each
# replayed with the direct runner and with the actor runtime (identical results).
# Plots and per-link recording are off; every other output (timeline included) is written.
# JVM: the launcher's (./interflow, sourced: it builds the jar if sources changed and records
# its class-data archive target/interflow.jsa once per build), so each replay runs what
# `./interflow replay` runs:
# java -XX:SharedArchiveFile=target/interflow.jsa -Xshare:auto -Xlog:cds=off -Xlog:cds+dynamic=off \
#      -XX:TieredStopAtLevel=1 -XX:+UseSerialGC $JAVA_OPTS -jar <jar>
# with JAVA_OPTS by default -Xmx2g (the launcher's replay defaults: C1 only, serial collector; a
# collector named in JAVA_OPTS replaces the serial one; INTERFLOW_CDS=off runs without the archive).
#
#   bench/replay-scaling.sh          # 64, 256, 1024, 4096 ranks on the three networks
#   bench/replay-scaling.sh quick    # 64 and 1024 only
# INTERFLOW_JAR=<jar> (with INTERFLOW_JSA=<its class-data archive>, else none) runs another build's
# jar, to compare two builds side by side.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
command -v /usr/bin/time >/dev/null || { echo "needs GNU time (apt-get install time)"; exit 1; }
opts=${JAVA_OPTS:--Xmx2g}
# shellcheck source=../interflow
INTERFLOW_SOURCED=1 INTERFLOW_JAVA_OPTS="$opts" . "$here/interflow"
jar=${INTERFLOW_JAR:-$interflow_jar}
if [ -n "${INTERFLOW_JAR:-}" ]; then  # the launcher's archive belongs to its own jar
  interflow_cds_opts=()
  [ -n "${INTERFLOW_JSA:-}" ] && interflow_cds_opts=(-XX:SharedArchiveFile="$INTERFLOW_JSA" -Xshare:auto -Xlog:cds=off -Xlog:cds+dynamic=off)
fi
# shellcheck disable=SC2207
replay_opts=($(interflow_command_opts replay))
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
iterations=${ITERATIONS:-60}

generate() {  # ranks file
  awk -v n="$1" -v it="$iterations" 'BEGIN {
    for (r = 0; r < n; r++) print r " init";
    for (i = 0; i < it; i++) {
      for (r = 0; r < n; r++) {
        print r " compute 1000000";
        print r " isend " (r + 1) % n " 0 1024";
        print r " irecv " (r + n - 1) % n " 0 1024";
        print r " waitall";
        if (i % 4 == 3) print r " allreduce 128 1000";
      }
    }
    for (r = 0; r < n; r++) print r " finalize";
  }' > "$2"
}

run() {  # ranks topology trace runtime
  local ranks=$1 topo=$2 trace=$3 runtime=$4
  local out="$tmp/$RANDOM$RANDOM"
  /usr/bin/time -f "%e %M" -o "$tmp/time" java ${interflow_cds_opts[@]+"${interflow_cds_opts[@]}"} ${replay_opts[@]+"${replay_opts[@]}"} $opts -jar "$jar" replay --trace "$trace" -t "$topo" \
      --runtime "$runtime" --set output.plots=false --set simulate.utilisation.enabled=false --out "$out" \
      > /dev/null 2> "$tmp/log" || { echo "FAILED: $ranks $topo"; tail -3 "$tmp/log"; return; }
  read -r wall rss < "$tmp/time"
  local actions
  actions=$(grep -m1 '"actions"' "$out/summary.json" | tr -dc '0-9')
  printf "%6s %-22s %-7s %9s %8s %12.0f %8.0f\n" "$ranks" "$topo" "$runtime" "$actions" "$wall" \
      "$(echo "$actions / $wall" | bc -l)" "$((rss / 1024))"
  rm -rf "$out"
}

printf "%6s %-22s %-7s %9s %8s %12s %8s\n" ranks topology runtime actions wall_s actions/s rss_MiB
sizes="64 256 1024 4096"
[ "${1:-}" = quick ] && sizes="64 1024"
for ranks in $sizes; do
  case $ranks in
    64)   nets="star:servers=64 fattree:k=4,n=3 torus:dims=4x4x4" ;;
    256)  nets="star:servers=256 fattree:k=8,n=3 torus:dims=8x8x4" ;;
    1024) nets="star:servers=1024 fattree:k=16,n=3 torus:dims=8x8x16" ;;
    4096) nets="star:servers=4096 fattree:k=16,n=3 torus:dims=16x16x16" ;;
  esac
  generate "$ranks" "$tmp/trace-$ranks.txt"
  for topo in $nets; do
    for runtime in direct actors; do run "$ranks" "$topo" "$tmp/trace-$ranks.txt" "$runtime"; done
  done
done
