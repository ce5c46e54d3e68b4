import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useDataText } from '../i18n/dataText'
import { MAX_VOLUNTEERS } from '@/core/domain/admission/listTypes'
import { Link } from 'wouter'
import { useService } from '../ServiceContext'
import { AccessPrompt, PageHead } from './AccessPrompt'
import { AiScoresEditor } from './AiScoresEditor'
import { BandLegend } from './BandChip'
import { PlacePrefs } from './PlacePrefs'
import { PlanStatusNotices } from './PlanStatusNotices'
import { PrefsPanel } from './PrefsPanel'
import { TargetMajorPicker } from './TargetMajorPicker'
import { VolunteerTokens } from './volunteerTokens'
import { CARD } from './volunteerStyles'
import { paths } from '@/core/navigation/routeTable'
import { formatCount } from '@/ui/i18n/formatCount'

/** AI志愿: the student's record, what the plan holds for them, the target majors, places and preferences, 生成志愿. */
export default observer(function AiVolunteerPage() {
  const { t } = useTranslation()
  const dataText = useDataText()
  const vm = useService(VolunteerTokens.aiForm)
  useEffect(() => void vm.load(), [vm])
  if (vm.needService) return <AccessPrompt serviceType={vm.needService} />
  const s = vm.student
  const rank = s?.rank ?? null
  return (
    <div className="space-y-5 pb-6">
      <PageHead title={t('vol.ai.title')} intro={t('vol.ai.intro', { max: MAX_VOLUNTEERS })} />
      {vm.error && (
        <p role="alert" className="text-sm text-primary-600">
          {vm.error}
        </p>
      )}
      <PlanStatusNotices vm={vm} />
      <div className="grid items-start gap-5 md:grid-cols-[minmax(0,1fr)_21rem]">
        <div className="min-w-0 space-y-5">
          <section aria-labelledby="ai-record" className={CARD}>
            <div className="flex items-baseline justify-between">
              <h2 id="ai-record" className="section-title text-lg">
                {t('vol.ai.record')}
              </h2>
              <Link href={paths.profile()} className="text-sm text-primary-600 hover:underline dark:text-primary-300">
                {t('vol.ai.editRecord')}
              </Link>
            </div>
            <dl className="mt-4 grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
              <Fact label={t('vol.ai.total')} value={s?.total ?? '—'} />
              <Fact label={t('vol.ai.rank')} value={rank !== null ? formatCount(rank) : t('vol.ai.noRank')} />
              <Fact label={t('vol.ai.subjects')} value={vm.subjects.map((key) => t(`subject.${key}`)).join(' · ') || '—'} />
              <Fact label={t('vol.ai.batch')} value={vm.batchName ? dataText(vm.batchName) : t('vol.ai.noBatch')} />
            </dl>
            <AiScoresEditor scores={vm.scores} />
          </section>
          {/* Until the saved target arrives, the choices it fills cannot be changed: it would overwrite them. */}
          <fieldset disabled={vm.loading} className="min-w-0 space-y-5">
            <TargetMajorPicker vm={vm} />
            <PlacePrefs prefs={vm.prefs} />
          </fieldset>
        </div>
        <aside className="min-w-0 space-y-5">
          <fieldset disabled={vm.loading} className="min-w-0">
            <PrefsPanel prefs={vm.prefs} />
          </fieldset>
          <section className={`${CARD} space-y-3`}>
            <BandLegend />
            <button type="button" className="btn-primary w-full py-3 text-base" disabled={vm.generating || vm.loading} onClick={() => void vm.generate()}>
              {vm.generating ? t('vol.ai.generating') : t('vol.ai.generate')}
            </button>
            <button
              type="button"
              className="btn-secondary w-full"
              disabled={vm.saving || vm.scores.draft.saving || vm.loading}
              onClick={() => void vm.saveAndTell()}
            >
              {t('vol.ai.save')}
            </button>
            <p className="text-xs leading-5 text-stone-500 dark:text-stone-400">{t('vol.ai.generateHint')}</p>
          </section>
        </aside>
      </div>
    </div>
  )
})

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg bg-stone-50 px-3 py-2.5 dark:bg-zinc-900">
      <dt className="text-xs text-stone-500 dark:text-stone-400">{label}</dt>
      <dd className="mt-1 font-semibold tabular-nums break-words text-stone-900 dark:text-stone-100">{value}</dd>
    </div>
  )
}
