import type { ReactNode } from 'react'
import { CARD } from '../volunteer/volunteerStyles'

/** An honest empty state in place of charts: what is missing and the one step that brings it. */
export function DatavPrompt({ title, text, children, testId }: { title: string; text: string; children?: ReactNode; testId?: string }) {
  return (
    <section className={`${CARD} flex flex-wrap items-center justify-between gap-6 p-7`} data-testid={testId}>
      <div className="min-w-0 max-w-3xl">
        <h2 className="text-lg font-semibold text-stone-900 dark:text-stone-100">{title}</h2>
        <p className="mt-2 text-sm leading-7 text-stone-600 dark:text-stone-300">{text}</p>
      </div>
      {children && <div className="flex shrink-0 flex-wrap gap-3">{children}</div>}
    </section>
  )
}
