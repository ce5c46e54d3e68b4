import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { proofWork } from '../../server/app/auth/proofOfWork'
import { PROOF_BASE_WORK, PROOF_DOUBLES_EVERY, PROOF_MAX_WORK } from '../../server/app/shared/limits'

describe('the work asked past the free attempts', () => {
  it('is none within them, and from the first past them at least the base and at most the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 100_000 }), (excess) => {
        const work = proofWork(excess)
        if (excess <= 0) expect(work).toBe(0)
        else {
          expect(work).toBeGreaterThanOrEqual(PROOF_BASE_WORK)
          expect(work).toBeLessThanOrEqual(PROOF_MAX_WORK)
        }
      }),
    )
  })

  it('never falls as attempts grow, and doubles every few until the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (excess) => {
        expect(proofWork(excess + 1)).toBeGreaterThanOrEqual(proofWork(excess))
        const later = proofWork(excess + PROOF_DOUBLES_EVERY)
        expect(later).toBe(Math.min(PROOF_MAX_WORK, proofWork(excess) * 2))
      }),
    )
  })
})
