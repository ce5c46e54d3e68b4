import { useTranslation } from '@/ui/i18n/useTranslation'

/** 查看专业 / 收起专业: opens a school's row of the 三位一体 tables to its facts and majors (both tables). */
export function MajorsToggle({ open, controls, onToggle }: { open: boolean; controls: string; onToggle: () => void }) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="rounded-md px-2.5 py-1 text-sm font-medium text-primary-700 ring-1 ring-primary-200 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-primary-200 dark:ring-primary-800 dark:hover:bg-primary-900/40"
    >
      {t(open ? 'sanyi.hideMajors' : 'sanyi.showMajors')}
    </button>
  )
}
