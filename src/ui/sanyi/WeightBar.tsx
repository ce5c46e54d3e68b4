import { useTranslation } from '@/ui/i18n/useTranslation'
import type { SanyiFormula } from '@/ports/api/sanyi'

/** The three parts' colours, the same in the chart, the bars and the calculator. */
export const PART_COLORS = { xk: '#2563eb', test: '#d97706', gaokao: '#d62b2b' } as const
export const PART_BG = { xk: 'bg-blue-600', test: 'bg-amber-600', gaokao: 'bg-primary-600' } as const

const pct = (w: number) => Math.round(w * 100)

/** A school's weights as a thin stacked bar with the percentages beside it (学考 / 校测 / 高考). */
export function WeightBar({ formula }: { formula: SanyiFormula }) {
  const { t } = useTranslation()
  const { xk, test, gaokao } = formula.weights
  const label = `${t('sanyi.part.xk')} ${pct(xk)}%，${t('sanyi.part.test')} ${pct(test)}%，${t('sanyi.part.gaokao')} ${pct(gaokao)}%`
  return (
    <div title={label}>
      <div className="flex h-2.5 w-full max-w-40 overflow-hidden rounded-full bg-stone-200 dark:bg-zinc-700" role="img" aria-label={label}>
        <span className={PART_BG.xk} style={{ width: `${xk * 100}%` }} />
        <span className={PART_BG.test} style={{ width: `${test * 100}%` }} />
        <span className={PART_BG.gaokao} style={{ width: `${gaokao * 100}%` }} />
      </div>
      <p className="mt-1 text-sm tabular-nums text-stone-700 dark:text-stone-200" aria-hidden>
        {pct(xk)} / {pct(test)} / {pct(gaokao)}
      </p>
    </div>
  )
}

/** The legend of the three colours. */
export function PartLegend() {
  const { t } = useTranslation()
  return (
    <ul className="flex flex-wrap gap-4 text-xs text-stone-600 dark:text-stone-300">
      {(['xk', 'test', 'gaokao'] as const).map((part) => (
        <li key={part} className="flex items-center gap-1.5">
          <span className={`size-2.5 rounded-sm ${PART_BG[part]}`} aria-hidden />
          {t(`sanyi.part.${part}`)}
        </li>
      ))}
    </ul>
  )
}
