import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely'

/** Stands for the i-th argument while the query is built once; swapped for the real value at each run. */
class Slot {
  constructor(readonly index: number) {}
}

export interface Precompiled<Args extends unknown[], Row> {
  all(...args: Args): Promise<Row[]>
  first(...args: Args): Promise<Row | undefined>
}

/**
 * A hot query built and compiled by Kysely once, then run with each call's values. Building and compiling
 * (immutable nodes, a visitor over them) cost more than SQLite's own work for a point read such as the
 * session lookup (docs/PERFORMANCE.md). `build` receives stand-ins for its arguments and must use each
 * only as a plain value (`where(col, '=', arg)`, `set({ col: arg })`): not in an `in` list, not in
 * JavaScript logic, since it runs once with stand-ins. Compiled lazily for the `db` given (the root
 * database or a transaction), so the SQL is in that database's dialect.
 */
export function precompiled<Args extends unknown[], Row>(
  db: Pick<Kysely<unknown>, 'executeQuery'>,
  build: (...args: Args) => Compilable<Row>,
  arity: Args['length'],
): Precompiled<Args, Row> {
  let compiled: CompiledQuery<Row> | undefined
  // Per parameter: the argument it takes, or -1 for a constant of the query itself.
  let slotAt: number[] = []
  const run = (args: unknown[]) => {
    if (!compiled) {
      const slots = Array.from({ length: arity }, (_, i) => new Slot(i))
      compiled = build(...(slots as unknown as Args)).compile()
      slotAt = compiled.parameters.map((p) => (p instanceof Slot ? p.index : -1))
      const used = new Set(slotAt.filter((i) => i >= 0))
      if (used.size !== arity) throw new Error(`precompiled query uses ${used.size} of its ${arity} arguments: ${compiled.sql}`)
    }
    const constants = compiled.parameters
    const parameters = slotAt.map((i, k) => (i >= 0 ? args[i] : constants[k]))
    return db.executeQuery<Row>({ query: compiled.query, sql: compiled.sql, parameters, queryId: createQueryId() })
  }
  return {
    all: async (...args) => (await run(args)).rows,
    first: async (...args) => (await run(args)).rows[0],
  }
}
