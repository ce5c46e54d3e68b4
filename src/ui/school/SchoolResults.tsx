import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import type { SchoolSearchViewModel } from './SchoolSearchViewModel'
import { SchoolTags } from './SchoolTags'
import { useDataText } from '../i18n/dataText'
import { paths } from '@/core/navigation/routeTable'
import { formatCount } from '@/ui/i18n/formatCount'
import { Pager } from '../components/Pager'

/** The result cards and the pager of 一键查大学. */
export const SchoolResults = observer(function SchoolResults({ vm }: { vm: SchoolSearchViewModel }) {
  const { t } = useTranslation()
  const dataText = useDataText()
  return (
    <div aria-busy={vm.loading}>
      <p className="text-sm text-stone-500 dark:text-stone-400">{t('school.total', { total: formatCount(vm.total) })}</p>
      {vm.error && (
        <p role="alert" className="mt-3 text-sm text-primary-600">
          {t('school.loadFailed', { msg: t(vm.error) })}
        </p>
      )}
      {!vm.loading && !vm.error && vm.rows.length === 0 && (
        <p className="mt-6 rounded-xl bg-white p-8 text-center text-stone-500 ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
          {t('school.noResult')}
        </p>
      )}
      <ul className={`mt-3 space-y-3 transition-opacity ${vm.loading ? 'opacity-60' : ''}`}>
        {vm.rows.map((s) => (
          <li key={s.code}>
            <Link
              href={paths.schoolDetail(s.code)}
              className="group flex items-center gap-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 transition hover:shadow-md hover:ring-primary-200 dark:bg-zinc-800 dark:ring-zinc-700 dark:hover:ring-primary-800"
            >
              <span
                className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-lg font-bold text-primary-700 dark:bg-primary-900/40 dark:text-primary-200"
                aria-hidden
              >
                {s.name.slice(0, 1)}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-2.5">
                  <span className="text-base font-semibold text-stone-900 group-hover:text-primary-700 dark:text-stone-100 dark:group-hover:text-primary-300">
                    {dataText(s.name)}
                  </span>
                  <SchoolTags tags={s.tags} />
                </span>
                <span className="mt-1.5 flex flex-wrap gap-x-5 gap-y-1 text-xs text-stone-500 dark:text-stone-400">
                  <span>
                    {t('school.code')} <b className="font-mono font-semibold text-stone-700 dark:text-stone-200">{s.code}</b>
                  </span>
                  <span>
                    {t('school.moeCode')} <span className="font-mono text-stone-700 dark:text-stone-200">{s.moeCode ?? t('school.none')}</span>
                  </span>
                  <span>
                    {t('school.location')}{' '}
                    <span className="text-stone-700 dark:text-stone-200">
                      {[s.province, s.city].filter(Boolean).map(dataText).join(' · ') || t('school.none')}
                    </span>
                  </span>
                  {s.level && <span className="text-stone-700 dark:text-stone-200">{s.level}</span>}
                </span>
              </span>
              <span className="shrink-0 text-sm font-medium text-primary-600 group-hover:underline dark:text-primary-300">{t('school.detail')} →</span>
            </Link>
          </li>
        ))}
      </ul>
      <Pager
        label={t('school.pages')}
        page={vm.page}
        pages={vm.pages}
        busy={vm.loading}
        onPage={(page) => void vm.search(page)}
        className="mt-5 justify-center"
      />
    </div>
  )
})
