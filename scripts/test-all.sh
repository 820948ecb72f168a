#!/usr/bin/env bash
# The whole test suite, as CI runs it: contract, lint, types, unit and component tests, API tests on
# PGlite and on PostgreSQL, story tests in Chromium, the production build, size budgets and the
# end-to-end journeys in Chromium (against the built server, run by Node). Every step runs; the script
# fails if any step failed.
set -uo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-true}"
reports="$PWD/.reports"
rm -rf "$reports" && mkdir -p "$reports"
failed=()

step() {
  local name=$1
  shift
  echo
  echo "=== $name"
  local started=$SECONDS
  if "$@"; then
    echo "=== $name: ok ($((SECONDS - started)) s)"
  else
    echo "=== $name: FAILED ($((SECONDS - started)) s)"
    failed+=("$name")
  fi
}

vitest_json() {
  local out=$1
  shift
  pnpm exec vitest run "$@" --reporter=default --reporter=json --outputFile="$reports/$out.json"
}

step "system packages (chromium, postgresql)" bash scripts/system-deps.sh
export PG_TEST_URL="${PG_TEST_URL:-postgres://postgres:postgres@127.0.0.1:5432/pawcall_test}"

step "generated contract is current" pnpm generate:check
step "lint (biome, redocly)" pnpm lint
step "typecheck" pnpm typecheck
step "unit and component tests" vitest_json unit --project api-client --project domain --project machines --project ui --project web
# The same component tests with the system clock faked at three instants (DST gap, year end, a year
# ahead): nothing may depend on the day CI runs. The API tests run on their own test clock.
step "component tests at three faked clocks" bash scripts/clock-matrix.sh --project api-client --project domain --project machines --project web
step "API tests on PGlite" vitest_json api-pglite --project api
step "API tests on PostgreSQL" env DATABASE_URL="$PG_TEST_URL" bash -c \
  "pnpm exec vitest run --project api --reporter=default --reporter=json --outputFile=$reports/api-postgres.json"
step "story tests in Chromium (axe)" vitest_json storybook --project storybook
step "visual diffs of the component library (Chromium)" pnpm --filter @pawcall/ui visual
step "build web app and server bundle" pnpm build
step "size budgets" pnpm size
step "ui package: packed tarball in a fresh Vite app, size budgets per entry" bash -c \
  "pnpm --filter @pawcall/ui test:publish && pnpm --filter @pawcall/ui size"
step "end-to-end in Chromium" env E2E_DATABASE_URL="$PG_TEST_URL" bash -c \
  "pnpm exec vitest run --config e2e/vitest.config.ts --reporter=default --reporter=json --outputFile=$reports/e2e.json"

echo
node scripts/summarize-tests.mjs "$reports"
if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed steps: ${failed[*]}"
  exit 1
fi
