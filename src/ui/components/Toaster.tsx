import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useService } from '../ServiceContext'
import type { ToastItem, ToastStore } from '../stores/ToastStore'
import { UiTokens } from '../tokens'

const tone = {
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  error: 'bg-primary-50 text-primary-800 ring-primary-200',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
}

export const Toaster = observer(function Toaster() {
  const { t } = useTranslation()
  const toasts = useService(UiTokens.toasts)
  return (
    <section aria-label={t('toast.region')} className="pointer-events-none fixed inset-x-0 top-4 z-[8000] flex flex-col items-center gap-2" aria-live="polite">
      {toasts.items.map((item) => (
        <ToastView key={item.id} item={item} toasts={toasts} />
      ))}
    </section>
  )
})

/** One message; it stays while the keyboard is in it or the pointer is over it (WCAG 2.2.1). */
const ToastView = observer(function ToastView({ item, toasts }: { item: ToastItem; toasts: ToastStore }) {
  const { t } = useTranslation()
  const [focused, setFocused] = useState(false)
  const [pointed, setPointed] = useState(false)
  const held = focused || pointed
  useEffect(() => toasts.hold(item.id, held), [toasts, item.id, held])
  return (
    <div
      role={item.kind === 'error' ? 'alert' : 'status'}
      className={`pointer-events-auto flex items-center gap-3 rounded-lg px-4 py-2.5 text-sm shadow-lg ring-1 ${tone[item.kind]}`}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
      onPointerEnter={() => setPointed(true)}
      onPointerLeave={() => setPointed(false)}
    >
      <span>{item.text}</span>
      {item.action && (
        <button
          type="button"
          className="rounded px-1.5 py-0.5 font-semibold underline underline-offset-2 hover:no-underline"
          onClick={() => toasts.act(item.id)}
        >
          {item.action.label}
        </button>
      )}
      <button
        type="button"
        aria-label={t('toast.close')}
        className="inline-flex size-6 items-center justify-center rounded opacity-80 hover:opacity-100"
        onClick={() => toasts.dismiss(item.id)}
      >
        ×
      </button>
    </div>
  )
})
