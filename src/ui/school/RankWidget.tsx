import { Tab, TabGroup, TabList } from '@headlessui/react'
import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useService } from '../ServiceContext'
import { SchoolTokens } from './schoolTokens'
import { SelectBox } from './SelectBox'
import { yearSpan } from './yearSpan'
import { formatCount } from '@/ui/i18n/formatCount'

const MODES = ['score', 'rank'] as const

/** 位次查询 card: real numbers from /api/gk/score-rank and 等位分 from /api/gk/score-rank/equal. */
export const RankWidget = observer(function RankWidget() {
  const { t } = useTranslation()
  const vm = useService(SchoolTokens.rank)
  const inputId = useId()
  useEffect(() => vm.start(), [vm])
  const a = vm.answer
  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
      <h2 id={`${inputId}-title`} className="section-title text-lg">
        {t('rank.title')}
      </h2>
      <p className="mt-2 text-xs leading-5 text-stone-500 dark:text-stone-400">{t('rank.intro')}</p>
      <TabGroup selectedIndex={MODES.indexOf(vm.by)} onChange={(i) => vm.setBy(MODES[i])} className="mt-4">
        <TabList className="grid grid-cols-2 rounded-lg bg-stone-100 p-1 text-sm dark:bg-zinc-900">
          {MODES.map((m) => (
            <Tab
              key={m}
              className="rounded-md py-1.5 font-medium text-stone-500 data-selected:bg-white data-selected:text-primary-700 data-selected:shadow-sm dark:text-stone-400 dark:data-selected:bg-zinc-700 dark:data-selected:text-primary-300"
            >
              {t(m === 'score' ? 'rank.byScore' : 'rank.byRank')}
            </Tab>
          ))}
        </TabList>
      </TabGroup>
      <form
        className="mt-4 grid grid-cols-[7rem_1fr] gap-3"
        onSubmit={(e) => {
          e.preventDefault()
          void vm.submit()
        }}
      >
        <SelectBox
          label={t('rank.year')}
          value={vm.year}
          options={vm.years.map((y) => ({ value: y, label: t('rank.yearOption', { year: y }) }))}
          onChange={(year) => vm.setYear(year)}
        />
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-xs font-medium text-stone-500 dark:text-stone-400">
            {t(vm.by === 'score' ? 'rank.score' : 'rank.rank')}
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              inputMode="numeric"
              className="field"
              value={vm.value}
              placeholder={t(vm.by === 'score' ? 'rank.scorePlaceholder' : 'rank.rankPlaceholder')}
              onChange={(e) => vm.setValue(e.target.value)}
            />
            <button type="submit" className="btn-primary shrink-0 px-4" disabled={vm.loading || !vm.year}>
              {t('rank.submit')}
            </button>
          </div>
        </div>
      </form>
      {vm.error && (
        <p role="alert" className="mt-3 text-sm text-primary-600 dark:text-primary-300">
          {t(vm.error)}
        </p>
      )}
      {a && (
        <div className="mt-5" aria-live="polite">
          <dl className="grid grid-cols-3 divide-x divide-stone-200 rounded-xl bg-primary-50/60 py-3 text-center ring-1 ring-primary-100 dark:divide-zinc-700 dark:bg-primary-900/20 dark:ring-primary-900">
            <div>
              <dt className="text-xs text-stone-500 dark:text-stone-400">{t('rank.resultScore')}</dt>
              <dd className="mt-1 text-xl font-bold tabular-nums text-stone-900 dark:text-stone-100">{a.score}</dd>
            </div>
            <div>
              <dt className="text-xs text-stone-500 dark:text-stone-400">{t('rank.resultRank')}</dt>
              <dd data-testid="rank-result" className="mt-1 text-xl font-bold tabular-nums text-primary-700 dark:text-primary-300">
                {formatCount(a.rank)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-stone-500 dark:text-stone-400">{t('rank.resultCount')}</dt>
              <dd className="mt-1 text-xl font-bold tabular-nums text-stone-900 dark:text-stone-100">{a.count}</dd>
            </div>
          </dl>
          {vm.equal.length > 0 && (
            <>
              <h3 className="mt-5 text-sm font-semibold text-stone-800 dark:text-stone-200">{t('rank.equalTitle')}</h3>
              <table className="mt-2 w-full text-sm">
                <thead>
                  <tr className="text-xs text-stone-500 dark:text-stone-400">
                    <th className="py-1.5 text-left font-medium">{t('rank.equalYear')}</th>
                    <th className="py-1.5 text-right font-medium">{t('rank.equalScore')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-100 dark:divide-zinc-700">
                  {vm.equal.map((row) => (
                    <tr
                      key={row.year}
                      className={row.year === vm.year ? 'font-semibold text-primary-700 dark:text-primary-300' : 'text-stone-700 dark:text-stone-300'}
                    >
                      <td className="py-1.5">{t('rank.yearOption', { year: row.year })}</td>
                      <td className="py-1.5 text-right tabular-nums">{row.score}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </div>
      )}
      {vm.years.length > 0 && (
        <p className="mt-4 text-[11px] leading-4 text-stone-400 dark:text-stone-500">{t('rank.source', { years: yearSpan(vm.years) })}</p>
      )}
    </section>
  )
})
