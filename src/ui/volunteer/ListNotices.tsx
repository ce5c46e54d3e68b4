import { useTranslation } from 'react-i18next'
import type { CodedText } from '@/ports/api/plan'
import { Notice } from './Notice'

/** Notices that change what a list means (the part of the plan we lack, 二段, a 滑档 ceiling not met) read as warnings. */
const WARN = new Set(['missingPlanPart', 'secondSegment', 'slipMissed', 'belowLine', 'fallback'])

/** What the reader of the one-click list must know, in the catalogue's words (list.notice.<code>). */
export function ListNotices({ notices }: { notices: readonly CodedText[] }) {
  const { t } = useTranslation()
  if (notices.length === 0) return null
  return (
    <div className="space-y-2" role="group" aria-label={t('vol.notices')}>
      {notices.map((n, i) => (
        <Notice key={`${n.code}-${i}`} tone={WARN.has(n.code) ? 'warning' : 'info'}>
          {t(`list.notice.${n.code}`, n.params)}
        </Notice>
      ))}
    </div>
  )
}
