import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allEndpoints } from '@/ports/api/catalog'
import type { Endpoint } from '@/ports/api/endpoint'
import { ERROR_REPORTS_BYTE_BUDGET, ERROR_REPORTS_PER_HOUR } from '../../../server/app/shared/limits'
import { digest, fetchRaw, startTestServer, type TestServer } from '../testServer'

/**
 * Issue 15: anonymous calls cannot fill the disk. Every endpoint of the contract that needs no session
 * (iterated: a new one fails the first test until it has a sample input here) is called with valid, varied
 * input from one address; an endpoint that grew the database at all in the first PROBE calls is flooded: by
 * FLOOD calls it must have stopped growing (the next STILL calls add no row and no page), and in all it must
 * have grown the database, as SQLite counts its used pages, by less than 1 MB. Stopping is the bound that
 * holds for any number of calls, so the flood need only be long enough to reach it (it was 10,000 calls each,
 * which took most of this suite's time). (Before issue 15: error reports grew it by megabytes, and every
 * captcha with a new uuid added a row.)
 */
const PROBE = 300
const FLOOD = 2_000
const STILL = 1_000
const MB = 1024 * 1024
/** The 10,000 calls of the whole-site and byte-budget tests (one address each, or spread over days). */
const MANY = 10_000

const anonymous = allEndpoints.filter((e) => !e.auth)
const text = (i: number, size: number) => `report ${i} `.padEnd(size, 'x')

/** A valid input for the i-th call of each anonymous endpoint, varied so nothing is merely repeated. */
const samples: Record<string, (i: number) => Record<string, unknown>> = {
  dictItems: (i) => ({ dictId: 1 + (i % 5) }),
  errorReport: (i) => ({ apiName: `/api/x/${i}`, content: text(i, 4000), param: text(i, 4000) }),
  systemSettingDetail: (i) => ({ fieldName: `field_${i}` }),
  systemSettingList: () => ({}),
  userAgreement: (i) => ({ id: 1 + (i % 3) }),
  userMenu: () => ({}),
  captchaImage: (i) => ({ uuid: `flood-captcha-${i}` }),
  forgetPassword: (i) => ({ phone: `1390${String(i).padStart(7, '0')}`, smsCode: '123456', password: digest('a'), password1: digest('a') }),
  passwordLogin: (i) => ({ account: `1390${String(i).padStart(7, '0')}`, password: digest('a'), code: 'abcd', uuid: `flood-login-${i}`, type: 1 }),
  phoneLogin: (i) => ({ phone: `1390${String(i).padStart(7, '0')}`, smsCode: '123456' }),
  register: (i) => ({ phone: `1390${String(i).padStart(7, '0')}`, code: '123456', p1: digest('a'), p2: digest('a'), type: 1 }),
  sendSms: (i) => ({ phone: `1390${String(i).padStart(7, '0')}` }),
  proofChallenge: (i) => ({ purpose: 'sms', phone: `1391${String(i).padStart(7, '0')}` }),
  userCount: () => ({}),
  artRatio: (i) => ({ artType: String(i % 4) }),
  batchLines: (i) => ({ year: 2020 + (i % 7) }),
  dataTime: () => ({}),
  equalRankScore: (i) => ({ year: 2026, score: 300 + (i % 400) }),
  highSchoolAreas: (i) => ({ city: `城市${i % 11}` }),
  highSchoolCities: () => ({ province: '浙江' }),
  highSchools: (i) => ({ area: `区${i % 7}` }),
  majorCatalog: () => ({}),
  majorDetail: (i) => ({ majorCode: `0${80_000 + (i % 900)}` }),
  majorNum: () => ({ province: '浙江' }),
  provinceCityNum: (i) => ({ name: `大学${i % 13}` }),
  schoolDetail: (i) => ({ schoolId: 1 + (i % 500) }),
  schoolSearch: (i) => ({ pageNum: 1, pageSize: 10, name: `学${i % 17}` }),
  scoreRank: (i) => ({ year: 2026, score: 300 + (i % 400) }),
  sportRatio: () => ({}),
  sandboxOrder: (i) => ({ outTradeNo: `GK${String(i).padStart(12, '0')}` }),
  sandboxSettle: (i) => ({ outTradeNo: `GK${String(i).padStart(12, '0')}`, result: 'pay' }),
  hotQuestions: (i) => ({ pageNum: 1 + (i % 3), pageSize: 10 }),
  cooperationAdd: (i) => ({ organisation: `机构${i}`, contactName: '王老师', phone: '13900000000', city: '杭州', kind: 'school', message: text(i, 400) }),
  expertList: () => ({}),
  datavCohort: () => ({}),
  datavRankCurves: () => ({}),
}

describe('anonymous endpoints cannot fill the disk', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => server.close())

  /** Bytes of the pages SQLite uses now (free pages left by deletions do not count). */
  async function usedBytes(): Promise<number> {
    const number = async (pragma: string) => Number(Object.values((await sql.raw(`pragma ${pragma}`).execute(server.db)).rows[0] as object)[0])
    return ((await number('page_count')) - (await number('freelist_count'))) * (await number('page_size'))
  }

  /** Rows in every table: an endpoint that adds any is flooded, whether or not SQLite needed a new page yet. */
  async function rows(): Promise<number> {
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(server.db)
    let total = 0
    for (const { name } of tables.rows) total += Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(server.db)).rows[0].n)
    return total
  }

  async function calls(endpoint: Endpoint, from: number, to: number, ip: (i: number) => string = () => '10.80.0.1'): Promise<void> {
    for (let i = from; i < to; i++) {
      const response = await fetchRaw(server, endpoint, samples[endpoint.name](i) as never, { ip: ip(i) })
      expect(response.status).toBe(200)
      await response.arrayBuffer()
    }
  }

  it('has a sample input for every anonymous endpoint of the contract', () => {
    expect(anonymous.length).toBeGreaterThan(30)
    expect(anonymous.map((e) => e.name).filter((name) => !samples[name])).toEqual([])
  })

  it(`stops growing within ${FLOOD.toLocaleString('en')} calls from one address, under 1 MB, for every anonymous endpoint`, async () => {
    const growth: Record<string, number> = {}
    const stillGrowing: string[] = []
    const flooded: string[] = []
    for (const [n, endpoint] of anonymous.entries()) {
      // One address per endpoint: the sign-in calls share one budget per address, and each must be flooded itself.
      const from = () => `10.80.${n}.1`
      const before = await usedBytes()
      const rowsBefore = await rows()
      await calls(endpoint, 0, PROBE, from)
      if ((await usedBytes()) > before || (await rows()) !== rowsBefore) {
        flooded.push(endpoint.name)
        await calls(endpoint, PROBE, FLOOD, from)
        const [bytesAt, rowsAt] = [await usedBytes(), await rows()]
        await calls(endpoint, FLOOD, FLOOD + STILL, from)
        if ((await usedBytes()) > bytesAt || (await rows()) !== rowsAt) stillGrowing.push(endpoint.name)
      }
      growth[endpoint.name] = (await usedBytes()) - before
    }
    expect(stillGrowing).toEqual([])
    const over = Object.entries(growth).filter(([, bytes]) => bytes >= MB)
    expect(over).toEqual([])
    // The writers were flooded, not just probed.
    for (const name of ['errorReport', 'captchaImage', 'sendSms', 'phoneLogin', 'cooperationAdd']) expect(flooded, name).toContain(name)
  }, 600_000)

  it('keeps error reports from 10,000 addresses under 1 MB too (a limit for the whole site)', async () => {
    const before = await usedBytes()
    await calls(
      anonymous.find((e) => e.name === 'errorReport')!,
      MANY,
      2 * MANY,
      (i) => `10.${81 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`,
    )
    expect((await usedBytes()) - before).toBeLessThan(MB)
  }, 600_000)

  it('keeps 10,000 error reports of 4 KB Chinese text, over days, inside the stated byte budget (issue 34)', async () => {
    const endpoint = anonymous.find((e) => e.name === 'errorReport')!
    const chinese = (i: number) => `第${i}号报告：页面加载失败，`.padEnd(4000, '浙江高考志愿填报系统错误')
    const before = await usedBytes()
    for (let i = 0; i < MANY; i++) {
      // The site takes 300 an hour: an hour passes every 300 reports, so the flood lasts 34 hours and is pruned hourly.
      if (i > 0 && i % ERROR_REPORTS_PER_HOUR === 0) server.clock.advance(60 * 60_000 + 1)
      const response = await fetchRaw(
        server,
        endpoint,
        { apiName: `/api/zh/${i}`, content: chinese(i), param: chinese(i + 1) },
        {
          ip: `10.${120 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`,
        },
      )
      await response.arrayBuffer()
    }
    expect((await usedBytes()) - before).toBeLessThan(ERROR_REPORTS_BYTE_BUDGET)
  }, 600_000)

  it('deletes captchas from many addresses once they expire', async () => {
    const captcha = anonymous.find((e) => e.name === 'captchaImage')!
    await calls(captcha, 50_000, 52_000, (i) => `10.90.${(i >> 8) & 255}.${i & 255}`)
    const open = async () => Number((await sql<{ n: number }>`select count(*) as n from captchas`.execute(server.db)).rows[0].n)
    expect(await open()).toBeGreaterThanOrEqual(2000)
    server.clock.advance(6 * 60_000)
    await calls(captcha, 60_000, 60_001)
    expect(await open()).toBe(1)
  }, 600_000)
})
