import { useEffect, useState, useSyncExternalStore } from 'react'
import type { DropdownMenuProps } from './DropdownMenuProps'

type HeadlessModule = typeof import('./HeadlessMenu')

let loading: Promise<void> | null = null
let menus: HeadlessModule | null = null
const listeners = new Set<() => void>()

/** Fetches the menus' code once (a failed fetch is tried again on the next hover, focus or press). */
function loadMenus(): void {
  loading ??= import('./HeadlessMenu').then(
    (module) => {
      menus = module
      for (const listener of listeners) listener()
    },
    () => {
      loading = null
    },
  )
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** After the page has come, the menus are fetched while the browser is idle, so a tap rarely waits for them. */
const IDLE_AFTER_MS = 3000
let idleScheduled = false
function loadWhenIdle(): void {
  if (idleScheduled) return
  idleScheduled = true
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(loadMenus)
    else loadMenus()
  }, IDLE_AFTER_MS)
}

/**
 * A header menu (user, language, the main menu's groups, the tab tools) whose code is not on the first page:
 * Headless UI with its positioning library is a large share of the first page's JavaScript, time on a phone's
 * connection before anything can draw (docs/PERFORMANCE.md). Until the menu is first used, a stand-in
 * button of the same look is drawn; hovering or focusing it fetches the code (so does an idle moment after the
 * page), and pressing it (click, Enter or Space) puts the real menu in its place, opened, with the focus on it.
 * The stand-in is replaced only by its own click, once that event is over: never while a pointer is down on it,
 * where the rest of the press would reach a button no longer there. A menu drawn after the code came is the
 * real one from the start.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const Menus = useSyncExternalStore(subscribe, () => menus)
  const [real, setReal] = useState(() => menus !== null)
  const [pressed, setPressed] = useState(false)
  useEffect(loadWhenIdle, [])
  if (Menus && real) return <Menus.default {...props} openNow={pressed} onOpened={() => setPressed(false)} />
  return (
    <div className={props.className ?? 'relative'}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        aria-label={props.buttonLabel}
        className={props.buttonClassName}
        onPointerEnter={loadMenus}
        onFocus={loadMenus}
        onClick={() => {
          setReal(true)
          setPressed(true)
          loadMenus()
        }}
      >
        {props.button}
      </button>
    </div>
  )
}
