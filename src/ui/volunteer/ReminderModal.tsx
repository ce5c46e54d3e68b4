import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Modal } from '../components/Modal'
import { sanitizeHtml } from '../components/sanitizeHtml'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { VolunteerTokens } from './volunteerTokens'

/** 严重提醒: the text is the system setting screening_volunteer ('暂无内容' when it is missing). */
export const ReminderModal = observer(function ReminderModal() {
  const { t } = useTranslation()
  const vm = useService(VolunteerTokens.reminder)
  const app = useService(UiTokens.app)
  const text = app.setting('screening_volunteer')
  return (
    <Modal open={vm.open} title={<span className="text-primary-700 dark:text-primary-300">{t('vol.reminder.title')}</span>} width="max-w-xl" zIndex={5500}>
      {text ? (
        <div
          tabIndex={0}
          role="region"
          aria-label={t('vol.reminder.title')}
          className="max-h-[55vh] overflow-auto text-sm leading-7 text-stone-700 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-stone-200"
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(text) }}
        />
      ) : (
        <p className="text-sm text-stone-500">{t('vol.reminder.empty')}</p>
      )}
      <div className="mt-6 flex justify-end">
        <button type="button" className="btn-primary min-w-40" aria-disabled={!vm.canConfirm} onClick={() => vm.confirm()}>
          {vm.canConfirm ? t('vol.reminder.confirm') : t('vol.reminder.wait', { n: vm.secondsLeft })}
        </button>
      </div>
    </Modal>
  )
})
