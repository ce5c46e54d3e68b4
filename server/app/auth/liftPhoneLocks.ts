import type { ServerDeps } from '../../ports/ServerDeps'
import type { Call } from '../shared/outcome'
import { recordSecurityEvent, type RecordSecurityEventDeps } from '../shared/recordSecurityEvent'
import { guessLockPrefixes, lockKeys, phoneLockPrefixes } from './lockKeys'

/**
 * Forgets the counted guesses at a phone (wrong passwords and codes), and with `sends` its sends per address
 * too: its owner proved to hold it (an SMS code) or an operator was asked. Logged when anything was lifted. Returns how many attempts were forgotten.
 */
export async function liftPhoneLocks(
  deps: Pick<ServerDeps, 'limiter'> & RecordSecurityEventDeps,
  phone: string,
  call: Call | undefined,
  by: string,
  options: { userId?: number | null; sends?: boolean } = {},
): Promise<number> {
  const forgotten = { passwords: 0, codes: 0, sends: 0 }
  for (const prefix of options.sends ? phoneLockPrefixes(phone) : guessLockPrefixes(phone)) {
    const cleared = await deps.limiter.clear(prefix)
    // Each guess counts once per phone and once per (phone, address): the per-phone keys say how many there were.
    if (prefix === lockKeys.passwordPhone(phone)) forgotten.passwords = cleared
    else if (prefix === lockKeys.codePhone(phone)) forgotten.codes = cleared
    else if (prefix.startsWith('sms:')) forgotten.sends = cleared
  }
  const cleared = forgotten.passwords + forgotten.codes + forgotten.sends
  const sends = options.sends ? `, ${forgotten.sends} sends` : ''
  if (cleared > 0)
    await recordSecurityEvent(deps, 'lock.lifted', {
      userId: options.userId ?? null,
      phone,
      call,
      detail: `by ${by}: ${forgotten.passwords} wrong passwords, ${forgotten.codes} wrong codes${sends} forgotten`,
    })
  return cleared
}
