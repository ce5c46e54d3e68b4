import fc from 'fast-check'
import { describe, it } from 'vitest'
import { guardRoute } from '@/core/navigation/guardRoute'
import { paths } from '@/core/navigation/routeTable'

const route = fc.record({
  path: fc.constantFrom(paths.home(), paths.about(), paths.volunteerCheck(), paths.sanYiMine(), paths.improveInformation()),
  needLogin: fc.boolean(),
  profileException: fc.boolean(),
})
const session = fc.record({ hasToken: fc.boolean(), signedIn: fc.boolean(), profileComplete: fc.option(fc.boolean(), { nil: undefined }) })

describe('guardRoute properties', () => {
  it('never lets a login-required route through without a token', () => {
    fc.assert(fc.property(route, session, (r, s) => !(r.needLogin && !s.hasToken) || guardRoute(r, s).kind === 'block'))
  })

  it('only redirects signed-in students with an incomplete profile, always to improve-information', () => {
    fc.assert(
      fc.property(route, session, (r, s) => {
        const decision = guardRoute(r, s)
        if (decision.kind !== 'redirect') return true
        return s.signedIn && !s.profileComplete && !r.profileException && decision.to === paths.improveInformation()
      }),
    )
  })

  it('allows every route to a signed-in student with a complete profile', () => {
    fc.assert(fc.property(route, (r) => guardRoute(r, { hasToken: true, signedIn: true, profileComplete: true }).kind === 'allow'))
  })
})
