import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import { accessTo } from '@/core/domain/access'
import { MAX_VOLUNTEERS } from '@/core/domain/admission/listTypes'
import { vipLevel } from '@/core/domain/vipLevel'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { FEATURES, type Feature } from './features'
import { homeTone } from './homeTone'

const BADGE = {
  open: 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-900/30 dark:text-emerald-200 dark:ring-emerald-800',
  need: 'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-200 dark:ring-amber-800',
  free: 'bg-stone-100 text-stone-700 ring-stone-200 dark:bg-zinc-700 dark:text-stone-200 dark:ring-zinc-600',
}

/** Every feature with what it needs for this student: open to them, free, or the service to buy (尊享版 …). */
export const FeatureGrid = observer(function FeatureGrid() {
  const { t } = useTranslation()
  const app = useService(UiTokens.app)
  const chat = useService(UiTokens.chat)
  const user = app.user
  const badge = (f: Feature): { tone: keyof typeof BADGE; text: string } => {
    if (!f.area || !user) return { tone: 'free', text: t(f.key === 'sanyi' && user?.isThreeOne !== 1 ? 'home.need.sanyiList' : 'home.need.free') }
    const d = accessTo(f.area, user)
    if (!d.allowed) return { tone: 'need', text: t(`home.need.${d.serviceType}`) }
    if (f.area === 'check' && vipLevel(user) !== 3) return { tone: 'open', text: t('home.need.checksLeft', { n: user.volunteerVerify }) }
    return { tone: 'open', text: t('home.need.open') }
  }
  const inner = (f: Feature) => {
    const b = badge(f)
    return (
      <>
        <span className="flex items-start justify-between gap-2">
          <span className="flex size-10 items-center justify-center rounded-xl bg-primary-50 text-primary-600 dark:bg-primary-900/40 dark:text-primary-300">
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.8}
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden
            >
              <path d={f.icon} />
            </svg>
          </span>
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${BADGE[b.tone]}`}>{b.text}</span>
        </span>
        <span className="mt-3 block font-semibold text-stone-900 group-hover:text-primary-700 dark:text-stone-100 dark:group-hover:text-primary-300">
          {t(`home.feature.${f.key}`)}
        </span>
        <span className={`mt-1 block text-sm leading-5 ${homeTone.muted}`}>{t(`home.feature.${f.key}Text`, { max: MAX_VOLUNTEERS })}</span>
      </>
    )
  }
  const cls =
    'group block h-full rounded-2xl bg-white p-5 text-left shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-primary-200 focus-visible:outline-2 focus-visible:outline-primary-600 dark:bg-zinc-800 dark:ring-zinc-700'
  return (
    <section aria-labelledby="home-features">
      <h2 id="home-features" className="section-title">
        {t('home.features.title')}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4 min-[1700px]:grid-cols-6">
        {FEATURES.map((f) => (
          <li key={f.key}>
            {f.href ? (
              <Link href={f.href} className={cls}>
                {inner(f)}
              </Link>
            ) : (
              <button type="button" className={`${cls} w-full`} onClick={() => chat.show()}>
                {inner(f)}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
})
