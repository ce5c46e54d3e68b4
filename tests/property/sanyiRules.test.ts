import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { catalogueVersion } from '@/core/domain/sanyi/catalogueVersion'
import { diffCatalogues, isNoChange } from '@/core/domain/sanyi/catalogueDiff'
import { compositeOf, GRADES, isWeighted, xkModeOf, xkScore, type Grade } from '@/core/domain/sanyi/composite'
import { eligibleMajors } from '@/core/domain/sanyi/eligibleMajors'
import { isReordering } from '@/core/domain/sanyi/reordering'
import { readSanyiTables, writeSanyiTables, type SanyiTables } from '@/core/domain/sanyi/sanyiTable'
import type { GradeCounts, SanyiFormula, SanyiSchool } from '@/ports/api/sanyi'

const DATA = resolve(__dirname, '../../data/sanyi')
const shipped = (() => {
  const result = readSanyiTables(readFileSync(`${DATA}/formulas.csv`, 'utf8'), readFileSync(`${DATA}/majors.csv`, 'utf8'))
  if (!result.ok) throw new Error(JSON.stringify(result.problems))
  return result.value
})()

/** Weights in hundredths that sum to exactly 1, as the import requires. */
const weights = fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 })).map(([a, b]) => {
  const [lo, hi] = a <= b ? [a, b] : [b, a]
  return { xk: lo / 100, test: (hi - lo) / 100, gaokao: (100 - hi) / 100 }
})

/** A 学考 table as the import accepts it: non-increasing A→D, points earned (≥ 0) or deductions (A = 0, rest ≤ 0). */
const pointsTable = fc.oneof(
  fc.array(fc.integer({ min: 0, max: 150 }), { minLength: 4, maxLength: 4 }).map((p) => p.sort((a, b) => b - a)),
  fc.array(fc.integer({ min: -100, max: 0 }), { minLength: 3, maxLength: 3 }).map((p) => [0, ...p.sort((a, b) => b - a)]),
)

const formula: fc.Arbitrary<SanyiFormula> = fc
  .record({
    p: pointsTable,
    xkFullExtra: fc.integer({ min: 0, max: 1500 }),
    average: fc.boolean(),
    testFull: fc.integer({ min: 1, max: 750 }),
    gaokaoFull: fc.constantFrom(750, 900, 100),
    weights,
    basis: fc.constantFrom('标准' as const, '特殊' as const),
  })
  .map(({ p, xkFullExtra, average, testFull, gaokaoFull, weights, basis }) => {
    const xkFull = p[0] > 0 && average ? p[0] : Math.max(1, p[0]) + xkFullExtra
    return { points: { A: p[0], B: p[1], C: p[2], D: p[3] }, xkFull, testFull, gaokaoFull, weights, basis }
  })

const grades: fc.Arbitrary<GradeCounts> = fc.array(fc.constantFrom<Grade>(...GRADES), { minLength: 10, maxLength: 10 }).map((list) => {
  const counts = { A: 0, B: 0, C: 0, D: 0, E: 0 }
  for (const g of list) counts[g]++
  return counts
})

/** One subject's grade one step better (B → A …), when there is one to improve. */
function improved(g: GradeCounts): GradeCounts | null {
  for (let i = 1; i < GRADES.length; i++) {
    const from = GRADES[i]
    const to = GRADES[i - 1]
    if (g[from] > 0) return { ...g, [from]: g[from] - 1, [to]: g[to] + 1 }
  }
  return null
}

const input = (f: SanyiFormula) =>
  fc.record({ grades, test: fc.double({ min: 0, max: f.testFull, noNaN: true }), gaokao: fc.double({ min: 0, max: f.gaokaoFull, noNaN: true }) })

describe('综合成绩', () => {
  it('stays within 0–100, low ≤ high, and the parts add up to it', () => {
    fc.assert(
      fc.property(
        formula.chain((f) => fc.tuple(fc.constant(f), input(f))),
        ([f, i]) => {
          const c = compositeOf(f, i)
          if (!isWeighted(f)) {
            expect(c).toBeNull()
            return
          }
          expect(c).not.toBeNull()
          expect(c!.low).toBeGreaterThanOrEqual(-1e-9)
          expect(c!.high).toBeLessThanOrEqual(100 + 1e-9)
          expect(c!.low).toBeLessThanOrEqual(c!.high)
          expect(c!.low).toBeCloseTo(c!.test + c!.gaokao + (c!.xk ?? 0), 9)
          // An unknown 学考 part spans exactly its weight.
          expect(c!.high - c!.low).toBeCloseTo(c!.xk === null ? f.weights.xk * 100 : 0, 9)
        },
      ),
    )
  })

  it('never falls when one input improves and the others stay (校测, 高考, one subject’s grade)', () => {
    fc.assert(
      fc.property(
        formula.chain((f) => fc.tuple(fc.constant(f), input(f), fc.double({ min: 0, max: 1, noNaN: true }))),
        ([f, i, step]) => {
          const base = compositeOf(f, i)
          if (!base) return
          const more = (value: number, full: number) => value + (full - value) * step
          expect(compositeOf(f, { ...i, test: more(i.test, f.testFull) })!.low).toBeGreaterThanOrEqual(base.low - 1e-9)
          expect(compositeOf(f, { ...i, gaokao: more(i.gaokao, f.gaokaoFull) })!.low).toBeGreaterThanOrEqual(base.low - 1e-9)
          const better = improved(i.grades)
          if (better) expect(compositeOf(f, { ...i, grades: better })!.high).toBeGreaterThanOrEqual(base.high - 1e-9)
        },
      ),
    )
  })

  it('is 100 with every part at its full mark and known, and the 学考 score never leaves 0–满分', () => {
    fc.assert(
      fc.property(formula, grades, (f, g) => {
        const s = xkScore(f, g)
        if (s !== null) {
          expect(s).toBeGreaterThanOrEqual(0)
          expect(s).toBeLessThanOrEqual(f.xkFull)
        }
        const allA = { A: 10, B: 0, C: 0, D: 0, E: 0 }
        const top = compositeOf(f, { grades: allA, test: f.testFull, gaokao: f.gaokaoFull })
        const mode = xkModeOf(f)
        // All A reaches the full 学考 mark in a deduction table, an average table and a sum table whose ten A's reach it.
        if (top && (mode === 'deduction' || mode === 'average' || mode === 'none' || (mode === 'sum' && f.points.A * 10 >= f.xkFull)))
          expect(top.high).toBeCloseTo(100, 9)
      }),
    )
  })

  it('refuses out-of-range input rather than extrapolating', () => {
    fc.assert(
      fc.property(formula, grades, fc.double({ min: 1.0001, max: 5, noNaN: true }), (f, g, over) => {
        expect(compositeOf(f, { grades: g, test: f.testFull * over, gaokao: 0 })).toBeNull()
        expect(compositeOf(f, { grades: g, test: 0, gaokao: f.gaokaoFull * over })).toBeNull()
        expect(compositeOf(f, { grades: { ...g, A: g.A + 1 }, test: 0, gaokao: 0 })).toBeNull()
      }),
    )
  })

  it('gives the published figure for a standard provincial formula (浙工大: 15/25/60, 学考 of 150)', () => {
    const zjut = shipped.schools.find((s) => s.name === '浙江工业大学')!
    // 6A 3B 1C = 90 + 30 + 6 = 126 of 150 → 12.6; 校测 80 → 20; 高考 620 of 750 → 49.6.
    const c = compositeOf(zjut.formula, { grades: { A: 6, B: 3, C: 1, D: 0, E: 0 }, test: 80, gaokao: 620 })!
    expect([c.xk, c.test, c.gaokao]).toEqual([12.6, 20, 49.6])
    expect(c.low).toBeCloseTo(82.2, 9)
  })
})

describe('the shipped 三位一体 tables', () => {
  it('have every school’s weights summing to 1 and a source link, and are read by the same rules as an import', () => {
    expect(shipped.schools).toHaveLength(46)
    expect(shipped.majors).toHaveLength(621)
    for (const s of shipped.schools) {
      expect(s.formula.weights.xk + s.formula.weights.test + s.formula.weights.gaokao).toBeCloseTo(1, 9)
      expect(s.source.url).toMatch(/^https?:\/\//)
    }
    expect(shipped.schools.filter((s) => s.unverified).map((s) => s.name)).toEqual(['浙江工业大学'])
    expect(shipped.majors.filter((m) => m.plan === null)).toHaveLength(49)
  })
})

const names = fc.uniqueArray(fc.constantFrom(...shipped.schools.map((s) => s.name)), { minLength: 1, maxLength: 8 })
const tables: fc.Arbitrary<SanyiTables> = names.map((picked) => ({
  schools: shipped.schools.filter((s) => picked.includes(s.name)),
  majors: shipped.majors.filter((m) => picked.includes(m.school)),
}))

describe('the import files', () => {
  it('round-trip: what an export writes, an import reads back the same (and so has the same version)', () => {
    fc.assert(
      fc.property(tables, (t) => {
        const text = writeSanyiTables(t)
        const back = readSanyiTables(text.formulas, text.majors)
        expect(back.ok && back.value).toEqual(t)
        if (back.ok) expect(catalogueVersion(back.value)).toBe(catalogueVersion(t))
      }),
      { numRuns: 40 },
    )
  })

  const corruptions: Array<[string, string]> = [
    ['学考权重', '0.9'],
    ['高考权重', 'abc'],
    ['学考B', '999'],
    ['口径', '其它'],
    ['来源链接', 'zs.example.edu.cn'],
    ['来源年份', '26'],
    ['院校', ''],
    ['校测满分', '0'],
  ]

  it('rejects the whole file for one bad cell anywhere, naming its line', () => {
    fc.assert(
      fc.property(tables, fc.nat(), fc.constantFrom(...corruptions), (t, at, [column, value]) => {
        const text = writeSanyiTables(t)
        const lines = text.formulas.split('\n')
        const header = lines[0].split(',')
        const row = 1 + (at % t.schools.length)
        const cells = parseCells(lines[row])
        cells[header.indexOf(column)] = value
        lines[row] = cells.map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')
        const result = readSanyiTables(lines.join('\n'), text.majors)
        expect(result.ok).toBe(false)
        if (!result.ok) expect(result.problems.some((p) => p.file === 'formulas' && p.line === row + 1)).toBe(true)
      }),
      { numRuns: 60 },
    )
  })

  it('rejects a major of a school that is not in the formulas file, and a repeated major', () => {
    const t = { schools: shipped.schools.slice(0, 1), majors: shipped.majors.filter((m) => m.school === shipped.schools[0].name) }
    const text = writeSanyiTables(t)
    const stray = readSanyiTables(text.formulas, `${text.majors}某某大学,软件工程,,物理,10\n`)
    expect(!stray.ok && stray.problems.map((p) => [p.file, p.line])).toEqual([['majors', t.majors.length + 2]])
    const twice = readSanyiTables(text.formulas, text.majors + text.majors.split('\n')[1] + '\n')
    expect(!twice.ok && twice.problems[0].message).toContain('already on line 2')
  })
})

describe('an import’s summary', () => {
  it('lists exactly the schools added and removed, and nothing when the tables are the same', () => {
    fc.assert(
      fc.property(tables, tables, (a, b) => {
        const d = diffCatalogues(a, b)
        const before = new Set(a.schools.map((s) => s.name))
        const after = new Set(b.schools.map((s) => s.name))
        expect(new Set(d.added)).toEqual(new Set([...after].filter((n) => !before.has(n))))
        expect(new Set(d.removed)).toEqual(new Set([...before].filter((n) => !after.has(n))))
        expect(isNoChange(diffCatalogues(a, a))).toBe(true)
      }),
    )
  })

  it('names the part that changed', () => {
    const school = shipped.schools[0]
    const changed: SanyiSchool = { ...school, formula: { ...school.formula, weights: { xk: 0.2, test: 0.2, gaokao: 0.6 } } }
    const d = diffCatalogues({ schools: [school], majors: [] }, { schools: [changed], majors: [] })
    expect(d.changed).toEqual([{ school: school.name, parts: ['权重'] }])
  })
})

describe('majors open to a student', () => {
  it('are those whose every required subject the student takes (2026 wording: 物理、化学 means both)', () => {
    const subjectSets = fc.uniqueArray(fc.constantFrom('物理', '化学', '生物', '技术', '历史', '思想政治', '地理'), { minLength: 3, maxLength: 3 })
    fc.assert(
      fc.property(subjectSets, (subjects) => {
        const open = eligibleMajors(shipped.majors, subjects, 2026)
        for (const m of open) for (const s of m.requirement.split('、').filter(Boolean)) expect(subjects).toContain(s === '政治' ? '思想政治' : s)
        expect(open.length).toBeGreaterThanOrEqual(shipped.majors.filter((m) => m.requirement === '').length)
      }),
      { numRuns: 30 },
    )
  })
})

describe('reordering the intention list', () => {
  it('accepts exactly the permutations of the list', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 10 }), fc.integer(), (ids, seed) => {
        const shuffled = [...ids].sort((a, b) => ((a * 31 + seed) % 7) - ((b * 31 + seed) % 7))
        expect(isReordering(ids, shuffled)).toBe(true)
        if (ids.length) {
          expect(isReordering(ids, shuffled.slice(1))).toBe(false)
          expect(isReordering(ids, [...shuffled.slice(1), shuffled[1] ?? 999])).toBe(false)
          expect(isReordering(ids, [...shuffled.slice(1), 999])).toBe(false)
        }
      }),
    )
  })
})

/** The cells of one CSV line we wrote (quoted fields hold commas but no line breaks here). */
function parseCells(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"'
      i++
    } else if (ch === '"') quoted = !quoted
    else if (ch === ',' && !quoted) {
      cells.push(cell)
      cell = ''
    } else cell += ch
  }
  cells.push(cell)
  return cells
}
