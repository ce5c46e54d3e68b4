import { observer } from 'mobx-react-lite'
import { Logo } from './Logo'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { LanguageMenu } from './LanguageMenu'
import { MainNav } from './MainNav'
import { PhoneMenu } from './PhoneMenu'
import { UserMenu } from './UserMenu'
import { systemNameIn } from './systemNameIn'

export const Header = observer(function Header() {
  const { t } = useTranslation()
  const app = useService(UiTokens.app)
  const theme = useService(UiTokens.theme)
  const mode = useService(UiTokens.mode)
  const language = useService(UiTokens.language)
  const name = systemNameIn(language.lang, app.systemName, t('app.systemName'))
  return (
    <header className="sticky top-0 z-[2000] bg-gradient-to-r from-primary-700 to-primary-600 shadow-md">
      <div className="mx-auto flex h-16 max-w-[1440px] items-center gap-2 px-3 md:gap-4 md:px-6">
        <PhoneMenu />
        {/* The name may shrink (truncated) only where the header is narrower than its tools: a phone on a narrow page. */}
        <Link href={app.homePath} className="flex min-w-0 items-center gap-2.5">
          <Logo className="size-9 shrink-0 rounded-lg shadow-sm" />
          {/* The English name is twice as wide: with it the English menu no longer fits even at 1920 px, so only screen readers get it. */}
          <span className={`${language.lang === 'en' ? 'sr-only' : ''} truncate whitespace-nowrap text-base font-bold tracking-wide text-white md:text-lg`}>
            {name}
          </span>
        </Link>
        {mode === 'demo' && <span className="shrink-0 rounded-full bg-amber-300 px-2.5 py-0.5 text-xs font-semibold text-amber-900">{t('app.demoBadge')}</span>}
        {/* Long (English) menu titles scroll inside the header instead of running under the tools; dropdowns are portalled, so nothing is clipped. */}
        <div className="min-w-0 flex-1 overflow-x-auto [scrollbar-width:none] max-md:hidden">{theme.settings.layout === 'top' && <MainNav />}</div>
        <div className="flex-1 md:hidden" />
        <div className="flex shrink-0 items-center gap-1">
          <LanguageMenu />
          <button type="button" aria-label={t('nav.theme')} onClick={() => theme.setDrawer(true)} className="rounded-md p-2 text-white/90 hover:bg-white/10">
            <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden>
              <path d="M12 3a9 9 0 109 9c0-.5-.5-.8-1-.6A5 5 0 0112.6 4c.2-.5-.1-1-.6-1z" />
            </svg>
          </button>
          <UserMenu />
        </div>
      </div>
    </header>
  )
})
