#!/usr/bin/env bash
# Starts PROCESSES site processes (default 2) on consecutive loopback ports from SITE_PORT, a Redis
# they share (limits, memory of sent messages; REDIS_PORT, or REDIS_URL for one already running),
# and nginx (Debian package, installed when missing and allowed) as a caching reverse proxy with
# per-visitor limits on NGINX_PORT, with its prefix under var/nginx/. Stops everything on Ctrl-C
# or when one of them stops. SIGHUP restarts the site processes one after the other (each stopped
# with SIGTERM, so that it answers what it has accepted, and started again from BUILD_DIR; the next
# one only once this one answers): a new build goes into service with every request answered; a
# process that does not come back stops the round, and the others go on serving.
#
#   deploy/nginx/run-cluster.sh
#   PROCESSES=3 NGINX_PORT=8080 SITE_PORT=3001 BUILD_DIR=build deploy/nginx/run-cluster.sh
#   METRICS_PORT=9101 deploy/nginx/run-cluster.sh   # measures of process i on 9101 + i
#   METRICS_PORT=+6100 deploy/nginx/run-cluster.sh  # measures of each process on its port + 6100
#   kill -HUP <pid of the script>     # rolling restart
set -euo pipefail

cd "$(dirname "$0")/../.."
root=$(pwd)

PROCESSES=${PROCESSES:-2}
NGINX_PORT=${NGINX_PORT:-8080}
SITE_PORT=${SITE_PORT:-3001}
BUILD_DIR=${BUILD_DIR:-build}
NGINX_HOST=${NGINX_HOST:-127.0.0.1}
NGINX_WORKERS=${NGINX_WORKERS:-1}
NGINX_RATE=${NGINX_RATE:-20r/s}
REDIS_PORT=${REDIS_PORT:-$((NGINX_PORT + 100))}
# nginx leaves a process aside this long after 3 failures (a process being restarted refuses
# connections): a rolling restart waits as long after a process is back before it stops the next.
FAIL_TIMEOUT_S=5
prefix=${NGINX_PREFIX:-$root/var/nginx/$NGINX_PORT}

if ! [[ $PROCESSES =~ ^[0-9]+$ ]] || ((PROCESSES < 1 || PROCESSES > 16)); then
  echo "PROCESSES doit être un nombre entre 1 et 16 (reçu : $PROCESSES)" >&2
  exit 2
fi
if [[ ! -f $BUILD_DIR/server/index.js || ! -f $BUILD_DIR/server.js ]]; then
  echo "Pas de build dans $BUILD_DIR/ : lancer d'abord « npm run build » (ou poser BUILD_DIR)." >&2
  exit 2
fi

nginx_bin=$(command -v nginx || true)
[[ -z $nginx_bin && -x /usr/sbin/nginx ]] && nginx_bin=/usr/sbin/nginx
if [[ -z $nginx_bin ]]; then
  if [[ $(id -u) == 0 ]] && command -v apt-get > /dev/null; then
    echo "nginx absent : installation du paquet Debian nginx-light…"
    apt-get install -y nginx-light > /dev/null 2>&1 || { apt-get update > /dev/null && apt-get install -y nginx-light > /dev/null; }
    nginx_bin=/usr/sbin/nginx
  else
    echo "nginx absent : installer le paquet Debian « nginx-light » (ou « nginx »), puis relancer." >&2
    exit 2
  fi
fi

secret() { openssl rand -hex 32 2> /dev/null || node -e 'console.log(require("crypto").randomBytes(32).toString("hex"))'; }
# Every process must sign and check cookies and honeypots with the same secrets.
export SESSION_SECRET=${SESSION_SECRET:-$(secret)}
export HONEYPOT_SECRET=${HONEYPOT_SECRET:-$(secret)}
export NODE_ENV=${NODE_ENV:-production}
# glibc's allocator and V8's gc as the systemd unit sets them: freed big blocks go back to the system (decision 153).
export MALLOC_MMAP_THRESHOLD_=${MALLOC_MMAP_THRESHOLD_:-131072} MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX:-2} NODE_OPTIONS=${NODE_OPTIONS:---expose-gc}
# Production requires SMTP_URL: without one, a trial cluster writes the forms to OUTBOX_DIR on purpose.
if [[ -z ${SMTP_URL:-} && -z ${MAIL_OUTBOX:-} && ${DEMO:-} != 1 ]]; then
  export MAIL_OUTBOX=1
  echo "SMTP_URL non défini : les formulaires sont écrits en .eml dans ${OUTBOX_DIR:-var/outbox} (MAIL_OUTBOX=1)."
fi
# Production requires SITE_URL (the public origin): a trial cluster is its own nginx address.
if [[ -z ${SITE_URL:-} && ${DEMO:-} != 1 ]]; then
  export SITE_URL="http://127.0.0.1:${NGINX_PORT}"
  echo "SITE_URL non défini : ${SITE_URL} (l'adresse de nginx), pour un essai."
fi
export TRUST_PROXY=1

install_or_explain() { # command, Debian package
  command -v "$1" > /dev/null && return 0
  if [[ $(id -u) == 0 ]] && command -v apt-get > /dev/null; then
    echo "$1 absent : installation du paquet Debian $2…"
    apt-get install -y "$2" > /dev/null 2>&1 || { apt-get update > /dev/null && apt-get install -y "$2" > /dev/null; }
  else
    echo "$1 absent : installer le paquet Debian « $2 », puis relancer (ou poser REDIS_URL)." >&2
    exit 2
  fi
}

pids=()      # Redis and nginx
site_pids=() # the site process on port SITE_PORT + i, at index i
stop() {
  trap - EXIT INT TERM HUP
  for pid in "${site_pids[@]}" "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done
  wait 2> /dev/null || true
}
trap stop EXIT
trap 'exit 130' INT TERM
restart_asked=0
trap 'restart_asked=1' HUP

wait_for() { # url, pid: polls for up to 30 s while the process lives
  for _ in $(seq 1 150); do
    kill -0 "$2" 2> /dev/null || return 1
    curl -s -o /dev/null --max-time 2 "$1" && return 0
    sleep 0.2
  done
  return 1
}

# One Redis for every process: a visitor's limits and a message's single e-mail hold whichever
# process answers. Loopback only, nothing written to disk.
if [[ -z ${REDIS_URL:-} ]]; then
  install_or_explain redis-server redis-server
  redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --loglevel warning &
  pids+=($!)
  for _ in $(seq 1 50); do
    (exec 3<> "/dev/tcp/127.0.0.1/$REDIS_PORT") 2> /dev/null && break
    sleep 0.1
  done
  export REDIS_URL="redis://127.0.0.1:$REDIS_PORT/0"
fi

start_site() { # index: the process on SITE_PORT + index
  # Each process its own measures' port (METRICS_PORT + index) when the measures are asked for; +N is
  # already one per process (its port plus N).
  local metrics=${METRICS_PORT:-}
  [[ -n $metrics && $metrics != 0 && $metrics != +* ]] && metrics=$((metrics + $1))
  HOST=127.0.0.1 PORT=$((SITE_PORT + $1)) METRICS_PORT=$metrics node "$BUILD_DIR/server.js" &
  site_pids[$1]=$!
}

# One process after the other: stopped with SIGTERM (it stops accepting, so nginx sends new requests
# to the others, and answers those in flight), started again, waited for until it answers, then
# FAIL_TIMEOUT_S and a second more, so that nginx has taken it back before the next one stops
# (otherwise nginx may find no process left and answer 502).
rolling_restart() {
  local i port code
  echo "Redémarrage des $PROCESSES processus, l'un après l'autre…"
  for ((i = 0; i < PROCESSES; i++)); do
    port=$((SITE_PORT + i))
    kill -TERM "${site_pids[$i]}" 2> /dev/null || true
    # wait returns early when a signal comes: waited for again until the process is gone.
    for (( ; ; )); do
      code=0
      wait "${site_pids[$i]}" || code=$?
      kill -0 "${site_pids[$i]}" 2> /dev/null || break
    done
    ((code == 0)) || echo "Le processus du port $port s'est arrêté avec le code $code." >&2
    start_site "$i"
    if ! wait_for "http://127.0.0.1:$port/" "${site_pids[$i]}"; then
      # The round stops here: the processes not restarted yet keep serving the version they run.
      echo "Le processus du site sur le port $port n'a pas redémarré : tour arrêté, les autres servent toujours." >&2
      kill -TERM "${site_pids[$i]}" 2> /dev/null || true
      wait "${site_pids[$i]}" 2> /dev/null || true
      return 1
    fi
    echo "Processus du port $port redémarré."
    ((i == PROCESSES - 1)) || sleep $((FAIL_TIMEOUT_S + 1))
  done
  echo "Redémarrage terminé."
}

ports=""
for ((i = 0; i < PROCESSES; i++)); do
  start_site "$i"
  ports+=" $((SITE_PORT + i))"
done
for ((i = 0; i < PROCESSES; i++)); do
  wait_for "http://127.0.0.1:$((SITE_PORT + i))/" "${site_pids[$i]}" || { echo "Le processus du site sur le port $((SITE_PORT + i)) n'a pas démarré." >&2; exit 1; }
done

# A fresh cache for every start: pages cached from an older build would name its assets.
# nginx creates cache/ and the temp dirs itself, owned by its worker user.
rm -rf "$prefix/cache"
mkdir -p "$prefix"/{logs,tmp}
NGINX_PREFIX=$prefix SITE_PORTS=$ports NGINX_LISTEN=$NGINX_HOST:$NGINX_PORT NGINX_WORKERS=$NGINX_WORKERS \
  NGINX_RATE=$NGINX_RATE NGINX_ACCESS_LOG=${NGINX_ACCESS_LOG:-off} FAIL_TIMEOUT_S=$FAIL_TIMEOUT_S \
  deploy/nginx/render-config.sh > "$prefix/nginx.conf"

"$nginx_bin" -t -q -g 'daemon off;' -p "$prefix" -c "$prefix/nginx.conf"
"$nginx_bin" -g 'daemon off;' -p "$prefix" -c "$prefix/nginx.conf" &
pids+=($!)
wait_for "http://$NGINX_HOST:$NGINX_PORT/" "$!" || { echo "nginx n'a pas démarré (voir $prefix/logs/error.log)." >&2; exit 1; }

echo "Site servi par nginx sur http://$NGINX_HOST:$NGINX_PORT ($PROCESSES processus, ports $SITE_PORT à $((SITE_PORT + PROCESSES - 1))) — Ctrl-C pour tout arrêter, kill -HUP $$ pour redémarrer les processus l'un après l'autre."
for (( ; ; )); do
  # Returns when a child ends, or at once when SIGHUP comes (its trap runs then).
  ended=""
  wait -n -p ended || true
  if ((restart_asked)); then
    restart_asked=0
    rolling_restart || echo "Corriger, puis kill -HUP $$ pour refaire le tour." >&2
    continue
  fi
  [[ -n $ended ]] && break
done
echo "Un processus s'est arrêté : arrêt de l'ensemble." >&2
exit 1
