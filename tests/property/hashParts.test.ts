import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hashParts } from '@/core/navigation/hashParts'

const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/)
const routePath = fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `/${parts.join('/')}`)
// A query may itself hold '?' (a shared link's `from=/x?y=1`): everything after the first one is the query.
const query = fc.stringMatching(/^[A-Za-z0-9=&%/?._-]{0,30}$/)

describe('hashParts: a location hash as the route path and its query', () => {
  it('gives back the path and the query a hash was made of, with or without the leading #', () => {
    fc.assert(
      fc.property(routePath, query, fc.boolean(), (path, search, withMark) => {
        expect(hashParts(`${withMark ? '#' : ''}${path}?${search}`)).toEqual({ path, search })
      }),
    )
  })

  it('a hash without a query has an empty one, and an empty hash an empty path', () => {
    fc.assert(
      fc.property(routePath, (path) => {
        expect(hashParts(`#${path}`)).toEqual({ path, search: '' })
      }),
    )
    expect(hashParts('')).toEqual({ path: '', search: '' })
    expect(hashParts('#')).toEqual({ path: '', search: '' })
  })
})
