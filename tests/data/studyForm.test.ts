import { describe, expect, it } from 'vitest'
import { readDataset } from '../../server/cli/data/readDataset'
import { annualCost } from '@/core/domain/admission/programmeCost'
import { studyAbroadForm } from '@/core/domain/admission/studyForm'
import { STUDY_FORM_SAMPLE } from './studyFormSample'

const plans = readDataset('data').plans.filter((p) => p.year === 2026)

/** The sample's programme in the 2026 plan, by 院校代号|专业代号 (its name checked too). */
function find(id: string, name: string) {
  const [school, major] = id.split('|')
  const hits = plans.filter((p) => p.schoolCode === school && p.majorCode === major)
  expect(hits.map((p) => p.majorName), id).toContain(name)
  return hits.filter((p) => p.majorName === name)
}

describe('what a programme really is, on a hand-labelled sample of the 2026 plan', () => {
  it('holds at least 100 programmes, a tenth of them studied abroad outside 中外合作', () => {
    expect(STUDY_FORM_SAMPLE.length).toBeGreaterThanOrEqual(100)
    const abroad = STUDY_FORM_SAMPLE.filter((s) => s.form !== null && s.form !== '中外合作')
    expect(abroad.length).toBeGreaterThanOrEqual(15)
  })

  it('tells every study-abroad form from a programme studied in China', () => {
    for (const s of STUDY_FORM_SAMPLE)
      for (const p of find(s.id, s.name)) expect(studyAbroadForm(p.majorName, p.note, p.sinoForeign), `${s.id} ${p.majorName}: ${p.note}`).toBe(s.form)
  })

  it('gives the dearest year’s true cost in yuan, open where a fee abroad is not stated', () => {
    for (const s of STUDY_FORM_SAMPLE)
      for (const p of find(s.id, s.name)) {
        const c = annualCost(p.tuition, p.note)
        if (s.cost === 'open') expect(c.open, `${s.id} ${p.majorName}`).toBe(true)
        else {
          expect(c.open, `${s.id} ${p.majorName}`).toBe(false)
          expect(c.yuan, `${s.id} ${p.majorName}: ${p.note}`).toBe(s.cost)
        }
      }
  })
})
