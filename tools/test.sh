#!/usr/bin/env bash
# npm test: the static checks (side by side, tools/checks.sh), Vitest, then the Playwright journeys.
# With DATABASE_URL (a PostgreSQL, as .ci/run sets), Vitest runs beside the journeys instead of before them: every
# file on memory and SQLite, then the PostgreSQL variants of the suites that have them (TEST_ONLY_POSTGRES=1).
# Measured in docs/TESTING.md. Either failing fails the run; each one's output is printed whole. (The checks stay
# first: run beside Vitest, the pair ended no sooner, both being CPU-bound.)
set -uo pipefail
cd "$(dirname "$0")/.."
# An install without scripts (.ci/run: npm ci --ignore-scripts) leaves better-sqlite3 unbuilt: its compile (about a
# minute of one core) runs here beside the checks, which need no native code, instead of before them.
# esbuild's own script (a second or so) runs first, as it may replace its binary in place, which must not happen
# while a check is starting it.
native=0
if ! node -e "new (require('better-sqlite3'))(':memory:').close()" 2>/dev/null; then
  npm rebuild esbuild > /dev/null || exit 1
  native_log=$(mktemp)
  # -O1 rather than the package's -O3 (its flags come first, the environment's last): the compile takes 32 instead
  # of 56 CPU-seconds, and the tests' SQLite work is a few seconds of the run. Same SQLite; a normal npm ci (the
  # product's install) keeps -O3.
  CFLAGS="${CFLAGS:-} -O1" npm rebuild better-sqlite3 > "$native_log" 2>&1 &
  native=$!
fi
npm run -s checks
checks=$?
if [ "$native" != 0 ] && ! wait "$native"; then
  cat "$native_log"
  echo "building better-sqlite3 failed" >&2
  exit 1
fi
[ $checks = 0 ] || exit 1
if [ -z "${DATABASE_URL:-}" ]; then
  npm run -s test:unit && npm run -s test:e2e
  exit $?
fi
# With a PostgreSQL, Vitest runs beside the journeys, niced: the journeys' browser and server come first (they
# leave part of the two cores idle while pages render) and the tests take the rest. First every file on memory and
# SQLite (DATABASE_URL unset), then the PostgreSQL variants of the files that have them: those that take their
# databases from tests/support/testDatabases.ts, directly or through the shared backend lists.
mapfile -t files < <(grep -rlE "testDatabases|repoBackends|sqlDatabases" tests --include='*.test.ts' | sort)
log=$(mktemp)
(env -u DATABASE_URL nice -n 10 npx vitest run && TEST_ONLY_POSTGRES=1 nice -n 10 npx vitest run "${files[@]}") > "$log" 2>&1 &
vitest_lane=$!
e2e_log=$(mktemp)
npm run -s test:e2e 2>&1 | tee "$e2e_log"
e2e=${PIPESTATUS[0]}
wait "$vitest_lane"
vitest=$?
echo "── Vitest ($([ $vitest = 0 ] && echo ok || echo FAILED)): every file on memory and SQLite, then ${#files[@]} files on PostgreSQL"
cat "$log"
# CI shows only the end of the output: a failed journey's summary is repeated last, after Vitest's log.
if [ $e2e != 0 ]; then
  echo "── Playwright journeys FAILED (their summary again):"
  tail -n 80 "$e2e_log"
fi
rm -f "$log" "$e2e_log"
[ $e2e = 0 ] && [ $vitest = 0 ]
