#!/usr/bin/env bash
# Builds the web app and the server bundle, and runs the end-to-end journeys in Chromium against
# them (the server run by Node, as `pnpm start` does).
set -euo pipefail
cd "$(dirname "$0")/.."
pnpm build
pnpm exec vitest run --config e2e/vitest.config.ts "$@"
