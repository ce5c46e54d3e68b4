/**
 * Audit the model on any question: npm run predict -- --in queries.csv --out answers.csv
 * Input columns: year, 院校代号, 院校名称, 专业名称, 位次. For each row the model is built and fitted on
 * 投档线 years before the row's year only; the only same-year input is the published 招生计划 (plans.csv),
 * which is public before filling.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { readDataset } from './data/readDataset'
import { parseCsv, toCsv } from './data/csv'
import { buildModelData } from '../../src/core/domain/admission/history'
import { fitModel } from '../../src/core/domain/admission/fitModel'
import { createPredictor, type Predictor } from '../../src/core/domain/admission/createPredictor'
import { admitProbability, bandOf, BAND_LABELS } from '../../src/core/domain/admission/admitProbability'
import { normalizeMajorName } from '../../src/core/domain/majorName'
import type { ModelParams } from '../../src/core/domain/admission/modelParams'
import { optionText } from './optionText'

const COLS = {
  year: ['year', '年份'],
  school: ['院校代号', 'school_code'],
  schoolName: ['院校名称', 'school_name'],
  major: ['专业名称', 'major_name'],
  rank: ['位次', 'rank', 'student_rank'],
}

function main(): void {
  const { values } = parseArgs({ options: { in: { type: 'string' }, out: { type: 'string' }, data: { type: 'string' } }, strict: false })
  const input = optionText(values.in)
  const output = optionText(values.out) ?? 'answers.csv'
  if (!input) throw new Error('用法: npm run predict -- --in queries.csv --out answers.csv')
  const { header, rows } = parseCsv(readFileSync(input, 'utf8').replace(/^\uFEFF/, ''))
  const col = (names: string[]) => {
    const i = header.findIndex((h) => names.includes(h.trim()))
    if (i < 0) throw new Error(`${input} 缺少列: ${names[0]}`)
    return i
  }
  const ix = { year: col(COLS.year), school: col(COLS.school), schoolName: col(COLS.schoolName), major: col(COLS.major), rank: col(COLS.rank) }
  const ds = readDataset(optionText(values.data) ?? 'data')
  const models = new Map<number, { predict: Predictor; params: ModelParams }>()
  const modelFor = (year: number) => {
    let m = models.get(year)
    if (!m) {
      const data = buildModelData(
        ds.toudang.filter((r) => r.year < year),
        ds.rank,
        ds.batchLines,
      )
      const params = fitModel(data, year)
      m = { predict: createPredictor(data, params), params }
      models.set(year, m)
    }
    return m
  }
  const planOf = new Map(ds.plans.map((p) => [`${p.year}|${p.schoolCode}|${p.majorKey}`, p.plan]))
  const outHeader = [
    'year',
    '院校代号',
    '院校名称',
    '专业名称',
    '位次',
    'P(admit)',
    'band',
    'cutoff_rank_center',
    'cutoff_rank_80_low',
    'cutoff_rank_80_high',
    'source',
    'history_used',
    'note',
    'model_fitted_on',
  ]
  const out = rows.map((r) => {
    const year = Number(r[ix.year])
    const schoolCode = r[ix.school].trim().padStart(4, '0')
    const majorName = r[ix.major].trim()
    const rank = Number(r[ix.rank])
    const base = [String(year), schoolCode, r[ix.schoolName], majorName, r[ix.rank]]
    if (!Number.isFinite(year) || !Number.isFinite(rank) || rank <= 0) return [...base, '', '', '', '', '', 'none', '', '年份或位次不是数字', '']
    const { predict, params } = modelFor(year)
    const res = predict({ year, schoolCode, majorName, plan: planOf.get(`${year}|${schoolCode}|${normalizeMajorName(majorName)}`) ?? null })
    const fitted = params.fittedOn.length ? params.fittedOn.join('|') : 'prior'
    if (!res.ok) return [...base, '', '', '', '', '', 'none', '', res.reason, fitted]
    const p = res.prediction
    const prob = admitProbability(rank, p)
    const used = p.used.map((u) => `${u.year}:${u.rank}${u.atLine ? '(线)' : ''}`).join(' ')
    return [
      ...base,
      prob.toFixed(3),
      BAND_LABELS[bandOf(prob)],
      String(p.centerRank),
      String(p.interval.low),
      String(p.interval.high),
      p.source,
      used || `借用: ${p.borrowedFrom.join('、') || '本校中位'}`,
      p.note,
      fitted,
    ]
  })
  writeFileSync(output, '\uFEFF' + toCsv(outHeader, out))
  process.stdout.write(`${out.length} rows → ${output}\n`)
}

main()
