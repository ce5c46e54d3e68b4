import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { estimatedEligible, estimatedMatching, standings } from '@/core/domain/assessment/combinations'
import type { AssessmentResult } from '@/ports/api/assessment'
import { EChart } from '../charts/EChart'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { CHART_COLORS } from '../charts/chartPalette'
import { AddToTargetPanel } from './AddToTargetPanel'
import type { AssessmentViewModel } from './AssessmentViewModel'
import { CombinationTable } from './CombinationTable'
import { InterestProfileCard } from './InterestProfileCard'
import { PlanNote } from './PlanNote'
import { CARD, CHIP } from './assessmentStyles'
import { chartStyle } from './chartStyle'
import { fitText } from './fitText'
import { useClassWords } from './useClassWords'
import { certaintyText, combinationName, combinationShort, sameCombination, type CountSource } from './combinationWords'
import { formatCount } from '@/ui/i18n/formatCount'

const CHARTED = 12

/** 选科测评's result: the profile, the classes it matches, the 35 combinations ranked (chart and table) and the hand-over to AI 志愿. */
export const CombinationResult = observer(function CombinationResult({ vm, result }: { vm: AssessmentViewModel; result: AssessmentResult }) {
  const { t } = useTranslation()
  const dark = useService(UiTokens.theme).settings.dark
  const words = useClassWords()
  const matched = result.categories.filter((c) => result.matchedClasses.includes(c.classCode))
  const combos = result.combinations
  const charted = combos.slice(0, CHARTED)
  const places = standings(combos)
  const own = result.studentSubjects.length === 3 ? result.studentSubjects : null
  const ownAt = own ? combos.findIndex((c) => sameCombination(c.subjects, own)) : -1
  const ownTied = ownAt >= 0 && places.filter((p) => p === places[ownAt]).length > 1
  const first = combos.filter((_, i) => places[i] === 1)
  const source: CountSource | null = result.plan ? { year: result.plan.year, earlierYear: result.plan.earlierYear, missing: result.plan.missing } : null
  const year = result.plan?.year ?? null
  const earlierYear = result.plan?.earlierYear ?? null
  const option = useMemo(() => {
    const style = chartStyle(dark)
    return {
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { top: 0, itemGap: 32, ...style.legend },
      grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category',
        data: charted.map((c) => combinationShort(t, c.subjects)),
        ...style.axis,
        axisTick: { show: false },
        axisLabel: { ...style.axis.axisLabel, interval: 0 },
      },
      yAxis: { type: 'value', ...style.axis },
      // How sure each part is: the plan year's rules solid, an earlier year's inferred lighter, unknown faint (not ranked).
      series: [
        { type: 'bar', stack: 'n', name: t('assess.combo.byYear', { year }), data: charted.map((c) => c.matching), barMaxWidth: 36 },
        ...(earlierYear === null
          ? []
          : [
              {
                type: 'bar',
                stack: 'n',
                name: t('assess.combo.byEarlier', { earlier: earlierYear }),
                data: charted.map((c) => c.inferredMatching),
                itemStyle: { color: CHART_COLORS[0], opacity: 0.6 },
              },
            ]),
        {
          type: 'bar',
          stack: 'n',
          name: t('assess.combo.unknown'),
          data: charted.map((c) => c.unknownMatching),
          itemStyle: { color: CHART_COLORS[0], opacity: 0.2 },
        },
      ],
    }
  }, [charted, t, dark, year, earlierYear])
  return (
    <>
      <InterestProfileCard result={result} />
      <section aria-labelledby="assess-matched" className={CARD}>
        <h2 id="assess-matched" className="section-title">
          {t('assess.matched.title')}
        </h2>
        <p className="mt-2 text-sm leading-6 text-stone-600 dark:text-stone-300">{t('assess.matched.intro', { n: matched.length })}</p>
        <ul className="mt-4 flex flex-wrap gap-2">
          {matched.map((c) => (
            <li key={c.classCode} className={CHIP}>
              {words.className(c)}
              <span className="ml-1.5 tabular-nums text-stone-500 dark:text-stone-400">{fitText(c.fit)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="assess-combos" className={CARD}>
        <h2 id="assess-combos" className="section-title">
          {t('assess.combo.title')}
        </h2>
        {first.length > 0 && (
          <div className="mt-4 rounded-xl bg-primary-50/70 p-4 ring-1 ring-primary-100 dark:bg-primary-900/20 dark:ring-primary-900">
            <p className="text-base leading-7 text-stone-800 dark:text-stone-100">
              {t(first.length === 1 ? 'assess.combo.best' : 'assess.combo.bestTied', {
                name: first.map((c) => combinationName(t, c.subjects)).join(t('assess.listSep')),
                n: formatCount(estimatedMatching(first[0])),
                all: formatCount(estimatedEligible(first[0])),
              })}
            </p>
            {source && first.length === 1 && <p className="text-sm leading-6 text-stone-600 dark:text-stone-300">{certaintyText(t, first[0], source)}</p>}
            {own && ownAt >= 0 && (
              <p className="mt-1 text-sm text-stone-700 dark:text-stone-200">
                {t(ownTied ? 'assess.combo.ownTied' : 'assess.combo.own', {
                  name: combinationName(t, own),
                  rank: places[ownAt],
                  n: formatCount(estimatedMatching(combos[ownAt])),
                })}
              </p>
            )}
            {own && ownAt >= 0 && source && <p className="text-sm leading-6 text-stone-600 dark:text-stone-300">{certaintyText(t, combos[ownAt], source)}</p>}
          </div>
        )}
        <p className="mt-4 text-sm leading-6 text-stone-600 dark:text-stone-300">{t('assess.combo.intro')}</p>
        <div className="mt-4">
          <EChart
            option={option}
            height={320}
            label={t('assess.combo.chartLabel', {
              list: charted.map((c) => `${combinationName(t, c.subjects)} ${estimatedMatching(c)}`).join(t('assess.listSep')),
            })}
          />
        </div>
        <CombinationTable result={result} own={own} />
        <PlanNote result={result} />
      </section>
      <AddToTargetPanel vm={vm} options={matched.filter((c) => c.programmes > 0)} />
    </>
  )
})
