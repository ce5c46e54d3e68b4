import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { checkCode, checkCount, checkRank, checkScore } from '@/core/domain/officialTable/cellChecks'
import { rankTableEnds, rankTableProblems, type RankTableRow } from '@/core/domain/officialTable/rankTableProblems'
import { compareRows } from '@/core/domain/officialTable/compareRows'
import { toudangShortfall } from '@/core/domain/officialTable/toudangShortfall'
import { MAX_LOSS_PERCENT, refusesLoss } from '@/core/domain/officialTable/refusesLoss'

/** Cell text as spreadsheets write whole numbers: plain, with thousands commas, or with a `.0`. */
const written = (n: number) => fc.constantFrom(String(n), n.toLocaleString('en-US'), `${n}.0`)

describe('the cells of an official table', () => {
  it('take every whole score from 0 to 750, however the sheet writes it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 750 }).chain((n) => written(n).map((t) => [n, t] as const)),
        ([n, text]) => {
          expect(checkScore(text, '分数线')).toEqual({ ok: true, value: n })
        },
      ),
    )
  })
  it('refuse a score outside 0–750, a fraction or text, naming the cell', () => {
    const wrong = fc.oneof(
      fc.integer({ min: 751, max: 100000 }).map(String),
      fc.integer({ min: -1000, max: -1 }).map(String),
      fc.constantFrom('abc', '600.5', '六百', '600分', '-', 'NaN'),
    )
    fc.assert(
      fc.property(wrong, (text) => {
        const c = checkScore(text, '分数线')
        expect(c.ok).toBe(false)
        if (!c.ok) expect(c.problem).toContain(`分数线「${text}」`)
      }),
    )
  })
  it('read a blank or 0 位次 as "none published", a positive one as itself, and refuse anything else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400000 }), (n) => {
        expect(checkRank(String(n), '位次')).toEqual({ ok: true, value: n })
      }),
    )
    expect(checkRank('', '位次')).toEqual({ ok: true, value: null })
    expect(checkRank('0', '位次')).toEqual({ ok: true, value: null })
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -400000, max: -1 }).map(String), fc.constantFrom('abc', '12.5', '第3名')), (text) => {
        expect(checkRank(text, '位次').ok).toBe(false)
      }),
    )
  })
  it('take counts of 0 and more and refuse negative ones', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100000 }), (n) => {
        expect(checkCount(String(n), '计划数').ok).toBe(n >= 0)
      }),
    )
  })
  it('pad codes Excel shortened and refuse codes that are not digits or too long', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (n) => {
        expect(checkCode(String(n), 4, '院校代号')).toEqual({ ok: true, value: String(n).padStart(4, '0') })
      }),
    )
    for (const text of ['12345', '00A1', '', 'x']) expect(checkCode(text, 4, '院校代号').ok).toBe(false)
  })
})

/** A 一分一段 table as the authority builds one: counts per score from the top, cumulated. */
const rankTable = fc
  .tuple(fc.integer({ min: 300, max: 740 }), fc.array(fc.nat(3000), { minLength: 2, maxLength: 80 }), fc.boolean())
  .map(([top, counts, foldedTop]) => {
    let cum = 0
    return counts.map((count, i): RankTableRow => {
      cum += count
      return { line: i + 2, score: top - i, count, rank: cum, atOrAbove: foldedTop && i === 0 }
    })
  })

describe('a 一分一段 table', () => {
  it('passes when every score is there and each 累计人数 adds the count, in any row order', () => {
    fc.assert(
      fc.property(rankTable, (rows) => {
        expect(rankTableProblems(rows)).toEqual([])
        expect(rankTableProblems([...rows].reverse())).toEqual([])
      }),
    )
  })
  it('is refused with a row missing inside it (a partial file), naming the line after the gap', () => {
    fc.assert(
      fc.property(
        rankTable.filter((r) => r.length >= 3),
        fc.nat(),
        (rows, pick) => {
          const gone = 1 + (pick % (rows.length - 2))
          const partial = rows.filter((_, i) => i !== gone)
          const problems = rankTableProblems(partial)
          expect(problems.map((p) => p.line)).toContain(rows[gone + 1].line)
        },
      ),
    )
  })
  it('is refused when a 累计人数 does not add up or a score is listed twice', () => {
    fc.assert(
      fc.property(rankTable, fc.nat(), fc.integer({ min: 1, max: 500 }), (rows, pick, delta) => {
        const i = 1 + (pick % (rows.length - 1))
        const typo = rows.map((r, j) => (j === i ? { ...r, rank: r.rank + delta } : r))
        expect(rankTableProblems(typo).map((p) => p.line)).toContain(rows[i].line)
        const twice = [...rows, { ...rows[i], line: 999 }]
        expect(rankTableProblems(twice).some((p) => p.problem.includes('出现两次'))).toBe(true)
      }),
    )
  })
  it('is refused when empty', () => {
    expect(rankTableProblems([])).toHaveLength(1)
  })
  it('is whole at both ends only when its top row holds everyone above it and it reaches the line', () => {
    // Counts of at least 1, as real tables have: an empty top score would not show where a cut was.
    const table = rankTable.filter((rows) => rows.length >= 3 && rows.every((r) => r.count > 0))
    fc.assert(
      fc.property(table, fc.nat(), fc.nat(), (rows, a, b) => {
        const low = rows[rows.length - 1].score
        expect(rankTableEnds(rows, low)).toEqual([])
        expect(rankTableEnds(rows, null)).toEqual([])
        // The top cut off (the rows kept still add up row by row): the missing scores are named.
        const cut = 1 + (a % (rows.length - 2))
        const topless = rows.slice(cut)
        expect(rankTableProblems(topless)).toEqual([])
        const [top] = rankTableEnds(topless, low)
        expect(top).toContain('表的开头不完整')
        expect(top).toContain(`缺少 ${topless[0].score + 1} 分及以上的行`)
        // The bottom cut off: the table must reach the line it is held to.
        const keep = 1 + (b % (rows.length - 1))
        const short = rows.slice(0, keep)
        expect(rankTableEnds(short, low).some((p) => p.includes('表的结尾不完整') && p.includes(`最低只到 ${short[short.length - 1].score} 分`))).toBe(true)
      }),
    )
  })
})

interface Row {
  key: string
  school: string
  value: number
}
const rows = fc.uniqueArray(
  fc.record({ key: fc.string({ minLength: 1, maxLength: 4 }), school: fc.constantFrom('0001', '0002', '0003', '0004', '0005'), value: fc.nat(10) }),
  {
    selector: (r) => r.key,
    maxLength: 60,
  },
)
const compare = (a: Row[], b: Row[]) =>
  compareRows(
    a,
    b,
    (r) => r.key,
    (r) => String(r.value),
    (r) => r.school,
  )

describe('comparing a table-year before and after an import', () => {
  it('finds nothing between a table and itself', () => {
    fc.assert(
      fc.property(rows, (a) => {
        const c = compare(a, a)
        expect([c.rows.added, c.rows.removed, c.rows.changed, c.groups.added, c.groups.removed, c.groups.changed]).toEqual([0, 0, 0, 0, 0, 0])
      }),
    )
  })
  it('accounts for every row: before + added − removed = after, and the reverse swaps added and removed', () => {
    fc.assert(
      fc.property(rows, rows, (a, b) => {
        const c = compare(a, b)
        expect(c.rows.before + c.rows.added - c.rows.removed).toBe(c.rows.after)
        const back = compare(b, a)
        expect([back.rows.added, back.rows.removed, back.rows.changed]).toEqual([c.rows.removed, c.rows.added, c.rows.changed])
        expect([back.groups.added, back.groups.removed]).toEqual([c.groups.removed, c.groups.added])
      }),
    )
  })
  it(`refuses exactly the changes that lose more than ${MAX_LOSS_PERCENT} % of the rows or of the schools`, () => {
    fc.assert(
      fc.property(rows, fc.nat(), (a, cut) => {
        const kept = a.slice(0, a.length - (cut % (a.length + 1)))
        const c = compare(a, kept)
        const lost = (removed: number, before: number) => removed / before > MAX_LOSS_PERCENT / 100
        expect(refusesLoss(c)).toBe(lost(c.rows.removed, c.rows.before) || lost(c.groups.removed, c.groups.before))
      }),
    )
  })
  it('never refuses a change that only adds or changes rows', () => {
    fc.assert(
      fc.property(rows, rows, (a, extra) => {
        const keys = new Set(a.map((r) => r.key))
        const b = [...a.map((r) => ({ ...r, value: r.value + 1 })), ...extra.filter((r) => !keys.has(r.key))]
        expect(refusesLoss(compare(a, b))).toBe(false)
      }),
    )
  })
})

describe('a 投档线 table held whole', () => {
  const programmes = fc
    .uniqueArray(fc.tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 40 })), {
      minLength: 1,
      maxLength: 600,
      selector: ([a, b]) => `${a}-${b}`,
    })
    .map((xs) => xs.map(([a, b]) => ({ schoolCode: String(a).padStart(4, '0'), majorCode: String(b).padStart(3, '0') })))
  const keys = (rows: Array<{ schoolCode: string; majorCode: string }>) => rows.map((r) => `${r.schoolCode}-${r.majorCode}`)
  it('passes with at most the slack left out, and names the schools of a larger shortfall', () => {
    fc.assert(
      fc.property(programmes, fc.nat(), (rows, cutAt) => {
        for (const kind of ['served', 'plan'] as const) {
          const ref = { kind, keys: keys(rows) }
          expect(toudangShortfall(rows, ref)).toBeNull()
          const slack = kind === 'served' ? Math.max(20, Math.ceil(rows.length * 0.01)) : Math.ceil(rows.length * 0.02)
          // Cut at a line boundary: the rows after it are gone.
          const kept = rows.slice(0, cutAt % (rows.length + 1))
          const lost = rows.length - kept.length
          const found = toudangShortfall(kept, ref)
          if (lost <= slack) expect(found).toBeNull()
          else expect(found).toContain(rows[kept.length].schoolCode)
        }
      }),
    )
  })
  it('holds a new year with no plan to most of last year’s rows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20000 }), fc.integer({ min: 0, max: 20000 }), (last, now) => {
        const rows = Array.from({ length: now }, (_, i) => ({ schoolCode: '0001', majorCode: String(i) }))
        expect(toudangShortfall(rows, { kind: 'lastYear', year: 2026, rows: last }) === null).toBe(now >= Math.ceil(last * 0.9))
      }),
      { numRuns: 50 },
    )
  })
})
