/**
 * Where the buyer pays, as a URL a phone or a new window can open. The server answers a provider's absolute
 * URL, or, in the sandbox, a path of this app ('/#/pay/sandbox?no=…'), made absolute here against the page's
 * own origin and path (the app may be served below the root).
 */
export function absolutePayUrl(url: string, page: { origin: string; pathname: string }): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url
  if (url.startsWith('/#')) return `${page.origin}${page.pathname}${url.slice(1)}`
  return `${page.origin}${url}`
}
