#!/usr/bin/env bash
# What `systemctl restart rhone-leman-site@PORT` does for the unit (deploy/systemd/), for a machine
# without systemd: the process of PORT stopped with SIGTERM and waited for, a new one started from
# RELEASES_ROOT/current (its folder resolved once, when it starts), and success only once it answers
# its readiness address (the unit's ExecStartPost); 1 as soon as it has died or after a minute.
#
#   RELEASES_ROOT=… NODE=/usr/bin/node tests/resilience/support/restart-instance.sh 3001
set -u
port=$1
run=$RELEASES_ROOT/run
mkdir -p "$run"
if [[ -f $run/$port.pid ]]; then
  old=$(< "$run/$port.pid")
  if kill -TERM "$old" 2> /dev/null; then
    while kill -0 "$old" 2> /dev/null; do sleep 0.1; done
  fi
fi
cd "$RELEASES_ROOT/current" || exit 1
PORT=$port setsid "${NODE:-node}" build/server.js >> "$run/$port.log" 2>&1 < /dev/null &
pid=$!
echo "$pid" > "$run/$port.pid"
for _ in $(seq 1 300); do
  # Dead, or a zombie waiting for this script: the start failed.
  state=Z
  [[ -r /proc/$pid/stat ]] && read -r _ _ state _ < "/proc/$pid/stat"
  [[ $state == Z ]] && exit 1
  curl --silent --fail --output /dev/null --max-time 2 "http://127.0.0.1:$port/sante/pret" && exit 0
  sleep 0.2
done
exit 1
