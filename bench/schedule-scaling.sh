#!/usr/bin/env bash
# Batch-scheduling scaling: jobs, wall seconds, jobs per second and peak RSS (whole process, java
# -jar) of `interflow schedule`, with every output of a default run (summary, jobs.csv, utilisation
# and queue CSV + PNG, Gantt PNG, timeline.json). Logged mode over whole job logs, once per
# job-selection policy (first-free allocation); network mode (EASY) over the first 1,000 Lublin
# jobs on a 16-ary 2-tree (256 servers, the log's 256 nodes; each job runs the default log-job
# program, schedule.network.*, on the direct runtime). Logs (../shared/data/workloads/swf, see
# SOURCES.md there; SWF_DIR=... elsewhere): the first 20,000 jobs of RICC (1024 nodes of 8 cores,
# 2010) and the Lublin-model log of 10,000 jobs on 256 nodes.
# JVM: the launcher's (./interflow, sourced: it builds the jar if sources changed and records its
# class-data archive target/interflow.jsa once per build), so each run is what `./interflow
# schedule` runs: java -XX:SharedArchiveFile=target/interflow.jsa -Xshare:auto -Xlog:cds=off
# -Xlog:cds+dynamic=off -XX:TieredStopAtLevel=1 $JAVA_OPTS -jar <jar>, JAVA_OPTS by default -Xmx2g.
#
#   bench/schedule-scaling.sh          # both logs, fcfs, sjf, easy, conservative; the network row
#   bench/schedule-scaling.sh quick    # easy only; the network row
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
command -v /usr/bin/time >/dev/null || { echo "needs GNU time (apt-get install time)"; exit 1; }
swf=${SWF_DIR:-$here/../shared/data/workloads/swf}
[ -d "$swf" ] || { echo "no job logs in $swf (set SWF_DIR)"; exit 1; }
opts=${JAVA_OPTS:--Xmx2g}
# shellcheck source=../interflow
INTERFLOW_SOURCED=1 INTERFLOW_JAVA_OPTS="$opts" . "$here/interflow"
jar=$interflow_jar
# shellcheck disable=SC2207
schedule_opts=($(interflow_command_opts schedule))
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

run() {  # log policy [extra arguments...]
  local log=$1 policy=$2
  shift 2
  local out="$tmp/$RANDOM$RANDOM"
  /usr/bin/time -f "%e %M" -o "$tmp/time" java ${interflow_cds_opts[@]+"${interflow_cds_opts[@]}"} ${schedule_opts[@]+"${schedule_opts[@]}"} $opts \
      -jar "$jar" schedule --workload "$swf/$log" --policy "$policy" "$@" --out "$out" > /dev/null 2> "$tmp/log" \
      || { echo "FAILED: $log $policy $*"; tail -3 "$tmp/log"; return; }
  read -r wall rss < "$tmp/time"
  local jobs
  jobs=$(grep -m1 '"jobs"' "$out/summary.json" | tr -dc '0-9')
  printf "%-36s %-21s %6s %8s %10.0f %8.0f\n" "$log" "$policy${1:+ network}" "$jobs" "$wall" "$(echo "$jobs / $wall" | bc -l)" "$((rss / 1024))"
  rm -rf "$out"
}

printf "%-36s %-21s %6s %8s %10s %8s\n" log policy jobs wall_s jobs/s rss_MiB
policies="fcfs sjf easy conservative"
[ "${1:-}" = quick ] && policies="easy"
for log in RICC-2010-2.first20000jobs.swf lublin_256.synthetic.swf; do
  for policy in $policies; do run "$log" "$policy"; done
done
run lublin_256.synthetic.swf easy --jobs 1-1000 -t fattree:k=16,n=2 --execution network
