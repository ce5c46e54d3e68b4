import { useTranslation } from '@/ui/i18n/useTranslation'
import type { AssessmentResult } from '@/ports/api/assessment'
import { NOTE } from './assessmentStyles'
import { formatCount } from '@/ui/i18n/formatCount'

/**
 * Where the programme counts come from and what they leave out (our plan is one subject combination's export):
 * how many programmes it lacks, how many of those take an earlier year's rule and how many stay unknown.
 */
export function PlanNote({ result }: { result: AssessmentResult }) {
  const { t } = useTranslation()
  const plan = result.plan
  if (!plan) return <p className={`${NOTE} mt-5`}>{t('assess.plan.none')}</p>
  const params = {
    year: plan.year,
    n: formatCount(plan.programmes),
    subjects: (plan.planSubjects ?? []).map((s) => t(`assess.subjectName.${s}`)).join('+'),
    missing: plan.missing ?? 0,
    earlier: plan.earlierYear ?? '',
    inferred: plan.inferred ?? 0,
    unknown: (plan.missing ?? 0) - (plan.inferred ?? 0),
  }
  const missingWords =
    plan.missing === null
      ? ['assess.plan.missingUnknown']
      : ['assess.plan.missing', plan.earlierYear === null ? 'assess.plan.noEarlier' : 'assess.plan.inferred']
  return (
    <div className={`${NOTE} mt-5 space-y-1`}>
      <p>{t(plan.planSubjects ? 'assess.plan.partial' : 'assess.plan.whole', params)}</p>
      {plan.planSubjects && missingWords.map((key) => <p key={key}>{t(key, params)}</p>)}
      {plan.unreadRules > 0 && <p>{t('assess.plan.unread', { n: plan.unreadRules })}</p>}
      <p>{t('assess.plan.mapping')}</p>
    </div>
  )
}
