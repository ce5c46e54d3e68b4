import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import type { Plugin, Rollup } from 'vite'

/** One route's JavaScript when it is the first page opened: the entry, the route's screen and their static imports. */
export interface RouteWeight {
  route: string
  module: string
  chunks: number
  gzip: number
}

/** Where the build writes the weights (inside dist/, beside Vite's own manifest). */
export const ROUTE_WEIGHTS_FILE = '.vite/route-weights.json'

/**
 * Weighs every routed screen after `vite build`: for each `[paths.x()]: screen(() => import('./…'))` of
 * src/ui/screenLoaders.ts, the gzip bytes of the entry chunk with the app it imports (src/startApp.tsx), the screen's chunk and everything either imports
 * statically (what the browser must fetch before the screen can show; chunks a screen loads later, on
 * demand, are not counted). Sizes depend only on the sources, so a test holds them to a limit.
 */
export function routeWeights(routesFile: string): Plugin {
  return {
    name: 'route-weights',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk')
      const byFile = new Map(chunks.map((c) => [c.fileName, c]))
      const gzip = new Map<string, number>()
      const sizeOf = (file: string) => {
        let n = gzip.get(file)
        if (n === undefined) {
          n = gzipSync(byFile.get(file)?.code ?? '').length
          gzip.set(file, n)
        }
        return n
      }
      const closure = (start: string, into: Set<string>) => {
        const stack = [start]
        while (stack.length > 0) {
          const file = stack.pop() as string
          if (into.has(file)) continue
          into.add(file)
          stack.push(...(byFile.get(file)?.imports ?? []))
        }
        return into
      }
      const entry = chunks.find((c) => c.isEntry)
      if (!entry) return this.error('route weights: the build has no entry chunk')
      // The entry only decides (phone introduction or app) and then imports the app: both are the first page's.
      const base = closure(entry.fileName, new Set())
      const app = entry.dynamicImports.find((file) => byFile.get(file)?.facadeModuleId?.replace(/\\/g, '/').endsWith('/src/startApp.tsx'))
      if (!app) return this.error('route weights: the entry does not import src/startApp.tsx')
      closure(app, base)
      const rows: RouteWeight[] = []
      const source = readFileSync(routesFile, 'utf8')
      for (const [, route, module] of source.matchAll(/\[paths\.(\w+)\(\)\]:\s*screen\(\(\) => (?:Promise\.all\(\[)?import\('\.\/([^']+)'\)/g)) {
        const chunk = chunks.find((c) =>
          c.facadeModuleId
            ?.replace(/\\/g, '/')
            .replace(/\.tsx?$/, '')
            .endsWith(`/src/ui/${module}`),
        )
        if (!chunk) return this.error(`route weights: no chunk for ${route} (${module})`)
        const files = closure(chunk.fileName, new Set(base))
        rows.push({ route, module, chunks: files.size, gzip: [...files].reduce((sum, f) => sum + sizeOf(f), 0) })
      }
      if (rows.length === 0) return this.error(`route weights: no lazy routes found in ${routesFile}`)
      rows.sort((a, b) => b.gzip - a.gzip)
      this.emitFile({ type: 'asset', fileName: ROUTE_WEIGHTS_FILE, source: JSON.stringify(rows, null, 2) })
      const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`
      this.info(
        `first-page JavaScript per route (gzip; entry + screen + static imports):\n${rows.map((r) => `  ${r.route.padEnd(24)} ${kb(r.gzip).padStart(9)}  ${r.chunks} chunks`).join('\n')}`,
      )
    },
  }
}
