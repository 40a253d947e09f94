#!/bin/sh
# Run by the nginx image at container start (/docker-entrypoint.d): writes the include that sets
# $content_security_policy, from the template made at image build (scripts/nginx-csp.mjs) and the
# remote origins of the runtime manifest (the shell's remotes.json; a remote has none), sorted as
# scripts/lib/content-security-policy.mjs sorts them. Read at every start: a new remote version at
# an origin already listed needs nothing, a remote moved to a new origin needs the shell restarted.
set -eu
dir="${REPWISE_NGINX_DIR:-/etc/nginx/repwise}"
manifest="${REPWISE_MANIFEST:-/usr/share/nginx/html/remotes.json}"
origins=""
if [ -f "$manifest" ]; then
  origins=$(grep -o '"entry"[[:space:]]*:[[:space:]]*"https\{0,1\}://[^/"?#]*' "$manifest" |
    sed 's/.*"//' | LC_ALL=C sort -u | tr '\n' ' ' | sed 's/ *$//')
fi
sed "s| __REMOTE_ORIGINS__|${origins:+ $origins}|g" "$dir/csp.conf.template" >"$dir/csp.conf"
