import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Newest modification time under the given files/folders (0 when none exist). */
function newestChange(paths: string[]): number {
  let newest = 0
  const visit = (path: string): void => {
    if (!existsSync(path)) return
    const stat = statSync(path)
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry))
    else newest = Math.max(newest, stat.mtimeMs)
  }
  paths.forEach(visit)
  return newest
}

/** `npm start` serves the web app too, so a missing or stale build is rebuilt first. */
function ensureWebBuild(): void {
  const built = 'dist/index.html'
  const stale = !existsSync(built) || newestChange(['src', 'index.html', 'public', 'vite.config.ts', 'tools']) > statSync(built).mtimeMs
  if (!stale) return
  if (!existsSync('index.html')) {
    console.warn('index.html is missing: serving the API only, without the web app')
    return
  }
  console.log('building the web app (vite build)…')
  const result = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' })
  if (result.status !== 0) {
    console.error('vite build failed; serving the API with the previous build (if any)')
  }
}

ensureWebBuild()
await import('../main')
