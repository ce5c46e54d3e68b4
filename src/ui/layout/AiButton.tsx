import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../components/Modal'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { useLongPressDrag } from './useLongPressDrag'

/** The floating AI Q&A button (spec §2): signed out → login dialog; the chat itself is a later issue. */
export const AiButton = observer(function AiButton() {
  const { t } = useTranslation()
  const app = useService(UiTokens.app)
  const login = useService(UiTokens.login)
  const [soonOpen, setSoonOpen] = useState(false)
  const { position, handlers } = useLongPressDrag({ left: 40, bottom: 160 }, () => {
    if (app.user) setSoonOpen(true)
    else login.openWith({ tab: 'password' })
  })
  return (
    <>
      <button
        type="button"
        aria-label={t('ai.button')}
        {...handlers}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault()
            handlers.onPointerUp()
          }
        }}
        style={{ left: position.left, bottom: position.bottom, touchAction: 'none' }}
        className="fixed z-[1500] flex size-16 select-none flex-col items-center justify-center rounded-full bg-gradient-to-br from-primary-500 to-primary-700 text-white shadow-xl ring-4 ring-white/70 transition-shadow hover:shadow-2xl dark:ring-zinc-800"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden
        >
          <path d="M4 5h16v11H9l-5 4V5z" />
          <path d="M9 10h.01M12 10h.01M15 10h.01" />
        </svg>
        <span className="text-[10px] font-semibold leading-3">AI</span>
      </button>
      <Modal open={soonOpen} title={t('ai.soonTitle')} onClose={() => setSoonOpen(false)}>
        <p className="text-sm leading-6 text-stone-600 dark:text-stone-300">{t('ai.soonText')}</p>
        <div className="mt-6 flex justify-end">
          <button type="button" className="btn-primary" onClick={() => setSoonOpen(false)}>
            {t('ai.ok')}
          </button>
        </div>
      </Modal>
    </>
  )
})
