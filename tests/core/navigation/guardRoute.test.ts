import { describe, expect, it } from 'vitest'
import { guardRoute, IMPROVE_INFORMATION_PATH } from '@/core/navigation/guardRoute'

const protectedRoute = { path: '/volunteerCheck', needLogin: true, profileException: false }
const publicRoute = { path: '/about', needLogin: false, profileException: false }
const exceptionRoute = { path: '/home', needLogin: false, profileException: true }

describe('guardRoute', () => {
  it('blocks a login-required route without a token and asks to open login for that path', () => {
    expect(guardRoute(protectedRoute, { hasToken: false, signedIn: false })).toEqual({ kind: 'block', openLogin: '/volunteerCheck' })
  })

  it('lets anonymous visitors see public routes', () => {
    expect(guardRoute(publicRoute, { hasToken: false, signedIn: false })).toEqual({ kind: 'allow' })
  })

  it('sends a signed-in student with an incomplete profile to improve-information with the warning', () => {
    expect(guardRoute(protectedRoute, { hasToken: true, signedIn: true, isFill: '0' })).toEqual({
      kind: 'redirect',
      to: IMPROVE_INFORMATION_PATH,
      warning: 'route.completeInfoFirst',
    })
    expect(guardRoute(publicRoute, { hasToken: true, signedIn: true, isFill: null }).kind).toBe('redirect')
  })

  it('keeps the exception routes and the improve page itself reachable with an incomplete profile', () => {
    expect(guardRoute(exceptionRoute, { hasToken: true, signedIn: true, isFill: null })).toEqual({ kind: 'allow' })
    const improve = { path: IMPROVE_INFORMATION_PATH, needLogin: true, profileException: true }
    expect(guardRoute(improve, { hasToken: true, signedIn: true, isFill: null })).toEqual({ kind: 'allow' })
  })

  it('allows everything to a student whose profile is complete', () => {
    expect(guardRoute(protectedRoute, { hasToken: true, signedIn: true, isFill: '1' })).toEqual({ kind: 'allow' })
  })
})
