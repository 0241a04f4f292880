#!/usr/bin/env bash
# Markov jobs with storage: a 256-server fat-tree (fattree:k=16,n=2) with NVM on every compute
# node and 8 central storage servers on the fabric (servers 248-255), running 32 Markov jobs of
# 7 tasks (224 of the 248 compute nodes) for one simulated hour: presets io, compute and comm in
# turn (their matrices with End made rare, 1e-4 per Comp visit, so the hour's limit ends them),
# Comp mean 1 s, 256 MiB reads and writes, data placed local, internal and external in turn.
# Prints simulated seconds, flows, events, wall seconds, events per second and peak RSS (whole
# process, java -jar; flow table, timeline and plots off, device utilisation recorded).
#
#   bench/markov-storage.sh [SIMULATED_SECONDS]     # default 3600; RUNTIME=actors for the actor runtime
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
jar="$here/target/interflow-0.1.0-SNAPSHOT-all.jar"
[ -f "$jar" ] || (cd "$here" && mvn -B -q -DskipTests package)
command -v /usr/bin/time >/dev/null || { echo "needs GNU time (apt-get install time)"; exit 1; }
opts=${JAVA_OPTS:--Xmx8g -XX:TieredStopAtLevel=1}
limit=${1:-3600}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

args=()
placements=(local internal external)
presets=(io compute comm)
for j in $(seq 0 31); do
  preset=${presets[$((j % 3))]}
  case $preset in
    io) m="0:1:0:0:0:0/0:0.0999:0.1:0.4:0.4:0.0001/0:1:0:0:0:0/0:0.6:0:0.2:0.2:0/0:0.6:0:0.2:0.2:0" ;;
    compute) m="0:1:0:0:0:0/0:0.7999:0.1:0.05:0.05:0.0001/0:1:0:0:0:0/0:1:0:0:0:0/0:1:0:0:0:0" ;;
    comm) m="0:1:0:0:0:0/0:0.0999:0.8:0.05:0.05:0.0001/0:0.5:0.5:0:0:0/0:1:0:0:0:0/0:1:0:0:0:0" ;;
  esac
  args+=(--job "markov:preset=$preset,matrix=$m,tasks=7,compute=1s,read=256MiB,write=256MiB,placement=${placements[$((j % 3))]},limit=${limit}s")
done
/usr/bin/time -f "%e %M" -o "$tmp/time" java $opts -jar "$jar" simulate -t fattree:k=16,n=2 --runtime "${RUNTIME:-direct}" \
    --set storage.central.servers=8 --set output.flow-table=false --set output.timeline=false --set output.plots=false \
    "${args[@]}" --out "$tmp/run" > "$tmp/out" 2> "$tmp/log" || { tail -3 "$tmp/log"; exit 1; }
read -r wall rss < "$tmp/time"
flows=$(grep -m1 '"flows"' "$tmp/run/summary.json" | tr -dc '0-9')
events=$(grep -m1 '"events"' "$tmp/run/summary.json" | tr -dc '0-9')
makespan=$(grep -m1 '"makespanSeconds"' "$tmp/run/summary.json" | tr -dc '0-9.')
printf "%-12s %10s %10s %8s %10s %8s\n" simulated_s flows events wall_s events/s rss_MiB
printf "%-12s %10s %10s %8s %10.0f %8.0f\n" "$makespan" "$flows" "$events" "$wall" "$(echo "$events / $wall" | bc -l)" "$((rss / 1024))"
