import { accessTo, type AccessArea, type AccessFlags, type ServiceTypeValue } from '../domain/access'
import { paths } from './routeTable'

/** What the router knows about the target route (from the route table). */
export interface GuardedRoute {
  path: string
  needLogin: boolean
  /** Routes that stay reachable while the profile is incomplete. */
  profileException: boolean
  /** The paid service area the page belongs to, if any. */
  access?: AccessArea
}

export interface GuardSession {
  hasToken: boolean
  /** Whether the signed-in student's record is complete (StudentRecord.complete); undefined while nobody is signed in. */
  profileComplete?: boolean
  signedIn: boolean
  /** The signed-in user's entitlement flags (null or absent while nobody is signed in). */
  user?: AccessFlags | null
  /**
   * The page was open to the user when they arrived and they have not left it. What the page itself spends
   * (the last 智能审核 check) does not close it under them: its result stays; the next visit asks again.
   */
  admittedHere?: boolean
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'block'; openLogin: string }
  | { kind: 'redirect'; to: string; warning: 'route.completeInfoFirst' }
  /** A paid area the user has not got: the page shows the buy prompt for `serviceType` instead. */
  | { kind: 'deny'; serviceType: ServiceTypeValue }

/**
 * The route guard as one pure decision: a login page without a token is blocked (the login dialog opens), an
 * incomplete profile is sent to improve-information except on the exception routes, and a paid page the user has
 * not got is denied with the service type to buy.
 */
export function guardRoute(route: GuardedRoute, session: GuardSession): GuardDecision {
  if (route.needLogin && !session.hasToken) return { kind: 'block', openLogin: route.path }
  const improve = paths.improveInformation()
  if (session.signedIn && !session.profileComplete && !route.profileException && route.path !== improve) {
    return { kind: 'redirect', to: improve, warning: 'route.completeInfoFirst' }
  }
  if (route.access && session.signedIn && session.user && !session.admittedHere) {
    const decision = accessTo(route.access, session.user)
    if (!decision.allowed) return { kind: 'deny', serviceType: decision.serviceType }
  }
  return { kind: 'allow' }
}
