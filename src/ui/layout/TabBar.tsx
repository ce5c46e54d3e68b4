import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import { DropdownMenu } from '../components/DropdownMenu'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'

/** The visited pages and their tools: reload current, fullscreen, close left/right/other/all. */
export const TabBar = observer(function TabBar({ onFullscreen }: { onFullscreen: () => void }) {
  const { t } = useTranslation()
  const tabs = useService(UiTokens.tabs)
  const tools: [string, () => void][] = [
    ['tabs.reload', () => tabs.reload()],
    ['tabs.fullscreen', onFullscreen],
    ['tabs.closeLeft', () => tabs.closeLeft()],
    ['tabs.closeRight', () => tabs.closeRight()],
    ['tabs.closeOther', () => tabs.closeOther()],
    ['tabs.closeAll', () => tabs.closeAll()],
  ]
  return (
    <nav aria-label={t('tabs.label')} className="border-b border-stone-200 bg-white dark:border-zinc-700 dark:bg-zinc-800">
      <div className="mx-auto flex h-10 max-w-[1440px] items-center gap-2 px-6">
        <ul className="flex min-w-0 flex-1 items-center gap-1.5 overflow-x-auto">
          {tabs.tabs.map((tab) => {
            const active = tab.path === tabs.active
            const title = t(tab.titleKey)
            // The page's ring colour is the active chip's own (primary-600): there the ring is white (5.7:1).
            const ring = active ? 'focus-visible:outline-white' : 'focus-visible:outline-primary-600 dark:focus-visible:outline-primary-300'
            return (
              <li
                key={tab.path}
                className={`flex shrink-0 items-center gap-1 rounded-md py-1 pl-3 pr-1.5 text-xs ring-1 ${active ? 'bg-primary-600 text-white ring-primary-600' : 'bg-white text-stone-600 ring-stone-200 hover:text-primary-700 dark:bg-zinc-800 dark:text-stone-300 dark:ring-zinc-600'}`}
              >
                <Link
                  href={tab.path}
                  aria-current={active ? 'page' : undefined}
                  className={`rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 ${ring}`}
                >
                  {title}
                </Link>
                <button
                  type="button"
                  aria-label={t('tabs.close', { title })}
                  onClick={() => tabs.close(tab.path)}
                  className={`inline-flex size-6 items-center justify-center rounded hover:bg-black/10 focus-visible:outline-2 focus-visible:-outline-offset-2 ${ring}`}
                >
                  ×
                </button>
              </li>
            )
          })}
        </ul>
        <DropdownMenu
          className="relative shrink-0"
          buttonLabel={t('tabs.more')}
          buttonClassName="rounded-md px-2 py-1 text-stone-500 ring-1 ring-stone-200 hover:text-primary-700 dark:ring-zinc-600"
          button={
            <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden>
              <path d="M5.2 7.2a1 1 0 011.4 0L10 10.6l3.4-3.4a1 1 0 111.4 1.4l-4.1 4.1a1 1 0 01-1.4 0L5.2 8.6a1 1 0 010-1.4z" />
            </svg>
          }
          anchor="bottom end"
          itemsClassName="z-[3000] mt-1 w-36 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-stone-200 outline-none focus-visible:ring-2 focus-visible:ring-primary-500 dark:bg-zinc-800 dark:ring-zinc-700"
          items={tools.map(([key, run]) => (
            <button
              key={key}
              type="button"
              onClick={run}
              className="block w-full rounded-lg px-3 py-1.5 text-left text-sm text-stone-700 data-focus:bg-primary-50 data-focus:text-primary-700 dark:text-stone-200 dark:data-focus:bg-zinc-700"
            >
              {t(key)}
            </button>
          ))}
        />
      </div>
    </nav>
  )
})
