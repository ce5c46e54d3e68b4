import { useSyncExternalStore } from 'react'

/** Below Tailwind's md (768 px): the phone layout (the same line as the `max-md:` classes). */
const PHONE = '(max-width: 767px)'

const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : null)

function subscribe(onChange: () => void) {
  const query = media()
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

/** True on a phone-sized window, following it as it changes; false where there is no window (tests, the server). */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  )
}
