import { observer } from 'mobx-react-lite'
import { useLayoutEffect } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Redirect, useSearch } from 'wouter'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'

/** Only an in-app path may be a target: `from` comes from the address bar. */
function inAppPath(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null
}

/**
 * /login?from=…&inviteCode=…: opens the login dialog and returns to `from` (or home) afterwards. A signed-in
 * visitor is sent on at once; closing the dialog without signing in leads back to the page before, or home.
 */
export default observer(function LoginPage() {
  const { t } = useTranslation()
  const login = useService(UiTokens.login)
  const app = useService(UiTokens.app)
  const tabs = useService(UiTokens.tabs)
  const search = useSearch()
  const params = new URLSearchParams(search)
  const target = inAppPath(params.get('from')) ?? app.homePath
  const inviteCode = params.get('inviteCode') ?? undefined
  const signedIn = app.hasToken
  const resolved = app.sessionResolved
  // Closing the dialog (Escape) goes back to the page open before /login (the last page shown; /login is never
  // one), else home: never an empty page.
  const back = tabs.active || app.homePath
  useLayoutEffect(() => {
    // Wait for the session: a reload of a signed-in tab must not flash the dialog. A layout effect: the dialog is
    // in the page's first paint, not a frame after it (its captcha is the page's largest paint).
    if (!resolved || signedIn) return
    login.openWith({ tab: 'password', redirect: target, inviteCode, fromGuard: true, dismissTo: back })
  }, [resolved, signedIn, target, inviteCode, login, back])
  if (signedIn) return <Redirect to={target} replace />
  return (
    <section className="mx-auto max-w-xl py-20 text-center">
      <h1 className="text-2xl font-semibold text-stone-900 dark:text-stone-100">{t('route.login')}</h1>
      <button
        type="button"
        className="btn-primary mt-6"
        onClick={() => login.openWith({ tab: 'password', redirect: target, fromGuard: true, dismissTo: back })}
      >
        {t('nav.login')}
      </button>
    </section>
  )
})
