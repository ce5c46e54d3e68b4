/** What the router knows about the target route (from src/ui/routes.ts). */
export interface GuardedRoute {
  path: string
  needLogin: boolean
  /** Spec §2: routes that stay reachable while the profile is incomplete. */
  profileException: boolean
}

export interface GuardSession {
  hasToken: boolean
  /** The student's isFill once the user is loaded; undefined while nobody is signed in. */
  isFill?: string | null
  signedIn: boolean
}

export const IMPROVE_INFORMATION_PATH = '/intelligentVolunteer/improveInformation/index'

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'block'; openLogin: string }
  | { kind: 'redirect'; to: string; warning: 'route.completeInfoFirst' }

/** Spec §2 "Navigation behaviour", as one pure decision. */
export function guardRoute(route: GuardedRoute, session: GuardSession): GuardDecision {
  if (route.needLogin && !session.hasToken) return { kind: 'block', openLogin: route.path }
  if (session.signedIn && session.isFill !== '1' && !route.profileException && route.path !== IMPROVE_INFORMATION_PATH) {
    return { kind: 'redirect', to: IMPROVE_INFORMATION_PATH, warning: 'route.completeInfoFirst' }
  }
  return { kind: 'allow' }
}
