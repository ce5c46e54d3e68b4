import type { Plugin } from 'vite'

const STAND_IN = '\0zod-absent'

/** What `import { z } from 'zod'` gives the web app's build: a `z` that says, on any use, why it is not there. */
export const ZOD_STAND_IN = `const refuse = (key) => {
  throw new Error('zod is not in the web app (tools/webWithoutZod.ts): z.' + String(key) + ' was used. The browser sends calls and never parses with the contract\\'s schemas; give the value it needs as a plain constant beside the schema.')
}
// Symbols, then and __esModule are what loaders and inspectors ask of any module value; they get nothing, not an error.
export const z = new Proxy({}, { get: (_, key) => (typeof key === 'symbol' || key === 'then' || key === '__esModule' ? undefined : refuse(key)) })
`

/**
 * The web app's production build leaves zod out. Only the wire contract (src/ports/api) imports it, and the browser
 * never builds those schemas (src/ports/api/deferred.ts: they are built on first use, and only the server and the
 * demo's in-browser server use them; tests/adapters/web/webReadsNoSchema.test.ts keeps the web app from reading
 * one). zod was a large share of what a phone downloads before its first paint (docs/PERFORMANCE.md).
 * The demo (`vite --mode demo`) runs the server's use cases in the browser and keeps zod, as do the dev server and
 * the tests.
 */
export function webWithoutZod(): Plugin {
  return {
    name: 'web-without-zod',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && env.mode !== 'demo',
    resolveId(source) {
      return source === 'zod' ? STAND_IN : null
    },
    load(id) {
      return id === STAND_IN ? ZOD_STAND_IN : null
    },
  }
}
