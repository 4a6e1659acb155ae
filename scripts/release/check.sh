#!/usr/bin/env bash
# Proves a release tarball runs on a machine without Node, pnpm or a network (docs/decisions/167):
#
#   scripts/release/check.sh [release/cla-<version>-linux-x64.tar.gz]
#
# Unpacks it into a temporary folder, then, in new user, mount and network namespaces (unshare, no root
# needed): every node, npm, npx, pnpm and corepack on this machine's PATH is covered by /dev/null (so
# not even an absolute path reaches one), the checkout is covered by an empty tmpfs (so nothing is
# loaded from its node_modules), the network is only a loopback interface, and bin/cla runs
# with a PATH of three symbolic links (sh, dirname, readlink: what bin/cla itself calls). There it creates
# a facilitator and a cohort with the CLI, starts the server on the embedded database, waits for a healthy
# /api/v1/health (the time it took is printed: bench/README.md records it), fetches / and /login, signs
# in; then posts announcements one after another while SIGUSR2 makes the server write a snapshot, stops
# it (SIGTERM, exit 0), restores the snapshot with `bin/cla restore` into a fresh data directory, starts
# on it and finds every announcement acknowledged before the signal, in order and without a gap. curl is
# this test's client, not the release's. Then, when PostgreSQL answers on PG_ADMIN_URL (default
# postgres://postgres@127.0.0.1:5432/postgres), the same bare bin/cla creates a facilitator and starts on a
# scratch database there (outside the namespaces: they cannot reach it), and the facilitator signs in.
#
# Without unshare (or ip, for the loopback) it says so and falls back to the PATH alone.
set -euo pipefail

if [[ "${1-}" == "--inside" ]]; then
  shift
  inside=1
else
  inside=0
fi

fail() {
  echo "release check: FAILED: $*" >&2
  exit 1
}

if ((inside == 0)); then
  root=$(cd "$(dirname "$0")/../.." && pwd)
  version=$(sed -n 's/^  "version": "\(.*\)",$/\1/p' "$root/package.json")
  tarball=${1:-$root/release/cla-${version}-linux-x64.tar.gz}
  [[ -f "$tarball" ]] || fail "$tarball does not exist (run pnpm release)"
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  tar -xzf "$tarball" -C "$work"
  home=$(echo "$work"/cla-*)
  [[ -x "$home/bin/cla" ]] || fail "the tarball has no cla-*/bin/cla"
  mkdir "$work/tools"
  for tool in sh dirname readlink; do ln -s "$(command -v "$tool")" "$work/tools/$tool"; done
  # Every Node tool this machine has, to be hidden inside the namespaces.
  hide=$(which -a node nodejs npm npx pnpm corepack 2>/dev/null | sort -u | tr '\n' ' ' || true)
  # A copy, so the checkout can be hidden too (bash reads its script as it goes).
  cp "$0" "$work/check.sh"
  # Not exec: this shell's trap removes the temporary folder afterwards.
  if unshare --user --map-root-user --mount --net true 2>/dev/null && command -v ip >/dev/null; then
    unshare --user --map-root-user --mount --net "$work/check.sh" --inside "$work" "$home" "$hide $root" "namespaces"
  else
    echo "release check: unshare or ip is unavailable; isolating by PATH only (node stays reachable by absolute path)"
    "$work/check.sh" --inside "$work" "$home" "" "path"
  fi
  # PostgreSQL (pg is bundled, not copied): outside the namespaces, which have no way to this machine's server.
  admin=${PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}
  if command -v psql >/dev/null && psql "$admin" -Atc 'SELECT 1' >/dev/null 2>&1; then
    database="cla_release_check_$$"
    psql "$admin" -qc "CREATE DATABASE $database"
    status=0
    "$work/check.sh" --inside "$work" "$home" "" "postgres" "${admin%/*}/$database" || status=$?
    psql "$admin" -qc "DROP DATABASE $database WITH (FORCE)"
    exit "$status"
  fi
  echo "release check: no PostgreSQL at $admin: the release not run on PostgreSQL"
  exit
fi

work=$1 home=$2 hide=$3 isolation=$4 database_url=${5-}
if [[ "$isolation" == "namespaces" ]]; then
  for file in $hide; do
    # The checkout (its node_modules hold Node and every package) becomes an empty folder.
    if [[ -d "$file" ]]; then mount -t tmpfs none "$file"; else mount --bind /dev/null "$file"; fi
  done
  ip link set lo up
fi
bare=(env -i "PATH=$work/tools" "HOME=$work" NODE_ENV=production CLA_SEED=none LOG_LEVEL=warn "DATABASE_URL=$database_url")
"${bare[@]}" sh -c 'command -v node || command -v pnpm || command -v npm' && fail "a Node tool is on the PATH"
for file in $hide; do
  [[ -d "$file" ]] && [[ -n "$(ls -A "$file")" ]] && fail "$file is still visible"
  [[ -f "$file" ]] && "$file" --version >/dev/null 2>&1 && fail "$file still runs inside the namespaces"
done
echo "release check: isolation by ${isolation}; hidden: ${hide:-nothing}; PATH=$work/tools ($(ls "$work/tools" | tr '\n' ' '))"

# cla DATA_DIR ARGS…: bin/cla with nothing but the bare environment.
cla() {
  local data=$1
  shift
  "${bare[@]}" "CLA_DATA_DIR=$data" "$home/bin/cla" "$@"
}

port=$((20000 + RANDOM % 20000))
base="http://127.0.0.1:$port"
server=""
stop_server() {
  [[ -n "$server" ]] || return 0
  kill -TERM "$server"
  wait "$server" || fail "the server did not stop cleanly on SIGTERM: $(cat "$work/server.log")"
  server=""
}
trap 'kill -TERM $server 2>/dev/null || true' EXIT

# start_server DATA_DIR [SETTING=VALUE…]: bin/cla start, then waits for a healthy /api/v1/health.
start_server() {
  local data=$1 started
  shift
  started=$(date +%s%N)
  "${bare[@]}" "CLA_DATA_DIR=$data" "PORT=$port" "$@" "$home/bin/cla" start >"$work/server.log" 2>&1 &
  server=$!
  until [[ "$(curl -s "$base/api/v1/health" || true)" == '{"status":"ok","database":"ok"}' ]]; do
    kill -0 "$server" 2>/dev/null || { cat "$work/server.log"; fail "the server stopped"; }
    (($(date +%s%N) - started < 60000000000)) || { cat "$work/server.log"; fail "no healthy /api/v1/health within 60 s"; }
    sleep 0.05
  done
  echo "release check: healthy /api/v1/health $((($(date +%s%N) - started) / 1000000)) ms after bin/cla start"
}

# sign_in: the CLI's facilitator's token.
sign_in() {
  curl -s -f -H 'Content-Type: application/json' \
    -d '{"user":{"email":"lead@example.org","password":"release-check-password"}}' "$base/api/v1/sign_in" |
    sed -n 's/.*"token":"\([^"]*\)".*/\1/p'
}

# announcements TOKEN COHORT: the titles "Write N" of the cohort's announcements, one a line, in order.
announcements() {
  curl -s -f -H "Authorization: Bearer $1" "$base/api/v1/cla_announcements?cla_cohort_id=$2" |
    grep -o '"title":"Write [0-9]*"' | sed 's/[^0-9]//g' | sort -n
}

cla "$work/data" version
printf 'release-check-password\n' |
  cla "$work/data" create-user --role facilitator --email lead@example.org --name "Lead Facilitator" --password-stdin
if [[ "$isolation" == "postgres" ]]; then
  start_server "$work/data"
  [[ -n "$(sign_in)" ]] || fail "the CLI's facilitator could not sign in on PostgreSQL"
  stop_server
  trap - EXIT
  echo "release check: ok on PostgreSQL (the CLI's facilitator signed in)"
  exit 0
fi
cohort=$(cla "$work/data" create-cohort --name "Release check" | sed -n 's/.* with id \([0-9]*\)$/\1/p')
[[ -n "$cohort" ]] || fail "create-cohort printed no id"

# BACKUP_EVERY_HOURS=0: snapshots on SIGUSR2 only, so this check decides when one is taken.
start_server "$work/data" "BACKUP_DIR=$work/backups" BACKUP_EVERY_HOURS=0
for page in / /login; do
  status=$(curl -s -o "$work/page.html" -w '%{http_code}' "$base$page")
  [[ "$status" == 200 ]] || fail "$page answered $status"
  grep -q '<html' "$work/page.html" || fail "$page is not an HTML page"
done
curl -s -f -o /dev/null "$base/api/v1/docs/swagger-ui.css" || fail "/api/v1/docs assets missing"
token=$(sign_in)
[[ -n "$token" ]] || fail "the CLI's facilitator could not sign in"
echo "release check: / and /login served, the CLI's facilitator signed in"

# A backup while the server serves writes: announcements are posted one after another (each 201 is
# recorded), SIGUSR2 asks for a snapshot in the middle, and the writes go on meanwhile.
(
  n=0
  while [[ ! -e "$work/stop-writing" ]]; do
    n=$((n + 1))
    status=$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
      -d "{\"cla_announcement\":{\"title\":\"Write $n\",\"content\":\"Posted during the backup check.\",\"cla_cohort_id\":$cohort}}" \
      "$base/api/v1/cla_announcements")
    [[ "$status" == 201 ]] || { echo "announcement $n answered $status" >"$work/writer-failed"; exit 1; }
    echo "$n" >"$work/acknowledged"
  done
) &
writer=$!
acknowledged() { cat "$work/acknowledged" 2>/dev/null || echo 0; }
until (($(acknowledged) >= 5)); do [[ -e "$work/writer-failed" ]] && fail "$(cat "$work/writer-failed")"; sleep 0.05; done
before=$(acknowledged)
kill -USR2 "$server"
until snapshot=$(ls "$work"/backups/cla-*.tar.gz 2>/dev/null); do
  kill -0 "$server" || fail "the server stopped: $(cat "$work/server.log")"
  sleep 0.05
done
until (($(acknowledged) >= before + 5)); do [[ -e "$work/writer-failed" ]] && fail "$(cat "$work/writer-failed")"; sleep 0.05; done
touch "$work/stop-writing"
wait "$writer" || fail "$(cat "$work/writer-failed")"
after=$(acknowledged)
stop_server
echo "release check: snapshot $(basename "$snapshot") taken while $before–$after announcements were acknowledged"

cla "$work/restored" restore "$snapshot"
start_server "$work/restored"
token=$(sign_in)
restored=$(announcements "$token" "$cohort")
count=$(echo "$restored" | grep -c . || true)
((count >= before && count <= after)) || fail "the restored database has $count announcements, expected $before to $after"
[[ "$restored" == "$(seq 1 "$count")" ]] || fail "the restored announcements are not Write 1 … Write $count: $restored"
stop_server
trap - EXIT
echo "release check: restored into a fresh data directory: Write 1 … Write $count, no gap ($before acknowledged before SIGUSR2, $after by the end)"
echo "release check: ok"
