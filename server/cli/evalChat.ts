/**
 * Grades the local chat assistant over the shipped dataset on two sets: questions generated from the tables
 * (chatEval/generatedQuestions.ts) and the hand-written ones (chatEval/chatQuestions.ts):
 *   npm run eval:chat [-- --data data --seed 2027 --verbose]
 * An answer passes when it holds every expected figure (computed from the dataset rows, not by the tools);
 * an answer with nothing to give (out of scope, a false premise) passes when it holds no digit that the
 * question does not. Prints pass rates per type and overall, and the time to an answer's first sentence.
 */
import { parseArgs } from 'node:util'
import { runChatEval, type SetResult } from './chatEval/runChatEval'
import { DATA_DIR } from './data/paths'
import { optionText } from './optionText'

function print(title: string, r: SetResult): void {
  let pass = 0
  let total = 0
  process.stdout.write(`\n${title}\ntype          pass/total  rate\n`)
  for (const [type, st] of r.byType) {
    pass += st.pass
    total += st.total
    process.stdout.write(`${type.padEnd(14)}${`${st.pass}/${st.total}`.padEnd(12)}${((100 * st.pass) / st.total).toFixed(1)}%\n`)
  }
  for (const [block, h] of r.heldOut)
    process.stdout.write(`${`held out (${block})`.padEnd(22)}${`${h.pass}/${h.total}`.padEnd(12)}${((100 * h.pass) / h.total).toFixed(1)}%\n`)
  process.stdout.write(`overall       ${`${pass}/${total}`.padEnd(12)}${((100 * pass) / total).toFixed(1)}%\n`)
  process.stdout.write(`answers with a figure no tool gave: ${r.unsourced.length}\n`)
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { data: { type: 'string' }, seed: { type: 'string' }, verbose: { type: 'boolean' } }, strict: false })
  const seed = Number(optionText(values.seed) ?? 2027)
  const r = await runChatEval({ dir: optionText(values.data) ?? DATA_DIR, seed, verbose: values.verbose === true, log: (l) => process.stdout.write(l) })
  print(`generated from the shipped tables (seed ${seed})`, r.generated)
  print('hand-written', r.handWritten)
  const f = r.firstSentence
  process.stdout.write(`first sentence: median ${f.median.toFixed(1)} ms, max ${f.max.toFixed(1)} ms over ${f.turns} turns\n`)
}

void main()
