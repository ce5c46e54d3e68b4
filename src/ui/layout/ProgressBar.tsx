import { useEffect, useState } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'

/** A thin bar while navigating that hides 300 ms after the navigation ends. */
export const PROGRESS_HIDE_DELAY_MS = 300

/** `active` is true from a location change until the new page has rendered (its code may load lazily). */
export function ProgressBar({ active }: { active: boolean }) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(active)
  // Showing follows `active` in the same render; only hiding waits.
  if (active && !visible) setVisible(true)
  useEffect(() => {
    if (active) return
    const timer = setTimeout(() => setVisible(false), PROGRESS_HIDE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [active])
  return (
    <div
      role="progressbar"
      aria-label={t('layout.progress')}
      aria-hidden={!visible}
      data-active={active ? 'true' : 'false'}
      className={`fixed inset-x-0 top-0 z-[7000] h-0.5 origin-left bg-primary-500 shadow-[0_0_6px_rgba(214,43,43,0.7)] transition-all duration-300 ${visible ? 'scale-x-100 opacity-100' : 'scale-x-0 opacity-0'}`}
    />
  )
}
