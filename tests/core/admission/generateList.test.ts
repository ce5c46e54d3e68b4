import { describe, expect, it } from 'vitest'
import { generateList } from '@/core/domain/admission/generateList'
import { aCandidate } from './admissionFixtures'

const student = { rank: 30000, subjects: ['物理', '化学', '生物'] }
/** Programmes from hard (cutoff 15,000) to easy (cutoff 135,000), 6 per school. */
const plan = Array.from({ length: 1200 }, (_, i) => aCandidate(`${String(1000 + Math.floor(i / 6))}|${i}`, 15000 + i * 100))

describe('generateList', () => {
  it('builds 80 rows ordered from reach to safety with a visible 滑档 risk under the target', () => {
    const g = generateList(plan, student)
    expect(g.rows).toHaveLength(80)
    const ps = g.rows.map((r) => r.probability)
    expect([...ps].sort((a, b) => a - b)).toEqual(ps)
    expect(g.rows[0].band).toBe('chong')
    expect(g.rows[79].band).toBe('bao')
    expect(g.simulation.slip).toBeLessThanOrEqual(g.maxSlipRisk)
    expect(g.metRiskTarget).toBe(true)
  })

  it('follows the 2:5:3 mix when the plan allows it', () => {
    const g = generateList(plan, student)
    const count = (b: string) => g.rows.filter((r) => r.band === b).length
    expect(count('chong')).toBe(16)
    expect(count('wen')).toBe(40)
    expect(count('bao')).toBe(24)
  })

  it('leaves out programmes the student may not apply to, over budget, or 中外合作 when asked', () => {
    const special = [
      aCandidate('9001|1', 40000, { rule: { mode: 'all', subjects: ['历史'] } }),
      aCandidate('9002|1', 40000, { tuition: 80000 }),
      aCandidate('9003|1', 40000, { sinoForeign: true }),
      aCandidate('9004|1', 40000, { rule: null }),
    ]
    const g = generateList([...special, ...plan], student, { maxTuition: 20000, excludeSinoForeign: true })
    const ids = new Set(g.rows.map((r) => r.id))
    for (const s of special) expect(ids.has(s.id)).toBe(false)
    expect(g.excluded).toMatchObject({ ineligible: 1, overBudget: 1, sinoForeign: 1, unparsedRule: 1 })
  })

  it('prefers the target majors and provinces', () => {
    const wanted = Array.from({ length: 10 }, (_, i) => aCandidate(`${2000 + i}|w`, 40000 + i * 500, { majorName: '临床医学', province: '上海' }))
    const g = generateList([...plan, ...wanted], student, { targetMajors: ['临床医学'] })
    const picked = g.rows.filter((r) => r.majorName === '临床医学')
    expect(picked.length).toBe(10)
    expect(picked.every((r) => r.preferred)).toBe(true)
  })

  it('adds real safety when the mix alone leaves 滑档 risk above the target', () => {
    // Only a handful of safe programmes exist; they must all be used.
    const risky = Array.from({ length: 120 }, (_, i) => aCandidate(`${3000 + i}|r`, 24000 + i * 40))
    const safe = Array.from({ length: 5 }, (_, i) => aCandidate(`${4000 + i}|s`, 90000))
    const g = generateList([...risky, ...safe], student, { maxSlipRisk: 0.005 })
    expect(g.rows.filter((r) => r.id.endsWith('|s'))).toHaveLength(5)
    expect(g.rows.at(-1)!.id.endsWith('|s')).toBe(true)
  })
})
