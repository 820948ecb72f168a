#!/usr/bin/env bash
# Runs test projects with the system clock faked (libfaketime) at instants chosen to break date
# code: just before Toronto's spring-forward gap, 23:50 UTC on the last day of a month, and a
# year from today east of the date line. A test that reads the wall clock, or fixtures that
# expire, fail here long before the calendar catches up with them.
#
#   bash scripts/clock-matrix.sh                       the component and API projects (as CI does)
#   bash scripts/clock-matrix.sh --project web         one project
#   CLOCK_MATRIX_COMMAND="pnpm test:e2e" bash scripts/clock-matrix.sh   any command
#   CLOCK_MATRIX_COMMAND="pnpm exec vitest run --project storybook" bash scripts/clock-matrix.sh
#                                                      the story tests (Chromium follows the offset)
#
# The clock is moved by an offset and keeps running, so timers, time-outs and TLS-free local
# servers behave; monotonic clocks are left alone (FAKETIME_DONT_FAKE_MONOTONIC).
set -uo pipefail
cd "$(dirname "$0")/.."

lib=$(ls /usr/lib/*/faketime/libfaketime.so.1 2>/dev/null | head -n 1)
if [ -z "$lib" ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "libfaketime is missing: apt-get install faketime, then run again." >&2
    exit 1
  fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime >/dev/null
  lib=$(ls /usr/lib/*/faketime/libfaketime.so.1 | head -n 1)
fi

if [ $# -eq 0 ]; then
  set -- --project api-client --project domain --project machines --project ui --project web --project api
fi
command_line=${CLOCK_MATRIX_COMMAND:-"pnpm exec vitest run $*"}

a_year_from_now=$(TZ=UTC date -d '+1 year' '+%Y-%m-%d 09:30:00')
# Time zone | instant in UTC | why
instants=(
  "America/Toronto|2027-03-14 06:50:00|10 minutes before Toronto's clocks jump from 02:00 to 03:00"
  "UTC|$(date -u +%Y)-12-31 23:50:00|23:50 UTC on the last day of a month and of the year"
  "Pacific/Auckland|$a_year_from_now|a year from today, in a zone already on the next day"
)

failed=()
for entry in "${instants[@]}"; do
  IFS='|' read -r zone instant why <<<"$entry"
  offset=$(($(TZ=UTC date -d "$instant" +%s) - $(date +%s)))
  echo
  echo "=== clock at $instant UTC, TZ=$zone ($why)"
  if env TZ="$zone" LD_PRELOAD="$lib" FAKETIME="+${offset}s" FAKETIME_DONT_FAKE_MONOTONIC=1 \
    FAKETIME_NO_CACHE=1 bash -c "$command_line"; then
    echo "=== clock at $instant UTC, TZ=$zone: ok"
  else
    echo "=== clock at $instant UTC, TZ=$zone: FAILED"
    failed+=("$instant $zone")
  fi
done

if [ ${#failed[@]} -gt 0 ]; then
  printf 'Failed at: %s\n' "${failed[@]}"
  exit 1
fi
