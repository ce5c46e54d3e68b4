import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { requestContext } from '../../server/http/requestContext'

/** The client address a request is counted under: what each per-address limit and the security log see. */
async function addressOf(trustProxy: boolean, headers: Record<string, string>, env?: object): Promise<string> {
  const app = new Hono()
  app.get('/', (c) => c.text(requestContext(c, trustProxy).ip))
  const response = await app.request('/', { headers }, env)
  return response.text()
}

const node = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress, remotePort: 50123, remoteFamily: 'IPv4' } }, outgoing: {} })
const forwarded = { 'x-forwarded-for': '6.6.6.6, 10.68.0.1' }

describe('the client address of a request', () => {
  it('is the socket address on a Node server, whatever X-Forwarded-For says, unless the proxy is trusted', async () => {
    expect(await addressOf(false, forwarded, node('203.0.113.7'))).toBe('203.0.113.7')
    expect(await addressOf(true, forwarded, node('10.68.0.2'))).toBe('10.68.0.1')
    expect(await addressOf(true, {}, node('203.0.113.7'))).toBe('203.0.113.7')
  })

  it('is the last X-Forwarded-For entry without a socket (requests made in-process), else unknown', async () => {
    expect(await addressOf(false, forwarded)).toBe('10.68.0.1')
    expect(await addressOf(false, {})).toBe('unknown')
  })
})
