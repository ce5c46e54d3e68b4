import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'

export type CheckCaptchaDeps = UsesRepos<'captchas'> & Pick<ServerDeps, 'digest' | 'clock'>

/** Case-insensitive, single use: the captcha is removed whether the answer was right or not. */
export async function checkCaptcha(deps: CheckCaptchaDeps, uuid: string, answer: string): Promise<boolean> {
  const found = await deps.repos.captchas.take(uuid)
  if (!found || found.expiresAt <= deps.clock.now()) return false
  return found.answerHash === (await deps.digest.sha256(answer.trim().toLowerCase()))
}
