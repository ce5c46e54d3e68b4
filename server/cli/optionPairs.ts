import { parseArgs } from 'node:util'

export type OptionPairs = { ok: true; options: Map<string, string> } | { ok: false; problem: string }

/**
 * The `--name value` pairs of an operator command (after its positional words). Every word starting with --
 * names an option and takes the next word as its value, even one starting with a dash: `--price -1` is then
 * refused by the price's own check, saying why. A word where a name should be, or a name without a value, is a
 * problem; with `known`, so is a name not in it (checked pair by pair, in order).
 */
export function optionPairs(args: readonly string[], known?: readonly string[]): OptionPairs {
  // Each --word declared a string option, so that parseArgs gives it the word after it whatever that word is.
  const options = Object.fromEntries(args.filter((a) => a.startsWith('--')).map((a) => [a.slice(2), { type: 'string' as const }]))
  const { tokens } = parseArgs({ args: [...args], options, strict: false, allowPositionals: true, tokens: true })
  const pairs = new Map<string, string>()
  for (const token of tokens) {
    if (token.kind !== 'option' || token.value === undefined)
      return { ok: false, problem: `Expected --option value pairs, got "${args.slice(token.index).join(' ')}".` }
    if (known && !known.includes(token.name)) return { ok: false, problem: `Unknown option ${token.rawName}.` }
    pairs.set(token.name, token.value)
  }
  return { ok: true, options: pairs }
}
