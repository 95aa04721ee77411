#!/usr/bin/env bash
# Writes the nginx configuration of the recipe (deploy/nginx/nginx.conf.template) to standard
# output, its @…@ placeholders filled from the environment. run-cluster.sh uses it for a trial on
# one machine; a server's own nginx uses it for /etc/nginx/nginx.conf (docs/deployment.md).
#
#   NGINX_PREFIX       required: folder of the page cache and of the temporary files (its tmp/ must exist)
#   SITE_PORTS         required: the site processes' loopback ports, e.g. "3001 3002"
#   NGINX_LISTEN       what nginx listens on (127.0.0.1:8080)
#   NGINX_SERVER_NAME  the site's host name, e.g. www.example.ch (_: any)
#   NGINX_WORKERS      worker processes (1; auto: one per core)
#   NGINX_RATE         requests a second of one address (20r/s, bursts of 200)
#   NGINX_ACCESS_LOG   access log file, or off (off); written without any visitor's address or query
#   NGINX_USER         user of the worker processes when nginx starts as root (www-data for Debian's nginx)
#   NGINX_ERROR_LOG    error log file ($NGINX_PREFIX/logs/error.log)
#   NGINX_PID          pid file ($NGINX_PREFIX/nginx.pid; /run/nginx.pid for Debian's nginx service)
#   FAIL_TIMEOUT_S     seconds a process is left aside after 3 failures (5)
#
#   NGINX_PREFIX=/var/cache/nginx/rhone-leman SITE_PORTS="3001 3002" deploy/nginx/render-config.sh
set -euo pipefail

cd "$(dirname "$0")"
: "${NGINX_PREFIX:?NGINX_PREFIX manquant (dossier du cache et des fichiers temporaires de nginx)}"
: "${SITE_PORTS:?SITE_PORTS manquant (ports des processus du site, p. ex. \"3001 3002\")}"
FAIL_TIMEOUT_S=${FAIL_TIMEOUT_S:-5}

upstream=""
for port in $SITE_PORTS; do
  if ! [[ $port =~ ^[0-9]+$ ]]; then
    echo "SITE_PORTS : « $port » n'est pas un port" >&2
    exit 2
  fi
  upstream+="        server 127.0.0.1:$port max_fails=3 fail_timeout=${FAIL_TIMEOUT_S}s;"$'\n'
done

conf=$(< nginx.conf.template)
conf=${conf//@PREFIX@/$NGINX_PREFIX}
conf=${conf//@PID@/${NGINX_PID:-$NGINX_PREFIX/nginx.pid}}
conf=${conf//@ERROR_LOG@/${NGINX_ERROR_LOG:-$NGINX_PREFIX/logs/error.log}}
conf=${conf//@WORKERS@/${NGINX_WORKERS:-1}}
conf=${conf//@RATE@/${NGINX_RATE:-20r/s}}
conf=${conf//@LISTEN@/${NGINX_LISTEN:-127.0.0.1:8080}}
conf=${conf//@SERVER_NAME@/${NGINX_SERVER_NAME:-_}}
access_log=${NGINX_ACCESS_LOG:-off}
[ "$access_log" = off ] || access_log+=" site"
conf=${conf//@ACCESS_LOG@/$access_log}
conf=${conf//@USER@/${NGINX_USER:+user $NGINX_USER;$'\n'}}
conf=${conf//@UPSTREAM_SERVERS@/${upstream%$'\n'}}
printf '%s\n' "$conf"
