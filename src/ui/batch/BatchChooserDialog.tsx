import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Modal } from '../components/Modal'
import { useDataText } from '../i18n/dataText'
import { useService } from '../ServiceContext'
import { ProfileTokens } from '../profile/profileTokens'

const optionBase =
  'flex cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-3 transition hover:ring-primary-400 has-checked:bg-primary-50 has-checked:ring-2 has-checked:ring-primary-500 has-disabled:cursor-not-allowed has-disabled:opacity-45 has-disabled:hover:ring-stone-200 dark:has-checked:bg-primary-900/30'
const optionClass = `${optionBase} ring-1 ring-stone-200 dark:ring-zinc-600`
/** The batch the chooser recommends to a student under the picked batch's line. */
const recommendedClass = `${optionBase} bg-emerald-50/60 ring-2 ring-emerald-500 dark:bg-emerald-900/20 dark:ring-emerald-600`

/** The batch chooser (event openChooseBatch): art type first when there are two, then one batch; confirm switches. */
export const BatchChooserDialog = observer(function BatchChooserDialog() {
  const { t } = useTranslation()
  const dataText = useDataText()
  const vm = useService(ProfileTokens.batchChooser)
  const choices = vm.choices
  const artStep = vm.step === 'artType'
  const below = vm.belowLine
  return (
    <Modal
      open={vm.open}
      title={t(artStep ? 'batch.chooseArtType' : 'batch.title')}
      onClose={() => vm.close()}
      closeLabel={t('batch.close')}
      width="max-w-lg"
      zIndex={5200}
    >
      {vm.loading || !choices ? (
        <p className="py-6 text-center text-sm text-stone-500 dark:text-stone-400">{vm.error || t('app.loading')}</p>
      ) : (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (artStep) vm.nextStep()
            else void vm.confirm()
          }}
        >
          <fieldset className="space-y-2.5">
            <legend className="mb-2 text-sm text-stone-500 dark:text-stone-400">{t(artStep ? 'batch.artTypeHint' : 'batch.hint')}</legend>
            {artStep
              ? choices.artTypes.map((type) => (
                  <label key={type} className={optionClass}>
                    <span className="font-medium text-stone-800 dark:text-stone-100">{dataText(type)}</span>
                    <input
                      type="radio"
                      name="artType"
                      className="size-4 accent-primary-600"
                      checked={vm.selectedArtType === type}
                      onChange={() => vm.selectArtType(type)}
                    />
                  </label>
                ))
              : choices.batches.map((batch) => {
                  const recommended = below?.recommended?.id === batch.id
                  return (
                    <label key={batch.id} className={recommended ? recommendedClass : optionClass}>
                      <span>
                        <span className="flex items-center gap-2 font-medium text-stone-800 dark:text-stone-100">
                          {dataText(batch.name)}
                          {recommended && (
                            <span className="rounded-full bg-emerald-50 px-2 py-px text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200 dark:bg-emerald-900/30 dark:text-emerald-300 dark:ring-emerald-700">
                              {t('batch.recommended')}
                            </span>
                          )}
                        </span>
                        <span className="text-xs text-stone-500 dark:text-stone-400">
                          {batch.status === 0
                            ? t('batch.unavailable')
                            : batch.line
                              ? t('batch.line', { year: batch.year ?? '', line: batch.line })
                              : t('batch.noLine')}
                        </span>
                      </span>
                      <input
                        type="radio"
                        name="batch"
                        className="size-4 accent-primary-600"
                        disabled={batch.status === 0}
                        checked={vm.selectedBatchId === batch.id}
                        onChange={() => vm.selectBatch(batch.id)}
                      />
                    </label>
                  )
                })}
          </fieldset>
          {!artStep && below && (
            <div
              role="alert"
              className="space-y-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm leading-6 text-amber-900 ring-1 ring-amber-200 dark:bg-amber-950/40 dark:text-amber-100 dark:ring-amber-800"
            >
              <p>
                {t(below.year ? 'batch.belowAdvice' : 'batch.belowAdviceNoYear', {
                  score: below.score,
                  name: dataText(vm.selectedBatchName),
                  year: below.year,
                  line: below.line,
                })}
              </p>
              {below.recommended && (
                <>
                  <p>{t('batch.recommendInstead', { name: dataText(below.recommended.name) })}</p>
                  <button type="button" className="btn-primary px-3 py-1.5" onClick={() => vm.pickRecommended()}>
                    {t('batch.pickRecommended', { name: dataText(below.recommended.name) })}
                  </button>
                </>
              )}
            </div>
          )}
          {vm.error && (
            <p role="alert" className="rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-700 dark:bg-primary-900/30 dark:text-primary-200">
              {vm.error}
            </p>
          )}
          <div className="flex justify-end gap-3 pt-1">
            {!artStep && vm.needsArtType && (
              <button type="button" className="btn-secondary mr-auto" onClick={() => vm.backToArtType()}>
                {t('batch.back', { type: dataText(vm.selectedArtType) })}
              </button>
            )}
            <button type="button" className="btn-secondary" onClick={() => vm.close()}>
              {t('word.cancel')}
            </button>
            {/* aria-disabled, not disabled: disabled while switching, it would drop the keyboard's focus to the page. */}
            <button type="submit" className="btn-primary" aria-disabled={vm.busy}>
              {t(artStep ? 'batch.next' : 'batch.confirm')}
            </button>
          </div>
        </form>
      )}
      {/* Nested inside the chooser's panel: Headless UI stacks nested dialogs, the chooser stays behind. */}
      <Modal open={vm.belowLineOpen} title={t('batch.belowLineTitle')} width="max-w-md" zIndex={5300}>
        <p className="text-sm leading-6 text-stone-600 dark:text-stone-300">{t('batch.belowLine')}</p>
        {below?.recommended && (
          <p className="mt-2 text-sm leading-6 text-stone-600 dark:text-stone-300">{t('batch.recommendInstead', { name: dataText(below.recommended.name) })}</p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => vm.answerBelowLine(false)}>
            {t('word.cancel')}
          </button>
          <button type="button" className={below?.recommended ? 'btn-secondary' : 'btn-primary'} onClick={() => vm.answerBelowLine(true)}>
            {t('batch.continue')}
          </button>
          {below?.recommended && (
            <button type="button" className="btn-primary" onClick={() => void vm.switchToRecommended()}>
              {t('batch.pickRecommended', { name: dataText(below.recommended.name) })}
            </button>
          )}
        </div>
      </Modal>
    </Modal>
  )
})
