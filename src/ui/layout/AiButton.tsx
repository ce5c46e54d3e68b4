import { observer } from 'mobx-react-lite'
import { lazy, Suspense } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { useLongPressDrag } from './useLongPressDrag'

// The chat (with its markdown renderer and sanitiser) loads on first open, not with the first page.
const ChatModal = lazy(() => import('../chat/ChatModal').then((module) => ({ default: module.ChatModal })))

/** The floating AI Q&A button: opens the chat when signed in, else the login dialog; drag it by a long press. */
export const AiButton = observer(function AiButton() {
  const { t } = useTranslation()
  const app = useService(UiTokens.app)
  const login = useService(UiTokens.login)
  const chat = useService(UiTokens.chat)
  const { position, handlers } = useLongPressDrag(
    chat.buttonPlace,
    () => {
      if (app.user) chat.show()
      else login.openWith({ tab: 'password' })
    },
    (place) => chat.keepButtonPlace(place),
  )
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
        className="fixed z-[1500] flex size-16 select-none max-md:!bottom-5 max-md:!left-auto max-md:right-4 max-md:size-14 flex-col items-center justify-center rounded-full bg-gradient-to-br from-primary-600 to-primary-800 text-white shadow-xl ring-4 ring-white/70 transition-shadow hover:shadow-2xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-400 dark:ring-zinc-800"
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
      {chat.open && (
        <Suspense fallback={null}>
          <ChatModal />
        </Suspense>
      )}
    </>
  )
})
