import { describe, expect, it } from 'vitest'
import type { ConfigEnv, UserConfig } from 'vite'
import { webWithoutZod, ZOD_STAND_IN } from '../../tools/webWithoutZod'

/** The web app's production build leaves zod out (tools/webWithoutZod.ts); the demo, the dev server and the tests keep it. */
describe('the web build without zod', () => {
  const plugin = webWithoutZod()
  const applies = (env: ConfigEnv) => (plugin.apply as (config: UserConfig, env: ConfigEnv) => boolean)({}, env)
  const resolve = plugin.resolveId as (source: string) => string | null
  const load = plugin.load as (id: string) => string | null

  it('applies to a production build only, not to the demo or the dev server', () => {
    expect(applies({ command: 'build', mode: 'production' })).toBe(true)
    expect(applies({ command: 'build', mode: 'demo' })).toBe(false)
    expect(applies({ command: 'serve', mode: 'development' })).toBe(false)
  })

  it('gives `zod` a stand-in and leaves every other module alone', () => {
    const id = resolve('zod')
    expect(id).toBeTruthy()
    expect(load(id!)).toBe(ZOD_STAND_IN)
    for (const other of ['zod/mini', 'react', './zod', '@/ports/api/plan']) expect(resolve(other)).toBeNull()
    expect(load('/repo/src/main.tsx')).toBeNull()
  })

  it('whose z refuses any use, naming what was used and why', async () => {
    const module = (await import(`data:text/javascript,${encodeURIComponent(ZOD_STAND_IN)}`)) as { z: Record<string, () => unknown> }
    expect(() => module.z.object()).toThrow(/zod is not in the web app.*z\.object was used/)
    expect(() => module.z.string).toThrow(/z\.string was used/)
  })
})
