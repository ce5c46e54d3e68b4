import { describe, expect, it } from 'vitest'
import { guardRoute } from '@/core/navigation/guardRoute'
import { paths } from '@/core/navigation/routeTable'

const protectedRoute = { path: paths.volunteerCheck(), needLogin: true, profileException: false }
const publicRoute = { path: paths.about(), needLogin: false, profileException: false }
const exceptionRoute = { path: paths.home(), needLogin: false, profileException: true }

describe('guardRoute', () => {
  it('blocks a login-required route without a token and asks to open login for that path', () => {
    expect(guardRoute(protectedRoute, { hasToken: false, signedIn: false })).toEqual({ kind: 'block', openLogin: paths.volunteerCheck() })
  })

  it('lets anonymous visitors see public routes', () => {
    expect(guardRoute(publicRoute, { hasToken: false, signedIn: false })).toEqual({ kind: 'allow' })
  })

  it('sends a signed-in student with an incomplete profile to improve-information with the warning', () => {
    expect(guardRoute(protectedRoute, { hasToken: true, signedIn: true, profileComplete: false })).toEqual({
      kind: 'redirect',
      to: paths.improveInformation(),
      warning: 'route.completeInfoFirst',
    })
    expect(guardRoute(publicRoute, { hasToken: true, signedIn: true, profileComplete: false }).kind).toBe('redirect')
  })

  it('keeps the exception routes and the improve page itself reachable with an incomplete profile', () => {
    expect(guardRoute(exceptionRoute, { hasToken: true, signedIn: true, profileComplete: false })).toEqual({ kind: 'allow' })
    const improve = { path: paths.improveInformation(), needLogin: true, profileException: true }
    expect(guardRoute(improve, { hasToken: true, signedIn: true, profileComplete: false })).toEqual({ kind: 'allow' })
  })

  it('allows everything to a student whose profile is complete', () => {
    expect(guardRoute(protectedRoute, { hasToken: true, signedIn: true, profileComplete: true })).toEqual({ kind: 'allow' })
  })
})
