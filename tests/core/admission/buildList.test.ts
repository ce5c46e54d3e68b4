import { describe, expect, it } from 'vitest'
import { BAND_THRESHOLDS } from '@/core/domain/admission/admitProbability'
import { buildList, MAX_PER_SCHOOL, partOf } from '@/core/domain/admission/buildList'
import { DEFAULT_REACH_ROWS } from '@/ports/api/listPrefs'
import type { ListWants } from '@/core/domain/admission/listWants'
import schoolCapCeiling from './cases/schoolCapCeiling.json'
import { aLadder, anIndex, PCB, wants, type FakeProgramme } from './planIndexFixtures'

const student = { rank: 30000, subjects: PCB, segment: '一段' as const }

describe('buildList (一段)', () => {
  const index = anIndex(aLadder(1200))
  const partsOf = (b: ReturnType<typeof buildList>) => b.rows.map((r) => partOf(r.probability!))

  it('fills the rows asked for: 冲, then 稳, then 保, each part in the student’s preference order, 滑档 under the ceiling', () => {
    const b = buildList(index, student, wants())
    expect(b.rows).toHaveLength(80)
    const parts = partsOf(b)
    expect([...parts].sort((a, c) => a - c)).toEqual(parts)
    for (const part of [0, 1, 2]) {
      const u = b.rows.filter((_, k) => parts[k] === part).map((r) => b.view.utility[r.index])
      expect([...u].sort((a, c) => c - a)).toEqual(u)
    }
    expect(parts.filter((p) => p === 0)).toHaveLength(DEFAULT_REACH_ROWS)
    expect(parts.filter((p) => p === 2).length).toBeGreaterThanOrEqual(24)
    expect(b.outcome!.slip).toBeLessThanOrEqual(0.01)
    expect(b.metRiskTarget).toBe(true)
    expect(b.notices).toContainEqual({
      code: 'parts',
      params: { rows: 80, chong: DEFAULT_REACH_ROWS, wen: parts.filter((p) => p === 1).length, bao: parts.filter((p) => p === 2).length },
    })
  })

  it('climbs the ladder evenly: no part of the 稳 range is left empty', () => {
    const p = buildList(index, student, wants())
      .rows.map((r) => r.probability!)
      .filter((x) => x >= 0.5 && x < 0.99)
    for (const [lo, hi] of [
      [0.5, 0.65],
      [0.65, 0.8],
      [0.8, 0.9],
      [0.9, 0.99],
    ])
      expect(p.some((x) => x >= lo && x < hi)).toBe(true)
  })

  it('gives as many 冲 rows as the student asks for, at most half the list', () => {
    const count = (reachRows: number, rows = 80) => partsOf(buildList(index, student, wants({ reachRows, rows }))).filter((p) => p === 0).length
    expect(count(0)).toBe(0)
    expect(count(30)).toBe(30)
    expect(count(70)).toBe(40)
    expect(count(16, 20)).toBe(10)
  })

  it('fills the length asked for (期望志愿数)', () => {
    expect(buildList(index, student, wants({ rows: 40 })).rows).toHaveLength(40)
    expect(buildList(index, student, wants({ rows: 1 })).rows).toHaveLength(1)
  })

  it('has a probability for every row and none below the 冲 threshold while the pool allows', () => {
    const b = buildList(index, student, wants())
    for (const r of b.rows) expect(r.probability).toBeGreaterThanOrEqual(BAND_THRESHOLDS.chong)
  })

  it('keeps at most four rows of one school while other schools are left', () => {
    const b = buildList(index, student, wants())
    const per = new Map<number, number>()
    for (const r of b.rows) per.set(index.school[r.index], (per.get(index.school[r.index]) ?? 0) + 1)
    expect(Math.max(...per.values())).toBeLessThanOrEqual(MAX_PER_SCHOOL)
  })

  it('stands on programmes with their own history: a borrowed estimate only fills what nothing else can', () => {
    const mixed = anIndex([
      ...aLadder(600).map((p, i) => (i % 2 ? { ...p, borrowed: true } : p)),
      { id: '3200|001', center: 30000, borrowed: true, tier: '985' },
    ])
    const b = buildList(mixed, student, wants())
    expect(b.rows.every((r) => mixed.ownHistory[r.index] === 1)).toBe(true)
    expect(b.excluded.noHistory).toBeGreaterThan(0)
    // Twenty programmes with history and twenty without: a list of 40 takes all, the borrowed ones filling.
    const few = anIndex([...aLadder(20, 25000, 500), ...aLadder(20, 35000, 500).map((p) => ({ ...p, id: `9${p.id.slice(1)}`, borrowed: true }))])
    const short = buildList(few, student, wants({ rows: 40 }))
    expect(short.rows).toHaveLength(40)
    expect(short.rows.filter((r) => few.ownHistory[r.index] === 0)).toHaveLength(20)
  })

  it('fills a list from every eligible programme when the pool is small, and says so', () => {
    const small = anIndex(aLadder(30, 28000, 200))
    const b = buildList(small, student, wants())
    expect(b.rows).toHaveLength(30)
    expect(b.notices.map((n) => n.code)).toContain('smallPool')
  })

  it('meets a stricter ceiling when the student asks for one', () => {
    const b = buildList(index, student, wants({ maxSlipRisk: 0.005 }))
    expect(b.outcome!.slip).toBeLessThanOrEqual(0.005)
  })

  it('lets a safe programme in for its school’s long shot when that school is full and 滑档 is over the ceiling', () => {
    // Found by the property test (tests/property/admission.test.ts): the list kept its 80 rows at 1.0008 % when the
    // pool allowed 0.91 %, because the safe programmes' schools were full of long shots.
    const { programmes, rank, model, ceiling } = schoolCapCeiling as {
      programmes: FakeProgramme[]
      rank: number
      model: { df: number; rho: number }
      ceiling: number
    }
    const b = buildList(anIndex(programmes, model), { ...student, rank }, wants({ maxSlipRisk: ceiling }))
    expect(b.outcome!.slip).toBeLessThanOrEqual(ceiling)
    expect(b.notices.map((n) => n.code)).not.toContain('slipMissed')
  })

  it('says so when even every eligible programme cannot keep 滑档 under the ceiling', () => {
    const hard = anIndex(Array.from({ length: 20 }, (_, i) => ({ id: `${2000 + i}|001`, center: 20000 + i * 200 })))
    const b = buildList(hard, student, wants())
    expect(b.metRiskTarget).toBe(false)
    expect(b.notices.map((n) => n.code)).toContain('slipMissed')
  })
})

describe('buildList preferences', () => {
  const plan: FakeProgramme[] = [
    ...aLadder(600),
    { id: '3001|001', center: 31000, majorName: '计算机类', tier: '211', ruanke: 60 },
    { id: '3001|002', center: 33000, majorName: '软件工程', tier: '211', ruanke: 60 },
    { id: '3002|001', center: 36000, majorName: '计算机科学与技术', tier: 'doubleFirst', ruanke: 90 },
    { id: '3003|001', center: 45000, majorName: '软件工程', tier: 'public', ruanke: 120 },
    { id: '3004|001', center: 60000, majorName: '计算机科学与技术', tier: 'public', ruanke: 200 },
    { id: '3005|001', center: 30000, majorName: '英语(中外合作办学)', tier: '211', sinoForeign: true, tuition: 98000 },
    { id: '3006|001', center: 31000, majorName: '临床医学', tier: '211', medical: true },
    { id: '3007|001', center: 31000, majorName: '俄语', tier: '211' },
    { id: '3008|001', center: 31000, majorName: '土木工程(定向)', tier: '211', directed: true },
    { id: '3009|001', center: 31000, majorName: '土木工程', tier: '211', province: '新疆', city: '乌鲁木齐' },
    { id: '3010|001', center: 31000, majorName: '土木工程', tier: '211', tuition: 30000 },
    { id: '3011|001', center: 31000, majorName: '土木工程', tier: '211', rule: { mode: 'all', subjects: ['历史'] } },
  ]
  const index = anIndex(plan)
  const ids = (b: ReturnType<typeof buildList>) => b.rows.map((r) => index.candidates[r.index].id)
  const cs = [
    { name: '计算机类', num: 3, code: '0809' },
    { name: '软件工程', num: 2, code: '080902' },
  ]

  it('under 专业优先 puts every wanted-major programme first, the counts asked for spread over 冲, 稳 and 保', () => {
    const b = buildList(index, student, wants({ priority: 'major', targets: cs }))
    const wanted = b.rows.filter((r) => r.countedAs >= 0)
    expect(wanted.length).toBe(b.view.pool.filter((i) => b.view.match[i] > 0).length)
    expect(b.rows.slice(0, wanted.length).every((r) => r.countedAs >= 0)).toBe(true)
    expect(b.rows.filter((r) => r.countedAs === 0).length).toBeGreaterThanOrEqual(3)
    expect(b.rows.filter((r) => r.countedAs === 1).length).toBeGreaterThanOrEqual(1)
    expect(b.rows[0].reasons[0].code).toMatch(/^target/)
    // Wanted rows beyond the counts come only after each count is met; the rest of the list insures them.
    const parts = b.rows.slice(0, wanted.length).map((r) => partOf(r.probability!))
    expect([...parts].sort((a, c) => a - c)).toEqual(parts)
  })

  it('spreads a wanted major’s count over the list’s parts instead of spending it on reaches', () => {
    const big = anIndex([...aLadder(600), ...Array.from({ length: 60 }, (_, k) => ({ id: `${4000 + k}|001`, center: 22000 + k * 700, majorName: '软件工程' }))])
    const b = buildList(big, student, wants({ targets: [{ name: '软件工程', num: 10, code: '080902' }] }))
    const parts = b.rows.filter((r) => r.countedAs === 0).map((r) => partOf(r.probability!))
    expect(parts).toHaveLength(10)
    expect(new Set(parts).size).toBe(3)
  })

  it('leaves out 中外合作 and 定向 by default and each ruled-out kind when asked', () => {
    const byDefault = ids(buildList(index, student, wants()))
    expect(byDefault).not.toContain('3005|001')
    expect(byDefault).not.toContain('3008|001')
    const avoided = buildList(index, student, wants({ avoid: ['medical', 'minorLanguage', 'directed', 'sinoForeign'] }))
    expect(ids(avoided)).not.toContain('3006|001')
    expect(ids(avoided)).not.toContain('3007|001')
    expect(avoided.excluded.avoided).toBeGreaterThanOrEqual(4)
  })

  it('leaves out every study-abroad form with 中外合作, and prices a year abroad against the budget', () => {
    const abroad = anIndex([
      ...aLadder(600),
      {
        id: '3012|001',
        center: 31000,
        majorName: '计算机科学与技术(中美121双学位项目)',
        note: '与美国鲍尔州立大学合作。第3-6学期出国学习，国外学费、食宿费和医疗保险等预计28296美元/学年。',
        tuition: 5500,
        province: '北京',
      },
    ])
    const beijing = wants({ provinces: ['北京'] })
    const listed = (w: ListWants) => buildList(abroad, student, w).rows.map((r) => abroad.candidates[r.index].id)
    // A 121 programme is not 中外合作办学 in the plan, but a family that rules that out means it too.
    expect(listed(beijing)).not.toContain('3012|001')
    expect(listed({ ...beijing, avoid: [] })).toContain('3012|001')
    // Its years in the US cost about 203,000 yuan, not the 5,500 of the plan's tuition column.
    expect(listed({ ...beijing, avoid: [], maxTuition: 50000 })).not.toContain('3012|001')
  })

  it('leaves out a class only minority students may file (民族班, 预科) unless the student opts in', () => {
    const minority = anIndex([
      ...aLadder(600),
      { id: '0038|021', center: 31000, majorName: '计算机科学与技术(少数民族班)', note: '莲都校区。只招少数民族考生。', city: '丽水' },
      { id: '0038|022', center: 31000, majorName: '软件工程', note: '只招收少数民族考生。', city: '丽水' },
    ])
    const listed = (w: ListWants) => buildList(minority, student, w).rows.map((r) => minority.candidates[r.index].id)
    const wantCs = wants({ priority: 'major', targets: cs })
    expect(listed(wantCs)).not.toContain('0038|021')
    expect(listed(wantCs)).not.toContain('0038|022')
    expect(listed({ ...wantCs, avoid: [] })).toEqual(expect.arrayContaining(['0038|021', '0038|022']))
  })

  it('admits 中外合作 once the student opts in', () => {
    const target = [{ name: '英语', num: 1, code: '050201' }]
    expect(ids(buildList(index, student, wants({ priority: 'major', targets: target })))).not.toContain('3005|001')
    expect(ids(buildList(index, student, wants({ avoid: [], priority: 'major', targets: target })))).toContain('3005|001')
  })

  it('never lists an avoided place, an over-budget or an ineligible programme', () => {
    const b = buildList(index, student, wants({ avoidProvinces: ['新疆'], maxTuition: 20000 }))
    expect(ids(b)).not.toContain('3009|001')
    expect(ids(b)).not.toContain('3010|001')
    expect(ids(b)).not.toContain('3011|001')
    expect(b.excluded).toMatchObject({ avoidedPlace: 1, overBudget: 1, ineligible: 1 })
  })

  it('leaves out a programme whose note sets a score the student is known to miss, and keeps it while the score is unknown', () => {
    // In 北京, which the student wants: the best-liked programme of its rung of the ladder.
    const limited = anIndex([...aLadder(300), { id: '3100|001', center: 29000, province: '北京', note: '要求高考外语成绩不低于130分。' }])
    const id = (b: ReturnType<typeof buildList>) => b.rows.map((r) => limited.candidates[r.index].id)
    const beijing = wants({ provinces: ['北京'] })
    const known = buildList(limited, { ...student, facts: { scores: { english: 125 }, sex: null } }, beijing)
    expect(id(known)).not.toContain('3100|001')
    expect(known.excluded.noteRule).toBe(1)
    expect(id(buildList(limited, { ...student, facts: { scores: { english: 131 }, sex: null } }, beijing))).toContain('3100|001')
    expect(buildList(limited, student, beijing).excluded.noteRule).toBe(0)
  })

  it('lists only the wanted places when the student says 只考虑, and puts them first in each part when 优先', () => {
    const mixed = anIndex(aLadder(900).map((p, i) => (i % 2 ? { ...p, province: '上海', city: '上海' } : p)))
    const provinces = (w: ListWants) => buildList(mixed, student, w).rows.map((r) => mixed.candidates[r.index].province)
    const only = provinces(wants({ provinces: ['浙江'], placeOnly: true }))
    expect(only).toHaveLength(80)
    expect(new Set(only)).toEqual(new Set(['浙江']))
    const first = buildList(mixed, student, wants({ provinces: ['浙江'] }))
    expect(new Set(provinces(wants({ provinces: ['浙江'] })))).toEqual(new Set(['浙江', '上海']))
    // Within each part, every 浙江 row comes before the part's first 上海 row.
    for (const part of [0, 1, 2]) {
      const inPart = first.rows.filter((r) => partOf(r.probability!) === part).map((r) => mixed.candidates[r.index].province)
      const firstOther = inPart.indexOf('上海')
      if (firstOther >= 0) expect(inPart.slice(firstOther).every((p) => p === '上海')).toBe(true)
    }
  })

  it('keeps only schools of the level asked for', () => {
    const b = buildList(index, student, wants({ schoolLevel: '211' }))
    for (const r of b.rows) expect(index.level[r.index] & 4).toBe(4)
  })

  it('tells the student which wanted major has fewer programmes within reach than asked', () => {
    const b = buildList(index, student, wants({ priority: 'major', targets: [{ name: '软件工程', num: 10, code: '080902' }] }))
    // 软件工程 itself twice, and the 计算机类 group that enrols into it.
    expect(b.notices).toContainEqual({ code: 'targetShort', params: { name: '软件工程', wanted: 10, found: 3 } })
  })

  it('adds safety outside the wanted majors only when they cannot keep 滑档 under the ceiling, and says so', () => {
    // The only 英语 programme is a reach (about even odds): alone it would leave 滑档 near 50 %.
    const b = buildList(index, student, wants({ avoid: [], priority: 'major', targets: [{ name: '英语', num: 1, code: '050201' }] }))
    expect(ids(b)[0]).toBe('3005|001')
    expect(b.outcome!.slip).toBeLessThanOrEqual(0.01)
    expect(b.notices.map((n) => n.code)).toContain('fallback')
    const firstFallback = b.rows.findIndex((r) => r.countedAs < 0)
    expect(b.rows.slice(firstFallback).every((r) => r.countedAs < 0)).toBe(true)
    expect(b.rows[firstFallback].reasons[0].code).toBe('fallback')
  })
})

describe('buildList (二段)', () => {
  const plan: FakeProgramme[] = [
    { id: '5001|001', center: 150000, tier: 'public' },
    { id: '5002|001', center: 180000, tier: 'public', unfilledLastYear: true },
    { id: '6001|001', center: null, undergraduate: false, tier: 'public' },
    { id: '6002|001', center: null, undergraduate: false, tier: 'private' },
  ]
  const index = anIndex(plan)
  const b = buildList(index, { rank: 230000, subjects: PCB, segment: '二段' }, wants())

  it('offers 专科 and the 本科 programmes not filled in 一段, in preference order, with no probability', () => {
    expect(b.rows.map((r) => index.candidates[r.index].id)).toEqual(['5002|001', '6001|001', '6002|001'])
    expect(b.rows.every((r) => r.probability === null)).toBe(true)
    expect(b.outcome).toBeNull()
  })

  it('says plainly that the second segment has no history, and labels each row', () => {
    expect(b.notices[0].code).toBe('secondSegment')
    expect(b.rows.every((r) => r.reasons.some((x) => x.code === 'noHistory'))).toBe(true)
    expect(b.rows[0].reasons.map((x) => x.code)).toContain('unfilledLastYear')
  })
})

describe('buildList (二段) costs', () => {
  const plan: FakeProgramme[] = [
    { id: '7001|001', center: 180000, tier: 'private', unfilledLastYear: true, tuition: 100000, pastScore: 560 },
    { id: '7002|001', center: 180000, tier: 'private', unfilledLastYear: true, tuition: 18000 },
    { id: '7003|001', center: null, undergraduate: false, tier: 'public', tuition: 6000 },
    { id: '7004|001', center: 180000, tier: 'public', unfilledLastYear: true, tuition: 5500, pastScore: 520 },
    { id: '7005|001', center: null, undergraduate: false, tier: 'private', tuition: 15000 },
  ]
  const index = anIndex(plan)
  const b = buildList(index, { rank: 240000, subjects: PCB, segment: '二段', total: 450 }, wants())
  const ids = b.rows.map((r) => index.candidates[r.index].id)

  it('puts 公办 before 民办, what a family can afford before what it cannot, 专科 among them, far-out-of-reach ones last of each', () => {
    expect(ids).toEqual(['7003|001', '7004|001', '7002|001', '7005|001', '7001|001'])
  })

  it('marks a programme that took far higher scores in 一段 than the student has', () => {
    const reasons = (id: string) => b.rows[ids.indexOf(id)].reasons
    expect(reasons('7001|001')[0]).toEqual({ code: 'farAbove', params: { score: 560, total: 450, year: 2026 } })
    expect(reasons('7002|001').map((r) => r.code)).not.toContain('farAbove')
  })
})

describe('buildList notices', () => {
  it('tells a student whose subjects open programmes missing from our plan which part we lack', () => {
    const index = anIndex(aLadder(300))
    const b = buildList(index, { rank: 30000, subjects: ['历史', '思想政治', '地理'], segment: '一段' }, wants())
    expect(b.notices).toContainEqual({ code: 'missingPlanPart', params: { year: 2026, planSubjects: '物理、化学、生物', subjects: '历史、思想政治、地理' } })
  })

  it('says the probabilities forecast the year after the plan', () => {
    const b = buildList(anIndex(aLadder(300)), student, wants())
    expect(b.notices[0]).toEqual({ code: 'forecast', params: { forecastYear: 2027, fromYear: 2020, toYear: 2026, year: 2026 } })
  })
})
