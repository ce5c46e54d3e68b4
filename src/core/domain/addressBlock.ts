/**
 * The network an address belongs to, as limits count "one sender": an IPv4 address's /24 and an IPv6 address's
 * /48 (what one household, school or small provider holds). Someone who rents forty addresses usually gets them
 * from one such block, so a budget per block is spent before the whole site's. Anything that is not an address
 * (a test's "ip", an unknown proxy value) is its own block.
 */
export function addressBlock(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip.trim())
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`
  if (ip.includes(':')) {
    // An IPv4 tail ("::1.2.3.4", "0:…:0:1.2.3.4") is two groups of the address.
    const text = ip
      .trim()
      .toLowerCase()
      .replace(/(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/, (_, a: string, b: string, c: string, d: string) =>
        [((+a << 8) | +b).toString(16), ((+c << 8) | +d).toString(16)].join(':'),
      )
    const [head, tail] = text.split('::')
    const front = head ? head.split(':') : []
    const back = tail !== undefined && tail !== '' ? tail.split(':') : []
    const groups = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back]
    if (groups.length === 8 && groups.every((g) => /^[0-9a-f]{1,4}$/.test(g)))
      return `${groups
        .slice(0, 3)
        .map((g) => String(parseInt(g, 16).toString(16)))
        .join(':')}::/48`
  }
  return ip
}
