#!/usr/bin/env bash
# Re-runs INRFlow 0.4.1 on every case of cases.tsv (static) and stores its standard output as
# <case>/output.txt, and on every case of dynamic-cases.tsv (a one-line workload file) and stores its
# .scheduling and .list_applications files as <case>/output.txt. INRFlow writes its files in its
# working directory: a scratch folder.
# Usage: regenerate.sh [path to the inrflow binary]   (default: /work/ext/inrflow/code/main/build/bin/inrflow)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
inrflow="${1:-/work/ext/inrflow/code/main/build/bin/inrflow}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
grep -v '^#' "$here/cases.tsv" | while IFS=$'\t' read -r name inrflow_args interflow_args; do
  mkdir -p "$here/$name"
  # mode=static and no LaTeX; the seed only matters where INRFlow draws random numbers (torus ties)
  (cd "$scratch" && "$inrflow" $inrflow_args mode=static generate_bfs=false compile_latex=false rseed=13 2>/dev/null) \
    | grep -v -E '^(runtime|started.at|time |Wrote stats|WARNING|sh: )' > "$here/$name/output.txt"
  echo "$name: $(grep -c . "$here/$name/output.txt") lines"
done
grep -v '^#' "$here/dynamic-cases.tsv" | while IFS=$'\t' read -r name inrflow_args workload interflow_args; do
  mkdir -p "$here/$name"
  rm -f "$scratch"/*.scheduling "$scratch"/*.list_applications
  echo "$workload" > "$scratch/workload"
  (cd "$scratch" && "$inrflow" $inrflow_args mode=dynamic workload=file_workload verbose=0 generate_bfs=false compile_latex=false rseed=13 \
    > /dev/null 2>&1)
  cat "$scratch"/*.scheduling "$scratch"/*.list_applications > "$here/$name/output.txt"
  echo "$name: $(grep -c . "$here/$name/output.txt") lines"
done
