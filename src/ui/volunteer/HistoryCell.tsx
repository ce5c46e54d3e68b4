import type { PlanItem } from '@/ports/api/plan'
import { useDataText } from '../i18n/dataText'
import { formatCount } from '@/ui/i18n/formatCount'

const fmt = (n: number | null) => (n === null ? '—' : formatCount(n))

/** The last three years' 投档线 of a programme: year, rank (the number that matters) and score. */
export function HistoryCell({ history }: { history: PlanItem['history'] }) {
  if (history.length === 0) return <span className="text-xs text-stone-500 dark:text-stone-400">—</span>
  return (
    <ul className="space-y-0.5 text-xs tabular-nums leading-5">
      {history.slice(0, 3).map((h) => (
        <li key={h.year} className="flex gap-2 whitespace-nowrap">
          <span className="text-stone-500 dark:text-stone-400">{h.year}</span>
          <span className="font-medium text-stone-800 dark:text-stone-100">{fmt(h.minRank)}</span>
          <span className="text-stone-500 dark:text-stone-400">{h.minScore ?? '—'}</span>
        </li>
      ))}
    </ul>
  )
}

/** The predicted cutoff-rank interval, with where the forecast came from. */
export function PredictionCell({ item }: { item: Pick<PlanItem, 'prediction' | 'predictionNote'> }) {
  const dataText = useDataText()
  const p = item.prediction
  const note = dataText(item.predictionNote)
  if (!p)
    return (
      <span className="text-xs leading-5 text-stone-500 dark:text-stone-400" title={note}>
        {note || '—'}
      </span>
    )
  return (
    <div className="text-xs tabular-nums leading-5" title={note}>
      <div className="whitespace-nowrap font-medium text-stone-800 dark:text-stone-100">
        {fmt(p.low)}–{fmt(p.high)}
      </div>
      <div className="whitespace-nowrap text-stone-500 dark:text-stone-400">≈ {fmt(p.centerRank)}</div>
    </div>
  )
}
