import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { readerParams, useDataText } from '../i18n/dataText'
import type { AiVolunteerViewModel } from './AiVolunteerViewModel'
import { Notice } from './Notice'

/**
 * What the plan holds for this student, before they build a list (planTest): the part of the plan we lack
 * for their subjects, a 二段 without past cutoffs, and a 一段 total below the line (lead them to 第二段).
 */
export const PlanStatusNotices = observer(function PlanStatusNotices({ vm }: { vm: AiVolunteerViewModel }) {
  const { t } = useTranslation()
  const dataText = useDataText()
  const s = vm.status
  if (!s) return null
  const missing = s.missingSubjects.length > 0
  if (!missing && !vm.withoutHistory && !vm.belowFirstLine) return null
  return (
    <div className="space-y-3" aria-label={t('vol.ai.status.title')} role="group">
      {vm.belowFirstLine && (
        <Notice
          tone="danger"
          title={t('vol.ai.status.belowTitle')}
          action={
            <button type="button" className="btn-primary whitespace-nowrap" onClick={() => vm.chooseBatch()}>
              {t('vol.ai.status.changeBatch')}
            </button>
          }
        >
          {t('vol.ai.status.below', { score: vm.student?.total ?? '—', year: s.year, line: s.firstLine ?? '—' })}
        </Notice>
      )}
      {vm.withoutHistory && (
        <Notice tone="warning" title={t('vol.ai.status.noHistoryTitle')}>
          {t('vol.ai.status.noHistory')}
        </Notice>
      )}
      {missing && (
        <Notice tone="warning" title={t('vol.ai.status.missingTitle')}>
          {t(
            'vol.ai.status.missing',
            readerParams({ year: s.year, planSubjects: (s.planSubjects ?? []).join('、'), subjects: s.missingSubjects.join('、') }, dataText, t),
          )}
        </Notice>
      )}
    </div>
  )
})
