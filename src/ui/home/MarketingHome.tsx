import { useTranslation } from '@/ui/i18n/useTranslation'
import { MAX_VOLUNTEERS } from '@/core/domain/admission/listTypes'
import { Link } from 'wouter'
import type { MessageKey } from '../i18n/zh_CN'
import { paths } from '@/core/navigation/routeTable'

interface Entry {
  href: string
  title: MessageKey
  text: MessageKey
  icon: string
}

/** Icons are single SVG paths (24×24, stroke) so the landing page needs no icon library. */
const entries: Entry[] = [
  {
    href: paths.aiVolunteer(),
    title: 'home.entry.ai',
    text: 'home.entry.aiText',
    icon: 'M12 3l1.9 4.6L18.5 9.5l-4.6 1.9L12 16l-1.9-4.6L5.5 9.5l4.6-1.9L12 3zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8L19 15z',
  },
  { href: paths.referralProgram(), title: 'home.entry.self', text: 'home.entry.selfText', icon: 'M4 6h16M4 12h10M4 18h7M17 14l3 3-3 3' },
  {
    href: paths.volunteerCheck(),
    title: 'home.entry.check',
    text: 'home.entry.checkText',
    icon: 'M9 12l2 2 4-4M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6l8-3z',
  },
  { href: paths.schools(), title: 'home.entry.college', text: 'home.entry.collegeText', icon: 'M3 10l9-6 9 6M5 10v8M19 10v8M9 10v8M15 10v8M3 20h18' },
  {
    href: paths.majors(),
    title: 'home.entry.major',
    text: 'home.entry.majorText',
    icon: 'M4 5h6a2 2 0 012 2v12a2 2 0 00-2-2H4V5zM20 5h-6a2 2 0 00-2 2v12a2 2 0 012-2h6V5z',
  },
  { href: paths.sanYi(), title: 'home.entry.sanyi', text: 'home.entry.sanyiText', icon: 'M12 4v16M5 8h14M7 14h10' },
]

const steps: [MessageKey, MessageKey][] = [
  ['home.step1', 'home.step1Text'],
  ['home.step2', 'home.step2Text'],
  ['home.step3', 'home.step3Text'],
]

/** The landing page for visitors: what the product does, its main features and how to use it. */
export function MarketingHome() {
  const { t } = useTranslation()
  return (
    <div className="space-y-12 pb-6">
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-primary-800 via-primary-700 to-primary-600 px-6 py-8 md:px-12 md:py-14 text-white shadow-lg">
        <div className="absolute -right-16 -top-16 size-72 rounded-full bg-white/10" aria-hidden />
        <div className="absolute -bottom-24 right-40 size-56 rounded-full bg-white/5" aria-hidden />
        <h1 className="relative max-w-2xl text-2xl font-bold leading-tight md:text-4xl">{t('home.heroTitle')}</h1>
        <p className="relative mt-5 max-w-2xl text-base leading-7 text-white/90 md:text-lg md:leading-8">{t('home.heroText')}</p>
        <div className="relative mt-8 flex flex-wrap gap-3 md:gap-4">
          <Link href={paths.aiVolunteer()} className="rounded-lg bg-white px-6 py-3 font-semibold text-primary-700 shadow hover:bg-primary-50">
            {t('home.ctaStart')}
          </Link>
          <Link href={paths.plans()} className="rounded-lg px-6 py-3 font-semibold text-white ring-1 ring-white/60 hover:bg-white/10">
            {t('home.ctaPlans')}
          </Link>
        </div>
      </section>

      <section aria-labelledby="entries-title">
        <h2 id="entries-title" className="section-title">
          {t('home.entriesTitle')}
        </h2>
        <div className="mt-5 grid gap-5 md:grid-cols-3">
          {entries.map((entry) => (
            <Link
              key={entry.href}
              href={entry.href}
              className="group rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-primary-200 dark:bg-zinc-800 dark:ring-zinc-700"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary-50 text-primary-600 dark:bg-primary-900/40 dark:text-primary-300">
                <svg
                  viewBox="0 0 24 24"
                  className="size-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={1.8}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden
                >
                  <path d={entry.icon} />
                </svg>
              </span>
              <h3 className="mt-4 text-lg font-semibold text-stone-900 group-hover:text-primary-700 dark:text-stone-100">{t(entry.title)}</h3>
              <p className="mt-1.5 text-sm leading-6 text-stone-500 dark:text-stone-400">{t(entry.text, { max: MAX_VOLUNTEERS })}</p>
            </Link>
          ))}
        </div>
      </section>

      <section aria-labelledby="how-title">
        <h2 id="how-title" className="section-title">
          {t('home.howTitle')}
        </h2>
        <ol className="mt-5 grid gap-5 md:grid-cols-3">
          {steps.map(([title, text], index) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
              <span className="flex size-8 items-center justify-center rounded-full bg-primary-600 text-sm font-bold text-white">{index + 1}</span>
              <h3 className="mt-3 font-semibold text-stone-900 dark:text-stone-100">{t(title)}</h3>
              <p className="mt-1.5 text-sm leading-6 text-stone-500 dark:text-stone-400">{t(text)}</p>
            </li>
          ))}
        </ol>
        <div className="mt-5 grid gap-5 md:grid-cols-2">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
            <h3 className="font-semibold text-stone-900 dark:text-stone-100">{t('home.rankTitle')}</h3>
            <p className="mt-2 text-sm leading-7 text-stone-600 dark:text-stone-300">{t('home.rankText')}</p>
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
            <h3 className="font-semibold text-stone-900 dark:text-stone-100">{t('home.bandTitle')}</h3>
            <ul className="mt-2 space-y-1.5 text-sm leading-6 text-stone-600 dark:text-stone-300">
              <li className="flex gap-2">
                <span className="band bg-rose-100 text-rose-700">{t('home.tagChong')}</span>
                {t('home.bandChong')}
              </li>
              <li className="flex gap-2">
                <span className="band bg-amber-100 text-amber-700">{t('home.tagWen')}</span>
                {t('home.bandWen')}
              </li>
              <li className="flex gap-2">
                <span className="band bg-emerald-100 text-emerald-700">{t('home.tagBao')}</span>
                {t('home.bandBao')}
              </li>
            </ul>
          </div>
        </div>
        <p className="mt-4 text-xs text-stone-500 dark:text-stone-400">{t('home.disclaimer')}</p>
      </section>
    </div>
  )
}
