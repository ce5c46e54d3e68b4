import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildList } from '@/core/domain/admission/buildList'
import { EDGE_SHARE, undergradEdgeRank } from '@/core/domain/admission/undergradEdge'
import { aLadder, anIndex, PCB, wants } from './planIndexFixtures'

describe('undergradEdgeRank', () => {
  it('is a rank within which EDGE_SHARE of last year’s 本科 cutoffs lie, 专科 and unknown ones aside (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ rank: fc.oneof(fc.integer({ min: 1, max: 200000 }), fc.constant(NaN)), ug: fc.constantFrom(0, 1) }), { minLength: 1 }),
        (rows) => {
          const edge = undergradEdgeRank(
            rows.map((r) => r.rank),
            rows.map((r) => r.ug),
          )
          const known = rows.filter((r) => r.ug === 1 && r.rank > 0).map((r) => r.rank)
          if (known.length === 0) {
            expect(edge).toBeNaN()
            return
          }
          expect(known).toContain(edge)
          expect(known.filter((r) => r <= edge).length).toBeGreaterThanOrEqual(Math.floor(EDGE_SHARE * (known.length - 1)) + 1)
          expect(known.filter((r) => r < edge).length).toBeLessThanOrEqual(Math.ceil(EDGE_SHARE * known.length))
        },
      ),
    )
  })
})

describe('a list at the bottom of the 本科 range', () => {
  // Last year's cutoffs 15,000 … 134,900: nine in ten 本科 programmes filled within about 123,000.
  const index = anIndex(aLadder(1200).map((p) => ({ ...p, lastRank: p.center })))
  const notice = (rank: number) => buildList(index, { rank, subjects: PCB, segment: '一段' }, wants()).notices.find((n) => n.code.startsWith('undergradEdge'))

  it('tells the student its chance of 本科 is an upper bound there, with the edge, the year and what came true', () => {
    expect(index.undergradEdgeRank).toBeGreaterThan(120000)
    expect(index.undergradEdgeRank).toBeLessThan(125000)
    expect(notice(126000)).toMatchObject({ params: { rank: index.undergradEdgeRank, realized: '71%', predicted: '94%' } })
  })

  it('says nothing to a student well inside it', () => {
    expect(notice(60000)).toBeUndefined()
  })
})
