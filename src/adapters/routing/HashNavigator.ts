import { navigate } from 'wouter/use-hash-location'
import { hashParts } from '@/core/navigation/hashParts'
import type { Navigator } from '@/ports/Navigator'

/** Hash routing: '#/home'. wouter's hash hook listens to the same location. */
export class HashNavigator implements Navigator {
  current() {
    return hashParts(window.location.hash).path || '/'
  }
  go(path: string, options: { replace?: boolean } = {}) {
    navigate(path, { replace: options.replace ?? false })
  }
  reload() {
    window.location.reload()
  }
}
