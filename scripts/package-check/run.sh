#!/usr/bin/env bash
# The package check of .ci/run: starts `npm start` as .ci/run's npm_start_live does (its own
# embedded PostgreSQL, port 18085), with the check's page origin in server.allowed_origins, runs
# check.ts against it (bounded: 300 s), and stops the server with SIGINT whatever happened.
# Usage: scripts/package-check/run.sh [results folder]
set -uo pipefail
cd "$(dirname "$0")/../.."
results=$(realpath -m "${1:-.ci/results}")
mkdir -p "$results"
port=18085
origin=http://127.0.0.1:18086
log="$results/package-check-server.log"

setsid env -u DATABASE_URL BOTHY_SERVER_PORT=$port BOTHY_SERVER_ALLOWED_ORIGINS=$origin BOTHY_PG_DATA_DIR="$results/package-check-pg" \
  npm start >"$log" 2>&1 &
pid=$!
rc=0
stop() {
  [ -n "$pid" ] || return 0
  kill -INT -- "-$pid" 2>/dev/null
  # npm may exit before the server has drained: wait for the whole process group.
  for _ in $(seq 1 30); do kill -0 -- "-$pid" 2>/dev/null || break; sleep 1; done
  kill -0 "$pid" 2>/dev/null && { echo "the server did not stop within 30 s"; kill -KILL -- "-$pid" 2>/dev/null; rc=1; }
  wait "$pid" 2>/dev/null
  grep -q '"stopped cleanly"' "$log" || { echo "the server did not stop cleanly"; tail -20 "$log"; rc=1; }
  pid=""
}
trap 'stop; exit $rc' EXIT

ready=""
for _ in $(seq 1 120); do
  curl -sf "http://127.0.0.1:$port/api/v1/jwks.json" >/dev/null && { ready=1; break; }
  kill -0 "$pid" 2>/dev/null || break
  sleep 1
done
[ -n "$ready" ] || { echo "the server did not start within 120 s"; tail -30 "$log"; rc=1; exit; }
timeout 300 npx tsx scripts/package-check/check.ts --url "http://127.0.0.1:$port" --origin "$origin" || rc=1
