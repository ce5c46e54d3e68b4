import { useEffect, useRef, useState } from 'react'

/** Spec §2: a thin bar while navigating that hides 300 ms after the navigation ends. */
export const PROGRESS_HIDE_DELAY_MS = 300

export function ProgressBar({ navigationKey }: { navigationKey: string }) {
  const [visible, setVisible] = useState(false)
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    setVisible(true)
    const timer = setTimeout(() => setVisible(false), PROGRESS_HIDE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [navigationKey])
  return (
    <div
      role="progressbar"
      aria-label="页面加载进度"
      aria-hidden={!visible}
      className={`fixed inset-x-0 top-0 z-[7000] h-0.5 origin-left bg-primary-500 shadow-[0_0_6px_rgba(214,43,43,0.7)] transition-all duration-300 ${visible ? 'scale-x-100 opacity-100' : 'scale-x-0 opacity-0'}`}
    />
  )
}
