import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'

/** /login?from=…&inviteCode=…: opens the login dialog and returns to `from` afterwards. */
export default function LoginPage() {
  const { t } = useTranslation()
  const login = useService(UiTokens.login)
  const app = useService(UiTokens.app)
  const search = useSearch()
  useEffect(() => {
    const params = new URLSearchParams(search)
    login.openWith({ tab: 'password', redirect: params.get('from') || app.homePath, inviteCode: params.get('inviteCode') ?? undefined })
  }, [search, login, app])
  return (
    <section className="mx-auto max-w-xl py-20 text-center">
      <h1 className="text-2xl font-semibold text-stone-900 dark:text-stone-100">{t('route.login')}</h1>
      <button type="button" className="btn-primary mt-6" onClick={() => login.openWith({ tab: 'password', redirect: app.homePath })}>
        {t('nav.login')}
      </button>
    </section>
  )
}
