import { observer } from 'mobx-react-lite'
import { useId, useLayoutEffect } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Redirect, useSearch } from 'wouter'
import { LoginPanel, loginTitleKey } from '../auth/LoginPanel'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'

/** Only an in-app path may be a target: `from` comes from the address bar. */
function inAppPath(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null
}

/**
 * /login?from=…&inviteCode=…: the sign-in panel as the page itself (not a dialog over an empty page), then on to
 * `from` (or home). A signed-in visitor is sent on at once. Escape leads back to the page before, or home.
 *
 * Why not the dialog: drawn in the page's first paint, the panel (its captcha the largest paint) comes with the
 * shell; the dialog came a long task later (its portal mounts a render after, its scroll lock forces a layout;
 * docs/PERFORMANCE.md).
 */
export default observer(function LoginPage() {
  const { t } = useTranslation()
  const login = useService(UiTokens.login)
  const app = useService(UiTokens.app)
  const tabs = useService(UiTokens.tabs)
  const titleId = useId()
  const search = useSearch()
  const params = new URLSearchParams(search)
  const target = inAppPath(params.get('from')) ?? app.homePath
  const inviteCode = params.get('inviteCode') ?? undefined
  const signedIn = app.hasToken
  // The page open before /login (the last page shown; /login is never one), else home: never an empty page.
  const back = tabs.active || app.homePath
  useLayoutEffect(() => {
    if (signedIn) return
    login.openWith({ tab: 'password', redirect: target, inviteCode, fromGuard: true, dismissTo: back }, 'page')
  }, [signedIn, target, inviteCode, login, back])
  // Before the page is drawn (a layout effect), so an Escape pressed as soon as the panel shows is heard: as a
  // passive effect it was attached after the paint, and on a busy machine an early Escape was lost (a flaky e2e).
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // A dialog over the page (服务协议, the login dialog) takes its own Escape.
      if (event.key !== 'Escape' || event.defaultPrevented || login.open || document.querySelector('[role="dialog"]')) return
      login.dismiss()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [login])
  if (signedIn) return <Redirect to={target} replace />
  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto my-6 max-w-[440px] rounded-2xl bg-white p-7 shadow-sm ring-1 ring-stone-200 md:my-12 dark:bg-zinc-800 dark:ring-zinc-700"
    >
      <h1 id={titleId} className="text-xl font-semibold text-stone-900 dark:text-stone-100">
        {t(loginTitleKey(login.view))}
      </h1>
      {login.view === 'login' && <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">{t('login.pageIntro')}</p>}
      <div className="mt-5">
        <LoginPanel vm={login} />
      </div>
    </section>
  )
})
