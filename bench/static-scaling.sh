#!/usr/bin/env bash
# Static-engine scaling: servers, flows, wall seconds and peak RSS (whole process) for fat-tree,
# 4D torus and Jellyfish (64-port switches) under uniform traffic (one flow per server) at
# 16k, 64k, 256k and 1M servers, and all-to-all at 1k and 16k servers; then the server-centric
# BCube and DCell and the Slim Fly at about 1M servers (uniform).
#
#   bench/static-scaling.sh            # the whole table (about 5 minutes on 2 cores)
#   bench/static-scaling.sh quick      # the 16k and 64k rows only
#
# Each run is a fresh JVM (java -jar), so JVM start-up is included, as a user would see it.
# The per-link table (links.csv, 6M rows at 1M servers) is written like in a normal run;
# set LINK_TABLE=false to leave it out. JVM options: JAVA_OPTS (default -Xmx6g).
# LAUNCHER=./interflow runs each row through the launcher instead (its JVM options for `static`,
# then JAVA_OPTS as INTERFLOW_JAVA_OPTS), as `./interflow static ...` runs.
# INRFLOW=<path to an INRFlow 0.4.1 binary> also runs INRFlow's equivalent of each row (fattree_k_n,
# torus_a_b_c_d, jellyfish_s_p_r_seed with jellyfish-sp_1, bcube_n_(k+1), gdcficonn_k_n_0; uniform as
# random_<servers>, alltoall; mode=static, in a scratch folder) and prints its wall seconds and
# Interflow's time over INRFlow's (rows INRFlow has no network for, or that it does not finish
# within INRFLOW_TIMEOUT seconds (default 900) and INRFLOW_MEM_KB of memory, show "-"). INRFlow is a
# measuring stick, never a dependency: build it outside this repository (docs/inrflow-crosscheck.md).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
jar=${INTERFLOW_JAR:-"$here/target/interflow-0.1.0-SNAPSHOT-all.jar"}  # INTERFLOW_JAR: another build (before/after)
[ -f "$jar" ] || (cd "$here" && mvn -B -q -DskipTests package)
command -v /usr/bin/time >/dev/null || { echo "needs GNU time (apt-get install time)"; exit 1; }
opts=${JAVA_OPTS:--Xmx6g}
link_table=${LINK_TABLE:-true}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ -n "${LAUNCHER:-}" ]; then
  static_cmd=(env INTERFLOW_JAVA_OPTS="$opts" "$LAUNCHER" static)
  "$LAUNCHER" --version > /dev/null  # builds the jar and records its class-data archive now, not in a timed row
else
  # shellcheck disable=SC2206
  static_cmd=(java $opts -jar "$jar" static)
fi

inrflow_args() {  # topology traffic servers: INRFlow's arguments for the row, none if it lacks the network
  local topo=$1 traffic=$2 servers=$3 net pattern
  local k n s p v
  case $topo in
    fattree:k=*,n=*) k=${topo#fattree:k=}; n=${k##*n=}; net="topo=fattree_${k%%,*}_$n" ;;
    torus:dims=*) net="topo=torus_$(echo "${topo#torus:dims=}" | tr x _)" ;;
    jellyfish:switches=*,ports=*,servers=*,seed=*)
      s=${topo#*switches=}; p=${topo#*ports=}; v=${topo#*servers=}
      net="topo=jellyfish_${s%%,*}_${p%%,*}_$(( ${p%%,*} - ${v%%,*} ))_${topo##*seed=} routing=jellyfish-sp_1" ;;
    bcube:n=*,k=*) n=${topo#bcube:n=}; k=${topo##*k=}; net="topo=bcube_${n%%,*}_$((k + 1))" ;;
    dcell:n=*,k=*) n=${topo#dcell:n=}; k=${topo##*k=}; net="topo=gdcficonn_${k}_${n%%,*}_0 routing=gdcficonn-dimensional" ;;
    *) return 0 ;;
  esac
  case $traffic in
    uniform) pattern="tpattern=random_$servers" ;;
    alltoall) pattern="tpattern=alltoall" ;;
    *) return 0 ;;
  esac
  echo "$net $pattern mode=static generate_bfs=false compile_latex=false rseed=13"
}

run() {  # label topology traffic
  local label=$1 topo=$2 traffic=$3 out="$tmp/$RANDOM$RANDOM"
  /usr/bin/time -f "%e %M" -o "$tmp/time" "${static_cmd[@]}" -t "$topo" --traffic "$traffic" \
      --set output.link-table=$link_table --set output.plots=false --out "$out" > /dev/null 2> "$tmp/log" \
      || { echo "FAILED: $topo $traffic"; tail -3 "$tmp/log"; return; }
  read -r wall rss < "$tmp/time"
  local servers flows
  servers=$(grep -m1 '"servers"' "$out/summary.json" | tr -dc '0-9')
  flows=$(grep -m1 '"flows"' "$out/summary.json" | tr -dc '0-9')
  printf "%-10s %-34s %-9s %10s %12s %9s %9.0f" "$label" "$topo" "$traffic" "$servers" "$flows" "$wall" "$((rss / 1024))"
  rm -rf "$out"
  if [ -n "${INRFLOW:-}" ]; then
    local args iwall irss
    args=$(inrflow_args "$topo" "$traffic" "$servers")
    if [ -n "$args" ] && mkdir -p "$tmp/inrflow" && (cd "$tmp/inrflow" && ulimit -v "${INRFLOW_MEM_KB:-unlimited}" && \
        /usr/bin/time -f "%e %M" -o "$tmp/time" timeout "${INRFLOW_TIMEOUT:-900}" "$INRFLOW" $args > /dev/null 2>&1); then
      read -r iwall irss < "$tmp/time"
      printf " %9s %9.0f %7.2f" "$iwall" "$((irss / 1024))" "$(echo "$wall / $iwall" | bc -l)"
    else
      printf " %9s %9s %7s" - - -
    fi
    rm -rf "$tmp/inrflow"
  fi
  printf "\n"
}

printf "%-10s %-34s %-9s %10s %12s %9s %9s" family topology traffic servers flows wall_s rss_MiB
[ -n "${INRFLOW:-}" ] && printf " %9s %9s %7s" inrflow_s inr_MiB ratio
printf "\n"
sizes="16k 64k 256k 1M"
[ "${1:-}" = quick ] && sizes="16k 64k"
for size in $sizes; do
  case $size in
    16k)  ft="fattree:k=25,n=3"; to="torus:dims=8x8x16x16";   jf="jellyfish:switches=512,ports=64,servers=32,seed=1" ;;
    64k)  ft="fattree:k=40,n=3"; to="torus:dims=16x16x16x16"; jf="jellyfish:switches=2048,ports=64,servers=32,seed=1" ;;
    256k) ft="fattree:k=64,n=3"; to="torus:dims=16x16x32x32"; jf="jellyfish:switches=8192,ports=64,servers=32,seed=1" ;;
    1M)   ft="fattree:k=100,n=3"; to="torus:dims=32x32x32x32"; jf="jellyfish:switches=32768,ports=64,servers=32,seed=1" ;;
  esac
  run fattree "$ft" uniform
  run torus "$to" uniform
  [ -n "$jf" ] && run jellyfish "$jf" uniform
done
run fattree "fattree:k=10,n=3" alltoall
run torus "torus:dims=4x4x8x8" alltoall
run jellyfish "jellyfish:switches=64,ports=48,servers=16,seed=1" alltoall
[ "${1:-}" = quick ] || run fattree "fattree:k=25,n=3" alltoall
# server-centric networks (servers relay) and Slim Fly at about a million servers
if [ "${1:-}" != quick ]; then
  run bcube "bcube:n=32,k=3" uniform          # 32^4 = 1,048,576 servers, 4 levels of 32,768 switches
  run dcell "dcell:n=31,k=2" uniform          # t_2 = 992 * 993 = 985,056 servers
  run slimfly "slimfly:q=89" uniform          # 2 * 89^2 routers of degree 133, p = 67: 1,061,414 servers
fi
