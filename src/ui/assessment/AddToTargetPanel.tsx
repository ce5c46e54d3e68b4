import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import { ADDED_CLASS_NUM } from '@/core/assessment/addClassesToTarget'
import { paths } from '@/core/navigation/routeTable'
import type { CategoryFit } from '@/ports/api/assessment'
import { Modal } from '../components/Modal'
import { PayTokens } from '../pay/payTokens'
import { useService } from '../ServiceContext'
import type { AssessmentViewModel } from './AssessmentViewModel'
import { CARD, NOTE } from './assessmentStyles'
import { useClassWords } from './useClassWords'

/**
 * The result feeds the list: tick 专业类 and add them to the AI 志愿 form's wanted majors, after a
 * confirmation that says exactly what changes (the rest of the form stays as it is).
 */
export const AddToTargetPanel = observer(function AddToTargetPanel({ vm, options }: { vm: AssessmentViewModel; options: readonly CategoryFit[] }) {
  const { t } = useTranslation()
  const pay = useService(PayTokens.pay)
  const words = useClassWords()
  const sep = t('assess.listSep')
  // Added names are the data's own; shown in the reader's words.
  const shown = (names: readonly string[]) =>
    names
      .map((name) => {
        const c = vm.result?.categories.find((x) => x.className === name)
        return c ? words.className(c) : words.data(name)
      })
      .join(sep)
  if (options.length === 0) return null
  return (
    <section aria-labelledby="assess-add" className={CARD}>
      <h2 id="assess-add" className="section-title">
        {t('assess.add.title')}
      </h2>
      <p className="mt-2 text-sm leading-6 text-stone-600 dark:text-stone-300">{t('assess.add.text', { num: ADDED_CLASS_NUM })}</p>
      <fieldset className="mt-4">
        <legend className="sr-only">{t('assess.add.choose')}</legend>
        <div className="flex flex-wrap gap-2">
          {options.map((c) => (
            <label
              key={c.classCode}
              className="inline-flex cursor-pointer items-center gap-2 rounded-full px-3 py-1.5 text-sm text-stone-700 ring-1 ring-stone-300 has-checked:bg-primary-50 has-checked:text-primary-800 has-checked:ring-primary-400 has-focus-visible:outline-2 has-focus-visible:outline-primary-600 dark:text-stone-200 dark:ring-zinc-600 dark:has-checked:bg-primary-900/30 dark:has-checked:text-primary-100"
            >
              <input
                type="checkbox"
                className="size-4 accent-primary-600"
                checked={vm.picked.includes(c.classCode)}
                onChange={() => vm.togglePick(c.classCode)}
              />
              {words.className(c)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <button type="button" className="btn-primary" disabled={vm.picked.length === 0} onClick={() => vm.openConfirm()}>
          {t('assess.add.button', { n: vm.picked.length })}
        </button>
        {vm.added && (
          <p role="status" className="text-sm text-emerald-800 dark:text-emerald-200">
            {vm.added.added.length > 0 ? t('assess.add.done', { names: shown(vm.added.added) }) : t('assess.add.nothingNew')}
            {vm.added.already.length > 0 && ` ${t('assess.add.already', { names: shown(vm.added.already) })}`}{' '}
            <Link href={paths.aiVolunteer()} className="font-semibold text-primary-700 underline dark:text-primary-300">
              {t('assess.add.open')}
            </Link>
          </p>
        )}
      </div>
      <p className={`${NOTE} mt-3`}>{t('assess.add.note')}</p>
      <Modal open={vm.confirmOpen} title={t('assess.add.confirmTitle')} onClose={() => vm.closeConfirm()} closeLabel={t('word.close')} width="max-w-lg">
        <p className="text-sm leading-6 text-stone-700 dark:text-stone-200">{t('assess.add.confirmText', { num: ADDED_CLASS_NUM })}</p>
        <ul className="mt-3 space-y-1.5 text-sm">
          {vm.pickedClasses.map((c) => (
            <li key={c.classCode} className="flex items-center justify-between gap-3 rounded-lg bg-stone-50 px-3 py-2 dark:bg-zinc-900">
              <span className="font-medium text-stone-800 dark:text-stone-100">{words.className(c)}</span>
              <span className="text-xs text-stone-500 dark:text-stone-400">{t('assess.add.count', { num: ADDED_CLASS_NUM })}</span>
            </li>
          ))}
        </ul>
        {vm.addError && (
          <div role="alert" className="mt-4 rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-800 dark:bg-primary-900/30 dark:text-primary-100">
            {vm.addError}
            {vm.needService !== null && (
              <button type="button" className="ml-2 font-semibold underline" onClick={() => pay.request(vm.needService ?? undefined)}>
                {t('word.buyNow')}
              </button>
            )}
          </div>
        )}
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => vm.closeConfirm()} disabled={vm.adding}>
            {t('word.cancel')}
          </button>
          <button type="button" className="btn-primary" onClick={() => void vm.confirmAdd()} disabled={vm.adding}>
            {vm.adding ? t('assess.add.adding') : t('assess.add.confirm')}
          </button>
        </div>
      </Modal>
    </section>
  )
})
