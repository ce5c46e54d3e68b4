/** The controls that held the focus when they were disabled, by their text, and a way to stop watching. */
export interface FocusWatch {
  readonly dropped: string[]
  stop(): void
}

/**
 * Browsers take the focus away from a control the moment it is disabled (the HTML "focus fixup rule": the body
 * is focused instead, and stays so when the control comes back); the test DOM (happy-dom) may leave it on the disabled control. This
 * applies the rule, so a test sees the focus fall where a keyboard user's falls, and notes each control it
 * happened to (a fall the rest of the flow later hides, such as a page change, is still one).
 */
export function watchFocus(): FocusWatch {
  const dropped: string[] = []
  const observer = new MutationObserver(() => {
    const focused = document.activeElement
    if (!(focused instanceof HTMLButtonElement || focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) return
    if (!focused.disabled) return
    dropped.push(focused.textContent || focused.getAttribute('aria-label') || focused.tagName)
    // A test DOM may ignore blur() on a disabled control: enabled for the moment it takes.
    focused.disabled = false
    focused.blur()
    focused.disabled = true
  })
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['disabled'] })
  return { dropped, stop: () => observer.disconnect() }
}
