import { useEffect, useState, useSyncExternalStore } from 'react'
import type { DropdownMenuProps } from './DropdownMenuProps'

type HeadlessModule = typeof import('./HeadlessMenu')

let loading: Promise<HeadlessModule | null> | null = null
let menus: HeadlessModule | null = null
const listeners = new Set<() => void>()

/** Fetches the menus' code once; every stand-in then swaps itself for the real menu. A failed fetch is tried again on the next press. */
function loadMenus(): Promise<HeadlessModule | null> {
  loading ??= import('./HeadlessMenu').then(
    (module) => {
      menus = module
      for (const listener of listeners) listener()
      return module
    },
    () => (loading = null),
  )
  return loading
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
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void loadMenus())
    else void loadMenus()
  }, IDLE_AFTER_MS)
}

/**
 * A header menu (user, language, the main menu's groups, the tab tools) whose code is not on the first page:
 * Headless UI with its positioning library is 36 kB of the first page's 240 kB (brotli), a fifth of a second on
 * a phone's connection before anything can draw (Lighthouse, mobile). Until that code comes, a stand-in button
 * of the same look is drawn; hovering, focusing or pressing it fetches the code, and a press made before it came
 * opens the menu once it is here.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const Menus = useSyncExternalStore(subscribe, () => menus)
  const [pressed, setPressed] = useState(false)
  const [focused, setFocused] = useState(false)
  useEffect(loadWhenIdle, [])
  if (Menus)
    return (
      <Menus.default
        {...props}
        openNow={pressed}
        focusNow={focused}
        onTaken={() => {
          setPressed(false)
          setFocused(false)
        }}
      />
    )
  return (
    <div className={props.className ?? 'relative'}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        aria-label={props.buttonLabel}
        className={props.buttonClassName}
        onPointerEnter={() => void loadMenus()}
        onFocus={() => {
          setFocused(true)
          void loadMenus()
        }}
        onBlur={() => setFocused(false)}
        // Pressed from the pointer going down: the code may come (fetched on hover) before the press ends, and the
        // click would then reach a stand-in no longer there.
        onPointerDown={() => {
          setPressed(true)
          void loadMenus()
        }}
        onClick={() => {
          setPressed(true)
          void loadMenus()
        }}
      >
        {props.button}
      </button>
    </div>
  )
}
