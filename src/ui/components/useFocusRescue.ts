import { useEffect } from 'react'
import { catchFallenFocus } from './catchFallenFocus'

/**
 * A control that goes while it holds the focus (a notice that the new batch answers, a dialog's opener gone with
 * what the dialog did) leaves the focus to the document: the next Tab would start from the top. Whatever moves
 * the focus on purpose (a dialog giving it back, a table focusing the next row) still does; the page's content
 * only takes what nothing else took.
 */
export function useFocusRescue() {
  useEffect(() => {
    let focused: Element | null = null
    const onFocusIn = (event: FocusEvent) => {
      focused = event.target instanceof Element ? event.target : null
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    const observer = new MutationObserver(() => {
      if (!focused || focused.isConnected) return
      focused = null
      // A task later: a dialog gives the focus back in a microtask, a page's effect may place it after rendering.
      clearTimeout(timer)
      timer = setTimeout(catchFallenFocus)
    })
    document.addEventListener('focusin', onFocusIn)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      observer.disconnect()
      clearTimeout(timer)
    }
  }, [])
}
