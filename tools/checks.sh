#!/usr/bin/env bash
# The static checks of `npm test`, side by side (each is one process on one core: in a row they left CI's
# second core idle; docs/TESTING.md). Each one's output is printed whole when it ends; any failure fails the run.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
# The type-check and ESLint share one TypeScript program (tools/typecheckAndLint.ts): the tree is typed once.
names=(typecheck-and-lint lint:layers format:check knip)
pids=()
for name in "${names[@]}"; do
  npm run -s "$name" > "$out/$name.log" 2>&1 &
  pids+=($!)
done
failed=0
for i in "${!names[@]}"; do
  if wait "${pids[$i]}"; then status=ok; else status=FAILED; failed=1; fi
  echo "── npm run ${names[$i]}: $status"
  grep -v '^npm warn' "$out/${names[$i]}.log" || true
done
rm -rf "$out"
exit $failed
