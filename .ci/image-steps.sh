#!/usr/bin/env bash
# The Dockerfile's steps, where Docker cannot run: in an empty folder, only the package files, then
# `npm ci`; then the rest of the sources (what `COPY . .` takes past .dockerignore), `npm run build`;
# then the image's command, `node <its heap flags> backend/dist/main.js` with NODE_ENV=production, against a fresh
# database on the machine's PostgreSQL, must answer 200 on /.
# Needs DATABASE_URL (a server URL; its database name is replaced by a throwaway one).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d /tmp/dockflow-image.XXXXXX)"
database="dockflow_image_$(date +%s)_$$"
server_url="${DATABASE_URL%/*}"
app_pid=""
cleanup() {
  [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null && wait "$app_pid" 2>/dev/null
  psql -q "$server_url/postgres" -c "drop database if exists $database with (force)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

# Stage 1: COPY package.json package-lock.json and each workspace's package.json; RUN npm ci.
cd "$repo"
for file in package.json package-lock.json libs/contracts/package.json backend/package.json frontend/package.json; do
  mkdir -p "$work/$(dirname "$file")"
  cp "$file" "$work/$file"
done
(cd "$work" && npm ci --no-audit --no-fund)

# Stage 1, continued: COPY . . (the committed sources; .dockerignore keeps out what git ignores too), RUN npm run build.
git -C "$repo" archive HEAD | tar -x -C "$work"
(cd "$work" && npm run build)

# Stage 2: CMD ["node", "--max-semi-space-size=16", "--max-old-space-size=256", "backend/dist/main.js"] with NODE_ENV=production, on Node 24.
psql -q "$server_url/postgres" -c "create database $database" >/dev/null
port=$(node -e "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})")
cd "$work"
NODE_ENV=production LOG_LEVEL=warn PORT="$port" HOST=127.0.0.1 DATABASE_URL="$server_url/$database" REDIS_URL= \
  SESSION_SECRET="image-check-$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')" \
  node_modules/.bin/node --max-semi-space-size=16 --max-old-space-size=256 backend/dist/main.js &
app_pid=$!
for _ in $(seq 1 60); do
  status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/" || true)
  [ "$status" = "200" ] && break
  kill -0 "$app_pid" 2>/dev/null || { echo "The built app exited before answering"; exit 1; }
  sleep 1
done
[ "$status" = "200" ] || { echo "GET / answered $status, expected 200"; exit 1; }
echo "Dockerfile steps: npm ci, npm run build and the image's command answered 200 on /"
