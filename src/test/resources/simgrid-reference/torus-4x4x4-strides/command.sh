#!/bin/sh
# The exact SimGrid 3.32 command for this case (smpirun from Debian 12 libsimgrid-dev 3.32-2+b2).
# Runs from this folder; extra arguments are appended (../regenerate.sh appends SimGrid's
# defaults --cfg=network/crosstraffic:1 --cfg=network/TCP-gamma:4194304 for output-default.txt).
cd "$(dirname "$0")"
exec smpirun -np 64 -platform platform.xml -hostfile hostfile -replay index.txt \
  --cfg=network/model:CM02 --cfg=network/crosstraffic:0 --cfg=network/TCP-gamma:1e30 \
  --log=smpi_replay.thresh:verbose '--log=root.fmt:[%h:%a:(%i)%e%.12r]%e[%c/%p]%e%m%n' "$@"
