import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { present, send, sendRaw, signIn, type TestServer } from './testServer'
import { startServerWithData } from './profileFixtures'
import { INVENTORY, INVENTORY_VERSION } from '@/core/domain/assessment/inventory'
import { isEligible, readSubjectRule } from '@/core/domain/subjectRequirement'
import { subjectNames, type ElectiveKey } from '@/core/domain/subjects'
import type { RiasecType } from '@/core/domain/assessment/riasec'
import { addAiTarget, aiTarget } from '@/ports/api/aiMsg'
import { assessmentResult, reuseAssessment, saveAssessment } from '@/ports/api/assessment'

/** An answer sheet that likes one type's activities strongly, another's a little, and dislikes the rest. */
const sheetFor = (liked: RiasecType, second: RiasecType) => INVENTORY.map((item) => (item.type === liked ? 5 : item.type === second ? 4 : 2))

/** One CSV line's fields (quoted fields may hold commas and doubled quotes). */
function fields(line: string): string[] {
  const out: string[] = []
  let cur = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cur += '"'
      i++
    } else if (ch === '"') quoted = !quoted
    else if (ch === ',' && !quoted) {
      out.push(cur)
      cur = ''
    } else cur += ch
  }
  out.push(cur)
  return out
}

/** Rows of a (gzipped) CSV of the shipped dataset; a quoted field never spans lines in the columns read here. */
function csvRows(file: string): Array<Record<string, string>> {
  const text = file.endsWith('.gz') ? gunzipSync(readFileSync(file)).toString('utf8') : readFileSync(file, 'utf8')
  const [head, ...lines] = text.trim().split('\n')
  const cols = fields(head)
  return lines.map((line) => Object.fromEntries(fields(line).map((v, i) => [cols[i], v])))
}

let server: TestServer
beforeAll(async () => {
  server = await startServerWithData()
  // The model is fitted on the full dataset once; every test below reads the same catalogue.
  await server.deps.volunteer.model.catalogue()
}, 240_000)
afterAll(async () => server.close())

const giveSubjects = (userId: number, subject: string) => server.deps.repos.students.save(userId, { subject, isFill: '1', province: '浙江' })

describe('the interest tests on SQLite with the shipped dataset', () => {
  it('answer nothing before a first sheet, then the saved result on every later visit, and set the user flag', async () => {
    const { token, userId } = await signIn(server, '13800000101')
    const empty = await send(server, assessmentResult, { kind: 'major' }, { token })
    expect(empty.data).toEqual({ result: null, otherTakenAt: null })
    const saved = await send(server, saveAssessment, { kind: 'major', version: INVENTORY_VERSION, answers: sheetFor('I', 'R') }, { token })
    expect(saved.code).toBe(0)
    expect(saved.data.profile.code).toBe('IRA')
    expect(saved.data.profile.scores).toEqual({ R: 75, I: 100, A: 25, S: 25, E: 25, C: 25 })
    expect(await server.deps.repos.users.byId(userId)).toMatchObject({ majorSelectTest: 1, isSelectOne: 0 })
    const again = await send(server, assessmentResult, { kind: 'major' }, { token })
    expect(again.data.result?.profile).toEqual(saved.data.profile)
    expect(again.data.result?.takenAt).toBe(saved.data.takenAt)
    const other = await send(server, assessmentResult, { kind: 'subjects' }, { token })
    expect(other.data).toEqual({ result: null, otherTakenAt: saved.data.takenAt })
  })

  it('rank every 专业类 of the catalogue by fit, with example majors and the plan’s programmes open to the student', async () => {
    const { token, userId } = await signIn(server, '13800000102')
    await giveSubjects(userId, 'physics,chemistry,biology')
    const r = (await send(server, saveAssessment, { kind: 'major', version: INVENTORY_VERSION, answers: sheetFor('S', 'I') }, { token })).data
    const classes = new Set(csvRows(resolve(__dirname, '../../data/majors.csv')).map((m) => m.class_code))
    expect(r.categories.map((c) => c.classCode).sort()).toEqual([...classes].sort())
    // An S-I student: 护理学类 (SIR) and 临床医学类 (ISR) lead, far above the E-C business classes.
    expect(r.categories.slice(0, 3).map((c) => c.className)).toEqual(expect.arrayContaining(['护理学类']))
    const clinical = present(
      r.categories.find((c) => c.classCode === '1002'),
      '临床医学类',
    )
    expect(clinical.majors.map((m) => m.name)).toContain('临床医学')
    expect(clinical.programmes).toBeGreaterThan(100)
    // Our 2026 plan is the 物理+化学+生物 export: every programme in it is open to a 物化生 student.
    for (const c of r.categories) expect(c.eligible).toBe(c.programmes)
    expect(r.studentSubjects).toEqual(['physics', 'chemistry', 'biology'])
    expect(r.combinations).toEqual([])
  })

  it('rank the 35 combinations over the 2026 plan: exact for 物化生, and for the rest the programmes the plan lacks by their 2020 rule or as unknown', async () => {
    const { token, userId } = await signIn(server, '13800000103')
    await giveSubjects(userId, 'physics,chemistry,technology')
    const r = (await send(server, saveAssessment, { kind: 'subjects', version: INVENTORY_VERSION, answers: sheetFor('I', 'R') }, { token })).data
    const plan = present(r.plan, 'plan facts')
    // The 本科 rows of the 2026 plan, and the 本科 programmes of the 2026 投档线 missing from it, counted from the files.
    const plans = csvRows(resolve(__dirname, '../../data/plans.csv.gz'))
    const planRows = plans.filter((p) => p.year === '2026')
    const levels = new Map(csvRows(resolve(__dirname, '../../data/schools.csv')).map((s) => [s.code, s.level]))
    const inPlan = new Set(planRows.map((p) => `${p.school_code}|${p.major_key}`))
    const cutoffKeys = new Set(
      csvRows(resolve(__dirname, '../../data/toudang.csv.gz'))
        .filter((c) => c.year === '2026')
        .map((c) => `${c.school_code}|${c.major_key}`),
    )
    const missing = [...cutoffKeys].filter((k) => !inPlan.has(k) && levels.get(k.split('|')[0]) !== '专科')
    // Each missing programme's 2020 rule (same school, same normalized name), where the 2020 rows agree and the
    // rule keeps it closed to 物化生 as 2026 does; the rest are unknown.
    const rows2020 = new Map<string, Array<{ rule: string; source: string }>>()
    for (const p of plans.filter((x) => x.year === '2020')) {
      const key = `${p.school_code}|${p.major_key}`
      rows2020.set(key, [...(rows2020.get(key) ?? []), { rule: p.rule, source: p.source }])
    }
    const pcb = ['物理', '化学', '生物']
    const borrowed = missing.map((k) => {
      const rows = rows2020.get(k) ?? []
      const rule = rows.length > 0 && new Set(rows.map((x) => x.rule)).size === 1 ? readSubjectRule(rows[0].rule) : null
      return rule && !isEligible(rule, pcb) ? { rule, source: rows[0].source } : null
    })
    const inferred = borrowed.filter((b) => b !== null)
    expect(plan).toMatchObject({ year: 2026, planSubjects: pcb, missing: missing.length, earlierYear: 2020, inferred: inferred.length })
    expect(plan.programmes + plan.unreadRules).toBe(planRows.filter((p) => p.level === '本科').length)
    expect(r.combinations).toHaveLength(35)
    const pcbCombo = present(
      r.combinations.find((c) => c.subjects.join() === 'physics,chemistry,biology'),
      '物化生',
    )
    expect(pcbCombo).toMatchObject({ complete: true, eligible: plan.programmes, share: 1, inferred: 0, unknown: 0, eligibleMax: plan.programmes })
    for (const c of r.combinations.filter((x) => !x.complete)) {
      const names = subjectNames(c.subjects as ElectiveKey[])
      expect([c.subjects.join(), c.inferred]).toEqual([c.subjects.join(), inferred.filter((b) => isEligible(b.rule, names)).length])
      expect(c.unknown).toBe(missing.length - inferred.length)
      expect(c.eligibleMax).toBe(c.eligible + c.inferred + c.unknown)
    }
    // 政治+历史+地理 is no longer judged only by the programmes open to 物化生: the 2020 政治历史地理 export's rules
    // count for it (必选历史, 政治 or 地理 …), while a programme whose rule we cannot know stays apart as unknown.
    const hpg = present(
      r.combinations.find((c) => c.subjects.join() === 'politics,history,geography'),
      '政史地',
    )
    const forHpg = inferred.filter((b) => isEligible(b.rule, ['思想政治', '历史', '地理']))
    expect(hpg.inferred).toBe(forHpg.length)
    expect(hpg.inferred).toBeGreaterThan(80)
    expect(forHpg.filter((b) => b.source === 'plan2020_政治历史地理.csv').length).toBe(forHpg.length)
    expect(hpg.unknown).toBeGreaterThan(0)
    expect(hpg.eligible).toBeLessThan(hpg.eligible + hpg.inferred)
    // 2026 rules mostly ask 物理 and 化学 together: without 物理 a combination opens well under half the plan.
    const noPhysics = r.combinations.filter((c) => !c.subjects.includes('physics'))
    for (const c of noPhysics) expect(c.share).toBeLessThan(0.5)
    expect(r.combinations[0].subjects).toEqual(['physics', 'chemistry', 'biology'])
    expect(r.matchedClasses).toHaveLength(10)
    for (const c of r.combinations) expect(c.matching + c.inferredMatching).toBeLessThanOrEqual(c.eligible + c.inferred)
    expect(await server.deps.repos.users.byId(userId)).toMatchObject({ isSelectOne: 1 })
  })

  it('reuse the other test’s answers, and refuse when there are none', async () => {
    const { token } = await signIn(server, '13800000104')
    const none = await send(server, reuseAssessment, { kind: 'subjects' }, { token })
    expect([none.code, none.msg]).toEqual([1, '还没有可以沿用的测评答案'])
    const major = await send(server, saveAssessment, { kind: 'major', version: INVENTORY_VERSION, answers: sheetFor('A', 'S') }, { token })
    const reused = await send(server, reuseAssessment, { kind: 'subjects' }, { token })
    expect(reused.data.kind).toBe('subjects')
    expect(reused.data.profile).toEqual(major.data.profile)
  })

  it('refuse an incomplete sheet, answers out of range and an old questionnaire, in the request’s language, storing nothing', async () => {
    const { token, userId } = await signIn(server, '13800000105')
    const short = await send(server, saveAssessment, { kind: 'major', version: INVENTORY_VERSION, answers: sheetFor('I', 'R').slice(1) }, { token })
    expect([short.code, short.msg]).toEqual([1, '请回答全部题目后再提交'])
    const wide = await sendRaw(server, saveAssessment, { kind: 'major', version: INVENTORY_VERSION, answers: sheetFor('I', 'R').map(() => 6) }, { token })
    expect(wide.code).toBe(1)
    const old = await send(
      server,
      saveAssessment,
      { kind: 'major', version: 'riasec-30-v0', answers: sheetFor('I', 'R') },
      { token, headers: { 'accept-language': 'en' } },
    )
    expect(old.msg).toBe('The questionnaire has changed; please reload the page and answer again')
    expect(await server.deps.repos.assessments.counts(userId)).toEqual({ major: 0, subjects: 0 })
  })

  it('never show one student another’s result, whatever userId the request names', async () => {
    const a = await signIn(server, '13800000106')
    const b = await signIn(server, '13800000107')
    await send(server, saveAssessment, { kind: 'major', version: INVENTORY_VERSION, answers: sheetFor('E', 'C') }, { token: a.token })
    const claimed = await sendRaw(server, assessmentResult, { kind: 'major', userId: a.userId }, { token: b.token })
    expect(claimed.data).toBeNull()
    expect(claimed.code).not.toBe(0)
    const own = await send(server, assessmentResult, { kind: 'major' }, { token: b.token })
    expect(own.data.result).toBeNull()
    const anonymous = await sendRaw(server, assessmentResult, { kind: 'major' })
    expect(anonymous.code).toBe(403)
  })

  it('the AI form then wants the classes a student adds (the client’s hand-over, through the contract)', async () => {
    const { token } = await signIn(server, '13800000108')
    const r = (await send(server, saveAssessment, { kind: 'major', version: INVENTORY_VERSION, answers: sheetFor('I', 'C') }, { token })).data
    const top = r.categories[0]
    const answer = await send(
      server,
      addAiTarget,
      { major: top.className, jsonList: JSON.stringify([{ name: top.className, code: top.classCode, num: 5 }]), province: '' },
      { token },
    )
    expect(answer.code).toBe(0)
    expect((await send(server, aiTarget, {}, { token })).data?.major).toBe(top.className)
  })
})
