import { observer } from 'mobx-react-lite'
import { useRef } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useLocation } from 'wouter'
import { useFocusRescue } from '../components/useFocusRescue'
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

/**
 * The page frame: header, tab bar, optional side navigation, content, footer, floating AI button. Below 768 px (a
 * phone that chose the app) the frame is the phone's: no minimum width, the menu in a drawer, no tab bar, the AI
 * button docked at the bottom right with room kept for it under the page. From 768 px up it is the desktop frame.
 */
export const Shell = observer(function Shell() {
  const { t } = useTranslation()
  const [location] = useLocation()
  const theme = useService(UiTokens.theme)
  useFocusRescue()
  const main = useRef<HTMLElement>(null)
  const narrow = NARROW_PATHS.includes(location)
  // The narrow pages are the ones a phone may open (the cooperation form, the sandbox payment pages): no AI button.
  const aiButton = !narrow
  return (
    <div className={`flex min-h-screen flex-col ${narrow ? '' : 'md:min-w-[1200px]'}`}>
      {/* The first tab stop: past the header, the menu and the open tabs, straight to the page. The router owns the
          hash, so the link moves the focus itself instead of following its href. */}
      <a
        href="#main-content"
        onClick={(event) => {
          event.preventDefault()
          main.current?.focus()
          main.current?.scrollIntoView()
        }}
        className="sr-only text-sm font-semibold text-primary-700 focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[9000] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        {t('nav.skipToContent')}
      </a>
      <Header />
      {theme.settings.showTabs && !narrow && (
        <div className="max-md:hidden">
          <TabBar onFullscreen={() => void main.current?.requestFullscreen?.()} />
        </div>
      )}
      {/* At least a screen tall (below the header), so the footer starts below the fold and never jumps down as
          a page's content arrives (Lighthouse counted it as a layout shift).
          Below 1632 px there is no free margin beside the 1440 px column: the content keeps a left gutter
          (the button's 40 px offset, its 64 px, 16 px of air) so the floating AI button never covers it. */}
      <div
        className={`mx-auto flex min-h-[calc(100svh-4rem)] w-full max-w-[1440px] flex-1 gap-6 ${narrow ? 'px-6 py-6' : 'px-3 pb-24 pt-4 md:px-6 md:py-6'} ${aiButton && !narrow ? 'md:max-[1631px]:pl-[120px]' : ''}`}
      >
        {theme.settings.layout === 'side' && !narrow && (
          <aside className="w-56 shrink-0 max-md:hidden rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
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
