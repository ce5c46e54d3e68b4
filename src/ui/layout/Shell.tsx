import { observer } from 'mobx-react-lite'
import { useRef } from 'react'
import { useLocation } from 'wouter'
import { BatchChooserDialog } from '../batch/BatchChooserDialog'
import { RouteView } from '../RouteView'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { AiButton } from './AiButton'
import { Footer } from './Footer'
import { Header } from './Header'
import { MainNav } from './MainNav'
import { TabBar } from './TabBar'
import { ThemeDrawer } from './ThemeDrawer'
import { NARROW_PATHS, paths } from '@/core/navigation/routeTable'

/** The page frame: header, tab bar, optional side navigation, content, footer, floating AI button. */
export const Shell = observer(function Shell() {
  const [location] = useLocation()
  const theme = useService(UiTokens.theme)
  const main = useRef<HTMLElement>(null)
  const narrow = NARROW_PATHS.includes(location)
  return (
    <div className={`flex min-h-screen flex-col ${narrow ? '' : 'min-w-[1200px]'}`}>
      <Header />
      {theme.settings.showTabs && !narrow && <TabBar onFullscreen={() => void main.current?.requestFullscreen?.()} />}
      <div className="mx-auto flex w-full max-w-[1440px] flex-1 gap-6 px-6 py-6">
        {theme.settings.layout === 'side' && !narrow && (
          <aside className="w-56 shrink-0 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
            <MainNav vertical />
          </aside>
        )}
        <main ref={main} className="min-w-0 flex-1 bg-stone-50 dark:bg-zinc-900">
          <RouteView />
        </main>
      </div>
      <Footer />
      {location !== paths.codeForm() && <AiButton />}
      <ThemeDrawer />
      <BatchChooserDialog />
    </div>
  )
})
