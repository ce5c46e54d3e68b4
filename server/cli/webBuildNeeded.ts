import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { BUILD_MODE_FILE, type BuildMode } from '../../tools/buildMode'

/** What the web app's sources are: a change under any of these makes the build stale. */
export const WEB_SOURCES = ['src', 'index.html', 'public', 'vite.config.ts', 'tools']

/** Newest modification time under the given files/folders (0 when none exist). */
export function newestChange(paths: string[]): number {
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

/** The recorded mode of the build in `dist`, or null when there is none (no build, or one from before it was recorded). */
export function recordedBuildMode(dist: string): BuildMode | null {
  const file = join(dist, BUILD_MODE_FILE)
  if (!existsSync(file)) return null
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildMode
  } catch {
    return null
  }
}

/**
 * Why `npm start` must build the web app first, or null when dist/ can be served as it is: it is missing,
 * older than a source, or was built in another mode than wanted (production unless WEB_BUILD_MODE says
 * development): a development build must not go on being served to families.
 */
export function webBuildNeeded(dist: string, wantProduction: boolean, newestSource: number): string | null {
  const index = join(dist, 'index.html')
  if (!existsSync(index)) return 'no build yet'
  if (newestSource > statSync(index).mtimeMs) return 'the sources changed since the last build'
  const recorded = recordedBuildMode(dist)
  if (!recorded) return 'the last build did not record its mode'
  if (recorded.production !== wantProduction)
    return `the last build is a ${recorded.production ? 'production' : 'development'} build; ${wantProduction ? 'production' : 'development'} is wanted`
  return null
}
