// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { INVENTORY_VERSION } from '@/core/domain/assessment/inventory'
import type { AssessmentResult, CombinationCount } from '@/ports/api/assessment'
import { CombinationTable } from '@/ui/assessment/CombinationTable'
import { PlanNote } from '@/ui/assessment/PlanNote'
import { certaintyText } from '@/ui/assessment/combinationWords'
import { assessment_en } from '@/ui/i18n/assessment.en'
import { assessment_zh_CN } from '@/ui/i18n/assessment.zh_CN'
import { createI18n } from '@/ui/i18n/i18n'

afterEach(cleanup)

const combo = (subjects: string[], counts: Partial<CombinationCount>): CombinationCount => ({
  subjects,
  eligible: 0,
  matching: 0,
  inferred: 0,
  inferredMatching: 0,
  unknown: 0,
  unknownMatching: 0,
  share: 0,
  complete: false,
  eligibleMax: null,
  matchingMax: null,
  ...counts,
})

// The figures of the shipped dataset for an I-R student (tests/server/assessment.test.ts checks them against the files).
const pcb = combo(['physics', 'chemistry', 'biology'], { eligible: 16371, matching: 1182, complete: true, share: 1, eligibleMax: 16371, matchingMax: 1182 })
const hpg = combo(['politics', 'history', 'geography'], {
  eligible: 5644,
  matching: 3,
  inferred: 102,
  inferredMatching: 0,
  unknown: 353,
  unknownMatching: 0,
  eligibleMax: 6099,
  matchingMax: 3,
})
const result: AssessmentResult = {
  kind: 'subjects',
  version: INVENTORY_VERSION,
  takenAt: 0,
  profile: { scores: { R: 75, I: 100, A: 25, S: 25, E: 25, C: 25 }, code: 'IRA', spread: 75, flat: false, low: false },
  categories: [],
  matchedClasses: [],
  combinations: [pcb, hpg],
  plan: { year: 2026, programmes: 16371, unreadRules: 0, planSubjects: ['物理', '化学', '生物'], missing: 455, inferred: 102, earlierYear: 2020 },
  studentSubjects: [],
}

async function words(lang: 'zh-CN' | 'en') {
  const i18n = createI18n()
  i18n.addResources('zh-CN', 'translation', assessment_zh_CN)
  i18n.addResources('en', 'translation', assessment_en)
  await i18n.changeLanguage(lang)
  return i18n
}

describe('how sure the 选科测评 counts are, in words (issue 37)', () => {
  it('says per combination how many programmes go by the 2026 rules, how many are inferred from 2020 and how many are unknown', async () => {
    const i18n = await words('zh-CN')
    const t = i18n.t.bind(i18n)
    const source = { year: 2026, earlierYear: 2020, missing: 455 }
    expect(certaintyText(t, pcb, source)).toBe('全部按2026年规则确定。')
    const everything = { ...hpg, matching: 5644, inferredMatching: 102, unknownMatching: 353 }
    expect(certaintyText(t, everything, source)).toBe('其中按2026年规则 5,644 个、按2020年规则推断 102 个；另有规则未知 353 个，可能可报，未计入。')
    expect(certaintyText(t, everything, { ...source, earlierYear: null })).toBe('全部按2026年规则；另有规则未知 353 个，可能可报，未计入。')
    expect(certaintyText(t, everything, { ...source, missing: null })).toBe('全部按2026年规则；计划中缺少的专业规则未知，实际可能更多。')
  })

  it('names the three kinds once in the table’s header and says in the note where the 2020 rules come from', async () => {
    const i18n = await words('zh-CN')
    render(
      <I18nextProvider i18n={i18n}>
        <CombinationTable result={result} own={null} />
        <PlanNote result={result} />
      </I18nextProvider>,
    )
    const table = screen.getByRole('table', { name: '35种选科组合可报的专业数' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers).toEqual(['排名', '选科组合', '兴趣相符可报', '按2026年规则', '按2020年规则推断', '规则未知', '全部可报'])
    const row = within(table).getByRole('row', { name: /政治 \+ 历史 \+ 地理/ })
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '3', '3', '0', '0', '5,746'])
    expect(screen.getByText(/其中102个按同一学校同名专业2020年的选考要求推断/).textContent).toContain('其余353个的要求我们没有数据，记为“规则未知”')
  })

  it('says the same in English', async () => {
    const i18n = await words('en')
    const t = i18n.t.bind(i18n)
    expect(certaintyText(t, { ...hpg, matching: 5644, inferredMatching: 102, unknownMatching: 353 }, { year: 2026, earlierYear: 2020, missing: 455 })).toBe(
      'Of these, 5,644 by the 2026 rules and 102 inferred from the 2020 rules; 353 more have unknown rules and may be open, not counted.',
    )
  })
})
