import type { PayWindow, PayWindows } from '@/ports/PayWindows'

/** The part of the browser's window paying uses (a test passes its own). */
export type PayHost = Pick<Window, 'open'> & { location: Pick<Location, 'origin' | 'pathname'> }

/**
 * The browser's side of paying. The window is opened empty inside the click (later, after the order exists, a
 * popup blocker would stop it) and gets no handle on this page (opener cleared) before it loads a provider's page.
 */
export class BrowserPayWindows implements PayWindows {
  /** `host` is read on each call, so the adapter can be made where there is no window yet (a server-side test). */
  constructor(private readonly host: () => PayHost = () => window) {}

  open(): PayWindow | null {
    const popup = this.host().open('about:blank', '_blank')
    if (!popup) return null
    popup.opener = null
    return {
      go: (url) => {
        popup.location.href = url
      },
      close: () => popup.close(),
    }
  }

  page(): { origin: string; pathname: string } {
    const { origin, pathname } = this.host().location
    return { origin, pathname }
  }
}
