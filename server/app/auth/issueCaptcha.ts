import type { ParsedInputOf } from '@/ports/api/endpoint'
import type { captchaImage } from '@/ports/api/user'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { dueEvery } from '../shared/dueEvery'
import { CAPTCHA_TTL_MS, CAPTCHAS_OPEN_PER_ADDRESS, MINUTE } from '../shared/limits'
import type { Call, Outcome } from '../shared/outcome'

/**
 * Draws a picture code for the client-chosen uuid; only the lowercase answer's hash is kept, for 5 minutes.
 * Anyone may ask, so the table is bounded: an address keeps its CAPTCHAS_OPEN_PER_ADDRESS newest, and the
 * expired ones are deleted every minute.
 */
export async function issueCaptcha(
  deps: UsesRepos<'captchas'> & Pick<ServerDeps, 'captcha' | 'digest' | 'clock'>,
  input: ParsedInputOf<typeof captchaImage>,
  call: Call,
): Promise<Outcome<Uint8Array<ArrayBuffer>>> {
  const now = deps.clock.now()
  const image = deps.captcha.create()
  const bytes = new Uint8Array(image.bytes)
  const answerHash = await deps.digest.sha256(image.text.toLowerCase())
  await deps.repos.captchas.put({ uuid: input.uuid, answerHash, expiresAt: now + CAPTCHA_TTL_MS, ip: call.ip })
  await deps.repos.captchas.trimForIp(call.ip, CAPTCHAS_OPEN_PER_ADDRESS)
  if (dueEvery(deps.repos.captchas, 'expired', now, MINUTE)) await deps.repos.captchas.deleteExpired(now)
  return { ok: true, value: bytes, binary: { bytes, contentType: image.contentType } }
}
