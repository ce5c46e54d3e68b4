import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { SMS_CODE_MAX_TRIES } from '../shared/limits'

export type CheckSmsCodeDeps = UsesRepos<'smsCodes'> & Pick<ServerDeps, 'digest' | 'clock'>

/** Spends a code sent to the phone: valid once, within its 5 minutes, and dead after SMS_CODE_MAX_TRIES tries. */
export async function checkSmsCode(deps: CheckSmsCodeDeps, phone: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false
  return deps.repos.smsCodes.consume(phone, await deps.digest.sha256(`${phone}:${code}`), deps.clock.now(), SMS_CODE_MAX_TRIES)
}
