#!/usr/bin/env bash
# npm test: the static checks (side by side, tools/checks.sh), Vitest, then the Playwright journeys.
# With DATABASE_URL (a PostgreSQL), Vitest's main run covers memory and SQLite, and a second lane runs beside
# the journeys (they leave part of the two cores idle while pages render): first the PostgreSQL variants of the
# suites that have them (TEST_ONLY_POSTGRES=1), then the slow suites that start processes or read the whole
# dataset (SIDE_SUITES, every variant), one file at a time so the journeys keep a core. Measured in
# docs/TESTING.md. Either lane failing fails the run; each one's output is printed whole. (The checks stay
# before Vitest: run beside it, the pair ended no sooner, both being CPU-bound.)
set -uo pipefail
cd "$(dirname "$0")/.."
npm run -s checks || exit 1
if [ -z "${DATABASE_URL:-}" ]; then
  npm run -s test:unit && npm run -s test:e2e
  exit $?
fi
# The slowest suites (measured alone: 12-96 s each, these ten about 5 min of one worker), moved beside the journeys,
# which now take longer than the lane.
SIDE_SUITES=(
  tests/server/security/imports.test.ts
  tests/server/security/anonymousFlood.test.ts
  tests/data/chatProgrammeNames.test.ts
  tests/server/faults.test.ts
  tests/data/importer.test.ts
  tests/data/chatEval.test.ts
  tests/server/twoServers.test.ts
  tests/server/security/fuzz.test.ts
  tests/server/lists/listCli.test.ts
  tests/server/security/lockOutAttacks.test.ts
)
excluded=()
for file in "${SIDE_SUITES[@]}"; do excluded+=(--exclude "$file"); done
env -u DATABASE_URL npm run -s test:unit -- "${excluded[@]}" || exit 1
# The test files with PostgreSQL variants: those that take their databases from tests/support/testDatabases.ts,
# directly or through the shared backend lists; those among SIDE_SUITES run whole afterwards.
mapfile -t files < <(grep -rlE "testDatabases|repoBackends|sqlDatabases" tests --include='*.test.ts' | sort | grep -vxF -f <(printf '%s\n' "${SIDE_SUITES[@]}"))
log=$(mktemp)
# Niced: the journeys' browser and server come first (unniced, the lane slowed the journeys by more than it saved);
# the lane takes what they leave idle.
(TEST_ONLY_POSTGRES=1 nice -n 10 npx vitest run "${files[@]}" && nice -n 10 npx vitest run --maxWorkers=1 "${SIDE_SUITES[@]}") > "$log" 2>&1 &
postgres_lane=$!
e2e_log=$(mktemp)
npm run -s test:e2e 2>&1 | tee "$e2e_log"
e2e=${PIPESTATUS[0]}
wait "$postgres_lane"
postgres=$?
echo "── side lane ($([ $postgres = 0 ] && echo ok || echo FAILED)): ${#files[@]} files on PostgreSQL, then ${#SIDE_SUITES[@]} slow suites"
cat "$log"
# CI shows only the end of the output: a failed journey's summary is repeated last, after the lane's log.
if [ $e2e != 0 ]; then
  echo "── Playwright journeys FAILED (their summary again):"
  tail -n 80 "$e2e_log"
fi
rm -f "$log" "$e2e_log"
[ $e2e = 0 ] && [ $postgres = 0 ]
