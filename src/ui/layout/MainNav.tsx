import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link, useLocation } from 'wouter'
import type { MenuNodeShape } from '@/ports/api/schemas'
import { DropdownMenu } from '../components/DropdownMenu'
import { useService } from '../ServiceContext'
import { findRoute } from '../routes'
import { UiTokens } from '../tokens'

/** Menu titles come from the server in Chinese; known routes and groups use our translations instead. */
function useMenuTitle() {
  const { t } = useTranslation()
  return (node: MenuNodeShape) => {
    const route = findRoute(node.path)
    if (route.path !== '*') return t(route.titleKey)
    return t(`menu.${node.path}`, { defaultValue: node.title })
  }
}

export const MainNav = observer(function MainNav({ vertical = false }: { vertical?: boolean }) {
  const { t } = useTranslation()
  const app = useService(UiTokens.app)
  const [location] = useLocation()
  const title = useMenuTitle()
  const base = vertical ? 'flex flex-col gap-1' : 'flex items-center gap-0.5'
  const item = (active: boolean) =>
    vertical
      ? `block rounded-lg px-3 py-2 text-sm ${active ? 'bg-primary-50 font-semibold text-primary-700 dark:bg-primary-900/40 dark:text-primary-200' : 'text-stone-600 hover:bg-stone-100 dark:text-stone-300 dark:hover:bg-zinc-700'}`
      : `whitespace-nowrap rounded-md px-2 py-1.5 text-sm transition ${active ? 'bg-white/20 font-semibold text-white' : 'text-white/90 hover:bg-white/10 hover:text-white'}`
  return (
    <nav aria-label={t('nav.main')} className={base}>
      {app.navMenus.map((node) => {
        const children = node.children ?? []
        const active = location === node.path || location.startsWith(`${node.path}/`)
        if (children.length === 0)
          return (
            <Link key={node.menuId} href={node.path} className={item(active)} aria-current={location === node.path ? 'page' : undefined}>
              {title(node)}
            </Link>
          )
        if (vertical)
          return (
            <div key={node.menuId} className="mt-2">
              <p className="px-3 pb-1 text-xs font-medium uppercase tracking-wide text-stone-500 dark:text-stone-400">{title(node)}</p>
              {children.map((child) => (
                <Link key={child.menuId} href={child.path} className={item(location === child.path)}>
                  {title(child)}
                </Link>
              ))}
            </div>
          )
        return (
          <DropdownMenu
            key={node.menuId}
            buttonClassName={`${item(active)} inline-flex items-center gap-1`}
            button={
              <>
                {title(node)}
                <svg viewBox="0 0 20 20" className="size-4 opacity-80" fill="currentColor" aria-hidden>
                  <path d="M5.2 7.2a1 1 0 011.4 0L10 10.6l3.4-3.4a1 1 0 111.4 1.4l-4.1 4.1a1 1 0 01-1.4 0L5.2 8.6a1 1 0 010-1.4z" />
                </svg>
              </>
            }
            anchor="bottom start"
            itemsClassName="z-[3000] mt-2 min-w-44 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-stone-200 outline-none focus-visible:ring-2 focus-visible:ring-primary-500 dark:bg-zinc-800 dark:ring-zinc-700"
            items={children.map((child) => (
              <Link
                key={child.menuId}
                href={child.path}
                className="block rounded-lg px-3 py-2 text-sm text-stone-700 data-focus:bg-primary-50 data-focus:text-primary-700 dark:text-stone-200 dark:data-focus:bg-zinc-700"
              >
                {title(child)}
              </Link>
            ))}
          />
        )
      })}
    </nav>
  )
})
