import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { deferred } from '@/ports/api/deferred'

const record = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.oneof(fc.integer(), fc.string(), fc.boolean()))

describe('deferred: a value built on first use, then the same value', () => {
  it('builds nothing until read, then once, and reads, keys and copies exactly as the value', () => {
    fc.assert(
      fc.property(record, (shape) => {
        let builds = 0
        const value = deferred(() => {
          builds += 1
          return { ...shape }
        })
        expect(builds).toBe(0)
        for (const key of Object.keys(shape)) {
          expect(value[key]).toBe(shape[key])
          expect(key in value).toBe(true)
        }
        expect(Object.keys(value)).toEqual(Object.keys(shape))
        expect({ ...value }).toEqual(shape)
        expect(builds).toBe(1)
      }),
    )
  })

  it('writes reach the built value', () => {
    fc.assert(
      fc.property(record, fc.string({ minLength: 1, maxLength: 8 }), fc.integer(), (shape, key, next) => {
        const value = deferred<Record<string, unknown>>(() => ({ ...shape }))
        value[key] = next
        expect(value[key]).toBe(next)
        expect(Object.getOwnPropertyDescriptor(value, key)?.value).toBe(next)
      }),
    )
  })

  it('a deferred zod schema parses, refuses, composes, extends and is an instance as the schema itself', () => {
    const Item = deferred(() => z.object({ id: z.number().int(), name: z.string() }))
    const Page = deferred(() => z.object({ list: z.array(Item), total: z.number().int() }))
    const Named = deferred(() => Item.extend({ note: z.string().optional() }))
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.integer(), name: fc.string() }), { maxLength: 5 }), fc.anything(), (list, junk) => {
        expect(Page.parse({ list, total: list.length })).toEqual({ list, total: list.length })
        for (const item of list) expect(Named.parse({ ...item, note: 'x' })).toEqual({ ...item, note: 'x' })
        const plain = z.object({ id: z.number().int(), name: z.string() })
        expect(Item.safeParse(junk).success).toBe(plain.safeParse(junk).success)
      }),
    )
    expect(Item).toBeInstanceOf(z.ZodObject)
    expect(Object.keys(Item.shape)).toEqual(['id', 'name'])
    expect(Item.optional().parse(undefined)).toBeUndefined()
    expect(z.toJSONSchema(Page)).toMatchObject({ type: 'object', required: ['list', 'total'] })
  })
})
