#!/usr/bin/env bash
# npm test: the static checks (tools/checks.sh) side by side with Vitest, then the Playwright journeys.
# With DATABASE_URL (a PostgreSQL), Vitest's main run covers memory and SQLite, and the suites with PostgreSQL
# variants run those in a lane of their own (TEST_ONLY_POSTGRES=1) beside the journeys: the journeys leave
# part of the two cores idle while pages render, and the PostgreSQL lane waits on its database and server
# processes (measured in the README's Test section). Any part failing fails the run; each one's output is
# printed whole.
set -uo pipefail
cd "$(dirname "$0")/.."

# The checks are single-threaded and end one by one: beside Vitest they fill the cores Vitest leaves idle.
checks_log=$(mktemp)
npm run -s checks > "$checks_log" 2>&1 &
checks_pid=$!
if [ -n "${DATABASE_URL:-}" ]; then env -u DATABASE_URL npm run -s test:unit; else npm run -s test:unit; fi
unit=$?
wait "$checks_pid"
checks=$?
cat "$checks_log"
rm -f "$checks_log"
[ $checks = 0 ] && [ $unit = 0 ] || exit 1

if [ -z "${DATABASE_URL:-}" ]; then
  npm run -s test:e2e
  exit $?
fi
# The test files with PostgreSQL variants: those that take their databases from tests/support/testDatabases.ts,
# directly or through the shared backend lists.
mapfile -t files < <(grep -rlE "testDatabases|repoBackends|sqlDatabases" tests --include='*.test.ts' | sort)
postgres_log=$(mktemp)
TEST_ONLY_POSTGRES=1 npx vitest run "${files[@]}" > "$postgres_log" 2>&1 &
postgres_pid=$!
npm run -s test:e2e
e2e=$?
wait "$postgres_pid"
postgres=$?
echo "── PostgreSQL lane ($([ $postgres = 0 ] && echo ok || echo FAILED)): ${#files[@]} files"
cat "$postgres_log"
rm -f "$postgres_log"
[ $e2e = 0 ] && [ $postgres = 0 ]
