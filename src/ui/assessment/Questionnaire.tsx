import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { ANSWER_VALUES, INVENTORY_SIZE } from '@/core/domain/assessment/inventory'
import { PAGES, type AssessmentViewModel } from './AssessmentViewModel'
import { CARD } from './assessmentStyles'

/** The inventory a page at a time: each activity a radio group of the five answers, a progress bar, and 上一页 / 下一页 / 提交. */
export const Questionnaire = observer(function Questionnaire({ vm }: { vm: AssessmentViewModel }) {
  const { t } = useTranslation()
  const top = useRef<HTMLElement>(null)
  const page = vm.page
  // A new page starts at its top, in view.
  useEffect(() => {
    top.current?.scrollIntoView?.({ block: 'start' })
  }, [page])
  const onNext = () => {
    if (!vm.pageComplete) {
      vm.next()
      focusItem(vm.firstUnansweredOnPage)
    } else if (vm.isLastPage) void vm.submit()
    else vm.next()
  }
  const percent = Math.round((100 * vm.answeredCount) / INVENTORY_SIZE)
  return (
    <section ref={top} aria-labelledby="assess-q-title" className={`${CARD} scroll-mt-24 p-0`}>
      <div className="border-b border-stone-200 px-6 py-4 dark:border-zinc-700">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="assess-q-title" className="text-lg font-semibold text-stone-900 dark:text-stone-100">
            {t('assess.q.title', { page: page + 1, pages: PAGES })}
          </h2>
          <p className="text-sm text-stone-600 dark:text-stone-300">{t('assess.q.progress', { n: vm.answeredCount, total: INVENTORY_SIZE })}</p>
        </div>
        <div
          className="mt-3 h-2 overflow-hidden rounded-full bg-stone-100 dark:bg-zinc-700"
          role="progressbar"
          aria-label={t('assess.q.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={INVENTORY_SIZE}
          aria-valuenow={vm.answeredCount}
        >
          <div className="h-full rounded-full bg-primary-600 transition-all" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-3 text-sm text-stone-600 dark:text-stone-300">{t('assess.q.instruction')}</p>
      </div>
      <ol className="divide-y divide-stone-100 dark:divide-zinc-700">
        {vm.pageItems.map((item) => {
          const missing = vm.pageHint && vm.answers[item.index] === null
          return (
            <li key={item.id} className={`px-6 py-4 ${missing ? 'bg-primary-50/60 dark:bg-primary-900/20' : ''}`}>
              <fieldset id={`assess-item-${item.index}`} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
                <legend className="float-left min-w-0 flex-1 basis-80 text-[15px] leading-6 text-stone-800 dark:text-stone-100">
                  <span className="mr-2 tabular-nums text-stone-500 dark:text-stone-400">{item.index + 1}.</span>
                  {t(`assess.item.${item.id}`)}
                  {missing && <span className="ml-2 text-xs font-medium text-primary-700 dark:text-primary-300">{t('assess.q.unanswered')}</span>}
                </legend>
                <div className="flex shrink-0 gap-1.5">
                  {ANSWER_VALUES.map((value) => (
                    <label key={value} className="cursor-pointer">
                      <input
                        type="radio"
                        className="peer sr-only"
                        name={`assess-${vm.kind}-${item.id}`}
                        value={value}
                        checked={vm.answers[item.index] === value}
                        onChange={() => vm.answer(item.index, value)}
                      />
                      <span className="flex h-9 min-w-[4.75rem] items-center justify-center rounded-lg px-2 text-xs text-stone-700 ring-1 ring-stone-300 transition peer-checked:bg-primary-600 peer-checked:font-semibold peer-checked:text-white peer-checked:ring-primary-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-600 hover:ring-primary-400 dark:text-stone-200 dark:ring-zinc-600">
                        {t(`assess.answer.${value}`)}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 px-6 py-4 dark:border-zinc-700">
        <button type="button" className="btn-secondary" onClick={() => vm.cancel()}>
          {t('assess.q.cancel')}
        </button>
        <div className="flex flex-wrap items-center gap-3">
          {vm.pageHint && (
            <p role="alert" className="text-sm text-primary-700 dark:text-primary-300">
              {t('assess.q.pageIncomplete')}
            </p>
          )}
          {vm.submitError && (
            <p role="alert" className="text-sm text-primary-700 dark:text-primary-300">
              {t(vm.submitError)}
            </p>
          )}
          {page > 0 && (
            <button type="button" className="btn-secondary" onClick={() => vm.previous()}>
              {t('word.previous')}
            </button>
          )}
          <button type="button" className="btn-primary min-w-28" disabled={vm.submitting} onClick={onNext}>
            {vm.isLastPage ? (vm.submitting ? t('assess.q.submitting') : t('assess.q.submit')) : t('word.next')}
          </button>
        </div>
      </div>
    </section>
  )
})

/** Moves focus to an unanswered item's first answer, so the keyboard lands where work is left. */
function focusItem(index: number | null) {
  if (index === null) return
  document.querySelector<HTMLInputElement>(`#assess-item-${index} input`)?.focus()
}
