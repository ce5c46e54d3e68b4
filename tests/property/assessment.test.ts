import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { activityFit, categoryFit, MATCHED_CLASSES, matchedClasses, rankByFit } from '@/core/domain/assessment/categoryFit'
import { classActivities } from '@/core/domain/assessment/classActivities'
import { readAnswers } from '@/core/domain/assessment/readAnswers'
import { CLASS_INTERESTS, classInterests } from '@/core/domain/assessment/classInterests'
import {
  combinationOf,
  COMBINATIONS,
  estimatedEligible,
  estimatedMatching,
  rankCombinations,
  standings,
  type MissingProgramme,
  type RankedProgramme,
} from '@/core/domain/assessment/combinations'
import { earlierRuleOf } from '@/core/domain/assessment/earlierRuleOf'
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
const missingProgramme: fc.Arbitrary<MissingProgramme> = fc.record({ rule: fc.option(rule, { nil: null, freq: 3 }), matches: fc.boolean() })
const missing = fc.option(fc.array(missingProgramme, { maxLength: 30 }), { nil: null })

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

  it('names two or three activities of the inventory for every class, and no two classes share a code and all their activities', () => {
    const ids = new Set(INVENTORY.map((i) => i.id))
    const seen = new Map<string, string>()
    for (const code of Object.keys(CLASS_INTERESTS)) {
      const acts = classActivities(code)
      expect([code, acts.length >= 2 && acts.length <= 3, acts.every((id) => ids.has(id)), new Set(acts).size]).toEqual([code, true, true, acts.length])
      const key = `${CLASS_INTERESTS[code]}|${[...acts].sort().join()}`
      expect([code, seen.get(key)]).toEqual([code, undefined])
      seen.set(key, code)
    }
  })

  it('lies between the lowest and highest liking of the class’s letters and activities', () => {
    fc.assert(
      fc.property(sheet, classCode, (answers, c) => {
        const r = readAnswers(answers)!
        const own = [...classInterests(c).map((t) => r.types[t]), ...classActivities(c).map((id) => r.items[id])]
        const fit = categoryFit(r, c)
        expect(fit).toBeGreaterThanOrEqual(Math.min(...own) - 1e-9)
        expect(fit).toBeLessThanOrEqual(Math.max(...own) + 1e-9)
      }),
    )
  })

  it('is the same for every class when every activity gets the same answer', () => {
    fc.assert(
      fc.property(answer, classCode, (a, c) => {
        expect(categoryFit(readAnswers(Array<number>(INVENTORY_SIZE).fill(a))!, c)).toBeCloseTo((100 * (a - ANSWER_MIN)) / (ANSWER_MAX - ANSWER_MIN), 9)
      }),
    )
  })

  it('rises when the student likes one of the class’s letters or activities more, and ignores the other answers', () => {
    fc.assert(
      fc.property(sheet, classCode, fc.integer({ min: 0, max: INVENTORY_SIZE - 1 }), (answers, c, i) => {
        fc.pre(answers[i] < ANSWER_MAX)
        const before = categoryFit(readAnswers(answers)!, c)
        const after = categoryFit(readAnswers(answers.map((a, j) => (j === i ? a + 1 : a)))!, c)
        const item = INVENTORY[i]
        if (classInterests(c).includes(item.type) || classActivities(c).includes(item.id)) expect(after).toBeGreaterThan(before)
        else expect(after).toBeCloseTo(before, 9)
      }),
    )
  })

  it('ranks best reported fit first, equal fits by activities, size, then class code, and matches at most the first available classes', () => {
    const codes = Object.keys(CLASS_INTERESTS)
    fc.assert(
      fc.property(
        sheet,
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: codes.length, maxLength: codes.length }),
        fc.func(fc.boolean()),
        (answers, sizes, available) => {
          const r = readAnswers(answers)!
          const classes = codes.map((classCode, i) => ({ classCode, size: sizes[i] }))
          const ranked = rankByFit(r, classes)
          expect(ranked.map((c) => c.classCode).sort()).toEqual([...codes].sort())
          for (const c of ranked) expect(c.fit).toBe(Math.round(10 * categoryFit(r, c.classCode)) / 10)
          for (let i = 1; i < ranked.length; i++) {
            const [a, b] = [ranked[i - 1], ranked[i]]
            expect(a.fit).toBeGreaterThanOrEqual(b.fit)
            if (a.fit !== b.fit) continue
            const [actA, actB] = [a, b].map((c) => Math.round(10 * activityFit(r, c.classCode)) / 10)
            expect(actA > actB || (actA === actB && (a.size > b.size || (a.size === b.size && a.classCode < b.classCode)))).toBe(true)
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

describe('the 专业类 ranking tells classes apart (issue 37)', () => {
  const classes = Object.keys(CLASS_INTERESTS).map((classCode) => ({ classCode }))
  const rank = (answers: readonly number[]) => rankByFit(readAnswers(answers)!, classes)
  /** How many classes share the top reported fit, and whether the first ten all show one score. */
  const ties = (answers: readonly number[]) => {
    const ranked = rank(answers)
    return { atTop: ranked.filter((c) => c.fit === ranked[0].fit).length, topTenEqual: new Set(ranked.slice(0, 10).map((c) => c.fit)).size === 1 }
  }
  /** A small share: fewer than one class in nine (fewer than ten of 94) ties at the top. */
  const SMALL_SHARE = Object.keys(CLASS_INTERESTS).length / 9

  // The sheets this repository's tests answer: 非常喜欢 one type's activities, 喜欢 another's, the rest less. (A sheet
  // that answers by type alone says six numbers; classes whose letters and activities fall on the same types
  // stay tied on it, e.g. every R-I class when R and I are both at 非常喜欢 and the rest at 非常不喜欢.)
  const twoTypeSheets = RIASEC.flatMap((liked) =>
    RIASEC.filter((t) => t !== liked).flatMap((second) =>
      [
        [5, 4, 2],
        [5, 4, 1],
      ].map(([a, b, c]) => ({ name: `${liked}${second} ${a}/${b}/${c}`, answers: INVENTORY.map((i) => (i.type === liked ? a : i.type === second ? b : c)) })),
    ),
  )

  it.each(twoTypeSheets)('a two-type sheet ($name) leaves the top ten apart and few classes tied at the top', ({ answers }) => {
    const t = ties(answers)
    expect(t.topTenEqual).toBe(false)
    expect(t.atTop).toBeLessThan(SMALL_SHARE)
  })

  it('a sheet of varied answers leaves the top ten apart and few classes tied at the top', () => {
    fc.assert(
      fc.property(sheet, (answers) => {
        const t = ties(answers)
        expect(t.topTenEqual).toBe(false)
        expect(t.atTop).toBeLessThan(SMALL_SHARE)
      }),
    )
  })

  // A field: its activities liked strongly (5), everything else answered alike; its classes must lead.
  const FIELDS = [
    { field: '医学', activities: ['I6', 'S4', 'S8'], classes: ['1002', '1011', '1005', '1006', '1003', '1010', '1001', '1004', '0904'] },
    { field: '计算机与电子', activities: ['I4', 'R8', 'R3'], classes: ['0809', '0807', '0808', '0832', '1400', '0806'] },
    { field: '设计', activities: ['A8', 'A1', 'A6'], classes: ['1305', '0828', '1304', '0816'] },
    { field: '经济金融', activities: ['E8', 'C2', 'I5'], classes: ['0203', '0201', '0202', '1203'] },
    { field: '农林', activities: ['R4', 'R7', 'R6'], classes: ['0901', '0902', '0903', '0905', '0906', '0907', '0823', '0824'] },
    { field: '教育', activities: ['S7', 'S1', 'S5'], classes: ['0401', '0305', '0402'] },
    { field: '语言文学', activities: ['A2', 'A7', 'C6'], classes: ['0501', '0502', '0503'] },
    { field: '法学', activities: ['E2', 'S6', 'C4'], classes: ['0301', '0302', '0306'] },
  ]
  it.each(FIELDS.flatMap((f) => [3, 2].map((rest) => ({ ...f, rest }))))(
    'a student who likes $field activities strongly (the rest answered $rest) finds two $field classes first',
    ({ activities, classes: field, rest }) => {
      const ranked = rank(INVENTORY.map((i) => (activities.includes(i.id) ? ANSWER_MAX : rest)))
      const top = ranked.slice(0, 2).map((c) => c.classCode)
      expect(top).toEqual(top.map((code) => (field.includes(code) ? code : `not ${code}`)))
    },
  )
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

  it('rank by matching programmes, then by all programmes, each by the plan’s rules plus the inferred ones, and are a permutation of the 35', () => {
    fc.assert(
      fc.property(programmes, planSubjects, missing, (ps, plan, miss) => {
        const ranked = rankCombinations(ps, { planSubjects: plan, missing: miss })
        expect(new Set(ranked.map((c) => c.subjects.join())).size).toBe(35)
        for (let i = 1; i < ranked.length; i++) {
          const [a, b] = [ranked[i - 1], ranked[i]]
          const [ma, mb] = [estimatedMatching(a), estimatedMatching(b)]
          expect(ma > mb || (ma === mb && estimatedEligible(a) >= estimatedEligible(b))).toBe(true)
        }
      }),
    )
  })

  it('are exact inside the plan’s export; outside it the missing programmes count by their inferred rule or as unknown', () => {
    fc.assert(
      fc.property(programmes, planSubjects, missing, (ps, plan, miss) => {
        for (const c of rankCombinations(ps, { planSubjects: plan, missing: miss })) {
          const names = subjectNames(c.subjects)
          const inside = plan === null || names.every((s) => plan.includes(s))
          expect(c.complete).toBe(inside)
          const open = inside ? [] : (miss ?? []).filter((m) => m.rule !== null && isEligible(m.rule, names))
          const unknown = inside ? [] : (miss ?? []).filter((m) => m.rule === null)
          expect([c.inferred, c.inferredMatching]).toEqual([open.length, open.filter((m) => m.matches).length])
          expect([c.unknown, c.unknownMatching]).toEqual([unknown.length, unknown.filter((m) => m.matches).length])
          if (!inside && miss === null) expect([c.eligibleMax, c.matchingMax]).toEqual([null, null])
          else expect([c.eligibleMax, c.matchingMax]).toEqual([c.eligible + c.inferred + c.unknown, c.matching + c.inferredMatching + c.unknownMatching])
          expect(c.matching).toBeLessThanOrEqual(c.eligible)
        }
      }),
    )
  })

  it('borrow an earlier rule only when the earlier rows agree and the rule keeps the programme closed to the plan’s export', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(rule, { nil: null, freq: 8 }), { maxLength: 3 }),
        fc.uniqueArray(fc.constantFrom<string>(...ELECTIVE_SUBJECTS), { minLength: 3, maxLength: 3 }),
        (rows, plan) => {
          const r = earlierRuleOf(rows, plan)
          const agreed = rows.length > 0 && rows.every((x) => x !== null && JSON.stringify(x) === JSON.stringify(rows[0]))
          expect(r).toEqual(agreed && !isEligible(rows[0]!, plan) ? rows[0] : null)
        },
      ),
    )
    const pcb = ['物理', '化学', '生物']
    // 2020 wording: 历史 or 地理 — still closed to 物化生, so it stands in; 不提科目要求 in 2020 no longer can.
    expect(earlierRuleOf([{ mode: 'any', subjects: ['历史', '地理'] }], pcb)).toEqual({ mode: 'any', subjects: ['历史', '地理'] })
    expect(earlierRuleOf([{ mode: 'none', subjects: [] }], pcb)).toBeNull()
    expect(earlierRuleOf([{ mode: 'any', subjects: ['地理', '物理', '化学'] }], pcb)).toBeNull()
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
          const [m, e] = [estimatedMatching(c), estimatedEligible(c)]
          const ahead = ranked.filter((o) => estimatedMatching(o) > m || (estimatedMatching(o) === m && estimatedEligible(o) > e)).length
          expect(places[i]).toBe(ahead + 1)
          const prev = ranked[i - 1]
          if (i > 0) expect(places[i]).toBe(estimatedMatching(prev) === m && estimatedEligible(prev) === e ? places[i - 1] : i + 1)
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
