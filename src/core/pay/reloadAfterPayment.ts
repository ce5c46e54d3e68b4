import type { Navigator } from '@/ports/Navigator'
import type { Timer } from '@/ports/Timer'

/** After a success the page reloads this much later, so the toast is seen. */
export const RELOAD_DELAY_MS = 500

/** A paid or granted order changes what the user holds: reloading the page loads the user again everywhere. */
export function reloadAfterPayment(deps: { timer: Timer; navigator: Navigator }): void {
  deps.timer.after(RELOAD_DELAY_MS, () => deps.navigator.reload())
}
