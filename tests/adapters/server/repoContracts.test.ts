import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Repos } from '../../../server/ports/ServerDeps'
import { repoBackends } from './repoBackends'

const T0 = 1_750_000_000_000

describe.each(repoBackends)('repositories on $name', (backend) => {
  let repos: Repos
  let close: () => Promise<void>
  beforeEach(async () => {
    ;({ repos, close } = await backend.open())
  })
  afterEach(async () => {
    await close()
  })

  const newUser = (phone: string, inviteCode: string) => ({ phone, passwordHash: null, inviteCode, invitedBy: null, nickName: '考生', createdAt: T0 })

  describe('UserRepo', () => {
    it('creates users with default flags and finds them by id, phone and invite code', async () => {
      const created = await repos.users.create(newUser('13800000001', 'CODE0001'))
      expect(created).toMatchObject({ phone: '13800000001', isSuperVip: 0, isBaseVip: 0, volunteerVerify: 0, passwordHash: null, createdAt: T0 })
      expect(await repos.users.byId(created.id)).toEqual(created)
      expect(await repos.users.byPhone('13800000001')).toEqual(created)
      expect(await repos.users.byInviteCode('CODE0001')).toEqual(created)
      expect(await repos.users.byPhone('13800000002')).toBeNull()
    })

    it('refuses a second user with the same phone', async () => {
      await repos.users.create(newUser('13800000001', 'CODE0001'))
      await expect(repos.users.create(newUser('13800000001', 'CODE0002'))).rejects.toThrow()
    })

    it('changes the password hash of one user only', async () => {
      const a = await repos.users.create(newUser('13800000001', 'CODE0001'))
      const b = await repos.users.create(newUser('13800000002', 'CODE0002'))
      await repos.users.setPasswordHash(a.id, 'scrypt$x')
      expect((await repos.users.byId(a.id))?.passwordHash).toBe('scrypt$x')
      expect((await repos.users.byId(b.id))?.passwordHash).toBeNull()
    })
  })

  describe('StudentRepo', () => {
    it('has no profile until one is saved, then round-trips every kind of field and replaces it on save', async () => {
      const user = await repos.users.create(newUser('13800000001', 'CODE0001'))
      expect(await repos.students.byUserId(user.id)).toBeNull()
      const saved = await repos.students.save(user.id, {
        total: 612.5,
        rank: '1',
        isFill: '1',
        studentType: 1,
        province: '浙江',
        targetProvince: ['浙江', '上海'],
        userBatch: [{ id: 1, allScore: 600, artType: null, proScore: null }],
        physics: 90,
      })
      expect(saved).toMatchObject({ userId: user.id, total: 612.5, targetProvince: ['浙江', '上海'], physics: 90, chemistry: null })
      await repos.students.save(user.id, { total: 500, isFill: '1' })
      const again = await repos.students.byUserId(user.id)
      expect(again).toMatchObject({ id: saved.id, total: 500, physics: null, targetProvince: null })
    })
  })

  describe('TokenRepo', () => {
    it('finds, extends and deletes sessions by hash, and ends all sessions of a user, or all but one', async () => {
      const a = await repos.users.create(newUser('13800000001', 'CODE0001'))
      const b = await repos.users.create(newUser('13800000002', 'CODE0002'))
      for (const [tokenHash, userId] of [
        ['h1', a.id],
        ['h2', a.id],
        ['h4', a.id],
        ['h3', b.id],
      ] as const)
        await repos.tokens.create({ tokenHash, userId, expiresAt: T0, endsAt: T0 + 100 })
      await repos.tokens.extend('h1', T0 + 5)
      expect(await repos.tokens.find('h1')).toEqual({ tokenHash: 'h1', userId: a.id, expiresAt: T0 + 5, endsAt: T0 + 100 })
      await repos.tokens.delete('h1')
      expect(await repos.tokens.find('h1')).toBeNull()
      expect(await repos.tokens.deleteForUser(a.id, 'h4')).toBe(1)
      expect(await repos.tokens.find('h2')).toBeNull()
      expect(await repos.tokens.find('h4')).not.toBeNull()
      expect(await repos.tokens.deleteForUser(a.id)).toBe(1)
      expect(await repos.tokens.find('h4')).toBeNull()
      expect(await repos.tokens.find('h3')).not.toBeNull()
    })
  })

  describe('SmsCodeRepo', () => {
    it('spends a matching unexpired code once, and never an expired or wrong one', async () => {
      await repos.smsCodes.add({ phone: '13800000001', codeHash: 'c1', expiresAt: T0 + 300_000, createdAt: T0 })
      expect(await repos.smsCodes.consume('13800000001', 'wrong', T0 + 1)).toBe(false)
      expect(await repos.smsCodes.consume('13800000002', 'c1', T0 + 1)).toBe(false)
      expect(await repos.smsCodes.consume('13800000001', 'c1', T0 + 300_000)).toBe(false)
      expect(await repos.smsCodes.consume('13800000001', 'c1', T0 + 1)).toBe(true)
      expect(await repos.smsCodes.consume('13800000001', 'c1', T0 + 2)).toBe(false)
    })

    it("is not killed by wrong tries (guessing is limited per address, not by spoiling the owner's code)", async () => {
      await repos.smsCodes.add({ phone: '13800000001', codeHash: 'c1', expiresAt: T0 + 300_000, createdAt: T0 })
      for (let i = 0; i < 20; i++) expect(await repos.smsCodes.consume('13800000001', `guess-${i}`, T0 + 1)).toBe(false)
      expect(await repos.smsCodes.consume('13800000001', 'c1', T0 + 2)).toBe(true)
    })

    it('spends a code once even when the right code comes twice at the same time', async () => {
      await repos.smsCodes.add({ phone: '13800000001', codeHash: 'c1', expiresAt: T0 + 300_000, createdAt: T0 })
      const tries = await Promise.all(Array.from({ length: 6 }, () => repos.smsCodes.consume('13800000001', 'c1', T0 + 1)))
      expect(tries.filter(Boolean)).toHaveLength(1)
    })

    it('tells when the last code was sent and how many since a time', async () => {
      expect(await repos.smsCodes.lastSentAt('13800000001')).toBeNull()
      await repos.smsCodes.add({ phone: '13800000001', codeHash: 'a', expiresAt: T0, createdAt: T0 })
      await repos.smsCodes.add({ phone: '13800000001', codeHash: 'b', expiresAt: T0, createdAt: T0 + 200 })
      await repos.smsCodes.add({ phone: '13800000002', codeHash: 'c', expiresAt: T0, createdAt: T0 + 900 })
      expect(await repos.smsCodes.lastSentAt('13800000001')).toBe(T0 + 200)
      expect(await repos.smsCodes.countSentSince('13800000001', T0 + 100)).toBe(1)
      expect(await repos.smsCodes.countSentSince('13800000001', T0)).toBe(2)
    })
  })

  describe('CaptchaRepo', () => {
    it('hands a captcha out once, the newest under a uuid', async () => {
      await repos.captchas.put({ uuid: 'u1', answerHash: 'old', expiresAt: T0, ip: '10.0.0.1' })
      await repos.captchas.put({ uuid: 'u1', answerHash: 'new', expiresAt: T0 + 1, ip: '10.0.0.1' })
      expect(await repos.captchas.take('u1')).toEqual({ uuid: 'u1', answerHash: 'new', expiresAt: T0 + 1, ip: '10.0.0.1' })
      expect(await repos.captchas.take('u1')).toBeNull()
    })

    it("keeps an address's newest captchas only, and deletes the expired ones", async () => {
      for (let i = 0; i < 5; i++) await repos.captchas.put({ uuid: `a${i}`, answerHash: 'x', expiresAt: T0 + i, ip: '10.0.0.1' })
      await repos.captchas.put({ uuid: 'b0', answerHash: 'x', expiresAt: T0, ip: '10.0.0.2' })
      expect(await repos.captchas.trimForIp('10.0.0.1', 2)).toBe(3)
      expect(await repos.captchas.take('a2')).toBeNull()
      expect(await repos.captchas.take('a4')).not.toBeNull()
      expect(await repos.captchas.deleteExpired(T0 + 2)).toBe(1)
      expect(await repos.captchas.take('b0')).toBeNull()
      expect(await repos.captchas.trimForIp('10.0.0.9', 2)).toBe(0)
    })
  })

  describe('ContentRepo', () => {
    it('starts with the seeded settings, menus and agreement', async () => {
      expect(await repos.content.setting('system_name')).toEqual({ fieldName: 'system_name', fieldValue: '浙江高考志愿填报AI系统' })
      expect(await repos.content.setting('nope')).toBeNull()
      const names = (await repos.content.settings()).map((s) => s.fieldName)
      expect(names).toEqual(expect.arrayContaining(['system_name', 'is_test', 'screening_volunteer']))
      const menus = await repos.content.menus()
      expect(menus.find((m) => m.path === '/home')).toMatchObject({ menuId: 1, parentId: 0, menuType: 0, meta: { title: '首页', keepAlive: true } })
      expect((await repos.content.agreement(1))?.content).toContain('隐私政策')
      expect(await repos.content.agreement(2)).toBeNull()
    })
  })

  describe('ErrorReportRepo', () => {
    it('keeps reports and lists the newest first', async () => {
      await repos.errorReports.record({ apiName: 'a', content: 'x', param: '', userId: null, createdAt: T0 }, 'fa')
      await repos.errorReports.record({ apiName: 'b', content: 'y', param: '{}', userId: 7, createdAt: T0 + 1 }, 'fb')
      expect((await repos.errorReports.recent(5)).map((r) => [r.apiName, r.userId])).toEqual([
        ['b', 7],
        ['a', null],
      ])
      expect(await repos.errorReports.recent(1)).toHaveLength(1)
    })

    it('counts the same report again instead of storing it twice, and prunes by last arrival', async () => {
      await repos.errorReports.record({ apiName: 'a', content: 'x', param: '', userId: null, createdAt: T0 }, 'fa')
      await repos.errorReports.record({ apiName: 'b', content: 'y', param: '', userId: null, createdAt: T0 + 1 }, 'fb')
      await repos.errorReports.record({ apiName: 'a', content: 'x', param: '', userId: 9, createdAt: T0 + 2 }, 'fa')
      expect((await repos.errorReports.recent(5)).map((r) => [r.apiName, r.count, r.lastAt, r.userId])).toEqual([
        ['a', 2, T0 + 2, 9],
        ['b', 1, T0 + 1, null],
      ])
      await repos.errorReports.record({ apiName: 'c', content: 'z', param: '', userId: null, createdAt: T0 + 3 }, 'fc')
      expect(await repos.errorReports.prune(T0 + 2, 10)).toBe(1)
      expect((await repos.errorReports.recent(5)).map((r) => r.apiName)).toEqual(['c', 'a'])
      expect(await repos.errorReports.prune(T0, 1)).toBe(1)
      expect((await repos.errorReports.recent(5)).map((r) => r.apiName)).toEqual(['c'])
    })
  })

  describe('SecurityLog', () => {
    const entry = (at: number, phone: string | null, event: 'signIn.ok' | 'lock' = 'signIn.ok') => ({
      at,
      event,
      userId: null,
      phone,
      ip: '10.0.0.1',
      userAgent: 'UA',
      detail: `d${at}`,
    })

    it('keeps entries, reads them newest first by phone and time, and prunes only by age', async () => {
      await repos.securityLog.append(entry(T0, '13800000001'))
      await repos.securityLog.append(entry(T0 + 1, '13800000002', 'lock'))
      await repos.securityLog.append(entry(T0 + 2, '13800000001', 'lock'))
      expect((await repos.securityLog.read({})).map((e) => e.at)).toEqual([T0 + 2, T0 + 1, T0])
      expect(await repos.securityLog.read({ phone: '13800000001', since: T0 + 1 })).toEqual([entry(T0 + 2, '13800000001', 'lock')])
      expect(await repos.securityLog.read({ limit: 1 })).toHaveLength(1)
      expect(await repos.securityLog.pruneBefore(T0 + 1)).toBe(1)
      expect((await repos.securityLog.read({})).map((e) => e.at)).toEqual([T0 + 2, T0 + 1])
    })
  })
})
