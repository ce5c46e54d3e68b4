// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import fc from 'fast-check'
import { Suspense, type ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { lazyLoaded } from '@/ui/lazyLoaded'
import { rememberedLoader } from '@/ui/rememberedLoader'

afterEach(cleanup)

const inSuspense = (Lazy: ComponentType<{ name: string }>, name: string) =>
  render(
    <Suspense fallback={<p>加载中</p>}>
      <Lazy name={name} />
    </Suspense>,
  )

function Greeting({ name }: { name: string }) {
  return <p>你好，{name}</p>
}

describe('rememberedLoader', () => {
  it('fetches once however often it is asked, and tells what arrived only once it has', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 6 }), async (asks) => {
        let fetches = 0
        const loader = rememberedLoader(async () => {
          fetches += 1
          return { default: Greeting }
        })
        expect(loader.arrived()).toBeUndefined()
        const modules = await Promise.all(Array.from({ length: asks }, () => loader()))
        expect(fetches).toBe(1)
        expect(new Set(modules).size).toBe(1)
        expect(loader.arrived()).toBe(modules[0])
      }),
    )
  })

  it('asks again after a failed fetch (offline for a moment)', async () => {
    let fetches = 0
    const loader = rememberedLoader(async () => {
      fetches += 1
      if (fetches === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return { default: Greeting }
    })
    await expect(loader()).rejects.toThrow(TypeError)
    expect(loader.arrived()).toBeUndefined()
    await expect(loader()).resolves.toEqual({ default: Greeting })
    expect(fetches).toBe(2)
  })
})

describe('lazyLoaded', () => {
  it('draws a component whose code has arrived at once, with no fallback (React holds content 300 ms after one)', async () => {
    const loader = rememberedLoader(async () => ({ Greeting }))
    await loader()
    inSuspense(
      lazyLoaded(loader, (module) => module.Greeting),
      '小明',
    )
    // Synchronously, in the first commit: no act() wait for a promise.
    expect(screen.getByText('你好，小明')).toBeTruthy()
    expect(screen.queryByText('加载中')).toBeNull()
  })

  it('suspends like React.lazy while the code is on its way, then draws it', async () => {
    let arrive: (module: { Greeting: typeof Greeting }) => void = () => undefined
    const loader = rememberedLoader(() => new Promise<{ Greeting: typeof Greeting }>((done) => (arrive = done)))
    inSuspense(
      lazyLoaded(loader, (module) => module.Greeting),
      '小红',
    )
    expect(screen.getByText('加载中')).toBeTruthy()
    await act(async () => arrive({ Greeting }))
    expect(await screen.findByText('你好，小红')).toBeTruthy()
  })
})
