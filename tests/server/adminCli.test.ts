import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runAdmin } from '../../server/cli/runAdmin'
import { KyselyGrantRepo } from '../../server/adapters/db/KyselyGrantRepo'
import { send, signIn, startTestServer, type TestServer } from './testServer'
import { giveStudent, useSliceModel } from './volunteerFixtures'
import { planPage } from '@/ports/api/plan'
import { studentInfo } from '@/ports/api/system'

let server: TestServer
beforeEach(async () => {
  server = await startTestServer()
})
afterEach(async () => server.close())

const admin = (...argv: string[]) => runAdmin(server.db, argv, server.clock)

describe('npm run admin (operator grants on SQLite)', () => {
  it('grants super vip to a signed-up phone, records it as an operator grant and shows it', async () => {
    const { userId } = await signIn(server, '13800000101')
    const run = await admin('grant', '--phone', '13800000101', '--service', 'super')
    expect(run.exitCode).toBe(0)
    expect(run.output).toContain('vip level 3')
    expect((await server.deps.repos.users.byId(userId))!.isSuperVip).toBe(1)
    const grants = await new KyselyGrantRepo(server.db).list(userId)
    expect(grants.map((g) => g.kind)).toEqual(['trial', 'operator'])
    expect(grants[1].detail).toContain('isSuperVip=1')
    expect((await admin('show', '--phone', '13800000101')).output).toMatch(/operator\s+grant isSuperVip=1/)
  })

  it('adds checks to what is left, records every grant, and revoke takes them all', async () => {
    const { userId } = await signIn(server, '13800000102')
    const before = (await server.deps.repos.users.byId(userId))!.volunteerVerify
    await admin('grant', '--phone', '13800000102', '--service', 'check', '--checks', '5')
    await admin('grant', '--phone', '13800000102', '--service', 'check', '--checks', '2')
    expect((await server.deps.repos.users.byId(userId))!.volunteerVerify).toBe(before + 7)
    const revoked = await admin('revoke', '--phone', '13800000102', '--service', 'check')
    expect(revoked.output).toContain('checks left 0')
    expect((await new KyselyGrantRepo(server.db).list(userId)).filter((g) => g.kind === 'operator')).toHaveLength(3)
  })

  it('says clearly that an unknown or malformed phone has no account, and changes nothing', async () => {
    const unknown = await admin('grant', '--phone', '13899999999', '--service', 'super')
    expect(unknown.exitCode).toBe(1)
    expect(unknown.output).toContain('No account has the phone 13899999999')
    expect((await admin('show', '--phone', '12345')).output).toContain('is not a phone number')
  })

  it('answers the usage for a missing command, phone or an unknown service', async () => {
    expect((await admin()).exitCode).toBe(2)
    expect((await admin('grant', '--service', 'super')).exitCode).toBe(2)
    const bad = await admin('grant', '--phone', '13800000101', '--service', 'gold')
    expect(bad.exitCode).toBe(2)
    expect(bad.output).toContain('super, base, threeOne, check')
    await signIn(server, '13800000103')
    expect((await admin('grant', '--phone', '13800000103', '--service', 'super', '--checks', '3')).exitCode).toBe(1)
  })

  it('is seen by the running server on the next request: the premier search opens after the grant', async () => {
    useSliceModel(server)
    const { token, userId } = await signIn(server, '13800000104')
    await giveStudent(server, userId, 20000)
    const search = () => send(server, planPage, { pageNum: 1, pageSize: 5 }, { token })
    expect((await search()).code).toBe(4602)
    await admin('grant', '--phone', '13800000104', '--service', 'super')
    expect((await search()).code).toBe(0)
  }, 30_000)

  it('keeps one trial per account after the grants table was rebuilt for operator rows', async () => {
    const { userId } = await signIn(server, '13800000105')
    const grants = new KyselyGrantRepo(server.db)
    expect(await grants.record({ userId, kind: 'trial', detail: 'again', at: 1 })).toBe(false)
    expect(await grants.record({ userId, kind: 'operator', detail: 'a', at: 1 })).toBe(true)
    expect(await grants.record({ userId, kind: 'operator', detail: 'b', at: 1 })).toBe(true)
  })
})

describe('the trial and the route guard', () => {
  it('gives an account older than the trial its trial when the web app reads the user info', async () => {
    const { token, userId } = await signIn(server, '13800000106')
    // As before the trial existed: no grant row, no flags.
    await server.db.deleteFrom('entitlement_grants' as never).execute()
    await server.deps.repos.users.setEntitlements(userId, { isBaseVip: 0, volunteerVerify: 0 })
    const info = await send(server, studentInfo, {}, { token })
    expect(info.code).toBe(0)
    expect(info.data.loginUser).toMatchObject({ isBaseVip: 1, volunteerVerify: 3 })
  })
})
