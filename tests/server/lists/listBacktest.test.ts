import { describe, expect, it } from 'vitest'
import { buildList } from '@/core/domain/admission/buildList'
import { judgeList, summarize, type JudgedList } from '../../../server/cli/lists/listBacktest'
import { aLadder, anIndex, PCB, wants } from '../../core/admission/planIndexFixtures'

const student = { rank: 30000, subjects: PCB, segment: '一段' as const }

describe('the list backtest tells a list’s own 滑档 from the candidates’ limit', () => {
  const index = anIndex(aLadder(400))
  const built = buildList(index, student, wants({ rows: 10 }))
  const list: JudgedList = {
    rows: built.rows.map((r) => r.index),
    probability: built.rows.map((r) => r.probability),
    slip: built.outcome!.slip,
    filed: built.outcome!.filed,
    undergradSlip: built.undergradSlip,
  }
  const listed = new Set(list.rows)
  const outside = [...built.view.eligible].find((i) => !listed.has(i))!
  // Every listed row fills above the student; only `admitting` (when given) takes them.
  const truth = (admitting: number | null) => new Map(index.candidates.map((c, i) => [c.id, i === admitting ? student.rank + 1 : student.rank - 1]))

  it('a 滑档 while a programme the student could have listed admitted them is the list’s own', () => {
    const l = judgeList(index, built.view, truth(outside), student.rank, list)
    expect(l.filed).toBe(-1)
    expect(l.admitterExisted).toBe(true)
    expect(summarize([l]).slipAvoidable).toBe(1)
  })

  it('a 滑档 with no admitting programme among the candidates is not counted against the list', () => {
    const l = judgeList(index, built.view, truth(null), student.rank, list)
    expect(l.filed).toBe(-1)
    expect(l.admitterExisted).toBe(false)
    expect(summarize([l])).toMatchObject({ slipRealized: 1, slipAvoidable: 0 })
  })

  it('a filed student is never an avoidable 滑档', () => {
    const l = judgeList(index, built.view, truth(list.rows[3]), student.rank, list)
    expect(l.filed).toBe(3)
    expect(summarize([l]).slipAvoidable).toBe(0)
  })
})
