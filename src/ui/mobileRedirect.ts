import { paths } from '@/core/navigation/routeTable'
/** Spec §1: on phones every path except /codeForm goes to an external introduction page. */
/** Our own static introduction page (public/mobile.html); VITE_MOBILE_REDIRECT_URL overrides it. */
export const DEFAULT_MOBILE_REDIRECT_URL = '/mobile.html'

const MOBILE_AGENT = /Android|iPhone|iPod|iPad|Windows Phone|Mobile|HarmonyOS|MicroMessenger.*Mobile/i

export function mobileRedirectTarget(userAgent: string, hashPath: string, url: string): string | null {
  if (!MOBILE_AGENT.test(userAgent)) return null
  const path = hashPath.replace(/^#/, '').split('?')[0]
  return path === paths.codeForm() ? null : url
}
