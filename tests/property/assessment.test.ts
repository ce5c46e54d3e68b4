import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { categoryFit, MATCHED_CLASSES, matchedClasses, rankByFit } from '@/core/domain/assessment/categoryFit'
import { CLASS_INTERESTS, classInterests } from '@/core/domain/assessment/classInterests'
import { combinationOf, COMBINATIONS, rankCombinations, standings, type RankedProgramme } from '@/core/domain/assessment/combinations'
import { ANSWER_MAX, ANSWER_MIN, INVENTORY, INVENTORY_SIZE, ITEMS_PER_TYPE, isAnswerSheet } from '@/core/domain/assessment/inventory'
import { RIASEC, type RiasecScores, type RiasecType } from '@/core/domain/assessment/riasec'
import { FLAT_SPREAD, rankTypes, scoreInventory } from '@/core/domain/assessment/scoreInventory'
import { ELECTIVE_SUBJECTS, isEligible, type SubjectRule } from '@/core/domain/subjectRequirement'
import { ELECTIVE_KEYS, subjectNames } from '@/core/domain/subjects'

const answer = fc.integer({ min: ANSWER_MIN, max: ANSWER_MAX })
const sheet = fc.array(answer, { minLength: INVENTORY_SIZE, maxLength: INVENTORY_SIZE })
const score = fc.integer({ min: 0, max: 100 })
const scores: fc.Arbitrary<RiasecScores> = fc.record({ R: score, I: score, A: score, S: score, E: score, C: score })
const type = fc.constantFrom(...RIASEC)
const classCode = fc.constantFrom(...Object.keys(CLASS_INTERESTS))
const rule: fc.Arbitrary<SubjectRule> = fc.oneof(
  fc.constant<SubjectRule>({ mode: 'none', subjects: [] }),
  fc.record({
    mode: fc.constantFrom<'any' | 'all'>('any', 'all'),
    subjects: fc.uniqueArray(fc.constantFrom(...ELECTIVE_SUBJECTS), { minLength: 1, maxLength: 3 }),
  }),
)
const programme: fc.Arbitrary<RankedProgramme> = fc.record({ rule: fc.option(rule, { nil: null, freq: 10 }), matches: fc.boolean() })
const programmes = fc.array(programme, { maxLength: 60 })
const planSubjects: fc.Arbitrary<string[] | null> = fc.option(fc.uniqueArray(fc.constantFrom<string>(...ELECTIVE_SUBJECTS), { minLength: 3, maxLength: 6 }), {
  nil: null,
})
const missing = fc.option(
  fc.integer({ min: 0, max: 50 }).chain((total) => fc.record({ total: fc.constant(total), matching: fc.integer({ min: 0, max: total }) })),
  { nil: null },
)

describe('the interest inventory', () => {
  it('asks every type the same number of items, in turn, with unique ids naming their type', () => {
    expect(INVENTORY_SIZE).toBe(RIASEC.length * ITEMS_PER_TYPE)
    expect(new Set(INVENTORY.map((i) => i.id)).size).toBe(INVENTORY_SIZE)
    for (const t of RIASEC) expect(INVENTORY.filter((i) => i.type === t)).toHaveLength(ITEMS_PER_TYPE)
    INVENTORY.forEach((item, i) => {
      expect(item.type).toBe(RIASEC[i % RIASEC.length])
      expect(item.id.startsWith(item.type)).toBe(true)
    })
  })

  it('scores only complete sheets of answers 1–5', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -2, max: 8 }), { maxLength: INVENTORY_SIZE + 2 }), (answers) => {
        const complete = answers.length === INVENTORY_SIZE && answers.every((a) => a >= ANSWER_MIN && a <= ANSWER_MAX)
        expect(isAnswerSheet(answers)).toBe(complete)
        expect(scoreInventory(answers) !== null).toBe(complete)
      }),
    )
  })

  it('gives each type 0–100, 0 when all its items are disliked strongly and 100 when all are liked strongly', () => {
    fc.assert(
      fc.property(sheet, type, fc.constantFrom(ANSWER_MIN, ANSWER_MAX), (answers, t, extreme) => {
        const set = answers.map((a, i) => (INVENTORY[i].type === t ? extreme : a))
        const p = scoreInventory(set)!
        for (const x of RIASEC) expect(p.scores[x]).toBeGreaterThanOrEqual(0)
        for (const x of RIASEC) expect(p.scores[x]).toBeLessThanOrEqual(100)
        expect(p.scores[t]).toBe(extreme === ANSWER_MAX ? 100 : 0)
      }),
    )
  })

  it('a type depends only on its own items: liking one item more never lowers its score nor moves another type', () => {
    fc.assert(
      fc.property(sheet, fc.integer({ min: 0, max: INVENTORY_SIZE - 1 }), (answers, i) => {
        fc.pre(answers[i] < ANSWER_MAX)
        const before = scoreInventory(answers)!
        const after = scoreInventory(answers.map((a, j) => (j === i ? a + 1 : a)))!
        const t = INVENTORY[i].type
        expect(after.scores[t]).toBeGreaterThan(before.scores[t])
        for (const x of RIASEC) if (x !== t) expect(after.scores[x]).toBe(before.scores[x])
      }),
    )
  })

  it('names the three highest types, highest first, ties in R-I-A-S-E-C order, and measures the spread', () => {
    fc.assert(
      fc.property(sheet, (answers) => {
        const p = scoreInventory(answers)!
        const code = p.code.split('') as RiasecType[]
        expect(new Set(code).size).toBe(3)
        const rest = RIASEC.filter((x) => !code.includes(x))
        for (const x of rest) expect(p.scores[code[2]]).toBeGreaterThanOrEqual(p.scores[x])
        for (let k = 0; k < 2; k++) {
          expect(p.scores[code[k]]).toBeGreaterThanOrEqual(p.scores[code[k + 1]])
          if (p.scores[code[k]] === p.scores[code[k + 1]]) expect(RIASEC.indexOf(code[k])).toBeLessThan(RIASEC.indexOf(code[k + 1]))
        }
        const values = RIASEC.map((x) => p.scores[x])
        expect(p.spread).toBe(Math.max(...values) - Math.min(...values))
        expect(p.flat).toBe(p.spread < FLAT_SPREAD)
      }),
    )
  })

  it('the same answer to every item is a flat profile coded RIA', () => {
    fc.assert(
      fc.property(answer, (a) => {
        const p = scoreInventory(Array<number>(INVENTORY_SIZE).fill(a))!
        expect(p.code).toBe('RIA')
        expect(p.flat).toBe(true)
      }),
    )
  })

  it('ranks all six types, a permutation', () => {
    fc.assert(
      fc.property(scores, (s) => {
        expect([...rankTypes(s)].sort()).toEqual([...RIASEC].sort())
      }),
    )
  })
})

describe('the fit of a 专业类', () => {
  it('has a Holland code of three different letters for every class of the shipped catalogue', () => {
    const csv = readFileSync(resolve(__dirname, '../../data/majors.csv'), 'utf8').trim().split('\n').slice(1)
    const classes = new Set(csv.map((line) => line.split(',')[4]))
    for (const code of classes) {
      const letters = classInterests(code)
      expect([code, letters.length, new Set(letters).size]).toEqual([code, 3, 3])
    }
  })

  it('lies between the lowest and highest of the student’s scores on the class’s letters', () => {
    fc.assert(
      fc.property(scores, classCode, (s, c) => {
        const own = classInterests(c).map((t) => s[t])
        const fit = categoryFit(s, c)
        expect(fit).toBeGreaterThanOrEqual(Math.min(...own) - 0.05)
        expect(fit).toBeLessThanOrEqual(Math.max(...own) + 0.05)
      }),
    )
  })

  it('is the score itself when all six scores are equal', () => {
    fc.assert(
      fc.property(score, classCode, (x, c) => {
        expect(categoryFit({ R: x, I: x, A: x, S: x, E: x, C: x }, c)).toBeCloseTo(x, 5)
      }),
    )
  })

  it('rises with a letter of the class and ignores the other types', () => {
    fc.assert(
      fc.property(scores, classCode, type, fc.integer({ min: 1, max: 100 }), (s, c, t, more) => {
        fc.pre(s[t] + more <= 100)
        const raised = { ...s, [t]: s[t] + more }
        if (classInterests(c).includes(t)) expect(categoryFit(raised, c)).toBeGreaterThan(categoryFit(s, c))
        else expect(categoryFit(raised, c)).toBe(categoryFit(s, c))
      }),
    )
  })

  it('ranks best fit first, equal fits by size then class code, and matches at most the first available classes', () => {
    const codes = Object.keys(CLASS_INTERESTS)
    fc.assert(
      fc.property(
        scores,
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: codes.length, maxLength: codes.length }),
        fc.func(fc.boolean()),
        (s, sizes, available) => {
          const classes = codes.map((classCode, i) => ({ classCode, size: sizes[i] }))
          const ranked = rankByFit(s, classes)
          expect(ranked.map((c) => c.classCode).sort()).toEqual([...codes].sort())
          for (let i = 1; i < ranked.length; i++) {
            const [a, b] = [ranked[i - 1], ranked[i]]
            expect(a.fit).toBeGreaterThanOrEqual(b.fit)
            if (a.fit === b.fit) expect(a.size > b.size || (a.size === b.size && a.classCode < b.classCode)).toBe(true)
          }
          const flagged = ranked.map((c) => ({ classCode: c.classCode, available: available(c.classCode) }))
          const matched = matchedClasses(flagged)
          const open = flagged.filter((c) => c.available).map((c) => c.classCode)
          expect(matched).toEqual(open.slice(0, MATCHED_CLASSES))
        },
      ),
    )
  })
})

describe('the 35 subject combinations', () => {
  it('are every three of the seven subjects, once each', () => {
    expect(COMBINATIONS).toHaveLength(35)
    expect(new Set(COMBINATIONS.map((c) => [...c].sort().join())).size).toBe(35)
    for (const c of COMBINATIONS) expect(new Set(c).size).toBe(3)
  })

  it('count exactly the programmes each combination may apply to, and the matching ones among them', () => {
    fc.assert(
      fc.property(programmes, planSubjects, missing, (ps, plan, miss) => {
        const ranked = rankCombinations(ps, { planSubjects: plan, missing: miss })
        expect(ranked).toHaveLength(35)
        const known = ps.filter((p) => p.rule !== null).length
        for (const c of ranked) {
          const names = subjectNames(c.subjects)
          const open = ps.filter((p) => p.rule !== null && isEligible(p.rule, names))
          expect(c.eligible).toBe(open.length)
          expect(c.matching).toBe(open.filter((p) => p.matches).length)
          expect(c.share).toBeCloseTo(known === 0 ? 0 : open.length / known, 10)
        }
      }),
    )
  })

  it('rank by matching programmes, then by all programmes, and are a permutation of the 35', () => {
    fc.assert(
      fc.property(programmes, planSubjects, missing, (ps, plan, miss) => {
        const ranked = rankCombinations(ps, { planSubjects: plan, missing: miss })
        expect(new Set(ranked.map((c) => c.subjects.join())).size).toBe(35)
        for (let i = 1; i < ranked.length; i++) {
          const [a, b] = [ranked[i - 1], ranked[i]]
          expect(a.matching > b.matching || (a.matching === b.matching && a.eligible >= b.eligible)).toBe(true)
        }
      }),
    )
  })

  it('are exact inside the plan’s export and a range bounded by the missing programmes outside it', () => {
    fc.assert(
      fc.property(programmes, planSubjects, missing, (ps, plan, miss) => {
        for (const c of rankCombinations(ps, { planSubjects: plan, missing: miss })) {
          const inside = plan === null || subjectNames(c.subjects).every((s) => plan.includes(s))
          expect(c.complete).toBe(inside)
          if (inside) {
            expect([c.eligibleMax, c.matchingMax]).toEqual([c.eligible, c.matching])
          } else if (miss === null) {
            expect([c.eligibleMax, c.matchingMax]).toEqual([null, null])
          } else {
            expect([c.eligibleMax, c.matchingMax]).toEqual([c.eligible + miss.total, c.matching + miss.matching])
          }
          expect(c.matching).toBeLessThanOrEqual(c.eligible)
        }
      }),
    )
  })

  it('a rule-free programme counts for every combination; an all-of rule only where every subject is taken', () => {
    const ranked = rankCombinations(
      [
        { rule: { mode: 'none', subjects: [] }, matches: true },
        { rule: { mode: 'all', subjects: ['物理', '化学'] }, matches: true },
      ],
      { planSubjects: null, missing: null },
    )
    for (const c of ranked) {
      const both = c.subjects.includes('physics') && c.subjects.includes('chemistry')
      expect(c.matching).toBe(both ? 2 : 1)
    }
    expect(ranked.slice(0, 5).every((c) => c.subjects.includes('physics') && c.subjects.includes('chemistry'))).toBe(true)
  })

  it('place combinations with the same counts together, and each after every one that opens more', () => {
    fc.assert(
      fc.property(programmes, planSubjects, missing, (ps, plan, miss) => {
        const ranked = rankCombinations(ps, { planSubjects: plan, missing: miss })
        const places = standings(ranked)
        expect(places[0]).toBe(1)
        ranked.forEach((c, i) => {
          const ahead = ranked.filter((o) => o.matching > c.matching || (o.matching === c.matching && o.eligible > c.eligible)).length
          expect(places[i]).toBe(ahead + 1)
          if (i > 0) expect(places[i]).toBe(ranked[i - 1].matching === c.matching && ranked[i - 1].eligible === c.eligible ? places[i - 1] : i + 1)
        })
      }),
    )
  })

  it('read a student’s three subjects as their combination, in the pages’ order', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...ELECTIVE_KEYS]), (keys) => {
        const c = combinationOf(keys)
        if (keys.length !== 3) expect(c).toBeNull()
        else expect(COMBINATIONS.some((x) => x.join() === c?.join())).toBe(true)
      }),
    )
  })
})
