import { observer } from 'mobx-react-lite'
import { useDeferredValue, useEffect, useState } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useDataText } from '../i18n/dataText'
import { Link } from 'wouter'
import { Authorized } from '../components/Authorized'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { AccessPrompt, PageHead } from './AccessPrompt'
import { ListSummary } from './ListSummary'
import { PrintSheet } from './PrintSheet'
import { VolunteerTable } from './VolunteerTable'
import { VolunteerTokens } from './volunteerTokens'
import { paths } from '@/core/navigation/routeTable'
import type { VolunteerRow } from '@/ports/api/plan'
import { formatCount } from '@/ui/i18n/formatCount'

const NO_ROWS: VolunteerRow[] = []

/** Saves a downloaded file through a temporary link (the browser's own download). */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * The student's 志愿表: the AI result page and 意向志愿 share it (one list, one view model).
 * Reorder by drag or ↑/↓, delete, export .xlsx, print the official layout, go to the check.
 */
export const VolunteerListView = observer(function VolunteerListView({ kind }: { kind: 'result' | 'intention' }) {
  const { t } = useTranslation()
  const dataText = useDataText()
  const vm = useService(VolunteerTokens.list)
  const app = useService(UiTokens.app)
  const [preview, setPreview] = useState(false)
  useEffect(() => void vm.load(), [vm])
  // The list's arrival is a MobX change, which React draws synchronously: the summary and the cards (8 of them) were
  // one long task on a phone. Deferred, the loading line stays for that moment and React
  // draws the list in slices (as the Gate does in App.tsx).
  const settled = vm.loaded || Boolean(vm.error)
  const ready = useDeferredValue(settled) && settled
  // The hidden print sheet (every row, for paper) comes after the list, in a pass of its own.
  const printRows = useDeferredValue(ready ? vm.rows : NO_ROWS, NO_ROWS)
  if (vm.needService) return <AccessPrompt serviceType={vm.needService} />
  const s = app.user?.student
  const who = [s?.name, s && (s.batchId ?? 0) > 0 ? dataText(s.batchName) : null, s?.rank ? t('vol.rankOf', { rank: formatCount(s.rank) }) : null]
    .filter(Boolean)
    .join(' · ')
  return (
    <div className="space-y-5 pb-6">
      <PageHead
        title={t(kind === 'result' ? 'vol.result.title' : 'vol.intention.title')}
        intro={t(kind === 'result' ? 'vol.result.intro' : 'vol.intention.intro')}
      >
        <button
          type="button"
          className="rounded-lg bg-white px-4 py-2 text-sm font-semibold text-primary-700 shadow hover:bg-primary-50 disabled:opacity-50"
          disabled={vm.rows.length === 0 || vm.exporting}
          onClick={() => void vm.exportXlsx(saveBlob)}
        >
          {vm.exporting ? t('vol.exporting') : t('vol.export')}
        </button>
        <button
          type="button"
          className="rounded-lg bg-white/15 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/25"
          aria-pressed={preview}
          onClick={() => setPreview(!preview)}
        >
          {t('vol.print.preview')}
        </button>
        <button
          type="button"
          className="rounded-lg bg-white/15 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/25 disabled:opacity-50"
          disabled={vm.rows.length === 0}
          onClick={() => window.print()}
        >
          {t('vol.print.button')}
        </button>
        <Link
          href={paths.volunteerCheck()}
          className="rounded-lg bg-white/15 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/25"
        >
          {t('vol.toCheck')}
        </Link>
      </PageHead>
      {/* The preview opens right under the button that asked for it, not below a list of up to 80 rows. */}
      {preview && vm.rows.length > 0 && <PrintSheet rows={vm.rows} student={who} preview />}
      {/* Until the list has come, only a line that says so: the summary and the table then arrive whole instead of
          growing under the reader's eyes (Lighthouse counted the band legend shifting down). */}
      {!ready ? (
        <p role="status" className="py-16 text-center text-sm text-stone-500 dark:text-stone-400">
          {t('app.loading')}
        </p>
      ) : (
        <ListSummary vm={vm} />
      )}
      {ready && vm.error && (
        <p role="alert" className="text-sm text-primary-600">
          {vm.error}
        </p>
      )}
      {ready && vm.loaded && vm.rows.length === 0 && !vm.error ? (
        <div className="rounded-2xl bg-white p-10 text-center ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
          <p className="text-stone-600 dark:text-stone-300">{t('vol.emptyList')}</p>
          <div className="mt-5 flex justify-center gap-3">
            <Link href={paths.aiVolunteer()} className="btn-primary">
              {t('vol.goAi')}
            </Link>
            {/* The self-selection assistant is 尊享版: offered only to those who have it. */}
            <Authorized permission="access:premier">
              <Link href={paths.referralProgram()} className="btn-secondary">
                {t('vol.goReferral')}
              </Link>
            </Authorized>
          </div>
        </div>
      ) : (
        ready &&
        vm.loaded && (
          <>
            <p className="text-xs text-stone-500 dark:text-stone-400">{t('vol.reorderHint')}</p>
            <VolunteerTable vm={vm} editable />
          </>
        )
      )}
      {!preview && printRows.length > 0 && <PrintSheet rows={printRows} student={who} preview={false} />}
    </div>
  )
})

export default function AiResultPage() {
  return <VolunteerListView kind="result" />
}
