import { describe, expect, it, vi } from 'vitest'

// Counts every use of zod's `z` while the contract's modules load: a page that imports them (every screen does,
// through its use cases) should pay for no schema it never parses with (src/ports/api/deferred.ts).
const uses = vi.hoisted(() => ({ count: 0 }))
vi.mock('zod', async (original) => {
  const actual = await original<typeof import('zod')>()
  const z = new Proxy(actual.z, {
    get(target, key, receiver) {
      uses.count += 1
      return Reflect.get(target, key, receiver) as unknown
    },
  })
  return { ...actual, z }
})

const modules = import.meta.glob<Record<string, unknown>>('/src/ports/api/*.ts')

describe('the wire contract builds no schema when it loads', () => {
  it('loading every module of src/ports/api uses zod not once; each endpoint then builds its schemas when read', async () => {
    const loaded = await Promise.all(Object.values(modules).map((load) => load()))
    expect(Object.keys(modules).length).toBeGreaterThan(10)
    expect(uses.count).toBe(0)

    const { z } = await import('zod')
    const { isEndpoint } = await import('@/ports/api/endpoint')
    const endpoints = loaded.flatMap((exports) => Object.values(exports)).filter(isEndpoint)
    expect(endpoints.length).toBeGreaterThan(100)
    for (const endpoint of endpoints) {
      expect(endpoint.input, endpoint.name).toBeInstanceOf(z.ZodType)
      expect(endpoint.output, endpoint.name).toBeInstanceOf(z.ZodType)
      expect(endpoint.input, `${endpoint.name} builds once`).toBe(endpoint.input)
    }
    expect(uses.count).toBeGreaterThan(0)
  })
})
