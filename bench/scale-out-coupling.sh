#!/usr/bin/env bash
# The coupling factor of docs/scale-out.md: how much of one dynamic simulation's time a partition
# over several JVMs would spend synchronising, at the least, on this machine over loopback Artery.
#   1. Runs three dynamic simulations in one JVM (direct runtime, the fastest) and reads from
#      summary.json their wall seconds T1, their time steps (distinct event times) and delta
#      cycles (rounds of events at one time; every one of them changes flow rates).
#   2. Starts a standing cluster of two members on 127.0.0.1 and asks `interflow cluster status`
#      three times for the round trip to each member (median of 20 request-reply pairs of small
#      CBOR messages per member, after one warm-up).
#   3. Prints C = delta cycles x RTT / T1: the synchronisation time of the cheapest conservative
#      scheme (one round trip per delta cycle, max-min solved where the flows are) over the compute
#      time, and the speed-up bound 1 / (1/P + C) for P = 2, 4 and 8 JVMs.
#
#   bench/scale-out-coupling.sh
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
export INTERFLOW_JAVA_OPTS=${INTERFLOW_JAVA_OPTS:--Xmx2g}
INTERFLOW_SOURCED=1 . "$here/interflow"
tmp=$(mktemp -d)
members=()
cleanup() { for p in "${members[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$tmp"; }
trap cleanup EXIT
echo "coupling-$RANDOM$RANDOM" > "$tmp/cookie"

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
mkdir -p "$tmp/m0" "$tmp/m1"
(cd "$tmp/m0" && exec "$here/interflow" cluster seed --port "$port" --cookie-file "$tmp/cookie" > log 2>&1) &
members+=($!)
until grep -q "started the cluster" "$tmp/m0/log" 2>/dev/null; do sleep 0.2; done
(cd "$tmp/m1" && exec "$here/interflow" cluster join --seed "127.0.0.1:$port" --cookie-file "$tmp/cookie" > log 2>&1) &
members+=($!)
until grep -q "joined" "$tmp/m1/log" 2>/dev/null; do sleep 0.2; done
rtts=()
for i in 1 2 3; do
  while read -r ms; do rtts+=("$ms"); done < <("$here/interflow" cluster status --cluster "127.0.0.1:$port" \
      --cookie-file "$tmp/cookie" 2> /dev/null | awk '$8 ~ /^[0-9.]+$/ { print $8 }')
done
rtt=$(printf '%s\n' "${rtts[@]}" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
echo "loopback Artery round trip (cluster status: ${#rtts[@]} medians of 20, 3 queries x 2 members): median $rtt ms, min $(printf '%s\n' "${rtts[@]}" | sort -g | head -1) ms"
for p in "${members[@]}"; do kill "$p" 2>/dev/null || true; done
members=()

printf "%-58s %8s %9s %9s %8s %7s %6s %6s %6s\n" scenario T1_s steps deltas flows C S_2 S_4 S_8
scenario() {  # label, simulate arguments...
  local label=$1 best="" steps deltas flows; shift
  for r in 1 2 3; do  # the fastest of three: the least disturbed by the neighbours
    "$here/interflow" simulate "$@" --runtime direct --set simulate.utilisation.enabled=false --out "$tmp/s$r" > /dev/null 2>&1
    w=$(grep '"wallSeconds"' "$tmp/s$r/summary.json" | tr -dc '0-9.')
    if [ -z "$best" ] || [ "$(echo "$w < $best" | bc -l)" = 1 ]; then best=$w; fi
  done
  steps=$(grep '"timeSteps"' "$tmp/s1/summary.json" | tr -dc '0-9')
  deltas=$(grep '"deltaCycles"' "$tmp/s1/summary.json" | tr -dc '0-9')
  flows=$(grep -m1 '"flows"' "$tmp/s1/summary.json" | tr -dc '0-9')
  c=$(echo "$deltas * $rtt / 1000 / $best" | bc -l)
  printf "%-58s %8.2f %9d %9d %8d %7.2f %6.2f %6.2f %6.2f\n" "$label" "$best" "$steps" "$deltas" "$flows" "$c" \
      "$(echo "1 / (1/2 + $c)" | bc -l)" "$(echo "1 / (1/4 + $c)" | bc -l)" "$(echo "1 / (1/8 + $c)" | bc -l)"
  rm -rf "$tmp"/s?
}
scenario "stencil3d 64 KiB 20 it., 16x16x8 torus (2048 nodes)" -t torus:dims=16x16x8 --job stencil3d:bytes=64KiB,compute=10us,iterations=20
scenario "alltoall 8 KiB, 512 tasks, 16-ary 3-tree" -t fattree:k=16,n=3 --job phased:pattern=alltoall,bytes=8KiB,tasks=512
scenario "unstructured 64 msgs, dragonfly a=8,p=4,h=4 (1056 nodes)" -t dragonfly:a=8,p=4,h=4 --job unstructured:messages=64
