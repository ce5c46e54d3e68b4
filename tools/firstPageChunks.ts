import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/**
 * Headless UI and the libraries it brings, which the screens and dialogs share: two files (what a dialog or tabs
 * need, and the positioned pop-ups) instead of a dozen small ones; the login page fetched ten of them.
 */
const HEADLESS = /node_modules[\\/](@headlessui|@floating-ui|@react-aria|@tanstack|tabbable)[\\/]/
/** Of those, what only the positioned pop-ups (menus, list boxes, combo boxes, popovers, tooltips) need. */
const POPUPS =
  /node_modules[\\/](@floating-ui|@tanstack)[\\/]|@headlessui[\\/]react[\\/]dist[\\/](components[\\/](combobox|listbox|menu|popover|tooltip)|internal[\\/]floating)/

/** The app's dialog frame (src/ui/components/Modal.tsx): every dialog that uses it needs Headless UI's dialog too. */
const MODAL = /src[\\/]ui[\\/]components[\\/]Modal\.tsx$/
type Group = { name: string; test: (id: string) => boolean; priority: number }

/**
 * Two chunks for what the first page runs: the libraries (`vendor`) and our own code (`app`), instead of the
 * 40-odd small chunks the automatic split made of the modules the app shares with its lazy screens. On a phone's
 * connection every chunk is a round trip (docs/PERFORMANCE.md). "What the first page
 * runs" is the static import closure of the app module (`entry`, which the gate in src/main.tsx imports), read
 * from the module graph as the build parses it, less what the gate (`gate`, the HTML's entry) imports itself;
 * the screens, charts, the spreadsheet writer and the like stay in chunks of their own.
 */
export function firstPageChunks(entry: string, gate: string): { plugin: Plugin; groups: Group[] } {
  const imports = new Map<string, readonly string[]>()
  const closureOf = (start: string) => {
    const seen = new Set<string>()
    const stack = [resolve(start)]
    while (stack.length > 0) {
      const next = stack.pop() as string
      if (seen.has(next)) continue
      seen.add(next)
      stack.push(...(imports.get(next) ?? []))
    }
    return seen
  }
  let app: Set<string> | null = null
  let beforeApp: Set<string> | null = null
  const inApp = (id: string) => (app ??= closureOf(entry)).has(id)
  // What the gate imports itself gets a chunk of its own, taken first: otherwise it is pulled into `app` with the
  // modules that import it, and a phone sent to the introduction would fetch the whole app.
  const inGate = (id: string) => id !== resolve(gate) && (beforeApp ??= closureOf(gate)).has(id)
  return {
    plugin: {
      name: 'first-page-chunks',
      apply: 'build',
      moduleParsed(info) {
        imports.set(info.id, info.importedIds)
      },
    },
    groups: [
      { name: 'gate', test: inGate, priority: 5 },
      { name: 'vendor', test: (id) => id.includes('node_modules') && inApp(id), priority: 4 },
      { name: 'app', test: inApp, priority: 3 },
      { name: 'headless', test: (id) => MODAL.test(id) || (HEADLESS.test(id) && !POPUPS.test(id)), priority: 2 },
      { name: 'popups', test: (id) => HEADLESS.test(id), priority: 1 },
    ],
  }
}
