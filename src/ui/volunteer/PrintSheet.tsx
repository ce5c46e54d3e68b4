import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import type { VolunteerRow } from '@/ports/api/plan'
import { useDataText } from '../i18n/dataText'
import { chanceText } from '@/core/domain/admission/chanceText'

/** Only the sheet is printed: everything else on the page is hidden by this print rule. */
const PRINT_RULE =
  '@media print { body * { visibility: hidden !important } #volunteer-print, #volunteer-print * { visibility: visible !important } #volunteer-print { position: absolute; inset: 0 auto auto 0; width: 100% } }'

/**
 * The official 志愿表 layout (志愿序号, 院校代号+名称, 专业代号+名称) for paper, with our probability
 * in the last column. Shown on screen as a preview when `preview` is on.
 */
export const PrintSheet = observer(function PrintSheet({ rows, student, preview }: { rows: VolunteerRow[]; student: string; preview: boolean }) {
  const { t } = useTranslation()
  const dataText = useDataText()
  const sheet = useRef<HTMLElement>(null)
  // Opened as a preview, the sheet comes into view and takes the focus, so it is seen (and read) at once.
  useEffect(() => {
    if (!preview) return
    sheet.current?.scrollIntoView?.({ block: 'nearest' })
    sheet.current?.focus({ preventScroll: true })
  }, [preview])
  const cell = 'border border-stone-400 px-2 py-1'
  return (
    <section
      ref={sheet}
      id="volunteer-print"
      tabIndex={-1}
      aria-label={t('vol.print.title')}
      className={preview ? 'scroll-mt-28 rounded-xl bg-white p-6 text-stone-900 ring-1 ring-stone-200' : 'hidden print:block'}
    >
      <style>{PRINT_RULE}</style>
      <h2 className="text-center text-lg font-bold">{t('vol.print.title')}</h2>
      <p className="mt-1 text-center text-xs text-stone-600">{student}</p>
      <table className="mt-4 w-full border-collapse text-xs">
        <thead>
          <tr className="bg-stone-100">
            <th className={cell}>{t('vol.print.col.index')}</th>
            <th className={cell}>{t('vol.print.col.schoolCode')}</th>
            <th className={cell}>{t('vol.print.col.schoolName')}</th>
            <th className={cell}>{t('vol.print.col.majorCode')}</th>
            <th className={cell}>{t('vol.print.col.majorName')}</th>
            <th className={cell}>{t('vol.col.probability')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td className={`${cell} text-center tabular-nums`}>{r.dataIndex}</td>
              <td className={`${cell} text-center font-mono`}>{r.schoolCode}</td>
              <td className={cell}>{dataText(r.schoolName)}</td>
              <td className={`${cell} text-center font-mono`}>{r.majorCode}</td>
              <td className={cell}>{dataText(r.majorName)}</td>
              <td className={`${cell} text-center tabular-nums`}>
                {r.probability === null && r.reasons.some((x) => x.code === 'noHistory')
                  ? t('vol.noHistory')
                  : `${chanceText(r.probability)}${r.band ? ` ${t(`vol.band.${r.band}`)}` : ''}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-[11px] leading-5 text-stone-500">{t('vol.print.note')}</p>
    </section>
  )
})
