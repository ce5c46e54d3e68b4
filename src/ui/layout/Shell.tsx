import { observer } from 'mobx-react-lite'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { RouteView } from '../RouteView'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { AiButton } from './AiButton'
import { Footer } from './Footer'
import { Header } from './Header'
import { MainNav } from './MainNav'
import { TabBar } from './TabBar'
import { ShellDialogs } from './LazyDialogs'
import { NARROW_PATHS } from '@/core/navigation/routeTable'

/** The page frame: header, tab bar, optional side navigation, content, footer, floating AI button. */
export const Shell = observer(function Shell() {
  const { t } = useTranslation()
  const [location] = useLocation()
  const theme = useService(UiTokens.theme)
  const main = useRef<HTMLElement>(null)
  const narrow = NARROW_PATHS.includes(location)
  // The narrow pages are the ones a phone may open (the cooperation form, the sandbox payment pages): no AI button.
  const aiButton = !narrow
  return (
    <div className={`flex min-h-screen flex-col ${narrow ? '' : 'min-w-[1200px]'}`}>
      {/* The first tab stop: past the header, the menu and the open tabs, straight to the page. The router owns the
          hash, so the link moves the focus itself instead of following its href. */}
      <a
        href="#main-content"
        onClick={(event) => {
          event.preventDefault()
          main.current?.focus()
          main.current?.scrollIntoView()
        }}
        className="sr-only rounded-lg bg-white px-4 py-2 text-sm font-semibold text-primary-700 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[9000]"
      >
        {t('nav.skipToContent')}
      </a>
      <Header />
      {theme.settings.showTabs && !narrow && <TabBar onFullscreen={() => void main.current?.requestFullscreen?.()} />}
      {/* Below 1632 px there is no free margin beside the 1440 px column: the content keeps a left gutter
          (the button's 40 px offset, its 64 px, 16 px of air) so the floating AI button never covers it. */}
      <div className={`mx-auto flex w-full max-w-[1440px] flex-1 gap-6 px-6 py-6 ${aiButton && !narrow ? 'max-[1631px]:pl-[120px]' : ''}`}>
        {theme.settings.layout === 'side' && !narrow && (
          <aside className="w-56 shrink-0 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
            <MainNav vertical />
          </aside>
        )}
        <main ref={main} id="main-content" tabIndex={-1} className="min-w-0 flex-1 scroll-mt-20 bg-stone-50 dark:bg-zinc-900">
          <RouteView />
        </main>
      </div>
      <Footer />
      {aiButton && <AiButton />}
      <ShellDialogs />
    </div>
  )
})
