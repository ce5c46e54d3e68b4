import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { send, signIn, startTestServer, type TestServer } from './testServer'
import { scoresBody } from './profileFixtures'
import { loadReferenceData } from '../../server/adapters/db/loadReferenceData'
import { giveStudent, sliceModel, useSliceModel } from './volunteerFixtures'
import { kyselyVolunteerDeps } from '../../server/adapters/db/kyselyVolunteerDeps'
import { datasetAdmissionSource } from '../../server/adapters/model/datasetAdmissionSource'
import { LazyAdmissionModel } from '../../server/adapters/model/LazyAdmissionModel'
import { DATA_DIR } from '../../server/cli/data/paths'
import { provinceCode } from '@/core/domain/placeOrder'
import { saveScores } from '@/ports/api/batch'
import { planCities, planPage, planProvinces, volunteerCheck, volunteerJoin } from '@/ports/api/plan'

let server: TestServer
beforeAll(async () => {
  await sliceModel.catalogue()
}, 60_000)
beforeEach(async () => {
  server = await startTestServer()
  useSliceModel(server)
})
afterEach(async () => server.close())

const EN = { 'i18n-lang': 'en' }
const HAN = /[\u4e00-\u9fff]/

describe('the words of the list and the profile in English', () => {
  it('words a score rule with the subject in English', async () => {
    const { token } = await signIn(server, '13800001201')
    const refused = await send(server, saveScores, { ...scoresBody(), math: 151 }, { token, headers: EN })
    expect(refused.msg).toBe('The Maths score cannot exceed 150')
    const chinese = await send(server, saveScores, { ...scoresBody(), math: 151 }, { token })
    expect(chinese.msg).toBe('数学成绩不能超过150分')
  })

  it('checks a list in English: subjects and segments in English, only school and major names left in Chinese', async () => {
    const { token, userId } = await signIn(server, '13800001202')
    // 物理 · 历史 · 地理: many programmes of our 物化生 plan require 化学 too.
    await server.deps.repos.students.save(userId, { rankZs: 30000, rank: '1', batchId: 1, subject: 'physics,history,geography', isFill: '1', province: '浙江' })
    await server.deps.repos.users.setEntitlements(userId, { isSuperVip: 1 })
    const all = (await send(server, planPage, { pageNum: 1, pageSize: 200, eligibleOnly: false }, { token })).data.list
    const ineligible = all.filter((r) => r.eligible === false).slice(0, 2)
    expect(ineligible.length).toBeGreaterThan(0)
    for (const p of [...all.slice(0, 3), ...ineligible]) await send(server, volunteerJoin, { planId: p.planId }, { token })
    const check = await send(server, volunteerCheck, {}, { token, headers: EN })
    expect(check.code).toBe(0)
    const subjectFinding = check.data.findings.find((f) => f.code.startsWith('subjectNotMet'))
    expect(subjectFinding?.message).toMatch(/requires (all|one) of [A-Z]/)
    for (const f of check.data.findings) {
      // Names (school·major) and quoted note text are data; everything else is English.
      const data = ['name', 'before', 'text', 'from'].map((k) => f.params[k]).filter((v): v is string => typeof v === 'string')
      const words = data.reduce((m, d) => m.split(d).join(''), f.message)
      expect(words, f.message).not.toMatch(HAN)
      expect(f.fix).not.toMatch(HAN)
    }
    expect(check.data.summary).not.toMatch(HAN)
  })
})

/**
 * Schools of eight provinces given out of code order (浙江 0001, 北京 1102, 四川 1119, 河北 1202, 辽宁 2101, 山东 2310,
 * 上海 3101, 江苏 3201): the list slice's schools are all in 浙江, where any order of provinces would pass.
 */
const PLACES = new Set(['3201', '1119', '0001', '2310', '1102', '3101', '2101', '1202'])
const placesModel = new LazyAdmissionModel(async () => datasetAdmissionSource(DATA_DIR, (code) => PLACES.has(code)))

describe('places in the customary order', () => {
  it('lists the plan’s provinces by code, and its cities by province code then city code', async () => {
    // The regions table names each city's code.
    await loadReferenceData(server.db, 'data')
    server.deps.volunteer = kyselyVolunteerDeps(server.db, placesModel)
    const { token, userId } = await signIn(server, '13800001203')
    await giveStudent(server, userId, 30000)
    const provinces = (await send(server, planProvinces, {}, { token })).data
    const codes = provinces.map((p) => provinceCode(p) ?? Infinity)
    // Every province known by its code: a lookup that knew none would sort trivially.
    expect(codes.length).toBe(8)
    expect(codes.every(Number.isFinite)).toBe(true)
    expect(codes).toEqual([...codes].sort((a, b) => a - b))
    const cities = (await send(server, planCities, {}, { token })).data
    const byProvince = cities.map((c) => provinceCode(c.province) ?? Infinity)
    expect(byProvince.every(Number.isFinite)).toBe(true)
    expect(byProvince).toEqual([...byProvince].sort((a, b) => a - b))
    // Zhejiang's cities by their codes: 杭州 3301, 宁波 3302, 温州 3303, … before the county-level cities.
    const zhejiang = cities.filter((c) => c.province === '浙江').map((c) => c.city)
    const order = ['杭州', '宁波', '温州', '嘉兴', '湖州', '绍兴', '金华', '衢州', '舟山', '台州', '丽水'].filter((c) => zhejiang.includes(c))
    expect(zhejiang.filter((c) => order.includes(c))).toEqual(order)
  })
})
