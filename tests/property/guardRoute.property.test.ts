import fc from 'fast-check'
import { describe, it } from 'vitest'
import { guardRoute, IMPROVE_INFORMATION_PATH } from '@/core/navigation/guardRoute'

const route = fc.record({ path: fc.constantFrom('/home', '/about', '/volunteerCheck', '/sanYi/mine', IMPROVE_INFORMATION_PATH), needLogin: fc.boolean(), profileException: fc.boolean() })
const session = fc.record({ hasToken: fc.boolean(), signedIn: fc.boolean(), isFill: fc.option(fc.constantFrom('0', '1', ''), { nil: undefined }) })

describe('guardRoute properties', () => {
  it('never lets a login-required route through without a token', () => {
    fc.assert(fc.property(route, session, (r, s) => !(r.needLogin && !s.hasToken) || guardRoute(r, s).kind === 'block'))
  })

  it('only redirects signed-in students with an incomplete profile, always to improve-information', () => {
    fc.assert(
      fc.property(route, session, (r, s) => {
        const decision = guardRoute(r, s)
        if (decision.kind !== 'redirect') return true
        return s.signedIn && s.isFill !== '1' && !r.profileException && decision.to === IMPROVE_INFORMATION_PATH
      }),
    )
  })

  it('allows every route to a signed-in student with a complete profile', () => {
    fc.assert(fc.property(route, (r) => guardRoute(r, { hasToken: true, signedIn: true, isFill: '1' }).kind === 'allow'))
  })
})
