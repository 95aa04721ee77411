#!/usr/bin/env bash
# Releases side by side (docs/deployment.md, « Mettre en service une version »; decision 159). Under
# RELEASES_ROOT (/srv/rhone-leman):
#
#   releases/<date>-<commit>/   one release each: its code, its own node_modules, its build/
#   current -> releases/…       the release the processes start from (WorkingDirectory of the unit)
#   previous -> releases/…      the release to go back to
#   var/                        what every release shares (image cache, mail spool, uploads kept, FTP
#                               run files, demo photos): each release's var/ is a link to it
#
#   deploy/release.sh first SOURCE [REF]      a fresh machine: install and build the first release, point
#                                             `current` at it; the service is enabled afterwards
#   deploy/release.sh deploy [SOURCE] [REF]   install and build REF of SOURCE beside the running release,
#                                             switch, restart the processes one at a time
#   deploy/release.sh rollback                back to the previous release, one process at a time
#   deploy/release.sh status                  the releases, which one runs, which one is kept
#
# A deploy installs (`npm ci`) and builds (`npm run build`) in the new folder while the processes go on
# serving the old one, keeps the old release's /assets/ (pages already served ask for them), switches
# `current`, and restarts each instance in turn, waiting until it is ready (/sante/pret) before the
# next. The first instance that does not become ready stops the deploy: `current` goes back to the old
# release, the instances already restarted are restarted on it, and the script exits 1; the others
# never stopped serving. A process never reads a file of another release than the one it started from:
# its folder is resolved when it starts, and what it loads is loaded then (decision 158).
#
# Settings (environment): SOURCE and REF (defaults: RELEASE_SOURCE, or the git remote of the running
# release; main), INSTANCES (3001 3002), RESTART_COMMAND (systemctl restart rhone-leman-site@{port}),
# SITE_USER (rhone-leman: install and build run as this user when the script runs as root), KEEP (3
# releases kept), READY_TIMEOUT_S (90), PAUSE_S (6: nginx takes a process back 5 s after it refused
# connections), INSTALL_COMMAND and BUILD_COMMAND (npm ci…, npm run build).
set -euo pipefail

RELEASES_ROOT=${RELEASES_ROOT:-/srv/rhone-leman}
INSTANCES=${INSTANCES:-3001 3002}
systemd_restart='systemctl restart rhone-leman-site@{port}'
RESTART_COMMAND=${RESTART_COMMAND:-$systemd_restart}
SITE_USER=${SITE_USER:-rhone-leman}
KEEP=${KEEP:-3}
READY_TIMEOUT_S=${READY_TIMEOUT_S:-90}
PAUSE_S=${PAUSE_S:-6}
INSTALL_COMMAND=${INSTALL_COMMAND:-npm ci --no-audit --no-fund}
BUILD_COMMAND=${BUILD_COMMAND:-npm run build}

if [[ $(id -u) == 0 && $SITE_USER != root ]] && ! id -u "$SITE_USER" > /dev/null 2>&1; then
  echo "release: l'utilisateur du service $SITE_USER n'existe pas (SITE_USER ; docs/deployment.md, étape 2)" >&2
  exit 2
fi
releases=$RELEASES_ROOT/releases
current=$RELEASES_ROOT/current
previous=$RELEASES_ROOT/previous

say() { echo "release: $*"; }
fail() {
  echo "release: $*" >&2
  exit 1
}

# Install and build as the service user, never as root (its files are the service's).
as_site_user() { # folder, command
  if [[ $(id -u) == 0 && $SITE_USER != root ]]; then
    runuser -u "$SITE_USER" -- env HOME="$RELEASES_ROOT" bash -c "cd \"\$1\" && $2" _ "$1"
  else
    (cd "$1" && bash -c "$2")
  fi
}

# A link replaced in one step (rename over it): a process starting meanwhile sees the old or the new.
point() { # link, target
  ln -sfn "$2" "$1.next"
  mv -T "$1.next" "$1"
}

ready() { # port: waits for the readiness address, READY_TIMEOUT_S at most
  local deadline=$((SECONDS + READY_TIMEOUT_S))
  while ((SECONDS < deadline)); do
    curl --silent --fail --output /dev/null --max-time 5 "http://127.0.0.1:$1/sante/pret" && return 0
    sleep 0.5
  done
  return 1
}

restart() { # port: restarted from `current`, then ready
  local placeholder='{port}'
  local command=${RESTART_COMMAND//"$placeholder"/$1}
  bash -c "$command" && ready "$1"
}

# Every instance in turn; the first that does not come back stops the round (returns 1, naming it).
restart_all() {
  local port restarted=()
  for port in $INSTANCES; do
    if ! restart "$port"; then
      failed_port=$port
      restarted_ports=("${restarted[@]}")
      return 1
    fi
    restarted+=("$port")
    say "processus $port prêt sur $(basename "$(readlink -f "$current")")"
    [[ $port == "${INSTANCES##* }" ]] || sleep "$PAUSE_S"
  done
}

# Back to `release` for the instance that failed and those already restarted, then exit 1.
give_back() { # release, what failed
  point "$current" "$1"
  say "$2 : retour à $(basename "$1")" >&2
  local port
  for port in "${restarted_ports[@]}" "$failed_port"; do
    restart "$port" || echo "release: le processus $port ne redémarre pas non plus sur $(basename "$1") : voir journalctl -u rhone-leman-site@$port" >&2
    sleep "$PAUSE_S"
  done
  fail "version refusée ; les autres processus n'ont pas cessé de servir $(basename "$1")"
}

deploy() { # mode (first or deploy), source, ref
  local mode=$1 source=${2:-${RELEASE_SOURCE:-}} ref=${3:-${REF:-main}}
  local running="" name folder commit
  [[ -L $current ]] && running=$(readlink -f "$current")
  if [[ $mode == first && -n $running ]]; then
    fail "une version est déjà en service ($(basename "$running")) : deploy/release.sh deploy"
  fi
  if [[ -z $source ]]; then
    [[ -n $running ]] || fail "aucune source : deploy/release.sh deploy <dépôt git> [référence]"
    source=$(git -C "$running" remote get-url origin)
  fi
  mkdir -p "$releases" "$RELEASES_ROOT/var"
  [[ $(id -u) == 0 && $SITE_USER != root ]] && chown "$SITE_USER:" "$releases" "$RELEASES_ROOT/var"

  # The code of REF, alone in a folder of its own named by its date and commit.
  folder=$(mktemp -d "$releases/.nouvelle-XXXXXX")
  chmod 755 "$folder"
  [[ $(id -u) == 0 && $SITE_USER != root ]] && chown "$SITE_USER:" "$folder"
  trap 'rm -rf "$folder"' EXIT
  as_site_user "$folder" "git init --quiet && git fetch --quiet --depth 1 \"$source\" \"$ref\" && git checkout --quiet FETCH_HEAD && git remote add origin \"$source\"" ||
    fail "$ref introuvable dans $source"
  commit=$(git -C "$folder" rev-parse --short=12 HEAD)
  name=$(date -u +%Y%m%d-%H%M%S)-$commit
  say "$ref de $source ($commit) dans releases/$name"

  # Shared state, then install and build while the running release serves.
  ln -s ../../var "$folder/var"
  as_site_user "$folder" "$INSTALL_COMMAND" || fail "installation refusée (npm ci) : rien n'a changé"
  as_site_user "$folder" "$BUILD_COMMAND" || fail "construction refusée (npm run build) : rien n'a changé"
  [[ -f $folder/build/server.js && -f $folder/build/server/index.js ]] || fail "pas de build/server.js : rien n'a changé"
  # Pages served by a process not restarted yet name the old release's assets: the new one keeps them.
  if [[ -n $running && -d $running/build/client/assets ]]; then
    cp -Rn "$running/build/client/assets/." "$folder/build/client/assets/"
  fi
  # Built: the release belongs to root from now on, readable by the service, changed by nobody.
  if [[ $(id -u) == 0 && $SITE_USER != root ]]; then
    chown -R root:"$(id -gn "$SITE_USER")" "$folder"
    chmod -R go-w "$folder"
  fi
  mv -T "$folder" "$releases/$name"
  trap - EXIT
  folder=$releases/$name

  point "$current" "$folder"
  if [[ $mode == first ]]; then
    say "première version prête : $name ; démarrer le service (docs/deployment.md, étape 7)"
    return
  fi
  if ! restart_all; then
    [[ -n $running ]] || fail "le processus $failed_port ne démarre pas sur la première version"
    give_back "$running" "le processus $failed_port n'est pas prêt sur $name"
  fi
  [[ -n $running && $running != "$folder" ]] && point "$previous" "$running"
  say "en service : $name${running:+ ; précédente gardée : $(basename "$running")}"
  prune
}

rollback() {
  [[ -L $previous ]] || fail "pas de version précédente gardée"
  local back running
  back=$(readlink -f "$previous")
  running=$(readlink -f "$current")
  [[ -f $back/build/server.js ]] || fail "la version précédente $(basename "$back") n'a pas de build"
  point "$current" "$back"
  if ! restart_all; then
    give_back "$running" "le processus $failed_port n'est pas prêt sur $(basename "$back")"
  fi
  point "$previous" "$running"
  say "en service : $(basename "$back") ; celle quittée reste gardée : $(basename "$running")"
}

# The KEEP newest releases stay, and always the current and previous ones.
prune() {
  local keep_current keep_previous folder count=0
  keep_current=$(readlink -f "$current")
  keep_previous=$(readlink -f "$previous" 2> /dev/null || true)
  while IFS= read -r folder; do
    count=$((count + 1))
    ((count > KEEP)) || continue
    [[ $folder == "$keep_current" || $folder == "$keep_previous" ]] && continue
    rm -rf "$folder"
    say "supprimée : $(basename "$folder")"
  done < <(find "$releases" -mindepth 1 -maxdepth 1 -type d ! -name '.*' | sort -r)
}

status() {
  local folder mark
  [[ -d $releases ]] || fail "aucune version dans $releases"
  for folder in $(find "$releases" -mindepth 1 -maxdepth 1 -type d ! -name '.*' | sort -r); do
    mark="  "
    [[ $folder == "$(readlink -f "$previous" 2> /dev/null)" ]] && mark="p "
    [[ $folder == "$(readlink -f "$current" 2> /dev/null)" ]] && mark="* "
    echo "$mark$(basename "$folder")"
  done
  echo "(* en service, p précédente)"
}

case ${1:-} in
  first | deploy) deploy "$1" "${2:-}" "${3:-}" ;;
  rollback) rollback ;;
  status) status ;;
  *)
    echo "usage : deploy/release.sh first <source> [référence] | deploy [source] [référence] | rollback | status" >&2
    exit 2
    ;;
esac
