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
PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/results/e2e.json npx playwright test --reporter=list,json || status=1
node scripts/test-summary.mjs .tmp/results || status=1
exit $status
