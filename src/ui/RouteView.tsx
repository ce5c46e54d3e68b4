import { observer } from 'mobx-react-lite'
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Redirect, useLocation } from 'wouter'
import { guardRoute } from '@/core/navigation/guardRoute'
import { catchFallenFocus } from './components/catchFallenFocus'
import { ProgressBar } from './layout/ProgressBar'
import { systemNameIn } from './layout/systemNameIn'
import { findRoute } from './routes'
import { useService } from './ServiceContext'
import { useQueryOfItsPage } from './routing/useQueryOfItsPage'
import { UiTokens } from './tokens'
import { AccessPrompt } from './volunteer/AccessPrompt'
import { redirects } from '@/core/navigation/routeTable'

/** Resolves the current hash path through the one route table, applying the route guard (login, complete profile, paid areas). */
export const RouteView = observer(function RouteView() {
  const { t } = useTranslation()
  const [location] = useLocation()
  const app = useService(UiTokens.app)
  const tabs = useService(UiTokens.tabs)
  const login = useService(UiTokens.login)
  const toast = useService(UiTokens.toasts)
  const language = useService(UiTokens.language)
  const redirect = redirects[location]
  useQueryOfItsPage(location)
  const route = findRoute(location)
  // The location whose paid page was open when the student arrived: spending its last check keeps it open.
  const admittedAt = useRef<string | null>(null)
  const decision = guardRoute(route, {
    hasToken: app.hasToken,
    signedIn: app.user !== null,
    profileComplete: app.user?.student?.complete === true,
    user: app.user,
    admittedHere: admittedAt.current === location,
  })
  const blockedFor = useRef<string | null>(null)
  // The location whose page has rendered; until it equals the current one the progress bar runs.
  const [settledAt, setSettledAt] = useState<string | null>(null)
  const firstShown = useRef(true)
  const onSettled = () => {
    setSettledAt(location)
    // A link that took the keyboard here left with the page it was on: the focus fell to the document and the
    // next Tab would start where that link stood. It moves to the new page's content instead — except on the
    // first page shown, whose first Tab belongs to the skip link.
    if (firstShown.current) firstShown.current = false
    else catchFallenFocus()
  }
  const settled = <Settled key={location} onSettled={onSettled} />
  const frame = (content: ReactNode) => (
    <>
      <ProgressBar active={settledAt !== location} />
      {content}
    </>
  )

  useEffect(() => {
    if (redirect) return
    document.title = `${t(route.titleKey)} - ${systemNameIn(language.lang, app.systemName, t('app.systemName'))}`
    if ((decision.kind === 'allow' || decision.kind === 'deny') && route.path !== '*' && !route.transient) tabs.visit(route.path, route.titleKey)
  })

  // Only a decision taken on the loaded user admits: before it arrives every page is let through.
  const knownUser = app.user !== null
  useEffect(() => {
    admittedAt.current = decision.kind === 'allow' && knownUser ? location : null
  }, [decision.kind, location, knownUser])

  useEffect(() => {
    if (decision.kind === 'block' && blockedFor.current !== location) {
      blockedFor.current = location
      login.openWith({ tab: 'password', redirect: decision.openLogin, fromGuard: true })
    }
    if (decision.kind !== 'block') blockedFor.current = null
    if (decision.kind === 'redirect') toast.show('warning', t(decision.warning))
  }, [decision.kind, location]) // eslint-disable-line react-hooks/exhaustive-deps

  // A hand-typed or shared '#/path?x=1' carries its query inside the hash; wouter's navigate moves it to the
  // real query string, where pages read it (useSearch), so the route table only ever sees bare paths.
  if (location.includes('?')) return <Redirect to={location} replace />
  if (redirect) return <Redirect to={redirect === 'menuHome' ? app.homePath : redirect.path} replace />
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />
  if (decision.kind === 'block')
    return frame(
      <section className="mx-auto max-w-xl py-20 text-center">
        {settled}
        <h1 className="text-2xl font-semibold text-stone-900 dark:text-stone-100">{t('guard.needLogin')}</h1>
        <p className="mt-2 text-stone-500">{t('guard.needLoginText')}</p>
        <button type="button" className="btn-primary mt-6" onClick={() => login.openWith({ tab: 'password', redirect: decision.openLogin, fromGuard: true })}>
          {t('nav.login')}
        </button>
      </section>,
    )
  // A paid page the user has not got shows the buy prompt, which opens the purchase dialog once.
  if (decision.kind === 'deny')
    return frame(
      <>
        {settled}
        <AccessPrompt serviceType={decision.serviceType} />
      </>,
    )
  const Page = route.component
  // Settled sits inside the boundary: its effect runs only once the lazily loaded page has committed.
  return frame(
    <Suspense fallback={<p className="py-20 text-center text-stone-400">{t('app.loading')}</p>}>
      {settled}
      <Page key={`${route.path}#${tabs.reloadKey}`} route={route} />
    </Suspense>,
  )
})

function Settled({ onSettled }: { onSettled: () => void }) {
  useEffect(onSettled, []) // eslint-disable-line react-hooks/exhaustive-deps
  return null
}
