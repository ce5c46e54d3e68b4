/**
 * A mouse or a trackpad comes with a keyboard; a finger on a touch screen does not. Both features are asked, as
 * some Android phones report a fine pointer and others hover.
 */
export const KEYBOARD_LIKELY = '(hover: hover) and (pointer: fine)'

type MatchMedia = (query: string) => { matches: boolean }

const windowMedia = (): MatchMedia | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? (query) => window.matchMedia(query) : undefined

/**
 * Whether a keyboard shortcut is worth mentioning (撤销 by Ctrl+Z): asked each time, as a tablet may gain a
 * trackpad. Where the device cannot be asked (no matchMedia) the hint stays, as it always did.
 */
export function keyboardLikely(matchMedia: MatchMedia | undefined = windowMedia()): boolean {
  return matchMedia ? matchMedia(KEYBOARD_LIKELY).matches : true
}
