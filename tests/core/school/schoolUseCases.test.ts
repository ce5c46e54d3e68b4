import { describe, expect, it } from 'vitest'
import { filterCatalogue, type MajorTree } from '@/core/school/loadMajorCatalog'
import { loadMajorDetail } from '@/core/school/loadMajorDetail'
import { loadSchoolDetail } from '@/core/school/loadSchoolDetail'
import { loadRankYears, lookupScoreRank } from '@/core/school/lookupScoreRank'
import { EMPTY_SCHOOL_FORM, schoolQueryOf, searchSchools } from '@/core/school/searchSchools'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'

const tree: MajorTree = [
  {
    code: '08',
    name: '工学',
    children: [
      {
        code: '0809',
        name: '计算机类',
        children: [
          { code: '080901', name: '计算机科学与技术' },
          { code: '080902', name: '软件工程' },
        ],
      },
      { code: '0802', name: '机械类', children: [{ code: '080202', name: '机械设计制造及其自动化' }] },
    ],
  },
  { code: '10', name: '医学', children: [{ code: '1002', name: '临床医学类', children: [{ code: '100201K', name: '临床医学' }] }] },
]

describe('school look-up use cases', () => {
  it('sends only the filters that are set, trimmed', () => {
    expect(schoolQueryOf({ ...EMPTY_SCHOOL_FORM, name: ' zjgydx ', is985: true, nature: 'public' }, 2, 10)).toEqual({
      pageNum: 2,
      pageSize: 10,
      name: 'zjgydx',
      is985: true,
      nature: 'public',
    })
    expect(schoolQueryOf(EMPTY_SCHOOL_FORM, 1, 10)).toEqual({ pageNum: 1, pageSize: 10 })
  })

  it('answers a page of schools, or the server message as the failure', async () => {
    const page = { list: [], total: 0, pageNum: 1, pageSize: 10 }
    const api = new ScriptedHttpApi({ schoolSearch: () => page })
    expect(await searchSchools({ api }, EMPTY_SCHOOL_FORM, 1, 10)).toEqual({ ok: true, value: page })
    expect(await searchSchools({ api: new ScriptedHttpApi({}) }, EMPTY_SCHOOL_FORM, 1, 10)).toEqual({ ok: false, error: '该功能正在建设中，敬请期待' })
  })

  it('refuses a malformed school id or major code without calling the server', async () => {
    const api = new ScriptedHttpApi({})
    expect(await loadSchoolDetail({ api }, 'abc')).toEqual({ ok: false, error: 'school.badId' })
    expect(await loadSchoolDetail({ api }, '0')).toEqual({ ok: false, error: 'school.badId' })
    expect(await loadMajorDetail({ api }, '08090')).toEqual({ ok: false, error: 'major.badCode' })
    expect(api.calls).toEqual([])
  })

  it('asks for school 0001 by its number and a major code in upper case', async () => {
    const api = new ScriptedHttpApi({ schoolDetail: () => ({}), majorDetail: () => ({}) })
    await loadSchoolDetail({ api }, '0001')
    await loadMajorDetail({ api }, '100201k')
    expect(api.calls).toEqual([
      { name: 'schoolDetail', input: { schoolId: 1 } },
      { name: 'majorDetail', input: { majorCode: '100201K' } },
    ])
  })
})

describe('score and rank look-up', () => {
  it('validates the typed value before any call', async () => {
    const api = new ScriptedHttpApi({})
    expect(await lookupScoreRank({ api }, { year: 2025, by: 'score', value: '' })).toEqual({ ok: false, error: 'rank.needScore' })
    expect(await lookupScoreRank({ api }, { year: 2025, by: 'score', value: '751' })).toEqual({ ok: false, error: 'rank.badScore' })
    expect(await lookupScoreRank({ api }, { year: 2025, by: 'rank', value: '0' })).toEqual({ ok: false, error: 'rank.badRank' })
    expect(api.calls).toEqual([])
  })

  it('looks a rank up and asks for 等位分 with the score found', async () => {
    const api = new ScriptedHttpApi({
      scoreRank: () => ({ score: 690, count: 67, rank: 513 }),
      equalRankScore: (q) => [
        { year: 2024, score: 693, rank: 513 },
        { year: (q as { year: number }).year, score: (q as { score: number }).score, rank: 513 },
      ],
    })
    const r = await lookupScoreRank({ api }, { year: 2025, by: 'rank', value: '513' })
    expect(r).toEqual({
      ok: true,
      value: {
        answer: { score: 690, count: 67, rank: 513 },
        equal: [
          { year: 2024, score: 693, rank: 513 },
          { year: 2025, score: 690, rank: 513 },
        ],
      },
    })
    expect(api.calls.map((c) => c.input)).toEqual([
      { year: 2025, rank: 513 },
      { year: 2025, score: 690 },
    ])
  })

  it('offers the rank years newest first', async () => {
    const api = new ScriptedHttpApi({ dataTime: () => ({ year: 2026, version: 'v', rankYears: [2023, 2024, 2025, 2026], cutoffYears: [2025] }) })
    expect(await loadRankYears({ api })).toEqual({ ok: true, value: [2026, 2025, 2024, 2023] })
  })
})

describe('filtering the catalogue tree', () => {
  it('keeps only matching majors under their 门类 and 专业类', () => {
    expect(filterCatalogue(tree, '软件')).toEqual([
      { code: '08', name: '工学', children: [{ code: '0809', name: '计算机类', children: [{ code: '080902', name: '软件工程' }] }] },
    ])
  })
  it('keeps a whole branch when the 门类 or 专业类 name matches, and finds majors by code prefix', () => {
    expect(filterCatalogue(tree, '计算机类')[0].children[0].children).toHaveLength(2)
    expect(filterCatalogue(tree, '医学')).toEqual([tree[1]])
    expect(filterCatalogue(tree, '1002')).toEqual([{ ...tree[1], children: [{ ...tree[1].children[0], children: [{ code: '100201K', name: '临床医学' }] }] }])
  })
  it('answers the whole tree for blank text and nothing for a miss', () => {
    expect(filterCatalogue(tree, '  ')).toBe(tree)
    expect(filterCatalogue(tree, '天文')).toEqual([])
  })
})
