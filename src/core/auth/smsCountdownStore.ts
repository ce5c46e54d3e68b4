import type { Clock } from '@/ports/Clock'
import type { Preferences } from '@/ports/Preferences'
import { restoreSeconds } from '@/core/domain/smsCountdown'

interface Deps {
  prefs: Preferences
  clock: Clock
}

/** The SMS resend countdown's remaining seconds survive a reload (saved on unload). */
export function saveSmsCountdown({ prefs, clock }: Deps, secondsLeft: number): void {
  if (secondsLeft <= 0) prefs.remove('sms-countdown')
  else prefs.set('sms-countdown', JSON.stringify({ seconds: secondsLeft, savedAt: clock.now() }))
}

export function restoreSmsCountdown({ prefs, clock }: Deps): number {
  const raw = prefs.get('sms-countdown')
  if (!raw) return 0
  try {
    const saved = JSON.parse(raw) as { seconds?: unknown; savedAt?: unknown }
    if (typeof saved.seconds !== 'number' || typeof saved.savedAt !== 'number') return 0
    return restoreSeconds({ seconds: saved.seconds, savedAt: saved.savedAt }, clock.now())
  } catch {
    return 0
  }
}
