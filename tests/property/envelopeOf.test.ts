import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { envelopeOf } from '@/ports/api/endpoint'

describe('envelopeOf: a response body as the envelope', () => {
  // What the web app took as an envelope before it stopped building zod schemas.
  const Envelope = z.object({ code: z.number(), msg: z.string(), data: z.unknown() })
  const body = fc.oneof(
    fc.anything(),
    fc.record({ code: fc.oneof(fc.integer(), fc.string()), msg: fc.oneof(fc.string(), fc.integer()), data: fc.anything() }, { requiredKeys: [] }),
  )

  it('takes exactly the bodies the envelope schema takes, and gives their code, msg and data', () => {
    fc.assert(
      fc.property(body, (value) => {
        const expected = Envelope.safeParse(value)
        expect(envelopeOf(value)).toEqual(expected.success ? expected.data : null)
      }),
    )
  })
})
