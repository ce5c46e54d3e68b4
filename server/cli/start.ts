import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { newestChange, WEB_SOURCES, webBuildNeeded } from './webBuildNeeded'

/**
 * `npm start` serves the web app too, so a missing, stale or wrong-mode build is rebuilt first: production
 * (React's production bundle) unless WEB_BUILD_MODE=development asks otherwise, whatever NODE_ENV the
 * server runs with (the server's own NODE_ENV defaults to development, and vite build would take it).
 */
function ensureWebBuild(): void {
  const wanted = process.env.WEB_BUILD_MODE ?? 'production'
  if (wanted !== 'production' && wanted !== 'development') {
    console.error(`WEB_BUILD_MODE must be production or development, not ${JSON.stringify(wanted)}`)
    process.exit(1)
  }
  const why = webBuildNeeded('dist', wanted === 'production', newestChange(WEB_SOURCES))
  if (!why) return
  if (!existsSync('index.html')) {
    console.warn('index.html is missing: serving the API only, without the web app')
    return
  }
  console.log(`building the web app (vite build, ${wanted}): ${why}…`)
  const result = spawnSync('npx', ['vite', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, NODE_ENV: wanted },
  })
  if (result.status !== 0) console.error('vite build failed; serving the API with the previous build (if any)')
}

ensureWebBuild()
await import('../main')
