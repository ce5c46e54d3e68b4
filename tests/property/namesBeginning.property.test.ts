import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { namesBeginning } from '../../server/app/chat/resolve/resolveMajor'

/** Names over a few characters, so that prefixes, repeats and names of one length are common. */
const name = fc.string({ unit: fc.constantFrom('计', '算', '机', '类', '医', '学', 'a'), minLength: 1, maxLength: 5 })

describe('namesBeginning', () => {
  it('is what reading every name gives: distinct, shortest first, ties in the order of the list, at most 8', () => {
    fc.assert(
      fc.property(fc.array(name, { maxLength: 40 }), name, (known, f) => {
        const everyName = [...new Set(known.filter((n) => n.startsWith(f)))].sort((a, b) => a.length - b.length).slice(0, 8)
        expect(namesBeginning(known, f)).toEqual(everyName)
      }),
    )
  })
})
