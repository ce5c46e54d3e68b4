import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { paths } from '@/core/navigation/routeTable'
import type { Translate } from './chartFormat'

/** The two data-visualisation pages as links in the page head, the current one marked. */
export function datavTabs(t: Translate, current: string): ReactNode {
  const tabs = [
    { path: paths.datavMain(), label: t('datav.main.tab') },
    { path: paths.classRoom(), label: t('datav.class.tab') },
  ]
  return tabs.map((tab) => (
    <Link
      key={tab.path}
      href={tab.path}
      aria-current={tab.path === current ? 'page' : undefined}
      className="rounded-lg px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/50 transition hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white aria-[current=page]:bg-white aria-[current=page]:text-primary-700"
    >
      {tab.label}
    </Link>
  ))
}
