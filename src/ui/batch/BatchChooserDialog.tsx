import { observer } from 'mobx-react-lite'
import { useTranslation } from 'react-i18next'
import { Modal } from '../components/Modal'
import { useService } from '../ServiceContext'
import { ProfileTokens } from '../profile/profileTokens'

const optionClass =
  'flex cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-3 ring-1 ring-stone-200 transition hover:ring-primary-400 has-checked:bg-primary-50 has-checked:ring-2 has-checked:ring-primary-500 has-disabled:cursor-not-allowed has-disabled:opacity-45 has-disabled:hover:ring-stone-200 dark:ring-zinc-600 dark:has-checked:bg-primary-900/30'

/** The batch chooser (event openChooseBatch): art type first when there are two, then one batch; confirm switches. */
export const BatchChooserDialog = observer(function BatchChooserDialog() {
  const { t } = useTranslation()
  const vm = useService(ProfileTokens.batchChooser)
  const choices = vm.choices
  const artStep = vm.step === 'artType'
  return (
    <Modal open={vm.open} title={t(artStep ? 'batch.chooseArtType' : 'batch.title')} onClose={vm.close} closeLabel={t('batch.close')} width="max-w-lg" zIndex={5200}>
      {vm.loading || !choices ? (
        <p className="py-6 text-center text-sm text-stone-400">{vm.error || t('app.loading')}</p>
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
                    <span className="font-medium text-stone-800 dark:text-stone-100">{type}</span>
                    <input type="radio" name="artType" className="size-4 accent-primary-600" checked={vm.selectedArtType === type} onChange={() => vm.selectArtType(type)} />
                  </label>
                ))
              : choices.batches.map((batch) => (
                  <label key={batch.id} className={optionClass}>
                    <span>
                      <span className="block font-medium text-stone-800 dark:text-stone-100">{batch.name}</span>
                      <span className="text-xs text-stone-500 dark:text-stone-400">
                        {batch.status === 0 ? t('batch.unavailable') : batch.line ? t('batch.line', { year: batch.year ?? '', line: batch.line }) : t('batch.noLine')}
                      </span>
                    </span>
                    <input type="radio" name="batch" className="size-4 accent-primary-600" disabled={batch.status === 0} checked={vm.selectedBatchId === batch.id} onChange={() => vm.selectBatch(batch.id)} />
                  </label>
                ))}
          </fieldset>
          {vm.error && (
            <p role="alert" className="rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-700 dark:bg-primary-900/30 dark:text-primary-200">
              {vm.error}
            </p>
          )}
          <div className="flex justify-end gap-3 pt-1">
            {!artStep && vm.needsArtType && (
              <button type="button" className="btn-secondary mr-auto" onClick={vm.backToArtType}>
                {t('batch.back', { type: vm.selectedArtType ?? '' })}
              </button>
            )}
            <button type="button" className="btn-secondary" onClick={vm.close}>
              {t('batch.cancel')}
            </button>
            <button type="submit" className="btn-primary" disabled={vm.busy}>
              {t(artStep ? 'batch.next' : 'batch.confirm')}
            </button>
          </div>
        </form>
      )}
      {/* Nested inside the chooser's panel: Headless UI stacks nested dialogs, the chooser stays behind. */}
      <Modal open={vm.belowLineOpen} title={t('batch.belowLineTitle')} width="max-w-sm" zIndex={5300}>
        <p className="text-sm leading-6 text-stone-600 dark:text-stone-300">{t('batch.belowLine')}</p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => vm.answerBelowLine(false)}>
            {t('batch.cancel')}
          </button>
          <button type="button" className="btn-primary" onClick={() => vm.answerBelowLine(true)}>
            {t('batch.continue')}
          </button>
        </div>
      </Modal>
    </Modal>
  )
})
