#!/usr/bin/env bash
# npm test: the static checks (side by side, tools/checks.sh), Vitest, then the Playwright journeys.
# With DATABASE_URL (a PostgreSQL), Vitest's main run covers memory and SQLite, and the suites with PostgreSQL
# variants run those in a lane of their own (TEST_ONLY_POSTGRES=1) beside the journeys: the journeys leave
# part of the two cores idle while pages render, and the PostgreSQL lane waits on its database and server
# processes (measured in docs/TESTING.md). Either lane failing fails the run; each one's output is
# printed whole. (The checks stay before Vitest: run beside it, the pair ended no sooner, both being CPU-bound.)
set -uo pipefail
cd "$(dirname "$0")/.."
npm run -s checks || exit 1
if [ -z "${DATABASE_URL:-}" ]; then
  npm run -s test:unit && npm run -s test:e2e
  exit $?
fi
env -u DATABASE_URL npm run -s test:unit || exit 1
# The test files with PostgreSQL variants: those that take their databases from tests/support/testDatabases.ts,
# directly or through the shared backend lists.
mapfile -t files < <(grep -rlE "testDatabases|repoBackends|sqlDatabases" tests --include='*.test.ts' | sort)
log=$(mktemp)
TEST_ONLY_POSTGRES=1 npx vitest run "${files[@]}" > "$log" 2>&1 &
postgres_lane=$!
e2e_log=$(mktemp)
npm run -s test:e2e 2>&1 | tee "$e2e_log"
e2e=${PIPESTATUS[0]}
wait "$postgres_lane"
postgres=$?
echo "── PostgreSQL lane ($([ $postgres = 0 ] && echo ok || echo FAILED)): ${#files[@]} files"
cat "$log"
# CI shows only the end of the output: a failed journey's summary is repeated last, after the lane's log.
if [ $e2e != 0 ]; then
  echo "── Playwright journeys FAILED (their summary again):"
  tail -n 80 "$e2e_log"
fi
rm -f "$log" "$e2e_log"
[ $e2e = 0 ] && [ $postgres = 0 ]
