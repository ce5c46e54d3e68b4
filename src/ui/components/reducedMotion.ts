/** The system setting of people whom motion makes dizzy or sick (vestibular disorders, migraine). */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

type MatchMedia = (query: string) => { matches: boolean }

const windowMedia = (): MatchMedia | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? (query) => window.matchMedia(query) : undefined

/**
 * Whether motion the stylesheet cannot reach (ECharts' drawing, a scripted smooth scroll) should be left out. Asked
 * each time, as the setting may change while the app is open; where it cannot be asked, motion stays.
 */
export function prefersReducedMotion(matchMedia: MatchMedia | undefined = windowMedia()): boolean {
  return matchMedia ? matchMedia(REDUCED_MOTION).matches : false
}
