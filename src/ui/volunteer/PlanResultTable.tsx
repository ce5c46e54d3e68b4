import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useDataText } from '../i18n/dataText'
import { PlanItemCells, PlanItemHeaders, TD, TH } from './cells/PlanItemCells'
import type { PlanSearchViewModel } from './PlanSearchViewModel'
import { formatCount } from '@/ui/i18n/formatCount'
import { Pager } from '../components/Pager'

/** Plan rows with the forecast for the student; a join button when the page lets the student build a list. */
export const PlanResultTable = observer(function PlanResultTable({ vm, canJoin }: { vm: PlanSearchViewModel; canJoin: boolean }) {
  const { t } = useTranslation()
  const dataText = useDataText()
  return (
    <div aria-busy={vm.loading}>
      <p className="text-sm text-stone-500 dark:text-stone-400">{t('vol.plan.total', { total: formatCount(vm.total) })}</p>
      {vm.error && (
        <p role="alert" className="mt-2 text-sm text-primary-600">
          {vm.error}
        </p>
      )}
      {!vm.loading && !vm.error && vm.rows.length === 0 ? (
        <p className="mt-3 rounded-xl bg-white p-8 text-center text-stone-500 ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
          {t('vol.plan.empty')}
        </p>
      ) : (
        // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
        <div
          tabIndex={0}
          role="region"
          aria-label={t('vol.plan.table')}
          aria-busy={vm.loading}
          className={`mt-3 overflow-x-auto rounded-xl bg-white ring-1 ring-stone-200 transition-opacity dark:bg-zinc-800 dark:ring-zinc-700 ${vm.loading ? 'opacity-60' : ''}`}
        >
          <table className="w-full min-w-[58rem] text-sm" aria-label={t('vol.plan.table')}>
            <thead className="bg-stone-50 text-xs text-stone-500 dark:bg-zinc-900 dark:text-stone-400">
              <tr>
                <PlanItemHeaders />
                {canJoin && (
                  <th scope="col" className={`${TH} text-center`}>
                    {t('word.actions')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100 dark:divide-zinc-700">
              {vm.rows.map((r) => {
                const joined = vm.joined.has(r.planId)
                return (
                  <tr key={r.planId} className="hover:bg-stone-50/70 dark:hover:bg-zinc-700/40">
                    <PlanItemCells item={r} programmeWidth="max-w-72" />
                    {canJoin && (
                      <td className={`${TD} text-center`}>
                        {joined ? (
                          <span className="text-xs text-stone-500 dark:text-stone-400">{t('vol.plan.joined')}</span>
                        ) : (
                          <button
                            type="button"
                            className="rounded-md bg-primary-600 px-2.5 py-1 text-xs font-semibold text-white hover:bg-primary-700 disabled:opacity-50"
                            aria-label={t('vol.plan.join', { name: `${dataText(r.schoolName)} ${dataText(r.majorName)}` })}
                            // While a new search runs the rows shown are the last search's: not to be joined by mistake.
                            disabled={vm.listFull || vm.loading}
                            onClick={() => void vm.join(r)}
                          >
                            {t('vol.plan.joinShort')}
                          </button>
                        )}
                      </td>
                    )}
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        label={t('vol.plan.pages')}
        page={vm.page}
        pages={vm.pages}
        busy={vm.loading}
        onPage={(page) => void vm.search(page)}
        className="mt-4 justify-center"
      />
    </div>
  )
})
