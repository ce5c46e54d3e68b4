import type { Plugin } from 'vite'

/** Where the build records how it was made (inside dist/, beside Vite's own manifest). */
export const BUILD_MODE_FILE = '.vite/build-mode.json'

export interface BuildMode {
  /** Vite's mode (`production`, or `demo` for npm run demo builds). */
  mode: string
  /** False when NODE_ENV was not production: React's development bundle (jsxDEV) went into the chunks. */
  production: boolean
}

/**
 * Records the build's mode in dist/, so `npm start` can tell a development build (made once with
 * NODE_ENV=development: React's development bundle in many chunks, a long-blocked main thread on the AI
 * result page) from a production one and rebuild instead of serving it on (server/cli/webBuildNeeded.ts).
 */
export function buildMode(): Plugin {
  let recorded: BuildMode = { mode: 'production', production: true }
  return {
    name: 'build-mode',
    apply: 'build',
    configResolved(config) {
      recorded = { mode: config.mode, production: config.isProduction }
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BUILD_MODE_FILE, source: JSON.stringify(recorded) })
    },
  }
}
