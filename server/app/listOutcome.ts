import type { ListOutcomeNumbers } from '@/core/domain/admission/buildList'
import type { ListOutcome } from '@/ports/api/plan'

/** How many of the likeliest landing programmes a family is shown. */
export const LIKELIEST_SHOWN = 3

const within = (xs: ArrayLike<number>, from: number, to: number): number => {
  let s = 0
  for (let i = from; i < Math.min(to, xs.length); i++) s += xs[i]
  return s
}

/** The landing distribution as a family reads it: where in the list they are likely filed, and at what. */
export function listOutcome(o: ListOutcomeNumbers, rows: ReadonlyArray<{ dataIndex: number; planId: string; schoolName: string; majorName: string }>): ListOutcome {
  const filedSomewhere = 1 - o.slip
  let expected = 0
  for (let i = 0; i < o.filed.length; i++) expected += (i + 1) * o.filed[i]
  const likeliest = rows
    .map((r, i) => ({ ...r, probability: o.filed[i] ?? 0 }))
    .filter((r) => r.probability > 0)
    .sort((a, b) => b.probability - a.probability || a.dataIndex - b.dataIndex)
    .slice(0, LIKELIEST_SHOWN)
    .map((r) => ({ dataIndex: r.dataIndex, planId: r.planId, schoolName: r.schoolName, majorName: r.majorName, probability: r.probability }))
  return {
    top10: within(o.filed, 0, 10),
    rows11to30: within(o.filed, 10, 30),
    rows31to80: within(o.filed, 30, 80),
    slip: o.slip,
    expectedRow: filedSomewhere > 1e-9 ? expected / filedSomewhere : null,
    expectedUtility: o.expectedUtility,
    likeliest,
  }
}
