import { observer } from 'mobx-react-lite'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { AssessmentIntro } from './AssessmentIntro'
import type { AssessmentViewModel } from './AssessmentViewModel'
import { Questionnaire } from './Questionnaire'
import { CARD } from './assessmentStyles'

/**
 * What both tests share: the saved result on a visit (loaded for the signed-in student), else the
 * introduction; the questionnaire; loading and error states. `children` draws the result.
 */
export const AssessmentFrame = observer(function AssessmentFrame({ vm, children }: { vm: AssessmentViewModel; children: ReactNode }) {
  const { t } = useTranslation()
  const app = useService(UiTokens.app)
  const userId = app.user?.id ?? null
  useEffect(() => {
    if (userId !== null) void vm.load(userId)
  }, [vm, userId])
  useEffect(() => () => vm.leave(), [vm])
  const title = t(vm.kind === 'major' ? 'route.specialtySelectionTest' : 'route.xkcp')
  return (
    <div className="space-y-6 pb-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-primary-700 dark:text-primary-300">{t('assess.kicker')}</p>
          <h1 className="mt-1 text-2xl font-bold text-stone-900 dark:text-stone-50">{title}</h1>
          <p className="mt-2 max-w-3xl text-sm leading-6 text-stone-600 dark:text-stone-300">{t(`assess.${vm.kind}.lead`)}</p>
        </div>
        {vm.phase === 'result' && (
          <button type="button" className="btn-secondary" onClick={() => vm.retake()}>
            {t('assess.retake')}
          </button>
        )}
      </header>
      {vm.phase === 'loading' && (
        <div className={`${CARD} py-16 text-center text-sm text-stone-500 dark:text-stone-400`} role="status" aria-busy="true">
          {t('assess.loading')}
        </div>
      )}
      {vm.phase === 'error' && (
        <div className={CARD} role="alert">
          <p className="text-stone-700 dark:text-stone-200">{t('assess.loadFailed', { msg: t(vm.loadError) })}</p>
          <button type="button" className="btn-primary mt-4" onClick={() => userId !== null && void vm.load(userId)}>
            {t('word.retry')}
          </button>
        </div>
      )}
      {vm.phase === 'intro' && <AssessmentIntro vm={vm} />}
      {vm.phase === 'answering' && <Questionnaire vm={vm} />}
      {vm.phase === 'result' && vm.result && children}
    </div>
  )
})
