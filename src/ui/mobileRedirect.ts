import { NARROW_PATHS } from '@/core/navigation/routeTable'

/** Our own static introduction page (public/mobile.html); VITE_MOBILE_REDIRECT_URL overrides it. */
export const DEFAULT_MOBILE_REDIRECT_URL = '/mobile.html'

const MOBILE_AGENT = /Android|iPhone|iPod|iPad|Windows Phone|Mobile|HarmonyOS|MicroMessenger.*Mobile/i

/**
 * Spec §1: on phones every path except the cooperation form goes to an introduction page (`url`); null keeps the
 * app. The payment pages stay too: a phone opens the sandbox page from the payment QR code.
 */
export function mobileRedirectTarget(userAgent: string, hashPath: string, url: string): string | null {
  if (!MOBILE_AGENT.test(userAgent)) return null
  const path = hashPath.replace(/^#/, '').split('?')[0]
  return NARROW_PATHS.includes(path) ? null : url
}
