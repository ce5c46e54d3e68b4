import { useTranslation } from 'react-i18next'

interface PagerProps {
  /** What the pages are of, for a screen reader ("搜索结果分页"). */
  label: string
  page: number
  pages: number
  /** While a page loads, neither button asks for another. */
  busy: boolean
  onPage: (page: number) => void
  /** Where the pager sits: its margin and alignment. */
  className: string
  /** Smaller buttons, inside a panel. */
  compact?: boolean
}

/** 上一页 / 第 n 页，共 m 页 / 下一页 under a paged list; nothing when there is one page. */
export function Pager({ label, page, pages, busy, onPage, className, compact = false }: PagerProps) {
  const { t } = useTranslation()
  if (pages <= 1) return null
  const button = compact ? 'btn-secondary px-3 py-1.5' : 'btn-secondary px-4 py-2'
  return (
    <nav aria-label={label} className={`flex items-center gap-3 text-sm ${className}`}>
      <button type="button" className={button} disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        {t('word.previous')}
      </button>
      <span className="tabular-nums text-stone-700 dark:text-stone-300">{t('word.pageOf', { page, pages })}</span>
      <button type="button" className={button} disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        {t('word.next')}
      </button>
    </nav>
  )
}
