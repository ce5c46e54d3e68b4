import { useTranslation } from '@/ui/i18n/useTranslation'
import { isOpenTo } from '@/core/domain/sanyi/eligibleMajors'
import type { SanyiMajor } from '@/ports/api/sanyi'
import { useDataText } from '../i18n/dataText'

/** 选科要求 as the reader's language names the subjects ('' = 不限). */
export function useRequirementText() {
  const { t, i18n } = useTranslation()
  const dataText = useDataText()
  return (requirement: string) =>
    requirement.trim() === ''
      ? t('word.any')
      : requirement
          .split('、')
          .map((s) => dataText(s))
          .join(i18n.language === 'en' ? ' + ' : '、')
}

/**
 * A school's 三位一体 majors: name, group, 选科要求, 计划数 (未公布 when the source has none), whether the student's
 * subjects open it, and an optional action per major (加入意向).
 */
export function MajorTable({
  majors,
  subjects,
  year,
  action,
}: {
  majors: SanyiMajor[]
  subjects: readonly string[]
  year: number
  action?: (major: SanyiMajor) => React.ReactNode
}) {
  const { t } = useTranslation()
  const dataText = useDataText()
  const requirementText = useRequirementText()
  if (majors.length === 0) return <p className="text-sm text-stone-600 dark:text-stone-300">{t('sanyi.major.none')}</p>
  return (
    <table className="w-full table-fixed text-sm">
      <thead>
        <tr className="border-b border-stone-200 text-left text-xs text-stone-600 dark:border-zinc-700 dark:text-stone-300">
          <th scope="col" className="w-[38%] py-2 pr-3 font-medium">
            {t('sanyi.major.name')}
          </th>
          <th scope="col" className="w-[18%] py-2 pr-3 font-medium">
            {t('sanyi.major.group')}
          </th>
          <th scope="col" className="w-[18%] py-2 pr-3 font-medium">
            {t('sanyi.major.requirement')}
          </th>
          <th scope="col" className="w-[10%] py-2 pr-3 text-right font-medium">
            {t('sanyi.major.plan')}
          </th>
          <th scope="col" className="py-2 font-medium">
            <span className="sr-only">{t('word.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {majors.map((m) => {
          const open = subjects.length ? isOpenTo(m, subjects, year) : null
          return (
            <tr key={`${m.name}\u0000${m.group}`} className="border-b border-stone-100 align-top last:border-0 dark:border-zinc-700/60">
              <td className="break-words py-2 pr-3 text-stone-900 dark:text-stone-100">{dataText(m.name)}</td>
              <td className="break-words py-2 pr-3 text-stone-600 dark:text-stone-300">{m.group ? dataText(m.group) : '—'}</td>
              <td className="py-2 pr-3">
                <span className="text-stone-700 dark:text-stone-200">{requirementText(m.requirement)}</span>
                {open !== null && (
                  <span className={`mt-0.5 block text-xs ${open ? 'text-emerald-700 dark:text-emerald-400' : 'text-stone-500 dark:text-stone-400'}`}>
                    {t(open ? 'sanyi.major.open' : 'sanyi.major.closed')}
                  </span>
                )}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums text-stone-700 dark:text-stone-200">
                {m.plan === null ? <span className="text-stone-500 dark:text-stone-400">{t('sanyi.major.unpublished')}</span> : m.plan}
              </td>
              <td className="py-2 text-right">{action?.(m)}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
