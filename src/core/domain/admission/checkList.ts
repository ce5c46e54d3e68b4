import { isEligible } from '../subjectRequirement'
import { admitProbability, bandOf, type Band } from './admitProbability'
import { DEFAULT_MAX_SLIP_RISK } from './generateList'
import { MAX_VOLUNTEERS, type ListCandidate, type StudentProfile } from './listTypes'
import { noteRestrictions } from './noteRestrictions'
import { simulateList, type ListSimulation } from './simulateList'

export type FindingCode =
  | 'subjectNotMet'
  | 'unknownRule'
  | 'duplicate'
  | 'tooMany'
  | 'orderInversion'
  | 'noSafety'
  | 'fewSafety'
  | 'tooManyReach'
  | 'hopeless'
  | 'neverReached'
  | 'slipRisk'
  | 'overBudget'
  | 'highTuition'
  | 'sinoForeign'
  | 'restriction'
  | 'noPrediction'

export interface Finding {
  code: FindingCode
  severity: 'error' | 'warning' | 'info'
  /** 1-based 志愿序号 (dataIndex); null for a finding about the whole list. */
  row: number | null
  message: string
  fix: string
}

export interface CheckedRow {
  row: number
  probability: number | null
  band: Band | null
  reached: number
  filed: number
}

export interface ListCheck {
  findings: Finding[]
  rows: CheckedRow[]
  simulation: ListSimulation
  counts: Record<Band | 'unknown', number>
  /** A few sentences a parent understands. */
  summary: string
  /** No error-level finding. */
  ok: boolean
}

export interface CheckOptions {
  maxTuition?: number | null
  maxSlipRisk?: number
  samples?: number
  seed?: number
  rho?: number
}

const pct = (p: number): string => `${Math.round(p * 1000) / 10}%`
/** Tuition above which a family is told (民办 and 中外合作 commonly 30,000–60,000 yuan a year). */
export const HIGH_TUITION = 30000

/** The volunteer check (智能审核): every row and the list as a whole, each finding with its fix. */
export function checkList(list: readonly ListCandidate[], student: StudentProfile, opts: CheckOptions = {}): ListCheck {
  const findings: Finding[] = []
  const add = (code: FindingCode, severity: Finding['severity'], row: number | null, message: string, fix: string) => findings.push({ code, severity, row, message, fix })
  const maxSlip = opts.maxSlipRisk ?? DEFAULT_MAX_SLIP_RISK
  if (list.length > MAX_VOLUNTEERS) add('tooMany', 'error', null, `共填了${list.length}个志愿，超过每段最多${MAX_VOLUNTEERS}个的规定`, `删去最后${list.length - MAX_VOLUNTEERS}个志愿`)
  const firstAt = new Map<string, number>()
  const probs = list.map((c) => (c.prediction ? admitProbability(student.rank, c.prediction) : null))
  list.forEach((c, i) => {
    const row = i + 1
    const name = `${c.schoolName}·${c.majorName}`
    const prev = firstAt.get(c.id)
    if (prev !== undefined) add('duplicate', 'error', row, `第${row}志愿与第${prev}志愿重复（${name}）`, `删去第${row}志愿`)
    else firstAt.set(c.id, row)
    if (!c.rule) add('unknownRule', 'warning', row, `第${row}志愿（${name}）的选考要求没能识别`, '请对照招生计划原文核对选考科目要求')
    else if (!isEligible(c.rule, student.subjects))
      add('subjectNotMet', 'error', row, `第${row}志愿（${name}）要求选考${c.rule.subjects.join(c.rule.mode === 'all' ? '和' : '或')}，你的选考科目不符合，不能填报`, `删去第${row}志愿，或换成本校不限选考科目的专业`)
    const p = probs[i]
    if (p === null) add('noPrediction', 'info', row, `第${row}志愿（${name}）往年无可参考的投档数据，无法估计录取概率`, '把它当作冲刺志愿看待，并确保后面有足够的保底志愿')
    else if (bandOf(p) === 'no') add('hopeless', 'warning', row, `第${row}志愿（${name}）录取概率只有约${pct(p)}，几乎没有希望`, '换成录取概率在15%以上的冲刺志愿')
    if (opts.maxTuition != null && c.tuition !== null && c.tuition > opts.maxTuition)
      add('overBudget', 'warning', row, `第${row}志愿（${name}）学费每年${c.tuition}元，超过你设定的预算${opts.maxTuition}元`, '确认能承担，否则删去')
    else if (c.tuition !== null && c.tuition >= HIGH_TUITION) add('highTuition', 'info', row, `第${row}志愿（${name}）学费较高：每年${c.tuition}元`, '填报前确认家庭能承担四年的学费')
    if (c.sinoForeign) add('sinoForeign', 'info', row, `第${row}志愿（${name}）是中外合作办学，学费通常较高，部分课程在国外完成`, '仔细阅读招生简章中的学费和出国要求')
    for (const r of noteRestrictions(c.note)) add('restriction', 'warning', row, `第${row}志愿（${name}）${r.message}：“${r.text}”`, '确认自己符合该条件，否则删去，以免被退档')
  })
  // A safer programme before a riskier one: once the safer one files the student, the riskier one is never used.
  let best = -1
  probs.forEach((p, i) => {
    if (p === null) return
    if (best >= 0 && probs[best]! - p >= 0.2)
      add('orderInversion', 'warning', i + 1, `第${i + 1}志愿（录取概率约${pct(p)}）排在更稳的第${best + 1}志愿（约${pct(probs[best]!)}）之后，前面一旦录取，它就用不上了`, `把第${i + 1}志愿移到第${best + 1}志愿之前`)
    if (best < 0 || p > probs[best]!) best = i
  })
  const sim = simulateList(list.slice(0, MAX_VOLUNTEERS).map((c) => c.prediction), student.rank, { samples: opts.samples ?? 20000, seed: opts.seed ?? 1, rho: opts.rho })
  sim.reached.forEach((r, i) => {
    if (r < 0.01 && i > 0) add('neverReached', 'info', i + 1, `第${i + 1}志愿几乎不会被检索到（前面的志愿已有${pct(1 - r)}的把握录取）`, '可以换成你更想去、但把握更小的专业，放在前面')
  })
  const counts: ListCheck['counts'] = { chong: 0, wen: 0, bao: 0, no: 0, unknown: 0 }
  for (const p of probs) counts[p === null ? 'unknown' : bandOf(p)]++
  const n = list.length
  if (counts.bao === 0 && n > 0) add('noSafety', 'error', null, '整张志愿表没有一个“保”志愿（录取概率≥80%）', '在表的最后加入若干录取概率在90%以上的专业')
  else if (n >= 10 && counts.bao / n < 0.15) add('fewSafety', 'warning', null, `“保”志愿只有${counts.bao}个，占${pct(counts.bao / n)}，少于建议的约30%`, '在表尾增加录取概率高的专业')
  if (n >= 10 && (counts.chong + counts.no) / n > 0.4) add('tooManyReach', 'warning', null, `冲刺类志愿占${pct((counts.chong + counts.no) / n)}，比例偏高（建议冲:稳:保约2:5:3）`, '把部分冲刺志愿换成录取概率50%–80%的稳妥志愿')
  if (sim.slip > maxSlip) add('slipRisk', sim.slip > 0.05 ? 'error' : 'warning', null, `按模拟，这张表约有${pct(sim.slip)}的可能一个都不被投档（滑档）`, `增加保底志愿，直到滑档风险低于${pct(maxSlip)}`)
  const errors = findings.filter((f) => f.severity === 'error').length
  const warnings = findings.filter((f) => f.severity === 'warning').length
  const summary =
    `共${n}个志愿：冲${counts.chong}个、稳${counts.wen}个、保${counts.bao}个` +
    (counts.no ? `、希望很小的${counts.no}个` : '') +
    (counts.unknown ? `、无法估计的${counts.unknown}个` : '') +
    `。模拟${sim.samples}次，滑档风险约${pct(sim.slip)}。` +
    (errors + warnings === 0 ? '没有发现需要修改的问题。' : `发现${errors}个必须修改的问题、${warnings}个建议修改的问题，见下方逐条说明。`)
  const rows = list.map((c, i) => ({ row: i + 1, probability: probs[i], band: probs[i] === null ? null : bandOf(probs[i]!), reached: sim.reached[i] ?? 0, filed: sim.filed[i] ?? 0 }))
  return { findings, rows, simulation: sim, counts, summary, ok: errors === 0 }
}

