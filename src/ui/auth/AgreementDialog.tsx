import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Modal } from '../components/Modal'
import { sanitizeHtml } from '../components/sanitizeHtml'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'

/** The service agreement: confirm is disabled for 2 s; the read-only mode has a close control and mask-close. */
export const AgreementDialog = observer(function AgreementDialog() {
  const { t } = useTranslation()
  const vm = useService(UiTokens.agreement)
  const html = useMemo(() => (vm.content ? sanitizeHtml(vm.content) : ''), [vm.content])
  return (
    <Modal
      open={vm.open}
      title={t('agreement.title')}
      onClose={vm.readOnly ? () => vm.close() : undefined}
      closeLabel={t('word.close')}
      width="max-w-2xl"
      zIndex={6500}
    >
      {/* Focusable, so the keyboard can scroll it and focus stays in the dialog while the confirm button waits. */}
      <div
        tabIndex={0}
        role="region"
        aria-label={t('agreement.title')}
        className="agreement max-h-[60vh] overflow-y-auto rounded-lg bg-stone-50 p-5 text-sm leading-7 text-stone-700 dark:bg-zinc-900 dark:text-stone-300 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:mt-4 [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-2 focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        {html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : <p>{vm.error || t('agreement.loading')}</p>}
      </div>
      {!vm.readOnly && (
        <div className="mt-5 flex justify-end">
          {/* aria-disabled, not disabled: a disabled button leaves the focus trap with nothing to hold during the countdown. */}
          <button type="button" className="btn-primary" aria-disabled={vm.secondsLeft > 0} onClick={() => vm.confirm()}>
            {vm.secondsLeft > 0 ? t('agreement.confirmIn', { seconds: vm.secondsLeft }) : t('agreement.confirm')}
          </button>
        </div>
      )}
    </Modal>
  )
})
