#!/usr/bin/env bash
# `npm test`: every test — unit and API (Vitest, real PostgreSQL), then end-to-end journeys in Chromium.
# Results are also written as JSON under .tmp/results for the closing count line.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/results
rm -f .tmp/results/*.json

bash scripts/ensure-tools.sh || { echo "tests: could not install chromium and poppler-utils"; exit 1; }

status=0
npx vitest run --reporter=default --reporter=json --outputFile=.tmp/results/vitest.json || status=1
npm run build -w @staffdesk/web --silent || status=1
# the journeys in two shards side by side, each against its own app and embedded database (no journey sees another's
# data); each shard's log is printed whole when it ends
E2E_SHARDS=2
e2e_shard() {
  E2E_PORT=$((3990 + $1)) PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/results/e2e-$1.json \
    npx playwright test --shard="$1/$E2E_SHARDS" --reporter=list,json > ".tmp/e2e-shard-$1.log" 2>&1
}
pids=()
for n in $(seq 1 $E2E_SHARDS); do
  e2e_shard "$n" &
  pids+=($!)
done
for n in $(seq 1 $E2E_SHARDS); do
  wait "${pids[$((n - 1))]}" || status=1
  echo "── e2e shard $n/$E2E_SHARDS ──"
  cat ".tmp/e2e-shard-$n.log"
done
node scripts/test-summary.mjs .tmp/results || status=1
exit $status
