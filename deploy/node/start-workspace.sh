#!/bin/sh
# Runs the `start` script of workspace $WORKSPACE, as `npm run start -w "$WORKSPACE"`
# would, but exec'ing all the way down so the server itself receives SIGTERM on
# `docker stop`. Under npm run it does not: npm exits on SIGTERM and its script
# shell (dash) dies without passing the signal on, so the server was killed
# without its graceful shutdown (closing connections, finishing queue jobs).
set -eu
: "${WORKSPACE:?WORKSPACE is not set (the Dockerfile's build arg)}"

root=${APP_ROOT:-/app}

# npm links every workspace into the root node_modules under its package name.
dir=$(readlink -e "$root/node_modules/$WORKSPACE") || {
  echo "start-workspace: no workspace named $WORKSPACE" >&2
  exit 1
}
cd "$dir"
start=$(node -p 'require("./package.json").scripts?.start ?? ""')
if [ -z "$start" ]; then
  echo "start-workspace: $WORKSPACE has no start script" >&2
  exit 1
fi

PATH="$dir/node_modules/.bin:$root/node_modules/.bin:$PATH"
export PATH npm_package_name="$WORKSPACE" npm_lifecycle_event=start
echo "start-workspace: $WORKSPACE: $start"
exec sh -c "exec $start"
