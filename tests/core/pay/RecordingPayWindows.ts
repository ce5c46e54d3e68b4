import type { PayWindow, PayWindows } from '@/ports/PayWindows'

/** One window the flow opened: the URLs it was sent to, and whether it was closed. */
export interface RecordedWindow {
  urls: string[]
  closed: boolean
}

/** A PayWindows that records what the flow does with its windows; `refuse` plays a browser that blocks popups. */
export class RecordingPayWindows implements PayWindows {
  readonly windows: RecordedWindow[] = []
  opens = 0

  constructor(private readonly options: { refuse?: boolean; origin?: string; pathname?: string } = {}) {}

  open(): PayWindow | null {
    this.opens += 1
    if (this.options.refuse) return null
    const opened: RecordedWindow = { urls: [], closed: false }
    this.windows.push(opened)
    return {
      go: (url) => void opened.urls.push(url),
      close: () => {
        opened.closed = true
      },
    }
  }

  page() {
    return { origin: this.options.origin ?? 'https://gk.example.cn', pathname: this.options.pathname ?? '/' }
  }
}
