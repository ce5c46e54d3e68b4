import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'

export type CheckSmsCodeDeps = UsesRepos<'smsCodes'> & Pick<ServerDeps, 'digest' | 'clock'>

/** Spends a code sent to the phone: valid once, within its 5 minutes. */
export async function checkSmsCode(deps: CheckSmsCodeDeps, phone: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false
  return deps.repos.smsCodes.consume(phone, await deps.digest.sha256(`${phone}:${code}`), deps.clock.now())
}
