import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react'

const KEYS: Record<string, (i: number, last: number) => number> = {
  ArrowRight: (i, last) => Math.min(i + 1, last),
  ArrowDown: (i, last) => Math.min(i + 1, last),
  ArrowLeft: (i) => Math.max(i - 1, 0),
  ArrowUp: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
}

/** Where a key moves the focus in a row of `last + 1` items from item `i` (arrows, Home, End); null for any other key. */
export function rovingIndex(key: string, i: number, last: number): number | null {
  return Object.hasOwn(KEYS, key) ? KEYS[key](i, last) : null
}

const buttonsIn = (root: HTMLElement | null) => (root ? [...root.querySelectorAll<HTMLButtonElement>('button:not([disabled])')] : [])
const indexOf = (buttons: HTMLButtonElement[], target: EventTarget) => buttons.findIndex((button) => button === target)

/**
 * One Tab stop for a long group of buttons (the ARIA toolbar pattern): Tab enters the group at the button last
 * used, the arrow keys (and Home / End) move among its buttons, Tab leaves it. Without it the 34 provinces and
 * the 300-odd cities of the AI form were 400 Tab presses between the student and 生成志愿. Give the group
 * role="toolbar" and a name, and spread the returned props on it.
 */
export function useRovingFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const current = useRef(0)
  // After every render: the buttons may have changed (a search narrows the cities).
  useEffect(() => {
    const buttons = buttonsIn(ref.current)
    current.current = Math.min(current.current, Math.max(buttons.length - 1, 0))
    buttons.forEach((button, i) => (button.tabIndex = i === current.current ? 0 : -1))
  })
  const onKeyDown = (event: KeyboardEvent<T>) => {
    const buttons = buttonsIn(ref.current)
    const i = indexOf(buttons, event.target)
    const next = i < 0 ? null : rovingIndex(event.key, i, buttons.length - 1)
    if (next === null) return
    event.preventDefault()
    buttons[next]?.focus()
  }
  const onFocus = (event: FocusEvent<T>) => {
    const buttons = buttonsIn(ref.current)
    const i = indexOf(buttons, event.target)
    if (i < 0) return
    current.current = i
    buttons.forEach((button, j) => (button.tabIndex = j === i ? 0 : -1))
  }
  return { ref, onKeyDown, onFocus }
}
