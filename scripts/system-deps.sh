#!/usr/bin/env bash
# Installs the Debian packages the test suite needs (Chromium for browser tests, PostgreSQL for the
# race test on a real server, libfaketime for the clock matrix) when they are missing, and starts PostgreSQL with a test database.
# Needs root (CI and the project's machines run as root); elsewhere it says what to install.
set -euo pipefail

need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || need+=(postgresql)
# libfaketime, for the tests at faked clocks (scripts/clock-matrix.sh).
ls /usr/lib/*/faketime/libfaketime.so.1 >/dev/null 2>&1 || need+=(faketime)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "Missing Debian packages: ${need[*]}. Install them (apt-get install ${need[*]}) and run again." >&2
    exit 1
  fi
  echo "Installing ${need[*]} from Debian's packages…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi

if [ -z "${DATABASE_URL:-}" ] && [ "$(id -u)" = 0 ]; then
  version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
  pg_lsclusters -h | grep -q "^$version main" || pg_createcluster "$version" main >/dev/null
  pg_ctlcluster "$version" main start 2>/dev/null || true
  for _ in $(seq 1 60); do pg_isready -q -h 127.0.0.1 && break; sleep 0.5; done
  runuser -u postgres -- psql -q -c "ALTER USER postgres PASSWORD 'postgres'" >/dev/null
  runuser -u postgres -- psql -q -tc "SELECT 1 FROM pg_database WHERE datname = 'pawcall_test'" | grep -q 1 \
    || runuser -u postgres -- createdb pawcall_test
fi
