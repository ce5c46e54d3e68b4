import { observer } from 'mobx-react-lite'
import { lazy, Suspense } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'

// Rarely shown, so the dialog frame (Headless UI's) is fetched when one of them opens, not with the first page.
const Modal = lazy(() => import('../components/Modal').then((m) => ({ default: m.Modal })))

/** The session-expired modal (z-index 6000) and the data-version 'Notice' modal. */
export const SystemModals = observer(function SystemModals() {
  const { t } = useTranslation()
  const app = useService(UiTokens.app)
  const login = useService(UiTokens.login)
  return (
    <Suspense fallback={null}>
      {app.sessionExpiredOpen && (
        <Modal open title={t('expired.title')} zIndex={6000}>
          <p className="text-sm leading-6 text-stone-600 dark:text-stone-300">{t('expired.text')}</p>
          <div className="mt-6 flex justify-end">
            <button
              type="button"
              className="btn-primary"
              onClick={() => {
                app.closeSessionExpired()
                login.openWith({ tab: 'password' })
              }}
            >
              {t('expired.relogin')}
            </button>
          </div>
        </Modal>
      )}
      {app.dataVersionNotice !== null && (
        <Modal open title={t('version.title')} zIndex={6000}>
          <p className="text-sm leading-6 text-stone-600 dark:text-stone-300">{t('version.text')}</p>
          <div className="mt-6 flex justify-end">
            <button type="button" className="btn-primary" onClick={() => app.confirmDataVersion()}>
              {t('version.continue')}
            </button>
          </div>
        </Modal>
      )}
    </Suspense>
  )
})
