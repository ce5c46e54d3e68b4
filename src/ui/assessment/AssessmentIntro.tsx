import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { INVENTORY_SIZE } from '@/core/domain/assessment/inventory'
import { RIASEC } from '@/core/domain/assessment/riasec'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import type { AssessmentViewModel } from './AssessmentViewModel'
import { CARD, NOTE } from './assessmentStyles'
import { takenDate } from './takenDate'

/** Before the first result: what the test asks, how long it takes, what it gives, and where its method comes from. */
export const AssessmentIntro = observer(function AssessmentIntro({ vm }: { vm: AssessmentViewModel }) {
  const { t } = useTranslation()
  const lang = useService(UiTokens.language).lang
  const other = vm.kind === 'major' ? 'subjects' : 'major'
  return (
    <section aria-labelledby="assess-intro" className={`${CARD} grid gap-8 p-8 lg:grid-cols-[3fr_2fr]`}>
      <div>
        <h2 id="assess-intro" className="section-title">
          {t('assess.intro.title')}
        </h2>
        <p className="mt-4 leading-7 text-stone-700 dark:text-stone-200">{t('assess.intro.text', { n: INVENTORY_SIZE })}</p>
        <ul className="mt-4 space-y-2 text-sm leading-6 text-stone-700 dark:text-stone-200">
          {['how1', 'how2', `gives.${vm.kind}`].map((k) => (
            <li key={k} className="flex gap-2.5">
              <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary-600" aria-hidden />
              {t(`assess.intro.${k}`, { n: INVENTORY_SIZE })}
            </li>
          ))}
        </ul>
        <div className="mt-7 flex flex-wrap items-center gap-3">
          <button type="button" className="btn-primary px-7 py-3 text-base" onClick={() => vm.start()}>
            {t('assess.intro.start')}
          </button>
          {vm.otherTakenAt !== null && (
            <button type="button" className="btn-secondary" disabled={vm.submitting} onClick={() => void vm.reuse()}>
              {t(`assess.intro.reuse.${other}`, { date: takenDate(vm.otherTakenAt, lang) })}
            </button>
          )}
        </div>
        {vm.submitError && (
          <p role="alert" className="mt-3 text-sm text-primary-700 dark:text-primary-300">
            {t(vm.submitError)}
          </p>
        )}
        <p className={`${NOTE} mt-6`}>{t('assess.intro.free')}</p>
      </div>
      <div className="rounded-xl bg-stone-50 p-5 ring-1 ring-stone-200 dark:bg-zinc-900 dark:ring-zinc-700">
        <h3 className="text-sm font-semibold text-stone-800 dark:text-stone-100">{t('assess.intro.typesTitle')}</h3>
        <dl className="mt-3 space-y-2.5">
          {RIASEC.map((type) => (
            <div key={type} className="flex gap-3 text-sm">
              <dt className="flex w-32 shrink-0 items-center gap-2 font-medium text-stone-800 dark:text-stone-100">
                <span className="inline-flex size-6 items-center justify-center rounded-md bg-primary-600 text-xs font-bold text-white" aria-hidden>
                  {type}
                </span>
                {t(`assess.type.${type}`)}
              </dt>
              <dd className="text-stone-600 dark:text-stone-300">{t(`assess.type.${type}.short`)}</dd>
            </div>
          ))}
        </dl>
        <p className={`${NOTE} mt-4`}>{t('assess.intro.source')}</p>
      </div>
    </section>
  )
})
