import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fetchRaw, present, send, signIn, startTestServer, type TestServer } from './testServer'
import { giveStudent, sliceModel, useSliceModel } from './volunteerFixtures'
import { addAiTarget, aiTarget, type ListPrefs } from '@/ports/api/aiMsg'
import {
  joinAi,
  planCities,
  planPage,
  recommendedPlanPage,
  planSchools,
  planTest,
  volunteerCheck,
  volunteerCount,
  volunteerDelete,
  volunteerExport,
  volunteerJoin,
  volunteerList,
  volunteerNum,
  volunteerOrder,
  volunteerReorder,
  volunteerSorted,
} from '@/ports/api/plan'

let server: TestServer
beforeAll(async () => {
  await sliceModel.catalogue()
}, 60_000)
beforeEach(async () => {
  server = await startTestServer()
  useSliceModel(server)
})
afterEach(async () => server.close())

const page = (token: string, body: Record<string, unknown> = {}) => send(server, planPage, { pageNum: 1, pageSize: 20, ...body }, { token })
/** The plan search and the manual join are 尊享版 (super vip): what an operator grant gives. */
const superVip = (userId: number) => server.deps.repos.users.setEntitlements(userId, { isSuperVip: 1 })
/** A super-vip student with a rank: can search and join by hand. */
async function premierStudent(phone: string, rank = 30000) {
  const s = await signIn(server, phone)
  await giveStudent(server, s.userId, rank)
  await superVip(s.userId)
  return s
}

describe('plan pages', () => {
  it('answer code 2 (an empty list on the client) while the student has no rank or batch', async () => {
    const { token, userId } = await signIn(server, '13800000001')
    await superVip(userId)
    const answer = await page(token)
    expect(answer.code).toBe(2)
    expect(answer.msg).toContain('批次')
  })

  it('show each programme with its history, predicted rank range, probability and band for the student', async () => {
    const { token } = await premierStudent('13800000002', 20000)
    const answer = await page(token, { pageSize: 200 })
    expect(answer.code).toBe(0)
    expect(answer.data.total).toBeGreaterThan(100)
    const withHistory = present(
      answer.data.list.find((r) => r.history.length > 0 && r.prediction),
      'a programme with history and a prediction',
    )
    const prediction = present(withHistory.prediction, 'its prediction')
    expect(prediction.low).toBeLessThanOrEqual(prediction.high)
    expect(withHistory.probability).toBeGreaterThanOrEqual(0)
    expect(['chong', 'wen', 'bao', 'no']).toContain(withHistory.band)
  })

  it('filter by band, tag and eligibility exactly', async () => {
    const { token } = await premierStudent('13800000003', 20000)
    const bao = await page(token, { band: '保', pageSize: 200 })
    expect(bao.data.list.length).toBeGreaterThan(0)
    expect(bao.data.list.every((r) => r.band === 'bao')).toBe(true)
    const c985 = await page(token, { tag: '985', eligibleOnly: true, pageSize: 200 })
    expect(c985.data.list.every((r) => r.tags.includes('985') && r.eligible === true)).toBe(true)
    const all = await page(token, { pageSize: 200 })
    expect(c985.data.total).toBeLessThan(all.data.total)
  })

  it('refuse the plan search to a base-vip trial user with the super-vip service type, but keep the recommended page open', async () => {
    const { token, userId } = await signIn(server, '13800000005')
    await giveStudent(server, userId, 20000)
    const search = await page(token)
    expect(search.code).toBe(4602)
    expect(search.msg).toContain('尊享版')
    expect((await send(server, planSchools, {}, { token })).code).toBe(4602)
    const recommended = await send(server, recommendedPlanPage, { pageNum: 1, pageSize: 200 }, { token })
    expect(recommended.code).toBe(0)
    // page1 always answers the recommended set: eligible and at least 冲.
    expect(recommended.data.list.every((r) => r.eligible === true && r.probability !== null)).toBe(true)
  })

  it('refuse a caller without the AI service with the service type to buy', async () => {
    const { token, userId } = await signIn(server, '13800000004')
    // The one-time trial was given at sign-up; take it away: an account with no entitlement at all.
    await server.deps.repos.users.setEntitlements(userId, { isBaseVip: 0, volunteerVerify: 0 })
    const answer = await send(server, recommendedPlanPage, { pageNum: 1, pageSize: 20 }, { token })
    expect(answer.code).toBe(4601)
    expect(answer.msg).toContain('AI志愿')
  })
})

describe('the volunteer list', () => {
  const student = premierStudent
  const firstPlans = async (token: string, n: number) => (await page(token, { pageSize: n })).data.list.map((r) => r.planId)

  it('joins programmes in order with dataIndex from 1 and refuses a duplicate naming its position', async () => {
    const { token } = await student('13800000010')
    const [a, b] = await firstPlans(token, 2)
    expect((await send(server, volunteerJoin, { planId: a }, { token })).code).toBe(0)
    expect((await send(server, volunteerJoin, { planId: b }, { token })).data.dataIndex).toBe(2)
    const dup = await send(server, volunteerJoin, { planId: a }, { token })
    expect(dup.code).toBe(1)
    expect(dup.msg).toContain('第1志愿')
    const sorted = await send(server, volunteerSorted, {}, { token })
    expect(sorted.data.map((r) => [r.planId, r.dataIndex])).toEqual([
      [a, 1],
      [b, 2],
    ])
  })

  it('refuses the 81st programme with a clear message', async () => {
    const { token, userId } = await student('13800000011')
    const plans = await firstPlans(token, 81)
    await server.deps.volunteer.lists.replaceAll(
      userId,
      plans.slice(0, 80).map((planId) => ({ planId, year: 2026, fromAi: false })),
      0,
    )
    const answer = await send(server, volunteerJoin, { planId: plans[80] }, { token })
    expect(answer.code).toBe(1)
    expect(answer.msg).toContain('最多填报80')
    expect((await send(server, volunteerNum, {}, { token })).data).toBe(80)
  })

  it('rejects a malformed plan id and a programme outside the plan', async () => {
    const { token } = await student('13800000012')
    expect((await send(server, volunteerJoin, { planId: "1' OR 1=1" }, { token })).msg).toBe('专业编号不正确')
    expect((await send(server, volunteerJoin, { planId: '9999|999' }, { token })).msg).toContain('不在今年的招生计划')
  })

  it('moves one row with updateOrder and sets the whole order with updateOrder1', async () => {
    const { token } = await student('13800000013')
    for (const planId of await firstPlans(token, 3)) await send(server, volunteerJoin, { planId }, { token })
    const ids = (await send(server, volunteerList, {}, { token })).data.map((r) => r.id)
    expect((await send(server, volunteerOrder, { id: String(ids[2]), order: '1' }, { token })).code).toBe(0)
    const moved = (await send(server, volunteerList, {}, { token })).data.map((r) => r.id)
    expect(moved).toEqual([ids[2], ids[0], ids[1]])
    expect((await send(server, volunteerReorder, { ids: [ids[1], ids[0]] }, { token })).msg).toContain('不一致')
    expect((await send(server, volunteerReorder, { ids: [ids[1], ids[0], ids[2]] }, { token })).code).toBe(0)
    const after = (await send(server, volunteerSorted, {}, { token })).data
    expect(after.map((r) => r.id)).toEqual([ids[1], ids[0], ids[2]])
    expect(after.map((r) => r.dataIndex)).toEqual([1, 2, 3])
  })

  it("cannot delete or move another user's row, nor name another user's id", async () => {
    const owner = await student('13800000014')
    const other = await student('13800000015')
    const [planId] = await firstPlans(owner.token, 1)
    const row = (await send(server, volunteerJoin, { planId }, { token: owner.token })).data
    expect((await send(server, volunteerDelete, { id: String(row.id) }, { token: other.token })).msg).toContain('不存在')
    expect((await send(server, volunteerOrder, { id: String(row.id), order: '1' }, { token: other.token })).code).toBe(1)
    expect((await send(server, volunteerList, { userId: owner.userId }, { token: other.token })).msg).toContain('其他用户')
    expect((await send(server, volunteerNum, {}, { token: owner.token })).data).toBe(1)
    expect((await send(server, volunteerDelete, { id: String(row.id) }, { token: owner.token })).code).toBe(0)
    expect((await send(server, volunteerNum, {}, { token: owner.token })).data).toBe(0)
  })
})

describe('AI target, one-click list, check and export', () => {
  it('refuses a target whose jsonList does not match the majors, and one that does not parse', async () => {
    const { token } = await signIn(server, '13800000020')
    const bad = await send(
      server,
      addAiTarget,
      { major: '计算机类,医学', jsonList: JSON.stringify([{ name: '计算机类', num: 5 }]), province: '浙江' },
      { token },
    )
    expect(bad.msg).toBe('数据不一致！')
    const unreadable = await send(server, addAiTarget, { major: '计算机类', jsonList: '{oops', province: '浙江' }, { token })
    expect(unreadable.msg).toBe('目标专业解析失败！')
    expect((await send(server, aiTarget, {}, { token })).data).toBeNull()
  })

  it('builds a list of at most 80 distinct eligible programmes in the student’s preference order and stores it in place of the old list', async () => {
    const { token } = await premierStudent('13800000021')
    const target = { major: '计算机类', jsonList: JSON.stringify([{ name: '计算机类', num: 5 }]), province: '浙江', maxTuition: 30000 }
    expect((await send(server, addAiTarget, target, { token })).code).toBe(0)
    expect((await send(server, aiTarget, {}, { token })).data?.major).toBe('计算机类')
    const [old] = (await page(token, { pageSize: 1 })).data.list
    await send(server, volunteerJoin, { planId: old.planId }, { token })
    const ai = await send(server, joinAi, {}, { token })
    expect(ai.code).toBe(0)
    const rows = ai.data.rows
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.length).toBeLessThanOrEqual(80)
    expect(new Set(rows.map((r) => r.planId)).size).toBe(rows.length)
    expect(rows.every((r) => r.eligible === true && r.fromAi && (r.tuition ?? 0) <= 30000 && !r.sinoForeign)).toBe(true)
    expect(rows.every((r) => r.reasons.length > 0 && r.reached !== null && r.filed !== null)).toBe(true)
    // The landing distribution adds up: rows 1–10, 11–30, 31–80 and 滑档.
    const o = present(ai.data.outcome, 'the landing distribution')
    expect(o.top10 + o.rows11to30 + o.rows31to80 + o.slip).toBeCloseTo(1, 6)
    expect(ai.data.forecastYear).toBe(ai.data.year + 1)
    expect(ai.data.notices.map((n) => n.code)).toContain('forecast')
    const stored = (await send(server, volunteerSorted, {}, { token })).data
    expect(stored.map((r) => r.planId)).toEqual(rows.map((r) => r.planId))
    const counts = (await send(server, volunteerCount, {}, { token })).data
    expect(counts.chong + counts.wen + counts.bao + counts.no + counts.unknown).toBe(rows.length)
  })

  it('saves the preferences with the target and builds the list by them', async () => {
    const { token } = await premierStudent('13800000024')
    const prefs: ListPrefs = {
      priority: 'major',
      avoid: ['medical', 'directed', 'sinoForeign'],
      avoidProvinces: [],
      cities: ['杭州'],
      avoidCities: [],
      schoolLevel: 'any',
      maxSlipRisk: 0.005,
      rows: 60,
      reachRows: 12,
      placeOnly: true,
      vocational: false,
    }
    const target = { major: '计算机类', jsonList: JSON.stringify([{ name: '计算机类', num: 8, code: '0809' }]), province: '', prefs }
    expect((await send(server, addAiTarget, target, { token })).code).toBe(0)
    expect((await send(server, aiTarget, {}, { token })).data?.prefs).toEqual(prefs)
    const ai = await send(server, joinAi, {}, { token })
    expect(ai.code).toBe(0)
    expect(ai.data.maxSlipRisk).toBe(0.005)
    const wanted = ai.data.rows.filter((r) => r.reasons.some((x) => x.code === 'targetMajor' || x.code === 'targetIncluded'))
    // The list the preferences ask for: 60 rows, 专业优先 fills them with 计算机类 (8 asked for, more after them).
    expect(ai.data.rows).toHaveLength(60)
    expect(wanted.length).toBeGreaterThanOrEqual(8)
    // 专业优先: the wanted majors come first, anything else only after them.
    expect(ai.data.rows.slice(0, wanted.length)).toEqual(wanted)
    expect(ai.data.excluded.avoided).toBeGreaterThan(0)
  })

  it('leads a 一段 student below the line to 第二段 instead of an empty list', async () => {
    const s = await signIn(server, '13800000025')
    await giveStudent(server, s.userId, 200000)
    const status = await send(server, planTest, {}, { token: s.token })
    expect(status.data.belowFirstLine).toBe(true)
    const ai = await send(server, joinAi, {}, { token: s.token })
    expect(ai.code).not.toBe(0)
    expect(ai.msg).toContain('第二段')
  })

  it('tells a 史政地 student which part of the plan we lack', async () => {
    const s = await signIn(server, '13800000026')
    await server.deps.repos.students.save(s.userId, {
      rankZs: 40000,
      rank: '1',
      batchId: 1,
      subject: 'history,politics,geography',
      isFill: '1',
      province: '浙江',
    })
    const status = await send(server, planTest, {}, { token: s.token })
    expect(status.data.planSubjects).toEqual(['物理', '化学', '生物'])
    expect(status.data.missingSubjects).toEqual(['历史', '思想政治', '地理'])
    const ai = await send(server, joinAi, {}, { token: s.token })
    expect(ai.data.notices.map((n) => n.code)).toContain('missingPlanPart')
  })

  it('gives a 二段 student the programmes open to them in preference order, with no invented probability', async () => {
    const s = await signIn(server, '13800000029')
    await giveStudent(server, s.userId, 260000, 2)
    const ai = await send(server, joinAi, {}, { token: s.token })
    expect(ai.code).toBe(0)
    expect(ai.data.segment).toBe('二段')
    expect(ai.data.outcome).toBeNull()
    expect(ai.data.notices[0].code).toBe('secondSegment')
    expect(ai.data.rows.length).toBeGreaterThan(0)
    expect(ai.data.rows.every((r) => r.probability === null && r.band === null && r.reasons.some((x) => x.code === 'noHistory'))).toBe(true)
    const exported = await fetchRaw(server, volunteerExport, {}, { token: s.token })
    expect(exported.headers.get('content-type')).toContain('spreadsheetml')
  })

  it('names the cities that have programmes, with their province', async () => {
    const s = await signIn(server, '13800000027')
    const cities = await send(server, planCities, {}, { token: s.token })
    expect(cities.data).toContainEqual(expect.objectContaining({ province: '浙江', city: '杭州' }))
  })

  it('checks the list, spending one trial check each time until none is left', async () => {
    const { token, userId } = await premierStudent('13800000022')
    const plans = (await page(token, { pageSize: 3 })).data.list
    for (const p of plans) await send(server, volunteerJoin, { planId: p.planId }, { token })
    // Back to the trial (base vip): a super vip checks freely, the trial's checks are counted.
    await server.deps.repos.users.setEntitlements(userId, { isSuperVip: 0 })
    const first = await send(server, volunteerCheck, {}, { token })
    expect(first.code).toBe(0)
    expect(first.data.summary.length).toBeGreaterThan(0)
    expect(first.data.findings.every((f) => f.fix.length > 0 && f.message.length > 0 && f.action !== null)).toBe(true)
    expect(first.data.remainingChecks).toBe(2)
    await send(server, volunteerCheck, {}, { token })
    await send(server, volunteerCheck, {}, { token })
    const none = await send(server, volunteerCheck, {}, { token })
    expect(none.code).toBe(4603)
    expect((await server.deps.repos.users.byId(userId))!.volunteerVerify).toBe(0)
  })

  it('exports the list as an .xlsx file in the official layout', async () => {
    const { token } = await premierStudent('13800000023')
    const [p] = (await page(token, { pageSize: 1 })).data.list
    await send(server, volunteerJoin, { planId: p.planId }, { token })
    const res = await fetchRaw(server, volunteerExport, {}, { token })
    expect(res.headers.get('content-type')).toContain('spreadsheetml')
    const { default: ExcelJS } = await import('exceljs')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as Parameters<typeof book.xlsx.load>[0])
    const sheet = book.getWorksheet('志愿表')!
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1, 6)
    expect(row(2)).toEqual(['志愿序号', '院校代号', '院校名称', '专业代号', '专业名称'])
    expect(row(3)).toEqual([1, p.schoolCode, p.schoolName, p.majorCode, p.majorName])
    // Issue 37: the form is titled with the year of the application, and a chance near certainty is not 100%.
    const catalogue = (await server.deps.volunteer.model.catalogue())!
    expect(catalogue.forecastYear).toBeGreaterThan(p.year)
    expect(sheet.getCell('A1').text).toBe(`浙江省普通高校招生志愿表（${catalogue.forecastYear}年，共1个志愿）`)
    const chance = sheet.getCell('F3').text
    expect(chance).toMatch(/^(<1%|>99%|\d{1,2}%|无法预测)$/)
    const footer = sheet
      .getColumn(1)
      .values.map(String)
      .filter((v) => v.includes('招生计划'))
    if (catalogue.forecastYear !== catalogue.year) expect(footer.join('')).toContain(`取自${catalogue.year}年招生计划`)
  })
})
