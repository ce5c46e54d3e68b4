import { observer } from 'mobx-react-lite'
import { useMemo, useState } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import type { AssessmentResult } from '@/ports/api/assessment'
import { EChart } from '../charts/EChart'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { AddToTargetPanel } from './AddToTargetPanel'
import type { AssessmentViewModel } from './AssessmentViewModel'
import { CategoryCard } from './CategoryCard'
import { InterestProfileCard } from './InterestProfileCard'
import { PlanNote } from './PlanNote'
import { CARD } from './assessmentStyles'
import { chartStyle } from './chartStyle'
import { fitText } from './fitText'
import { useClassWords } from './useClassWords'
import { formatCount } from '@/ui/i18n/formatCount'

/** Classes shown as cards; the rest are one click away in a table. */
const SHOWN = 12
const CHARTED = 10
/** From this many classes sharing the best fit, the page says the answers cannot order them. */
const TIED = 3

/** 专业选择测试's result: the profile, the 专业类 ranked by fit (chart, cards, full table) and the hand-over to AI 志愿. */
export const CategoryResult = observer(function CategoryResult({ vm, result }: { vm: AssessmentViewModel; result: AssessmentResult }) {
  const { t } = useTranslation()
  const [all, setAll] = useState(false)
  const dark = useService(UiTokens.theme).settings.dark
  const words = useClassWords()
  const top = result.categories.slice(0, SHOWN)
  const charted = result.categories.slice(0, CHARTED)
  const tiedAtTop = result.categories.filter((c) => c.fit === result.categories[0]?.fit).length
  const option = useMemo(() => {
    const style = chartStyle(dark)
    return {
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      // A fixed label column: ECharts measures CJK labels narrower than the font draws them, so containLabel clips them.
      grid: { left: 168, right: 40, top: 8, bottom: 24 },
      xAxis: { type: 'value', max: 100, splitNumber: 5, ...style.axis },
      yAxis: {
        type: 'category',
        inverse: true,
        data: charted.map((c) => words.className(c)),
        ...style.axis,
        axisLabel: { color: style.ink.text, width: 156, overflow: 'truncate' },
        axisTick: { show: false },
      },
      series: [{ type: 'bar', name: t('assess.cat.fit'), data: charted.map((c) => c.fit), barMaxWidth: 18, label: { show: true, position: 'right' } }],
    }
  }, [charted, t, dark, words])
  return (
    <>
      <InterestProfileCard result={result} />
      <section aria-labelledby="assess-cats" className={CARD}>
        <h2 id="assess-cats" className="section-title">
          {t('assess.cat.title')}
        </h2>
        <p className="mt-2 text-sm leading-6 text-stone-600 dark:text-stone-300">{t('assess.cat.intro')}</p>
        {tiedAtTop >= TIED && <p className="mt-2 text-sm leading-6 text-amber-800 dark:text-amber-200">{t('assess.cat.tied', { n: tiedAtTop })}</p>}
        <div className="mt-5">
          <EChart
            option={option}
            height={340}
            label={t('assess.cat.chartLabel', { list: charted.map((c) => `${words.className(c)} ${fitText(c.fit)}`).join(t('assess.listSep')) })}
          />
        </div>
        <ol className="mt-6 grid grid-cols-[repeat(auto-fill,minmax(19rem,1fr))] gap-4" aria-label={t('assess.cat.listLabel')}>
          {top.map((c, i) => (
            <CategoryCard key={c.classCode} c={c} rank={i + 1} year={result.plan?.year ?? null} />
          ))}
        </ol>
        <div className="mt-5">
          <button type="button" className="btn-secondary" aria-expanded={all} onClick={() => setAll(!all)}>
            {all ? t('assess.cat.hideAll') : t('assess.cat.showAll', { n: result.categories.length })}
          </button>
        </div>
        {all && <AllCategories result={result} />}
        <PlanNote result={result} />
      </section>
      <AddToTargetPanel vm={vm} options={top.filter((c) => c.programmes > 0)} />
    </>
  )
})

function AllCategories({ result }: { result: AssessmentResult }) {
  const { t } = useTranslation()
  const words = useClassWords()
  return (
    <div className="mt-4 overflow-x-auto rounded-xl ring-1 ring-stone-200 dark:ring-zinc-700">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('assess.cat.tableCaption')}</caption>
        <thead className="bg-stone-50 text-xs text-stone-600 dark:bg-zinc-900 dark:text-stone-300">
          <tr>
            <th scope="col" className="px-3 py-2.5 text-left font-medium">
              {t('assess.cat.rankCol')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-left font-medium">
              {t('assess.cat.classCol')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-left font-medium">
              {t('assess.cat.disciplineCol')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              {t('assess.cat.fit')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              {t('assess.cat.programmes', { year: result.plan?.year ?? '' })}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 dark:divide-zinc-700">
          {result.categories.map((c, i) => (
            <tr key={c.classCode}>
              <td className="px-3 py-2 tabular-nums text-stone-500 dark:text-stone-400">{i + 1}</td>
              <th scope="row" className="px-3 py-2 text-left font-medium text-stone-800 dark:text-stone-100">
                {words.className(c)}
                <span className="ml-2 text-xs font-normal text-stone-500 dark:text-stone-400">{c.letters}</span>
              </th>
              <td className="px-3 py-2 text-stone-600 dark:text-stone-300">{words.discipline(c)}</td>
              <td className="px-3 py-2 text-right tabular-nums text-stone-800 dark:text-stone-100">{fitText(c.fit)}</td>
              <td className="px-3 py-2 text-right tabular-nums text-stone-800 dark:text-stone-100">{formatCount(c.programmes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
