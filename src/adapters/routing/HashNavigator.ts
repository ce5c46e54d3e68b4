import { navigate } from 'wouter/use-hash-location'
import type { Navigator } from '@/ports/Navigator'

/** Hash routing (spec §2): '#/home'. wouter's hash hook listens to the same location. */
export class HashNavigator implements Navigator {
  current() {
    const hash = window.location.hash.replace(/^#/, '')
    return hash.split('?')[0] || '/'
  }
  go(path: string, options: { replace?: boolean } = {}) {
    navigate(path, { replace: options.replace ?? false })
  }
  reload() {
    window.location.reload()
  }
}
