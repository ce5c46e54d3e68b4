import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import { paths } from '@/core/navigation/routeTable'
import { useService } from '../ServiceContext'
import { SchoolResults } from './SchoolResults'
import { useDataText } from '../i18n/dataText'
import { SchoolTokens } from './schoolTokens'

/** 院校详情 without `?id=`: a search box, the famous schools first, and the school last viewed. */
export const SchoolLanding = observer(function SchoolLanding() {
  const { t } = useTranslation()
  const dataText = useDataText()
  const search = useService(SchoolTokens.search)
  const detail = useService(SchoolTokens.detail)
  const inputId = useId()
  useEffect(() => search.start(), [search])
  const last = detail.lastSchool
  return (
    <div className="space-y-6 pb-6">
      <section className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
        <h1 className="text-2xl font-bold text-stone-900 dark:text-stone-50">{t('school.landingTitle')}</h1>
        <p className="mt-2 max-w-3xl text-sm leading-6 text-stone-600 dark:text-stone-300">{t('school.landingIntro')}</p>
        <form
          className="mt-5 flex gap-3"
          role="search"
          onSubmit={(e) => {
            e.preventDefault()
            void search.search(1)
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            {t('school.searchLabel')}
          </label>
          <input
            id={inputId}
            type="search"
            className="field flex-1"
            value={search.form.name}
            placeholder={t('school.searchPlaceholder')}
            onChange={(e) => search.setName(e.target.value)}
          />
          <button type="submit" className="btn-primary shrink-0">
            {t('school.searchButton')}
          </button>
        </form>
        {last && (
          <p className="mt-4 text-sm text-stone-600 dark:text-stone-300">
            {t('school.lastViewed')}
            <Link href={paths.schoolDetail(last.id)} className="font-medium text-primary-700 hover:underline dark:text-primary-300">
              {dataText(last.name)}
            </Link>
          </p>
        )}
      </section>
      <section aria-label={t('school.landingPopular')}>
        <p className="mb-2 text-sm font-medium text-stone-700 dark:text-stone-200">{t('school.landingPopular')}</p>
        <SchoolResults vm={search} />
      </section>
    </div>
  )
})
