import { useTranslation } from 'react-i18next'
import type { CheckResult } from '@/ports/api/plan'

type Finding = CheckResult['findings'][number]

const TONE: Record<Finding['severity'], string> = {
  error: 'border-primary-500 bg-primary-50/70 dark:bg-primary-900/20',
  warning: 'border-amber-500 bg-amber-50/70 dark:bg-amber-900/20',
  info: 'border-sky-400 bg-sky-50/70 dark:bg-sky-900/20',
}

/** Findings with what to do about each, most serious first. */
export function FindingList({ findings, compact = false }: { findings: Finding[]; compact?: boolean }) {
  const { t } = useTranslation()
  if (findings.length === 0) return null
  return (
    <ul className={compact ? 'space-y-1' : 'space-y-2'}>
      {findings.map((f, i) => (
        <li key={`${f.code}-${f.row}-${i}`} className={`rounded-r-lg border-l-4 px-3 ${compact ? 'py-1.5' : 'py-2.5'} text-sm ${TONE[f.severity]}`}>
          <div className="text-stone-800 dark:text-stone-100">
            <span className="mr-2 text-xs font-semibold">{t(`vol.check.severity.${f.severity}`)}</span>
            {f.message}
          </div>
          {f.fix && <div className="mt-0.5 text-xs text-stone-600 dark:text-stone-300">{t('vol.check.fix')}：{f.fix}</div>}
        </li>
      ))}
    </ul>
  )
}
