#!/bin/sh
# Re-runs SimGrid on reference cases and rewrites their output*.txt, actions.csv and
# expected.properties. Needs SimGrid 3.32's smpirun on the PATH (Debian 12: apt-get install
# libsimgrid-dev). Usage, from this folder: ./regenerate.sh [case ...]   (default: every case)
set -e
cd "$(dirname "$0")"
[ $# -gt 0 ] || set -- $(ls -d */ | tr -d /)
for c in "$@"; do
  echo "== $c"
  ( cd "$c"
    sh command.sh > output.txt 2>&1
    sh command.sh --cfg=network/crosstraffic:1 --cfg=network/TCP-gamma:4194304 > output-default.txt 2>&1
    python3 ../extract.py .
    # big logs (the 2014 trace) are kept gzipped; extract.py reads either form
    if [ "$(wc -c < output.txt)" -gt 1000000 ]; then gzip -9nf output.txt output-default.txt actions.csv; else rm -f output.txt.gz output-default.txt.gz actions.csv.gz; fi )
done
