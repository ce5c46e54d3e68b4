import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { logout } from '@/ports/api/user'
import { studentInfo } from '@/ports/api/system'
import { send, signIn, startTestServer, type TestServer } from '../testServer'

/** Sessions behave as one service across server processes over one database (SQLite file here). */
describe('sessions across two server processes', () => {
  let server: TestServer
  let other: TestServer
  beforeEach(async () => {
    server = await startTestServer()
    other = await server.twin()
  })
  afterEach(async () => {
    await other.db.destroy()
    await server.close()
  })

  it('a token from one process works on the other, and a logout on either ends it on both at once', async () => {
    const { token } = await signIn(server, '13400000901')
    expect((await send(other, studentInfo, {}, { token })).code).toBe(0)
    // Warm both processes' paths for this token first, so nothing could be answered from a stale copy.
    expect((await send(server, studentInfo, {}, { token })).code).toBe(0)
    expect((await send(other, logout, {}, { token })).code).toBe(0)
    expect((await send(server, studentInfo, {}, { token })).code).toBe(403)
    expect((await send(other, studentInfo, {}, { token })).code).toBe(403)
  })

  it('a token ends when its lifetime has passed without use, on both processes', async () => {
    const { token } = await signIn(server, '13400000902')
    server.clock.advance(72 * 3_600_000 + 1)
    expect((await send(other, studentInfo, {}, { token })).code).toBe(403)
    expect((await send(server, studentInfo, {}, { token })).code).toBe(403)
  })

  it('a signed-out user’s other sessions stay until they sign out there too', async () => {
    const first = await signIn(server, '13400000903')
    const second = await signIn(other, '13400000903')
    expect((await send(server, logout, {}, { token: first.token })).code).toBe(0)
    expect((await send(other, studentInfo, {}, { token: second.token })).code).toBe(0)
    expect((await send(server, studentInfo, {}, { token: first.token })).code).toBe(403)
  })
})
