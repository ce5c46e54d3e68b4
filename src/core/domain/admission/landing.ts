/** How many of the likeliest landing programmes a family is shown. */
export const LIKELIEST_SHOWN = 3

export interface LandingRow {
  dataIndex: number
  planId: string
  schoolName: string
  majorName: string
}

export interface Landing {
  top10: number
  rows11to30: number
  rows31to80: number
  slip: number
  expectedRow: number | null
  expectedUtility: number | null
  likeliest: Array<LandingRow & { probability: number }>
}

const within = (xs: ArrayLike<number>, from: number, to: number): number => {
  let s = 0
  for (let i = from; i < Math.min(to, xs.length); i++) s += xs[i]
  return s
}

/**
 * Where a list lands the student, as a family reads it: the chance of being filed within rows 1–10,
 * 11–30 and 31–80, of 滑档, the expected row given a filing, and the likeliest programmes. From each row's
 * P(filed here) — the server's exact computation — so the same rule serves a fresh list, a check and a
 * list read back after an edit. A row without a prediction never files (0).
 */
export function landingOf(filed: ArrayLike<number>, rows: readonly LandingRow[], expectedUtility: number | null = null): Landing {
  const total = within(filed, 0, filed.length)
  let expected = 0
  for (let i = 0; i < filed.length; i++) expected += (i + 1) * filed[i]
  const likeliest = rows
    .map((r, i) => ({ dataIndex: r.dataIndex, planId: r.planId, schoolName: r.schoolName, majorName: r.majorName, probability: filed[i] ?? 0 }))
    .filter((r) => r.probability > 0)
    .sort((a, b) => b.probability - a.probability || a.dataIndex - b.dataIndex)
    .slice(0, LIKELIEST_SHOWN)
  return {
    top10: within(filed, 0, 10),
    rows11to30: within(filed, 10, 30),
    rows31to80: within(filed, 30, 80),
    slip: Math.max(0, 1 - total),
    expectedRow: total > 1e-9 ? expected / total : null,
    expectedUtility,
    likeliest,
  }
}
