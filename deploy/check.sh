#!/usr/bin/env bash
# Bazaar as docs/deploy.md deploys it, on this machine: nginx with deploy/nginx/bazaar.conf (only
# its ports and paths changed) in front of two Bazaar processes on one fresh PostgreSQL database,
# then the journey e2e/deploy/behind-nginx.test.ts through it. Needs `npm run build` first, and
# PostgreSQL at DEPLOY_POSTGRES (a server URL without a database name). Installs Debian's nginx
# when it is missing (as root). Everything listens on 127.0.0.1 only and stops when this ends.
set -euo pipefail
cd "$(dirname "$0")/.."

postgres="${DEPLOY_POSTGRES:-postgres://postgres@127.0.0.1:5432}"
database="bazaar_deploy_$$"
work=$(mktemp -d /tmp/bazaar-deploy-XXXXXX)
pids=()

stop_all() {
  local status=$?
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  psql -q "$postgres/postgres" -c "drop database if exists $database with (force)" >/dev/null 2>&1 || true
  if [ "$status" -ne 0 ]; then
    for log in "$work"/*.log "$work"/nginx/error.log; do
      [ -f "$log" ] && { echo "--- $log (last lines)"; tail -n 30 "$log"; }
    done
  fi
  rm -rf "$work"
  exit "$status"
}
trap stop_all EXIT

if ! command -v nginx >/dev/null 2>&1; then
  echo "::group::apt-get install nginx"
  # Debian starts an installed nginx on port 80 of every address unless told not to.
  made_policy=false
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d
    made_policy=true
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  if $made_policy; then rm -f /usr/sbin/policy-rc.d; fi
  echo "::endgroup::"
fi

read -r api_a api_b http_port https_port < <(node -e '
  const net = require("node:net");
  const free = () => new Promise((ok) => { const s = net.createServer().listen(0, "127.0.0.1", () => { const { port } = s.address(); s.close(() => ok(port)); }); });
  (async () => { const ports = new Set(); while (ports.size < 4) ports.add(await free()); console.log([...ports].join(" ")); })();
')
public_url="https://127.0.0.1:$https_port"

# nginx: the deployment's own file, with this run's ports, cache folder and a certificate made now.
mkdir -p "$work/nginx/tls"
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1 \
  -keyout "$work/nginx/tls/key.pem" -out "$work/nginx/tls/cert.pem" 2>/dev/null
sed -e "s#server 127.0.0.1:3001;#server 127.0.0.1:$api_a;#" \
  -e "s#server 127.0.0.1:3002;#server 127.0.0.1:$api_b;#" \
  -e "s#listen 80;#listen 127.0.0.1:$http_port;#" \
  -e "s#listen 443 ssl http2;#listen 127.0.0.1:$https_port ssl http2;#" \
  -e "s#/var/cache/nginx/bazaar#$work/nginx/cache#" \
  -e "s#/etc/letsencrypt/live/bazaar.example.in/fullchain.pem#$work/nginx/tls/cert.pem#" \
  -e "s#/etc/letsencrypt/live/bazaar.example.in/privkey.pem#$work/nginx/tls/key.pem#" \
  deploy/nginx/bazaar.conf >"$work/nginx/bazaar.conf"
if grep -nE '127\.0\.0\.1:300[12];|listen (80|443)|/var/cache/nginx|/etc/letsencrypt' "$work/nginx/bazaar.conf"; then
  echo "deploy/nginx/bazaar.conf changed: deploy/check.sh no longer replaces the lines above" >&2
  exit 1
fi
cat >"$work/nginx/nginx.conf" <<EOF
# Run by root in CI with everything in this temporary folder, so the workers run as root too.
user root;
worker_processes 1;
daemon off;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log warn;
events { worker_connections 512; }
http {
  log_format bazaar '\$status \$upstream_cache_status \$upstream_addr "\$request"';
  access_log $work/nginx/access.log bazaar;
  client_body_temp_path $work/nginx/body;
  proxy_temp_path $work/nginx/proxy;
  fastcgi_temp_path $work/nginx/fastcgi;
  uwsgi_temp_path $work/nginx/uwsgi;
  scgi_temp_path $work/nginx/scgi;
  include $work/nginx/bazaar.conf;
}
EOF
nginx -t -q -e "$work/nginx/error.log" -p "$work/nginx" -c "$work/nginx/nginx.conf"

# Two Bazaar processes as `npm start` runs them, on one database and one DATA_DIR (photos, mail).
psql -q "$postgres/postgres" -c "create database $database" >/dev/null
export DATABASE_URL="$postgres/$database"
start_bazaar() {
  PORT="$1" HOST=127.0.0.1 PUBLIC_URL="$public_url" DATA_DIR="$work/data" DATABASE_POOL_SIZE=4 \
    SEED_DEMO=true DEMO_LISTINGS=24 node scripts/start.mjs >"$work/bazaar-$1.log" 2>&1 &
  pids+=($!)
  local pid=$! deadline=$((SECONDS + 120))
  until curl -fs -o /dev/null "http://127.0.0.1:$1/api/ready"; do
    if ! kill -0 "$pid" 2>/dev/null || [ $SECONDS -gt $deadline ]; then
      echo "Bazaar on port $1 did not become ready" >&2
      exit 1
    fi
    sleep 0.5
  done
}
started=$SECONDS
# One after the other: the first fills the empty database with the demo ads.
start_bazaar "$api_a"
start_bazaar "$api_b"
nginx -e "$work/nginx/error.log" -p "$work/nginx" -c "$work/nginx/nginx.conf" &
pids+=($!)
for _ in $(seq 50); do curl -fsk -o /dev/null "$public_url/api/health" && break; sleep 0.2; done
echo "nginx on $public_url in front of Bazaar on ports $api_a and $api_b ($((SECONDS - started)) s to start)"

# A buyer and an operator among the demo accounts; the operator's role granted as an operator would.
mapfile -t people < <(psql -At "$DATABASE_URL" -c "select email from users order by id limit 2 offset 1")
npm run -s admin -- grant "${people[1]}" operator

BAZAAR_DEPLOY_URL="$public_url" BAZAAR_DEPLOY_BUYER="${people[0]}" BAZAAR_DEPLOY_OPERATOR="${people[1]}" \
  npm run -s test:deploy -w @bazaar/e2e
count() { grep -c "$1" "$work/nginx/access.log" || true; }
echo "nginx passed $(count "127.0.0.1:$api_a") requests to one process and $(count "127.0.0.1:$api_b") to the" \
  "other, and answered $(count '^[0-9]* HIT ') from its cache"
