import { describe, expect, it } from 'vitest'
import { rankRatioBand } from '@/core/domain/admission/baselines'
import { RANK_RATIO_PARTS, rankRatioList } from '@/core/domain/admission/rankRatioList'
import { studentView } from '@/core/domain/admission/studentView'
import { aLadder, anIndex, PCB, wants } from './planIndexFixtures'

const student = { rank: 30000, subjects: PCB, segment: '一段' as const }
const index = anIndex(aLadder(1200).map((p) => ({ ...p, lastRank: p.center })))

describe('the rank-ratio 冲稳保 list (the backtest’s yardstick)', () => {
  it('takes 20 冲, 30 稳 and 30 保 by last year’s cutoff over the student’s rank, the most sought-after first, four a school', () => {
    const view = studentView(index, student, wants())
    const rows = rankRatioList(index, view, student.rank, false)
    expect(rows).toHaveLength(80)
    const bands = rows.map((i) => rankRatioBand(index.lastRank[i] / student.rank))
    expect(bands.filter((b) => b === 'chong')).toHaveLength(RANK_RATIO_PARTS.chong)
    expect(bands.filter((b) => b === 'wen')).toHaveLength(RANK_RATIO_PARTS.wen)
    expect(bands.slice(0, 20).every((b) => b === 'chong')).toBe(true)
    expect(bands.slice(50).every((b) => b === 'bao')).toBe(true)
    const bao = rows.slice(50).map((i) => index.lastRank[i])
    expect([...bao].sort((a, b) => a - b)).toEqual(bao)
    const per = new Map<number, number>()
    for (const i of rows) per.set(index.school[i], (per.get(index.school[i]) ?? 0) + 1)
    expect(Math.max(...per.values())).toBeLessThanOrEqual(4)
  })

  it('under 专业优先 fills its bands with the wanted majors and puts other programmes’ 保 after them', () => {
    const plan = anIndex([
      ...aLadder(600).map((p) => ({ ...p, lastRank: p.center })),
      ...Array.from({ length: 10 }, (_, k) => ({ id: `${3000 + k}|001`, center: 27000 + k * 1000, lastRank: 27000 + k * 1000, majorName: '软件工程' })),
    ])
    const w = wants({ priority: 'major', targets: [{ name: '软件工程', num: 10, code: '080902' }] })
    const view = studentView(plan, student, w)
    const rows = rankRatioList(plan, view, student.rank, true)
    const wanted = rows.map((i) => view.targetMask[i] !== 0)
    const firstOther = wanted.indexOf(false)
    expect(firstOther).toBeGreaterThan(0)
    expect(wanted.slice(firstOther).every((x) => !x)).toBe(true)
    expect(rows.slice(firstOther).every((i) => rankRatioBand(plan.lastRank[i] / student.rank) === 'bao')).toBe(true)
  })
})
