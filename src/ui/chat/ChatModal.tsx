import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import type { ChatMessage } from '@/core/chat/chatSession'
import { SettingNames } from '@/ports/api/settingNames'
import { renderMarkdown } from '../components/markdown'
import { i18nextCode } from '../i18n/i18n'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { CHAT_Z_INDEX } from './chatTimings'
import type { ChatViewModel } from './ChatViewModel'

/** The AI chat: conversations on the left, the messages and the question box on the right. */
export const ChatModal = observer(function ChatModal() {
  const { t } = useTranslation()
  const chat = useService(UiTokens.chat)
  const [listOpen, setListOpen] = useState(false)
  // Once a question is sent its button goes (a hot question) or is disabled (发送): the focus waits in the question box instead.
  const questionBox = useRef<HTMLTextAreaElement>(null)
  const asked = () => questionBox.current?.focus()
  return (
    <Dialog open={chat.open} onClose={() => chat.close()} className="fixed inset-0" style={{ zIndex: CHAT_Z_INDEX }}>
      <div className="fixed inset-0 bg-stone-900/50 backdrop-blur-[1px]" aria-hidden />
      {/* A phone gets the whole screen, with the conversations behind a button instead of beside the chat. */}
      <div className="fixed inset-0 flex items-center justify-center md:p-4">
        <DialogPanel className="relative flex h-full w-full max-w-5xl overflow-hidden bg-white shadow-2xl ring-1 ring-stone-200 md:h-[min(760px,92vh)] md:rounded-2xl dark:bg-zinc-800 dark:ring-zinc-700">
          <Conversations chat={chat} phoneOpen={listOpen} onChosen={() => setListOpen(false)} />
          <section className="flex min-w-0 flex-1 flex-col">
            <header className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-3 md:px-6 md:py-4 dark:border-zinc-700">
              <button
                type="button"
                aria-expanded={listOpen}
                onClick={() => setListOpen(true)}
                className="rounded-md px-2 py-1 text-sm font-medium text-primary-700 ring-1 ring-primary-200 md:hidden dark:text-primary-200 dark:ring-primary-800"
              >
                {t('chat.conversations')}
              </button>
              <DialogTitle className="text-lg font-semibold text-stone-900 dark:text-stone-100">{t('chat.title')}</DialogTitle>
              <button
                type="button"
                aria-label={t('word.close')}
                onClick={() => chat.close()}
                className="rounded-md p-1.5 text-stone-500 hover:bg-stone-100 hover:text-stone-700 focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-stone-400 dark:hover:bg-zinc-700 dark:hover:text-stone-200"
              >
                <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden>
                  <path d="M5.3 5.3a1 1 0 011.4 0L10 8.6l3.3-3.3a1 1 0 111.4 1.4L11.4 10l3.3 3.3a1 1 0 01-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 01-1.4-1.4L8.6 10 5.3 6.7a1 1 0 010-1.4z" />
                </svg>
              </button>
            </header>
            <Messages chat={chat} onAsked={asked} />
            <QuestionBox chat={chat} input={questionBox} />
          </section>
        </DialogPanel>
      </div>
    </Dialog>
  )
})

const Conversations = observer(function Conversations({ chat, phoneOpen, onChosen }: { chat: ChatViewModel; phoneOpen: boolean; onChosen: () => void }) {
  const { t } = useTranslation()
  return (
    <nav
      aria-label={t('chat.conversations')}
      className={`flex w-60 shrink-0 flex-col border-r border-stone-200 bg-stone-50 dark:border-zinc-700 dark:bg-zinc-900/60 ${phoneOpen ? 'max-md:absolute max-md:inset-0 max-md:z-10 max-md:w-full max-md:bg-stone-50 max-md:dark:bg-zinc-900' : 'max-md:hidden'}`}
    >
      <div className="flex gap-2 p-3">
        <button
          type="button"
          className="btn-primary w-full"
          onClick={() => {
            chat.startConversation()
            onChosen()
          }}
        >
          {t('chat.startNew')}
        </button>
        <button type="button" className="btn-secondary shrink-0 md:hidden" onClick={onChosen}>
          {t('chat.backToChat')}
        </button>
      </div>
      <ul className="flex-1 space-y-1 overflow-y-auto px-2 pb-3">
        {chat.conversations.map((group) => {
          const title = group.isNew || !group.question ? t('chat.newConversation') : group.question
          const current = group.uaGroup === chat.session.group
          return (
            <li key={group.uaGroup} className="group relative">
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => {
                  chat.switchTo(group.uaGroup)
                  onChosen()
                }}
                className={`w-full truncate rounded-lg py-2 pl-3 pr-9 text-left text-sm focus-visible:outline-2 focus-visible:outline-primary-500 ${
                  current
                    ? 'bg-primary-100 font-medium text-primary-800 dark:bg-primary-900/50 dark:text-primary-100'
                    : 'text-stone-700 hover:bg-stone-200/70 dark:text-stone-300 dark:hover:bg-zinc-700'
                }`}
              >
                {title}
              </button>
              {chat.canDelete(group.uaGroup) && (
                <button
                  type="button"
                  aria-label={t('chat.delete', { title })}
                  onClick={() => void chat.remove(group.uaGroup)}
                  className="absolute right-1.5 top-1/2 -translate-y-1/2 rounded-md p-1 text-stone-400 hover:bg-stone-200 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-primary-500 dark:hover:bg-zinc-600 dark:hover:text-red-400"
                >
                  <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden>
                    <path d="M8 2a1 1 0 00-1 1v1H4a1 1 0 000 2h12a1 1 0 100-2h-3V3a1 1 0 00-1-1H8zM5 8h10l-.7 8.1A2 2 0 0112.3 18H7.7a2 2 0 01-2-1.9L5 8z" />
                  </svg>
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
})

const Messages = observer(function Messages({ chat, onAsked }: { chat: ChatViewModel; onAsked: () => void }) {
  const { t } = useTranslation()
  const list = useRef<HTMLDivElement>(null)
  const last = chat.messages[chat.messages.length - 1]
  const size = chat.messages.length + (last ? last.text.length + last.reasoning.length : 0)
  // Scroll to the end a moment after the text changed, once it is laid out.
  useEffect(() => chat.afterLayout(() => list.current?.scrollTo?.({ top: list.current.scrollHeight })), [chat, size])
  return (
    <div ref={list} role="log" aria-label={t('chat.messages')} aria-busy={chat.loading} className="flex-1 space-y-5 overflow-y-auto px-4 py-4 md:px-6 md:py-5">
      {chat.messages.map((message, index) => (
        <MessageView key={index} chat={chat} message={message} last={index === chat.messages.length - 1} onAsked={onAsked} />
      ))}
    </div>
  )
})

const MessageView = observer(function MessageView({
  chat,
  message,
  last,
  onAsked,
}: {
  chat: ChatViewModel
  message: ChatMessage
  last: boolean
  onAsked: () => void
}) {
  const { t } = useTranslation()
  if (message.role === 'user') {
    return (
      <article aria-label={t('chat.you')} className="flex justify-end">
        <p className="max-w-[80%] whitespace-pre-wrap rounded-2xl rounded-br-md bg-primary-600 px-4 py-2.5 text-sm leading-6 text-white dark:bg-primary-700">
          {message.text}
        </p>
      </article>
    )
  }
  if (message.welcome) return <Welcome chat={chat} onAsked={onAsked} />
  const waiting = last && chat.loading && !message.text && !message.reasoning
  return (
    <article aria-label={t('chat.assistant')} className="flex max-w-[88%] flex-col gap-2">
      {message.reasoning && (
        <details
          className="rounded-lg bg-stone-100 px-3 py-2 text-xs leading-5 text-stone-600 dark:bg-zinc-900/70 dark:text-stone-400"
          open={last && chat.loading}
        >
          <summary className="cursor-pointer select-none font-medium text-stone-700 focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-stone-300">
            {t('chat.reasoning')}
          </summary>
          <p className="mt-1 whitespace-pre-wrap">{message.reasoning}</p>
        </details>
      )}
      {waiting && <p className="text-sm text-stone-500 dark:text-stone-400">{t('chat.thinking')}</p>}
      {message.text && <Markdown text={message.text} />}
      {message.error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {message.error}
        </p>
      )}
      {last && chat.loading && (
        <button
          type="button"
          onClick={() => chat.stop()}
          className="self-start rounded-full border border-stone-300 px-3 py-1 text-xs text-stone-600 hover:border-red-400 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-zinc-600 dark:text-stone-300 dark:hover:text-red-400"
        >
          ■ {t('chat.stop')}
        </button>
      )}
    </article>
  )
})

function Markdown({ text }: { text: string }) {
  const html = useMemo(() => renderMarkdown(text), [text])
  return (
    <div
      className="chat-markdown rounded-2xl rounded-bl-md bg-stone-100 px-4 py-3 text-sm leading-6 text-stone-800 dark:bg-zinc-700/70 dark:text-stone-100"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

const Welcome = observer(function Welcome({ chat, onAsked }: { chat: ChatViewModel; onAsked: () => void }) {
  const { t, i18n } = useTranslation()
  const app = useService(UiTokens.app)
  // The operator's greeting (npm run admin -- welcome set) is Chinese; other languages keep the catalogue's.
  const greeting = (i18n.language === i18nextCode.zh_CN ? app.setting(SettingNames.chatWelcome)?.trim() : undefined) || t('chat.welcome')
  return (
    <article
      aria-label={t('chat.assistant')}
      className="max-w-[88%] rounded-2xl rounded-bl-md bg-stone-100 px-4 py-3 text-sm leading-6 text-stone-800 dark:bg-zinc-700/70 dark:text-stone-100"
    >
      <p>{greeting}</p>
      {chat.hotQuestions.length > 0 && (
        <>
          <h3 className="mt-3 text-xs font-semibold text-stone-500 dark:text-stone-400">{t('chat.hotQuestions')}</h3>
          <ul className="mt-2 space-y-1.5">
            {chat.hotQuestions.map((question) => (
              <li key={question.id}>
                <button
                  type="button"
                  disabled={chat.loading}
                  onClick={() => {
                    chat.send(question.name)
                    onAsked()
                  }}
                  className="text-left text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 disabled:opacity-50 dark:text-primary-300"
                >
                  {question.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  )
})

const QuestionBox = observer(function QuestionBox({ chat, input }: { chat: ChatViewModel; input: RefObject<HTMLTextAreaElement | null> }) {
  const { t } = useTranslation()
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter is a new line; a composing input method keeps its Enter.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    chat.send()
  }
  return (
    <form
      className="flex items-end gap-3 border-t border-stone-200 px-4 py-3 md:px-6 md:py-4 dark:border-zinc-700"
      onSubmit={(event) => {
        event.preventDefault()
        chat.send()
        input.current?.focus()
      }}
    >
      <textarea
        ref={input}
        rows={3}
        aria-label={t('chat.question')}
        placeholder={t('chat.placeholder')}
        value={chat.draft}
        readOnly={chat.loading}
        onChange={(event) => chat.setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        className="min-w-0 flex-1 resize-none rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm leading-6 text-stone-900 placeholder:text-stone-400 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500/40 read-only:bg-stone-50 dark:border-zinc-600 dark:bg-zinc-900 dark:text-stone-100 dark:read-only:bg-zinc-900/60"
      />
      <button type="submit" className="btn-primary" disabled={chat.loading || !chat.draft.trim()} aria-busy={chat.loading}>
        {t('chat.send')}
      </button>
    </form>
  )
})
