import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { accessTo, ServiceType, type AccessArea } from '@/core/domain/access'
import { guardRoute } from '@/core/navigation/guardRoute'
import { paths } from '@/core/navigation/routeTable'
import { routes } from '@/ui/routes'

const flag = fc.constantFrom(0, 1)
const user = fc.record({ isSuperVip: flag, isBaseVip: flag, isThreeOne: flag, volunteerVerify: fc.integer({ min: 0, max: 5 }) })
const area = fc.constantFrom<AccessArea>('ai', 'premier', 'threeOne', 'check', 'list')
const paidRoute = fc.record({
  path: fc.constantFrom(paths.plans(), paths.volunteerCheck(), paths.sanYiPageList()),
  needLogin: fc.constant(true),
  profileException: fc.boolean(),
  access: area,
})
const signedIn = (u: unknown) => ({ hasToken: true, signedIn: true, profileComplete: true, user: u as never })

describe('guardRoute with paid areas (the access rule)', () => {
  it('denies a paid page exactly when the access rule denies it, naming the same service type', () => {
    fc.assert(
      fc.property(paidRoute, user, (r, u) => {
        const decision = guardRoute(r, signedIn(u))
        const rule = accessTo(r.access, u)
        if (rule.allowed) return decision.kind === 'allow'
        return decision.kind === 'deny' && decision.serviceType === rule.serviceType
      }),
    )
  })

  it('keeps a paid page open for the visit it admitted, whatever the page spent, but still asks for login and profile', () => {
    fc.assert(
      fc.property(paidRoute, user, (r, u) => {
        expect(guardRoute(r, { ...signedIn(u), admittedHere: true }).kind).toBe('allow')
        // Without the admission (a new visit) the access rule decides again.
        expect(guardRoute(r, signedIn(u)).kind).toBe(accessTo(r.access, u).allowed ? 'allow' : 'deny')
        expect(guardRoute(r, { hasToken: false, signedIn: false, user: null, admittedHere: true }).kind).toBe('block')
        expect(guardRoute({ ...r, profileException: false }, { ...signedIn(u), profileComplete: false, admittedHere: true }).kind).toBe('redirect')
      }),
    )
  })

  it('lets a user owning all services through every route of the table', () => {
    const all = { isSuperVip: 1, isBaseVip: 1, isThreeOne: 1, volunteerVerify: 1 }
    for (const r of routes) expect(guardRoute(r, signedIn(all)).kind).toBe('allow')
  })

  it('never denies a route without an access area, whatever the user owns', () => {
    fc.assert(fc.property(user, fc.constantFrom(...routes.filter((r) => !r.access)), (u, r) => guardRoute(r, signedIn(u)).kind === 'allow'))
  })

  it('still asks for login first and the profile second, before any access decision', () => {
    fc.assert(
      fc.property(paidRoute, user, (r, u) => {
        expect(guardRoute(r, { hasToken: false, signedIn: false, user: null }).kind).toBe('block')
        const incomplete = guardRoute({ ...r, profileException: false }, { hasToken: true, signedIn: true, profileComplete: false, user: u })
        expect(incomplete.kind).toBe('redirect')
      }),
    )
  })

  it('shows the super-vip prompt on the 尊享版 pages to a base-vip trial user', () => {
    const trial = { isSuperVip: 0, isBaseVip: 1, isThreeOne: 0, volunteerVerify: 3 }
    for (const r of routes.filter((x) => x.path.startsWith('/premierEdition/'))) {
      expect(guardRoute(r, signedIn(trial))).toEqual({ kind: 'deny', serviceType: ServiceType.Super })
    }
    const ai = routes.find((x) => x.path === paths.aiVolunteer())!
    expect(guardRoute(ai, signedIn(trial)).kind).toBe('allow')
  })
})
