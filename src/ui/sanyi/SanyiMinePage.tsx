import { observer } from 'mobx-react-lite'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import { isWeighted } from '@/core/domain/sanyi/composite'
import { paths } from '@/core/navigation/routeTable'
import { MAX_SANYI_CHOICES, MAX_SANYI_NOTE } from '@/core/domain/sanyi/limits'
import { Modal } from '../components/Modal'
import { useDataText } from '../i18n/dataText'
import { useService } from '../ServiceContext'
import { score } from './formulaWords'
import { useRequirementText } from './MajorTable'
import { Card, LoadState, SanyiHeader } from './SanyiHeader'
import type { MineRow, SanyiMineViewModel } from './SanyiMineViewModel'
import { SanyiTokens } from './sanyiTokens'
import { UnverifiedBadge } from './SchoolFacts'
import { WeightBar } from './WeightBar'
import { useScreenWords } from '../i18n/useScreenWords'
import { sanyi_zh_CN } from '../i18n/sanyi.zh_CN'

/** 我的意向志愿: the student's 三位一体 schools and majors, ordered, with notes and their 综合成绩. */
export default observer(function SanyiMinePage() {
  useScreenWords(sanyi_zh_CN)
  const { t } = useTranslation()
  const dataText = useDataText()
  const vm = useService(SanyiTokens.mine)
  const [deleting, setDeleting] = useState<MineRow | null>(null)
  useEffect(() => void vm.start(), [vm])
  const rows = vm.rows
  const nameOf = (row: MineRow) => (row.choice.major ? `${dataText(row.choice.school)} · ${dataText(row.choice.major)}` : dataText(row.choice.school))
  return (
    <div className="space-y-6 pb-6">
      <SanyiHeader title={t('sanyi.mine.title')} intro={t('sanyi.mine.intro', { max: MAX_SANYI_CHOICES })} current={paths.sanYiMine()} />
      <LoadState status={vm.status} error={vm.error} onRetry={() => void vm.start()}>
        {rows.length === 0 ? (
          <Card className="py-12 text-center">
            <h2 className="text-lg font-semibold text-stone-900 dark:text-stone-100">{t('sanyi.mine.empty')}</h2>
            <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">{t('sanyi.mine.emptyText')}</p>
            <Link href={paths.sanYi()} className="btn-primary mt-6">
              {t('sanyi.mine.browse')}
            </Link>
          </Card>
        ) : (
          <>
            <div className="flex items-center justify-between">
              <p className="text-sm text-stone-600 dark:text-stone-300">{t('sanyi.mine.count', { n: rows.length, max: MAX_SANYI_CHOICES })}</p>
              <Link href={paths.sanYi()} className="text-sm font-medium text-primary-700 hover:underline dark:text-primary-300">
                {t('sanyi.mine.addMore')}
              </Link>
            </div>
            <ol className="space-y-4">
              {rows.map((row, i) => (
                <MineItem key={row.choice.id} vm={vm} row={row} index={i} last={i === rows.length - 1} name={nameOf(row)} onDelete={() => setDeleting(row)} />
              ))}
            </ol>
          </>
        )}
      </LoadState>
      <Modal open={deleting !== null} title={t('sanyi.mine.confirmTitle')} onClose={() => setDeleting(null)} closeLabel={t('word.cancel')}>
        <p className="text-sm leading-6 text-stone-700 dark:text-stone-200">{deleting && t('sanyi.mine.confirmText', { name: nameOf(deleting) })}</p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => setDeleting(null)}>
            {t('word.cancel')}
          </button>
          <button
            type="button"
            className="btn-primary"
            onClick={() => {
              if (deleting) void vm.remove(deleting.choice.id)
              setDeleting(null)
            }}
          >
            {t('sanyi.mine.delete')}
          </button>
        </div>
      </Modal>
    </div>
  )
})

const MineItem = observer(function MineItem({
  vm,
  row,
  index,
  last,
  name,
  onDelete,
}: {
  vm: SanyiMineViewModel
  row: MineRow
  index: number
  last: boolean
  name: string
  onDelete: () => void
}) {
  const { t } = useTranslation()
  const dataText = useDataText()
  const requirementText = useRequirementText()
  const id = useId()
  const { choice, school, major, composite } = row
  const busy = vm.busy === choice.id
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
      {/* The 综合成绩 box goes under the name on a phone rather than squeezing it (or the page) sideways. */}
      <div className="flex flex-wrap items-start gap-4">
        <span
          className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-600 text-sm font-bold text-white"
          aria-label={t('sanyi.mine.order', { n: index + 1 })}
        >
          {index + 1}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="break-words text-lg font-semibold text-stone-900 dark:text-stone-100">
            {school?.schoolCode ? (
              <Link href={paths.schoolDetail(school.schoolCode)} className="hover:text-primary-700 hover:underline dark:hover:text-primary-300">
                {dataText(choice.school)}
              </Link>
            ) : (
              dataText(choice.school)
            )}
            {school?.unverified && <UnverifiedBadge className="ml-2 align-middle" />}
          </h2>
          <p className="mt-0.5 break-words text-sm text-stone-700 dark:text-stone-200">
            {choice.major ? dataText(choice.major) : <span className="text-stone-500 dark:text-stone-400">{t('sanyi.mine.wholeSchool')}</span>}
            {major && <span className="ml-2 text-xs text-stone-600 dark:text-stone-400">{requirementText(major.requirement)}</span>}
          </p>
          {!school && <p className="mt-1 text-sm text-amber-800 dark:text-amber-200">{t('sanyi.mine.gone')}</p>}
          {school && choice.major && !major && <p className="mt-1 text-sm text-amber-800 dark:text-amber-200">{t('sanyi.mine.majorGone')}</p>}
          {row.eligible === true && <p className="mt-1 text-xs text-emerald-700 dark:text-emerald-400">{t('sanyi.mine.eligible')}</p>}
          {row.eligible === false && major && (
            <p className="mt-1 text-sm text-amber-800 dark:text-amber-200">{t('sanyi.mine.notEligible', { req: requirementText(major.requirement) })}</p>
          )}
        </div>
        {school && (
          <div className="w-full text-sm sm:w-64 sm:shrink-0">
            {isWeighted(school.formula) && <WeightBar formula={school.formula} />}
            <p className="mt-2 text-xs text-stone-600 dark:text-stone-400">{t('sanyi.mine.composite')}</p>
            <p className="text-xl font-bold tabular-nums text-primary-700 dark:text-primary-300">
              {composite ? (
                composite.xk === null ? (
                  `${score(composite.low)} – ${score(composite.high)}`
                ) : (
                  score(composite.low)
                )
              ) : (
                <span className="text-sm font-normal text-stone-600 dark:text-stone-400">
                  {isWeighted(school.formula) ? t('sanyi.mine.noInputs') : t('sanyi.notWeighted')}
                </span>
              )}
            </p>
          </div>
        )}
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-3 sm:pl-13">
        <div className="min-w-0 flex-1 basis-60">
          <label htmlFor={`${id}-note`} className="mb-1 block text-xs font-medium text-stone-600 dark:text-stone-300">
            {t('sanyi.mine.note')}
          </label>
          <textarea
            id={`${id}-note`}
            rows={2}
            maxLength={MAX_SANYI_NOTE}
            className="field resize-y"
            placeholder={t('sanyi.mine.notePlaceholder')}
            value={vm.draftOf(choice.id)}
            onChange={(e) => vm.setDraft(choice.id, e.target.value)}
          />
        </div>
        <div className="flex shrink-0 flex-wrap gap-2 pb-0.5">
          {vm.isDirty(choice.id) && (
            <button type="button" className="btn-primary" disabled={busy} onClick={() => void vm.saveNote(choice.id)}>
              {t('sanyi.mine.saveNote')}
            </button>
          )}
          <button
            type="button"
            className="btn-secondary"
            disabled={busy || index === 0}
            aria-label={t('sanyi.mine.upLabel', { name })}
            onClick={() => void vm.move(choice.id, -1)}
          >
            {t('sanyi.mine.up')}
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={busy || last}
            aria-label={t('sanyi.mine.downLabel', { name })}
            onClick={() => void vm.move(choice.id, 1)}
          >
            {t('sanyi.mine.down')}
          </button>
          <button type="button" className="btn-secondary" disabled={busy} aria-label={t('sanyi.mine.deleteLabel', { name })} onClick={onDelete}>
            {t('sanyi.mine.delete')}
          </button>
        </div>
      </div>
    </li>
  )
})
