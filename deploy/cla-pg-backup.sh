#!/bin/sh
# pg_dump of DATABASE_URL into PG_BACKUP_DIR as cla-<UTC time>.dump (custom format, for pg_restore), then
# only the newest PG_BACKUP_KEEP dumps stay. Run by cla-pg-backup.service; also by hand before an upgrade:
#   sudo -u cla env $(cat /etc/cla/cla.env) PG_BACKUP_DIR=/var/lib/cla/pg-backups /opt/cla/current/deploy/cla-pg-backup.sh
set -eu
: "${DATABASE_URL:?DATABASE_URL is not set}"
: "${PG_BACKUP_DIR:?PG_BACKUP_DIR is not set}"
keep=${PG_BACKUP_KEEP:-14}
case $keep in '' | *[!0-9]* | 0) echo "PG_BACKUP_KEEP must be a whole number from 1" >&2; exit 2 ;; esac

mkdir -p "$PG_BACKUP_DIR"
file="$PG_BACKUP_DIR/cla-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump"
# Written under a name that is not a dump's, renamed when complete: a failed run leaves no half file.
pg_dump --format=custom --file="$file.tmp" "$DATABASE_URL"
mv "$file.tmp" "$file"
echo "cla-pg-backup: wrote $file ($(wc -c <"$file") bytes)"

# The names sort by time: delete all but the newest $keep.
count=$(ls -1 "$PG_BACKUP_DIR" | grep -c '^cla-.*\.dump$' || true)
if [ "$count" -gt "$keep" ]; then
  ls -1 "$PG_BACKUP_DIR" | grep '^cla-.*\.dump$' | sort | head -n $((count - keep)) | while read -r old; do
    rm -f -- "$PG_BACKUP_DIR/$old"
    echo "cla-pg-backup: removed $old"
  done
fi
