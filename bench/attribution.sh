#!/usr/bin/env bash
# The cost of simulate --attribute: ten jobs of every kind (two MPI traces, pseudo-applications,
# a causal pattern, a datacentre mix, a Markov chain; 484 tasks) side by side on an 8-ary 3-tree
# (512 servers, consecutive placement, so neighbouring jobs share leaf and pod links). One whole simulate run
# (java -jar; flow table, timeline and plots off), with the arguments given, e.g. --attribute;
# compare the two side by side (whole process, median of several pairs):
#
#   bench/attribution.sh               # the shared run only
#   bench/attribution.sh --attribute   # plus the ten alone-runs (attribution.parallelism: the cores)
#
# INTERFLOW_JAR=<jar> runs another build (e.g. main's, to see that a run without --attribute pays
# nothing for it). Prints the run's one-line result and the slowdowns.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
jar="${INTERFLOW_JAR:-$here/target/interflow-0.1.0-SNAPSHOT-all.jar}"
[ -f "$jar" ] || (cd "$here" && mvn -B -q -DskipTests package)
opts=${JAVA_OPTS:--Xmx4g -XX:TieredStopAtLevel=1}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$here"
java $opts -jar "$jar" simulate -t fattree:k=8,n=3 \
    --job "trace:file=traces/simgrid-ti/replay_multiple_32r/smpi_replay.txt,cpuScale=0.001" \
    --job "stencil2d:tasks=64,bytes=1MiB,compute=20us,iterations=40" \
    --job "phased:pattern=alltoall,bytes=1MiB,tasks=48" \
    --job "trace:file=traces/goal/sweep3d-2x2.derived.goal,cpuScale=0.001" \
    --job "nbody:tasks=48,bytes=1MiB,compute=50us,iterations=1" \
    --job "mapreduce:tasks=48,bytes=8MiB,shuffleBytes=1MiB" \
    --job "unstructured:tasks=48,bytes=256KiB,messages=64" \
    --job "dcntraffic:tasks=48,flows=20,longBytes=16MiB" \
    --job "sweep2d:tasks=48,bytes=512KiB,sweeps=8" \
    --job "markov:preset=comm,tasks=48,read=0B,write=0B,compute=100us,limit=20ms" \
    --set output.flow-table=false --set output.timeline=false --set output.plots=false \
    --out "${BENCH_OUT:-$tmp/run}" "$@" 2> "$tmp/log" || { tail -3 "$tmp/log"; exit 1; }
