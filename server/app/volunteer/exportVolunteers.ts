import { BAND_LABELS } from '@/core/domain/admission/admitProbability'
import { chanceText } from '@/core/domain/admission/chanceText'
import type { UsesVolunteer } from '../../ports/ServerDeps'
import type { TrialDeps } from '../shared/ensureTrial'
import { fail, type Call, type Outcome } from '../shared/outcome'
import { currentRows, type CurrentRowsDeps } from './currentRows'
import { listCaller } from './listCaller'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * export: the official 志愿表 layout (志愿序号, 院校代号+名称, 专业代号+名称) as .xlsx, then our
 * probability, band and predicted cutoff-rank range in extra columns the official form does not have.
 */
export async function exportVolunteers(deps: TrialDeps & CurrentRowsDeps & UsesVolunteer<'sheets'>, _input: unknown, call: Call): Promise<Outcome<unknown>> {
  const c = await listCaller(deps, call)
  if (!c.ok) return c
  const rows = await currentRows(deps, c.value, call.lang)
  if (rows.length === 0) return fail('volunteer.emptyList')
  // The form is for the year the student applies (the year the predictions forecast), not the plan's year.
  const planYear = rows[0].year
  const applying = (await deps.volunteer.model.catalogue())?.forecastYear ?? planYear
  const bytes = await deps.volunteer.sheets.xlsx({
    name: '志愿表',
    title: `浙江省普通高校招生志愿表（${applying}年，共${rows.length}个志愿）`,
    columns: [
      { header: '志愿序号', width: 8, center: true },
      { header: '院校代号', width: 8, center: true },
      { header: '院校名称', width: 26 },
      { header: '专业代号', width: 8, center: true },
      { header: '专业名称', width: 36 },
      { header: '录取概率（参考）', width: 14 },
      { header: '冲稳保（参考）', width: 12, center: true },
      { header: '预测投档位次区间（参考）', width: 22 },
    ],
    rows: rows.map((r) => [
      r.dataIndex,
      r.schoolCode,
      r.schoolName,
      r.majorCode,
      r.majorName,
      r.probability === null ? '无法预测' : chanceText(r.probability),
      r.band ? BAND_LABELS[r.band] : '—',
      r.prediction ? `${r.prediction.low}–${r.prediction.high}` : '—',
    ]),
    footer: [
      '前五列为官方志愿表格式；后三列为本系统模型的参考预测，不属于官方填报内容。',
      ...(applying !== planYear ? [`院校、专业代号取自${planYear}年招生计划；${applying}年计划公布后，请逐条核对代号与名称，以当年官方计划为准。`] : []),
    ],
  })
  return { ok: true, value: null, binary: { bytes, contentType: XLSX_TYPE } }
}
