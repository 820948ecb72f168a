#!/usr/bin/env bash
# Builds the web app and runs the end-to-end journeys in Chromium against the real server.
set -euo pipefail
cd "$(dirname "$0")/.."
pnpm build
pnpm exec vitest run --config e2e/vitest.config.ts "$@"
