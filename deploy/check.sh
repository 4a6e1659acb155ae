#!/usr/bin/env bash
# Checks deploy/ (a step of .ci/run; needs systemd-analyze and Debian's caddy):
#
# - `systemd-analyze verify` on every unit and the timer, clean: exit 0 and not one line of output (a
#   misspelt setting is only a warning there). The units name /opt/cla/current, which a CI machine does
#   not have, so they are verified as copies whose /opt/cla/current is a temporary folder holding an
#   executable bin/cla and deploy/cla-pg-backup.sh; nothing else is changed;
# - `caddy validate` on both Caddyfiles, and `caddy fmt` finds nothing to change;
# - deploy/cla-pg-backup.sh against PostgreSQL on PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres):
#   three runs with PG_BACKUP_KEEP=2 leave the two newest dumps, and pg_restore reads them back into a
#   fresh database with the row that was dumped. Skipped, with a message, when no server answers.
set -euo pipefail
deploy=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() {
  echo "deploy check: FAILED: $*" >&2
  exit 1
}

sh -n "$deploy/cla-pg-backup.sh" || fail "cla-pg-backup.sh is not valid sh"

# systemd units
mkdir -p "$work/current/bin" "$work/current/deploy" "$work/units"
printf '#!/bin/sh\n' >"$work/current/bin/cla"
chmod +x "$work/current/bin/cla"
cp "$deploy/cla-pg-backup.sh" "$work/current/deploy/"
units=()
for unit in "$deploy"/*.service "$deploy"/*.timer; do
  name=$(basename "$unit")
  sed "s#/opt/cla/current#$work/current#g" "$unit" >"$work/units/$name"
  # A template is verified as one of its instances.
  units+=("${name/@./@3000.}")
done
output=$(cd "$work/units" && systemd-analyze verify "${units[@]}" 2>&1) || fail "systemd-analyze verify: $output"
[[ -z "$output" ]] || fail "systemd-analyze verify printed: $output"
echo "deploy check: systemd-analyze verify clean: ${units[*]}"

# Caddy
for caddyfile in "$deploy"/Caddyfile*; do
  output=$(caddy validate --adapter caddyfile --config "$caddyfile" 2>&1) || fail "caddy validate $caddyfile: $output"
  caddy fmt "$caddyfile" | diff -u "$caddyfile" - || fail "caddy fmt would change $caddyfile"
done
echo "deploy check: caddy validate clean: $(cd "$deploy" && echo Caddyfile*)"

# The PostgreSQL backup script
admin=${PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}
if ! psql "$admin" -Atc 'SELECT 1' >/dev/null 2>&1; then
  echo "deploy check: no PostgreSQL at $admin: cla-pg-backup.sh not run"
  exit 0
fi
database="cla_deploy_check_$$"
url="${admin%/*}/$database"
drop() {
  psql "$admin" -qc "DROP DATABASE IF EXISTS $database" -c "DROP DATABASE IF EXISTS ${database}_restored" >/dev/null
  rm -rf "$work"
}
trap drop EXIT
psql "$admin" -qc "CREATE DATABASE $database" -c "CREATE DATABASE ${database}_restored"
psql "$url" -qc "CREATE TABLE probe (note text); INSERT INTO probe VALUES ('dumped')"
for run in 1 2 3; do
  env -i PATH="$PATH" DATABASE_URL="$url" PG_BACKUP_DIR="$work/pg-backups" PG_BACKUP_KEEP=2 \
    "$deploy/cla-pg-backup.sh" >/dev/null
  # The names have a one-second resolution.
  [[ $run == 3 ]] || sleep 1
done
mapfile -t dumps < <(ls "$work/pg-backups")
((${#dumps[@]} == 2)) || fail "expected the 2 newest dumps, found: ${dumps[*]}"
for dump in "${dumps[@]}"; do [[ $dump =~ ^cla-.*Z\.dump$ ]] || fail "unexpected file $dump"; done
pg_restore --no-owner --dbname="${admin%/*}/${database}_restored" "$work/pg-backups/${dumps[1]}"
[[ "$(psql "${admin%/*}/${database}_restored" -Atc 'SELECT note FROM probe')" == dumped ]] ||
  fail "the restored dump lacks the dumped row"
echo "deploy check: cla-pg-backup.sh keeps the newest 2 dumps; pg_restore reads one back"
