import { observer } from 'mobx-react-lite'
import { useTranslation } from 'react-i18next'
import { BandChip, formatProbability } from './BandChip'
import { HistoryCell, PredictionCell } from './HistoryCell'
import type { PlanSearchViewModel } from './PlanSearchViewModel'

const th = 'px-2.5 py-2.5 text-left font-medium whitespace-nowrap'
const td = 'px-2.5 py-2 align-top'

/** Plan rows with the forecast for the student; a join button when the page lets the student build a list. */
export const PlanResultTable = observer(function PlanResultTable({ vm, canJoin }: { vm: PlanSearchViewModel; canJoin: boolean }) {
  const { t } = useTranslation()
  return (
    <div aria-busy={vm.loading}>
      <p className="text-sm text-stone-500 dark:text-stone-400">{t('vol.plan.total', { total: vm.total.toLocaleString('zh-CN') })}</p>
      {vm.error && <p role="alert" className="mt-2 text-sm text-primary-600">{vm.error}</p>}
      {!vm.loading && !vm.error && vm.rows.length === 0 ? (
        <p className="mt-3 rounded-xl bg-white p-8 text-center text-stone-500 ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">{t('vol.plan.empty')}</p>
      ) : (
        <div className={`mt-3 overflow-x-auto rounded-xl bg-white ring-1 ring-stone-200 transition-opacity dark:bg-zinc-800 dark:ring-zinc-700 ${vm.loading ? 'opacity-60' : ''}`}>
          <table className="w-full min-w-[58rem] text-sm" aria-label={t('vol.plan.table')}>
            <thead className="bg-stone-50 text-xs text-stone-500 dark:bg-zinc-900 dark:text-stone-400">
              <tr>
                <th scope="col" className={th}>{t('vol.col.school')}</th>
                <th scope="col" className={th}>{t('vol.col.programme')}</th>
                <th scope="col" className={`${th} text-right`}>{t('vol.col.plan')}</th>
                <th scope="col" className={`${th} text-right`}>{t('vol.col.tuition')}</th>
                <th scope="col" className={th}>{t('vol.col.history')}</th>
                <th scope="col" className={th}>{t('vol.col.predicted')}</th>
                <th scope="col" className={th}>{t('vol.col.probability')}</th>
                {canJoin && <th scope="col" className={`${th} text-center`}>{t('vol.col.actions')}</th>}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100 dark:divide-zinc-700">
              {vm.rows.map((r) => {
                const joined = vm.joined.has(r.planId)
                return (
                  <tr key={r.planId} className="hover:bg-stone-50/70 dark:hover:bg-zinc-700/40">
                    <td className={`${td} min-w-40`}>
                      <div className="font-medium text-stone-900 dark:text-stone-100">{r.schoolName}</div>
                      <div className="mt-0.5 text-xs text-stone-500 dark:text-stone-400"><span className="font-mono">{r.schoolCode}</span> · {[r.province, r.city].filter(Boolean).join(' ')}</div>
                      {r.tags.length > 0 && <div className="mt-1 flex flex-wrap gap-1">{r.tags.slice(0, 4).map((tag) => <span key={tag} className="rounded bg-stone-100 px-1 text-[11px] text-stone-600 dark:bg-zinc-700 dark:text-stone-300">{tag}</span>)}</div>}
                    </td>
                    <td className={`${td} min-w-44 max-w-72`}>
                      <div className="font-medium text-stone-800 dark:text-stone-100"><span className="mr-1 font-mono text-xs text-stone-400">{r.majorCode}</span>{r.majorName}</div>
                      <div className="mt-0.5 text-xs text-stone-500 dark:text-stone-400">{t('vol.requirement')}：{r.requirement || t('vol.noRequirement')}{r.eligible === false && <span className="ml-1 font-semibold text-primary-600">{t('vol.notEligible')}</span>}</div>
                      {r.restrictions.length > 0 && <div className="mt-1 flex flex-wrap gap-1">{r.restrictions.map((x) => <span key={x} className="rounded bg-rose-50 px-1 text-[11px] text-rose-700 ring-1 ring-rose-200 dark:bg-rose-900/30 dark:text-rose-300 dark:ring-rose-800">{x}</span>)}</div>}
                    </td>
                    <td className={`${td} text-right tabular-nums`}>{r.plan ?? '—'}</td>
                    <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{r.tuition === null ? '—' : r.tuition.toLocaleString('zh-CN')}</td>
                    <td className={td}><HistoryCell history={r.history} /></td>
                    <td className={td}><PredictionCell item={r} /></td>
                    <td className={td}>
                      <div className="flex items-center gap-2">
                        <span className="w-10 text-right font-semibold tabular-nums text-stone-900 dark:text-stone-100">{formatProbability(r.probability)}</span>
                        <BandChip band={r.band} />
                      </div>
                    </td>
                    {canJoin && (
                      <td className={`${td} text-center`}>
                        {joined ? (
                          <span className="text-xs text-stone-400">{t('vol.plan.joined')}</span>
                        ) : (
                          <button type="button" className="rounded-md bg-primary-600 px-2.5 py-1 text-xs font-semibold text-white hover:bg-primary-700 disabled:opacity-50" aria-label={t('vol.plan.join', { name: `${r.schoolName} ${r.majorName}` })} disabled={vm.listSize >= 80} onClick={() => void vm.join(r)}>
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
      {vm.pages > 1 && (
        <nav aria-label={t('vol.plan.pages')} className="mt-4 flex items-center justify-center gap-3 text-sm">
          <button type="button" className="btn-secondary px-4 py-2" disabled={vm.page <= 1 || vm.loading} onClick={() => void vm.search(vm.page - 1)}>{t('vol.plan.prev')}</button>
          <span className="tabular-nums text-stone-600 dark:text-stone-300">{t('vol.plan.pageOf', { page: vm.page, pages: vm.pages })}</span>
          <button type="button" className="btn-secondary px-4 py-2" disabled={vm.page >= vm.pages || vm.loading} onClick={() => void vm.search(vm.page + 1)}>{t('vol.plan.next')}</button>
        </nav>
      )}
    </div>
  )
})
