import { lazy, useState, type ComponentType } from 'react'
import type { RememberedLoader } from './rememberedLoader'

/**
 * React.lazy, except that a component whose code has already arrived is drawn at once instead of suspending.
 * Each suspension shows its boundary's fallback, and React then holds the content back until 300 ms after that
 * fallback (its FALLBACK_THROTTLE_MS): on the login page, whose screen and dialog the entry fetches ahead, the
 * captcha (the largest paint) came late on a phone (docs/PERFORMANCE.md).
 * `loader` is shared with whoever fetches the code ahead; `pick` takes the component from the module.
 */
export function lazyLoaded<M, P extends object>(loader: RememberedLoader<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  const Lazy = lazy(() => loader().then((module) => ({ default: pick(module) })))
  function LazyLoaded(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the component itself would remount it.
    const [Ready] = useState(() => {
      const module = loader.arrived()
      return module === undefined ? null : pick(module)
    })
    return Ready ? <Ready {...props} /> : <Lazy {...props} />
  }
  return LazyLoaded
}
