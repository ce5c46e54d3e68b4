import type { ReactNode } from 'react'
import { CARD } from '../volunteer/volunteerStyles'

/**
 * One chart section: title, what it shows, controls, the chart, its summary in words (for screen readers
 * and for parents who do not read charts) and where the figures come from.
 */
export function ChartCard({
  id,
  title,
  intro,
  controls,
  summary,
  source,
  children,
  className = '',
}: {
  id: string
  title: string
  intro?: string
  controls?: ReactNode
  summary?: ReactNode
  source?: string
  children: ReactNode
  className?: string
}) {
  return (
    <section aria-labelledby={id} className={`${CARD} flex min-w-0 flex-col gap-4 p-6 ${className}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="section-title">
            {title}
          </h2>
          {intro && <p className="mt-1.5 text-sm leading-6 text-stone-600 dark:text-stone-300">{intro}</p>}
        </div>
        {/* Never wider than the card: on a phone the controls wrap under the title and a wide select narrows to fit. */}
        {controls && <div className="flex max-w-full shrink-0 flex-wrap items-center gap-2">{controls}</div>}
      </div>
      {children}
      {summary && <div className="rounded-xl bg-stone-50 px-4 py-3 text-sm leading-7 text-stone-700 dark:bg-zinc-900/60 dark:text-stone-200">{summary}</div>}
      {source && <p className="text-xs leading-5 text-stone-500 dark:text-stone-400">{source}</p>}
    </section>
  )
}

/** Two or three options as pressed-state chips (a chart's view switch). */
export function Segmented<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: V
  options: Array<{ value: V; label: string }>
  onChange: (v: V) => void
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-lg bg-stone-100 p-1 dark:bg-zinc-900">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className="rounded-md px-3 py-1.5 text-sm text-stone-600 transition hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-primary-600 aria-pressed:bg-white aria-pressed:font-semibold aria-pressed:text-primary-700 aria-pressed:shadow-sm dark:text-stone-300 dark:hover:text-white dark:aria-pressed:bg-zinc-700 dark:aria-pressed:text-primary-200"
        >
          {o.label}
        </button>
      ))}
    </div>
  )
}
