import { observer } from 'mobx-react-lite'
import { useDeferredValue, useEffect } from 'react'
import { I18nextProvider } from 'react-i18next'
import { useTranslation, WordsProvider } from './i18n/useTranslation'
import { Router } from 'wouter'
import { useHashLocation } from 'wouter/use-hash-location'
import { Toaster } from './components/Toaster'
import { AuthDialogs } from './layout/LazyDialogs'
import { Shell } from './layout/Shell'
import { useService } from './ServiceContext'
import { SystemModals } from './system/SystemModals'
import { UiTokens } from './tokens'

/** The router view renders only after the system settings have loaded. */
const Gate = observer(function Gate() {
  const { t } = useTranslation()
  const app = useService(UiTokens.app)
  // MobX changes re-render synchronously (useSyncExternalStore), so the whole page, drawn when the settings and
  // the session arrive, was one long task on a phone. Deferred, React keeps
  // the loading line for that moment and draws the page in slices of a few milliseconds.
  const answered = app.settingsStatus !== 'loading' && app.sessionResolved
  const shown = useDeferredValue(answered)
  if (!answered || !shown)
    return (
      <div className="flex min-h-screen items-center justify-center text-stone-400" role="status">
        {t('app.loading')}
      </div>
    )
  if (app.settingsStatus === 'failed')
    return (
      <div className="flex min-h-screen flex-col items-center justify-center gap-4 text-stone-600" role="alert">
        <p>{t('app.loadFailed', { msg: app.settingsError })}</p>
        <button type="button" className="btn-primary" onClick={() => void app.loadSettings()}>
          {t('app.retry')}
        </button>
      </div>
    )
  return <Shell />
})

/** Theme classes live on <html> so dialogs rendered in portals follow them too. */
const ThemeClasses = observer(function ThemeClasses() {
  const theme = useService(UiTokens.theme)
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme.settings.dark)
    document.documentElement.classList.toggle('weak', theme.settings.weak)
  }, [theme.settings.dark, theme.settings.weak])
  return null
})

export function App() {
  const app = useService(UiTokens.app)
  const language = useService(UiTokens.language)
  const sms = useService(UiTokens.smsCountdown)
  useEffect(() => {
    void app.start()
    // The SMS countdown is saved when the page goes away and restored on the next load.
    const persist = () => sms.persist()
    window.addEventListener('pagehide', persist)
    window.addEventListener('beforeunload', persist)
    return () => {
      window.removeEventListener('pagehide', persist)
      window.removeEventListener('beforeunload', persist)
    }
  }, [app, sms])
  return (
    <I18nextProvider i18n={language.i18n}>
      <WordsProvider>
        <Router hook={useHashLocation}>
          <ThemeClasses />
          <Gate />
          <AuthDialogs />
          <SystemModals />
          <Toaster />
        </Router>
      </WordsProvider>
    </I18nextProvider>
  )
}
