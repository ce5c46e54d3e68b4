import type { Preferences } from '@/ports/Preferences'
import type { Position } from './useLongPressDrag'

/** The floating AI button starts 40 px from the left and 160 px above the bottom. */
export const AI_BUTTON_DEFAULT: Position = { left: 40, bottom: 160 }

/** Where the student last left the button (kept in the preferences), or the default. */
export function savedButtonPlace(prefs: Preferences): Position {
  try {
    const value = JSON.parse(prefs.get('ai-button') ?? 'null') as unknown
    if (typeof value === 'object' && value !== null) {
      const { left, bottom } = value as Record<string, unknown>
      if (typeof left === 'number' && typeof bottom === 'number' && left >= 0 && bottom >= 0) return { left, bottom }
    }
  } catch {
    // A damaged value falls back to the default place.
  }
  return AI_BUTTON_DEFAULT
}

export function saveButtonPlace(prefs: Preferences, position: Position) {
  prefs.set('ai-button', JSON.stringify({ left: Math.round(position.left), bottom: Math.round(position.bottom) }))
}
