import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useDataText } from '../i18n/dataText'
import { Link } from 'wouter'
import { Authorized } from '../components/Authorized'
import { useService } from '../ServiceContext'
import { AccessPrompt, PageHead } from './AccessPrompt'
import { riskText } from '@/core/domain/admission/chanceText'
import { FindingList } from './FindingList'
import { Notice } from './Notice'
import { OutcomeCard } from './OutcomeCard'
import { VolunteerTable } from './VolunteerTable'
import { VolunteerTokens } from './volunteerTokens'
import { CARD } from './volunteerStyles'
import { paths } from '@/core/navigation/routeTable'

const EDIT_LINK = 'rounded-lg bg-white/15 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/25'

/** 智能审核: per-row flags, list findings with a one-click fix for each, where the list lands the student, a summary a parent understands. */
export default observer(function VolunteerCheckPage() {
  const { t } = useTranslation()
  const dataText = useDataText()
  const vm = useService(VolunteerTokens.check)
  const list = vm.list
  useEffect(() => void list.load(), [list])
  if (vm.needService) return <AccessPrompt serviceType={vm.needService} />
  if (list.needService) return <AccessPrompt serviceType={list.needService} />
  const r = vm.result
  const counts = vm.severityCounts
  return (
    <div className="space-y-5 pb-6">
      <PageHead title={t('vol.check.title')} intro={t('vol.check.intro')}>
        <button
          type="button"
          className="rounded-lg bg-white px-5 py-2 text-sm font-semibold text-primary-700 shadow hover:bg-primary-50 disabled:opacity-50"
          disabled={vm.running || vm.fixing !== null || list.rows.length === 0}
          onClick={() => void vm.run()}
        >
          {vm.running ? t('vol.check.running') : r ? t('vol.check.rerun') : t('vol.check.run')}
        </button>
        {/* The list is edited on the 尊享版 intention page; without it, on the AI result page (when the AI pages are open). */}
        <Authorized
          permission="access:premier"
          fallback={
            <Authorized permission="access:ai">
              <Link href={paths.aiResult()} className={EDIT_LINK}>
                {t('vol.check.editList')}
              </Link>
            </Authorized>
          }
        >
          <Link href={paths.intention()} className={EDIT_LINK}>
            {t('vol.check.editList')}
          </Link>
        </Authorized>
      </PageHead>
      {vm.error && (
        <p role="alert" className="text-sm text-primary-600">
          {vm.error}
        </p>
      )}
      {r && (
        <section aria-labelledby="check-summary" className={`${CARD} space-y-4`}>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <h2 id="check-summary" className="section-title text-lg">
              {t('vol.check.summary')}
            </h2>
            <span
              className={`rounded-full px-3 py-1 text-sm font-semibold ${r.ok ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-900/30 dark:text-emerald-300' : 'bg-primary-50 text-primary-700 dark:bg-primary-900/30 dark:text-primary-200'}`}
            >
              {r.ok ? t('vol.check.passed') : t('vol.check.failed')}
            </span>
            <span className="text-sm text-stone-600 dark:text-stone-300">{t('vol.check.counts', counts)}</span>
            {/* No outcome: the list is not simulated (第二段, or no rank yet), so there is no 滑档 figure to show in green. */}
            {r.outcome === null ? (
              <span className="text-sm text-stone-600 dark:text-stone-300" data-testid="check-slip">
                {t('vol.slipNotEstimated')}
              </span>
            ) : (
              <span className="text-sm text-stone-600 dark:text-stone-300" data-testid="check-slip">
                {t('vol.slipRisk')}{' '}
                <b className={r.slipRisk > r.maxSlipRisk ? 'text-primary-600 dark:text-primary-300' : 'text-emerald-600 dark:text-emerald-400'}>
                  {riskText(r.slipRisk)}
                </b>{' '}
                {t('vol.slipTarget', { max: riskText(r.maxSlipRisk) })}
              </span>
            )}
            <span className="ml-auto text-sm text-stone-500 dark:text-stone-400">
              {r.remainingChecks === null ? t('vol.check.unlimited') : t('vol.check.remaining', { n: r.remainingChecks })}
            </span>
          </div>
          {vm.outdated && (
            <Notice tone="warning" title={t('vol.check.staleTitle')}>
              {t(vm.replaced ? 'vol.check.replaced' : 'vol.check.stale')}
            </Notice>
          )}
          <p className={`whitespace-pre-line leading-7 text-stone-800 dark:text-stone-100 ${vm.outdated ? 'opacity-60' : ''}`}>{dataText(r.summary)}</p>
          {/* Once the list changed, the check's numbers stay readable but dimmed: they describe the list before the fixes. */}
          <div className={`border-t border-stone-100 pt-4 dark:border-zinc-700 ${vm.outdated ? 'opacity-60' : ''}`}>
            <OutcomeCard view={vm.outcome} stale={false} />
          </div>
          <FindingList vm={vm} findings={vm.listFindings} />
        </section>
      )}
      {!r && list.rows.length > 0 && <p className={`${CARD} text-sm text-stone-600 dark:text-stone-300`}>{t('vol.check.before', { n: list.rows.length })}</p>}
      {list.loaded && list.rows.length === 0 ? (
        <div className="rounded-2xl bg-white p-10 text-center ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
          <p className="text-stone-600 dark:text-stone-300">{t('vol.emptyList')}</p>
          <Link href={paths.aiVolunteer()} className="btn-primary mt-5">
            {t('vol.goAi')}
          </Link>
        </div>
      ) : (
        <VolunteerTable
          vm={list}
          editable={false}
          below={r ? (row) => (vm.findingsOf(row.id).length > 0 ? <FindingList compact vm={vm} findings={vm.findingsOf(row.id)} /> : null) : undefined}
        />
      )}
    </div>
  )
})
