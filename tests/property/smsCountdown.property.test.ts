import fc from 'fast-check'
import { describe, it } from 'vitest'
import { restoreSeconds, SMS_RESEND_SECONDS, smsSecondsLeft } from '@/core/domain/smsCountdown'

const time = fc.integer({ min: 0, max: 4_000_000_000_000 })

describe('SMS countdown properties', () => {
  it('is always between 0 and 120 seconds', () => {
    fc.assert(
      fc.property(time, time, (sentAt, now) => {
        const left = smsSecondsLeft(sentAt, now)
        return left >= 0 && left <= SMS_RESEND_SECONDS
      }),
    )
  })

  it('never grows as time passes', () => {
    fc.assert(fc.property(time, time, fc.nat(1_000_000), (sentAt, now, later) => smsSecondsLeft(sentAt, now + later) <= smsSecondsLeft(sentAt, now)))
  })

  it('restores at most what was saved, and nothing after the saved seconds have elapsed', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 500 }), time, fc.nat(1_000_000), (seconds, savedAt, away) => {
        const restored = restoreSeconds({ seconds, savedAt }, savedAt + away)
        const bounded = Math.min(SMS_RESEND_SECONDS, Math.max(0, seconds))
        return restored >= 0 && restored <= bounded && (away < bounded * 1000 || restored === 0)
      }),
    )
  })
})
