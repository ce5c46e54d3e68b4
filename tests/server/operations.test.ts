import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { joinAi } from '@/ports/api/plan'
import { sendSms } from '@/ports/api/user'
import { LazyAdmissionModel } from '../../server/adapters/model/LazyAdmissionModel'
import { kyselyVolunteerDeps } from '../../server/adapters/db/kyselyVolunteerDeps'
import { send, signIn, type TestServer } from './testServer'
import { startServerWithData } from './profileFixtures'
import { giveStudent, sliceModel, useSliceModel } from './volunteerFixtures'

/** Issue 35: what an operator's load balancer and monitoring ask of a server. */
let server: TestServer
beforeAll(async () => {
  server = await startServerWithData()
}, 120_000)
afterAll(async () => server.close())

const get = (path: string) => Promise.resolve(server.app.request(path))

describe('health and readiness', () => {
  it('answers /healthz at once, and /readyz 503 while the model is still being built, 200 once it is', async () => {
    let finish: () => void = () => {}
    const building = new Promise<void>((done) => (finish = done))
    const model = new LazyAdmissionModel(async () => {
      await building
      return null
    })
    server.deps.volunteer = kyselyVolunteerDeps(server.db, model)
    void model.catalogue()
    expect([(await get('/healthz')).status, await (await get('/healthz')).text()]).toEqual([200, 'ok'])
    const fitting = await get('/readyz')
    expect(fitting.status).toBe(503)
    expect(await fitting.json()).toEqual({ ready: false, checks: { database: true, model: false } })
    finish()
    await model.catalogue()
    const ready = await get('/readyz')
    expect([ready.status, await ready.json()]).toEqual([200, { ready: true, checks: { database: true, model: true } }])
  })
})

describe('/metrics', () => {
  it('counts calls by endpoint and outcome, SMS sends, and every list built', async () => {
    await sliceModel.catalogue()
    useSliceModel(server)
    const metricValue = async (line: RegExp) => Number(line.exec(await (await get('/metrics')).text())?.[1] ?? 0)
    const lists = /^gk_lists_built_total (\d+)$/m
    const before = await metricValue(lists)
    const s = await signIn(server, '13900000901')
    await giveStudent(server, s.userId, 30_000)
    expect((await send(server, joinAi, {}, { token: s.token })).code).toBe(0)
    expect(await metricValue(lists)).toBe(before + 1)
    expect(await metricValue(/^gk_api_calls_total\{endpoint="joinAi",outcome="ok"\} (\d+)$/m)).toBe(1)
    expect(await metricValue(/^gk_sms_sends_total\{outcome="ok"\} (\d+)$/m)).toBeGreaterThanOrEqual(1)
    await send(server, sendSms, { phone: '13900000902' })
    // Within 120 s of the last: refused (请…秒后再试), and counted so.
    await send(server, sendSms, { phone: '13900000902' })
    expect(await metricValue(/^gk_sms_sends_total\{outcome="refused"\} (\d+)$/m)).toBe(1)
    const text = await (await get('/metrics')).text()
    expect(text).toContain('gk_api_call_seconds_bucket{le="0.005",endpoint="joinAi"}')
    expect((await get('/metrics')).headers.get('content-type')).toContain('text/plain')
  }, 120_000)
})
