#!/bin/sh
# bin/cla: the one entry point of a CLA Portal release (scripts/release.mjs writes it into the tarball).
# Runs the release's own Node (node/bin/node); needs nothing else installed, no pnpm and no network.
#
#   bin/cla start                   the server (settings from the environment, packages/api/README.md)
#   bin/cla backup <file>           snapshot of the embedded database (server stopped; while it runs,
#                                   send it SIGUSR2 or set BACKUP_DIR, see deploy/README.md)
#   bin/cla restore <file>          into an empty CLA_DATA_DIR
#   bin/cla <command> …             every other command: the operator CLI (`pnpm cla` in a checkout;
#                                   `bin/cla help` lists them, from packages/api/src/cli/table.ts)
#   bin/cla version
set -eu

self=$0
# Follows a symbolic link such as /usr/local/bin/cla -> /opt/cla/current/bin/cla.
if [ -L "$self" ] && command -v readlink >/dev/null 2>&1; then self=$(readlink -f -- "$self"); fi
home=$(CDPATH='' cd -P -- "$(dirname -- "$self")/.." && pwd)
node="$home/node/bin/node"
# The CLI's usage text then says bin/cla, not pnpm cla.
CLA_PROGRAM=${CLA_PROGRAM:-bin/cla}
export CLA_PROGRAM

case "${1-}" in
  start)
    shift
    exec "$node" @NODE_FLAGS@ "$home/packages/api/dist/main.mjs" "$@"
    ;;
  "" | help | --help | -h)
    echo "bin/cla start      runs the server; settings from the environment (deploy/README.md)"
    echo "bin/cla version    this release's version"
    echo
    exec "$node" "$home/packages/api/dist/cli.mjs" "$@"
    ;;
  version | --version)
    echo "CLA Portal @VERSION@ (Node $("$node" --version))"
    ;;
  *)
    exec "$node" "$home/packages/api/dist/cli.mjs" "$@"
    ;;
esac
