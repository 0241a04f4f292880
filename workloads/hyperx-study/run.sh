#!/usr/bin/env bash
# The HyperX-versus-fat-tree study (Domke et al., SC 2019) in simulation, end to end:
#   workloads/hyperx-study/run.sh [OUT]        (default OUT: runs/hyperx-study; it must not exist)
# Writes OUT/mpigraph/*, OUT/ebb/*, OUT/collective/* (one netbench run directory each) and
# OUT/comparison.md (the simulated averages next to the seed's measured ones). See README.md.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
interflow="$here/../../interflow"
conf="$here/study.conf"
out="${1:-runs/hyperx-study}"
if [ -e "$out" ]; then echo "run.sh: $out exists; give another directory or remove it" >&2; exit 2; fi
mkdir -p "$out/mpigraph" "$out/ebb" "$out/collective"

FT="xgft:m=14x16x3,w=1x18x18"        # 3-level fat-tree of 36-port switches, 14 nodes per edge switch
HX="hyperx:dims=12x8,t=7"            # 12x8 HyperX, 7 nodes per switch
# the five combinations of the seed (section 4.4.3): name topology routing placement
combos=(
  "ft-ftree-linear    $FT ftree   linear"
  "ft-sssp-clustered  $FT sssp    clustered"
  "hx-dfsssp-linear   $HX dfsssp  linear"
  "hx-dfsssp-random   $HX dfsssp  random"
  "hx-parx-clustered  $HX parx    clustered"
)
nb() { "$interflow" netbench "$@"; }
# PARX balances for the benchmark's own communication profile (rank to rank, as the paper's
# ibprof profiles), recorded by the fat-tree baseline run and placed as the PARX run places ranks.
parx() { echo "parx:demand=$1/traffic-matrix.csv,placement=$2"; }

echo "== mpiGraph, figure 1: 28 nodes of one rack (linear placement) =="
nb mpigraph "$conf" -t "$FT" -r ftree --nodes 28 --out "$out/mpigraph/fig1-ft-ftree"
nb mpigraph "$conf" -t "$HX" -r dfsssp --nodes 28 --out "$out/mpigraph/fig1-hx-dfsssp"
nb mpigraph "$conf" -t "$HX" -r "$(parx "$out/mpigraph/fig1-ft-ftree" linear)" --nodes 28 --out "$out/mpigraph/fig1-hx-parx"
echo "== mpiGraph, 28 nodes, the other combinations' placements =="
for c in "${combos[@]}"; do
  read -r name topo routing placement <<< "$c"
  [ "$placement" = linear ] && continue   # the figure-1 runs above
  [ "$routing" = parx ] && routing="$(parx "$out/mpigraph/fig1-ft-ftree" "$placement")"
  nb mpigraph "$conf" -t "$topo" -r "$routing" --placement "$placement" --nodes 28 --out "$out/mpigraph/$name"
done

echo "== Netgauge eBB, random bisections of 1 MiB =="
for n in 14 56 224 672; do
  for c in "${combos[@]}"; do
    read -r name topo routing placement <<< "$c"
    [ "$routing" = parx ] && routing="$(parx "$out/ebb/ft-ftree-linear-n$n" "$placement")"
    nb ebb "$conf" -t "$topo" -r "$routing" --placement "$placement" --nodes "$n" --out "$out/ebb/$name-n$n"
  done
done

echo "== IMB collectives on 7 to 56 nodes, gains against fat-tree / ftree / linear =="
for c in "${combos[@]}"; do
  read -r name topo routing placement <<< "$c"
  base=()
  [ "$name" != ft-ftree-linear ] && base=(--baseline "$out/collective/ft-ftree-linear")
  [ "$routing" = parx ] && routing="$(parx "$out/collective/ft-ftree-linear" "$placement")"
  nb collective "$conf" -t "$topo" -r "$routing" --placement "$placement" "${base[@]}" --out "$out/collective/$name"
done

# the figures, pulled out of the summaries
value() { grep -o "\"$2\" : [-0-9.]*" "$1/summary.json" | head -1 | awk '{print $3}'; }
gib() { awk -v b="$1" 'BEGIN { printf "%.3f", b / 1073741824 }'; }
num() { awk -v x="$1" 'BEGIN { printf "%+.3f", x }'; }
{
  echo "# HyperX study: simulated and measured"
  echo
  echo "mpiGraph on 28 nodes of one rack (seed: figure 1; GiB/s = 2^30 bytes/s)."
  echo
  echo "| network / routing | simulated mean | seed mean | simulated / seed | simulated, relative to fat-tree | seed, relative to fat-tree |"
  echo "|---|---|---|---|---|---|"
  ft=$(value "$out/mpigraph/fig1-ft-ftree" meanPairBandwidth)
  for row in "fig1-ft-ftree:Fat-tree / ftree:2.26" "fig1-hx-dfsssp:HyperX / DFSSSP (minimal):0.84" "fig1-hx-parx:HyperX / PARX:1.39"; do
    IFS=: read -r run label seed <<< "$row"
    sim=$(value "$out/mpigraph/$run" meanPairBandwidth)
    awk -v s="$sim" -v f="$ft" -v m="$seed" -v l="$label" 'BEGIN {
      g = s / 1073741824; printf "| %s | %.3f | %.2f | %.3f | %.3f | %.3f |\n", l, g, m, g / m, s / f, m / 2.26 }'
  done
  echo
  echo "mpiGraph on 28 nodes with each combination's placement: mean pair bandwidth (GiB/s)."
  echo
  echo "| combination | mean | min | max |"
  echo "|---|---|---|---|"
  for c in "${combos[@]}"; do
    read -r name _ <<< "$c"
    d="$out/mpigraph/$name"
    [ "$name" = ft-ftree-linear ] && d="$out/mpigraph/fig1-ft-ftree"
    [ "$name" = hx-dfsssp-linear ] && d="$out/mpigraph/fig1-hx-dfsssp"
    echo "| $name | $(gib "$(value "$d" meanPairBandwidth)") | $(gib "$(value "$d" minPairBandwidth)") | $(gib "$(value "$d" maxPairBandwidth)") |"
  done
  echo
  echo "Netgauge effective bisection bandwidth (GiB/s), by node count."
  echo
  echo "| combination | 14 | 56 | 224 | 672 |"
  echo "|---|---|---|---|---|"
  for c in "${combos[@]}"; do
    read -r name _ <<< "$c"
    line="| $name"
    for n in 14 56 224 672; do line="$line | $(gib "$(value "$out/ebb/$name-n$n" ebbMean)")"; done
    echo "$line |"
  done
  echo
  echo "IMB collectives: mean gain over fat-tree / ftree / linear (baseline t_min / t_min - 1), all sizes and node counts."
  echo
  echo "| combination | all | barrier | bcast | gather | scatter | reduce | allreduce | alltoall |"
  echo "|---|---|---|---|---|---|---|---|---|"
  for c in "${combos[@]:1}"; do
    read -r name _ <<< "$c"
    d="$out/collective/$name"
    line="| $name | $(num "$(value "$d" meanGain)")"
    for op in barrier bcast gather scatter reduce allreduce alltoall; do line="$line | $(num "$(value "$d" "$op")")"; done
    echo "$line |"
  done
} > "$out/comparison.md"
echo "== done: $out/comparison.md =="
cat "$out/comparison.md"
