import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useDataText } from '../i18n/dataText'
import type { Finding, VolunteerCheckViewModel } from './VolunteerCheckViewModel'

const TONE: Record<Finding['severity'], string> = {
  error: 'border-primary-500 bg-primary-50/70 dark:bg-primary-900/20',
  warning: 'border-amber-500 bg-amber-50/70 dark:bg-amber-900/20',
  info: 'border-sky-400 bg-sky-50/70 dark:bg-sky-900/20',
}

const FIX_BTN =
  'inline-flex items-center gap-1 rounded-md bg-white px-2.5 py-1 text-xs font-semibold text-primary-700 shadow-sm ring-1 ring-primary-200 hover:bg-primary-50 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-zinc-800 dark:text-primary-200 dark:ring-primary-800 dark:hover:bg-zinc-700'

/** Findings with what to do about each, most serious first; a finding with an action gets its one-click fix. */
export const FindingList = observer(function FindingList({
  findings,
  vm,
  compact = false,
}: {
  findings: Finding[]
  vm: VolunteerCheckViewModel
  compact?: boolean
}) {
  const { t } = useTranslation()
  const dataText = useDataText()
  if (findings.length === 0) return null
  return (
    <ul className={compact ? 'space-y-1' : 'space-y-2'}>
      {findings.map((f, i) => {
        const done = vm.isFixed(f)
        return (
          <li
            key={`${f.code}-${f.row}-${i}`}
            aria-label={dataText(f.message)}
            className={`flex items-start gap-3 rounded-r-lg border-l-4 px-3 ${compact ? 'py-1.5' : 'py-2.5'} text-sm ${TONE[f.severity]} ${done ? 'opacity-60' : ''}`}
          >
            <div className="min-w-0 flex-1">
              <div className={`text-stone-800 dark:text-stone-100 ${done ? 'line-through decoration-stone-400' : ''}`}>
                <span className="mr-2 text-xs font-semibold">{t(`vol.check.severity.${f.severity}`)}</span>
                {dataText(f.message)}
              </div>
              {f.fix && !f.action && (
                <div className="mt-0.5 text-xs text-stone-600 dark:text-stone-300">
                  {t('vol.check.fix')}
                  {t('vol.colon')}
                  {dataText(f.fix)}
                </div>
              )}
            </div>
            {f.action && (
              <div className="shrink-0">
                {done ? (
                  <span className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-700 dark:text-emerald-300">✓ {t('vol.fix.applied')}</span>
                ) : (
                  <button
                    type="button"
                    className={FIX_BTN}
                    disabled={!vm.canFix(f)}
                    title={vm.replaced ? t('vol.fix.replacedHint') : undefined}
                    onClick={() => void vm.fix(f)}
                  >
                    {vm.fixing === f ? t('vol.fix.working') : dataText(f.fix) || t(`list.fix.${f.action.kind}`, f.action)}
                  </button>
                )}
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )
})
