import { useTranslation } from '@/ui/i18n/useTranslation'
import { readerParams, useDataText } from '../i18n/dataText'
import type { CodedText } from '@/ports/api/plan'
import { Notice } from './Notice'

/** Notices that change what a list means (the part of the plan we lack, 二段, a 滑档 ceiling not met) read as warnings. */
const WARN = new Set(['missingPlanPart', 'secondSegment', 'slipMissed', 'belowLine', 'fallback', 'undergradEdge', 'undergradEdgeNoVocational'])

/** What the reader of the one-click list must know, in the catalogue's words (list.notice.<code>). */
export function ListNotices({ notices }: { notices: readonly CodedText[] }) {
  const { t } = useTranslation()
  const dataText = useDataText()
  if (notices.length === 0) return null
  // What changes the meaning of the list first, then the rest in the server's order.
  const ordered = [...notices].sort((a, b) => Number(WARN.has(b.code)) - Number(WARN.has(a.code)))
  return (
    <div className="space-y-2" role="group" aria-label={t('vol.notices')}>
      {ordered.map((n, i) => (
        <Notice key={`${n.code}-${i}`} tone={WARN.has(n.code) ? 'warning' : 'info'}>
          {t(`list.notice.${n.code}`, readerParams(n.params, dataText, t))}
        </Notice>
      ))}
    </div>
  )
}
