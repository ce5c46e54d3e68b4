import { rowCalibration, summarize, type Landing, type Summary } from './listBacktest'
import type { SourceAsOf } from './sourceAsOf'
import { LIST_RHO } from '@/core/domain/admission/listRho'
import { EDGE_SHARE, VOCATIONAL_ROWS, VOCATIONAL_SHARE } from '@/core/domain/admission/undergradEdge'
import { REMOTE_PROVINCES, type ListMix } from './listMix'

/** `edge`: where the student stands against last year's 本科 cutoffs (EDGE_GROUPS). */
export type Tagged = Landing & { band: string; profile: string; year: number; subjects: string; edge: number }

/** Students by their rank against the quantiles of last year's 本科 cutoff ranks (VOCATIONAL_SHARE, EDGE_SHARE). */
export const EDGE_GROUPS = [
  `within the ${VOCATIONAL_SHARE * 100}th percentile (no 专科 rows)`,
  `${VOCATIONAL_SHARE * 100}th–${EDGE_SHARE * 100}th percentile`,
  `beyond the ${EDGE_SHARE * 100}th percentile`,
] as const

export interface YearResult {
  year: number
  asOf: SourceAsOf
  lineRank: number
  candidates: number
  /** The shared shock the year's lists were computed with (learned from the years before). */
  listRho: number
  landings: Record<Method, Tagged[]>
}

/** The lists compared: the product's (with its 一段 专科 insurance near the 本科 edge), the same declined, the community's. */
export const METHODS = ['ours', 'undergradOnly', 'rankRatio'] as const
export type Method = (typeof METHODS)[number]
const LABEL: Record<Method, string> = { ours: 'ours', undergradOnly: 'ours, 本科 only', rankRatio: '冲稳保 20/30/30' }

const pct = (x: number | null, digits = 1): string => (x === null ? '–' : `${(x * 100).toFixed(digits)}%`)
const num = (x: number | null, digits = 0): string => (x === null ? '–' : Number.isFinite(x) ? x.toFixed(digits) : '滑档')

const HEAD =
  '| | students | 滑档 realized | of which avoidable | 滑档 predicted | 本科: realized | predicted | filed in 冲 / 稳 / 保: realized | predicted | rows (median) | landing row (median) | in a wanted major | admitted: last cutoff / own rank | real cutoff / own rank |'
const RULE = '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|'

const parts = (x: readonly number[] | null): string => (x ? x.map((v) => pct(v, 0)).join(' / ') : '–')

function line(label: string, s: Summary): string {
  return `| ${label} | ${s.students} | ${pct(s.slipRealized)} | ${pct(s.slipAvoidable)} | ${pct(s.slipPredicted, 2)} | ${pct(s.undergradRealized)} | ${pct(s.undergradPredicted)} | ${parts(s.partRealized)} | ${parts(s.partPredicted)} | ${s.rowsMedian} | ${num(s.landingRowMedian)} | ${pct(s.wantedMajor)} | ${num(s.lastRatioMedian, 3)} | ${num(s.cutoffRatioMedian, 3)} |`
}

function groupBy(ls: readonly Tagged[], key: (l: Tagged) => string): Map<string, Tagged[]> {
  const out = new Map<string, Tagged[]>()
  for (const l of ls) (out.get(key(l)) ?? out.set(key(l), []).get(key(l))!).push(l)
  return out
}

/** The methods side by side, one line each per group. */
function table(groups: Map<string, Record<Method, Tagged[]>>): string[] {
  const out = [HEAD, RULE]
  for (const [g, ls] of groups) for (const m of METHODS) out.push(line(m === 'ours' ? `**${g}** ours` : `${g} ${LABEL[m]}`, summarize(ls[m])))
  return out
}

function split(results: readonly YearResult[], key: (l: Tagged) => string, order?: (a: string, b: string) => number) {
  const by = Object.fromEntries(
    METHODS.map((m) => [
      m,
      groupBy(
        results.flatMap((r) => r.landings[m]),
        key,
      ),
    ]),
  ) as Record<Method, Map<string, Tagged[]>>
  const keys = [...by.ours.keys()].sort(order)
  return new Map(keys.map((k) => [k, Object.fromEntries(METHODS.map((m) => [m, by[m].get(k) ?? []])) as Record<Method, Tagged[]>]))
}

const bandStart = (b: string): number => Number(/^(\d+)k/.exec(b)?.[1] ?? 0)

export function listBacktestReport(
  results: readonly YearResult[],
  meta: { seconds: number; students: number; listRho: number | null; mix: (ListMix & { year: number }) | null },
): { md: string; json: unknown } {
  const all = (m: Method) => results.flatMap((r) => r.landings[m])
  const md: string[] = [
    '# List backtest: where students would really have landed',
    '',
    `Held-out years ${results.map((r) => r.year).join(', ')}; for each, the model is fitted on 投档线 of earlier years only and the lists are built as a student would have built them then. ${meta.students} synthetic students a year, ranks 1,000 … that year's 一段 line, six 选考 combinations (物化生, 物化技, 物化地, 物生政, 史政地, 史地生) and four preference profiles in turn (the form's defaults; 专业优先 with one or two 专业类; a wanted province; 医学 + 师范 or 小语种 ruled out). Each student is filed at the first row whose **real** cutoff that year admits them; a row the year's 投档线 table does not list never admits. "ours" is the product's one-click list (the form's 80 rows); "冲稳保 20/30/30" is the community's rank-ratio list on last year's cutoffs (冲 0.65–0.95, 稳 0.95–1.15, 保 > 1.15, the most sought-after first, wanted places first, at most 4 rows a school; under 专业优先 the bands take the wanted majors only and other programmes' 保 follow them). How sought-after the admitted programme is: its latest cutoff rank known when the list was built, over the student's rank (median; smaller = more sought-after; 滑档 counts as the worst outcome, so a list that drops its marginal students gains nothing by it). Real cutoff / own rank: the programme's real cutoff that year over the student's rank (≥ 1: the rank the student did not need; filed students only). "Of which avoidable": students who slipped although some programme they could have listed (eligible by 选考 and their exclusions, among the year's candidates) admitted them that year; the rest had no admitting programme among the candidates at all, so no list built from them could have caught them (near the line the candidates lack what the plan exports lack, see Candidates). ${meta.seconds.toFixed(0)} s.`,
    '',
    '## Candidates',
    '',
    '| year | fitted on 投档线 | list ρ (learned from the years before) | candidates | from |',
    '|---|---|---|---|---|',
    ...results.map((r) => {
      const c = r.asOf.candidatesFrom
      const from =
        c.kind === 'plan'
          ? `the ${c.year} plan (物理+化学+生物 export: programmes that need 历史, 政治, 地理 or 技术 are missing)`
          : `the ${r.year} 投档线 table; 选考 rules, tuition and kinds from the ${c.rulesFrom} plan matched by school and name: ${c.matched} of ${c.total} (the rest have no rule and are not listed)`
      return `| ${r.year} | ≤ ${r.asOf.asOf} | ${r.listRho.toFixed(2)}${r === results[0] ? ' (none before: the model’s own ρ)' : ''} | ${r.candidates} | ${from} |`
    }),
    '',
    `The list ρ is the share of a list's uncertainty its rows share in a year (src/core/domain/admission/listRho.ts): each year's lists are predicted with the value that made the lists of the years before it come true best (Brier over landing in 冲 / 稳 / 保 / 滑档). Learned on all ${results.length} years: ${meta.listRho?.toFixed(2) ?? '–'} (the product uses LIST_RHO = ${LIST_RHO}).`,
    '',
    '## All years',
    '',
    HEAD,
    RULE,
    ...METHODS.map((m) => line(LABEL[m], summarize(all(m)))),
    '',
    '## By rank band (all years)',
    '',
    ...table(
      split(
        results,
        (l) => l.band,
        (a, b) => bandStart(a) - bandStart(b),
      ),
    ),
    '',
    '## Near the bottom of the 本科 range (all years)',
    '',
    `By the student's rank against last year's 本科 cutoff ranks. From the ${VOCATIONAL_SHARE * 100}th percentile on, a list ends in ${VOCATIONAL_ROWS} 一段 专科 rows (the form's 一段专科兜底, on by default); "本科 only" is the same student declining them. The 本科 columns are what these families weigh: the share admitted to a 本科 programme in 一段, and what the lists predicted; the product quotes them (src/core/domain/admission/undergradEdge.ts).`,
    '',
    ...table(
      split(
        results,
        (l) => EDGE_GROUPS[l.edge],
        (a, b) => EDGE_GROUPS.indexOf(a as (typeof EDGE_GROUPS)[number]) - EDGE_GROUPS.indexOf(b as (typeof EDGE_GROUPS)[number]),
      ),
    ),
    '',
    '## By rank band and first 选考 subject (all years)',
    '',
    ...table(
      split(
        results,
        (l) => `${l.band} ${l.subjects.startsWith('物') ? '物理' : '历史'}`,
        (a, b) => bandStart(a) - bandStart(b) || a.localeCompare(b),
      ),
    ),
    '',
    '## By year',
    '',
    ...table(split(results, (l) => String(l.year))),
    '',
    '## By year and rank band',
    '',
    ...table(
      split(
        results,
        (l) => `${l.year} ${l.band}`,
        (a, b) => a.slice(0, 4).localeCompare(b.slice(0, 4)) || bandStart(a.slice(5)) - bandStart(b.slice(5)),
      ),
    ),
    '',
    '## By year and first 选考 subject',
    '',
    "The 2026 plan we have is the 物理+化学+生物 export: a 历史 student's lists for 2026 lack every programme that requires 历史, 政治 or 地理.",
    '',
    ...table(split(results, (l) => `${l.year} ${l.subjects.startsWith('物') ? '物理' : '历史'}`)),
    '',
    '## By preference profile (all years)',
    '',
    ...table(split(results, (l) => l.profile)),
    '',
    '## By 选考 combination (all years)',
    '',
    ...table(split(results, (l) => l.subjects)),
    '',
    ...(meta.mix
      ? [
          `## What today's lists hold (${meta.mix.year})`,
          '',
          `${meta.mix.students} 物化生 students, ranks 2,000–180,000, the form's defaults, on the product's own catalogue (the newest plan; the model fitted on every year). Shares are means over the students; "pool" is each student's own pool (programmes with their own history and a chance of 5 % or more). Remote: ${REMOTE_PROVINCES.join('、')}.`,
          '',
          '| | rows in 浙江 | rows in remote provinces | study-abroad or 中外合作 rows |',
          '|---|---|---|---|',
          `| lists | ${pct(meta.mix.zhejiang.list)} | ${pct(meta.mix.remote.list)} | ${meta.mix.studyAbroadRows} of ${meta.mix.rows} |`,
          `| their pools | ${pct(meta.mix.zhejiang.pool)} | ${pct(meta.mix.remote.pool)} | – |`,
          '',
        ]
      : []),
    '## Chosen rows: the model’s P against the real outcome',
    '',
    'Every row of every list, by the model’s P when the list was built: how often the real cutoff admitted the student. "own": the P rests on the programme’s own history; "borrowed": on its school’s other programmes.',
    '',
    '| P | ours, own: n · mean P · admitted | ours, borrowed | 冲稳保 rows, own | 冲稳保 rows, borrowed |',
    '|---|---|---|---|---|',
    ...[null, ...results].flatMap((r) => {
      const a = rowCalibration(r ? r.landings.ours : all('ours'))
      const b = rowCalibration(r ? r.landings.rankRatio : all('rankRatio'))
      const cell = (c: { n: number; p: number; hit: number }) => (c.n ? `${c.n} · ${pct(c.p)} · ${pct(c.hit)}` : '–')
      return a.map((x, k) => `| ${r ? `${r.year}: ` : ''}${x.bin} | ${cell(x.own)} | ${cell(x.borrowed)} | ${cell(b[k].own)} | ${cell(b[k].borrowed)} |`)
    }),
    '',
  ]
  const json = results.map((r) => ({
    year: r.year,
    lineRank: r.lineRank,
    listRho: r.listRho,
    candidatesFrom: r.asOf.candidatesFrom,
    ...Object.fromEntries(METHODS.map((m) => [m, summarize(r.landings[m])])),
  }))
  return { md: md.join('\n'), json: { listRho: meta.listRho, mix: meta.mix, years: json } }
}
