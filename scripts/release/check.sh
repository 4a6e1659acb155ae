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
# a facilitator with the CLI, starts the server on the embedded database, waits for a healthy
# /api/v1/health (the time it took is printed: bench/README.md records it), fetches / and /login, signs
# in, and stops it with SIGTERM. curl is this test's client, not the release's.
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
  if unshare --user --map-root-user --mount --net true 2>/dev/null && command -v ip >/dev/null; then
    exec unshare --user --map-root-user --mount --net "$work/check.sh" --inside "$work" "$home" "$hide $root" "namespaces"
  fi
  echo "release check: unshare or ip is unavailable; isolating by PATH only (node stays reachable by absolute path)"
  "$0" --inside "$work" "$home" "" "path"
  exit
fi

work=$1 home=$2 hide=$3 isolation=$4
if [[ "$isolation" == "namespaces" ]]; then
  for file in $hide; do
    # The checkout (its node_modules hold Node and every package) becomes an empty folder.
    if [[ -d "$file" ]]; then mount -t tmpfs none "$file"; else mount --bind /dev/null "$file"; fi
  done
  ip link set lo up
fi
bare=(env -i "PATH=$work/tools" "HOME=$work" "CLA_DATA_DIR=$work/data" NODE_ENV=production CLA_SEED=none LOG_LEVEL=warn)
"${bare[@]}" sh -c 'command -v node || command -v pnpm || command -v npm' && fail "a Node tool is on the PATH"
for file in $hide; do
  [[ -d "$file" ]] && [[ -n "$(ls -A "$file")" ]] && fail "$file is still visible"
  [[ -f "$file" ]] && "$file" --version >/dev/null 2>&1 && fail "$file still runs inside the namespaces"
done
echo "release check: isolation by ${isolation}; hidden: ${hide:-nothing}; PATH=$work/tools ($(ls "$work/tools" | tr '\n' ' '))"

"${bare[@]}" "$home/bin/cla" version
printf 'release-check-password\n' |
  "${bare[@]}" "$home/bin/cla" create-user --role facilitator --email lead@example.org --name "Lead Facilitator" --password-stdin

port=$((20000 + RANDOM % 20000))
base="http://127.0.0.1:$port"
started=$(date +%s%N)
"${bare[@]}" "PORT=$port" "$home/bin/cla" start >"$work/server.log" 2>&1 &
server=$!
stop_server() {
  kill -TERM "$server" 2>/dev/null || return 0
  wait "$server" || true
}
trap stop_server EXIT

until [[ "$(curl -s "$base/api/v1/health" || true)" == '{"status":"ok","database":"ok"}' ]]; do
  kill -0 "$server" 2>/dev/null || { cat "$work/server.log"; fail "the server stopped"; }
  (($(date +%s%N) - started < 60000000000)) || { cat "$work/server.log"; fail "no healthy /api/v1/health within 60 s"; }
  sleep 0.05
done
echo "release check: healthy /api/v1/health $((($(date +%s%N) - started) / 1000000)) ms after bin/cla start"

for page in / /login; do
  status=$(curl -s -o "$work/page.html" -w '%{http_code}' "$base$page")
  [[ "$status" == 200 ]] || fail "$page answered $status"
  grep -q '<html' "$work/page.html" || fail "$page is not an HTML page"
done
curl -s -o /dev/null -w '%{http_code}' "$base/api/v1/docs/swagger-ui.css" | grep -q 200 || fail "/api/v1/docs assets missing"
status=$(curl -s -o "$work/session.json" -w '%{http_code}' -H 'Content-Type: application/json' \
  -d '{"user":{"email":"lead@example.org","password":"release-check-password"}}' "$base/api/v1/sign_in")
[[ "$status" == 200 ]] || fail "signing in answered $status: $(cat "$work/session.json")"
echo "release check: / and /login served, the CLI's facilitator signed in"

kill -TERM "$server"
wait "$server" || fail "the server did not stop cleanly on SIGTERM: $(cat "$work/server.log")"
trap - EXIT
echo "release check: ok"
