import { observer } from 'mobx-react-lite'
import { EChart } from '../charts/EChart'
import { ChartCard, Segmented } from './ChartCard'
import { formatInt, formatShare } from './chartFormat'
import type { DatavMainViewModel } from './DatavMainViewModel'
import { rankCurveOption } from './rankCurveOption'
import { useChartContext } from './useChartContext'

/** 一分一段 by year, with the student's point on the newest curve and, in words, their rank and 等位分. */
export const RankCurveCard = observer(function RankCurveCard({ vm, onSignIn }: { vm: DatavMainViewModel; onSignIn: () => void }) {
  const c = useChartContext()
  const { t } = c
  const curves = vm.curves
  const years = curves?.years.map((y) => y.year) ?? []
  const newest = curves?.years.at(-1)
  const pos = vm.position
  const label = t('datav.curve.label', { from: years[0] ?? '', to: years.at(-1) ?? '' })
  let summary: React.ReactNode = null
  if (newest) {
    const total = newest.rows.at(-1)?.rank ?? 0
    const lowest = newest.rows.at(-1)?.score ?? 0
    const top = newest.rows[0]
    const parts = [
      t('datav.curve.summaryYear', {
        year: newest.year,
        top: top?.score ?? '',
        topRank: formatInt(top?.rank ?? 0),
        lowest,
        total: formatInt(total),
      }),
    ]
    if (pos) {
      parts.push(t('datav.curve.summaryMe', { score: pos.score, rank: formatInt(pos.rank), share: formatShare(pos.share) }))
      if (pos.equal.length > 0)
        parts.push(
          t('datav.curve.summaryEqual', { list: pos.equal.map((e) => t('datav.curve.equalItem', { year: e.year, score: e.score })).join(t('datav.listSep')) }),
        )
    } else if (!vm.student) parts.push(t('datav.curve.summaryVisitor'))
    else parts.push(t('datav.curve.summaryNoScore'))
    summary = <p data-testid="curve-summary">{parts.join(' ')}</p>
  }
  return (
    <ChartCard
      id="datav-curve"
      title={t('datav.curve.title')}
      intro={t('datav.curve.intro')}
      controls={
        <Segmented
          label={t('datav.curve.view')}
          value={vm.curveView}
          onChange={(v) => vm.setCurveView(v)}
          options={[
            { value: 'rank', label: t('datav.curve.viewRank') },
            { value: 'count', label: t('datav.curve.viewCount') },
          ]}
        />
      }
      summary={summary}
      source={years.length ? t('datav.curve.source', { from: years[0], to: years.at(-1) }) : undefined}
    >
      {vm.curvesError ? (
        <p role="alert" className="py-16 text-center text-sm text-primary-700 dark:text-primary-300">
          {t('datav.loadFailed', { msg: vm.curvesError })}
        </p>
      ) : curves ? (
        <EChart option={rankCurveOption({ ...c, curves, view: vm.curveView, position: pos })} label={label} height={380} />
      ) : (
        <div className="h-[380px] animate-pulse rounded-xl bg-stone-100 dark:bg-zinc-900" aria-busy="true" aria-label={label} />
      )}
      {!vm.student && (
        <p className="-mt-1 text-sm text-stone-600 dark:text-stone-300">
          {t('datav.curve.signInHint')}{' '}
          <button type="button" className="font-semibold text-primary-700 hover:underline dark:text-primary-300" onClick={onSignIn}>
            {t('datav.signIn')}
          </button>
        </p>
      )}
    </ChartCard>
  )
})
