import type { ReactNode } from 'react'

const TONE = {
  info: 'bg-sky-50 text-sky-900 ring-sky-200 dark:bg-sky-950/40 dark:text-sky-100 dark:ring-sky-800',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950/40 dark:text-amber-100 dark:ring-amber-800',
  danger: 'bg-primary-50 text-primary-900 ring-primary-200 dark:bg-primary-950/40 dark:text-primary-100 dark:ring-primary-800',
} as const

const MARK = { info: 'i', warning: '!', danger: '!' } as const
const MARK_TONE = { info: 'bg-sky-600', warning: 'bg-amber-500', danger: 'bg-primary-600' } as const

/** A note a family must read before trusting the list: what the data lacks, or what to change first. */
export function Notice({ tone, title, children, action }: { tone: keyof typeof TONE; title?: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div role="note" aria-label={title} className={`flex items-start gap-3 rounded-xl px-4 py-3 text-sm ring-1 ${TONE[tone]}`}>
      <span
        aria-hidden
        className={`mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white ${MARK_TONE[tone]}`}
      >
        {MARK[tone]}
      </span>
      <div className="min-w-0 flex-1 leading-6">
        {title && <p className="font-semibold">{title}</p>}
        <div className={title ? 'mt-0.5 opacity-90' : ''}>{children}</div>
      </div>
      {action && <div className="shrink-0 self-center">{action}</div>}
    </div>
  )
}
