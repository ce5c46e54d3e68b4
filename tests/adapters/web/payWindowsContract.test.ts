import { describe, expect, it } from 'vitest'
import { BrowserPayWindows, type PayHost } from '@/adapters/browser/BrowserPayWindows'
import type { PayWindows } from '@/ports/PayWindows'
import { RecordingPayWindows } from '../../core/pay/RecordingPayWindows'

/** A browser whose popups are recorded: where each was sent, whether it was closed and kept a handle on this page. */
function fakeBrowser(options: { blocks?: boolean } = {}) {
  const popups: Array<{ opener: unknown; location: { href: string }; closed: boolean; close(): void }> = []
  const host: PayHost = {
    open: (url?: string | URL) => {
      if (options.blocks) return null
      const popup = {
        opener: host as unknown,
        location: { href: String(url) },
        closed: false,
        close() {
          popup.closed = true
        },
      }
      popups.push(popup)
      return popup as unknown as Window
    },
    location: { origin: 'https://gk.example.cn', pathname: '/app/' },
  }
  return { host, popups }
}

/** What the payment flow relies on from any PayWindows (src/core/pay/payOrder.ts). */
function contract(name: string, make: (blocks: boolean) => PayWindows) {
  describe(`${name} keeps the PayWindows contract`, () => {
    it('opens a window that can be sent to a page and closed, and answers null when the browser refuses', () => {
      const opened = make(false).open()
      expect(opened).not.toBeNull()
      opened?.go('https://openapi.alipay.com/gateway.do?x=1')
      opened?.close()
      expect(make(true).open()).toBeNull()
    })

    it("names the page the app is served from, origin and path, for the server's app-relative URLs", () => {
      const page = make(false).page()
      expect(page.origin).toMatch(/^https?:\/\/[^/]+$/)
      expect(page.pathname.startsWith('/')).toBe(true)
    })
  })
}

contract('the recording fake', (blocks) => new RecordingPayWindows({ refuse: blocks }))
contract('the browser adapter', (blocks) => new BrowserPayWindows(() => fakeBrowser({ blocks }).host))

describe('the browser adapter', () => {
  it('opens an empty window at once, clears its handle on this page, then loads the provider and closes it', () => {
    const browser = fakeBrowser()
    const opened = new BrowserPayWindows(() => browser.host).open()
    expect(browser.popups).toHaveLength(1)
    expect(browser.popups[0]).toMatchObject({ opener: null, location: { href: 'about:blank' }, closed: false })
    opened?.go('https://openapi.alipay.com/gateway.do?x=1')
    expect(browser.popups[0].location.href).toBe('https://openapi.alipay.com/gateway.do?x=1')
    opened?.close()
    expect(browser.popups[0].closed).toBe(true)
  })

  it('reads the page where it is now, not where it was made', () => {
    const browser = fakeBrowser()
    const windows = new BrowserPayWindows(() => browser.host)
    browser.host.location = { origin: 'https://gk.example.cn', pathname: '/other/' }
    expect(windows.page()).toEqual({ origin: 'https://gk.example.cn', pathname: '/other/' })
  })
})
