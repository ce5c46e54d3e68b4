import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { webBuildNeeded } from '../../server/cli/webBuildNeeded'
import { BUILD_MODE_FILE, buildMode } from '../../tools/buildMode'

/** Issue 16: a development build once made must not go on being served; `npm start` rebuilds it. */
describe('when npm start rebuilds the web app', () => {
  const dirs: string[] = []
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  function dist(mode: { production: boolean } | null, builtAt = 1_000_000): string {
    const dir = mkdtempSync(join(tmpdir(), 'gk-dist-'))
    dirs.push(dir)
    writeFileSync(join(dir, 'index.html'), '<!doctype html>')
    if (mode) {
      mkdirSync(join(dir, '.vite'))
      writeFileSync(join(dir, BUILD_MODE_FILE), JSON.stringify({ mode: 'production', ...mode }))
    }
    utimesSync(join(dir, 'index.html'), builtAt / 1000, builtAt / 1000)
    return dir
  }

  it('serves a production build as it is, and rebuilds a development one, a stale one or one that did not record its mode', () => {
    expect(webBuildNeeded(dist({ production: true }), true, 999_000)).toBeNull()
    expect(webBuildNeeded(dist({ production: false }), true, 999_000)).toBe('the last build is a development build; production is wanted')
    expect(webBuildNeeded(dist({ production: true }), false, 999_000)).toBe('the last build is a production build; development is wanted')
    expect(webBuildNeeded(dist({ production: true }), true, 1_001_000)).toBe('the sources changed since the last build')
    expect(webBuildNeeded(dist(null), true, 999_000)).toBe('the last build did not record its mode')
    expect(webBuildNeeded(join(tmpdir(), 'gk-no-such-dist'), true, 0)).toBe('no build yet')
  })

  it('has the build record whether React went in as its production bundle', () => {
    const plugin = buildMode()
    const emitted: { fileName: string; source: string }[] = []
    const configResolved = plugin.configResolved as (config: { mode: string; isProduction: boolean }) => void
    const generateBundle = plugin.generateBundle as (this: { emitFile(file: { fileName: string; source: string }): void }) => void
    configResolved({ mode: 'production', isProduction: false })
    generateBundle.call({ emitFile: (file) => emitted.push(file) })
    expect(emitted).toEqual([{ type: 'asset', fileName: BUILD_MODE_FILE, source: JSON.stringify({ mode: 'production', production: false }) }])
  })
})
