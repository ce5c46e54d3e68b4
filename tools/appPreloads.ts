import { resolve } from 'node:path'
import type { OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import { APP_PRELOADS_END, APP_PRELOADS_START } from '../server/http/indexPageVariants'

/**
 * Names the app's first files in index.html: the chunk of `appEntry` (src/startApp.tsx, which the entry imports
 * once it has decided the visit gets the app), the chunks it imports and their styles. Without them a browser
 * learns of these files only when the entry has arrived and run: on a phone's connection one round trip more
 * before the app's script, a later largest paint (docs/PERFORMANCE.md). The block sits between two
 * comments, because the server leaves it out for a phone that has not chosen the app yet (server/http/indexPageVariants.ts):
 * that visit is sent to the introduction page before any of the app is fetched.
 */
export function appPreloads(appEntry: string): Plugin {
  let base = '/'
  return {
    name: 'app-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((file): file is OutputChunk => file.type === 'chunk')
        const entry = chunks.find((chunk) => chunk.facadeModuleId === resolve(appEntry))
        if (!entry) throw new Error(`app-preloads: no chunk for ${appEntry}`)
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const scripts: string[] = []
        const styles = new Set<string>()
        const stack = [entry.fileName]
        while (stack.length > 0) {
          const name = stack.pop() as string
          if (scripts.includes(name)) continue
          scripts.push(name)
          const chunk = byName.get(name)
          for (const css of (chunk as { viteMetadata?: { importedCss: Set<string> } } | undefined)?.viteMetadata?.importedCss ?? []) styles.add(css)
          stack.push(...(chunk?.imports ?? []))
        }
        // What the page names already (the entry and its own imports) is not named twice.
        const links = [
          ...[...styles].map((name) => `<link rel="stylesheet" crossorigin href="${base}${name}">`),
          ...scripts.filter((name) => !html.includes(`${base}${name}"`)).map((name) => `<link rel="modulepreload" crossorigin href="${base}${name}">`),
        ]
        return html.replace('</head>', `  ${APP_PRELOADS_START}\n    ${links.join('\n    ')}\n    ${APP_PRELOADS_END}\n  </head>`)
      },
    },
  }
}
