import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { userAgreement } from '@/ports/api/system'
import { fetchRaw, startTestServer, type TestServer } from './testServer'

let server: TestServer
beforeEach(async () => {
  server = await startTestServer()
})
afterEach(() => server.close())

async function gunzipJson(response: Response): Promise<unknown> {
  return new Response(response.body!.pipeThrough(new DecompressionStream('gzip'))).json()
}

describe('response compression', () => {
  it('gzips a large envelope for a client that accepts gzip, and the body still reads as the envelope', async () => {
    const response = await fetchRaw(server, userAgreement, { id: 1 }, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(await gunzipJson(response)).toMatchObject({ code: 0, data: { id: 1 } })
  })

  it('answers plain JSON to a client that does not ask for compression', async () => {
    const response = await fetchRaw(server, userAgreement, { id: 1 })
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(await response.json()).toMatchObject({ code: 0 })
  })
})
